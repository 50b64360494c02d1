import type { DeliveryTexts } from './en.ts';

export const deDelivery: DeliveryTexts = {
  title: 'Lieferung & Trinkgeld',
  loading: 'Wird geladen…',
  save: 'Speichern',
  saving: 'Wird gespeichert…',
  saved: 'Gespeichert. Gäste sehen es sofort.',
  reloaded: 'Jemand anderes hat diese Einstellungen inzwischen gespeichert. Ihre Änderungen sind noch da: Speichern Sie erneut, um Ihre zu behalten, oder übernehmen Sie die anderen.',
  takeTheirs: 'Andere übernehmen',
  types: {
    heading: 'Wie Gäste bestellen',
    hint: 'Schalten Sie aus, was Sie nicht anbieten. Zeiten und Vorlauf stellen Sie bei den Öffnungszeiten ein.',
    delivery: 'Lieferung',
    pickup: 'Abholung',
    here: 'Vor Ort essen',
  },
  zones: {
    heading: 'Liefergebiete',
    hint: 'Eine Zeile je Postleitzahl. Beträge wie gewohnt, z. B. 2,50. „Kostenlos ab“ leer: Die Gebühr gilt immer.',
    postalCode: 'Postleitzahl',
    city: 'Gebiet',
    fee: 'Liefergebühr',
    minimumOrder: 'Mindestbestellwert',
    freeDeliveryFrom: 'Kostenlos ab',
    add: 'Liefergebiet hinzufügen',
    remove: 'Liefergebiet {{postalCode}} entfernen',
    empty: 'Noch keine Liefergebiete.',
    zone: 'Gebiet {{number}}',
  },
  tips: {
    heading: 'Trinkgeld',
    ask: 'Gäste an der Kasse um Trinkgeld bitten',
    presets: 'Vorschläge',
    presetsHint: 'Bis zu drei Anteile der Gerichte in Prozent, der kleinste zuerst. Ein leeres Feld bietet weniger an.',
    preset: 'Vorschlag {{number}} (%)',
  },
};
