import { useQuery } from '@tanstack/react-query';
import type { PrinterTrouble } from '@tavola/domain/schemas/owner-printers';
import { apiRequest } from '../../../api/client.ts';
import type { Lang } from '../../../i18n/languages.ts';
import { asManager } from '../api/manager-api.ts';
import { useManagerTexts } from '../i18n/use-manager-texts.ts';

/** Kept here, not in the board's texts: the one sentence of this notice (decision 092). */
const NOTICE: Record<Lang, (name: string, waiting: number) => string> = {
  en: (name, waiting) => `Printer “${name}” is not printing (off or out of paper). ${waiting} ticket(s) waiting — they print once it is back.`,
  de: (name, waiting) => `Drucker „${name}“ druckt nicht (aus oder kein Papier). ${waiting} Bon(s) warten – sie kommen, sobald er wieder bereit ist.`,
  fr: (name, waiting) => `L’imprimante « ${name} » n’imprime pas (éteinte ou sans papier). ${waiting} ticket(s) en attente, imprimés dès son retour.`,
  ar: (name, waiting) => `الطابعة «${name}» لا تطبع (مطفأة أو بلا ورق). ${waiting} إيصال بالانتظار، ستُطبع عند عودتها.`,
};

/** A notice on the board while a kitchen printer is off or out of paper; its tickets wait, never lost. */
export function PrinterNotice({ token }: { token: string }) {
  const { lang } = useManagerTexts();
  const troubles = useQuery({
    queryKey: ['manager', 'printers', 'status'],
    queryFn: () =>
      asManager(token, async (bearer) => (await apiRequest<PrinterTrouble[]>({ path: 'managers/printers/status', bearer })).data),
    refetchInterval: 15_000,
    meta: { silent: true },
  }).data;
  if (!troubles?.length) return null;
  return (
    <div className="bg-red-100 text-red-950" role="alert" data-testid="printer-notice">
      {troubles.map((printer) => (
        <p key={printer.id} className="mx-auto max-w-[1600px] px-4 py-2 text-sm font-semibold">
          {NOTICE[lang](printer.name, printer.waiting)}
        </p>
      ))}
    </div>
  );
}
