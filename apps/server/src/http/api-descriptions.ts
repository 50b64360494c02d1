/**
 * What each operation does, for the API reference (issue 30 item 1), by operationId — in one place a
 * reviewer reads like a document, rather than spread over the route files. A route's own `description`
 * wins; the summary is the first sentence. Covered so far: the guest's ordering path (token, restaurant
 * and menu, basket, checkout, order, payment); the account, board and back-office calls come next.
 */
export const API_DESCRIPTIONS: Record<string, string> = {
  postOauthToken:
    "Gets a storefront token (OAuth 2 client credentials). The storefront page names its public client in its page config; every other call carries the token as a bearer token. The token names its restaurant (claim rid) and expires after its expires_in seconds.",

  getRestaurantRestaurantById:
    'Reads a restaurant: name, address, hours, delivery types with their lead times and minimum values, payment methods, languages and the modes it runs in. The storefront reads it first and builds its time picker from it.',
  getRestaurantRestaurantBySlug: 'Reads a restaurant by its slug (the /r/{slug} address), as restaurant-by-id does.',
  getRestaurantId: "Finds a restaurant's id by its slug.",
  getRestaurant: 'Lists the restaurants that deliver to a postal code or offer a delivery type.',
  getRestaurantCategory:
    "Lists the menu's categories in their order, with subcategories, as the guest's basket and time see them (a category outside its hours is marked).",
  getRestaurantProducts:
    "Lists a category's dishes with prices in cents, attributes, allergens, diet flags, stock and happy-hour prices for the basket's delivery time.",
  getRestaurantPinnedProducts: 'Lists the dishes the restaurant pins to the top of its menu.',
  getRestaurantProductsHappyHourTime: 'Tells when the happy-hour prices of a category (or of the pinned dishes) apply.',
  getRestaurantCategoryAttributesItems: "Lists a category's attribute groups and items (sizes, extras) with their prices.",
  getRestaurantProductPackages: "Lists a package dish's steps and the dishes each step offers.",
  getRestaurantProductSearch: 'Searches the menu by name, in the asked language.',
  getRestaurantMostSelling: "Lists the restaurant's most ordered dishes.",
  getRestaurantPostalCodes: 'Lists the postal codes the restaurant delivers to, with their fees and minimum values.',
  getRestaurantShippingPrice:
    "Prices delivery to a postal code for a basket: the fee, the total and the total after discounts. Refused with a coded message outside the delivery area.",
  getRestaurantImprint: "Reads the restaurant's legal texts (imprint, terms, privacy) in the asked language.",
  getRestaurantInformationPages: "Lists the restaurant's information pages.",
  getRestaurantRobotRequest:
    "Calls the dish collector to a table: the board shows the call at once. Only a basket seated at that table (with the table's code) may call; 503 when the restaurant has no dish collector.",
  postRestaurantWebsiteView: 'Counts a visit of the storefront (or a scan of a table QR code).',

  postBasketCreate:
    "Creates a basket for the restaurant, optionally with a delivery type and time. The answer is the basket; keep its id — every basket call names it. A guest's basket can be read and changed only with the token that created it or the customer's own.",
  postOrderCreateBasket: 'Creates a basket, as basket/create does (the older path).',
  getBasket:
    'Reads a basket: its lines with their attributes and package items, the delivery type and time, the address, voucher, tip and every total in cents. An unknown basket answers basket_does_not_exists.',
  postBasketSetTable: 'Seats the basket at a table (from its QR code): the order will be served there.',
  postBasketAdd:
    "Adds a dish to the basket, or changes a line's quantity and attribute items. Stock, the dish's hours and the attribute groups' rules are checked; a refusal names the dish and, for a time problem, the next valid time.",
  postBasketAddProductPackageItems: 'Adds a package dish with the dishes chosen for each of its steps.',
  getBasketRemove: 'Removes one unit of a line.',
  getBasketDeleteBasketProduct: 'Removes a line from the basket.',
  postBasketAddAttributeItems: "Adds attribute items (extras) to a line.",
  postBasketRemoveAttributeItems: 'Removes attribute items from a line.',
  postBasketUpdateExtraInfo: "Saves a line's comment for the kitchen (at most 140 characters).",
  postBasketUpdateBasketExtraInfo: 'Saves the basket-wide details (the table capacity of a booking).',
  postBasketAddDeliveryTime:
    "Sets when the order is wanted ('YYYY-MM-DD HH:MM' in the restaurant's time zone, minutes 00, 15, 30 or 45, or as soon as possible). The restaurant's hours, lead time, closures and slot capacity are checked; when a slot is full the refusal names the next valid time.",
  postBasketChangeDeliveryMethod: 'Changes the delivery type (delivery, pickup, eat here); prices and times follow.',
  postBasketAddAddress: "Sets the guest's details (name, e-mail, phone) and, for delivery, the address.",
  getBasketTotalPrice: "Prices the basket for a delivery type and postal code.",
  postBasketAddVoucherToBasket:
    'Applies a voucher code. Refused with a coded message when the code is unknown, expired, used up or below its minimum.',
  getBasketRemoveVoucherFromBasket: 'Removes the voucher from the basket.',
  postBasketAddTip: 'Adds a tip in cents (capped at the value of the dishes).',
  putBasketRemoveTipFromBasket: 'Removes the tip.',

  getOrderCheckAddress: 'Checks that the restaurant delivers to a postal code (or offers pickup) on a date.',
  postOrderIsValid: 'Checks a basket before checkout: every rule create-order applies, without ordering.',
  postOrderCreateOrder:
    "Orders a basket: checks it once more, writes the order and answers its id and number — with a payment link when the payment type pays online (mollie, saferPay). Sending the same basket again answers the same order (a retry never orders twice).",
  getOrder: 'Reads an order by the id create-order answered: lines, totals, delivery, payment and status.',
  postOrderStatusStreamTicket: "Gets a short-lived ticket for an order's live status stream (an EventSource cannot send a bearer token).",
  getOrderHistory: "Lists the signed-in customer's orders, a page at a time.",
  getOrderBillRequest: 'Asks staff to bring the bill to the table.',
  getOrderPushKey: "The public VAPID key to subscribe to an order's updates with Web Push.",
  deleteOrderPush: "Ends a browser's Web Push subscription to an order.",

  getPaymentPrepare: 'Starts the online payment of an ordered basket: answers the provider link the browser goes to.',
  getPaymentUpdate:
    "Asks the provider for a payment's outcome when the guest comes back from it, marks the order and answers the status. The status the browser brings back is not trusted: only the provider's answer counts.",
  getPaymentTestByTestPaymentId:
    "Reads a payment of the built-in test provider (test mode: no real money moves): what its checkout page shows.",
  postPaymentTestByTestPaymentIdComplete:
    'Completes a test payment as paid or failed, as a real provider would report it; the order follows.',
  postPaymentWebhookMollie: "Mollie's payment webhook: the server asks Mollie for the payment's status and marks the order.",
  postPaymentWebhookSaferpay: "Saferpay's notification: the server asserts the payment with Saferpay and marks the order.",
  getPaymentWebhookSaferpay: "Saferpay's notification (GET form), as the POST form.",
  getFormsStart:
    "Opens a protected form (sign-up, contact, newsletter, reservation, review): answers how it is protected — reCAPTCHA with the restaurant's site key, or a signed form token to send with the form (a form sent faster than a person can fill it is refused).",
  postAuthSignup:
    "Creates a customer account. The fields may come as query parameters (as the original client sends them) or as a JSON body, which wins — prefer the body, so passwords stay out of URLs and logs. Sends the form token of forms/start.",
  postAuthLogin:
    "Signs a customer in: answers their own token (at the top level, as oauth/token does, and inside data). Repeated wrong passwords for one e-mail from one address are refused for a while (429 with Retry-After).",
  getAuthLogout: "Signs the customer out: their token stops working on every server process at once.",
  getAuthUser: "Reads the signed-in customer's profile.",
  postAuthUserUpdate:
    "Changes the signed-in customer's profile, or their password (the current one asked again); after a password change the answer carries the replacement token and every other session ends.",
  getAuthUserExport: "Downloads everything stored about the signed-in customer as one JSON file (their right of access).",
  postAuthUserDelete:
    "Deletes the signed-in customer's account after asking their password again; their orders stay for the restaurant's books, without their name.",
  getAuthUserAddress: "Lists the signed-in customer's saved addresses.",
  postAuthUserAddressAdd: 'Saves an address for the signed-in customer.',
  postAuthUserAddressEdit: 'Changes a saved address.',
  putAuthUserAddressRemove: 'Removes a saved address.',
  postAuthForgotPassword:
    "Mails a link to set a new password. The answer is the same whether or not the e-mail has an account (nobody learns who is a customer).",
  getAuthPasswordReset: "Checks a password link before its form is shown: answers the account's e-mail, or why the link no longer works.",
  postAuthPasswordResetPassword: 'Sets a new password with the mailed link; the link then works no more.',

  postContact: "Sends a message to the restaurant (a protected form): it is stored for the back office and mailed to the restaurant.",
  postNewsletterCreate: "Signs an e-mail up for the restaurant's newsletter (a protected form).",
  postTestimonialsCreate: "Reviews an order (stars and text, a protected form); it shows once the restaurant publishes it.",
  getTestimonials: "Lists the restaurant's published reviews, each under the guest's display name or first name and initial.",
  getTestimonialsShow: 'Reads one published review.',
  getBlogs: "Lists the restaurant's published blog posts, newest first, in the asked language.",
  getBlogsByTag: 'Lists the published posts of a tag.',
  getBlogsShow: 'Reads a published post by its id.',
  getBlogsShowSlug: 'Reads a published post by its slug.',
  getRestaurantReservation: "Reads a booking by the link of its mail (before the guest cancels it).",
  getRestaurantReservationTimes: 'Lists the times a party of a size can book on a day.',
  getRestaurantTables: "Lists the restaurant's tables (names and seats) for booking and the QR codes.",
  postRestaurantReserveTable:
    "Books a table for a party at a time (a protected form): a table that fits is held; the guest gets a mail with a link to cancel.",
  postRestaurantReservationCancel: 'Cancels a booking with the link of its mail; the table is free again.',
  getTablePayments: "Reads a table's open bill by its id (long, random, known only at the table): what was ordered, what is paid and what is left.",
  postTablePaymentsCreate: "Opens paying together at a table: answers the table's open bill (the same one for every guest at it).",
  postTablePaymentsPay: "Pays one guest's share of a table's bill online: the whole rest, an equal part or the dishes they picked.",
  postTablePaymentsEvents:
    "Passes a guest's picks (the dishes they will pay) to the other guests at the table over the bill's live socket; nothing is stored.",
  postManagersLogin:
    "Signs staff in (owner, manager or kitchen) with the storefront's public token: answers their own token for the board and the back office. Repeated wrong passwords are refused for a while.",
  postManagersSetPassword: 'Sets a staff password with the link of an invitation or a reset mail, and signs in.',
  getManagersLogout: "Signs staff out: the token stops working and the board's open streams close, on every server process.",
  getManagersRestaurant:
    "Reads the staff token's restaurant: its clock, who is signed in and their role, the rush levers' state, and the other restaurants the person works for.",
  getManagersOrder:
    "Lists the board's orders of a period (by the day they were placed or are due), a page at a time, with the total count.",
  getManagersOrderShow: 'Reads one order with everything the kitchen and the till need.',
  postManagersOrderChangeStatus:
    "Moves an order on: accept (processing, optionally with the minutes until it is ready), done (delivered) or reject with a reason the guest reads. The guest's status page, mail and push follow; a rejected online payment is refunded.",
  postManagersOrderReprint: "Prints an order's ticket again on the restaurant's printers.",
  getManagersPrintersStatus: "Reads the printers' state (a printer that is off or out of paper shows on the board).",
  postManagersOrderingPause:
    'Pauses online orders for 5 minutes up to a day, with an optional message the guests read. Managers and owners only (not the kitchen).',
  postManagersOrderingResume: 'Takes online orders again before the pause ends.',
  postManagersOrderingBusy:
    "Adds 15, 30, 45 or 60 busy minutes to the earliest order times for a while (two hours unless told) in a rush; 0 ends it. Managers and owners only.",
  getManagersSummary: "Reads a day's till: the orders and takings. Managers and owners only.",
  getManagersProducts: 'Lists the dishes with their stock, for marking them sold out.',
  postManagersProductsStock: "Sets a dish's stock: 0 is sold out, null is unlimited. The storefront shows it at once.",
  getManagersTables: "Lists the restaurant's tables with their QR codes.",
  getManagersBreakPatterns: "Lists the break patterns (times a delivery type takes no orders).",
  postManagersBreakPatternsCreate: 'Plans a break pattern; managers and owners only.',
  postManagersBreakPatternsUpdate: 'Changes a break pattern.',
  postManagersBreakPatternsStop: 'Ends a running break pattern now.',
  postManagersBreakPatternsDelete: 'Removes a break pattern.',
  getManagersCalls: "Lists the tables' open calls for the dish collector (and the evening's closed ones).",
  postManagersCallsDone: 'Closes a table call: whoever walked past the table.',
  getManagersReservations: "Lists a day's table reservations.",
  postManagersReservationsStatus: 'Marks a booking seated or cancelled.',
  postManagersReservationsCreate: 'Books a table for a guest on the phone or at the door.',
  getManagersTableBills: "Lists the tables' open bills and what is paid of them.",
  getManagersReviews: 'Lists the reviews by state (pending unless asked: pending, published or hidden), a page at a time.',
  postManagersReviewsChangeStatus: 'Publishes or hides a review.',
};
