import type { MessageCode } from './en.ts';

/** German texts of every coded message (polite "Sie" form). Same codes and placeholders as en.ts. */
export const de: Record<MessageCode, string> = {
  // generic
  ok: 'OK',
  validation_failed: 'Die angegebenen Daten sind ungültig.',
  malformed_json: 'Der Inhalt der Anfrage ist kein gültiges JSON.',
  payload_too_large: 'Die Anfrage ist zu groß.',
  unsupported_media_type: 'Dieser Inhaltstyp wird nicht unterstützt.',
  route_not_found: 'Diese Adresse existiert nicht.',
  internal_error: 'Etwas ist schiefgelaufen, bitte versuchen Sie es erneut.',
  too_many_requests: 'Zu viele Versuche. Bitte warten Sie einen Moment und versuchen Sie es erneut.',
  updates_available: 'Es gibt Neuigkeiten! Bitte laden Sie die Seite neu.',
  recaptcha_invalid: 'g_recaptcha_response ist ungültig.',

  // auth and permissions
  token_required: 'Nicht autorisiert! Token erforderlich.',
  unauthenticated: 'Sie sind nicht angemeldet.',
  not_authorized: 'Nicht autorisiert.',
  no_permission: 'Sie haben keine Berechtigung für diese Aktion.',
  no_event_access: 'Sie haben keinen Zugriff auf diese Veranstaltung.',
  invalid_client: 'Die Client-ID oder das Client-Secret ist ungültig.',
  unsupported_grant_type: 'Dieser Grant-Typ wird nicht unterstützt.',
  login_required: 'Bitte melden Sie sich an, um eine Bestellung aufzugeben.',

  // existence
  basket_does_not_exists: 'Der Warenkorb existiert nicht.',
  restaurant_does_not_exists: 'Das Restaurant existiert nicht.',
  product_does_not_exists: 'Das Produkt existiert nicht.',
  category_does_not_exists: 'Die Kategorie existiert nicht.',
  order_does_not_exists: 'Die Bestellung existiert nicht.',
  payment_does_not_exists: 'Die Zahlung existiert nicht.',
  table_does_not_exists: 'Der Tisch existiert nicht.',
  blog_does_not_exists: 'Der Blogbeitrag existiert nicht.',
  table_not_related_to_restaurant: 'Dieser Tisch gehört nicht zu diesem Restaurant.',
  basket_product_does_not_exists: 'Dieser Artikel befindet sich nicht im Warenkorb.',
  address_does_not_exists: 'Die Adresse existiert nicht.',

  // area
  postal_code_not_in_delivery_area: 'Ihre Postleitzahl liegt nicht in unserem Liefergebiet.',
  no_restaurant_in_this_area: 'In diesem Gebiet gibt es kein Restaurant.',

  // time
  restaurant_not_open_at_desired_time: 'Das Restaurant hat zu Ihrer gewünschten Zeit nicht geöffnet.',
  restaurant_closed: 'Das Restaurant hat zurzeit nicht geöffnet.',
  order_time_in_past: 'Der Bestellzeitpunkt darf nicht in der Vergangenheit liegen.',
  delivery_time_step_invalid: 'Bitte wählen Sie eine Uhrzeit im 15-Minuten-Takt (:00, :15, :30, :45).',
  delivery_time_too_late: 'Dieses Datum liegt zu weit in der Zukunft.',
  delivery_time_required: 'Bitte wählen Sie ein Datum und eine Uhrzeit.',
  delivery_type_required: 'Bitte wählen Sie eine Lieferart.',
  delivery_type_not_available: 'Diese Lieferart ist nicht verfügbar.',
  delivery_time_set: 'Lieferzeit gespeichert.',
  delivery_type_changed: 'Lieferart geändert.',
  items_removed_from_cart: 'Einige Artikel wurden aus dem Warenkorb entfernt.',

  // basket and totals
  basket_created: 'Warenkorb erstellt.',
  basket_updated: 'Warenkorb aktualisiert.',
  basket_is_empty: 'Der Warenkorb ist leer.',
  product_added: 'Hinzugefügt',
  product_removed: 'Entfernt',
  minimum_order_value_not_reached: 'Sie haben den Mindestbestellwert noch nicht erreicht.',
  total_price_is_zero: 'Der Gesamtpreis beträgt null.',
  item_comment_too_long: 'Der Kommentar darf höchstens {max} Zeichen lang sein.',
  attribute_minimum_not_met: 'Bitte wählen Sie mindestens {min} Option(en) bei {name}.',
  attribute_maximum_exceeded: 'Sie können höchstens {max} Option(en) bei {name} wählen.',
  package_step_minimum_not_met: 'Bitte wählen Sie mindestens {min} Produkt(e) bei {name}.',
  package_step_maximum_exceeded: 'Sie können höchstens {max} Produkt(e) bei {name} wählen.',
  name_is_required: 'Der Name ist erforderlich.',
  date_is_required: 'Das Datum ist erforderlich.',
  tip_added: 'Trinkgeld hinzugefügt.',
  tip_removed: 'Trinkgeld entfernt.',
  tip_invalid: 'Das Trinkgeld muss ein positiver Betrag sein.',
  tip_not_available: 'Dieses Restaurant nimmt kein Trinkgeld an.',
  address_saved: 'Adresse gespeichert.',
  address_ok: 'Wir liefern an diese Adresse.',
  table_set: 'Tisch festgelegt.',

  // voucher
  voucher_required: 'Bitte geben Sie einen Gutscheincode ein.',
  voucher_not_found: 'Es gibt keinen Gutschein mit diesem Code.',
  voucher_usage_limit_reached: 'Dieser Gutschein wurde bereits so oft wie möglich eingelöst.',
  voucher_no_discount: 'Sie erhalten keinen Rabatt.',
  voucher_invalid: 'Dieser Gutscheincode ist ungültig.',
  voucher_expired: 'Dieser Gutscheincode ist abgelaufen.',
  voucher_minimum_not_reached: 'Dieser Gutschein gilt ab einem Bestellwert von {minimum}.',
  voucher_not_available: 'Dieses Restaurant nimmt keine Gutscheine an.',
  voucher_accepted: 'Code akzeptiert.',
  voucher_removed: 'Gutschein entfernt.',

  // payment and order
  payment_cannot_update: 'Die Zahlung kann nicht geändert werden.',
  payment_has_problem: 'Bei der Zahlung ist ein Problem aufgetreten.',
  payment_cannot_pay_at_end: 'Die Zahlung am Ende ist nicht möglich.',
  payment_cannot_choose_cash: 'Barzahlung ist nicht möglich.',
  payment_missing_mollie_info: 'Die Mollie-Zahlungsinformationen fehlen.',
  payment_missing_saferpay_info: 'Die SaferPay-Zahlungsinformationen oder die URL fehlen.',
  payment_type_invalid: 'Diese Zahlungsart ist nicht verfügbar.',
  payfix_requires_qrcode_and_pin: 'Für diese Zahlung sind QR-Code und PIN erforderlich.',
  payment_failed: 'Ihre Zahlung ist fehlgeschlagen!',
  payment_success: 'Zahlung erfolgreich.',
  order_created: 'Ihre Bestellung ist bei uns eingegangen.',
  order_status_changed: 'Der Bestellstatus wurde geändert.',
  order_status_invalid: 'Dieser Bestellstatus ist ungültig.',
  bill_requested: 'Die Rechnung wurde angefordert.',

  // capacity
  capacity_is_full: 'Die Kapazität ist ausgeschöpft.',
  resources_have_been_reached: 'Zu dieser Zeit sind wir sehr ausgelastet. Bitte wählen Sie eine andere Uhrzeit.',
  order_limit_reached: 'Zu dieser Zeit sind wir leider ausgebucht. Die nächstmögliche Zeit ist {validTime}.',

  // stock
  product_out_of_stock: '{name} ist ausverkauft.',
  product_only_n_available: 'Von {name} sind nur noch {inStock} Stück verfügbar.',
  product_not_available_for_date: '{name} ist an Ihrem gewählten Datum nicht verfügbar.',
  product_not_available: 'Das Produkt ist nicht verfügbar.',
  package_not_available: 'Das Paket ist nicht verfügbar.',

  // accounts
  email_already_exists: 'Diese E-Mail-Adresse wird bereits verwendet.',
  registration_disabled: 'Bei diesem Restaurant gibt es keine Kundenkonten.',
  email_does_not_exist: 'Wir konnten keinen Benutzer mit dieser E-Mail-Adresse finden.',
  credentials_do_not_match: 'Mit diesen Angaben wurde kein Benutzer gefunden.',
  current_password_wrong: 'Das aktuelle Passwort ist nicht korrekt.',
  reset_token_invalid: 'Dieser Link zum Zurücksetzen des Passworts ist ungültig oder abgelaufen.',
  reset_link_emailed:
    'Falls diese E-Mail-Adresse registriert ist, haben wir Ihnen einen Link zum Zurücksetzen Ihres Passworts gesendet.',
  password_changed: 'Ihr Passwort wurde erfolgreich geändert.',
  password_too_short: 'Das Passwort muss mindestens {min} Zeichen lang sein.',
  password_confirmation_mismatch: 'Die Passwortbestätigung stimmt nicht überein.',
  user_created: 'Ihr Konto wurde erstellt.',
  user_updated: 'Ihr Profil wurde aktualisiert.',
  user_deleted: 'Ihr Konto wurde gelöscht.',
  logged_in: 'Sie sind angemeldet.',
  logged_out: 'Sie wurden abgemeldet.',
  address_created: 'Adresse angelegt.',
  address_updated: 'Adresse aktualisiert.',
  address_saved_outside_area: 'Adresse gespeichert. Hinweis: Nach {postalCode} liefern wir nicht.',
  address_deleted: 'Adresse gelöscht.',

  // fields (422 field maps)
  field_required: 'Dieses Feld ist erforderlich.',
  field_invalid: 'Dieser Wert ist ungültig.',
  field_too_long: 'Dieser Wert darf höchstens {max} Zeichen lang sein.',
  field_must_be_numeric: 'Dieser Wert muss eine Zahl sein.',
  field_must_be_boolean: 'Dieser Wert muss wahr oder falsch sein.',
  email_invalid: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
  postal_code_numeric: 'Die Postleitzahl darf nur aus Ziffern bestehen.',
  mobile_numeric: 'Die Mobilnummer darf nur aus Ziffern bestehen.',
  birth_date_invalid: 'Bitte geben Sie ein gültiges Geburtsdatum ein.',
  please_fill_out_this_field: 'Bitte füllen Sie dieses Feld aus.',

  // tables, reservations, robot
  table_booked: 'Ihr Tisch wurde reserviert.',
  table_reservation_people_required: 'Mindestens eine Person ist erforderlich.',
  no_booking_times: 'Es tut uns leid, derzeit sind keine Reservierungszeiten verfügbar.',
  robot_task_set: 'Der Geschirr-Roboter ist auf dem Weg zu Ihrem Tisch.',
  robot_service_unavailable: 'Der Geschirr-Roboter ist momentan nicht verfügbar.',

  // manager
  break_pattern_does_not_exists: 'Dieses Pausenmuster gibt es nicht.',
  order_status_move_not_allowed: 'Diese Bestellung kann nicht in diesen Status wechseln.',
  order_reject_reason_required: 'Bitte nennen Sie dem Gast den Grund für die Ablehnung.',
  ordering_paused: 'Wir nehmen gerade keine Online-Bestellungen an.',
  manager_only: 'Das dürfen nur die Manager des Restaurants.',

  // break patterns (manager)
  break_pattern_name_required: 'Der Name ist erforderlich.',
  break_pattern_name_duplicate: 'Es gibt bereits ein Pausenmuster mit diesem Namen.',
  break_pattern_start_time_required: 'Die Startzeit ist erforderlich.',
  break_pattern_products_invalid: 'Die Produkte müssen eine Liste sein.',
  break_pattern_weekdays_invalid: 'Die Wochentage müssen eine Liste sein.',
  break_pattern_dates_invalid: 'Das Enddatum darf nicht vor dem Startdatum liegen.',
  break_pattern_created: 'Pausenmuster erstellt.',
  break_pattern_updated: 'Pausenmuster aktualisiert.',
  break_pattern_deleted: 'Pausenmuster gelöscht.',
  break_pattern_stopped: 'Pausenmuster beendet.',

  // content
  newsletter_added: 'Ihre E-Mail-Adresse wurde erfolgreich eingetragen!',
  newsletter_already_exists: 'Diese E-Mail-Adresse ist bereits angemeldet.',
  newsletter_email_required: 'Bitte geben Sie Ihre E-Mail-Adresse ein.',
  message_delivered: 'Ihre Nachricht wurde erfolgreich übermittelt!',
  review_created: 'Vielen Dank für Ihre Bewertung!',
  review_already_exists: 'Diese Bestellung wurde bereits bewertet.',
  review_not_yet_possible: 'Sie können Ihre Bestellung bewerten, sobald das Restaurant sie fertiggestellt hat.',
  visit_recorded: 'Besuch erfasst.',
};
