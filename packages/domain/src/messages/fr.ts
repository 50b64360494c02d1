import type { MessageCode } from './en.ts';

/** French texts of every coded message (polite "vous" form). Same codes and placeholders as en.ts. */
export const fr: Record<MessageCode, string> = {
  // generic
  ok: 'OK',
  validation_failed: 'Les données fournies ne sont pas valides.',
  malformed_json: "Le corps de la requête n'est pas un JSON valide.",
  payload_too_large: 'La requête est trop volumineuse.',
  unsupported_media_type: "Ce type de contenu n'est pas pris en charge.",
  route_not_found: "Cette adresse n'existe pas.",
  internal_error: "Une erreur s'est produite, veuillez réessayer.",
  too_many_requests: 'Trop de tentatives. Veuillez patienter un instant, puis réessayer.',
  updates_available: 'Du nouveau est disponible ! Veuillez actualiser la page.',
  recaptcha_invalid: "g_recaptcha_response n'est pas valide.",

  // auth and permissions
  token_required: 'Non autorisé ! Un jeton est requis.',
  unauthenticated: "Vous n'êtes pas connecté.",
  not_authorized: 'Non autorisé.',
  no_permission: "Vous n'avez pas l'autorisation d'effectuer cette action.",
  no_event_access: "Vous n'avez pas accès à cet événement.",
  invalid_client: "L'identifiant ou le secret du client n'est pas valide.",
  unsupported_grant_type: "Ce type d'autorisation n'est pas pris en charge.",
  login_required: 'Veuillez vous connecter pour passer une commande.',

  // existence
  basket_does_not_exists: "Le panier n'existe pas.",
  restaurant_does_not_exists: "Le restaurant n'existe pas.",
  product_does_not_exists: "Le produit n'existe pas.",
  category_does_not_exists: "La catégorie n'existe pas.",
  order_does_not_exists: "La commande n'existe pas.",
  payment_does_not_exists: "Le paiement n'existe pas.",
  table_does_not_exists: "La table n'existe pas.",
  blog_does_not_exists: "L'article de blog n'existe pas.",
  table_not_related_to_restaurant: "Cette table n'appartient pas à ce restaurant.",
  basket_product_does_not_exists: "Cet article n'est pas dans le panier.",
  address_does_not_exists: "L'adresse n'existe pas.",

  // area
  postal_code_not_in_delivery_area: 'Votre code postal ne fait pas partie de notre zone de livraison.',
  no_restaurant_in_this_area: "Il n'y a aucun restaurant dans cette zone.",

  // time
  restaurant_not_open_at_desired_time: "Le restaurant n'est pas ouvert à l'heure souhaitée.",
  restaurant_closed: "Le restaurant n'est pas ouvert en ce moment.",
  order_time_in_past: "L'heure de commande ne peut pas être dans le passé.",
  delivery_time_step_invalid: 'Veuillez choisir une heure par tranches de 15 minutes (:00, :15, :30, :45).',
  delivery_time_too_late: 'Cette date est trop éloignée dans le futur.',
  delivery_time_required: 'Veuillez choisir une date et une heure.',
  delivery_type_required: 'Veuillez choisir un mode de livraison.',
  delivery_type_not_available: "Ce mode de livraison n'est pas disponible.",
  delivery_time_set: 'Heure de livraison enregistrée.',
  delivery_type_changed: 'Mode de livraison modifié.',
  items_removed_from_cart: 'Certains articles ont été retirés du panier.',

  // basket and totals
  basket_created: 'Panier créé.',
  basket_updated: 'Panier mis à jour.',
  basket_is_empty: 'Le panier est vide.',
  product_added: 'Ajouté',
  product_removed: 'Retiré',
  minimum_order_value_not_reached: "Vous n'avez pas encore atteint le montant minimum de commande.",
  total_price_is_zero: 'Le prix total est nul.',
  item_comment_too_long: 'Le commentaire ne peut pas dépasser {max} caractères.',
  attribute_minimum_not_met: 'Veuillez sélectionner au moins {min} option(s) dans {name}.',
  attribute_maximum_exceeded: 'Vous pouvez sélectionner au maximum {max} option(s) dans {name}.',
  package_step_minimum_not_met: 'Veuillez sélectionner au moins {min} produit(s) dans {name}.',
  package_step_maximum_exceeded: 'Vous pouvez sélectionner au maximum {max} produit(s) dans {name}.',
  name_is_required: 'Le nom est obligatoire.',
  date_is_required: 'La date est obligatoire.',
  tip_added: 'Pourboire ajouté.',
  tip_removed: 'Pourboire retiré.',
  tip_invalid: 'Le pourboire doit être un montant positif.',
  tip_not_available: "Ce restaurant n'accepte pas les pourboires.",
  address_saved: 'Adresse enregistrée.',
  address_ok: 'Nous livrons à cette adresse.',
  table_set: 'Table enregistrée.',

  // voucher
  voucher_required: 'Veuillez saisir un code de bon de réduction.',
  voucher_not_found: 'Aucun bon de réduction ne correspond à ce code.',
  voucher_usage_limit_reached: "Ce bon de réduction a atteint sa limite d'utilisation.",
  voucher_no_discount: "Vous ne bénéficiez d'aucune réduction.",
  voucher_invalid: "Ce code de réduction n'est pas valide.",
  voucher_expired: 'Ce code de réduction a expiré.',
  voucher_minimum_not_reached: 'Ce bon est valable à partir de {minimum} de commande.',
  voucher_not_available: "Ce restaurant n'accepte pas les bons de réduction.",
  voucher_accepted: 'Code accepté.',
  voucher_removed: 'Bon de réduction retiré.',

  // payment and order
  payment_cannot_update: 'Le paiement ne peut pas être modifié.',
  payment_has_problem: 'Un problème est survenu avec le paiement.',
  payment_cannot_pay_at_end: 'Vous ne pouvez pas choisir de payer à la fin.',
  payment_cannot_choose_cash: 'Vous ne pouvez pas choisir le paiement en espèces.',
  payment_missing_mollie_info: 'Les informations de paiement Mollie sont manquantes.',
  payment_missing_saferpay_info: "Les informations de paiement SaferPay ou l'URL sont manquantes.",
  payment_type_invalid: "Ce moyen de paiement n'est pas disponible.",
  payfix_requires_qrcode_and_pin: 'Le code QR et le code PIN sont requis pour ce paiement.',
  payment_failed: 'Votre paiement a échoué !',
  payment_success: 'Paiement réussi.',
  order_created: 'Votre commande a bien été reçue.',
  order_status_changed: 'Le statut de la commande a été modifié.',
  order_status_invalid: "Ce statut de commande n'est pas valide.",
  bill_requested: "L'addition a été demandée.",

  // capacity
  capacity_is_full: 'La capacité maximale est atteinte.',
  resources_have_been_reached: 'Nous sommes très sollicités à cette heure-ci. Veuillez choisir un autre horaire.',
  order_limit_reached: 'Nous sommes complets à cette heure-ci. Le prochain horaire possible est {validTime}.',

  // stock
  product_out_of_stock: '{name} est en rupture de stock.',
  product_only_n_available: 'Il ne reste que {inStock} article(s) de {name}.',
  product_not_available_for_date: "{name} n'est pas disponible à la date choisie.",
  product_not_available: "Ce produit n'est pas disponible.",
  package_not_available: "Cette formule n'est pas disponible.",

  // accounts
  email_already_exists: 'Cette adresse e-mail est déjà utilisée.',
  registration_disabled: 'Ce restaurant ne propose pas de comptes clients.',
  email_does_not_exist: "Nous n'avons trouvé aucun utilisateur avec cette adresse e-mail.",
  credentials_do_not_match: 'Aucun utilisateur ne correspond à ces informations.',
  current_password_wrong: "Le mot de passe actuel n'est pas correct.",
  reset_token_invalid: "Ce lien de réinitialisation du mot de passe n'est pas valide ou a expiré.",
  reset_link_emailed:
    'Si cette adresse e-mail est enregistrée, nous vous avons envoyé un lien pour réinitialiser votre mot de passe.',
  password_changed: 'Votre mot de passe a bien été modifié.',
  password_too_short: 'Le mot de passe doit contenir au moins {min} caractères.',
  password_confirmation_mismatch: 'La confirmation du mot de passe ne correspond pas.',
  user_created: 'Votre compte a été créé.',
  user_updated: 'Votre profil a été mis à jour.',
  user_deleted: 'Votre compte a été supprimé.',
  logged_in: 'Vous êtes connecté.',
  logged_out: 'Vous avez été déconnecté.',
  address_created: 'Adresse ajoutée.',
  address_updated: 'Adresse mise à jour.',
  address_saved_outside_area: 'Adresse enregistrée. Attention : nous ne livrons pas au {postalCode}.',
  address_deleted: 'Adresse supprimée.',

  // fields (422 field maps)
  field_required: 'Ce champ est obligatoire.',
  field_invalid: "Cette valeur n'est pas valide.",
  field_too_long: 'Cette valeur ne peut pas dépasser {max} caractères.',
  field_must_be_numeric: 'Cette valeur doit être un nombre.',
  field_must_be_boolean: 'Cette valeur doit être vrai ou faux.',
  email_invalid: 'Veuillez saisir une adresse e-mail valide.',
  postal_code_numeric: 'Le code postal doit être numérique.',
  mobile_numeric: 'Le numéro de mobile doit être numérique.',
  birth_date_invalid: 'Veuillez saisir une date de naissance valide.',
  please_fill_out_this_field: 'Veuillez remplir ce champ.',

  // tables, reservations, robot
  table_booked: 'Votre table a été réservée.',
  table_reservation_people_required: 'Au moins une personne est requise.',
  no_booking_times: "Nous sommes désolés, mais aucun créneau de réservation n'est disponible pour le moment.",
  robot_task_set: 'Le robot de débarrassage est en route vers votre table.',
  robot_service_unavailable: "Le robot de débarrassage n'est pas disponible pour le moment.",

  // manager
  break_pattern_does_not_exists: "Ce modèle de pause n'existe pas.",
  order_status_move_not_allowed: 'Cette commande ne peut pas passer à ce statut.',
  order_reject_reason_required: 'Veuillez indiquer au client pourquoi la commande est refusée.',
  ordering_paused: 'Nous ne prenons pas de commandes en ligne pour le moment.',
  manager_only: 'Seuls les gérants du restaurant peuvent faire cela.',

  // break patterns (manager)
  break_pattern_name_required: 'Le nom est obligatoire.',
  break_pattern_name_duplicate: 'Un modèle de pause portant ce nom existe déjà.',
  break_pattern_start_time_required: "L'heure de début est obligatoire.",
  break_pattern_products_invalid: 'Les produits doivent être une liste.',
  break_pattern_weekdays_invalid: 'Les jours de la semaine doivent être une liste.',
  break_pattern_dates_invalid: 'La date de fin ne peut pas précéder la date de début.',
  break_pattern_created: 'Modèle de pause créé.',
  break_pattern_updated: 'Modèle de pause mis à jour.',
  break_pattern_deleted: 'Modèle de pause supprimé.',
  break_pattern_stopped: 'Modèle de pause arrêté.',

  // content
  newsletter_added: 'Votre adresse e-mail a bien été ajoutée !',
  newsletter_already_exists: 'Cette adresse e-mail est déjà inscrite.',
  newsletter_email_required: 'Veuillez saisir votre adresse e-mail.',
  message_delivered: 'Votre message a bien été envoyé !',
  review_created: 'Merci pour votre avis !',
  review_already_exists: 'Cette commande a déjà été évaluée.',
  review_not_yet_possible: 'Vous pourrez donner votre avis une fois la commande terminée par le restaurant.',
  visit_recorded: 'Visite enregistrée.',
};
