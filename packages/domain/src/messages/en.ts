/**
 * English texts of every coded message. The keys of this object ARE the catalogue of codes:
 * `MessageCode` is derived from them and every other language must cover exactly the same keys.
 * Placeholders in braces ({name}, {inStock}, {validTime}, {max}, {min}) are filled by `formatMessage`.
 */
export const en = {
  // generic
  ok: 'OK',
  validation_failed: 'The given data was invalid.',
  malformed_json: 'The request body is not valid JSON.',
  payload_too_large: 'The request is too large.',
  unsupported_media_type: 'This content type is not supported.',
  route_not_found: 'This address does not exist.',
  internal_error: 'Something went wrong, please try again',
  too_many_requests: 'Too many attempts. Please wait a moment and try again.',
  updates_available: 'We have updates! Please refresh.',
  recaptcha_invalid: 'g_recaptcha_response is invalid',

  // auth and permissions
  token_required: 'Not authorized! token required',
  unauthenticated: 'You are unauthenticated.',
  not_authorized: 'Not authorized.',
  no_permission: "you dont have permission to do this",
  no_event_access: "you don't have access to this event",
  invalid_client: 'The client id or secret is not valid.',
  unsupported_grant_type: 'This grant type is not supported.',
  login_required: 'Please login to create an order.',

  // existence
  basket_does_not_exists: 'Basket does not exist.',
  restaurant_does_not_exists: 'Restaurant does not exist.',
  product_does_not_exists: 'Product does not exist.',
  category_does_not_exists: 'Category does not exist.',
  order_does_not_exists: 'Order does not exist.',
  payment_does_not_exists: 'Payment does not exist.',
  table_does_not_exists: 'Table does not exist.',
  blog_does_not_exists: 'Blog does not exist.',
  table_not_related_to_restaurant: 'This table does not belong to the restaurant.',
  basket_product_does_not_exists: 'This item is not in the basket.',
  address_does_not_exists: 'Address does not exist.',

  // area
  postal_code_not_in_delivery_area: 'Your postal code is not in our delivery area.',
  no_restaurant_in_this_area: 'There is no restaurant in this area.',

  // time
  restaurant_not_open_at_desired_time: 'Restaurant is not Open at your desired Time.',
  restaurant_closed: 'Restaurant is not open at this time.',
  order_time_in_past: 'The order time cannot be in the past.',
  delivery_time_step_invalid: 'Please choose a time in 15-minute steps (:00, :15, :30, :45).',
  delivery_time_too_late: 'This date is too far in the future.',
  delivery_time_required: 'Please pick a date and time.',
  delivery_type_required: 'Please choose a delivery type',
  delivery_type_not_available: 'This delivery type is not available.',
  delivery_time_set: 'Delivery time saved.',
  delivery_type_changed: 'Delivery type changed.',
  items_removed_from_cart: 'Some items are removed from the cart',

  // basket and totals
  basket_created: 'Basket created.',
  basket_updated: 'Basket updated.',
  basket_is_empty: 'Basket is empty',
  product_added: 'Added',
  product_removed: 'Removed',
  minimum_order_value_not_reached: 'You have not reached your minimum order value.',
  total_price_is_zero: 'total price is zero.',
  item_comment_too_long: 'The comment may not be longer than {max} characters.',
  attribute_minimum_not_met: 'Please select at least {min} item(s) in {name}.',
  attribute_maximum_exceeded: 'You can select at most {max} item(s) in {name}.',
  package_step_minimum_not_met: 'Please select at least {min} product(s) in {name}.',
  package_step_maximum_exceeded: 'You can select at most {max} product(s) in {name}.',
  name_is_required: 'name is required',
  date_is_required: 'date is required',
  tip_added: 'Tip added.',
  tip_removed: 'Tip removed.',
  tip_invalid: 'The tip must be a positive amount.',
  tip_not_available: 'Tips are not accepted by this restaurant.',
  address_saved: 'Address saved.',
  address_ok: 'We deliver to this address.',
  table_set: 'Table set.',

  // voucher
  voucher_required: 'Please enter a voucher code.',
  voucher_not_found: 'There is no voucher with this code.',
  voucher_usage_limit_reached: 'This voucher has reached its usage limit.',
  voucher_no_discount: 'You do not get a discount',
  voucher_invalid: 'This voucher code is invalid.',
  voucher_expired: 'This voucher code has expired.',
  voucher_minimum_not_reached: 'This voucher is valid from an order value of {minimum}.',
  voucher_not_available: 'Vouchers are not accepted by this restaurant.',
  voucher_accepted: 'Code accepted.',
  voucher_removed: 'Voucher removed.',

  // payment and order
  payment_cannot_update: 'The payment cannot be updated.',
  payment_has_problem: 'There is a problem with the payment.',
  payment_cannot_pay_at_end: 'You cannot choose pay at end.',
  payment_cannot_choose_cash: 'You cannot choose cash.',
  payment_missing_mollie_info: 'The Mollie payment information is missing.',
  payment_missing_saferpay_info: 'The SaferPay payment information or URL is missing.',
  payment_type_invalid: 'This payment method is not available.',
  payfix_requires_qrcode_and_pin: 'The QR code and PIN are required for this payment.',
  payment_failed: 'Your payment has failed!',
  payment_success: 'payment success',
  order_created: 'Your order has been received.',
  order_status_changed: 'The order status has been changed.',
  order_status_invalid: 'This order status is not valid.',
  bill_requested: 'The bill has been requested.',
  bill_request_eat_here_only: 'The bill can be asked for at the table only (eat-here orders).',

  // capacity
  capacity_is_full: 'Capacity is full',
  resources_have_been_reached: 'We are very busy at this time. Please choose another time.',
  order_limit_reached: 'We are fully booked at this time. The next possible time is {validTime}.',

  // stock
  product_out_of_stock: '{name} is out of stock',
  product_only_n_available: 'only {inStock} item(s) of {name} is available',
  product_not_available_for_date: '{name} is not available for your selected date',
  product_not_available: 'The product is not available',
  package_not_available: 'The package is not available',

  // accounts
  email_already_exists: 'The email has already been taken.',
  registration_disabled: 'This restaurant does not offer customer accounts.',
  email_does_not_exist: 'We could not find a user with this email.',
  credentials_do_not_match: 'No user was found with this profile',
  current_password_wrong: 'The current password is not correct.',
  reset_token_invalid: 'This password reset link is invalid or has expired.',
  reset_link_emailed: 'If this email is registered, we have sent you a link to reset your password.',
  password_changed: 'your password has successfully changed',
  password_too_short: 'The password must be at least {min} characters.',
  password_confirmation_mismatch: 'The password confirmation does not match.',
  user_created: 'Your account has been created.',
  user_updated: 'Your profile has been updated.',
  user_deleted: 'Your account has been deleted.',
  logged_in: 'You are logged in.',
  logged_out: 'You have been logged out.',
  address_created: 'Address created.',
  address_updated: 'Address updated.',
  address_saved_outside_area: 'Address saved. Note: we do not deliver to {postalCode}.',
  address_deleted: 'Address deleted.',

  // fields (422 field maps)
  field_required: 'This field is required.',
  field_invalid: 'This value is not valid.',
  field_too_long: 'This value may not be longer than {max} characters.',
  field_must_be_numeric: 'This value must be a number.',
  field_must_be_boolean: 'This value must be true or false.',
  email_invalid: 'Please enter a valid email address.',
  postal_code_numeric: 'The postal code must be numeric.',
  mobile_numeric: 'The mobile number must be numeric.',
  birth_date_invalid: 'Please enter a valid birth date.',
  please_fill_out_this_field: 'please fill out this field',

  // tables, reservations, robot
  table_booked: 'Your table has been booked.',
  table_reservation_people_required: 'At least one person is required.',
  no_booking_times: "We're sorry, but there are no available booking times at the moment.",
  robot_task_set: 'The dish collector is on its way to your table.',
  robot_service_unavailable: 'The dish collector is not available at the moment.',

  // paying together at the table
  table_bill_does_not_exists: 'This table bill does not exist.',
  table_bill_nothing_to_pay: 'There is nothing to pay at this table yet.',
  table_bill_choose_items: 'Choose the dishes you pay, or split the bill.',
  table_bill_item_taken: 'Someone at your table has already paid or is paying {name}.',
  table_bill_split_started: 'Your table is splitting the bill equally: please pay your part.',
  table_bill_already_paid: 'This bill is paid. Thank you!',
  table_bill_order_not_at_table: 'This order was not placed at a table.',
  payfix_pin_wrong: 'This PIN is not right. Please ask the staff for your table’s PIN.',

  // manager
  break_pattern_does_not_exists: 'Break pattern does not exist.',
  order_status_move_not_allowed: 'This order cannot be moved to this status.',
  order_reject_reason_required: 'Please tell the guest why the order is rejected.',
  ordering_paused: 'We are not taking online orders at the moment.',
  manager_only: 'Only the restaurant’s managers can do this.',

  // break patterns (manager)
  break_pattern_name_required: 'The name is required.',
  break_pattern_name_duplicate: 'A break pattern with this name already exists.',
  break_pattern_start_time_required: 'The start time is required.',
  break_pattern_products_invalid: 'The products must be a list.',
  break_pattern_weekdays_invalid: 'The weekdays must be a list.',
  break_pattern_dates_invalid: 'The end date cannot be before the start date.',
  break_pattern_created: 'Break pattern created.',
  break_pattern_updated: 'Break pattern updated.',
  break_pattern_deleted: 'Break pattern deleted.',
  break_pattern_stopped: 'Break pattern stopped.',

  // content
  newsletter_added: 'your email has been successfully add!',
  newsletter_already_exists: 'This email is already subscribed.',
  newsletter_email_required: 'Please enter your email',
  message_delivered: 'your message has been delivered successfully!',
  review_created: 'Thank you for your review!',
  review_already_exists: 'This order has already been reviewed.',
  review_not_yet_possible: 'You can review your order once the restaurant has finished it.',
  visit_recorded: 'Visit recorded.',
} as const;

export type MessageCode = keyof typeof en;
