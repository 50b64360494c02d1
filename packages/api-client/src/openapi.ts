/* Generated from the served OpenAPI document by `npm run api:types` (openapi-typescript). Do not edit. */

export interface paths {
    "/api/auth/forgot-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mails a link to set a new password
         * @description Mails a link to set a new password. The answer is the same whether or not the e-mail has an account (nobody learns who is a customer).
         */
        post: operations["postAuthForgotPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Auth: login
         * @description Signs a customer in: answers their own token (at the top level, as oauth/token does, and inside data). Repeated wrong passwords for one e-mail from one address are refused for a while (429 with Retry-After).
         */
        post: operations["postAuthLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Signs the customer out: their token stops working on every server process at once
         * @description Signs the customer out: their token stops working on every server process at once.
         */
        get: operations["getAuthLogout"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/password/reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Auth: password reset
         * @description Checks a password link before its form is shown: answers the account's e-mail, or why the link no longer works.
         */
        get: operations["getAuthPasswordReset"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/password/reset-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sets a new password with the mailed link; the link then works no more
         * @description Sets a new password with the mailed link; the link then works no more.
         */
        post: operations["postAuthPasswordResetPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/signup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Creates a customer account
         * @description Creates a customer account. The fields may come as query parameters (as the original client sends them) or as a JSON body, which wins — prefer the body, so passwords stay out of URLs and logs. Sends the form token of forms/start.
         */
        post: operations["postAuthSignup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Reads the signed-in customer's profile
         * @description Reads the signed-in customer's profile.
         */
        get: operations["getAuthUser"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/user/address": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Lists the signed-in customer's saved addresses
         * @description Lists the signed-in customer's saved addresses.
         */
        get: operations["getAuthUserAddress"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/user/address/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Saves an address for the signed-in customer
         * @description Saves an address for the signed-in customer.
         */
        post: operations["postAuthUserAddressAdd"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/user/address/edit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Changes a saved address
         * @description Changes a saved address.
         */
        post: operations["postAuthUserAddressEdit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/user/address/remove": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Removes a saved address
         * @description Removes a saved address.
         */
        put: operations["putAuthUserAddressRemove"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/user/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Auth: user delete
         * @description Deletes the signed-in customer's account after asking their password again; their orders stay for the restaurant's books, without their name.
         */
        post: operations["postAuthUserDelete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/user/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Auth: user export
         * @description Downloads everything stored about the signed-in customer as one JSON file (their right of access).
         */
        get: operations["getAuthUserExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/user/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Auth: user update
         * @description Changes the signed-in customer's profile, or their password (the current one asked again); after a password change the answer carries the replacement token and every other session ends.
         */
        post: operations["postAuthUserUpdate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/basket": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Basket
         * @description Reads a basket: its lines with their attributes and package items, the delivery type and time, the address, voucher, tip and every total in cents. An unknown basket answers basket_does_not_exists.
         */
        get: operations["getBasket"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/basket/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Adds a dish to the basket, or changes a line's quantity and attribute items
         * @description Adds a dish to the basket, or changes a line's quantity and attribute items. Stock, the dish's hours and the attribute groups' rules are checked; a refusal names the dish and, for a time problem, the next valid time.
         */
        post: operations["postBasketAdd"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/basket/add-address": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sets the guest's details (name, e-mail, phone) and, for delivery, the address
         * @description Sets the guest's details (name, e-mail, phone) and, for delivery, the address.
         */
        post: operations["postBasketAddAddress"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/basket/add-attribute-items": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Adds attribute items (extras) to a line
         * @description Adds attribute items (extras) to a line.
         */
        post: operations["postBasketAddAttributeItems"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/basket/add-delivery-time": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Basket: add delivery time
         * @description Sets when the order is wanted ('YYYY-MM-DD HH:MM' in the restaurant's time zone, minutes 00, 15, 30 or 45, or as soon as possible). The restaurant's hours, lead time, closures and slot capacity are checked; when a slot is full the refusal names the next valid time.
         */
        post: operations["postBasketAddDeliveryTime"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/basket/add-product-package-items": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Adds a package dish with the dishes chosen for each of its steps
         * @description Adds a package dish with the dishes chosen for each of its steps.
         */
        post: operations["postBasketAddProductPackageItems"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/basket/add-tip": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Adds a tip in cents (capped at the value of the dishes)
         * @description Adds a tip in cents (capped at the value of the dishes).
         */
        post: operations["postBasketAddTip"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/basket/add-voucher-to-basket": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Applies a voucher code
         * @description Applies a voucher code. Refused with a coded message when the code is unknown, expired, used up or below its minimum.
         */
        post: operations["postBasketAddVoucherToBasket"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/basket/change-delivery-method": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Changes the delivery type (delivery, pickup, eat here); prices and times follow
         * @description Changes the delivery type (delivery, pickup, eat here); prices and times follow.
         */
        post: operations["postBasketChangeDeliveryMethod"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/basket/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Creates a basket for the restaurant, optionally with a delivery type and time
         * @description Creates a basket for the restaurant, optionally with a delivery type and time. The answer is the basket; keep its id — every basket call names it. A guest's basket can be read and changed only with the token that created it or the customer's own.
         */
        post: operations["postBasketCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/basket/delete-basket-product": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Removes a line from the basket
         * @description Removes a line from the basket.
         */
        get: operations["getBasketDeleteBasketProduct"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/basket/remove": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Removes one unit of a line
         * @description Removes one unit of a line.
         */
        get: operations["getBasketRemove"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/basket/remove-attribute-items": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Removes attribute items from a line
         * @description Removes attribute items from a line.
         */
        post: operations["postBasketRemoveAttributeItems"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/basket/remove-tip-from-basket": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Removes the tip
         * @description Removes the tip.
         */
        put: operations["putBasketRemoveTipFromBasket"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/basket/remove-voucher-from-basket": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Removes the voucher from the basket
         * @description Removes the voucher from the basket.
         */
        get: operations["getBasketRemoveVoucherFromBasket"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/basket/set-table": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Seats the basket at a table (from its QR code): the order will be served there
         * @description Seats the basket at a table (from its QR code): the order will be served there.
         */
        post: operations["postBasketSetTable"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/basket/total-price": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Prices the basket for a delivery type and postal code
         * @description Prices the basket for a delivery type and postal code.
         */
        get: operations["getBasketTotalPrice"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/basket/update-basket-extraInfo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Saves the basket-wide details (the table capacity of a booking)
         * @description Saves the basket-wide details (the table capacity of a booking).
         */
        post: operations["postBasketUpdateBasketExtraInfo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/basket/update-extraInfo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Saves a line's comment for the kitchen (at most 140 characters)
         * @description Saves a line's comment for the kitchen (at most 140 characters).
         */
        post: operations["postBasketUpdateExtraInfo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/blogs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Lists the restaurant's published blog posts, newest first, in the asked language
         * @description Lists the restaurant's published blog posts, newest first, in the asked language.
         */
        get: operations["getBlogs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/blogs/by-tag": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Lists the published posts of a tag
         * @description Lists the published posts of a tag.
         */
        get: operations["getBlogsByTag"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/blogs/show": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Reads a published post by its id
         * @description Reads a published post by its id.
         */
        get: operations["getBlogsShow"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/blogs/show/slug": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Reads a published post by its slug
         * @description Reads a published post by its slug.
         */
        get: operations["getBlogsShowSlug"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contact": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Contact
         * @description Sends a message to the restaurant (a protected form): it is stored for the back office and mailed to the restaurant.
         */
        post: operations["postContact"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/forms/start": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Forms: start
         * @description Opens a protected form (sign-up, contact, newsletter, reservation, review): answers how it is protected — reCAPTCHA with the restaurant's site key, or a signed form token to send with the form (a form sent faster than a person can fill it is refused).
         */
        get: operations["getFormsStart"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/managers/break-patterns": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Lists the break patterns (times a delivery type takes no orders)
         * @description Lists the break patterns (times a delivery type takes no orders).
         */
        get: operations["getManagersBreakPatterns"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/managers/break-patterns/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Plans a break pattern; managers and owners only
         * @description Plans a break pattern; managers and owners only.
         */
        post: operations["postManagersBreakPatternsCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/managers/break-patterns/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Removes a break pattern
         * @description Removes a break pattern.
         */
        post: operations["postManagersBreakPatternsDelete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/managers/break-patterns/stop": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ends a running break pattern now
         * @description Ends a running break pattern now.
         */
        post: operations["postManagersBreakPatternsStop"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/managers/break-patterns/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Changes a break pattern
         * @description Changes a break pattern.
         */
        post: operations["postManagersBreakPatternsUpdate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/managers/calls": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Lists the tables' open calls for the dish collector (and the evening's closed ones)
         * @description Lists the tables' open calls for the dish collector (and the evening's closed ones).
         */
        get: operations["getManagersCalls"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/managers/calls/done": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Closes a table call: whoever walked past the table
         * @description Closes a table call: whoever walked past the table.
         */
        post: operations["postManagersCallsDone"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/managers/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Managers: login
         * @description Signs staff in (owner, manager or kitchen) with the storefront's public token: answers their own token for the board and the back office. Repeated wrong passwords are refused for a while.
         */
        post: operations["postManagersLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/managers/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Managers: logout
         * @description Signs staff out: the token stops working and the board's open streams close, on every server process.
         */
        get: operations["getManagersLogout"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/managers/order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Managers: order
         * @description Lists the board's orders of a period (by the day they were placed or are due), a page at a time, with the total count.
         */
        get: operations["getManagersOrder"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/managers/order/change-status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Managers: order change status
         * @description Moves an order on: accept (processing, optionally with the minutes until it is ready), done (delivered) or reject with a reason the guest reads. The guest's status page, mail and push follow; a rejected online payment is refunded.
         */
        post: operations["postManagersOrderChangeStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/managers/order/reprint": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Print the order’s kitchen tickets again
         * @description Prints an order's ticket again on the restaurant's printers.
         */
        post: operations["postManagersOrderReprint"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/managers/order/show": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Reads one order with everything the kitchen and the till need
         * @description Reads one order with everything the kitchen and the till need.
         */
        get: operations["getManagersOrderShow"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/managers/order/stream": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Managers: order stream
         * @description text/event-stream: `event: ready` once listening, then `event: order` with {orderId, kind, status, paymentStatus} for every new or changed order of the restaurant; a comment line every 25 s. Read it with fetch (it needs the bearer header); after a reconnect, reload the list to catch up.
         */
        get: operations["getManagersOrderStream"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/managers/ordering/busy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Managers: ordering busy
         * @description Adds 15, 30, 45 or 60 busy minutes to the earliest order times for a while (two hours unless told) in a rush; 0 ends it. Managers and owners only.
         */
        post: operations["postManagersOrderingBusy"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/managers/ordering/pause": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pauses online orders for 5 minutes up to a day, with an optional message the guests read
         * @description Pauses online orders for 5 minutes up to a day, with an optional message the guests read. Managers and owners only (not the kitchen).
         */
        post: operations["postManagersOrderingPause"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/managers/ordering/resume": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Takes online orders again before the pause ends
         * @description Takes online orders again before the pause ends.
         */
        post: operations["postManagersOrderingResume"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/managers/printers/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Printers that are off or out of paper, for the board’s notice
         * @description Reads the printers' state (a printer that is off or out of paper shows on the board).
         */
        get: operations["getManagersPrintersStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/managers/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Lists the dishes with their stock, for marking them sold out
         * @description Lists the dishes with their stock, for marking them sold out.
         */
        get: operations["getManagersProducts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/managers/products/stock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sets a dish's stock: 0 is sold out, null is unlimited
         * @description Sets a dish's stock: 0 is sold out, null is unlimited. The storefront shows it at once.
         */
        post: operations["postManagersProductsStock"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/managers/reservations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Lists a day's table reservations
         * @description Lists a day's table reservations.
         */
        get: operations["getManagersReservations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/managers/reservations/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Books a table for a guest on the phone or at the door
         * @description Books a table for a guest on the phone or at the door.
         */
        post: operations["postManagersReservationsCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/managers/reservations/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Marks a booking seated or cancelled
         * @description Marks a booking seated or cancelled.
         */
        post: operations["postManagersReservationsStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/managers/restaurant": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Managers: restaurant
         * @description Reads the staff token's restaurant: its clock, who is signed in and their role, the rush levers' state, and the other restaurants the person works for.
         */
        get: operations["getManagersRestaurant"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/managers/reviews": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Managers: reviews
         * @description Lists the reviews by state (pending unless asked: pending, published or hidden), a page at a time.
         */
        get: operations["getManagersReviews"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/managers/reviews/change-status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Publishes or hides a review
         * @description Publishes or hides a review.
         */
        post: operations["postManagersReviewsChangeStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/managers/set-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sets a staff password with the link of an invitation or a reset mail, and signs in
         * @description Sets a staff password with the link of an invitation or a reset mail, and signs in.
         */
        post: operations["postManagersSetPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/managers/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Reads a day's till: the orders and takings
         * @description Reads a day's till: the orders and takings. Managers and owners only.
         */
        get: operations["getManagersSummary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/managers/table-bills": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Lists the tables' open bills and what is paid of them
         * @description Lists the tables' open bills and what is paid of them.
         */
        get: operations["getManagersTableBills"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/managers/tables": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Lists the restaurant's tables with their QR codes
         * @description Lists the restaurant's tables with their QR codes.
         */
        get: operations["getManagersTables"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/newsletter/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Signs an e-mail up for the restaurant's newsletter (a protected form)
         * @description Signs an e-mail up for the restaurant's newsletter (a protected form).
         */
        post: operations["postNewsletterCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/oauth/token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Gets a storefront token (OAuth 2 client credentials)
         * @description Gets a storefront token (OAuth 2 client credentials). The storefront page names its public client in its page config; every other call carries the token as a bearer token. The token names its restaurant (claim rid) and expires after its expires_in seconds.
         */
        post: operations["postOauthToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Order
         * @description Reads an order by the id create-order answered: lines, totals, delivery, payment and status.
         */
        get: operations["getOrder"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/bill-request": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Asks staff to bring the bill to the table
         * @description Asks staff to bring the bill to the table.
         */
        get: operations["getOrderBillRequest"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/check-address": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Checks that the restaurant delivers to a postal code (or offers pickup) on a date
         * @description Checks that the restaurant delivers to a postal code (or offers pickup) on a date.
         */
        get: operations["getOrderCheckAddress"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/create-basket": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Order: create basket
         * @description Creates a basket, as basket/create does (the older path).
         */
        post: operations["postOrderCreateBasket"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/create-order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Order: create order
         * @description Orders a basket: checks it once more, writes the order and answers its id and number — with a payment link when the payment type pays online (mollie, saferPay). Sending the same basket again answers the same order (a retry never orders twice).
         */
        post: operations["postOrderCreateOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Lists the signed-in customer's orders, a page at a time
         * @description Lists the signed-in customer's orders, a page at a time.
         */
        get: operations["getOrderHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/is-valid": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Checks a basket before checkout: every rule create-order applies, without ordering
         * @description Checks a basket before checkout: every rule create-order applies, without ordering.
         */
        post: operations["postOrderIsValid"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/push": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Order: push
         * @description Signs this browser up for the order's status updates (accepted, ready, rejected) as Web Push.
         */
        post: operations["postOrderPush"];
        /**
         * Ends a browser's Web Push subscription to an order
         * @description Ends a browser's Web Push subscription to an order.
         */
        delete: operations["deleteOrderPush"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/push/key": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The public VAPID key to subscribe to an order's updates with Web Push
         * @description The public VAPID key to subscribe to an order's updates with Web Push.
         */
        get: operations["getOrderPushKey"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/status-stream": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Order: status stream
         * @description text/event-stream: `event: status` with {orderId, orderNumber, status} on connect and on every change; a comment line every 25 s.
         */
        get: operations["getOrderStatusStream"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/status-stream/ticket": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Order: status stream ticket
         * @description Gets a short-lived ticket for an order's live status stream (an EventSource cannot send a bearer token).
         */
        post: operations["postOrderStatusStreamTicket"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/owner/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every change of the restaurant's settings, newest first
         * @description Every change of the restaurant's settings, newest first. Owners only: the restaurant's managers and kitchen get 403 owner_only.
         */
        get: operations["getOwnerAudit"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/owner/blog": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every post, newest first, with the tags in use
         * @description Every post, newest first, with the tags in use. Owners only: the restaurant's managers and kitchen get 403 owner_only.
         */
        get: operations["getOwnerBlog"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/owner/blog/posts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Writes a new post
         * @description Writes a new post. Owners only: the restaurant's managers and kitchen get 403 owner_only.
         */
        post: operations["postOwnerBlogPosts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/owner/blog/posts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Saves a post
         * @description Saves a post. Owners only: the restaurant's managers and kitchen get 403 owner_only.
         */
        put: operations["putOwnerBlogPostsById"];
        post?: never;
        /**
         * Deletes a post
         * @description Deletes a post. Owners only: the restaurant's managers and kitchen get 403 owner_only.
         */
        delete: operations["deleteOwnerBlogPostsById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/owner/blog/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Shows or hides the blog for guests
         * @description Shows or hides the blog for guests. Owners only: the restaurant's managers and kitchen get 403 owner_only.
         */
        put: operations["putOwnerBlogSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/owner/brand": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Name, logo, hero image and main colour
         * @description Name, logo, hero image and main colour. Owners only: the restaurant's managers and kitchen get 403 owner_only.
         */
        get: operations["getOwnerBrand"];
        /**
         * Save the brand (422 colour_contrast_too_low when white text on the colour is under 4.5:1)
         * @description Save the brand (422 colour_contrast_too_low when white text on the colour is under 4.5:1). Owners only: the restaurant's managers and kitchen get 403 owner_only.
         */
        put: operations["putOwnerBrand"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/owner/content/announcement": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The announcement and the closed message
         * @description The announcement and the closed message. Owners only: the restaurant's managers and kitchen get 403 owner_only.
         */
        get: operations["getOwnerContentAnnouncement"];
        /**
         * Saves the announcement and the closed message
         * @description Saves the announcement and the closed message. Owners only: the restaurant's managers and kitchen get 403 owner_only.
         */
        put: operations["putOwnerContentAnnouncement"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/owner/content/information-pages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The information pages, in order
         * @description The information pages, in order. Owners only: the restaurant's managers and kitchen get 403 owner_only.
         */
        get: operations["getOwnerContentInformationPages"];
        /**
         * Saves the information pages as a whole
         * @description Saves the information pages as a whole. Owners only: the restaurant's managers and kitchen get 403 owner_only.
         */
        put: operations["putOwnerContentInformationPages"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/owner/content/legal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The legal pages (HTML, empty: none)
         * @description The legal pages (HTML, empty: none). Owners only: the restaurant's managers and kitchen get 403 owner_only.
         */
        get: operations["getOwnerContentLegal"];
        /**
         * Saves the legal pages
         * @description Saves the legal pages. Owners only: the restaurant's managers and kitchen get 403 owner_only.
         */
        put: operations["putOwnerContentLegal"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/owner/delivery": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Offered delivery types and delivery zones
         * @description Offered delivery types and delivery zones. Owners only: the restaurant's managers and kitchen get 403 owner_only.
         */
        get: operations["getOwnerDelivery"];
        /**
         * Replace the offered delivery types and the zones, at the revision read
         * @description Replace the offered delivery types and the zones, at the revision read. Owners only: the restaurant's managers and kitchen get 403 owner_only.
         */
        put: operations["putOwnerDelivery"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/owner/hours": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Opening hours per delivery type, close periods, lead times and slot capacities
         * @description Opening hours per delivery type, close periods, lead times and slot capacities. Owners only: the restaurant's managers and kitchen get 403 owner_only.
         */
        get: operations["getOwnerHours"];
        /**
         * Save the hours (409 stale_revision when someone saved since)
         * @description Save the hours (409 stale_revision when someone saved since). Owners only: the restaurant's managers and kitchen get 403 owner_only.
         */
        put: operations["putOwnerHours"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/owner/images": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The body is the image file itself (JPEG, PNG or WebP, at most 15 MB), any Content-Type
         * @description The body is the image file itself (JPEG, PNG or WebP, at most 15 MB), any Content-Type.
         */
        post: operations["postOwnerImages"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/owner/inbox/failed-mails": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Mails to guests the outbox gave up on, newest first
         * @description Mails to guests the outbox gave up on, newest first. Owners only: the restaurant's managers and kitchen get 403 owner_only.
         */
        get: operations["getOwnerInboxFailedMails"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/owner/inbox/failed-mails/{id}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a given-up mail again (fresh attempts)
         * @description Send a given-up mail again (fresh attempts). Owners only: the restaurant's managers and kitchen get 403 owner_only.
         */
        post: operations["postOwnerInboxFailedMailsByIdRetry"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/owner/inbox/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Contact messages, newest first
         * @description Contact messages, newest first. Owners only: the restaurant's managers and kitchen get 403 owner_only.
         */
        get: operations["getOwnerInboxMessages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/owner/inbox/messages/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Marks a contact message read or unread
         * @description Marks a contact message read or unread. Owners only: the restaurant's managers and kitchen get 403 owner_only.
         */
        put: operations["putOwnerInboxMessagesById"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/owner/inbox/subscribers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Newsletter subscribers, newest first
         * @description Newsletter subscribers, newest first. Owners only: the restaurant's managers and kitchen get 403 owner_only.
         */
        get: operations["getOwnerInboxSubscribers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/owner/inbox/subscribers.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every subscriber as CSV (UTF-8 with BOM, RFC 4180)
         * @description Every subscriber as CSV (UTF-8 with BOM, RFC 4180). Owners only: the restaurant's managers and kitchen get 403 owner_only.
         */
        get: operations["getOwnerInboxSubscribersCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/owner/languages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Offered languages, the default one and the currency
         * @description Offered languages, the default one and the currency. Owners only: the restaurant's managers and kitchen get 403 owner_only.
         */
        get: operations["getOwnerLanguages"];
        /**
         * Save languages and currency
         * @description Save languages and currency. Owners only: the restaurant's managers and kitchen get 403 owner_only.
         */
        put: operations["putOwnerLanguages"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/owner/menu/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every change of the menu, newest first
         * @description Every change of the menu, newest first. Owners only: the restaurant's managers and kitchen get 403 owner_only.
         */
        get: operations["getOwnerMenuAudit"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/owner/menu/draft": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The draft menu, in menu order
         * @description The draft menu, in menu order. Owners only: the restaurant's managers and kitchen get 403 owner_only.
         */
        get: operations["getOwnerMenuDraft"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/owner/menu/draft/attribute-groups/{key}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Create or change one entry of the draft (attribute-groups) at the revision it was read at
         * @description Create or change one entry of the draft (attribute-groups) at the revision it was read at. Owners only: the restaurant's managers and kitchen get 403 owner_only.
         */
        put: operations["putOwnerMenuDraftAttributeGroupsByKey"];
        post?: never;
        /**
         * Delete one entry of the draft (attribute-groups) at the revision it was read at
         * @description Delete one entry of the draft (attribute-groups) at the revision it was read at. Owners only: the restaurant's managers and kitchen get 403 owner_only.
         */
        delete: operations["deleteOwnerMenuDraftAttributeGroupsByKey"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/owner/menu/draft/categories/{key}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Create or change one entry of the draft (categories) at the revision it was read at
         * @description Create or change one entry of the draft (categories) at the revision it was read at. Owners only: the restaurant's managers and kitchen get 403 owner_only.
         */
        put: operations["putOwnerMenuDraftCategoriesByKey"];
        post?: never;
        /**
         * Delete one entry of the draft (categories) at the revision it was read at
         * @description Delete one entry of the draft (categories) at the revision it was read at. Owners only: the restaurant's managers and kitchen get 403 owner_only.
         */
        delete: operations["deleteOwnerMenuDraftCategoriesByKey"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/owner/menu/draft/discard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Throw the draft away (it becomes the live menu again)
         * @description Throw the draft away (it becomes the live menu again). Owners only: the restaurant's managers and kitchen get 403 owner_only.
         */
        post: operations["postOwnerMenuDraftDiscard"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/owner/menu/draft/products/{key}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Create or change one entry of the draft (products) at the revision it was read at
         * @description Create or change one entry of the draft (products) at the revision it was read at. Owners only: the restaurant's managers and kitchen get 403 owner_only.
         */
        put: operations["putOwnerMenuDraftProductsByKey"];
        post?: never;
        /**
         * Delete one entry of the draft (products) at the revision it was read at
         * @description Delete one entry of the draft (products) at the revision it was read at. Owners only: the restaurant's managers and kitchen get 403 owner_only.
         */
        delete: operations["deleteOwnerMenuDraftProductsByKey"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/owner/menu/draft/reorder": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Put entries of one kind in a new order
         * @description Put entries of one kind in a new order. Owners only: the restaurant's managers and kitchen get 403 owner_only.
         */
        post: operations["postOwnerMenuDraftReorder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/owner/menu/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The restaurant as an import file (live menu and stock)
         * @description The restaurant as an import file (live menu and stock). Owners only: the restaurant's managers and kitchen get 403 owner_only.
         */
        get: operations["getOwnerMenuExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/owner/menu/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Replace the draft's menu with an import file's
         * @description Replace the draft's menu with an import file's. Owners only: the restaurant's managers and kitchen get 403 owner_only.
         */
        post: operations["postOwnerMenuImport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/owner/menu/preview-link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A short-lived link that shows the storefront with the draft
         * @description A short-lived link that shows the storefront with the draft. Owners only: the restaurant's managers and kitchen get 403 owner_only.
         */
        post: operations["postOwnerMenuPreviewLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/owner/menu/publish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Publish the draft: guests switch to it at once
         * @description Publish the draft: guests switch to it at once. Owners only: the restaurant's managers and kitchen get 403 owner_only.
         */
        post: operations["postOwnerMenuPublish"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/owner/menu/versions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Published menu versions, newest first
         * @description Published menu versions, newest first. Owners only: the restaurant's managers and kitchen get 403 owner_only.
         */
        get: operations["getOwnerMenuVersions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/owner/menu/versions/{version}/rollback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Bring a published version back as the live menu
         * @description Bring a published version back as the live menu. Owners only: the restaurant's managers and kitchen get 403 owner_only.
         */
        post: operations["postOwnerMenuVersionsByVersionRollback"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/owner/payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Ways to pay per delivery type and provider credentials (masked)
         * @description Ways to pay per delivery type and provider credentials (masked). Owners only: the restaurant's managers and kitchen get 403 owner_only.
         */
        get: operations["getOwnerPayments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/owner/payments/credentials/mollie": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Store the restaurant's own Mollie credentials (sealed; answered only as a mask)
         * @description Store the restaurant's own Mollie credentials (sealed; answered only as a mask). Owners only: the restaurant's managers and kitchen get 403 owner_only.
         */
        put: operations["putOwnerPaymentsCredentialsMollie"];
        post?: never;
        /**
         * Remove the restaurant's own Mollie credentials (the platform's apply again)
         * @description Remove the restaurant's own Mollie credentials (the platform's apply again). Owners only: the restaurant's managers and kitchen get 403 owner_only.
         */
        delete: operations["deleteOwnerPaymentsCredentialsMollie"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/owner/payments/credentials/mollie/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ask Mollie whether it accepts the typed, stored or platform credentials
         * @description Ask Mollie whether it accepts the typed, stored or platform credentials. Owners only: the restaurant's managers and kitchen get 403 owner_only.
         */
        post: operations["postOwnerPaymentsCredentialsMollieTest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/owner/payments/credentials/saferpay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Store the restaurant's own SaferPay credentials (sealed; answered only as a mask)
         * @description Store the restaurant's own SaferPay credentials (sealed; answered only as a mask). Owners only: the restaurant's managers and kitchen get 403 owner_only.
         */
        put: operations["putOwnerPaymentsCredentialsSaferpay"];
        post?: never;
        /**
         * Remove the restaurant's own SaferPay credentials (the platform's apply again)
         * @description Remove the restaurant's own SaferPay credentials (the platform's apply again). Owners only: the restaurant's managers and kitchen get 403 owner_only.
         */
        delete: operations["deleteOwnerPaymentsCredentialsSaferpay"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/owner/payments/credentials/saferpay/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ask SaferPay whether it accepts the typed, stored or platform credentials
         * @description Ask SaferPay whether it accepts the typed, stored or platform credentials. Owners only: the restaurant's managers and kitchen get 403 owner_only.
         */
        post: operations["postOwnerPaymentsCredentialsSaferpayTest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/owner/payments/methods": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Switch ways to pay per delivery type
         * @description Switch ways to pay per delivery type. Owners only: the restaurant's managers and kitchen get 403 owner_only.
         */
        put: operations["putOwnerPaymentsMethods"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/owner/printers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The kitchen printers, with the revision to save against
         * @description The kitchen printers, with the revision to save against. Owners only: the restaurant's managers and kitchen get 403 owner_only.
         */
        get: operations["getOwnerPrinters"];
        /**
         * Save the kitchen printers (409 stale_revision on an old revision)
         * @description Save the kitchen printers (409 stale_revision on an old revision). Owners only: the restaurant's managers and kitchen get 403 owner_only.
         */
        put: operations["putOwnerPrinters"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/owner/printers/categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The categories a printer may be limited to
         * @description The categories a printer may be limited to. Owners only: the restaurant's managers and kitchen get 403 owner_only.
         */
        get: operations["getOwnerPrintersCategories"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/owner/printers/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Print a test page on a saved printer
         * @description Print a test page on a saved printer. Owners only: the restaurant's managers and kitchen get 403 owner_only.
         */
        post: operations["postOwnerPrintersTest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/owner/reports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Sales, dishes, VAT and more for a range of local dates
         * @description Sales, dishes, VAT and more for a range of local dates. Owners only: the restaurant's managers and kitchen get 403 owner_only.
         */
        get: operations["getOwnerReports"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/owner/reports/{kind}.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The range’s orders or order lines as CSV for a spreadsheet
         * @description The range’s orders or order lines as CSV for a spreadsheet. Owners only: the restaurant's managers and kitchen get 403 owner_only.
         */
        get: operations["getOwnerReportsByKindCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/owner/setup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The restaurant's status and each setup step, done or not, as the data says
         * @description The restaurant's status and each setup step, done or not, as the data says. Owners only: the restaurant's managers and kitchen get 403 owner_only.
         */
        get: operations["getOwnerSetup"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/owner/setup/go-live": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Open the restaurant to guests (422 setup_incomplete with `missing` while a step is not done)
         * @description Open the restaurant to guests (422 setup_incomplete with `missing` while a step is not done). Owners only: the restaurant's managers and kitchen get 403 owner_only.
         */
        post: operations["postOwnerSetupGoLive"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/owner/staff": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The people of the restaurant and the newest staff changes
         * @description The people of the restaurant and the newest staff changes. Owners only: the restaurant's managers and kitchen get 403 owner_only.
         */
        get: operations["getOwnerStaff"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/owner/staff/invite": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Invite a person by e-mail with a role
         * @description Invite a person by e-mail with a role. Owners only: the restaurant's managers and kitchen get 403 owner_only.
         */
        post: operations["postOwnerStaffInvite"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/owner/staff/remove": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Remove a person from the restaurant (their sessions here end at once)
         * @description Remove a person from the restaurant (their sessions here end at once). Owners only: the restaurant's managers and kitchen get 403 owner_only.
         */
        post: operations["postOwnerStaffRemove"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/owner/staff/role": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change a person’s role (fewer rights end their sessions here)
         * @description Change a person’s role (fewer rights end their sessions here). Owners only: the restaurant's managers and kitchen get 403 owner_only.
         */
        post: operations["postOwnerStaffRole"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/owner/tables": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The tables and reservation rules, with the revision to save against
         * @description The tables and reservation rules, with the revision to save against. Owners only: the restaurant's managers and kitchen get 403 owner_only.
         */
        get: operations["getOwnerTables"];
        /**
         * Save the tables and reservation rules (409 stale_revision on an old revision)
         * @description Save the tables and reservation rules (409 stale_revision on an old revision). Owners only: the restaurant's managers and kitchen get 403 owner_only.
         */
        put: operations["putOwnerTables"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/owner/tips": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether guests are asked for a tip, and the shares offered
         * @description Whether guests are asked for a tip, and the shares offered. Owners only: the restaurant's managers and kitchen get 403 owner_only.
         */
        get: operations["getOwnerTips"];
        /**
         * Change the tip settings at the revision read
         * @description Change the tip settings at the revision read. Owners only: the restaurant's managers and kitchen get 403 owner_only.
         */
        put: operations["putOwnerTips"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/owner/vouchers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every voucher, with times used
         * @description Every voucher, with times used. Owners only: the restaurant's managers and kitchen get 403 owner_only.
         */
        get: operations["getOwnerVouchers"];
        put?: never;
        /**
         * Create a voucher (codes are unique per restaurant, any case)
         * @description Create a voucher (codes are unique per restaurant, any case). Owners only: the restaurant's managers and kitchen get 403 owner_only.
         */
        post: operations["postOwnerVouchers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/owner/vouchers-accepted": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Whether the checkout takes vouchers
         * @description Whether the checkout takes vouchers. Owners only: the restaurant's managers and kitchen get 403 owner_only.
         */
        put: operations["putOwnerVouchersAccepted"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/owner/vouchers/{code}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change, deactivate or reactivate a voucher
         * @description Change, deactivate or reactivate a voucher. Owners only: the restaurant's managers and kitchen get 403 owner_only.
         */
        put: operations["putOwnerVouchersByCode"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/owner/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The restaurant’s webhook endpoints
         * @description The restaurant’s webhook endpoints. Owners only: the restaurant's managers and kitchen get 403 owner_only.
         */
        get: operations["getOwnerWebhooks"];
        put?: never;
        /**
         * Add a webhook endpoint (its signing secret is in this answer only)
         * @description Add a webhook endpoint (its signing secret is in this answer only). Owners only: the restaurant's managers and kitchen get 403 owner_only.
         */
        post: operations["postOwnerWebhooks"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/owner/webhooks/{endpointId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove a webhook endpoint and its log
         * @description Remove a webhook endpoint and its log. Owners only: the restaurant's managers and kitchen get 403 owner_only.
         */
        delete: operations["deleteOwnerWebhooksByEndpointId"];
        options?: never;
        head?: never;
        /**
         * Change a webhook endpoint: address, events, description, on or off
         * @description Change a webhook endpoint: address, events, description, on or off. Owners only: the restaurant's managers and kitchen get 403 owner_only.
         */
        patch: operations["patchOwnerWebhooksByEndpointId"];
        trace?: never;
    };
    "/api/owner/webhooks/{endpointId}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The newest 100 deliveries of an endpoint: state, tries, last answer
         * @description The newest 100 deliveries of an endpoint: state, tries, last answer. Owners only: the restaurant's managers and kitchen get 403 owner_only.
         */
        get: operations["getOwnerWebhooksByEndpointIdDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/owner/webhooks/deliveries/{deliveryId}/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a delivery again (same webhook-id and body)
         * @description Send a delivery again (same webhook-id and body). Owners only: the restaurant's managers and kitchen get 403 owner_only.
         */
        post: operations["postOwnerWebhooksDeliveriesByDeliveryIdResend"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payment/prepare": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Payment: prepare
         * @description Starts the online payment of an ordered basket: answers the provider link the browser goes to.
         */
        get: operations["getPaymentPrepare"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payment/test/{testPaymentId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Payment: test by testPaymentId
         * @description Reads a payment of the built-in test provider (test mode: no real money moves): what its checkout page shows.
         */
        get: operations["getPaymentTestByTestPaymentId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payment/test/{testPaymentId}/complete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Payment: test by testPaymentId complete
         * @description Completes a test payment as paid or failed, as a real provider would report it; the order follows.
         */
        post: operations["postPaymentTestByTestPaymentIdComplete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payment/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Payment: update
         * @description Asks the provider for a payment's outcome when the guest comes back from it, marks the order and answers the status. The status the browser brings back is not trusted: only the provider's answer counts.
         */
        get: operations["getPaymentUpdate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payment/webhook/mollie": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Payment: webhook mollie
         * @description Mollie's payment webhook: the server asks Mollie for the payment's status and marks the order.
         */
        post: operations["postPaymentWebhookMollie"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payment/webhook/saferpay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Saferpay's notification (GET form), as the POST form
         * @description Saferpay's notification (GET form), as the POST form.
         */
        get: operations["getPaymentWebhookSaferpay"];
        put?: never;
        /**
         * Saferpay's notification: the server asserts the payment with Saferpay and marks the order
         * @description Saferpay's notification: the server asserts the payment with Saferpay and marks the order.
         */
        post: operations["postPaymentWebhookSaferpay"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/restaurant": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Lists the restaurants that deliver to a postal code or offer a delivery type
         * @description Lists the restaurants that deliver to a postal code or offer a delivery type.
         */
        get: operations["getRestaurant"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/restaurant/category": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Categories with something on offer (extra=1: the extra categories)
         * @description Lists the menu's categories in their order, with subcategories, as the guest's basket and time see them (a category outside its hours is marked).
         */
        get: operations["getRestaurantCategory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/restaurant/category-attributes-items": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Attribute groups (extras) of a category's products
         * @description Lists a category's attribute groups and items (sizes, extras) with their prices.
         */
        get: operations["getRestaurantCategoryAttributesItems"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/restaurant/id": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Finds a restaurant's id by its slug
         * @description Finds a restaurant's id by its slug.
         */
        get: operations["getRestaurantId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/restaurant/imprint": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Reads the restaurant's legal texts (imprint, terms, privacy) in the asked language
         * @description Reads the restaurant's legal texts (imprint, terms, privacy) in the asked language.
         */
        get: operations["getRestaurantImprint"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/restaurant/informationPages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Lists the restaurant's information pages
         * @description Lists the restaurant's information pages.
         */
        get: operations["getRestaurantInformationPages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/restaurant/most-selling": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Best-selling products by units ordered, topped up with pinned then menu-order products
         * @description Lists the restaurant's most ordered dishes.
         */
        get: operations["getRestaurantMostSelling"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/restaurant/pinned-products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Pinned products on offer at the delivery time
         * @description Lists the dishes the restaurant pins to the top of its menu.
         */
        get: operations["getRestaurantPinnedProducts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/restaurant/postalCodes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Lists the postal codes the restaurant delivers to, with their fees and minimum values
         * @description Lists the postal codes the restaurant delivers to, with their fees and minimum values.
         */
        get: operations["getRestaurantPostalCodes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/restaurant/product-packages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The wizard steps of a package product (empty for other products)
         * @description Lists a package dish's steps and the dishes each step offers.
         */
        get: operations["getRestaurantProductPackages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/restaurant/product/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Products whose name or description contains every word of the query
         * @description Searches the menu by name, in the asked language.
         */
        get: operations["getRestaurantProductSearch"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/restaurant/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Products of a category on offer at the delivery time (happy-hour products only inside their windows)
         * @description Lists a category's dishes with prices in cents, attributes, allergens, diet flags, stock and happy-hour prices for the basket's delivery time.
         */
        get: operations["getRestaurantProducts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/restaurant/products-happyHour-time": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Happy-hour windows of the products of a category, or of the pinned products
         * @description Tells when the happy-hour prices of a category (or of the pinned dishes) apply.
         */
        get: operations["getRestaurantProductsHappyHourTime"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/restaurant/reservation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Reads a booking by the link of its mail (before the guest cancels it)
         * @description Reads a booking by the link of its mail (before the guest cancels it).
         */
        get: operations["getRestaurantReservation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/restaurant/reservation-times": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Lists the times a party of a size can book on a day
         * @description Lists the times a party of a size can book on a day.
         */
        get: operations["getRestaurantReservationTimes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/restaurant/reservation/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancels a booking with the link of its mail; the table is free again
         * @description Cancels a booking with the link of its mail; the table is free again.
         */
        post: operations["postRestaurantReservationCancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/restaurant/reserve-table": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Restaurant: reserve table
         * @description Books a table for a party at a time (a protected form): a table that fits is held; the guest gets a mail with a link to cancel.
         */
        post: operations["postRestaurantReserveTable"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/restaurant/restaurant-by-id": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Restaurant: restaurant by id
         * @description Reads a restaurant: name, address, hours, delivery types with their lead times and minimum values, payment methods, languages and the modes it runs in. The storefront reads it first and builds its time picker from it.
         */
        get: operations["getRestaurantRestaurantById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/restaurant/restaurant-by-slug": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Restaurant: restaurant by slug
         * @description Reads a restaurant by its slug (the /r/{slug} address), as restaurant-by-id does.
         */
        get: operations["getRestaurantRestaurantBySlug"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/restaurant/robot-request": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Calls the dish collector to a table: the board shows the call at once
         * @description Calls the dish collector to a table: the board shows the call at once. Only a basket seated at that table (with the table's code) may call; 503 when the restaurant has no dish collector.
         */
        get: operations["getRestaurantRobotRequest"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/restaurant/shipping-price": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Restaurant: shipping price
         * @description Prices delivery to a postal code for a basket: the fee, the total and the total after discounts. Refused with a coded message outside the delivery area.
         */
        get: operations["getRestaurantShippingPrice"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/restaurant/tables": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Lists the restaurant's tables (names and seats) for booking and the QR codes
         * @description Lists the restaurant's tables (names and seats) for booking and the QR codes.
         */
        get: operations["getRestaurantTables"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/restaurant/website-view": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Counts a visit of the storefront (or a scan of a table QR code)
         * @description Counts a visit of the storefront (or a scan of a table QR code).
         */
        post: operations["postRestaurantWebsiteView"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/table-payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Table: payments
         * @description Reads a table's open bill by its id (long, random, known only at the table): what was ordered, what is paid and what is left.
         */
        get: operations["getTablePayments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/table-payments/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Table: payments create
         * @description Opens paying together at a table: answers the table's open bill (the same one for every guest at it).
         */
        post: operations["postTablePaymentsCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/table-payments/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Table: payments events
         * @description Passes a guest's picks (the dishes they will pay) to the other guests at the table over the bill's live socket; nothing is stored.
         */
        post: operations["postTablePaymentsEvents"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/table-payments/pay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Table: payments pay
         * @description Pays one guest's share of a table's bill online: the whole rest, an equal part or the dishes they picked.
         */
        post: operations["postTablePaymentsPay"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/testimonials": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Testimonials
         * @description Lists the restaurant's published reviews, each under the guest's display name or first name and initial.
         */
        get: operations["getTestimonials"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/testimonials/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Testimonials: create
         * @description Reviews an order (stars and text, a protected form); it shows once the restaurant publishes it.
         */
        post: operations["postTestimonialsCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/testimonials/show": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Reads one published review
         * @description Reads one published review.
         */
        get: operations["getTestimonialsShow"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface webhooks {
    "dish.back": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * dish.back: A sold-out dish is back (its stock leaves 0)
         * @description A sold-out dish is back (its stock leaves 0). Sent to every enabled endpoint of the restaurant that chose this event, signed with its secret (Standard Webhooks).
         */
        post: operations["webhookDishBack"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "dish.sold_out": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * dish.sold_out: A dish's stock reaches 0
         * @description A dish's stock reaches 0. Sent to every enabled endpoint of the restaurant that chose this event, signed with its secret (Standard Webhooks).
         */
        post: operations["webhookDishSoldOut"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "order.created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * order.created: An order is placed
         * @description An order is placed. Sent to every enabled endpoint of the restaurant that chose this event, signed with its secret (Standard Webhooks).
         */
        post: operations["webhookOrderCreated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "order.paid": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * order.paid: An order's online payment arrived
         * @description An order's online payment arrived. Sent to every enabled endpoint of the restaurant that chose this event, signed with its secret (Standard Webhooks).
         */
        post: operations["webhookOrderPaid"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "order.refunded": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * order.refunded: The payment of a rejected order went back
         * @description The payment of a rejected order went back. Sent to every enabled endpoint of the restaurant that chose this event, signed with its secret (Standard Webhooks).
         */
        post: operations["webhookOrderRefunded"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "order.status_changed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * order.status_changed: Staff accept, finish or reject an order
         * @description Staff accept, finish or reject an order. Sent to every enabled endpoint of the restaurant that chose this event, signed with its secret (Standard Webhooks).
         */
        post: operations["webhookOrderStatusChanged"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "reservation.booked": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * reservation.booked: A table is booked, online or by staff
         * @description A table is booked, online or by staff. Sent to every enabled endpoint of the restaurant that chose this event, signed with its secret (Standard Webhooks).
         */
        post: operations["webhookReservationBooked"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "reservation.cancelled": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * reservation.cancelled: A booking is cancelled
         * @description A booking is cancelled. Sent to every enabled endpoint of the restaurant that chose this event, signed with its secret (Standard Webhooks).
         */
        post: operations["webhookReservationCancelled"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "table_bill.paid": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * table_bill.paid: A table's shared bill is paid in full
         * @description A table's shared bill is paid in full. Sent to every enabled endpoint of the restaurant that chose this event, signed with its secret (Standard Webhooks).
         */
        post: operations["webhookTableBillPaid"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface components {
    schemas: never;
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    postAuthForgotPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    lang?: string;
                    restaurantId?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Malformed JSON, or a coded refusal of the request. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, or an expired or revoked one (token_required, unauthenticated). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Fields that fail their schema, each with its coded message. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        errors: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
        };
    };
    postAuthLogin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    lang?: string;
                    password: string;
                    restaurantId?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        access_token: string;
                        data: {
                            access_token: string;
                            expires_in: number;
                            /** @enum {string} */
                            token_type: "Bearer";
                        };
                        expires_in: number;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        token_type: "Bearer";
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Malformed JSON, or a coded refusal of the request. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, or an expired or revoked one (token_required, unauthenticated). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Fields that fail their schema, each with its coded message. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        errors: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
        };
    };
    getAuthLogout: {
        parameters: {
            query?: {
                lang?: string;
                restaurantId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, or an expired or revoked one (token_required, unauthenticated). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Fields that fail their schema, each with its coded message. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        errors: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
        };
    };
    getAuthPasswordReset: {
        parameters: {
            query: {
                lang?: string;
                restaurantId?: number;
                token: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            email: string;
                        };
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, or an expired or revoked one (token_required, unauthenticated). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Fields that fail their schema, each with its coded message. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        errors: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
        };
    };
    postAuthPasswordResetPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    lang?: string;
                    password: string;
                    password_confirmation: string;
                    restaurantId?: number;
                    token: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Malformed JSON, or a coded refusal of the request. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, or an expired or revoked one (token_required, unauthenticated). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Fields that fail their schema, each with its coded message. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        errors: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
        };
    };
    postAuthSignup: {
        parameters: {
            query: {
                birth_date?: string | null;
                city?: string | null;
                company?: string | null;
                email: string;
                form_token?: string;
                g_recaptcha_response?: string;
                house_number?: string | null;
                lang?: string;
                mobile: string;
                name: string;
                password: string;
                password_confirmation: string;
                postal_code?: string | null;
                restaurantId?: number;
                street?: string | null;
                website?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, or an expired or revoked one (token_required, unauthenticated). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Fields that fail their schema, each with its coded message. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        errors: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
        };
    };
    getAuthUser: {
        parameters: {
            query?: {
                lang?: string;
                restaurantId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            birth_date: string | null;
                            city: string | null;
                            company: string | null;
                            created_at: string;
                            email: string;
                            house_number: string | null;
                            id: number;
                            lang: string | null;
                            mobile: string | null;
                            name: string;
                            postal_code: string | null;
                            street: string | null;
                            updated_at: string;
                        };
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, or an expired or revoked one (token_required, unauthenticated). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Fields that fail their schema, each with its coded message. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        errors: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
        };
    };
    getAuthUserAddress: {
        parameters: {
            query?: {
                lang?: string;
                restaurantId?: number;
                search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            city: string;
                            company: string | null;
                            country: string | null;
                            created_at: string;
                            house_number: string;
                            id: number;
                            in_delivery_area?: boolean;
                            note: string | null;
                            postal_code: string;
                            street: string;
                            updated_at: string;
                        }[];
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, or an expired or revoked one (token_required, unauthenticated). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Fields that fail their schema, each with its coded message. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        errors: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
        };
    };
    postAuthUserAddressAdd: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    city: string;
                    company?: string | null;
                    country?: string | null;
                    house_number: string;
                    lang?: string;
                    note?: string | null;
                    postal_code: string;
                    restaurantId?: number;
                    street: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            city: string;
                            company: string | null;
                            country: string | null;
                            created_at: string;
                            house_number: string;
                            id: number;
                            in_delivery_area?: boolean;
                            note: string | null;
                            postal_code: string;
                            street: string;
                            updated_at: string;
                        };
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Malformed JSON, or a coded refusal of the request. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, or an expired or revoked one (token_required, unauthenticated). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Fields that fail their schema, each with its coded message. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        errors: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
        };
    };
    postAuthUserAddressEdit: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    city: string;
                    company?: string | null;
                    country?: string | null;
                    house_number: string;
                    id: number;
                    lang?: string;
                    note?: string | null;
                    postal_code: string;
                    restaurantId?: number;
                    street: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            city: string;
                            company: string | null;
                            country: string | null;
                            created_at: string;
                            house_number: string;
                            id: number;
                            in_delivery_area?: boolean;
                            note: string | null;
                            postal_code: string;
                            street: string;
                            updated_at: string;
                        };
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Malformed JSON, or a coded refusal of the request. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, or an expired or revoked one (token_required, unauthenticated). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Fields that fail their schema, each with its coded message. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        errors: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
        };
    };
    putAuthUserAddressRemove: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number;
                    lang?: string;
                    restaurantId?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Malformed JSON, or a coded refusal of the request. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, or an expired or revoked one (token_required, unauthenticated). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Fields that fail their schema, each with its coded message. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        errors: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
        };
    };
    postAuthUserDelete: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    lang?: string;
                    password: string;
                    restaurantId?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Malformed JSON, or a coded refusal of the request. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, or an expired or revoked one (token_required, unauthenticated). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Fields that fail their schema, each with its coded message. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        errors: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
        };
    };
    getAuthUserExport: {
        parameters: {
            query?: {
                lang?: string;
                restaurantId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            [key: string]: unknown;
                        };
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, or an expired or revoked one (token_required, unauthenticated). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Fields that fail their schema, each with its coded message. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        errors: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
        };
    };
    postAuthUserUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    birth_date?: string | null;
                    city?: string | null;
                    company?: string | null;
                    current_password?: string;
                    email?: string;
                    house_number?: string | null;
                    lang?: string;
                    mobile?: string;
                    name?: string;
                    new_password?: string;
                    new_password_confirmation?: string;
                    postal_code?: string | null;
                    restaurantId?: number;
                    street?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        access_token?: string;
                        data: {
                            birth_date: string | null;
                            city: string | null;
                            company: string | null;
                            created_at: string;
                            email: string;
                            house_number: string | null;
                            id: number;
                            lang: string | null;
                            mobile: string | null;
                            name: string;
                            postal_code: string | null;
                            street: string | null;
                            updated_at: string;
                        };
                        expires_in?: number;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        token_type?: "Bearer";
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Malformed JSON, or a coded refusal of the request. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, or an expired or revoked one (token_required, unauthenticated). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Fields that fail their schema, each with its coded message. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        errors: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
        };
    };
    getBasket: {
        parameters: {
            query: {
                basketId: string;
                lang?: string;
                restaurantId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            count: number;
                            deliveryTime: string | null;
                            deliveryType: ("delivery" | "pickup" | "here") | null;
                            duration: string | null;
                            extra_info: {
                                table_capacity?: {
                                    adults: number;
                                    children: number;
                                    date?: string;
                                } | null;
                            };
                            freeDeliveryMissing: number | null;
                            id: string;
                            minimumOrderMissing: number;
                            minimumOrderValue: number;
                            postalCode: string | null;
                            products: {
                                attributeItems: {
                                    id: number;
                                    image: string | null;
                                    name: string;
                                    pivot: {
                                        id: number;
                                        price: number;
                                    };
                                    price: number;
                                    quantity: number;
                                }[];
                                basketProductId: number;
                                depot: {
                                    name: string;
                                    price: number;
                                } | null;
                                extra_info: string | null;
                                id: number;
                                image: string | null;
                                is_package: 0 | 1;
                                items: {
                                    depot: {
                                        name: string;
                                        price: number;
                                    } | null;
                                    id: number;
                                    name: string;
                                    productId: number;
                                    productPackageId: number;
                                    quantity: number;
                                    RestaurantProductId: number;
                                    stock: number | null;
                                }[];
                                name: string;
                                price: number;
                                productId: number;
                                quantity: number;
                                RestaurantProductId: number;
                                stock: number | null;
                                totalPrice: number;
                            }[];
                            restaurant_id: number;
                            shipping_price: number;
                            table: {
                                capacity: number;
                                id: number;
                                name: string;
                                qrCode?: string | null;
                            } | null;
                            table_id: number | null;
                            tip: number;
                            totalPrice: number;
                            totalWithDiscount: number;
                            userInfo: {
                                address?: string | null;
                                birth_date?: string | null;
                                city?: string | null;
                                comment?: string | null;
                                company?: string | null;
                                country?: string | null;
                                email?: string | null;
                                house_number?: string | null;
                                mobile?: string | null;
                                name?: string | null;
                                postalCode?: string | null;
                            } | null;
                            voucher_code: string | null;
                            voucherValue: number;
                        };
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, or an expired or revoked one (token_required, unauthenticated). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Fields that fail their schema, each with its coded message. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        errors: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
        };
    };
    postBasketAdd: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    attributeItems?: (number | {
                        id: number;
                        /** @default 1 */
                        quantity?: number;
                    })[];
                    basketId: string;
                    basketProductId?: number | null;
                    extraInfo?: {
                        comment?: string | null;
                        itemDetails?: {
                            count?: number;
                            date?: string;
                            fullName?: string;
                        }[];
                    };
                    lang?: string;
                    productId: number;
                    quantity: number;
                    restaurantId?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            count: number;
                            deliveryTime: string | null;
                            deliveryType: ("delivery" | "pickup" | "here") | null;
                            duration: string | null;
                            extra_info: {
                                table_capacity?: {
                                    adults: number;
                                    children: number;
                                    date?: string;
                                } | null;
                            };
                            freeDeliveryMissing: number | null;
                            id: string;
                            minimumOrderMissing: number;
                            minimumOrderValue: number;
                            postalCode: string | null;
                            products: {
                                attributeItems: {
                                    id: number;
                                    image: string | null;
                                    name: string;
                                    pivot: {
                                        id: number;
                                        price: number;
                                    };
                                    price: number;
                                    quantity: number;
                                }[];
                                basketProductId: number;
                                depot: {
                                    name: string;
                                    price: number;
                                } | null;
                                extra_info: string | null;
                                id: number;
                                image: string | null;
                                is_package: 0 | 1;
                                items: {
                                    depot: {
                                        name: string;
                                        price: number;
                                    } | null;
                                    id: number;
                                    name: string;
                                    productId: number;
                                    productPackageId: number;
                                    quantity: number;
                                    RestaurantProductId: number;
                                    stock: number | null;
                                }[];
                                name: string;
                                price: number;
                                productId: number;
                                quantity: number;
                                RestaurantProductId: number;
                                stock: number | null;
                                totalPrice: number;
                            }[];
                            restaurant_id: number;
                            shipping_price: number;
                            table: {
                                capacity: number;
                                id: number;
                                name: string;
                                qrCode?: string | null;
                            } | null;
                            table_id: number | null;
                            tip: number;
                            totalPrice: number;
                            totalWithDiscount: number;
                            userInfo: {
                                address?: string | null;
                                birth_date?: string | null;
                                city?: string | null;
                                comment?: string | null;
                                company?: string | null;
                                country?: string | null;
                                email?: string | null;
                                house_number?: string | null;
                                mobile?: string | null;
                                name?: string | null;
                                postalCode?: string | null;
                            } | null;
                            voucher_code: string | null;
                            voucherValue: number;
                        };
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Malformed JSON, or a coded refusal of the request. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, or an expired or revoked one (token_required, unauthenticated). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Fields that fail their schema, each with its coded message. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        errors: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
        };
    };
    postBasketAddAddress: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    basketId: string;
                    lang?: string;
                    restaurantId?: number;
                    userInfo: {
                        address?: string | null;
                        birth_date?: string | null;
                        city?: string | null;
                        comment?: string | null;
                        company?: string | null;
                        country?: string | null;
                        email?: string | null;
                        house_number?: string | null;
                        mobile?: string | null;
                        name?: string | null;
                        postalCode?: string | null;
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            count: number;
                            deliveryTime: string | null;
                            deliveryType: ("delivery" | "pickup" | "here") | null;
                            duration: string | null;
                            extra_info: {
                                table_capacity?: {
                                    adults: number;
                                    children: number;
                                    date?: string;
                                } | null;
                            };
                            freeDeliveryMissing: number | null;
                            id: string;
                            minimumOrderMissing: number;
                            minimumOrderValue: number;
                            postalCode: string | null;
                            products: {
                                attributeItems: {
                                    id: number;
                                    image: string | null;
                                    name: string;
                                    pivot: {
                                        id: number;
                                        price: number;
                                    };
                                    price: number;
                                    quantity: number;
                                }[];
                                basketProductId: number;
                                depot: {
                                    name: string;
                                    price: number;
                                } | null;
                                extra_info: string | null;
                                id: number;
                                image: string | null;
                                is_package: 0 | 1;
                                items: {
                                    depot: {
                                        name: string;
                                        price: number;
                                    } | null;
                                    id: number;
                                    name: string;
                                    productId: number;
                                    productPackageId: number;
                                    quantity: number;
                                    RestaurantProductId: number;
                                    stock: number | null;
                                }[];
                                name: string;
                                price: number;
                                productId: number;
                                quantity: number;
                                RestaurantProductId: number;
                                stock: number | null;
                                totalPrice: number;
                            }[];
                            restaurant_id: number;
                            shipping_price: number;
                            table: {
                                capacity: number;
                                id: number;
                                name: string;
                                qrCode?: string | null;
                            } | null;
                            table_id: number | null;
                            tip: number;
                            totalPrice: number;
                            totalWithDiscount: number;
                            userInfo: {
                                address?: string | null;
                                birth_date?: string | null;
                                city?: string | null;
                                comment?: string | null;
                                company?: string | null;
                                country?: string | null;
                                email?: string | null;
                                house_number?: string | null;
                                mobile?: string | null;
                                name?: string | null;
                                postalCode?: string | null;
                            } | null;
                            voucher_code: string | null;
                            voucherValue: number;
                        };
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Malformed JSON, or a coded refusal of the request. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, or an expired or revoked one (token_required, unauthenticated). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Fields that fail their schema, each with its coded message. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        errors: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
        };
    };
    postBasketAddAttributeItems: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    attributeItems?: (number | {
                        id: number;
                        /** @default 1 */
                        quantity?: number;
                    })[];
                    basketId: string;
                    basketProductId: number;
                    lang?: string;
                    productAttributeItems?: (number | {
                        id: number;
                        /** @default 1 */
                        quantity?: number;
                    })[];
                    restaurantId?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            count: number;
                            deliveryTime: string | null;
                            deliveryType: ("delivery" | "pickup" | "here") | null;
                            duration: string | null;
                            extra_info: {
                                table_capacity?: {
                                    adults: number;
                                    children: number;
                                    date?: string;
                                } | null;
                            };
                            freeDeliveryMissing: number | null;
                            id: string;
                            minimumOrderMissing: number;
                            minimumOrderValue: number;
                            postalCode: string | null;
                            products: {
                                attributeItems: {
                                    id: number;
                                    image: string | null;
                                    name: string;
                                    pivot: {
                                        id: number;
                                        price: number;
                                    };
                                    price: number;
                                    quantity: number;
                                }[];
                                basketProductId: number;
                                depot: {
                                    name: string;
                                    price: number;
                                } | null;
                                extra_info: string | null;
                                id: number;
                                image: string | null;
                                is_package: 0 | 1;
                                items: {
                                    depot: {
                                        name: string;
                                        price: number;
                                    } | null;
                                    id: number;
                                    name: string;
                                    productId: number;
                                    productPackageId: number;
                                    quantity: number;
                                    RestaurantProductId: number;
                                    stock: number | null;
                                }[];
                                name: string;
                                price: number;
                                productId: number;
                                quantity: number;
                                RestaurantProductId: number;
                                stock: number | null;
                                totalPrice: number;
                            }[];
                            restaurant_id: number;
                            shipping_price: number;
                            table: {
                                capacity: number;
                                id: number;
                                name: string;
                                qrCode?: string | null;
                            } | null;
                            table_id: number | null;
                            tip: number;
                            totalPrice: number;
                            totalWithDiscount: number;
                            userInfo: {
                                address?: string | null;
                                birth_date?: string | null;
                                city?: string | null;
                                comment?: string | null;
                                company?: string | null;
                                country?: string | null;
                                email?: string | null;
                                house_number?: string | null;
                                mobile?: string | null;
                                name?: string | null;
                                postalCode?: string | null;
                            } | null;
                            voucher_code: string | null;
                            voucherValue: number;
                        };
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Malformed JSON, or a coded refusal of the request. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, or an expired or revoked one (token_required, unauthenticated). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Fields that fail their schema, each with its coded message. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        errors: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
        };
    };
    postBasketAddDeliveryTime: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    basketId: string;
                    delivery_time?: string | null;
                    /** @enum {string} */
                    deliveryType?: "delivery" | "pickup" | "here";
                    duration?: string | null;
                    lang?: string;
                    restaurantId?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            count: number;
                            deliveryTime: string | null;
                            deliveryType: ("delivery" | "pickup" | "here") | null;
                            duration: string | null;
                            extra_info: {
                                table_capacity?: {
                                    adults: number;
                                    children: number;
                                    date?: string;
                                } | null;
                            };
                            freeDeliveryMissing: number | null;
                            id: string;
                            minimumOrderMissing: number;
                            minimumOrderValue: number;
                            postalCode: string | null;
                            products: {
                                attributeItems: {
                                    id: number;
                                    image: string | null;
                                    name: string;
                                    pivot: {
                                        id: number;
                                        price: number;
                                    };
                                    price: number;
                                    quantity: number;
                                }[];
                                basketProductId: number;
                                depot: {
                                    name: string;
                                    price: number;
                                } | null;
                                extra_info: string | null;
                                id: number;
                                image: string | null;
                                is_package: 0 | 1;
                                items: {
                                    depot: {
                                        name: string;
                                        price: number;
                                    } | null;
                                    id: number;
                                    name: string;
                                    productId: number;
                                    productPackageId: number;
                                    quantity: number;
                                    RestaurantProductId: number;
                                    stock: number | null;
                                }[];
                                name: string;
                                price: number;
                                productId: number;
                                quantity: number;
                                RestaurantProductId: number;
                                stock: number | null;
                                totalPrice: number;
                            }[];
                            restaurant_id: number;
                            shipping_price: number;
                            table: {
                                capacity: number;
                                id: number;
                                name: string;
                                qrCode?: string | null;
                            } | null;
                            table_id: number | null;
                            tip: number;
                            totalPrice: number;
                            totalWithDiscount: number;
                            userInfo: {
                                address?: string | null;
                                birth_date?: string | null;
                                city?: string | null;
                                comment?: string | null;
                                company?: string | null;
                                country?: string | null;
                                email?: string | null;
                                house_number?: string | null;
                                mobile?: string | null;
                                name?: string | null;
                                postalCode?: string | null;
                            } | null;
                            voucher_code: string | null;
                            voucherValue: number;
                        };
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Malformed JSON, or a coded refusal of the request. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, or an expired or revoked one (token_required, unauthenticated). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Fields that fail their schema, each with its coded message. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        errors: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
        };
    };
    postBasketAddProductPackageItems: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    basketId: string;
                    basketProductId?: number | null;
                    extraInfo?: {
                        comment?: string | null;
                        itemDetails?: {
                            count?: number;
                            date?: string;
                            fullName?: string;
                        }[];
                    };
                    lang?: string;
                    productId: number;
                    /** @default [] */
                    productItems?: {
                        productId: number;
                        productPackage: number;
                        /** @default 1 */
                        quantity?: number;
                    }[];
                    quantity: number;
                    restaurantId?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            count: number;
                            deliveryTime: string | null;
                            deliveryType: ("delivery" | "pickup" | "here") | null;
                            duration: string | null;
                            extra_info: {
                                table_capacity?: {
                                    adults: number;
                                    children: number;
                                    date?: string;
                                } | null;
                            };
                            freeDeliveryMissing: number | null;
                            id: string;
                            minimumOrderMissing: number;
                            minimumOrderValue: number;
                            postalCode: string | null;
                            products: {
                                attributeItems: {
                                    id: number;
                                    image: string | null;
                                    name: string;
                                    pivot: {
                                        id: number;
                                        price: number;
                                    };
                                    price: number;
                                    quantity: number;
                                }[];
                                basketProductId: number;
                                depot: {
                                    name: string;
                                    price: number;
                                } | null;
                                extra_info: string | null;
                                id: number;
                                image: string | null;
                                is_package: 0 | 1;
                                items: {
                                    depot: {
                                        name: string;
                                        price: number;
                                    } | null;
                                    id: number;
                                    name: string;
                                    productId: number;
                                    productPackageId: number;
                                    quantity: number;
                                    RestaurantProductId: number;
                                    stock: number | null;
                                }[];
                                name: string;
                                price: number;
                                productId: number;
                                quantity: number;
                                RestaurantProductId: number;
                                stock: number | null;
                                totalPrice: number;
                            }[];
                            restaurant_id: number;
                            shipping_price: number;
                            table: {
                                capacity: number;
                                id: number;
                                name: string;
                                qrCode?: string | null;
                            } | null;
                            table_id: number | null;
                            tip: number;
                            totalPrice: number;
                            totalWithDiscount: number;
                            userInfo: {
                                address?: string | null;
                                birth_date?: string | null;
                                city?: string | null;
                                comment?: string | null;
                                company?: string | null;
                                country?: string | null;
                                email?: string | null;
                                house_number?: string | null;
                                mobile?: string | null;
                                name?: string | null;
                                postalCode?: string | null;
                            } | null;
                            voucher_code: string | null;
                            voucherValue: number;
                        };
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Malformed JSON, or a coded refusal of the request. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, or an expired or revoked one (token_required, unauthenticated). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Fields that fail their schema, each with its coded message. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        errors: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
        };
    };
    postBasketAddTip: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    basketId: string;
                    lang?: string;
                    restaurantId?: number;
                    tip_price: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            count: number;
                            deliveryTime: string | null;
                            deliveryType: ("delivery" | "pickup" | "here") | null;
                            duration: string | null;
                            extra_info: {
                                table_capacity?: {
                                    adults: number;
                                    children: number;
                                    date?: string;
                                } | null;
                            };
                            freeDeliveryMissing: number | null;
                            id: string;
                            minimumOrderMissing: number;
                            minimumOrderValue: number;
                            postalCode: string | null;
                            products: {
                                attributeItems: {
                                    id: number;
                                    image: string | null;
                                    name: string;
                                    pivot: {
                                        id: number;
                                        price: number;
                                    };
                                    price: number;
                                    quantity: number;
                                }[];
                                basketProductId: number;
                                depot: {
                                    name: string;
                                    price: number;
                                } | null;
                                extra_info: string | null;
                                id: number;
                                image: string | null;
                                is_package: 0 | 1;
                                items: {
                                    depot: {
                                        name: string;
                                        price: number;
                                    } | null;
                                    id: number;
                                    name: string;
                                    productId: number;
                                    productPackageId: number;
                                    quantity: number;
                                    RestaurantProductId: number;
                                    stock: number | null;
                                }[];
                                name: string;
                                price: number;
                                productId: number;
                                quantity: number;
                                RestaurantProductId: number;
                                stock: number | null;
                                totalPrice: number;
                            }[];
                            restaurant_id: number;
                            shipping_price: number;
                            table: {
                                capacity: number;
                                id: number;
                                name: string;
                                qrCode?: string | null;
                            } | null;
                            table_id: number | null;
                            tip: number;
                            totalPrice: number;
                            totalWithDiscount: number;
                            userInfo: {
                                address?: string | null;
                                birth_date?: string | null;
                                city?: string | null;
                                comment?: string | null;
                                company?: string | null;
                                country?: string | null;
                                email?: string | null;
                                house_number?: string | null;
                                mobile?: string | null;
                                name?: string | null;
                                postalCode?: string | null;
                            } | null;
                            voucher_code: string | null;
                            voucherValue: number;
                        };
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Malformed JSON, or a coded refusal of the request. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, or an expired or revoked one (token_required, unauthenticated). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Fields that fail their schema, each with its coded message. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        errors: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
        };
    };
    postBasketAddVoucherToBasket: {
        parameters: {
            query?: {
                basketId?: string;
                lang?: string;
                restaurantId?: number;
                voucherCode?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            count: number;
                            deliveryTime: string | null;
                            deliveryType: ("delivery" | "pickup" | "here") | null;
                            duration: string | null;
                            extra_info: {
                                table_capacity?: {
                                    adults: number;
                                    children: number;
                                    date?: string;
                                } | null;
                            };
                            freeDeliveryMissing: number | null;
                            id: string;
                            minimumOrderMissing: number;
                            minimumOrderValue: number;
                            postalCode: string | null;
                            products: {
                                attributeItems: {
                                    id: number;
                                    image: string | null;
                                    name: string;
                                    pivot: {
                                        id: number;
                                        price: number;
                                    };
                                    price: number;
                                    quantity: number;
                                }[];
                                basketProductId: number;
                                depot: {
                                    name: string;
                                    price: number;
                                } | null;
                                extra_info: string | null;
                                id: number;
                                image: string | null;
                                is_package: 0 | 1;
                                items: {
                                    depot: {
                                        name: string;
                                        price: number;
                                    } | null;
                                    id: number;
                                    name: string;
                                    productId: number;
                                    productPackageId: number;
                                    quantity: number;
                                    RestaurantProductId: number;
                                    stock: number | null;
                                }[];
                                name: string;
                                price: number;
                                productId: number;
                                quantity: number;
                                RestaurantProductId: number;
                                stock: number | null;
                                totalPrice: number;
                            }[];
                            restaurant_id: number;
                            shipping_price: number;
                            table: {
                                capacity: number;
                                id: number;
                                name: string;
                                qrCode?: string | null;
                            } | null;
                            table_id: number | null;
                            tip: number;
                            totalPrice: number;
                            totalWithDiscount: number;
                            userInfo: {
                                address?: string | null;
                                birth_date?: string | null;
                                city?: string | null;
                                comment?: string | null;
                                company?: string | null;
                                country?: string | null;
                                email?: string | null;
                                house_number?: string | null;
                                mobile?: string | null;
                                name?: string | null;
                                postalCode?: string | null;
                            } | null;
                            voucher_code: string | null;
                            voucherValue: number;
                        };
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, or an expired or revoked one (token_required, unauthenticated). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Fields that fail their schema, each with its coded message. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        errors: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
        };
    };
    postBasketChangeDeliveryMethod: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    basketId: string;
                    /** @enum {string} */
                    deliveryType: "delivery" | "pickup" | "here";
                    lang?: string;
                    restaurantId?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            basket: {
                                count: number;
                                deliveryTime: string | null;
                                deliveryType: ("delivery" | "pickup" | "here") | null;
                                duration: string | null;
                                extra_info: {
                                    table_capacity?: {
                                        adults: number;
                                        children: number;
                                        date?: string;
                                    } | null;
                                };
                                freeDeliveryMissing: number | null;
                                id: string;
                                minimumOrderMissing: number;
                                minimumOrderValue: number;
                                postalCode: string | null;
                                products: {
                                    attributeItems: {
                                        id: number;
                                        image: string | null;
                                        name: string;
                                        pivot: {
                                            id: number;
                                            price: number;
                                        };
                                        price: number;
                                        quantity: number;
                                    }[];
                                    basketProductId: number;
                                    depot: {
                                        name: string;
                                        price: number;
                                    } | null;
                                    extra_info: string | null;
                                    id: number;
                                    image: string | null;
                                    is_package: 0 | 1;
                                    items: {
                                        depot: {
                                            name: string;
                                            price: number;
                                        } | null;
                                        id: number;
                                        name: string;
                                        productId: number;
                                        productPackageId: number;
                                        quantity: number;
                                        RestaurantProductId: number;
                                        stock: number | null;
                                    }[];
                                    name: string;
                                    price: number;
                                    productId: number;
                                    quantity: number;
                                    RestaurantProductId: number;
                                    stock: number | null;
                                    totalPrice: number;
                                }[];
                                restaurant_id: number;
                                shipping_price: number;
                                table: {
                                    capacity: number;
                                    id: number;
                                    name: string;
                                    qrCode?: string | null;
                                } | null;
                                table_id: number | null;
                                tip: number;
                                totalPrice: number;
                                totalWithDiscount: number;
                                userInfo: {
                                    address?: string | null;
                                    birth_date?: string | null;
                                    city?: string | null;
                                    comment?: string | null;
                                    company?: string | null;
                                    country?: string | null;
                                    email?: string | null;
                                    house_number?: string | null;
                                    mobile?: string | null;
                                    name?: string | null;
                                    postalCode?: string | null;
                                } | null;
                                voucher_code: string | null;
                                voucherValue: number;
                            };
                            /** @enum {string} */
                            deliveryType: "delivery" | "pickup" | "here";
                            removedProducts: {
                                basketProductId: number;
                                name: string;
                                productId: number;
                            }[];
                        };
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Malformed JSON, or a coded refusal of the request. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, or an expired or revoked one (token_required, unauthenticated). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Fields that fail their schema, each with its coded message. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        errors: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
        };
    };
    postBasketCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    delivery_time?: string | null;
                    /** @enum {string} */
                    deliveryType?: "delivery" | "pickup" | "here";
                    lang?: string;
                    restaurantId?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            count: number;
                            deliveryTime: string | null;
                            deliveryType: ("delivery" | "pickup" | "here") | null;
                            duration: string | null;
                            extra_info: {
                                table_capacity?: {
                                    adults: number;
                                    children: number;
                                    date?: string;
                                } | null;
                            };
                            freeDeliveryMissing: number | null;
                            id: string;
                            minimumOrderMissing: number;
                            minimumOrderValue: number;
                            postalCode: string | null;
                            products: {
                                attributeItems: {
                                    id: number;
                                    image: string | null;
                                    name: string;
                                    pivot: {
                                        id: number;
                                        price: number;
                                    };
                                    price: number;
                                    quantity: number;
                                }[];
                                basketProductId: number;
                                depot: {
                                    name: string;
                                    price: number;
                                } | null;
                                extra_info: string | null;
                                id: number;
                                image: string | null;
                                is_package: 0 | 1;
                                items: {
                                    depot: {
                                        name: string;
                                        price: number;
                                    } | null;
                                    id: number;
                                    name: string;
                                    productId: number;
                                    productPackageId: number;
                                    quantity: number;
                                    RestaurantProductId: number;
                                    stock: number | null;
                                }[];
                                name: string;
                                price: number;
                                productId: number;
                                quantity: number;
                                RestaurantProductId: number;
                                stock: number | null;
                                totalPrice: number;
                            }[];
                            restaurant_id: number;
                            shipping_price: number;
                            table: {
                                capacity: number;
                                id: number;
                                name: string;
                                qrCode?: string | null;
                            } | null;
                            table_id: number | null;
                            tip: number;
                            totalPrice: number;
                            totalWithDiscount: number;
                            userInfo: {
                                address?: string | null;
                                birth_date?: string | null;
                                city?: string | null;
                                comment?: string | null;
                                company?: string | null;
                                country?: string | null;
                                email?: string | null;
                                house_number?: string | null;
                                mobile?: string | null;
                                name?: string | null;
                                postalCode?: string | null;
                            } | null;
                            voucher_code: string | null;
                            voucherValue: number;
                        };
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Malformed JSON, or a coded refusal of the request. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, or an expired or revoked one (token_required, unauthenticated). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Fields that fail their schema, each with its coded message. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        errors: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Too many calls from this address (too_many_requests); see Retry-After. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    getBasketDeleteBasketProduct: {
        parameters: {
            query: {
                basketId: string;
                basketProductId: number;
                lang?: string;
                restaurantId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            count: number;
                            deliveryTime: string | null;
                            deliveryType: ("delivery" | "pickup" | "here") | null;
                            duration: string | null;
                            extra_info: {
                                table_capacity?: {
                                    adults: number;
                                    children: number;
                                    date?: string;
                                } | null;
                            };
                            freeDeliveryMissing: number | null;
                            id: string;
                            minimumOrderMissing: number;
                            minimumOrderValue: number;
                            postalCode: string | null;
                            products: {
                                attributeItems: {
                                    id: number;
                                    image: string | null;
                                    name: string;
                                    pivot: {
                                        id: number;
                                        price: number;
                                    };
                                    price: number;
                                    quantity: number;
                                }[];
                                basketProductId: number;
                                depot: {
                                    name: string;
                                    price: number;
                                } | null;
                                extra_info: string | null;
                                id: number;
                                image: string | null;
                                is_package: 0 | 1;
                                items: {
                                    depot: {
                                        name: string;
                                        price: number;
                                    } | null;
                                    id: number;
                                    name: string;
                                    productId: number;
                                    productPackageId: number;
                                    quantity: number;
                                    RestaurantProductId: number;
                                    stock: number | null;
                                }[];
                                name: string;
                                price: number;
                                productId: number;
                                quantity: number;
                                RestaurantProductId: number;
                                stock: number | null;
                                totalPrice: number;
                            }[];
                            restaurant_id: number;
                            shipping_price: number;
                            table: {
                                capacity: number;
                                id: number;
                                name: string;
                                qrCode?: string | null;
                            } | null;
                            table_id: number | null;
                            tip: number;
                            totalPrice: number;
                            totalWithDiscount: number;
                            userInfo: {
                                address?: string | null;
                                birth_date?: string | null;
                                city?: string | null;
                                comment?: string | null;
                                company?: string | null;
                                country?: string | null;
                                email?: string | null;
                                house_number?: string | null;
                                mobile?: string | null;
                                name?: string | null;
                                postalCode?: string | null;
                            } | null;
                            voucher_code: string | null;
                            voucherValue: number;
                        };
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, or an expired or revoked one (token_required, unauthenticated). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Fields that fail their schema, each with its coded message. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        errors: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
        };
    };
    getBasketRemove: {
        parameters: {
            query: {
                basketId: string;
                basketProductId: number;
                lang?: string;
                restaurantId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            count: number;
                            deliveryTime: string | null;
                            deliveryType: ("delivery" | "pickup" | "here") | null;
                            duration: string | null;
                            extra_info: {
                                table_capacity?: {
                                    adults: number;
                                    children: number;
                                    date?: string;
                                } | null;
                            };
                            freeDeliveryMissing: number | null;
                            id: string;
                            minimumOrderMissing: number;
                            minimumOrderValue: number;
                            postalCode: string | null;
                            products: {
                                attributeItems: {
                                    id: number;
                                    image: string | null;
                                    name: string;
                                    pivot: {
                                        id: number;
                                        price: number;
                                    };
                                    price: number;
                                    quantity: number;
                                }[];
                                basketProductId: number;
                                depot: {
                                    name: string;
                                    price: number;
                                } | null;
                                extra_info: string | null;
                                id: number;
                                image: string | null;
                                is_package: 0 | 1;
                                items: {
                                    depot: {
                                        name: string;
                                        price: number;
                                    } | null;
                                    id: number;
                                    name: string;
                                    productId: number;
                                    productPackageId: number;
                                    quantity: number;
                                    RestaurantProductId: number;
                                    stock: number | null;
                                }[];
                                name: string;
                                price: number;
                                productId: number;
                                quantity: number;
                                RestaurantProductId: number;
                                stock: number | null;
                                totalPrice: number;
                            }[];
                            restaurant_id: number;
                            shipping_price: number;
                            table: {
                                capacity: number;
                                id: number;
                                name: string;
                                qrCode?: string | null;
                            } | null;
                            table_id: number | null;
                            tip: number;
                            totalPrice: number;
                            totalWithDiscount: number;
                            userInfo: {
                                address?: string | null;
                                birth_date?: string | null;
                                city?: string | null;
                                comment?: string | null;
                                company?: string | null;
                                country?: string | null;
                                email?: string | null;
                                house_number?: string | null;
                                mobile?: string | null;
                                name?: string | null;
                                postalCode?: string | null;
                            } | null;
                            voucher_code: string | null;
                            voucherValue: number;
                        };
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, or an expired or revoked one (token_required, unauthenticated). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Fields that fail their schema, each with its coded message. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        errors: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
        };
    };
    postBasketRemoveAttributeItems: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    attributeItems?: (number | {
                        id: number;
                        /** @default 1 */
                        quantity?: number;
                    })[];
                    basketId: string;
                    basketProductId: number;
                    lang?: string;
                    productAttributeItems?: (number | {
                        id: number;
                        /** @default 1 */
                        quantity?: number;
                    })[];
                    restaurantId?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            count: number;
                            deliveryTime: string | null;
                            deliveryType: ("delivery" | "pickup" | "here") | null;
                            duration: string | null;
                            extra_info: {
                                table_capacity?: {
                                    adults: number;
                                    children: number;
                                    date?: string;
                                } | null;
                            };
                            freeDeliveryMissing: number | null;
                            id: string;
                            minimumOrderMissing: number;
                            minimumOrderValue: number;
                            postalCode: string | null;
                            products: {
                                attributeItems: {
                                    id: number;
                                    image: string | null;
                                    name: string;
                                    pivot: {
                                        id: number;
                                        price: number;
                                    };
                                    price: number;
                                    quantity: number;
                                }[];
                                basketProductId: number;
                                depot: {
                                    name: string;
                                    price: number;
                                } | null;
                                extra_info: string | null;
                                id: number;
                                image: string | null;
                                is_package: 0 | 1;
                                items: {
                                    depot: {
                                        name: string;
                                        price: number;
                                    } | null;
                                    id: number;
                                    name: string;
                                    productId: number;
                                    productPackageId: number;
                                    quantity: number;
                                    RestaurantProductId: number;
                                    stock: number | null;
                                }[];
                                name: string;
                                price: number;
                                productId: number;
                                quantity: number;
                                RestaurantProductId: number;
                                stock: number | null;
                                totalPrice: number;
                            }[];
                            restaurant_id: number;
                            shipping_price: number;
                            table: {
                                capacity: number;
                                id: number;
                                name: string;
                                qrCode?: string | null;
                            } | null;
                            table_id: number | null;
                            tip: number;
                            totalPrice: number;
                            totalWithDiscount: number;
                            userInfo: {
                                address?: string | null;
                                birth_date?: string | null;
                                city?: string | null;
                                comment?: string | null;
                                company?: string | null;
                                country?: string | null;
                                email?: string | null;
                                house_number?: string | null;
                                mobile?: string | null;
                                name?: string | null;
                                postalCode?: string | null;
                            } | null;
                            voucher_code: string | null;
                            voucherValue: number;
                        };
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Malformed JSON, or a coded refusal of the request. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, or an expired or revoked one (token_required, unauthenticated). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Fields that fail their schema, each with its coded message. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        errors: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
        };
    };
    putBasketRemoveTipFromBasket: {
        parameters: {
            query?: {
                basketId?: string;
                lang?: string;
                restaurantId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            count: number;
                            deliveryTime: string | null;
                            deliveryType: ("delivery" | "pickup" | "here") | null;
                            duration: string | null;
                            extra_info: {
                                table_capacity?: {
                                    adults: number;
                                    children: number;
                                    date?: string;
                                } | null;
                            };
                            freeDeliveryMissing: number | null;
                            id: string;
                            minimumOrderMissing: number;
                            minimumOrderValue: number;
                            postalCode: string | null;
                            products: {
                                attributeItems: {
                                    id: number;
                                    image: string | null;
                                    name: string;
                                    pivot: {
                                        id: number;
                                        price: number;
                                    };
                                    price: number;
                                    quantity: number;
                                }[];
                                basketProductId: number;
                                depot: {
                                    name: string;
                                    price: number;
                                } | null;
                                extra_info: string | null;
                                id: number;
                                image: string | null;
                                is_package: 0 | 1;
                                items: {
                                    depot: {
                                        name: string;
                                        price: number;
                                    } | null;
                                    id: number;
                                    name: string;
                                    productId: number;
                                    productPackageId: number;
                                    quantity: number;
                                    RestaurantProductId: number;
                                    stock: number | null;
                                }[];
                                name: string;
                                price: number;
                                productId: number;
                                quantity: number;
                                RestaurantProductId: number;
                                stock: number | null;
                                totalPrice: number;
                            }[];
                            restaurant_id: number;
                            shipping_price: number;
                            table: {
                                capacity: number;
                                id: number;
                                name: string;
                                qrCode?: string | null;
                            } | null;
                            table_id: number | null;
                            tip: number;
                            totalPrice: number;
                            totalWithDiscount: number;
                            userInfo: {
                                address?: string | null;
                                birth_date?: string | null;
                                city?: string | null;
                                comment?: string | null;
                                company?: string | null;
                                country?: string | null;
                                email?: string | null;
                                house_number?: string | null;
                                mobile?: string | null;
                                name?: string | null;
                                postalCode?: string | null;
                            } | null;
                            voucher_code: string | null;
                            voucherValue: number;
                        };
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, or an expired or revoked one (token_required, unauthenticated). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Fields that fail their schema, each with its coded message. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        errors: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
        };
    };
    getBasketRemoveVoucherFromBasket: {
        parameters: {
            query: {
                basketId: string;
                lang?: string;
                restaurantId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            count: number;
                            deliveryTime: string | null;
                            deliveryType: ("delivery" | "pickup" | "here") | null;
                            duration: string | null;
                            extra_info: {
                                table_capacity?: {
                                    adults: number;
                                    children: number;
                                    date?: string;
                                } | null;
                            };
                            freeDeliveryMissing: number | null;
                            id: string;
                            minimumOrderMissing: number;
                            minimumOrderValue: number;
                            postalCode: string | null;
                            products: {
                                attributeItems: {
                                    id: number;
                                    image: string | null;
                                    name: string;
                                    pivot: {
                                        id: number;
                                        price: number;
                                    };
                                    price: number;
                                    quantity: number;
                                }[];
                                basketProductId: number;
                                depot: {
                                    name: string;
                                    price: number;
                                } | null;
                                extra_info: string | null;
                                id: number;
                                image: string | null;
                                is_package: 0 | 1;
                                items: {
                                    depot: {
                                        name: string;
                                        price: number;
                                    } | null;
                                    id: number;
                                    name: string;
                                    productId: number;
                                    productPackageId: number;
                                    quantity: number;
                                    RestaurantProductId: number;
                                    stock: number | null;
                                }[];
                                name: string;
                                price: number;
                                productId: number;
                                quantity: number;
                                RestaurantProductId: number;
                                stock: number | null;
                                totalPrice: number;
                            }[];
                            restaurant_id: number;
                            shipping_price: number;
                            table: {
                                capacity: number;
                                id: number;
                                name: string;
                                qrCode?: string | null;
                            } | null;
                            table_id: number | null;
                            tip: number;
                            totalPrice: number;
                            totalWithDiscount: number;
                            userInfo: {
                                address?: string | null;
                                birth_date?: string | null;
                                city?: string | null;
                                comment?: string | null;
                                company?: string | null;
                                country?: string | null;
                                email?: string | null;
                                house_number?: string | null;
                                mobile?: string | null;
                                name?: string | null;
                                postalCode?: string | null;
                            } | null;
                            voucher_code: string | null;
                            voucherValue: number;
                        };
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, or an expired or revoked one (token_required, unauthenticated). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Fields that fail their schema, each with its coded message. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        errors: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
        };
    };
    postBasketSetTable: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    basketId: string;
                    lang?: string;
                    qrcode?: boolean | 1 | 0 | ("0" | "1" | "true" | "false");
                    restaurantId?: number;
                    table?: number | string;
                    tableId?: number;
                    tableName?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            count: number;
                            deliveryTime: string | null;
                            deliveryType: ("delivery" | "pickup" | "here") | null;
                            duration: string | null;
                            extra_info: {
                                table_capacity?: {
                                    adults: number;
                                    children: number;
                                    date?: string;
                                } | null;
                            };
                            freeDeliveryMissing: number | null;
                            id: string;
                            minimumOrderMissing: number;
                            minimumOrderValue: number;
                            postalCode: string | null;
                            products: {
                                attributeItems: {
                                    id: number;
                                    image: string | null;
                                    name: string;
                                    pivot: {
                                        id: number;
                                        price: number;
                                    };
                                    price: number;
                                    quantity: number;
                                }[];
                                basketProductId: number;
                                depot: {
                                    name: string;
                                    price: number;
                                } | null;
                                extra_info: string | null;
                                id: number;
                                image: string | null;
                                is_package: 0 | 1;
                                items: {
                                    depot: {
                                        name: string;
                                        price: number;
                                    } | null;
                                    id: number;
                                    name: string;
                                    productId: number;
                                    productPackageId: number;
                                    quantity: number;
                                    RestaurantProductId: number;
                                    stock: number | null;
                                }[];
                                name: string;
                                price: number;
                                productId: number;
                                quantity: number;
                                RestaurantProductId: number;
                                stock: number | null;
                                totalPrice: number;
                            }[];
                            restaurant_id: number;
                            shipping_price: number;
                            table: {
                                capacity: number;
                                id: number;
                                name: string;
                                qrCode?: string | null;
                            } | null;
                            table_id: number | null;
                            tip: number;
                            totalPrice: number;
                            totalWithDiscount: number;
                            userInfo: {
                                address?: string | null;
                                birth_date?: string | null;
                                city?: string | null;
                                comment?: string | null;
                                company?: string | null;
                                country?: string | null;
                                email?: string | null;
                                house_number?: string | null;
                                mobile?: string | null;
                                name?: string | null;
                                postalCode?: string | null;
                            } | null;
                            voucher_code: string | null;
                            voucherValue: number;
                        };
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Malformed JSON, or a coded refusal of the request. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, or an expired or revoked one (token_required, unauthenticated). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Fields that fail their schema, each with its coded message. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        errors: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
        };
    };
    getBasketTotalPrice: {
        parameters: {
            query: {
                basketId: string;
                deliveryType?: "delivery" | "pickup" | "here";
                lang?: string;
                postalCode?: string;
                restaurantId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            minimumOrderMissing: number;
                            minimumOrderValue: number;
                            shippingPrice: number;
                            tip: number;
                            totalPrice: number;
                            totalWithDiscount: number;
                            voucherValue: number;
                        };
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, or an expired or revoked one (token_required, unauthenticated). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Fields that fail their schema, each with its coded message. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        errors: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
        };
    };
    postBasketUpdateBasketExtraInfo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    basketId: string;
                    extraInfo: {
                        table_capacity?: {
                            adults: number;
                            /** @default 0 */
                            children?: number;
                            date?: string;
                        } | null;
                    };
                    lang?: string;
                    restaurantId?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            count: number;
                            deliveryTime: string | null;
                            deliveryType: ("delivery" | "pickup" | "here") | null;
                            duration: string | null;
                            extra_info: {
                                table_capacity?: {
                                    adults: number;
                                    children: number;
                                    date?: string;
                                } | null;
                            };
                            freeDeliveryMissing: number | null;
                            id: string;
                            minimumOrderMissing: number;
                            minimumOrderValue: number;
                            postalCode: string | null;
                            products: {
                                attributeItems: {
                                    id: number;
                                    image: string | null;
                                    name: string;
                                    pivot: {
                                        id: number;
                                        price: number;
                                    };
                                    price: number;
                                    quantity: number;
                                }[];
                                basketProductId: number;
                                depot: {
                                    name: string;
                                    price: number;
                                } | null;
                                extra_info: string | null;
                                id: number;
                                image: string | null;
                                is_package: 0 | 1;
                                items: {
                                    depot: {
                                        name: string;
                                        price: number;
                                    } | null;
                                    id: number;
                                    name: string;
                                    productId: number;
                                    productPackageId: number;
                                    quantity: number;
                                    RestaurantProductId: number;
                                    stock: number | null;
                                }[];
                                name: string;
                                price: number;
                                productId: number;
                                quantity: number;
                                RestaurantProductId: number;
                                stock: number | null;
                                totalPrice: number;
                            }[];
                            restaurant_id: number;
                            shipping_price: number;
                            table: {
                                capacity: number;
                                id: number;
                                name: string;
                                qrCode?: string | null;
                            } | null;
                            table_id: number | null;
                            tip: number;
                            totalPrice: number;
                            totalWithDiscount: number;
                            userInfo: {
                                address?: string | null;
                                birth_date?: string | null;
                                city?: string | null;
                                comment?: string | null;
                                company?: string | null;
                                country?: string | null;
                                email?: string | null;
                                house_number?: string | null;
                                mobile?: string | null;
                                name?: string | null;
                                postalCode?: string | null;
                            } | null;
                            voucher_code: string | null;
                            voucherValue: number;
                        };
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Malformed JSON, or a coded refusal of the request. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, or an expired or revoked one (token_required, unauthenticated). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Fields that fail their schema, each with its coded message. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        errors: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
        };
    };
    postBasketUpdateExtraInfo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    basketId: string;
                    basketProductId: number;
                    extraInfo: {
                        comment?: string | null;
                        itemDetails?: {
                            count?: number;
                            date?: string;
                            fullName?: string;
                        }[];
                    } | null;
                    lang?: string;
                    restaurantId?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            count: number;
                            deliveryTime: string | null;
                            deliveryType: ("delivery" | "pickup" | "here") | null;
                            duration: string | null;
                            extra_info: {
                                table_capacity?: {
                                    adults: number;
                                    children: number;
                                    date?: string;
                                } | null;
                            };
                            freeDeliveryMissing: number | null;
                            id: string;
                            minimumOrderMissing: number;
                            minimumOrderValue: number;
                            postalCode: string | null;
                            products: {
                                attributeItems: {
                                    id: number;
                                    image: string | null;
                                    name: string;
                                    pivot: {
                                        id: number;
                                        price: number;
                                    };
                                    price: number;
                                    quantity: number;
                                }[];
                                basketProductId: number;
                                depot: {
                                    name: string;
                                    price: number;
                                } | null;
                                extra_info: string | null;
                                id: number;
                                image: string | null;
                                is_package: 0 | 1;
                                items: {
                                    depot: {
                                        name: string;
                                        price: number;
                                    } | null;
                                    id: number;
                                    name: string;
                                    productId: number;
                                    productPackageId: number;
                                    quantity: number;
                                    RestaurantProductId: number;
                                    stock: number | null;
                                }[];
                                name: string;
                                price: number;
                                productId: number;
                                quantity: number;
                                RestaurantProductId: number;
                                stock: number | null;
                                totalPrice: number;
                            }[];
                            restaurant_id: number;
                            shipping_price: number;
                            table: {
                                capacity: number;
                                id: number;
                                name: string;
                                qrCode?: string | null;
                            } | null;
                            table_id: number | null;
                            tip: number;
                            totalPrice: number;
                            totalWithDiscount: number;
                            userInfo: {
                                address?: string | null;
                                birth_date?: string | null;
                                city?: string | null;
                                comment?: string | null;
                                company?: string | null;
                                country?: string | null;
                                email?: string | null;
                                house_number?: string | null;
                                mobile?: string | null;
                                name?: string | null;
                                postalCode?: string | null;
                            } | null;
                            voucher_code: string | null;
                            voucherValue: number;
                        };
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Malformed JSON, or a coded refusal of the request. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, or an expired or revoked one (token_required, unauthenticated). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Fields that fail their schema, each with its coded message. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        errors: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
        };
    };
    getBlogs: {
        parameters: {
            query?: {
                lang?: string;
                page?: number;
                restaurantId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            current_page: number;
                            data: {
                                author: string | null;
                                id: number;
                                image: string | null;
                                published_at: string;
                                slug: string;
                                summary: string | null;
                                tags: {
                                    id: number;
                                    name: string;
                                }[];
                                title: string;
                            }[];
                            from: number | null;
                            last_page: number;
                            per_page: number;
                            to: number | null;
                            total: number;
                        };
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, or an expired or revoked one (token_required, unauthenticated). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Fields that fail their schema, each with its coded message. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        errors: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
        };
    };
    getBlogsByTag: {
        parameters: {
            query: {
                lang?: string;
                page?: number;
                restaurantId?: number;
                tagId: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            current_page: number;
                            data: {
                                author: string | null;
                                id: number;
                                image: string | null;
                                published_at: string;
                                slug: string;
                                summary: string | null;
                                tags: {
                                    id: number;
                                    name: string;
                                }[];
                                title: string;
                            }[];
                            from: number | null;
                            last_page: number;
                            per_page: number;
                            tag: {
                                id: number;
                                name: string;
                            };
                            to: number | null;
                            total: number;
                        };
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, or an expired or revoked one (token_required, unauthenticated). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Fields that fail their schema, each with its coded message. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        errors: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
        };
    };
    getBlogsShow: {
        parameters: {
            query: {
                blogId: number;
                lang?: string;
                restaurantId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            author: string | null;
                            body_html: string;
                            id: number;
                            image: string | null;
                            published_at: string;
                            slug: string;
                            summary: string | null;
                            tags: {
                                id: number;
                                name: string;
                            }[];
                            title: string;
                        };
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, or an expired or revoked one (token_required, unauthenticated). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Fields that fail their schema, each with its coded message. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        errors: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
        };
    };
    getBlogsShowSlug: {
        parameters: {
            query: {
                blogSlug: string;
                lang?: string;
                restaurantId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            author: string | null;
                            body_html: string;
                            id: number;
                            image: string | null;
                            published_at: string;
                            slug: string;
                            summary: string | null;
                            tags: {
                                id: number;
                                name: string;
                            }[];
                            title: string;
                        };
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, or an expired or revoked one (token_required, unauthenticated). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Fields that fail their schema, each with its coded message. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        errors: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
        };
    };
    postContact: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    form_token?: string;
                    g_recaptcha_response?: string;
                    lang?: string;
                    message: string;
                    name: string;
                    phone?: string;
                    restaurantId?: number;
                    website?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Malformed JSON, or a coded refusal of the request. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, or an expired or revoked one (token_required, unauthenticated). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Fields that fail their schema, each with its coded message. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        errors: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Too many calls from this address (too_many_requests); see Retry-After. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    getFormsStart: {
        parameters: {
            query?: {
                lang?: string;
                restaurantId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {string} */
                            method: "recaptcha";
                            siteKey: string;
                        } | {
                            formToken: string;
                            /** @enum {string} */
                            method: "time_trap";
                        };
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, or an expired or revoked one (token_required, unauthenticated). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Fields that fail their schema, each with its coded message. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        errors: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
        };
    };
    getManagersBreakPatterns: {
        parameters: {
            query?: {
                lang?: string;
                restaurantId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            endDate: string | null;
                            endTime: string | null;
                            id: number;
                            name: string;
                            productIds: number[];
                            startDate: string;
                            startTime: string;
                            stopped: boolean;
                            weekdays: number[];
                        }[];
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, or an expired or revoked one (token_required, unauthenticated). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description A guest's or customer's token (manager_only), or the kitchen's for a lever it does not pull (kitchen_not_allowed). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Fields that fail their schema, each with its coded message. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        errors: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
        };
    };
    postManagersBreakPatternsCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    endDate?: string | null;
                    endTime?: string | null;
                    lang?: string;
                    name: string;
                    productIds: number[];
                    restaurantId?: number;
                    startDate: string;
                    startTime: string;
                    weekdays: number[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            endDate: string | null;
                            endTime: string | null;
                            id: number;
                            name: string;
                            productIds: number[];
                            startDate: string;
                            startTime: string;
                            stopped: boolean;
                            weekdays: number[];
                        };
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Malformed JSON, or a coded refusal of the request. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, or an expired or revoked one (token_required, unauthenticated). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description A guest's or customer's token (manager_only), or the kitchen's for a lever it does not pull (kitchen_not_allowed). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Fields that fail their schema, each with its coded message. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        errors: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
        };
    };
    postManagersBreakPatternsDelete: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number;
                    lang?: string;
                    restaurantId?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Malformed JSON, or a coded refusal of the request. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, or an expired or revoked one (token_required, unauthenticated). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description A guest's or customer's token (manager_only), or the kitchen's for a lever it does not pull (kitchen_not_allowed). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Fields that fail their schema, each with its coded message. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        errors: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
        };
    };
    postManagersBreakPatternsStop: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number;
                    lang?: string;
                    restaurantId?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            endDate: string | null;
                            endTime: string | null;
                            id: number;
                            name: string;
                            productIds: number[];
                            startDate: string;
                            startTime: string;
                            stopped: boolean;
                            weekdays: number[];
                        };
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Malformed JSON, or a coded refusal of the request. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, or an expired or revoked one (token_required, unauthenticated). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description A guest's or customer's token (manager_only), or the kitchen's for a lever it does not pull (kitchen_not_allowed). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Fields that fail their schema, each with its coded message. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        errors: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
        };
    };
    postManagersBreakPatternsUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    endDate?: string | null;
                    endTime?: string | null;
                    id: number;
                    lang?: string;
                    name: string;
                    productIds: number[];
                    restaurantId?: number;
                    startDate: string;
                    startTime: string;
                    weekdays: number[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            endDate: string | null;
                            endTime: string | null;
                            id: number;
                            name: string;
                            productIds: number[];
                            startDate: string;
                            startTime: string;
                            stopped: boolean;
                            weekdays: number[];
                        };
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Malformed JSON, or a coded refusal of the request. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, or an expired or revoked one (token_required, unauthenticated). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description A guest's or customer's token (manager_only), or the kitchen's for a lever it does not pull (kitchen_not_allowed). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Fields that fail their schema, each with its coded message. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        errors: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
        };
    };
    getManagersCalls: {
        parameters: {
            query?: {
                lang?: string;
                restaurantId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            calledAt: string;
                            doneAt: string | null;
                            doneBy: string | null;
                            id: number;
                            tableName: string;
                        }[];
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, or an expired or revoked one (token_required, unauthenticated). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description A guest's or customer's token (manager_only), or the kitchen's for a lever it does not pull (kitchen_not_allowed). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Fields that fail their schema, each with its coded message. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        errors: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
        };
    };
    postManagersCallsDone: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number;
                    lang?: string;
                    restaurantId?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            calledAt: string;
                            doneAt: string | null;
                            doneBy: string | null;
                            id: number;
                            tableName: string;
                        };
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Malformed JSON, or a coded refusal of the request. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, or an expired or revoked one (token_required, unauthenticated). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description A guest's or customer's token (manager_only), or the kitchen's for a lever it does not pull (kitchen_not_allowed). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Fields that fail their schema, each with its coded message. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        errors: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
        };
    };
    postManagersLogin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    lang?: string;
                    password: string;
                    restaurantId?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            access_token: string;
                            expires_in: number;
                            /** @enum {string} */
                            token_type: "Bearer";
                        };
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Malformed JSON, or a coded refusal of the request. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, or an expired or revoked one (token_required, unauthenticated). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Fields that fail their schema, each with its coded message. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        errors: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
        };
    };
    getManagersLogout: {
        parameters: {
            query?: {
                lang?: string;
                restaurantId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, or an expired or revoked one (token_required, unauthenticated). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description A guest's or customer's token (manager_only), or the kitchen's for a lever it does not pull (kitchen_not_allowed). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Fields that fail their schema, each with its coded message. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        errors: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
        };
    };
    getManagersOrder: {
        parameters: {
            query?: {
                filter_type?: "create" | "delivery";
                from_date?: string;
                lang?: string;
                page?: number;
                per_page?: number;
                restaurantId?: number;
                to_date?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            current_page: number;
                            data: ({
                                awaiting_payment: boolean;
                                bill_requested: boolean;
                                busy_minutes?: number;
                                created_at: string;
                                currency: string;
                                deliveryTime: string | null;
                                /** @enum {string} */
                                deliveryType: "delivery" | "pickup" | "here";
                                expected_at?: string | null;
                                is_online_payment: boolean;
                                lead_minutes?: number | null;
                                orderId: string;
                                orderNumber: number;
                                payment_id?: string | null;
                                paymentLink: string | null;
                                paymentStatus: string | null;
                                /** @enum {string} */
                                paymentType: "mollie" | "saferPay" | "cash" | "payAtEnd" | "payFix" | "pwc";
                                products: {
                                    attributeItems: {
                                        id: number;
                                        name: string;
                                        price: number;
                                        quantity: number;
                                    }[];
                                    depot: {
                                        name: string;
                                        price: number;
                                    } | null;
                                    extra_info: string | null;
                                    id: number;
                                    is_package: 0 | 1;
                                    items: {
                                        depot: {
                                            name: string;
                                            price: number;
                                        } | null;
                                        name: string;
                                        productId: number;
                                        productPackageId: number;
                                        quantity: number;
                                    }[];
                                    name: string;
                                    price: number;
                                    productId: number | null;
                                    quantity: number;
                                    totalPrice: number;
                                }[];
                                refunded: boolean;
                                restaurant_id: number;
                                reviewed?: boolean;
                                shipping_price: number;
                                /** @enum {string} */
                                status: "received" | "processing" | "delivered" | "rejected";
                                status_reason?: string | null;
                                subtotal: number;
                                table: {
                                    capacity: number;
                                    id: number;
                                    name: string;
                                    qrCode?: string | null;
                                } | null;
                                table_bill?: {
                                    bill_paid: number;
                                    bill_total: number;
                                    order_paid: number;
                                    order_total: number;
                                    /** @enum {string} */
                                    status: "open" | "paid";
                                };
                                tip: number;
                                total_price: number;
                                updated_at: string;
                                user_details: string | null;
                                voucher_code: string | null;
                                voucherValue: number;
                            } | {
                                awaiting_payment: boolean;
                                bill_requested: boolean;
                                busy_minutes?: number;
                                created_at: string;
                                currency: string;
                                deliveryTime: string | null;
                                /** @enum {string} */
                                deliveryType: "delivery" | "pickup" | "here";
                                expected_at?: string | null;
                                is_online_payment: boolean;
                                lead_minutes?: number | null;
                                orderId: string;
                                orderNumber: number;
                                paymentStatus: string | null;
                                /** @enum {string} */
                                paymentType: "mollie" | "saferPay" | "cash" | "payAtEnd" | "payFix" | "pwc";
                                products: {
                                    attributeItems: {
                                        id: number;
                                        name: string;
                                        price: number;
                                        quantity: number;
                                    }[];
                                    depot: {
                                        name: string;
                                        price: number;
                                    } | null;
                                    extra_info: string | null;
                                    id: number;
                                    is_package: 0 | 1;
                                    items: {
                                        depot: {
                                            name: string;
                                            price: number;
                                        } | null;
                                        name: string;
                                        productId: number;
                                        productPackageId: number;
                                        quantity: number;
                                    }[];
                                    name: string;
                                    productId: number | null;
                                    quantity: number;
                                }[];
                                refunded: boolean;
                                restaurant_id: number;
                                reviewed?: boolean;
                                /** @enum {string} */
                                status: "received" | "processing" | "delivered" | "rejected";
                                status_reason?: string | null;
                                table: {
                                    capacity: number;
                                    id: number;
                                    name: string;
                                    qrCode?: string | null;
                                } | null;
                                updated_at: string;
                                user_details: string | null;
                            })[];
                            from: number | null;
                            last_page: number;
                            per_page: number;
                            to: number | null;
                            total: number;
                        };
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, or an expired or revoked one (token_required, unauthenticated). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description A guest's or customer's token (manager_only), or the kitchen's for a lever it does not pull (kitchen_not_allowed). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Fields that fail their schema, each with its coded message. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        errors: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
        };
    };
    postManagersOrderChangeStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    lang?: string;
                    orderId: string;
                    readyInMinutes?: number;
                    reason?: string;
                    restaurantId?: number;
                    /** @enum {string} */
                    status: "received" | "processing" | "delivered" | "rejected";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            awaiting_payment: boolean;
                            bill_requested: boolean;
                            busy_minutes?: number;
                            created_at: string;
                            currency: string;
                            deliveryTime: string | null;
                            /** @enum {string} */
                            deliveryType: "delivery" | "pickup" | "here";
                            expected_at?: string | null;
                            is_online_payment: boolean;
                            lead_minutes?: number | null;
                            orderId: string;
                            orderNumber: number;
                            payment_id?: string | null;
                            paymentLink: string | null;
                            paymentStatus: string | null;
                            /** @enum {string} */
                            paymentType: "mollie" | "saferPay" | "cash" | "payAtEnd" | "payFix" | "pwc";
                            products: {
                                attributeItems: {
                                    id: number;
                                    name: string;
                                    price: number;
                                    quantity: number;
                                }[];
                                depot: {
                                    name: string;
                                    price: number;
                                } | null;
                                extra_info: string | null;
                                id: number;
                                is_package: 0 | 1;
                                items: {
                                    depot: {
                                        name: string;
                                        price: number;
                                    } | null;
                                    name: string;
                                    productId: number;
                                    productPackageId: number;
                                    quantity: number;
                                }[];
                                name: string;
                                price: number;
                                productId: number | null;
                                quantity: number;
                                totalPrice: number;
                            }[];
                            refunded: boolean;
                            restaurant_id: number;
                            reviewed?: boolean;
                            shipping_price: number;
                            /** @enum {string} */
                            status: "received" | "processing" | "delivered" | "rejected";
                            status_reason?: string | null;
                            subtotal: number;
                            table: {
                                capacity: number;
                                id: number;
                                name: string;
                                qrCode?: string | null;
                            } | null;
                            table_bill?: {
                                bill_paid: number;
                                bill_total: number;
                                order_paid: number;
                                order_total: number;
                                /** @enum {string} */
                                status: "open" | "paid";
                            };
                            tip: number;
                            total_price: number;
                            updated_at: string;
                            user_details: string | null;
                            voucher_code: string | null;
                            voucherValue: number;
                        } | {
                            awaiting_payment: boolean;
                            bill_requested: boolean;
                            busy_minutes?: number;
                            created_at: string;
                            currency: string;
                            deliveryTime: string | null;
                            /** @enum {string} */
                            deliveryType: "delivery" | "pickup" | "here";
                            expected_at?: string | null;
                            is_online_payment: boolean;
                            lead_minutes?: number | null;
                            orderId: string;
                            orderNumber: number;
                            paymentStatus: string | null;
                            /** @enum {string} */
                            paymentType: "mollie" | "saferPay" | "cash" | "payAtEnd" | "payFix" | "pwc";
                            products: {
                                attributeItems: {
                                    id: number;
                                    name: string;
                                    price: number;
                                    quantity: number;
                                }[];
                                depot: {
                                    name: string;
                                    price: number;
                                } | null;
                                extra_info: string | null;
                                id: number;
                                is_package: 0 | 1;
                                items: {
                                    depot: {
                                        name: string;
                                        price: number;
                                    } | null;
                                    name: string;
                                    productId: number;
                                    productPackageId: number;
                                    quantity: number;
                                }[];
                                name: string;
                                productId: number | null;
                                quantity: number;
                            }[];
                            refunded: boolean;
                            restaurant_id: number;
                            reviewed?: boolean;
                            /** @enum {string} */
                            status: "received" | "processing" | "delivered" | "rejected";
                            status_reason?: string | null;
                            table: {
                                capacity: number;
                                id: number;
                                name: string;
                                qrCode?: string | null;
                            } | null;
                            updated_at: string;
                            user_details: string | null;
                        };
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Malformed JSON, or a coded refusal of the request. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, or an expired or revoked one (token_required, unauthenticated). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description A guest's or customer's token (manager_only), or the kitchen's for a lever it does not pull (kitchen_not_allowed). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Fields that fail their schema, each with its coded message. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        errors: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
        };
    };
    postManagersOrderReprint: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    lang?: string;
                    orderId: string;
                    restaurantId?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            queued: number;
                        };
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Malformed JSON, or a coded refusal of the request. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, or an expired or revoked one (token_required, unauthenticated). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description A guest's or customer's token (manager_only), or the kitchen's for a lever it does not pull (kitchen_not_allowed). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Fields that fail their schema, each with its coded message. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        errors: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
        };
    };
    getManagersOrderShow: {
        parameters: {
            query: {
                lang?: string;
                orderId: string;
                restaurantId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            awaiting_payment: boolean;
                            bill_requested: boolean;
                            busy_minutes?: number;
                            created_at: string;
                            currency: string;
                            deliveryTime: string | null;
                            /** @enum {string} */
                            deliveryType: "delivery" | "pickup" | "here";
                            expected_at?: string | null;
                            is_online_payment: boolean;
                            lead_minutes?: number | null;
                            orderId: string;
                            orderNumber: number;
                            payment_id?: string | null;
                            paymentLink: string | null;
                            paymentStatus: string | null;
                            /** @enum {string} */
                            paymentType: "mollie" | "saferPay" | "cash" | "payAtEnd" | "payFix" | "pwc";
                            products: {
                                attributeItems: {
                                    id: number;
                                    name: string;
                                    price: number;
                                    quantity: number;
                                }[];
                                depot: {
                                    name: string;
                                    price: number;
                                } | null;
                                extra_info: string | null;
                                id: number;
                                is_package: 0 | 1;
                                items: {
                                    depot: {
                                        name: string;
                                        price: number;
                                    } | null;
                                    name: string;
                                    productId: number;
                                    productPackageId: number;
                                    quantity: number;
                                }[];
                                name: string;
                                price: number;
                                productId: number | null;
                                quantity: number;
                                totalPrice: number;
                            }[];
                            refunded: boolean;
                            restaurant_id: number;
                            reviewed?: boolean;
                            shipping_price: number;
                            /** @enum {string} */
                            status: "received" | "processing" | "delivered" | "rejected";
                            status_reason?: string | null;
                            subtotal: number;
                            table: {
                                capacity: number;
                                id: number;
                                name: string;
                                qrCode?: string | null;
                            } | null;
                            table_bill?: {
                                bill_paid: number;
                                bill_total: number;
                                order_paid: number;
                                order_total: number;
                                /** @enum {string} */
                                status: "open" | "paid";
                            };
                            tip: number;
                            total_price: number;
                            updated_at: string;
                            user_details: string | null;
                            voucher_code: string | null;
                            voucherValue: number;
                        } | {
                            awaiting_payment: boolean;
                            bill_requested: boolean;
                            busy_minutes?: number;
                            created_at: string;
                            currency: string;
                            deliveryTime: string | null;
                            /** @enum {string} */
                            deliveryType: "delivery" | "pickup" | "here";
                            expected_at?: string | null;
                            is_online_payment: boolean;
                            lead_minutes?: number | null;
                            orderId: string;
                            orderNumber: number;
                            paymentStatus: string | null;
                            /** @enum {string} */
                            paymentType: "mollie" | "saferPay" | "cash" | "payAtEnd" | "payFix" | "pwc";
                            products: {
                                attributeItems: {
                                    id: number;
                                    name: string;
                                    price: number;
                                    quantity: number;
                                }[];
                                depot: {
                                    name: string;
                                    price: number;
                                } | null;
                                extra_info: string | null;
                                id: number;
                                is_package: 0 | 1;
                                items: {
                                    depot: {
                                        name: string;
                                        price: number;
                                    } | null;
                                    name: string;
                                    productId: number;
                                    productPackageId: number;
                                    quantity: number;
                                }[];
                                name: string;
                                productId: number | null;
                                quantity: number;
                            }[];
                            refunded: boolean;
                            restaurant_id: number;
                            reviewed?: boolean;
                            /** @enum {string} */
                            status: "received" | "processing" | "delivered" | "rejected";
                            status_reason?: string | null;
                            table: {
                                capacity: number;
                                id: number;
                                name: string;
                                qrCode?: string | null;
                            } | null;
                            updated_at: string;
                            user_details: string | null;
                        };
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, or an expired or revoked one (token_required, unauthenticated). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description A guest's or customer's token (manager_only), or the kitchen's for a lever it does not pull (kitchen_not_allowed). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Fields that fail their schema, each with its coded message. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        errors: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
        };
    };
    getManagersOrderStream: {
        parameters: {
            query?: {
                lang?: string;
                restaurantId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Server-Sent Events, as the description says. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": string;
                };
            };
            /** @description No token, or an expired or revoked one (token_required, unauthenticated). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description A guest's or customer's token (manager_only), or the kitchen's for a lever it does not pull (kitchen_not_allowed). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Fields that fail their schema, each with its coded message. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        errors: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
        };
    };
    postManagersOrderingBusy: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    extraMinutes: 0 | 15 | 30 | 45 | 60;
                    lang?: string;
                    /** @default 120 */
                    minutes?: number;
                    restaurantId?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            busyExtraMinutes: number;
                            busyUntil: string | null;
                            pausedUntil: string | null;
                            pauseMessage: string | null;
                        };
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Malformed JSON, or a coded refusal of the request. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, or an expired or revoked one (token_required, unauthenticated). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description A guest's or customer's token (manager_only), or the kitchen's for a lever it does not pull (kitchen_not_allowed). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Fields that fail their schema, each with its coded message. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        errors: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
        };
    };
    postManagersOrderingPause: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    lang?: string;
                    message?: string;
                    minutes: number;
                    restaurantId?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            busyExtraMinutes: number;
                            busyUntil: string | null;
                            pausedUntil: string | null;
                            pauseMessage: string | null;
                        };
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Malformed JSON, or a coded refusal of the request. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, or an expired or revoked one (token_required, unauthenticated). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description A guest's or customer's token (manager_only), or the kitchen's for a lever it does not pull (kitchen_not_allowed). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Fields that fail their schema, each with its coded message. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        errors: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
        };
    };
    postManagersOrderingResume: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    lang?: string;
                    restaurantId?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            busyExtraMinutes: number;
                            busyUntil: string | null;
                            pausedUntil: string | null;
                            pauseMessage: string | null;
                        };
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Malformed JSON, or a coded refusal of the request. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, or an expired or revoked one (token_required, unauthenticated). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description A guest's or customer's token (manager_only), or the kitchen's for a lever it does not pull (kitchen_not_allowed). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Fields that fail their schema, each with its coded message. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        errors: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
        };
    };
    getManagersPrintersStatus: {
        parameters: {
            query?: {
                lang?: string;
                restaurantId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            error: string;
                            id: number;
                            name: string;
                            since: string;
                            waiting: number;
                        }[];
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, or an expired or revoked one (token_required, unauthenticated). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description A guest's or customer's token (manager_only), or the kitchen's for a lever it does not pull (kitchen_not_allowed). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Fields that fail their schema, each with its coded message. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        errors: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
        };
    };
    getManagersProducts: {
        parameters: {
            query?: {
                lang?: string;
                restaurantId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            category: string;
                            id: number;
                            name: string;
                            stock: number | null;
                        }[];
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, or an expired or revoked one (token_required, unauthenticated). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description A guest's or customer's token (manager_only), or the kitchen's for a lever it does not pull (kitchen_not_allowed). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Fields that fail their schema, each with its coded message. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        errors: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
        };
    };
    postManagersProductsStock: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    lang?: string;
                    productId: number;
                    restaurantId?: number;
                    stock: number | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            category: string;
                            id: number;
                            name: string;
                            stock: number | null;
                        };
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Malformed JSON, or a coded refusal of the request. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, or an expired or revoked one (token_required, unauthenticated). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description A guest's or customer's token (manager_only), or the kitchen's for a lever it does not pull (kitchen_not_allowed). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Fields that fail their schema, each with its coded message. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        errors: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
        };
    };
    getManagersReservations: {
        parameters: {
            query?: {
                date?: string;
                lang?: string;
                restaurantId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            date: string;
                            reservations: {
                                adults: number;
                                children: number;
                                date: string;
                                email: string;
                                endTime: string;
                                id: string;
                                name: string;
                                phone: string;
                                /** @enum {string} */
                                status: "booked" | "seated" | "cancelled";
                                tableName: string;
                                time: string;
                            }[];
                        };
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, or an expired or revoked one (token_required, unauthenticated). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description A guest's or customer's token (manager_only), or the kitchen's for a lever it does not pull (kitchen_not_allowed). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Fields that fail their schema, each with its coded message. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        errors: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
        };
    };
    postManagersReservationsCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    adults: number;
                    /** @default 0 */
                    children?: number;
                    date: string;
                    email?: string;
                    lang?: string;
                    name: string;
                    phone: string;
                    restaurantId?: number;
                    tableId: number;
                    time: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            adults: number;
                            children: number;
                            date: string;
                            email: string;
                            endTime: string;
                            id: string;
                            name: string;
                            phone: string;
                            /** @enum {string} */
                            status: "booked" | "seated" | "cancelled";
                            tableName: string;
                            time: string;
                        };
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Malformed JSON, or a coded refusal of the request. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, or an expired or revoked one (token_required, unauthenticated). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description A guest's or customer's token (manager_only), or the kitchen's for a lever it does not pull (kitchen_not_allowed). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Fields that fail their schema, each with its coded message. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        errors: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
        };
    };
    postManagersReservationsStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    lang?: string;
                    reservationId: string;
                    restaurantId?: number;
                    /** @enum {string} */
                    status: "seated" | "cancelled";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            adults: number;
                            children: number;
                            date: string;
                            email: string;
                            endTime: string;
                            id: string;
                            name: string;
                            phone: string;
                            /** @enum {string} */
                            status: "booked" | "seated" | "cancelled";
                            tableName: string;
                            time: string;
                        };
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Malformed JSON, or a coded refusal of the request. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, or an expired or revoked one (token_required, unauthenticated). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description A guest's or customer's token (manager_only), or the kitchen's for a lever it does not pull (kitchen_not_allowed). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Fields that fail their schema, each with its coded message. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        errors: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
        };
    };
    getManagersRestaurant: {
        parameters: {
            query?: {
                lang?: string;
                restaurantId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            currency: string;
                            id: number;
                            lang: string;
                            manager: {
                                email: string;
                                /** @enum {string} */
                                role: "owner" | "manager" | "kitchen";
                            };
                            name: string;
                            ordering: {
                                busyExtraMinutes: number;
                                busyUntil: string | null;
                                pausedUntil: string | null;
                                pauseMessage: string | null;
                            };
                            restaurants: {
                                id: number;
                                name: string;
                                slug: string;
                            }[];
                            slug: string;
                            timeZone: string;
                        };
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, or an expired or revoked one (token_required, unauthenticated). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description A guest's or customer's token (manager_only), or the kitchen's for a lever it does not pull (kitchen_not_allowed). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Fields that fail their schema, each with its coded message. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        errors: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
        };
    };
    getManagersReviews: {
        parameters: {
            query?: {
                lang?: string;
                page?: number;
                restaurantId?: number;
                status?: "pending" | "published" | "hidden";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            current_page: number;
                            data: {
                                body: string;
                                created_at: string;
                                id: number;
                                name: string | null;
                                orderId: string | null;
                                publicName: string | null;
                                rating: number;
                                /** @enum {string} */
                                status: "pending" | "published" | "hidden";
                            }[];
                            from: number | null;
                            last_page: number;
                            per_page: number;
                            to: number | null;
                            total: number;
                        };
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, or an expired or revoked one (token_required, unauthenticated). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description A guest's or customer's token (manager_only), or the kitchen's for a lever it does not pull (kitchen_not_allowed). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Fields that fail their schema, each with its coded message. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        errors: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
        };
    };
    postManagersReviewsChangeStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    lang?: string;
                    restaurantId?: number;
                    reviewId: number;
                    /** @enum {string} */
                    status: "published" | "hidden";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            /** @enum {string} */
                            status: "pending" | "published" | "hidden";
                        };
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Malformed JSON, or a coded refusal of the request. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, or an expired or revoked one (token_required, unauthenticated). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description A guest's or customer's token (manager_only), or the kitchen's for a lever it does not pull (kitchen_not_allowed). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Fields that fail their schema, each with its coded message. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        errors: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
        };
    };
    postManagersSetPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    lang?: string;
                    password: string;
                    restaurantId?: number;
                    token: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            access_token: string;
                            expires_in: number;
                            /** @enum {string} */
                            token_type: "Bearer";
                        };
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Malformed JSON, or a coded refusal of the request. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, or an expired or revoked one (token_required, unauthenticated). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Fields that fail their schema, each with its coded message. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        errors: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
        };
    };
    getManagersSummary: {
        parameters: {
            query?: {
                from_date?: string;
                lang?: string;
                restaurantId?: number;
                to_date?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            byPaymentType: {
                                orders: number;
                                paymentType: string;
                                total: number;
                            }[];
                            currency: string;
                            orders: number;
                            total: number;
                        };
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, or an expired or revoked one (token_required, unauthenticated). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description A guest's or customer's token (manager_only), or the kitchen's for a lever it does not pull (kitchen_not_allowed). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Fields that fail their schema, each with its coded message. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        errors: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
        };
    };
    getManagersTableBills: {
        parameters: {
            query?: {
                lang?: string;
                restaurantId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            bills: {
                                left: number;
                                openedAt: string;
                                paid: number;
                                /** @enum {string} */
                                status: "open" | "paid";
                                tableName: string;
                                tablePaymentId: string;
                                total: number;
                            }[];
                            pin: string;
                        };
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, or an expired or revoked one (token_required, unauthenticated). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description A guest's or customer's token (manager_only), or the kitchen's for a lever it does not pull (kitchen_not_allowed). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Fields that fail their schema, each with its coded message. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        errors: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
        };
    };
    getManagersTables: {
        parameters: {
            query?: {
                lang?: string;
                restaurantId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            area: string | null;
                            capacity: number;
                            id: number;
                            name: string;
                            reservable: boolean;
                            svg: string;
                            url: string;
                        }[];
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, or an expired or revoked one (token_required, unauthenticated). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description A guest's or customer's token (manager_only), or the kitchen's for a lever it does not pull (kitchen_not_allowed). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Fields that fail their schema, each with its coded message. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        errors: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
        };
    };
    postNewsletterCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer the description names. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            /** @description No token, or an expired or revoked one (token_required, unauthenticated). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Too many calls from this address (too_many_requests); see Retry-After. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    postOauthToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    client_id: string;
                    client_secret: string;
                    grant_type: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        access_token: string;
                        expires_in: number;
                        /** @enum {string} */
                        token_type: "Bearer";
                    };
                };
            };
            /** @description Malformed JSON, or a coded refusal of the request. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Fields that fail their schema, each with its coded message. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        errors: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
        };
    };
    getOrder: {
        parameters: {
            query: {
                lang?: string;
                orderId: string;
                restaurantId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            bill_requested: boolean;
                            busy_minutes?: number;
                            created_at: string;
                            currency: string;
                            deliveryTime: string | null;
                            /** @enum {string} */
                            deliveryType: "delivery" | "pickup" | "here";
                            expected_at?: string | null;
                            is_online_payment: boolean;
                            lead_minutes?: number | null;
                            orderId: string;
                            orderNumber: number;
                            payment_id?: string | null;
                            paymentLink: string | null;
                            paymentStatus: string | null;
                            /** @enum {string} */
                            paymentType: "mollie" | "saferPay" | "cash" | "payAtEnd" | "payFix" | "pwc";
                            products: {
                                attributeItems: {
                                    id: number;
                                    name: string;
                                    price: number;
                                    quantity: number;
                                }[];
                                depot: {
                                    name: string;
                                    price: number;
                                } | null;
                                extra_info: string | null;
                                id: number;
                                is_package: 0 | 1;
                                items: {
                                    depot: {
                                        name: string;
                                        price: number;
                                    } | null;
                                    name: string;
                                    productId: number;
                                    productPackageId: number;
                                    quantity: number;
                                }[];
                                name: string;
                                price: number;
                                productId: number | null;
                                quantity: number;
                                totalPrice: number;
                            }[];
                            restaurant_id: number;
                            reviewed?: boolean;
                            shipping_price: number;
                            /** @enum {string} */
                            status: "received" | "processing" | "delivered" | "rejected";
                            status_reason?: string | null;
                            subtotal: number;
                            table: {
                                capacity: number;
                                id: number;
                                name: string;
                                qrCode?: string | null;
                            } | null;
                            tip: number;
                            total_price: number;
                            user_details: string | null;
                            voucher_code: string | null;
                            voucherValue: number;
                        };
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, or an expired or revoked one (token_required, unauthenticated). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Fields that fail their schema, each with its coded message. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        errors: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
        };
    };
    getOrderBillRequest: {
        parameters: {
            query: {
                lang?: string;
                order_id: string;
                restaurantId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            bill_requested: boolean;
                            busy_minutes?: number;
                            created_at: string;
                            currency: string;
                            deliveryTime: string | null;
                            /** @enum {string} */
                            deliveryType: "delivery" | "pickup" | "here";
                            expected_at?: string | null;
                            is_online_payment: boolean;
                            lead_minutes?: number | null;
                            orderId: string;
                            orderNumber: number;
                            payment_id?: string | null;
                            paymentLink: string | null;
                            paymentStatus: string | null;
                            /** @enum {string} */
                            paymentType: "mollie" | "saferPay" | "cash" | "payAtEnd" | "payFix" | "pwc";
                            products: {
                                attributeItems: {
                                    id: number;
                                    name: string;
                                    price: number;
                                    quantity: number;
                                }[];
                                depot: {
                                    name: string;
                                    price: number;
                                } | null;
                                extra_info: string | null;
                                id: number;
                                is_package: 0 | 1;
                                items: {
                                    depot: {
                                        name: string;
                                        price: number;
                                    } | null;
                                    name: string;
                                    productId: number;
                                    productPackageId: number;
                                    quantity: number;
                                }[];
                                name: string;
                                price: number;
                                productId: number | null;
                                quantity: number;
                                totalPrice: number;
                            }[];
                            restaurant_id: number;
                            reviewed?: boolean;
                            shipping_price: number;
                            /** @enum {string} */
                            status: "received" | "processing" | "delivered" | "rejected";
                            status_reason?: string | null;
                            subtotal: number;
                            table: {
                                capacity: number;
                                id: number;
                                name: string;
                                qrCode?: string | null;
                            } | null;
                            tip: number;
                            total_price: number;
                            user_details: string | null;
                            voucher_code: string | null;
                            voucherValue: number;
                        };
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, or an expired or revoked one (token_required, unauthenticated). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Fields that fail their schema, each with its coded message. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        errors: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
        };
    };
    getOrderCheckAddress: {
        parameters: {
            query: {
                basketId: string;
                date?: string;
                deliveryType?: "delivery" | "pickup" | "here";
                lang?: string;
                postalCode: string;
                restaurantId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            deliveryType: ("delivery" | "pickup" | "here") | null;
                            minimumOrderMissing: number;
                            minimumOrderValue: number;
                            postalCode: string;
                            shippingPrice: number;
                        };
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, or an expired or revoked one (token_required, unauthenticated). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Fields that fail their schema, each with its coded message. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        errors: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
        };
    };
    postOrderCreateBasket: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    delivery_time?: string | null;
                    /** @enum {string} */
                    deliveryType?: "delivery" | "pickup" | "here";
                    lang?: string;
                    restaurantId?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            count: number;
                            deliveryTime: string | null;
                            deliveryType: ("delivery" | "pickup" | "here") | null;
                            duration: string | null;
                            extra_info: {
                                table_capacity?: {
                                    adults: number;
                                    children: number;
                                    date?: string;
                                } | null;
                            };
                            freeDeliveryMissing: number | null;
                            id: string;
                            minimumOrderMissing: number;
                            minimumOrderValue: number;
                            postalCode: string | null;
                            products: {
                                attributeItems: {
                                    id: number;
                                    image: string | null;
                                    name: string;
                                    pivot: {
                                        id: number;
                                        price: number;
                                    };
                                    price: number;
                                    quantity: number;
                                }[];
                                basketProductId: number;
                                depot: {
                                    name: string;
                                    price: number;
                                } | null;
                                extra_info: string | null;
                                id: number;
                                image: string | null;
                                is_package: 0 | 1;
                                items: {
                                    depot: {
                                        name: string;
                                        price: number;
                                    } | null;
                                    id: number;
                                    name: string;
                                    productId: number;
                                    productPackageId: number;
                                    quantity: number;
                                    RestaurantProductId: number;
                                    stock: number | null;
                                }[];
                                name: string;
                                price: number;
                                productId: number;
                                quantity: number;
                                RestaurantProductId: number;
                                stock: number | null;
                                totalPrice: number;
                            }[];
                            restaurant_id: number;
                            shipping_price: number;
                            table: {
                                capacity: number;
                                id: number;
                                name: string;
                                qrCode?: string | null;
                            } | null;
                            table_id: number | null;
                            tip: number;
                            totalPrice: number;
                            totalWithDiscount: number;
                            userInfo: {
                                address?: string | null;
                                birth_date?: string | null;
                                city?: string | null;
                                comment?: string | null;
                                company?: string | null;
                                country?: string | null;
                                email?: string | null;
                                house_number?: string | null;
                                mobile?: string | null;
                                name?: string | null;
                                postalCode?: string | null;
                            } | null;
                            voucher_code: string | null;
                            voucherValue: number;
                        };
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Malformed JSON, or a coded refusal of the request. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, or an expired or revoked one (token_required, unauthenticated). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Fields that fail their schema, each with its coded message. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        errors: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Too many calls from this address (too_many_requests); see Retry-After. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    postOrderCreateOrder: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    basketId: string;
                    externalBasketItems?: unknown[] | null;
                    lang?: string;
                    /** @enum {string} */
                    paymentType: "mollie" | "saferPay" | "cash" | "payAtEnd" | "payFix" | "pwc";
                    pin?: string | null;
                    qrCode?: string | null;
                    restaurantId?: number;
                    tablePaymentId?: string | number | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            bill_requested: boolean;
                            busy_minutes?: number;
                            created_at: string;
                            currency: string;
                            deliveryTime: string | null;
                            /** @enum {string} */
                            deliveryType: "delivery" | "pickup" | "here";
                            expected_at?: string | null;
                            is_online_payment: boolean;
                            lead_minutes?: number | null;
                            orderId: string;
                            orderNumber: number;
                            payment_id?: string | null;
                            paymentLink: string;
                            paymentStatus: string | null;
                            /** @enum {string} */
                            paymentType: "mollie" | "saferPay" | "cash" | "payAtEnd" | "payFix" | "pwc";
                            products: {
                                attributeItems: {
                                    id: number;
                                    name: string;
                                    price: number;
                                    quantity: number;
                                }[];
                                depot: {
                                    name: string;
                                    price: number;
                                } | null;
                                extra_info: string | null;
                                id: number;
                                is_package: 0 | 1;
                                items: {
                                    depot: {
                                        name: string;
                                        price: number;
                                    } | null;
                                    name: string;
                                    productId: number;
                                    productPackageId: number;
                                    quantity: number;
                                }[];
                                name: string;
                                price: number;
                                productId: number | null;
                                quantity: number;
                                totalPrice: number;
                            }[];
                            restaurant_id: number;
                            reviewed?: boolean;
                            shipping_price: number;
                            /** @enum {string} */
                            status: "received" | "processing" | "delivered" | "rejected";
                            status_reason?: string | null;
                            subtotal: number;
                            table: {
                                capacity: number;
                                id: number;
                                name: string;
                                qrCode?: string | null;
                            } | null;
                            tip: number;
                            total_price: number;
                            user_details: string | null;
                            voucher_code: string | null;
                            voucherValue: number;
                        };
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            bill_requested: boolean;
                            busy_minutes?: number;
                            created_at: string;
                            currency: string;
                            deliveryTime: string | null;
                            /** @enum {string} */
                            deliveryType: "delivery" | "pickup" | "here";
                            expected_at?: string | null;
                            is_online_payment: boolean;
                            lead_minutes?: number | null;
                            orderId: string;
                            orderNumber: number;
                            payment_id?: string | null;
                            paymentLink: string;
                            paymentStatus: string | null;
                            /** @enum {string} */
                            paymentType: "mollie" | "saferPay" | "cash" | "payAtEnd" | "payFix" | "pwc";
                            products: {
                                attributeItems: {
                                    id: number;
                                    name: string;
                                    price: number;
                                    quantity: number;
                                }[];
                                depot: {
                                    name: string;
                                    price: number;
                                } | null;
                                extra_info: string | null;
                                id: number;
                                is_package: 0 | 1;
                                items: {
                                    depot: {
                                        name: string;
                                        price: number;
                                    } | null;
                                    name: string;
                                    productId: number;
                                    productPackageId: number;
                                    quantity: number;
                                }[];
                                name: string;
                                price: number;
                                productId: number | null;
                                quantity: number;
                                totalPrice: number;
                            }[];
                            restaurant_id: number;
                            reviewed?: boolean;
                            shipping_price: number;
                            /** @enum {string} */
                            status: "received" | "processing" | "delivered" | "rejected";
                            status_reason?: string | null;
                            subtotal: number;
                            table: {
                                capacity: number;
                                id: number;
                                name: string;
                                qrCode?: string | null;
                            } | null;
                            tip: number;
                            total_price: number;
                            user_details: string | null;
                            voucher_code: string | null;
                            voucherValue: number;
                        };
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Malformed JSON, or a coded refusal of the request. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, or an expired or revoked one (token_required, unauthenticated). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Fields that fail their schema, each with its coded message. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        errors: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
        };
    };
    getOrderHistory: {
        parameters: {
            query?: {
                lang?: string;
                page?: number;
                per_page?: number;
                restaurantId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            current_page: number;
                            data: {
                                bill_requested: boolean;
                                busy_minutes?: number;
                                created_at: string;
                                currency: string;
                                deliveryTime: string | null;
                                /** @enum {string} */
                                deliveryType: "delivery" | "pickup" | "here";
                                expected_at?: string | null;
                                is_online_payment: boolean;
                                lead_minutes?: number | null;
                                orderId: string;
                                orderNumber: number;
                                payment_id?: string | null;
                                paymentLink: string | null;
                                paymentStatus: string | null;
                                /** @enum {string} */
                                paymentType: "mollie" | "saferPay" | "cash" | "payAtEnd" | "payFix" | "pwc";
                                products: {
                                    attributeItems: {
                                        id: number;
                                        name: string;
                                        price: number;
                                        quantity: number;
                                    }[];
                                    depot: {
                                        name: string;
                                        price: number;
                                    } | null;
                                    extra_info: string | null;
                                    id: number;
                                    is_package: 0 | 1;
                                    items: {
                                        depot: {
                                            name: string;
                                            price: number;
                                        } | null;
                                        name: string;
                                        productId: number;
                                        productPackageId: number;
                                        quantity: number;
                                    }[];
                                    name: string;
                                    price: number;
                                    productId: number | null;
                                    quantity: number;
                                    totalPrice: number;
                                }[];
                                restaurant_id: number;
                                reviewed?: boolean;
                                shipping_price: number;
                                /** @enum {string} */
                                status: "received" | "processing" | "delivered" | "rejected";
                                status_reason?: string | null;
                                subtotal: number;
                                table: {
                                    capacity: number;
                                    id: number;
                                    name: string;
                                    qrCode?: string | null;
                                } | null;
                                tip: number;
                                total_price: number;
                                user_details: string | null;
                                voucher_code: string | null;
                                voucherValue: number;
                            }[];
                            from: number | null;
                            last_page: number;
                            per_page: number;
                            to: number | null;
                            total: number;
                        };
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, or an expired or revoked one (token_required, unauthenticated). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Fields that fail their schema, each with its coded message. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        errors: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
        };
    };
    postOrderIsValid: {
        parameters: {
            query?: {
                basketId?: string;
                lang?: string;
                restaurantId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            totalWithDiscount: number;
                            /** @enum {boolean} */
                            valid: true;
                        };
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, or an expired or revoked one (token_required, unauthenticated). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Fields that fail their schema, each with its coded message. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        errors: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
        };
    };
    postOrderPush: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    lang?: string;
                    orderId: string;
                    restaurantId?: number;
                    subscription: {
                        /** Format: uri */
                        endpoint: string;
                        keys: {
                            auth: string;
                            p256dh: string;
                        };
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {boolean} */
                            subscribed: true;
                        };
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Malformed JSON, or a coded refusal of the request. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, or an expired or revoked one (token_required, unauthenticated). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Fields that fail their schema, each with its coded message. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        errors: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
        };
    };
    deleteOrderPush: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    endpoint: string;
                    lang?: string;
                    orderId: string;
                    restaurantId?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {boolean} */
                            subscribed: false;
                        };
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Malformed JSON, or a coded refusal of the request. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, or an expired or revoked one (token_required, unauthenticated). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Fields that fail their schema, each with its coded message. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        errors: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
        };
    };
    getOrderPushKey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            publicKey: string | null;
                        };
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, or an expired or revoked one (token_required, unauthenticated). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    getOrderStatusStream: {
        parameters: {
            query: {
                lang?: string;
                orderId: string;
                restaurantId: number;
                ticket?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Server-Sent Events, as the description says. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": string;
                };
            };
            /** @description Fields that fail their schema, each with its coded message. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        errors: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
        };
    };
    postOrderStatusStreamTicket: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    lang?: string;
                    orderId: string;
                    restaurantId?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            expiresIn: number;
                            ticket: string;
                        };
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Malformed JSON, or a coded refusal of the request. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, or an expired or revoked one (token_required, unauthenticated). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Fields that fail their schema, each with its coded message. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        errors: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
        };
    };
    getOwnerAudit: {
        parameters: {
            query?: {
                before?: number;
                lang?: string;
                limit?: number;
                restaurantId?: number;
                section?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            action: string;
                            after: unknown;
                            at: string;
                            before: unknown;
                            by: string;
                            id: number;
                            section: string;
                            subject: string | null;
                        }[];
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, or an expired or revoked one (token_required, unauthenticated). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description A staff token of another role (owner_only), or a guest's (manager_only). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Fields that fail their schema, each with its coded message. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        errors: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
        };
    };
    getOwnerBlog: {
        parameters: {
            query?: {
                lang?: string;
                restaurantId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            revision: number;
                            value: {
                                hasBlog: boolean;
                                posts: {
                                    author: string;
                                    body: string;
                                    id: number;
                                    image: string | null;
                                    imageUrl: string | null;
                                    published: boolean;
                                    publishedAt: string;
                                    slug: string;
                                    summary: string;
                                    tags: string[];
                                    title: string;
                                }[];
                                tags: string[];
                            };
                        };
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, or an expired or revoked one (token_required, unauthenticated). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description A staff token of another role (owner_only), or a guest's (manager_only). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Fields that fail their schema, each with its coded message. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        errors: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
        };
    };
    postOwnerBlogPosts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    author: string;
                    body: string;
                    image: string | null;
                    lang?: string;
                    published: boolean;
                    publishedAt: string;
                    restaurantId?: number;
                    revision: number;
                    slug: string;
                    summary: string;
                    tags: string[];
                    title: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            revision: number;
                            value: {
                                author: string;
                                body: string;
                                id: number;
                                image: string | null;
                                imageUrl: string | null;
                                published: boolean;
                                publishedAt: string;
                                slug: string;
                                summary: string;
                                tags: string[];
                                title: string;
                            };
                        };
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Malformed JSON, or a coded refusal of the request. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, or an expired or revoked one (token_required, unauthenticated). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description A staff token of another role (owner_only), or a guest's (manager_only). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Fields that fail their schema, each with its coded message. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        errors: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
        };
    };
    putOwnerBlogPostsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    author: string;
                    body: string;
                    image: string | null;
                    lang?: string;
                    published: boolean;
                    publishedAt: string;
                    restaurantId?: number;
                    revision: number;
                    slug: string;
                    summary: string;
                    tags: string[];
                    title: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            revision: number;
                            value: {
                                author: string;
                                body: string;
                                id: number;
                                image: string | null;
                                imageUrl: string | null;
                                published: boolean;
                                publishedAt: string;
                                slug: string;
                                summary: string;
                                tags: string[];
                                title: string;
                            };
                        };
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Malformed JSON, or a coded refusal of the request. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, or an expired or revoked one (token_required, unauthenticated). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description A staff token of another role (owner_only), or a guest's (manager_only). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Fields that fail their schema, each with its coded message. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        errors: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
        };
    };
    deleteOwnerBlogPostsById: {
        parameters: {
            query: {
                lang?: string;
                restaurantId?: number;
                revision: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            revision: number;
                            value: null;
                        };
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, or an expired or revoked one (token_required, unauthenticated). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description A staff token of another role (owner_only), or a guest's (manager_only). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Fields that fail their schema, each with its coded message. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        errors: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
        };
    };
    putOwnerBlogSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    hasBlog: boolean;
                    lang?: string;
                    restaurantId?: number;
                    revision: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            revision: number;
                            value: boolean;
                        };
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Malformed JSON, or a coded refusal of the request. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, or an expired or revoked one (token_required, unauthenticated). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description A staff token of another role (owner_only), or a guest's (manager_only). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Fields that fail their schema, each with its coded message. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        errors: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
        };
    };
    getOwnerBrand: {
        parameters: {
            query?: {
                lang?: string;
                restaurantId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            revision: number;
                            value: {
                                logo: {
                                    image: string;
                                    url: string;
                                } | null;
                                /** @enum {string} */
                                logoShape: "square" | "round";
                                mainImage: {
                                    image: string;
                                    url: string;
                                } | null;
                                name: string;
                                primaryColor: string;
                            };
                        };
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, or an expired or revoked one (token_required, unauthenticated). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description A staff token of another role (owner_only), or a guest's (manager_only). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Fields that fail their schema, each with its coded message. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        errors: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
        };
    };
    putOwnerBrand: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    lang?: string;
                    logo: string | null;
                    /** @enum {string} */
                    logoShape: "square" | "round";
                    mainImage: string | null;
                    name: string;
                    primaryColor: string;
                    restaurantId?: number;
                    revision: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            revision: number;
                            value: {
                                logo: {
                                    image: string;
                                    url: string;
                                } | null;
                                /** @enum {string} */
                                logoShape: "square" | "round";
                                mainImage: {
                                    image: string;
                                    url: string;
                                } | null;
                                name: string;
                                primaryColor: string;
                            };
                        };
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Malformed JSON, or a coded refusal of the request. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, or an expired or revoked one (token_required, unauthenticated). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description A staff token of another role (owner_only), or a guest's (manager_only). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Fields that fail their schema, each with its coded message. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        errors: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
        };
    };
    getOwnerContentAnnouncement: {
        parameters: {
            query?: {
                lang?: string;
                restaurantId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            revision: number;
                            value: {
                                announcement: string;
                                announcementBeforeCheckout: boolean;
                                closeMessage: string;
                                hasAnnouncement: boolean;
                            };
                        };
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, or an expired or revoked one (token_required, unauthenticated). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description A staff token of another role (owner_only), or a guest's (manager_only). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Fields that fail their schema, each with its coded message. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        errors: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
        };
    };
    putOwnerContentAnnouncement: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    announcement: string;
                    announcementBeforeCheckout: boolean;
                    closeMessage: string;
                    hasAnnouncement: boolean;
                    lang?: string;
                    restaurantId?: number;
                    revision: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            revision: number;
                            value: {
                                announcement: string;
                                announcementBeforeCheckout: boolean;
                                closeMessage: string;
                                hasAnnouncement: boolean;
                            };
                        };
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Malformed JSON, or a coded refusal of the request. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, or an expired or revoked one (token_required, unauthenticated). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description A staff token of another role (owner_only), or a guest's (manager_only). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Fields that fail their schema, each with its coded message. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        errors: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
        };
    };
    getOwnerContentInformationPages: {
        parameters: {
            query?: {
                lang?: string;
                restaurantId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            revision: number;
                            value: {
                                pages: {
                                    body: string;
                                    key: string;
                                    priority: number | null;
                                    title: string;
                                }[];
                            };
                        };
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, or an expired or revoked one (token_required, unauthenticated). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description A staff token of another role (owner_only), or a guest's (manager_only). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Fields that fail their schema, each with its coded message. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        errors: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
        };
    };
    putOwnerContentInformationPages: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    lang?: string;
                    pages: {
                        body: string;
                        key: string;
                        priority: number | null;
                        title: string;
                    }[];
                    restaurantId?: number;
                    revision: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            revision: number;
                            value: {
                                pages: {
                                    body: string;
                                    key: string;
                                    priority: number | null;
                                    title: string;
                                }[];
                            };
                        };
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Malformed JSON, or a coded refusal of the request. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, or an expired or revoked one (token_required, unauthenticated). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description A staff token of another role (owner_only), or a guest's (manager_only). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Fields that fail their schema, each with its coded message. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        errors: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
        };
    };
    getOwnerContentLegal: {
        parameters: {
            query?: {
                lang?: string;
                restaurantId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            revision: number;
                            value: {
                                aboutUs: string;
                                imprint: string;
                                privacyPolicy: string;
                                termsAndConditions: string;
                            };
                        };
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, or an expired or revoked one (token_required, unauthenticated). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description A staff token of another role (owner_only), or a guest's (manager_only). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Fields that fail their schema, each with its coded message. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        errors: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
        };
    };
    putOwnerContentLegal: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    aboutUs: string;
                    imprint: string;
                    lang?: string;
                    privacyPolicy: string;
                    restaurantId?: number;
                    revision: number;
                    termsAndConditions: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            revision: number;
                            value: {
                                aboutUs: string;
                                imprint: string;
                                privacyPolicy: string;
                                termsAndConditions: string;
                            };
                        };
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Malformed JSON, or a coded refusal of the request. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, or an expired or revoked one (token_required, unauthenticated). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description A staff token of another role (owner_only), or a guest's (manager_only). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Fields that fail their schema, each with its coded message. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        errors: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
        };
    };
    getOwnerDelivery: {
        parameters: {
            query?: {
                lang?: string;
                restaurantId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            revision: number;
                            value: {
                                deliveryTypes: ("delivery" | "pickup" | "here")[];
                                zones: {
                                    city?: string;
                                    /** @description Decimal amount in the restaurant currency, e.g. 8.5 for 8,50. */
                                    fee: number;
                                    /** @description No fee from this basket total on. */
                                    freeDeliveryFrom?: number;
                                    /**
                                     * @description Decimal amount in the restaurant currency, e.g. 8.5 for 8,50.
                                     * @default 0
                                     */
                                    minimumOrder: number;
                                    postalCode: string;
                                }[];
                            };
                        };
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, or an expired or revoked one (token_required, unauthenticated). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description A staff token of another role (owner_only), or a guest's (manager_only). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Fields that fail their schema, each with its coded message. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        errors: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
        };
    };
    putOwnerDelivery: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    deliveryTypes: ("delivery" | "pickup" | "here")[];
                    lang?: string;
                    restaurantId?: number;
                    revision: number;
                    zones: {
                        city?: string;
                        /** @description Decimal amount in the restaurant currency, e.g. 8.5 for 8,50. */
                        fee: number;
                        /** @description No fee from this basket total on. */
                        freeDeliveryFrom?: number;
                        /**
                         * @description Decimal amount in the restaurant currency, e.g. 8.5 for 8,50.
                         * @default 0
                         */
                        minimumOrder?: number;
                        postalCode: string;
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            revision: number;
                            value: {
                                deliveryTypes: ("delivery" | "pickup" | "here")[];
                                zones: {
                                    city?: string;
                                    /** @description Decimal amount in the restaurant currency, e.g. 8.5 for 8,50. */
                                    fee: number;
                                    /** @description No fee from this basket total on. */
                                    freeDeliveryFrom?: number;
                                    /**
                                     * @description Decimal amount in the restaurant currency, e.g. 8.5 for 8,50.
                                     * @default 0
                                     */
                                    minimumOrder: number;
                                    postalCode: string;
                                }[];
                            };
                        };
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Malformed JSON, or a coded refusal of the request. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, or an expired or revoked one (token_required, unauthenticated). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description A staff token of another role (owner_only), or a guest's (manager_only). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Fields that fail their schema, each with its coded message. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        errors: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
        };
    };
    getOwnerHours: {
        parameters: {
            query?: {
                lang?: string;
                restaurantId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            revision: number;
                            value: {
                                closePeriods: {
                                    from: string;
                                    message?: string;
                                    /** @description Last closed day, inclusive. */
                                    until: string;
                                }[];
                                deliveryTypes: {
                                    /**
                                     * @description Guests may order 'as soon as possible'; false: they must choose a time.
                                     * @default true
                                     */
                                    asap: boolean;
                                    /** @description How many days ahead guests may order. */
                                    availableDays: number;
                                    /** @description Earliest order time is now plus this many minutes. */
                                    leadMinutes: number;
                                    openingHours: {
                                        /** @enum {string} */
                                        day: "sunday" | "monday" | "tuesday" | "wednesday" | "thursday" | "friday" | "saturday";
                                        from: string;
                                        until: string;
                                    }[];
                                    slotLimits: {
                                        /** @description Dish units per slot (the kitchen); null = no limit. */
                                        maxItems: number | null;
                                        /** @description Orders per slot (e.g. drivers); null = no limit. */
                                        maxOrders: number | null;
                                    };
                                    /**
                                     * @description Times guests may choose fall on this step of the clock, in minutes (30: :00 and :30); absent: 15.
                                     * @enum {number}
                                     */
                                    slotStepMinutes?: 5 | 10 | 15 | 20 | 30 | 60;
                                    /** @enum {string} */
                                    type: "delivery" | "pickup" | "here";
                                }[];
                                timeZone: string;
                            };
                        };
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, or an expired or revoked one (token_required, unauthenticated). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description A staff token of another role (owner_only), or a guest's (manager_only). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Fields that fail their schema, each with its coded message. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        errors: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
        };
    };
    putOwnerHours: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    closePeriods: {
                        from: string;
                        message?: string;
                        /** @description Last closed day, inclusive. */
                        until: string;
                    }[];
                    deliveryTypes: {
                        /**
                         * @description Guests may order 'as soon as possible'; false: they must choose a time.
                         * @default true
                         */
                        asap?: boolean;
                        /** @description How many days ahead guests may order. */
                        availableDays: number;
                        /** @description Earliest order time is now plus this many minutes. */
                        leadMinutes: number;
                        openingHours: {
                            /** @enum {string} */
                            day: "sunday" | "monday" | "tuesday" | "wednesday" | "thursday" | "friday" | "saturday";
                            from: string;
                            until: string;
                        }[];
                        slotLimits: {
                            /** @description Dish units per slot (the kitchen); null = no limit. */
                            maxItems: number | null;
                            /** @description Orders per slot (e.g. drivers); null = no limit. */
                            maxOrders: number | null;
                        };
                        /**
                         * @description Times guests may choose fall on this step of the clock, in minutes (30: :00 and :30); absent: 15.
                         * @enum {number}
                         */
                        slotStepMinutes?: 5 | 10 | 15 | 20 | 30 | 60;
                        /** @enum {string} */
                        type: "delivery" | "pickup" | "here";
                    }[];
                    lang?: string;
                    restaurantId?: number;
                    revision: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            revision: number;
                            value: {
                                closePeriods: {
                                    from: string;
                                    message?: string;
                                    /** @description Last closed day, inclusive. */
                                    until: string;
                                }[];
                                deliveryTypes: {
                                    /**
                                     * @description Guests may order 'as soon as possible'; false: they must choose a time.
                                     * @default true
                                     */
                                    asap: boolean;
                                    /** @description How many days ahead guests may order. */
                                    availableDays: number;
                                    /** @description Earliest order time is now plus this many minutes. */
                                    leadMinutes: number;
                                    openingHours: {
                                        /** @enum {string} */
                                        day: "sunday" | "monday" | "tuesday" | "wednesday" | "thursday" | "friday" | "saturday";
                                        from: string;
                                        until: string;
                                    }[];
                                    slotLimits: {
                                        /** @description Dish units per slot (the kitchen); null = no limit. */
                                        maxItems: number | null;
                                        /** @description Orders per slot (e.g. drivers); null = no limit. */
                                        maxOrders: number | null;
                                    };
                                    /**
                                     * @description Times guests may choose fall on this step of the clock, in minutes (30: :00 and :30); absent: 15.
                                     * @enum {number}
                                     */
                                    slotStepMinutes?: 5 | 10 | 15 | 20 | 30 | 60;
                                    /** @enum {string} */
                                    type: "delivery" | "pickup" | "here";
                                }[];
                                timeZone: string;
                            };
                        };
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Malformed JSON, or a coded refusal of the request. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, or an expired or revoked one (token_required, unauthenticated). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description A staff token of another role (owner_only), or a guest's (manager_only). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Fields that fail their schema, each with its coded message. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        errors: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
        };
    };
    postOwnerImages: {
        parameters: {
            query?: {
                kind?: "dish" | "category" | "logo" | "hero";
                lang?: string;
                restaurantId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            height: number;
                            image: string;
                            url: string;
                            variants: {
                                /** @enum {string} */
                                type: "image/webp" | "image/avif";
                                url: string;
                                width: number;
                            }[];
                            width: number;
                        };
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, or an expired or revoked one (token_required, unauthenticated). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description A staff token of another role (owner_only), or a guest's (manager_only). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Fields that fail their schema, each with its coded message. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        errors: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
        };
    };
    getOwnerInboxFailedMails: {
        parameters: {
            query?: {
                lang?: string;
                restaurantId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            attempts: number;
                            failedAt: string;
                            id: number;
                            /** @enum {string} */
                            kind: "mail" | "order_confirmation";
                            lastError: string | null;
                            orderId: number | null;
                            subject: string | null;
                            to: string | null;
                        }[];
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, or an expired or revoked one (token_required, unauthenticated). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description A staff token of another role (owner_only), or a guest's (manager_only). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Fields that fail their schema, each with its coded message. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        errors: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
        };
    };
    postOwnerInboxFailedMailsByIdRetry: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    lang?: string;
                    restaurantId?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Malformed JSON, or a coded refusal of the request. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, or an expired or revoked one (token_required, unauthenticated). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description A staff token of another role (owner_only), or a guest's (manager_only). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Fields that fail their schema, each with its coded message. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        errors: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
        };
    };
    getOwnerInboxMessages: {
        parameters: {
            query?: {
                lang?: string;
                restaurantId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            messages: {
                                createdAt: string;
                                email: string;
                                id: number;
                                lang: string;
                                message: string;
                                name: string;
                                phone: string | null;
                                readAt: string | null;
                            }[];
                            unread: number;
                        };
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, or an expired or revoked one (token_required, unauthenticated). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description A staff token of another role (owner_only), or a guest's (manager_only). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Fields that fail their schema, each with its coded message. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        errors: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
        };
    };
    putOwnerInboxMessagesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    lang?: string;
                    read: boolean;
                    restaurantId?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            createdAt: string;
                            email: string;
                            id: number;
                            lang: string;
                            message: string;
                            name: string;
                            phone: string | null;
                            readAt: string | null;
                        };
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Malformed JSON, or a coded refusal of the request. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, or an expired or revoked one (token_required, unauthenticated). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description A staff token of another role (owner_only), or a guest's (manager_only). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Fields that fail their schema, each with its coded message. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        errors: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
        };
    };
    getOwnerInboxSubscribers: {
        parameters: {
            query?: {
                lang?: string;
                limit?: number;
                q?: string;
                restaurantId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            matching: number;
                            subscribers: {
                                createdAt: string;
                                email: string;
                                id: number;
                            }[];
                            total: number;
                        };
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, or an expired or revoked one (token_required, unauthenticated). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description A staff token of another role (owner_only), or a guest's (manager_only). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Fields that fail their schema, each with its coded message. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        errors: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
        };
    };
    getOwnerInboxSubscribersCsv: {
        parameters: {
            query?: {
                lang?: string;
                restaurantId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A CSV file (UTF-8, one header row). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description No token, or an expired or revoked one (token_required, unauthenticated). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description A staff token of another role (owner_only), or a guest's (manager_only). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Fields that fail their schema, each with its coded message. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        errors: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
        };
    };
    getOwnerLanguages: {
        parameters: {
            query?: {
                lang?: string;
                restaurantId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            revision: number;
                            value: {
                                /** @enum {string} */
                                currency: "EUR" | "USD" | "GBP";
                                /** @enum {string} */
                                lang: "de" | "en" | "fr" | "ar";
                                languages: ("de" | "en" | "fr" | "ar")[];
                            };
                        };
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, or an expired or revoked one (token_required, unauthenticated). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description A staff token of another role (owner_only), or a guest's (manager_only). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Fields that fail their schema, each with its coded message. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        errors: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
        };
    };
    putOwnerLanguages: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    currency: "EUR" | "USD" | "GBP";
                    /** @enum {string} */
                    lang: "de" | "en" | "fr" | "ar";
                    languages: ("de" | "en" | "fr" | "ar")[];
                    restaurantId?: number;
                    revision: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            revision: number;
                            value: {
                                /** @enum {string} */
                                currency: "EUR" | "USD" | "GBP";
                                /** @enum {string} */
                                lang: "de" | "en" | "fr" | "ar";
                                languages: ("de" | "en" | "fr" | "ar")[];
                            };
                        };
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Malformed JSON, or a coded refusal of the request. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, or an expired or revoked one (token_required, unauthenticated). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description A staff token of another role (owner_only), or a guest's (manager_only). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Fields that fail their schema, each with its coded message. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        errors: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
        };
    };
    getOwnerMenuAudit: {
        parameters: {
            query?: {
                before?: number;
                lang?: string;
                limit?: number;
                restaurantId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {string} */
                            action: "create" | "update" | "delete" | "reorder" | "publish" | "rollback" | "discard" | "import";
                            after: unknown;
                            at: string;
                            before: unknown;
                            by: string | null;
                            id: number;
                            key: string | null;
                            kind: ("categories" | "products" | "attribute-groups") | null;
                        }[];
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, or an expired or revoked one (token_required, unauthenticated). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description A staff token of another role (owner_only), or a guest's (manager_only). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Fields that fail their schema, each with its coded message. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        errors: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
        };
    };
    getOwnerMenuDraft: {
        parameters: {
            query?: {
                lang?: string;
                restaurantId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            attributeGroups: {
                                /** @description Stable identifier inside the file; re-imports update the row with the same key. */
                                key: string;
                                revision: number;
                                updatedAt: string;
                                updatedBy: string | null;
                                value: {
                                    /**
                                     * @description Applies to every product of these categories.
                                     * @default []
                                     */
                                    categories: string[];
                                    items: {
                                        image?: string;
                                        /** @description Stable identifier inside the file; re-imports update the row with the same key. */
                                        key: string;
                                        name: string;
                                        /**
                                         * @description Decimal amount in the restaurant currency, e.g. 8.5 for 8,50.
                                         * @default 0
                                         */
                                        price: number;
                                        /**
                                         * @description Texts per storefront language (de, en, fr, ar); the guest sees their language, else the restaurant's, else `name`.
                                         * @default {}
                                         */
                                        translations: {
                                            ar?: {
                                                name?: string;
                                            };
                                            de?: {
                                                name?: string;
                                            };
                                            en?: {
                                                name?: string;
                                            };
                                            fr?: {
                                                name?: string;
                                            };
                                        };
                                    }[];
                                    /** @description Stable identifier inside the file; re-imports update the row with the same key. */
                                    key: string;
                                    maximum: number;
                                    /** @default 0 */
                                    minimum: number;
                                    /** @default true */
                                    multiSelect: boolean;
                                    name: string;
                                    /**
                                     * @description Applies to these products.
                                     * @default []
                                     */
                                    products: string[];
                                    /**
                                     * @description Texts per storefront language (de, en, fr, ar); the guest sees their language, else the restaurant's, else `name`.
                                     * @default {}
                                     */
                                    translations: {
                                        ar?: {
                                            name?: string;
                                        };
                                        de?: {
                                            name?: string;
                                        };
                                        en?: {
                                            name?: string;
                                        };
                                        fr?: {
                                            name?: string;
                                        };
                                    };
                                };
                            }[];
                            categories: {
                                /** @description Stable identifier inside the file; re-imports update the row with the same key. */
                                key: string;
                                revision: number;
                                updatedAt: string;
                                updatedBy: string | null;
                                value: {
                                    description?: string;
                                    /**
                                     * @description Extra categories are offered as add-ons in the cart.
                                     * @default false
                                     */
                                    extra: boolean;
                                    footNote?: string;
                                    /**
                                     * @description Kept with its dishes but not offered to guests until shown again (ids stay the same).
                                     * @default false
                                     */
                                    hidden: boolean;
                                    image?: string;
                                    /** @description Stable identifier inside the file; re-imports update the row with the same key. */
                                    key: string;
                                    name: string;
                                    /** @description Categories are sorted by priority only if all have one. */
                                    priority?: number;
                                    /** @default [] */
                                    subcategories: {
                                        image?: string;
                                        /** @description Stable identifier inside the file; re-imports update the row with the same key. */
                                        key: string;
                                        name: string;
                                        priority?: number;
                                        /**
                                         * @description Texts per storefront language (de, en, fr, ar); the guest sees their language, else the restaurant's, else `name`.
                                         * @default {}
                                         */
                                        translations: {
                                            ar?: {
                                                name?: string;
                                            };
                                            de?: {
                                                name?: string;
                                            };
                                            en?: {
                                                name?: string;
                                            };
                                            fr?: {
                                                name?: string;
                                            };
                                        };
                                    }[];
                                    /**
                                     * @description Texts per storefront language (de, en, fr, ar); the guest sees their language, else the restaurant's, else `name`.
                                     * @default {}
                                     */
                                    translations: {
                                        ar?: {
                                            description?: string;
                                            name?: string;
                                        };
                                        de?: {
                                            description?: string;
                                            name?: string;
                                        };
                                        en?: {
                                            description?: string;
                                            name?: string;
                                        };
                                        fr?: {
                                            description?: string;
                                            name?: string;
                                        };
                                    };
                                    /** @description VAT of this category's dishes; absent: the restaurant's defaultRate. */
                                    vatRate?: number;
                                };
                            }[];
                            changed: boolean;
                            productIds: {
                                [key: string]: number;
                            };
                            products: {
                                /** @description Stable identifier inside the file; re-imports update the row with the same key. */
                                key: string;
                                revision: number;
                                updatedAt: string;
                                updatedBy: string | null;
                                value: {
                                    /**
                                     * @description Ask the guest for a person name and/or a date per unit.
                                     * @default {
                                     *       "name": false,
                                     *       "date": false
                                     *     }
                                     */
                                    additionalInfo: {
                                        /** @default false */
                                        date: boolean;
                                        /** @default false */
                                        name: boolean;
                                    };
                                    /**
                                     * @description Declared additives (German additive list); shown as footnote numbers.
                                     * @default []
                                     */
                                    additives: ("colouring" | "preservative" | "antioxidant" | "flavour_enhancer" | "sulphured" | "blackened" | "phosphate" | "milk_protein" | "caffeine" | "quinine" | "sweetener" | "phenylalanine" | "waxed" | "taurine")[];
                                    /** @default [] */
                                    allergens: ("gluten" | "crustaceans" | "eggs" | "fish" | "peanuts" | "soy" | "milk" | "nuts" | "celery" | "mustard" | "sesame" | "sulphites" | "lupin" | "molluscs")[];
                                    /** @description Key of the category. */
                                    category: string;
                                    /**
                                     * @description The delivery types the dish can be ordered for (e.g. a drink only for "here"); empty = every type.
                                     * @default []
                                     */
                                    deliveryTypes: ("delivery" | "pickup" | "here")[];
                                    /** @description A returnable deposit charged per unit. */
                                    depot?: {
                                        name: string;
                                        /** @description Decimal amount in the restaurant currency, e.g. 8.5 for 8,50. */
                                        price: number;
                                    };
                                    description?: string;
                                    /** @default [] */
                                    happyHours: {
                                        /** @enum {string} */
                                        day: "sunday" | "monday" | "tuesday" | "wednesday" | "thursday" | "friday" | "saturday";
                                        from: string;
                                        until: string;
                                    }[];
                                    image?: string;
                                    /** @description Stable identifier inside the file; re-imports update the row with the same key. */
                                    key: string;
                                    /** @description Shown as "From …" instead of the price. */
                                    minPrice?: number;
                                    /** @default true */
                                    multipleAllowed: boolean;
                                    name: string;
                                    /** @description Present only on package products: the steps of the package wizard. */
                                    packageSteps?: {
                                        /** @description Stable identifier inside the file; re-imports update the row with the same key. */
                                        key: string;
                                        max: number;
                                        min: number;
                                        name: string;
                                        /** @description Keys of the products a guest may choose in this step. */
                                        products: string[];
                                        question?: string;
                                    }[];
                                    /** @default false */
                                    pinned: boolean;
                                    /** @description Decimal amount in the restaurant currency, e.g. 8.5 for 8,50. */
                                    price: number;
                                    priority?: number;
                                    /** @description Key of a subcategory of that category. */
                                    subcategory?: string;
                                    /**
                                     * @description Texts per storefront language (de, en, fr, ar); the guest sees their language, else the restaurant's, else `name`.
                                     * @default {}
                                     */
                                    translations: {
                                        ar?: {
                                            description?: string;
                                            name?: string;
                                        };
                                        de?: {
                                            description?: string;
                                            name?: string;
                                        };
                                        en?: {
                                            description?: string;
                                            name?: string;
                                        };
                                        fr?: {
                                            description?: string;
                                            name?: string;
                                        };
                                    };
                                    /** @description VAT of this dish; absent: its category's, else the restaurant's defaultRate. */
                                    vatRate?: number;
                                    /**
                                     * @description A vegan dish is vegetarian too: the importer stores vegetarian true for it.
                                     * @default false
                                     */
                                    vegan: boolean;
                                    /** @default false */
                                    vegetarian: boolean;
                                };
                            }[];
                            publishedVersion: number;
                        };
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, or an expired or revoked one (token_required, unauthenticated). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description A staff token of another role (owner_only), or a guest's (manager_only). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Fields that fail their schema, each with its coded message. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        errors: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
        };
    };
    putOwnerMenuDraftAttributeGroupsByKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Stable identifier inside the file; re-imports update the row with the same key. */
                key: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    lang?: string;
                    restaurantId?: number;
                    revision: number | null;
                    value: {
                        /**
                         * @description Applies to every product of these categories.
                         * @default []
                         */
                        categories?: string[];
                        items: {
                            image?: string;
                            /** @description Stable identifier inside the file; re-imports update the row with the same key. */
                            key: string;
                            name: string;
                            /**
                             * @description Decimal amount in the restaurant currency, e.g. 8.5 for 8,50.
                             * @default 0
                             */
                            price?: number;
                            /**
                             * @description Texts per storefront language (de, en, fr, ar); the guest sees their language, else the restaurant's, else `name`.
                             * @default {}
                             */
                            translations?: {
                                ar?: {
                                    name?: string;
                                };
                                de?: {
                                    name?: string;
                                };
                                en?: {
                                    name?: string;
                                };
                                fr?: {
                                    name?: string;
                                };
                            };
                        }[];
                        /** @description Stable identifier inside the file; re-imports update the row with the same key. */
                        key: string;
                        maximum: number;
                        /** @default 0 */
                        minimum?: number;
                        /** @default true */
                        multiSelect?: boolean;
                        name: string;
                        /**
                         * @description Applies to these products.
                         * @default []
                         */
                        products?: string[];
                        /**
                         * @description Texts per storefront language (de, en, fr, ar); the guest sees their language, else the restaurant's, else `name`.
                         * @default {}
                         */
                        translations?: {
                            ar?: {
                                name?: string;
                            };
                            de?: {
                                name?: string;
                            };
                            en?: {
                                name?: string;
                            };
                            fr?: {
                                name?: string;
                            };
                        };
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @description Stable identifier inside the file; re-imports update the row with the same key. */
                            key: string;
                            revision: number;
                            updatedAt: string;
                            updatedBy: string | null;
                            value: unknown;
                        };
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Malformed JSON, or a coded refusal of the request. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, or an expired or revoked one (token_required, unauthenticated). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description A staff token of another role (owner_only), or a guest's (manager_only). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Fields that fail their schema, each with its coded message. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        errors: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
        };
    };
    deleteOwnerMenuDraftAttributeGroupsByKey: {
        parameters: {
            query: {
                lang?: string;
                restaurantId?: number;
                revision: number;
            };
            header?: never;
            path: {
                /** @description Stable identifier inside the file; re-imports update the row with the same key. */
                key: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, or an expired or revoked one (token_required, unauthenticated). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description A staff token of another role (owner_only), or a guest's (manager_only). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Fields that fail their schema, each with its coded message. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        errors: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
        };
    };
    putOwnerMenuDraftCategoriesByKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Stable identifier inside the file; re-imports update the row with the same key. */
                key: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    lang?: string;
                    restaurantId?: number;
                    revision: number | null;
                    value: {
                        description?: string;
                        /**
                         * @description Extra categories are offered as add-ons in the cart.
                         * @default false
                         */
                        extra?: boolean;
                        footNote?: string;
                        /**
                         * @description Kept with its dishes but not offered to guests until shown again (ids stay the same).
                         * @default false
                         */
                        hidden?: boolean;
                        image?: string;
                        /** @description Stable identifier inside the file; re-imports update the row with the same key. */
                        key: string;
                        name: string;
                        /** @description Categories are sorted by priority only if all have one. */
                        priority?: number;
                        /** @default [] */
                        subcategories?: {
                            image?: string;
                            /** @description Stable identifier inside the file; re-imports update the row with the same key. */
                            key: string;
                            name: string;
                            priority?: number;
                            /**
                             * @description Texts per storefront language (de, en, fr, ar); the guest sees their language, else the restaurant's, else `name`.
                             * @default {}
                             */
                            translations?: {
                                ar?: {
                                    name?: string;
                                };
                                de?: {
                                    name?: string;
                                };
                                en?: {
                                    name?: string;
                                };
                                fr?: {
                                    name?: string;
                                };
                            };
                        }[];
                        /**
                         * @description Texts per storefront language (de, en, fr, ar); the guest sees their language, else the restaurant's, else `name`.
                         * @default {}
                         */
                        translations?: {
                            ar?: {
                                description?: string;
                                name?: string;
                            };
                            de?: {
                                description?: string;
                                name?: string;
                            };
                            en?: {
                                description?: string;
                                name?: string;
                            };
                            fr?: {
                                description?: string;
                                name?: string;
                            };
                        };
                        /** @description VAT of this category's dishes; absent: the restaurant's defaultRate. */
                        vatRate?: number;
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @description Stable identifier inside the file; re-imports update the row with the same key. */
                            key: string;
                            revision: number;
                            updatedAt: string;
                            updatedBy: string | null;
                            value: unknown;
                        };
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Malformed JSON, or a coded refusal of the request. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, or an expired or revoked one (token_required, unauthenticated). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description A staff token of another role (owner_only), or a guest's (manager_only). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Fields that fail their schema, each with its coded message. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        errors: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
        };
    };
    deleteOwnerMenuDraftCategoriesByKey: {
        parameters: {
            query: {
                lang?: string;
                restaurantId?: number;
                revision: number;
            };
            header?: never;
            path: {
                /** @description Stable identifier inside the file; re-imports update the row with the same key. */
                key: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, or an expired or revoked one (token_required, unauthenticated). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description A staff token of another role (owner_only), or a guest's (manager_only). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Fields that fail their schema, each with its coded message. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        errors: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
        };
    };
    postOwnerMenuDraftDiscard: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    lang?: string;
                    restaurantId?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Malformed JSON, or a coded refusal of the request. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, or an expired or revoked one (token_required, unauthenticated). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description A staff token of another role (owner_only), or a guest's (manager_only). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Fields that fail their schema, each with its coded message. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        errors: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
        };
    };
    putOwnerMenuDraftProductsByKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Stable identifier inside the file; re-imports update the row with the same key. */
                key: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    lang?: string;
                    restaurantId?: number;
                    revision: number | null;
                    value: {
                        /**
                         * @description Ask the guest for a person name and/or a date per unit.
                         * @default {
                         *       "name": false,
                         *       "date": false
                         *     }
                         */
                        additionalInfo?: {
                            /** @default false */
                            date?: boolean;
                            /** @default false */
                            name?: boolean;
                        };
                        /**
                         * @description Declared additives (German additive list); shown as footnote numbers.
                         * @default []
                         */
                        additives?: ("colouring" | "preservative" | "antioxidant" | "flavour_enhancer" | "sulphured" | "blackened" | "phosphate" | "milk_protein" | "caffeine" | "quinine" | "sweetener" | "phenylalanine" | "waxed" | "taurine")[];
                        /** @default [] */
                        allergens?: ("gluten" | "crustaceans" | "eggs" | "fish" | "peanuts" | "soy" | "milk" | "nuts" | "celery" | "mustard" | "sesame" | "sulphites" | "lupin" | "molluscs")[];
                        /** @description Key of the category. */
                        category: string;
                        /**
                         * @description The delivery types the dish can be ordered for (e.g. a drink only for "here"); empty = every type.
                         * @default []
                         */
                        deliveryTypes?: ("delivery" | "pickup" | "here")[];
                        /** @description A returnable deposit charged per unit. */
                        depot?: {
                            name: string;
                            /** @description Decimal amount in the restaurant currency, e.g. 8.5 for 8,50. */
                            price: number;
                        };
                        description?: string;
                        /** @default [] */
                        happyHours?: {
                            /** @enum {string} */
                            day: "sunday" | "monday" | "tuesday" | "wednesday" | "thursday" | "friday" | "saturday";
                            from: string;
                            until: string;
                        }[];
                        image?: string;
                        /** @description Stable identifier inside the file; re-imports update the row with the same key. */
                        key: string;
                        /** @description Shown as "From …" instead of the price. */
                        minPrice?: number;
                        /** @default true */
                        multipleAllowed?: boolean;
                        name: string;
                        /** @description Present only on package products: the steps of the package wizard. */
                        packageSteps?: {
                            /** @description Stable identifier inside the file; re-imports update the row with the same key. */
                            key: string;
                            max: number;
                            min: number;
                            name: string;
                            /** @description Keys of the products a guest may choose in this step. */
                            products: string[];
                            question?: string;
                        }[];
                        /** @default false */
                        pinned?: boolean;
                        /** @description Decimal amount in the restaurant currency, e.g. 8.5 for 8,50. */
                        price: number;
                        priority?: number;
                        /** @description Key of a subcategory of that category. */
                        subcategory?: string;
                        /**
                         * @description Texts per storefront language (de, en, fr, ar); the guest sees their language, else the restaurant's, else `name`.
                         * @default {}
                         */
                        translations?: {
                            ar?: {
                                description?: string;
                                name?: string;
                            };
                            de?: {
                                description?: string;
                                name?: string;
                            };
                            en?: {
                                description?: string;
                                name?: string;
                            };
                            fr?: {
                                description?: string;
                                name?: string;
                            };
                        };
                        /** @description VAT of this dish; absent: its category's, else the restaurant's defaultRate. */
                        vatRate?: number;
                        /**
                         * @description A vegan dish is vegetarian too: the importer stores vegetarian true for it.
                         * @default false
                         */
                        vegan?: boolean;
                        /** @default false */
                        vegetarian?: boolean;
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @description Stable identifier inside the file; re-imports update the row with the same key. */
                            key: string;
                            revision: number;
                            updatedAt: string;
                            updatedBy: string | null;
                            value: unknown;
                        };
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Malformed JSON, or a coded refusal of the request. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, or an expired or revoked one (token_required, unauthenticated). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description A staff token of another role (owner_only), or a guest's (manager_only). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Fields that fail their schema, each with its coded message. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        errors: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
        };
    };
    deleteOwnerMenuDraftProductsByKey: {
        parameters: {
            query: {
                lang?: string;
                restaurantId?: number;
                revision: number;
            };
            header?: never;
            path: {
                /** @description Stable identifier inside the file; re-imports update the row with the same key. */
                key: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, or an expired or revoked one (token_required, unauthenticated). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description A staff token of another role (owner_only), or a guest's (manager_only). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Fields that fail their schema, each with its coded message. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        errors: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
        };
    };
    postOwnerMenuDraftReorder: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    keys: string[];
                    /** @enum {string} */
                    kind: "categories" | "products" | "attribute-groups";
                    lang?: string;
                    restaurantId?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Malformed JSON, or a coded refusal of the request. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, or an expired or revoked one (token_required, unauthenticated). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description A staff token of another role (owner_only), or a guest's (manager_only). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Fields that fail their schema, each with its coded message. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        errors: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
        };
    };
    getOwnerMenuExport: {
        parameters: {
            query?: {
                lang?: string;
                restaurantId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer the description names. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            /** @description No token, or an expired or revoked one (token_required, unauthenticated). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description A staff token of another role (owner_only), or a guest's (manager_only). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Fields that fail their schema, each with its coded message. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        errors: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
        };
    };
    postOwnerMenuImport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    file: unknown;
                    lang?: string;
                    restaurantId?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Malformed JSON, or a coded refusal of the request. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, or an expired or revoked one (token_required, unauthenticated). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description A staff token of another role (owner_only), or a guest's (manager_only). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Fields that fail their schema, each with its coded message. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        errors: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
        };
    };
    postOwnerMenuPreviewLink: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    lang?: string;
                    restaurantId?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            expiresAt: string;
                            token: string;
                        };
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Malformed JSON, or a coded refusal of the request. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, or an expired or revoked one (token_required, unauthenticated). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description A staff token of another role (owner_only), or a guest's (manager_only). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Fields that fail their schema, each with its coded message. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        errors: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
        };
    };
    postOwnerMenuPublish: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    lang?: string;
                    note?: string;
                    restaurantId?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            version: number;
                        };
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Malformed JSON, or a coded refusal of the request. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, or an expired or revoked one (token_required, unauthenticated). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description A staff token of another role (owner_only), or a guest's (manager_only). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Fields that fail their schema, each with its coded message. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        errors: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
        };
    };
    getOwnerMenuVersions: {
        parameters: {
            query?: {
                lang?: string;
                restaurantId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            categories: number;
                            note: string | null;
                            products: number;
                            publishedAt: string;
                            publishedBy: string | null;
                            restoredVersion: number | null;
                            /** @enum {string} */
                            source: "editor" | "rollback" | "import";
                            version: number;
                        }[];
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, or an expired or revoked one (token_required, unauthenticated). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description A staff token of another role (owner_only), or a guest's (manager_only). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Fields that fail their schema, each with its coded message. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        errors: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
        };
    };
    postOwnerMenuVersionsByVersionRollback: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                version: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    lang?: string;
                    restaurantId?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            version: number;
                        };
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Malformed JSON, or a coded refusal of the request. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, or an expired or revoked one (token_required, unauthenticated). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description A staff token of another role (owner_only), or a guest's (manager_only). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Fields that fail their schema, each with its coded message. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        errors: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
        };
    };
    getOwnerPayments: {
        parameters: {
            query?: {
                lang?: string;
                restaurantId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            revision: number;
                            value: {
                                canStoreCredentials: boolean;
                                deliveryTypes: ("delivery" | "pickup" | "here")[];
                                methods: {
                                    deliveryTypes: ("delivery" | "pickup" | "here")[];
                                    label: string;
                                    /** @enum {string} */
                                    method: "mollie" | "saferPay" | "cash" | "payAtEnd" | "payFix";
                                }[];
                                providers: {
                                    own: {
                                        hint: string | null;
                                        mask: string;
                                        setAt: string;
                                        setBy: string;
                                    } | null;
                                    platformDefault: boolean;
                                    /** @enum {string} */
                                    provider: "mollie" | "saferpay";
                                }[];
                                testMode: boolean;
                            };
                        };
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, or an expired or revoked one (token_required, unauthenticated). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description A staff token of another role (owner_only), or a guest's (manager_only). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Fields that fail their schema, each with its coded message. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        errors: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
        };
    };
    putOwnerPaymentsCredentialsMollie: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    credentials: {
                        apiKey: string;
                    };
                    lang?: string;
                    restaurantId?: number;
                    revision: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            revision: number;
                            value: {
                                canStoreCredentials: boolean;
                                deliveryTypes: ("delivery" | "pickup" | "here")[];
                                methods: {
                                    deliveryTypes: ("delivery" | "pickup" | "here")[];
                                    label: string;
                                    /** @enum {string} */
                                    method: "mollie" | "saferPay" | "cash" | "payAtEnd" | "payFix";
                                }[];
                                providers: {
                                    own: {
                                        hint: string | null;
                                        mask: string;
                                        setAt: string;
                                        setBy: string;
                                    } | null;
                                    platformDefault: boolean;
                                    /** @enum {string} */
                                    provider: "mollie" | "saferpay";
                                }[];
                                testMode: boolean;
                            };
                        };
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Malformed JSON, or a coded refusal of the request. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, or an expired or revoked one (token_required, unauthenticated). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description A staff token of another role (owner_only), or a guest's (manager_only). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Fields that fail their schema, each with its coded message. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        errors: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
        };
    };
    deleteOwnerPaymentsCredentialsMollie: {
        parameters: {
            query: {
                lang?: string;
                restaurantId?: number;
                revision: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            revision: number;
                            value: {
                                canStoreCredentials: boolean;
                                deliveryTypes: ("delivery" | "pickup" | "here")[];
                                methods: {
                                    deliveryTypes: ("delivery" | "pickup" | "here")[];
                                    label: string;
                                    /** @enum {string} */
                                    method: "mollie" | "saferPay" | "cash" | "payAtEnd" | "payFix";
                                }[];
                                providers: {
                                    own: {
                                        hint: string | null;
                                        mask: string;
                                        setAt: string;
                                        setBy: string;
                                    } | null;
                                    platformDefault: boolean;
                                    /** @enum {string} */
                                    provider: "mollie" | "saferpay";
                                }[];
                                testMode: boolean;
                            };
                        };
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, or an expired or revoked one (token_required, unauthenticated). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description A staff token of another role (owner_only), or a guest's (manager_only). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Fields that fail their schema, each with its coded message. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        errors: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
        };
    };
    postOwnerPaymentsCredentialsMollieTest: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    credentials?: {
                        apiKey: string;
                    };
                    lang?: string;
                    restaurantId?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {boolean} */
                            ok: true;
                        };
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Malformed JSON, or a coded refusal of the request. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, or an expired or revoked one (token_required, unauthenticated). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description A staff token of another role (owner_only), or a guest's (manager_only). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Fields that fail their schema, each with its coded message. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        errors: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
        };
    };
    putOwnerPaymentsCredentialsSaferpay: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    credentials: {
                        customerId: string;
                        /** @enum {string} */
                        environment: "live" | "test";
                        password: string;
                        terminalId: string;
                        username: string;
                    };
                    lang?: string;
                    restaurantId?: number;
                    revision: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            revision: number;
                            value: {
                                canStoreCredentials: boolean;
                                deliveryTypes: ("delivery" | "pickup" | "here")[];
                                methods: {
                                    deliveryTypes: ("delivery" | "pickup" | "here")[];
                                    label: string;
                                    /** @enum {string} */
                                    method: "mollie" | "saferPay" | "cash" | "payAtEnd" | "payFix";
                                }[];
                                providers: {
                                    own: {
                                        hint: string | null;
                                        mask: string;
                                        setAt: string;
                                        setBy: string;
                                    } | null;
                                    platformDefault: boolean;
                                    /** @enum {string} */
                                    provider: "mollie" | "saferpay";
                                }[];
                                testMode: boolean;
                            };
                        };
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Malformed JSON, or a coded refusal of the request. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, or an expired or revoked one (token_required, unauthenticated). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description A staff token of another role (owner_only), or a guest's (manager_only). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Fields that fail their schema, each with its coded message. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        errors: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
        };
    };
    deleteOwnerPaymentsCredentialsSaferpay: {
        parameters: {
            query: {
                lang?: string;
                restaurantId?: number;
                revision: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            revision: number;
                            value: {
                                canStoreCredentials: boolean;
                                deliveryTypes: ("delivery" | "pickup" | "here")[];
                                methods: {
                                    deliveryTypes: ("delivery" | "pickup" | "here")[];
                                    label: string;
                                    /** @enum {string} */
                                    method: "mollie" | "saferPay" | "cash" | "payAtEnd" | "payFix";
                                }[];
                                providers: {
                                    own: {
                                        hint: string | null;
                                        mask: string;
                                        setAt: string;
                                        setBy: string;
                                    } | null;
                                    platformDefault: boolean;
                                    /** @enum {string} */
                                    provider: "mollie" | "saferpay";
                                }[];
                                testMode: boolean;
                            };
                        };
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, or an expired or revoked one (token_required, unauthenticated). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description A staff token of another role (owner_only), or a guest's (manager_only). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Fields that fail their schema, each with its coded message. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        errors: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
        };
    };
    postOwnerPaymentsCredentialsSaferpayTest: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    credentials?: {
                        customerId: string;
                        /** @enum {string} */
                        environment: "live" | "test";
                        password: string;
                        terminalId: string;
                        username: string;
                    };
                    lang?: string;
                    restaurantId?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {boolean} */
                            ok: true;
                        };
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Malformed JSON, or a coded refusal of the request. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, or an expired or revoked one (token_required, unauthenticated). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description A staff token of another role (owner_only), or a guest's (manager_only). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Fields that fail their schema, each with its coded message. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        errors: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
        };
    };
    putOwnerPaymentsMethods: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    lang?: string;
                    methods: {
                        deliveryTypes: ("delivery" | "pickup" | "here")[];
                        label?: string;
                        /** @enum {string} */
                        method: "mollie" | "saferPay" | "cash" | "payAtEnd" | "payFix";
                    }[];
                    restaurantId?: number;
                    revision: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            revision: number;
                            value: {
                                canStoreCredentials: boolean;
                                deliveryTypes: ("delivery" | "pickup" | "here")[];
                                methods: {
                                    deliveryTypes: ("delivery" | "pickup" | "here")[];
                                    label: string;
                                    /** @enum {string} */
                                    method: "mollie" | "saferPay" | "cash" | "payAtEnd" | "payFix";
                                }[];
                                providers: {
                                    own: {
                                        hint: string | null;
                                        mask: string;
                                        setAt: string;
                                        setBy: string;
                                    } | null;
                                    platformDefault: boolean;
                                    /** @enum {string} */
                                    provider: "mollie" | "saferpay";
                                }[];
                                testMode: boolean;
                            };
                        };
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Malformed JSON, or a coded refusal of the request. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, or an expired or revoked one (token_required, unauthenticated). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description A staff token of another role (owner_only), or a guest's (manager_only). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Fields that fail their schema, each with its coded message. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        errors: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
        };
    };
    getOwnerPrinters: {
        parameters: {
            query?: {
                lang?: string;
                restaurantId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            revision: number;
                            value: {
                                printers: {
                                    /** @default [] */
                                    categoryIds: number[];
                                    /** @default [] */
                                    deliveryTypes: ("delivery" | "pickup" | "here")[];
                                    host: string;
                                    id?: number;
                                    name: string;
                                    /** @default 9100 */
                                    port: number;
                                    /**
                                     * @default accept
                                     * @enum {string}
                                     */
                                    printOn: "accept" | "arrival" | "manual";
                                }[];
                            };
                        };
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, or an expired or revoked one (token_required, unauthenticated). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description A staff token of another role (owner_only), or a guest's (manager_only). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Fields that fail their schema, each with its coded message. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        errors: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
        };
    };
    putOwnerPrinters: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    lang?: string;
                    printers: {
                        /** @default [] */
                        categoryIds?: number[];
                        /** @default [] */
                        deliveryTypes?: ("delivery" | "pickup" | "here")[];
                        host: string;
                        id?: number;
                        name: string;
                        /** @default 9100 */
                        port?: number;
                        /**
                         * @default accept
                         * @enum {string}
                         */
                        printOn?: "accept" | "arrival" | "manual";
                    }[];
                    restaurantId?: number;
                    revision: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            revision: number;
                            value: {
                                printers: {
                                    /** @default [] */
                                    categoryIds: number[];
                                    /** @default [] */
                                    deliveryTypes: ("delivery" | "pickup" | "here")[];
                                    host: string;
                                    id?: number;
                                    name: string;
                                    /** @default 9100 */
                                    port: number;
                                    /**
                                     * @default accept
                                     * @enum {string}
                                     */
                                    printOn: "accept" | "arrival" | "manual";
                                }[];
                            };
                        };
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Malformed JSON, or a coded refusal of the request. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, or an expired or revoked one (token_required, unauthenticated). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description A staff token of another role (owner_only), or a guest's (manager_only). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Fields that fail their schema, each with its coded message. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        errors: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
        };
    };
    getOwnerPrintersCategories: {
        parameters: {
            query?: {
                lang?: string;
                restaurantId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            name: string;
                        }[];
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, or an expired or revoked one (token_required, unauthenticated). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description A staff token of another role (owner_only), or a guest's (manager_only). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Fields that fail their schema, each with its coded message. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        errors: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
        };
    };
    postOwnerPrintersTest: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    lang?: string;
                    printerId: number;
                    restaurantId?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            queued: number;
                        };
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Malformed JSON, or a coded refusal of the request. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, or an expired or revoked one (token_required, unauthenticated). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description A staff token of another role (owner_only), or a guest's (manager_only). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Fields that fail their schema, each with its coded message. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        errors: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
        };
    };
    getOwnerReports: {
        parameters: {
            query: {
                from: string;
                lang?: string;
                restaurantId?: number;
                to: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            currency: string;
                            days: {
                                date: string;
                                orders: number;
                                salesCents: number;
                                tipsCents: number;
                            }[];
                            deliveryTypes: {
                                /** @enum {string} */
                                deliveryType: "delivery" | "pickup" | "here";
                                orders: number;
                                salesCents: number;
                                tipsCents: number;
                            }[];
                            from: string;
                            hours: {
                                hour: number;
                                orders: number;
                                salesCents: number;
                                tipsCents: number;
                            }[];
                            paymentMethods: {
                                orders: number;
                                /** @enum {string} */
                                paymentType: "mollie" | "saferPay" | "cash" | "payAtEnd" | "payFix" | "pwc";
                                salesCents: number;
                                tipsCents: number;
                            }[];
                            rejections: {
                                orders: number;
                                refunded: number;
                                refundedCents: number;
                                refundPending: number;
                                refundPendingCents: number;
                                totalCents: number;
                            };
                            summary: {
                                averageBasketCents: number;
                                deliveryFeeCents: number;
                                depositCents: number;
                                discountCents: number;
                                goodsCents: number;
                                orders: number;
                                ordersWithTip: number;
                                salesCents: number;
                                tipsCents: number;
                                totalCents: number;
                            };
                            timeZone: string;
                            to: string;
                            topDishes: {
                                name: string;
                                quantity: number;
                                revenueCents: number;
                            }[];
                            unpaid: {
                                orders: number;
                                totalCents: number;
                            };
                            vat: {
                                outsideVatCents: number;
                                rates: {
                                    grossCents: number;
                                    netCents: number;
                                    rateBasisPoints: number;
                                    vatCents: number;
                                }[];
                                undeclaredCents: number;
                            };
                            vouchers: {
                                code: string;
                                discountCents: number;
                                uses: number;
                            }[];
                            weeks: {
                                monday: string;
                                orders: number;
                                salesCents: number;
                                tipsCents: number;
                                week: string;
                            }[];
                        };
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, or an expired or revoked one (token_required, unauthenticated). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description A staff token of another role (owner_only), or a guest's (manager_only). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Fields that fail their schema, each with its coded message. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        errors: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
        };
    };
    getOwnerReportsByKindCsv: {
        parameters: {
            query: {
                from: string;
                lang?: string;
                restaurantId?: number;
                to: string;
            };
            header?: never;
            path: {
                kind: "orders" | "lines";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A CSV file (UTF-8, one header row). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description No token, or an expired or revoked one (token_required, unauthenticated). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description A staff token of another role (owner_only), or a guest's (manager_only). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Fields that fail their schema, each with its coded message. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        errors: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
        };
    };
    getOwnerSetup: {
        parameters: {
            query?: {
                lang?: string;
                restaurantId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            ready: boolean;
                            /** @enum {string} */
                            status: "setup" | "live";
                            steps: {
                                done: boolean;
                                screen: string;
                                /** @enum {string} */
                                step: "brand" | "languages" | "hours" | "delivery" | "payments" | "menu" | "legal";
                            }[];
                        };
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, or an expired or revoked one (token_required, unauthenticated). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description A staff token of another role (owner_only), or a guest's (manager_only). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Fields that fail their schema, each with its coded message. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        errors: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
        };
    };
    postOwnerSetupGoLive: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    lang?: string;
                    restaurantId?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            ready: boolean;
                            /** @enum {string} */
                            status: "setup" | "live";
                            steps: {
                                done: boolean;
                                screen: string;
                                /** @enum {string} */
                                step: "brand" | "languages" | "hours" | "delivery" | "payments" | "menu" | "legal";
                            }[];
                        };
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Malformed JSON, or a coded refusal of the request. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, or an expired or revoked one (token_required, unauthenticated). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description A staff token of another role (owner_only), or a guest's (manager_only). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Fields that fail their schema, each with its coded message. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        errors: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
        };
    };
    getOwnerStaff: {
        parameters: {
            query?: {
                lang?: string;
                restaurantId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            audit: {
                                /** @enum {string} */
                                action: "invited" | "added" | "reinvited" | "role_changed" | "removed";
                                at: string;
                                by: string | null;
                                email: string;
                                id: number;
                                roleAfter: ("owner" | "manager" | "kitchen") | null;
                                roleBefore: ("owner" | "manager" | "kitchen") | null;
                            }[];
                            people: {
                                active: boolean;
                                email: string;
                                id: number;
                                invitationExpiresAt: string | null;
                                /** @enum {string} */
                                role: "owner" | "manager" | "kitchen";
                                you: boolean;
                            }[];
                            revision: number;
                        };
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, or an expired or revoked one (token_required, unauthenticated). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description A staff token of another role (owner_only), or a guest's (manager_only). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Fields that fail their schema, each with its coded message. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        errors: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
        };
    };
    postOwnerStaffInvite: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    lang?: string;
                    restaurantId?: number;
                    revision: number;
                    /** @enum {string} */
                    role: "owner" | "manager" | "kitchen";
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            member: {
                                active: boolean;
                                email: string;
                                id: number;
                                invitationExpiresAt: string | null;
                                /** @enum {string} */
                                role: "owner" | "manager" | "kitchen";
                                you: boolean;
                            };
                            /** @enum {string} */
                            outcome: "invited" | "added" | "reinvited";
                            revision: number;
                        };
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Malformed JSON, or a coded refusal of the request. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, or an expired or revoked one (token_required, unauthenticated). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description A staff token of another role (owner_only), or a guest's (manager_only). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Fields that fail their schema, each with its coded message. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        errors: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
        };
    };
    postOwnerStaffRemove: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    lang?: string;
                    managerId: number;
                    restaurantId?: number;
                    revision: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            revision: number;
                        };
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Malformed JSON, or a coded refusal of the request. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, or an expired or revoked one (token_required, unauthenticated). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description A staff token of another role (owner_only), or a guest's (manager_only). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Fields that fail their schema, each with its coded message. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        errors: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
        };
    };
    postOwnerStaffRole: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    lang?: string;
                    managerId: number;
                    restaurantId?: number;
                    revision: number;
                    /** @enum {string} */
                    role: "owner" | "manager" | "kitchen";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            member: {
                                active: boolean;
                                email: string;
                                id: number;
                                invitationExpiresAt: string | null;
                                /** @enum {string} */
                                role: "owner" | "manager" | "kitchen";
                                you: boolean;
                            };
                            revision: number;
                        };
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Malformed JSON, or a coded refusal of the request. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, or an expired or revoked one (token_required, unauthenticated). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description A staff token of another role (owner_only), or a guest's (manager_only). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Fields that fail their schema, each with its coded message. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        errors: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
        };
    };
    getOwnerTables: {
        parameters: {
            query?: {
                lang?: string;
                restaurantId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            revision: number;
                            value: {
                                reservations: {
                                    /**
                                     * @description How many days ahead guests may book (0 = today only).
                                     * @default 30
                                     */
                                    availableDays: number;
                                    /**
                                     * @description How long a booking holds its table.
                                     * @default 120
                                     */
                                    durationMinutes: number;
                                    /**
                                     * @description Guests pick the table; otherwise the smallest free table that seats the party is given.
                                     * @default false
                                     */
                                    guestsChooseTable: boolean;
                                    /** @description When reserved tables are in use; a booking lies wholly inside them. Default: the opening hours of eating here (else of the first delivery type). */
                                    hours?: {
                                        /** @enum {string} */
                                        day: "sunday" | "monday" | "tuesday" | "wednesday" | "thursday" | "friday" | "saturday";
                                        from: string;
                                        until: string;
                                    }[];
                                    /**
                                     * @description The earliest booking time is now plus this many minutes.
                                     * @default 60
                                     */
                                    leadMinutes: number;
                                    /**
                                     * @description The largest party that may book online.
                                     * @default 8
                                     */
                                    maxPartySize: number;
                                    /**
                                     * Format: email
                                     * @description An address that gets a mail for every online booking and cancellation; absent: no mail (the board is told either way).
                                     */
                                    notifyEmail?: string;
                                    /**
                                     * @description Booking times are offered every this many minutes.
                                     * @default 30
                                     */
                                    stepMinutes: number;
                                };
                                reservationTable: boolean;
                                tables: {
                                    /** @description Where the table stands (e.g. "Terrace"); groups the QR sheet. */
                                    area?: string;
                                    /** @description Seats. */
                                    capacity: number;
                                    /** @description Stable identifier inside the file; re-imports update the row with the same key. */
                                    key: string;
                                    name: string;
                                    /**
                                     * @description Whether guests may reserve it online.
                                     * @default true
                                     */
                                    reservable: boolean;
                                }[];
                            };
                        };
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, or an expired or revoked one (token_required, unauthenticated). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description A staff token of another role (owner_only), or a guest's (manager_only). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Fields that fail their schema, each with its coded message. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        errors: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
        };
    };
    putOwnerTables: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    lang?: string;
                    reservations: {
                        /**
                         * @description How many days ahead guests may book (0 = today only).
                         * @default 30
                         */
                        availableDays?: number;
                        /**
                         * @description How long a booking holds its table.
                         * @default 120
                         */
                        durationMinutes?: number;
                        /**
                         * @description Guests pick the table; otherwise the smallest free table that seats the party is given.
                         * @default false
                         */
                        guestsChooseTable?: boolean;
                        /** @description When reserved tables are in use; a booking lies wholly inside them. Default: the opening hours of eating here (else of the first delivery type). */
                        hours?: {
                            /** @enum {string} */
                            day: "sunday" | "monday" | "tuesday" | "wednesday" | "thursday" | "friday" | "saturday";
                            from: string;
                            until: string;
                        }[];
                        /**
                         * @description The earliest booking time is now plus this many minutes.
                         * @default 60
                         */
                        leadMinutes?: number;
                        /**
                         * @description The largest party that may book online.
                         * @default 8
                         */
                        maxPartySize?: number;
                        /**
                         * Format: email
                         * @description An address that gets a mail for every online booking and cancellation; absent: no mail (the board is told either way).
                         */
                        notifyEmail?: string;
                        /**
                         * @description Booking times are offered every this many minutes.
                         * @default 30
                         */
                        stepMinutes?: number;
                    };
                    reservationTable: boolean;
                    restaurantId?: number;
                    revision: number;
                    tables: {
                        /** @description Where the table stands (e.g. "Terrace"); groups the QR sheet. */
                        area?: string;
                        /** @description Seats. */
                        capacity: number;
                        /** @description Stable identifier inside the file; re-imports update the row with the same key. */
                        key: string;
                        name: string;
                        /**
                         * @description Whether guests may reserve it online.
                         * @default true
                         */
                        reservable?: boolean;
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            revision: number;
                            value: {
                                reservations: {
                                    /**
                                     * @description How many days ahead guests may book (0 = today only).
                                     * @default 30
                                     */
                                    availableDays: number;
                                    /**
                                     * @description How long a booking holds its table.
                                     * @default 120
                                     */
                                    durationMinutes: number;
                                    /**
                                     * @description Guests pick the table; otherwise the smallest free table that seats the party is given.
                                     * @default false
                                     */
                                    guestsChooseTable: boolean;
                                    /** @description When reserved tables are in use; a booking lies wholly inside them. Default: the opening hours of eating here (else of the first delivery type). */
                                    hours?: {
                                        /** @enum {string} */
                                        day: "sunday" | "monday" | "tuesday" | "wednesday" | "thursday" | "friday" | "saturday";
                                        from: string;
                                        until: string;
                                    }[];
                                    /**
                                     * @description The earliest booking time is now plus this many minutes.
                                     * @default 60
                                     */
                                    leadMinutes: number;
                                    /**
                                     * @description The largest party that may book online.
                                     * @default 8
                                     */
                                    maxPartySize: number;
                                    /**
                                     * Format: email
                                     * @description An address that gets a mail for every online booking and cancellation; absent: no mail (the board is told either way).
                                     */
                                    notifyEmail?: string;
                                    /**
                                     * @description Booking times are offered every this many minutes.
                                     * @default 30
                                     */
                                    stepMinutes: number;
                                };
                                reservationTable: boolean;
                                tables: {
                                    /** @description Where the table stands (e.g. "Terrace"); groups the QR sheet. */
                                    area?: string;
                                    /** @description Seats. */
                                    capacity: number;
                                    /** @description Stable identifier inside the file; re-imports update the row with the same key. */
                                    key: string;
                                    name: string;
                                    /**
                                     * @description Whether guests may reserve it online.
                                     * @default true
                                     */
                                    reservable: boolean;
                                }[];
                            };
                        };
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Malformed JSON, or a coded refusal of the request. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, or an expired or revoked one (token_required, unauthenticated). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description A staff token of another role (owner_only), or a guest's (manager_only). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Fields that fail their schema, each with its coded message. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        errors: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
        };
    };
    getOwnerTips: {
        parameters: {
            query?: {
                lang?: string;
                restaurantId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            revision: number;
                            value: {
                                tipPresets: number[];
                                tipRequest: boolean;
                            };
                        };
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, or an expired or revoked one (token_required, unauthenticated). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description A staff token of another role (owner_only), or a guest's (manager_only). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Fields that fail their schema, each with its coded message. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        errors: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
        };
    };
    putOwnerTips: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    lang?: string;
                    restaurantId?: number;
                    revision: number;
                    tipPresets: number[];
                    tipRequest: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            revision: number;
                            value: {
                                tipPresets: number[];
                                tipRequest: boolean;
                            };
                        };
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Malformed JSON, or a coded refusal of the request. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, or an expired or revoked one (token_required, unauthenticated). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description A staff token of another role (owner_only), or a guest's (manager_only). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Fields that fail their schema, each with its coded message. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        errors: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
        };
    };
    getOwnerVouchers: {
        parameters: {
            query?: {
                lang?: string;
                restaurantId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            revision: number;
                            value: {
                                acceptVouchers: boolean;
                                vouchers: {
                                    active: boolean;
                                    code: string;
                                    expired: boolean;
                                    /** @enum {string} */
                                    kind: "percent" | "fixed";
                                    minimumOrder: number;
                                    timesUsed: number;
                                    usageLimit: number | null;
                                    validFrom?: string;
                                    validUntil?: string;
                                    value: number;
                                }[];
                            };
                        };
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, or an expired or revoked one (token_required, unauthenticated). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description A staff token of another role (owner_only), or a guest's (manager_only). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Fields that fail their schema, each with its coded message. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        errors: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
        };
    };
    postOwnerVouchers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    lang?: string;
                    restaurantId?: number;
                    revision: number;
                    voucher: {
                        code: string;
                        /** @enum {string} */
                        kind: "percent" | "fixed";
                        /**
                         * @description Decimal amount in the restaurant currency, e.g. 8.5 for 8,50.
                         * @default 0
                         */
                        minimumOrder?: number;
                        /**
                         * @description null = unlimited.
                         * @default null
                         */
                        usageLimit?: number | null;
                        validFrom?: string;
                        /** @description Last valid day, inclusive. */
                        validUntil?: string;
                        /** @description Percent (10 = 10 %) or a fixed amount, by kind. */
                        value: number;
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            revision: number;
                            value: {
                                acceptVouchers: boolean;
                                vouchers: {
                                    active: boolean;
                                    code: string;
                                    expired: boolean;
                                    /** @enum {string} */
                                    kind: "percent" | "fixed";
                                    minimumOrder: number;
                                    timesUsed: number;
                                    usageLimit: number | null;
                                    validFrom?: string;
                                    validUntil?: string;
                                    value: number;
                                }[];
                            };
                        };
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Malformed JSON, or a coded refusal of the request. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, or an expired or revoked one (token_required, unauthenticated). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description A staff token of another role (owner_only), or a guest's (manager_only). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Fields that fail their schema, each with its coded message. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        errors: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
        };
    };
    putOwnerVouchersAccepted: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    acceptVouchers: boolean;
                    lang?: string;
                    restaurantId?: number;
                    revision: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            revision: number;
                            value: {
                                acceptVouchers: boolean;
                                vouchers: {
                                    active: boolean;
                                    code: string;
                                    expired: boolean;
                                    /** @enum {string} */
                                    kind: "percent" | "fixed";
                                    minimumOrder: number;
                                    timesUsed: number;
                                    usageLimit: number | null;
                                    validFrom?: string;
                                    validUntil?: string;
                                    value: number;
                                }[];
                            };
                        };
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Malformed JSON, or a coded refusal of the request. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, or an expired or revoked one (token_required, unauthenticated). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description A staff token of another role (owner_only), or a guest's (manager_only). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Fields that fail their schema, each with its coded message. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        errors: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
        };
    };
    putOwnerVouchersByCode: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                code: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    active: boolean;
                    lang?: string;
                    restaurantId?: number;
                    revision: number;
                    voucher: {
                        code: string;
                        /** @enum {string} */
                        kind: "percent" | "fixed";
                        /**
                         * @description Decimal amount in the restaurant currency, e.g. 8.5 for 8,50.
                         * @default 0
                         */
                        minimumOrder?: number;
                        /**
                         * @description null = unlimited.
                         * @default null
                         */
                        usageLimit?: number | null;
                        validFrom?: string;
                        /** @description Last valid day, inclusive. */
                        validUntil?: string;
                        /** @description Percent (10 = 10 %) or a fixed amount, by kind. */
                        value: number;
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            revision: number;
                            value: {
                                acceptVouchers: boolean;
                                vouchers: {
                                    active: boolean;
                                    code: string;
                                    expired: boolean;
                                    /** @enum {string} */
                                    kind: "percent" | "fixed";
                                    minimumOrder: number;
                                    timesUsed: number;
                                    usageLimit: number | null;
                                    validFrom?: string;
                                    validUntil?: string;
                                    value: number;
                                }[];
                            };
                        };
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Malformed JSON, or a coded refusal of the request. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, or an expired or revoked one (token_required, unauthenticated). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description A staff token of another role (owner_only), or a guest's (manager_only). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Fields that fail their schema, each with its coded message. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        errors: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
        };
    };
    getOwnerWebhooks: {
        parameters: {
            query?: {
                lang?: string;
                restaurantId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            createdAt: string;
                            description: string;
                            disabledReason: ("owner" | "failing") | null;
                            enabled: boolean;
                            events: ("order.created" | "order.status_changed" | "order.paid" | "order.refunded" | "reservation.booked" | "reservation.cancelled" | "table_bill.paid" | "dish.sold_out" | "dish.back")[];
                            id: string;
                            pending: number;
                            url: string;
                        }[];
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, or an expired or revoked one (token_required, unauthenticated). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description A staff token of another role (owner_only), or a guest's (manager_only). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Fields that fail their schema, each with its coded message. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        errors: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
        };
    };
    postOwnerWebhooks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default  */
                    description?: string;
                    events: ("order.created" | "order.status_changed" | "order.paid" | "order.refunded" | "reservation.booked" | "reservation.cancelled" | "table_bill.paid" | "dish.sold_out" | "dish.back")[];
                    lang?: string;
                    restaurantId?: number;
                    url: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            createdAt: string;
                            description: string;
                            disabledReason: ("owner" | "failing") | null;
                            enabled: boolean;
                            events: ("order.created" | "order.status_changed" | "order.paid" | "order.refunded" | "reservation.booked" | "reservation.cancelled" | "table_bill.paid" | "dish.sold_out" | "dish.back")[];
                            id: string;
                            pending: number;
                            secret: string;
                            url: string;
                        };
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Malformed JSON, or a coded refusal of the request. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, or an expired or revoked one (token_required, unauthenticated). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description A staff token of another role (owner_only), or a guest's (manager_only). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Fields that fail their schema, each with its coded message. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        errors: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
        };
    };
    deleteOwnerWebhooksByEndpointId: {
        parameters: {
            query?: {
                lang?: string;
                restaurantId?: number;
            };
            header?: never;
            path: {
                endpointId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {boolean} */
                            removed: true;
                        };
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, or an expired or revoked one (token_required, unauthenticated). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description A staff token of another role (owner_only), or a guest's (manager_only). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Fields that fail their schema, each with its coded message. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        errors: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
        };
    };
    patchOwnerWebhooksByEndpointId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                endpointId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    description?: string;
                    enabled?: boolean;
                    events?: ("order.created" | "order.status_changed" | "order.paid" | "order.refunded" | "reservation.booked" | "reservation.cancelled" | "table_bill.paid" | "dish.sold_out" | "dish.back")[];
                    lang?: string;
                    restaurantId?: number;
                    url?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            createdAt: string;
                            description: string;
                            disabledReason: ("owner" | "failing") | null;
                            enabled: boolean;
                            events: ("order.created" | "order.status_changed" | "order.paid" | "order.refunded" | "reservation.booked" | "reservation.cancelled" | "table_bill.paid" | "dish.sold_out" | "dish.back")[];
                            id: string;
                            pending: number;
                            url: string;
                        };
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Malformed JSON, or a coded refusal of the request. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, or an expired or revoked one (token_required, unauthenticated). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description A staff token of another role (owner_only), or a guest's (manager_only). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Fields that fail their schema, each with its coded message. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        errors: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
        };
    };
    getOwnerWebhooksByEndpointIdDeliveries: {
        parameters: {
            query?: {
                lang?: string;
                restaurantId?: number;
            };
            header?: never;
            path: {
                endpointId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            attempts: number;
                            createdAt: string;
                            event: string;
                            id: number;
                            lastAttemptAt: string | null;
                            lastError: string | null;
                            lastStatus: number | null;
                            messageId: string;
                            nextAttemptAt: string | null;
                            /** @enum {string} */
                            state: "pending" | "delivered" | "failed";
                        }[];
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, or an expired or revoked one (token_required, unauthenticated). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description A staff token of another role (owner_only), or a guest's (manager_only). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Fields that fail their schema, each with its coded message. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        errors: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
        };
    };
    postOwnerWebhooksDeliveriesByDeliveryIdResend: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                deliveryId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    lang?: string;
                    restaurantId?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            attempts: number;
                            createdAt: string;
                            event: string;
                            id: number;
                            lastAttemptAt: string | null;
                            lastError: string | null;
                            lastStatus: number | null;
                            messageId: string;
                            nextAttemptAt: string | null;
                            /** @enum {string} */
                            state: "pending" | "delivered" | "failed";
                        };
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Malformed JSON, or a coded refusal of the request. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, or an expired or revoked one (token_required, unauthenticated). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description A staff token of another role (owner_only), or a guest's (manager_only). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Fields that fail their schema, each with its coded message. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        errors: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
        };
    };
    getPaymentPrepare: {
        parameters: {
            query: {
                basketId: string;
                lang?: string;
                restaurantId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            mollieLink: string;
                            testMode: boolean;
                        };
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, or an expired or revoked one (token_required, unauthenticated). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Fields that fail their schema, each with its coded message. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        errors: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
        };
    };
    getPaymentTestByTestPaymentId: {
        parameters: {
            query?: {
                lang?: string;
                restaurantId?: number;
            };
            header?: never;
            path: {
                testPaymentId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            amount: number;
                            currency: string;
                            description: string;
                            id: string;
                            orderId: string;
                            redirectUrl: string;
                            /** @enum {string} */
                            status: "open" | "pending" | "paid" | "failed" | "canceled" | "expired";
                            /** @enum {boolean} */
                            testMode: true;
                        };
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, or an expired or revoked one (token_required, unauthenticated). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Fields that fail their schema, each with its coded message. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        errors: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
        };
    };
    postPaymentTestByTestPaymentIdComplete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                testPaymentId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    lang?: string;
                    /** @enum {string} */
                    outcome: "paid" | "failed" | "canceled";
                    restaurantId?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            redirectUrl: string;
                            /** @enum {string} */
                            status: "open" | "pending" | "paid" | "failed" | "canceled" | "expired";
                            /** @enum {boolean} */
                            testMode: true;
                        };
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Malformed JSON, or a coded refusal of the request. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, or an expired or revoked one (token_required, unauthenticated). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Fields that fail their schema, each with its coded message. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        errors: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
        };
    };
    getPaymentUpdate: {
        parameters: {
            query?: {
                lang?: string;
                orderId?: string;
                paymentId?: string;
                restaurantId?: number;
                sessionId?: string;
                sessionResult?: string;
                status?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            orderId: string;
                            /** @enum {string} */
                            status: "open" | "pending" | "paid" | "failed" | "canceled" | "expired";
                            testMode: boolean;
                        };
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, or an expired or revoked one (token_required, unauthenticated). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Fields that fail their schema, each with its coded message. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        errors: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
        };
    };
    postPaymentWebhookMollie: {
        parameters: {
            query?: {
                restaurantId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id?: string;
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            status: string;
                        };
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Malformed JSON, or a coded refusal of the request. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Fields that fail their schema, each with its coded message. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        errors: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
        };
    };
    getPaymentWebhookSaferpay: {
        parameters: {
            query?: {
                orderId?: string;
                restaurantId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            status: string;
                        };
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Fields that fail their schema, each with its coded message. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        errors: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
        };
    };
    postPaymentWebhookSaferpay: {
        parameters: {
            query?: {
                orderId?: string;
                restaurantId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            status: string;
                        };
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Fields that fail their schema, each with its coded message. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        errors: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
        };
    };
    getRestaurant: {
        parameters: {
            query?: {
                deliveryType?: "1" | "2" | "3" | "delivery" | "pickup" | "here";
                limit?: number;
                postalCode?: string;
                status?: "open" | "closed" | "all";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            address: string;
                            closed: boolean;
                            deliveryTypes: {
                                id: 1 | 2 | 3;
                                /** @enum {string} */
                                name: "delivery" | "pickup" | "here";
                            }[];
                            id: number;
                            is_open: boolean;
                            logo: string | null;
                            name: string;
                            shipping: {
                                fee: number;
                                minimum_order: number;
                            } | null;
                            slug: string;
                        }[];
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, or an expired or revoked one (token_required, unauthenticated). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Fields that fail their schema, each with its coded message. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        errors: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
        };
    };
    getRestaurantCategory: {
        parameters: {
            query?: {
                basketId?: string;
                delivery_time?: string;
                extra?: "0" | "1" | "true" | "false";
                restaurantId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            description: string | null;
                            extra: 0 | 1;
                            foot_note: string | null;
                            id: number;
                            image: string | null;
                            name: string;
                            pivot: {
                                priority: number | null;
                            };
                        }[];
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, or an expired or revoked one (token_required, unauthenticated). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Fields that fail their schema, each with its coded message. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        errors: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
        };
    };
    getRestaurantCategoryAttributesItems: {
        parameters: {
            query: {
                basketId?: string;
                categoryId: string;
                restaurantId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            is_multi_select: boolean;
                            items: {
                                id: number;
                                image: string | null;
                                name: string;
                                pivot: {
                                    id: number;
                                    price: number;
                                };
                            }[];
                            maximum_value: number;
                            minimum_value: number;
                            name: string;
                            product_ids: number[];
                        }[];
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, or an expired or revoked one (token_required, unauthenticated). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Fields that fail their schema, each with its coded message. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        errors: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
        };
    };
    getRestaurantId: {
        parameters: {
            query: {
                slug: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                        };
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, or an expired or revoked one (token_required, unauthenticated). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Fields that fail their schema, each with its coded message. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        errors: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
        };
    };
    getRestaurantImprint: {
        parameters: {
            query?: {
                restaurantId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            about_us: string | null;
                            imprint: string | null;
                            privacy_policy: string | null;
                            terms_and_conditions: string | null;
                        };
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, or an expired or revoked one (token_required, unauthenticated). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Fields that fail their schema, each with its coded message. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        errors: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
        };
    };
    getRestaurantInformationPages: {
        parameters: {
            query?: {
                restaurantId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            body: string;
                            id: number;
                            priority: number | null;
                            title: string;
                        }[];
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, or an expired or revoked one (token_required, unauthenticated). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Fields that fail their schema, each with its coded message. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        errors: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
        };
    };
    getRestaurantMostSelling: {
        parameters: {
            query?: {
                limit?: number;
                restaurantId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            additional_info_config: {
                                date: boolean;
                                name: boolean;
                            };
                            additives: string[];
                            allergy_info: string[];
                            category_id: number;
                            depot: {
                                name: string;
                                price: number;
                            } | null;
                            description: string | null;
                            extra: number[];
                            happyHours: {
                                end_date: string;
                                start_date: string;
                                weekday_id: number;
                            }[];
                            id: number;
                            image: string | null;
                            is_multiple_allowed: boolean;
                            is_package: 0 | 1;
                            min_price: number | null;
                            name: string;
                            on_break?: boolean;
                            pinned: boolean;
                            price: number;
                            quantity: number;
                            stock: number | null;
                            subcategory_id: number | null;
                            subcategory_image: string | null;
                            subcategory_name: string | null;
                            subcategory_priority: number | null;
                            vegan: boolean;
                            vegetarian: boolean;
                        }[];
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, or an expired or revoked one (token_required, unauthenticated). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Fields that fail their schema, each with its coded message. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        errors: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
        };
    };
    getRestaurantPinnedProducts: {
        parameters: {
            query?: {
                basket?: string;
                delivery_time?: string;
                restaurant?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            additional_info_config: {
                                date: boolean;
                                name: boolean;
                            };
                            additives: string[];
                            allergy_info: string[];
                            category_id: number;
                            depot: {
                                name: string;
                                price: number;
                            } | null;
                            description: string | null;
                            extra: number[];
                            happyHours: {
                                end_date: string;
                                start_date: string;
                                weekday_id: number;
                            }[];
                            id: number;
                            image: string | null;
                            is_multiple_allowed: boolean;
                            is_package: 0 | 1;
                            min_price: number | null;
                            name: string;
                            on_break?: boolean;
                            pinned: boolean;
                            price: number;
                            quantity: number;
                            stock: number | null;
                            subcategory_id: number | null;
                            subcategory_image: string | null;
                            subcategory_name: string | null;
                            subcategory_priority: number | null;
                            vegan: boolean;
                            vegetarian: boolean;
                        }[];
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, or an expired or revoked one (token_required, unauthenticated). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Fields that fail their schema, each with its coded message. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        errors: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
        };
    };
    getRestaurantPostalCodes: {
        parameters: {
            query?: {
                restaurantId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            city: string | null;
                            fee: number;
                            free_delivery_from: number | null;
                            minimum_order: number;
                            postalCode: string;
                        }[];
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, or an expired or revoked one (token_required, unauthenticated). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Fields that fail their schema, each with its coded message. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        errors: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
        };
    };
    getRestaurantProductPackages: {
        parameters: {
            query: {
                basketId?: string;
                delivery_time?: string;
                productId: string;
                restaurantId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            max: number;
                            min: number;
                            name: string;
                            products: {
                                additional_info_config: {
                                    date: boolean;
                                    name: boolean;
                                };
                                additives: string[];
                                allergy_info: string[];
                                category_id: number;
                                depot: {
                                    name: string;
                                    price: number;
                                } | null;
                                description: string | null;
                                extra: number[];
                                happyHours: {
                                    end_date: string;
                                    start_date: string;
                                    weekday_id: number;
                                }[];
                                id: number;
                                image: string | null;
                                is_multiple_allowed: boolean;
                                is_package: 0 | 1;
                                min_price: number | null;
                                name: string;
                                on_break?: boolean;
                                pinned: boolean;
                                price: number;
                                quantity: number;
                                stock: number | null;
                                subcategory_id: number | null;
                                subcategory_image: string | null;
                                subcategory_name: string | null;
                                subcategory_priority: number | null;
                                vegan: boolean;
                                vegetarian: boolean;
                            }[];
                            question: string | null;
                        }[];
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, or an expired or revoked one (token_required, unauthenticated). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Fields that fail their schema, each with its coded message. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        errors: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
        };
    };
    getRestaurantProductSearch: {
        parameters: {
            query: {
                query: string;
                restaurantId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            additional_info_config: {
                                date: boolean;
                                name: boolean;
                            };
                            additives: string[];
                            allergy_info: string[];
                            category_id: number;
                            depot: {
                                name: string;
                                price: number;
                            } | null;
                            description: string | null;
                            extra: number[];
                            happyHours: {
                                end_date: string;
                                start_date: string;
                                weekday_id: number;
                            }[];
                            id: number;
                            image: string | null;
                            is_multiple_allowed: boolean;
                            is_package: 0 | 1;
                            min_price: number | null;
                            name: string;
                            on_break?: boolean;
                            pinned: boolean;
                            price: number;
                            quantity: number;
                            stock: number | null;
                            subcategory_id: number | null;
                            subcategory_image: string | null;
                            subcategory_name: string | null;
                            subcategory_priority: number | null;
                            vegan: boolean;
                            vegetarian: boolean;
                        }[];
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, or an expired or revoked one (token_required, unauthenticated). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Fields that fail their schema, each with its coded message. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        errors: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
        };
    };
    getRestaurantProducts: {
        parameters: {
            query: {
                basketId?: string;
                categoryId: string;
                delivery_time?: string;
                restaurantId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            additional_info_config: {
                                date: boolean;
                                name: boolean;
                            };
                            additives: string[];
                            allergy_info: string[];
                            category_id: number;
                            depot: {
                                name: string;
                                price: number;
                            } | null;
                            description: string | null;
                            extra: number[];
                            happyHours: {
                                end_date: string;
                                start_date: string;
                                weekday_id: number;
                            }[];
                            id: number;
                            image: string | null;
                            is_multiple_allowed: boolean;
                            is_package: 0 | 1;
                            min_price: number | null;
                            name: string;
                            on_break?: boolean;
                            pinned: boolean;
                            price: number;
                            quantity: number;
                            stock: number | null;
                            subcategory_id: number | null;
                            subcategory_image: string | null;
                            subcategory_name: string | null;
                            subcategory_priority: number | null;
                            vegan: boolean;
                            vegetarian: boolean;
                        }[];
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, or an expired or revoked one (token_required, unauthenticated). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Fields that fail their schema, each with its coded message. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        errors: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
        };
    };
    getRestaurantProductsHappyHourTime: {
        parameters: {
            query?: {
                categoryId?: string;
                pinned?: "0" | "1" | "true" | "false";
                restaurantId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            happyHours: {
                                end_date: string;
                                start_date: string;
                                weekday_id: number;
                            }[];
                            name: string;
                            product_id: number;
                        }[];
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, or an expired or revoked one (token_required, unauthenticated). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Fields that fail their schema, each with its coded message. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        errors: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
        };
    };
    getRestaurantReservation: {
        parameters: {
            query: {
                id: string;
                lang?: string;
                restaurantId?: number;
                token: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            adults: number;
                            children: number;
                            date: string;
                            id: string;
                            name: string;
                            restaurantName: string;
                            /** @enum {string} */
                            status: "booked" | "seated" | "cancelled";
                            tableName: string;
                            time: string;
                        };
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, or an expired or revoked one (token_required, unauthenticated). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Fields that fail their schema, each with its coded message. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        errors: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
        };
    };
    getRestaurantReservationTimes: {
        parameters: {
            query?: {
                adults?: number;
                children?: number;
                date?: string;
                lang?: string;
                restaurantId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            date: string;
                            dates: string[];
                            guestsChooseTable: boolean;
                            maxPartySize: number;
                            times: {
                                tables: {
                                    area: string | null;
                                    id: number;
                                    name: string;
                                    seats: number;
                                }[];
                                time: string;
                            }[];
                        };
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, or an expired or revoked one (token_required, unauthenticated). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Fields that fail their schema, each with its coded message. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        errors: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
        };
    };
    postRestaurantReservationCancel: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: string;
                    lang?: string;
                    restaurantId?: number;
                    token: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            adults: number;
                            children: number;
                            date: string;
                            id: string;
                            name: string;
                            restaurantName: string;
                            /** @enum {string} */
                            status: "booked" | "seated" | "cancelled";
                            tableName: string;
                            time: string;
                        };
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Malformed JSON, or a coded refusal of the request. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, or an expired or revoked one (token_required, unauthenticated). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Fields that fail their schema, each with its coded message. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        errors: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
        };
    };
    postRestaurantReserveTable: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    adults?: number;
                    /** @default 0 */
                    children?: number;
                    date: string;
                    email: string;
                    form_token?: string;
                    g_recaptcha_response?: string;
                    lang?: string;
                    name: string;
                    people?: number;
                    phone: string;
                    restaurantId?: number;
                    tableId?: number | null;
                    time: string;
                    website?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            adults: number;
                            children: number;
                            date: string;
                            id: string;
                            name: string;
                            restaurantName: string;
                            /** @enum {string} */
                            status: "booked" | "seated" | "cancelled";
                            tableName: string;
                            time: string;
                        };
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Malformed JSON, or a coded refusal of the request. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, or an expired or revoked one (token_required, unauthenticated). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Fields that fail their schema, each with its coded message. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        errors: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Too many calls from this address (too_many_requests); see Retry-After. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    getRestaurantRestaurantById: {
        parameters: {
            query: {
                restaurantId: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            allergies: boolean;
                            allow_multi_date_order: boolean;
                            announcement: string | null;
                            announcement_before_checkout: boolean;
                            available_voucher: boolean;
                            branding: boolean;
                            closed: boolean;
                            closeMessage: string | null;
                            contact: {
                                address: string;
                                city: string;
                                country: string;
                                email: string | null;
                                house_number: string | null;
                                postal_code: string;
                                street: string;
                                telephone: string | null;
                            };
                            currency: string;
                            delivery_asap?: boolean;
                            delivery_available_days: number | null;
                            delivery_average_time: number;
                            delivery_hours: number | null;
                            delivery_slot_step?: number;
                            deliveryTypes: {
                                id: 1 | 2 | 3;
                                /** @enum {string} */
                                name: "delivery" | "pickup" | "here";
                            }[];
                            has_announcement: boolean;
                            has_blog: boolean;
                            has_person_on_table: boolean;
                            has_shop: boolean;
                            here_asap?: boolean;
                            here_available_days: number | null;
                            here_hours: number | null;
                            here_slot_step?: number;
                            hereTimes: {
                                close_at: string;
                                open_at: string;
                                weekday: number;
                            }[];
                            id: number;
                            ignore_pre_order_timing_by_display: boolean;
                            landing_page: boolean;
                            lang: string;
                            login_required: boolean;
                            meta: {
                                /** @enum {string} */
                                foot_note: "bottom" | "top";
                                show_open_hours: boolean;
                            };
                            modes: {
                                catalogue: boolean;
                                event: boolean;
                                newsletter: boolean;
                                review: boolean;
                                shopProviding: boolean;
                                sideMenu: boolean;
                                tableService: boolean;
                                ticketing: boolean;
                            };
                            name: string;
                            ordering_paused_until: string | null;
                            paymentMethodDeliveryTypes: {
                                [key: string]: ("delivery" | "pickup" | "here")[];
                            };
                            paymentMethodNames: {
                                [key: string]: string;
                            };
                            paymentMethods: string[];
                            personal_information_fields: {
                                field: string;
                                required: boolean;
                            }[];
                            pickup_asap?: boolean;
                            pickup_available_days: number | null;
                            pickup_hours: number | null;
                            pickup_slot_step?: number;
                            pinned_products_label: string;
                            pre_order_for_happy_hour: boolean;
                            recaptcha_site_key: string | null;
                            registration_enabled: boolean;
                            reservation_table: boolean;
                            restaurant_close_times: {
                                end: string;
                                message: string | null;
                                start: string;
                            }[];
                            restaurant_end_close_times: string | null;
                            restaurantAvailableTimes: {
                                close_at: string;
                                open_at: string;
                                weekday: number;
                            }[];
                            restaurantTakeawayTimes: {
                                close_at: string;
                                open_at: string;
                                weekday: number;
                            }[];
                            restaurantTicketTimes: {
                                capacity: number | null;
                                duration: string;
                                end_date: string | null;
                                id: number;
                                start_date: string | null;
                                time: string;
                                weekday: number;
                            }[];
                            robot_request_available: boolean;
                            slug: string;
                            social: {
                                facebook: string | null;
                                instagram: string | null;
                                linkedin: string | null;
                                tiktok: string | null;
                                twitter: string | null;
                                youtube: string | null;
                            };
                            theme: {
                                logo: string | null;
                                /** @enum {string} */
                                logoShape: "square" | "round";
                                mainImage: string | null;
                                primaryColor: string;
                            };
                            ticketingSystem: boolean;
                            ticketTimeAvailable: boolean;
                            timeZone: string;
                            tip_presets?: number[];
                            tip_request: boolean;
                        };
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, or an expired or revoked one (token_required, unauthenticated). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Fields that fail their schema, each with its coded message. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        errors: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
        };
    };
    getRestaurantRestaurantBySlug: {
        parameters: {
            query: {
                slug: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            allergies: boolean;
                            allow_multi_date_order: boolean;
                            announcement: string | null;
                            announcement_before_checkout: boolean;
                            available_voucher: boolean;
                            branding: boolean;
                            closed: boolean;
                            closeMessage: string | null;
                            contact: {
                                address: string;
                                city: string;
                                country: string;
                                email: string | null;
                                house_number: string | null;
                                postal_code: string;
                                street: string;
                                telephone: string | null;
                            };
                            currency: string;
                            delivery_asap?: boolean;
                            delivery_available_days: number | null;
                            delivery_average_time: number;
                            delivery_hours: number | null;
                            delivery_slot_step?: number;
                            deliveryTypes: {
                                id: 1 | 2 | 3;
                                /** @enum {string} */
                                name: "delivery" | "pickup" | "here";
                            }[];
                            has_announcement: boolean;
                            has_blog: boolean;
                            has_person_on_table: boolean;
                            has_shop: boolean;
                            here_asap?: boolean;
                            here_available_days: number | null;
                            here_hours: number | null;
                            here_slot_step?: number;
                            hereTimes: {
                                close_at: string;
                                open_at: string;
                                weekday: number;
                            }[];
                            id: number;
                            ignore_pre_order_timing_by_display: boolean;
                            landing_page: boolean;
                            lang: string;
                            login_required: boolean;
                            meta: {
                                /** @enum {string} */
                                foot_note: "bottom" | "top";
                                show_open_hours: boolean;
                            };
                            modes: {
                                catalogue: boolean;
                                event: boolean;
                                newsletter: boolean;
                                review: boolean;
                                shopProviding: boolean;
                                sideMenu: boolean;
                                tableService: boolean;
                                ticketing: boolean;
                            };
                            name: string;
                            ordering_paused_until: string | null;
                            paymentMethodDeliveryTypes: {
                                [key: string]: ("delivery" | "pickup" | "here")[];
                            };
                            paymentMethodNames: {
                                [key: string]: string;
                            };
                            paymentMethods: string[];
                            personal_information_fields: {
                                field: string;
                                required: boolean;
                            }[];
                            pickup_asap?: boolean;
                            pickup_available_days: number | null;
                            pickup_hours: number | null;
                            pickup_slot_step?: number;
                            pinned_products_label: string;
                            pre_order_for_happy_hour: boolean;
                            recaptcha_site_key: string | null;
                            registration_enabled: boolean;
                            reservation_table: boolean;
                            restaurant_close_times: {
                                end: string;
                                message: string | null;
                                start: string;
                            }[];
                            restaurant_end_close_times: string | null;
                            restaurantAvailableTimes: {
                                close_at: string;
                                open_at: string;
                                weekday: number;
                            }[];
                            restaurantTakeawayTimes: {
                                close_at: string;
                                open_at: string;
                                weekday: number;
                            }[];
                            restaurantTicketTimes: {
                                capacity: number | null;
                                duration: string;
                                end_date: string | null;
                                id: number;
                                start_date: string | null;
                                time: string;
                                weekday: number;
                            }[];
                            robot_request_available: boolean;
                            slug: string;
                            social: {
                                facebook: string | null;
                                instagram: string | null;
                                linkedin: string | null;
                                tiktok: string | null;
                                twitter: string | null;
                                youtube: string | null;
                            };
                            theme: {
                                logo: string | null;
                                /** @enum {string} */
                                logoShape: "square" | "round";
                                mainImage: string | null;
                                primaryColor: string;
                            };
                            ticketingSystem: boolean;
                            ticketTimeAvailable: boolean;
                            timeZone: string;
                            tip_presets?: number[];
                            tip_request: boolean;
                        };
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, or an expired or revoked one (token_required, unauthenticated). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Fields that fail their schema, each with its coded message. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        errors: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
        };
    };
    getRestaurantRobotRequest: {
        parameters: {
            query: {
                basketId?: string;
                restaurantId?: string;
                tableId: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, or an expired or revoked one (token_required, unauthenticated). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Fields that fail their schema, each with its coded message. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        errors: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Too many calls from this address (too_many_requests); see Retry-After. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    getRestaurantShippingPrice: {
        parameters: {
            query: {
                basketId: string;
                deliveryType?: "delivery" | "pickup" | "here";
                lang?: string;
                postalCode?: string;
                restaurantId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            minimumOrderMissing: number;
                            minimumOrderValue: number;
                            shippingPrice: number;
                            tip: number;
                            totalPrice: number;
                            totalWithDiscount: number;
                            voucherValue: number;
                        };
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, or an expired or revoked one (token_required, unauthenticated). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Fields that fail their schema, each with its coded message. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        errors: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
        };
    };
    getRestaurantTables: {
        parameters: {
            query?: {
                lang?: string;
                restaurantId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            area: string | null;
                            capacity: number;
                            id: number;
                            name: string;
                            reservable: boolean;
                        }[];
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, or an expired or revoked one (token_required, unauthenticated). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Fields that fail their schema, each with its coded message. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        errors: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
        };
    };
    postRestaurantWebsiteView: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    new: boolean | ("0" | "1" | "true" | "false");
                    qrCode: boolean | ("0" | "1" | "true" | "false");
                    restaurantId?: number;
                    unique: boolean | ("0" | "1" | "true" | "false");
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                        };
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Malformed JSON, or a coded refusal of the request. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, or an expired or revoked one (token_required, unauthenticated). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Fields that fail their schema, each with its coded message. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        errors: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Too many calls from this address (too_many_requests); see Retry-After. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    getTablePayments: {
        parameters: {
            query: {
                lang?: string;
                restaurantId?: number;
                tablePaymentId: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            items: {
                                name: string;
                                orderLineId: number;
                                orderNumber: number | null;
                                price: number;
                                /** @enum {string} */
                                state: "open" | "pending" | "paid";
                                unit: number;
                            }[];
                            left: number;
                            paid: number;
                            pending: number;
                            splitBase: number;
                            splitStarted: boolean;
                            /** @enum {string} */
                            status: "open" | "paid";
                            tableName: string;
                            tablePaymentId: string;
                            total: number;
                        };
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, or an expired or revoked one (token_required, unauthenticated). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Fields that fail their schema, each with its coded message. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        errors: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
        };
    };
    postTablePaymentsCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    basketId?: string;
                    lang?: string;
                    orderId?: string;
                    restaurantId?: number;
                    tableName?: string;
                    tablePaymentId?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            items: {
                                name: string;
                                orderLineId: number;
                                orderNumber: number | null;
                                price: number;
                                /** @enum {string} */
                                state: "open" | "pending" | "paid";
                                unit: number;
                            }[];
                            left: number;
                            paid: number;
                            pending: number;
                            splitBase: number;
                            splitStarted: boolean;
                            /** @enum {string} */
                            status: "open" | "paid";
                            tableName: string;
                            tablePaymentId: string;
                            total: number;
                        };
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Malformed JSON, or a coded refusal of the request. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, or an expired or revoked one (token_required, unauthenticated). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Fields that fail their schema, each with its coded message. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        errors: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Too many calls from this address (too_many_requests); see Retry-After. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    postTablePaymentsEvents: {
        parameters: {
            query?: never;
            header?: {
                "x-socket-id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    action: "select" | "unselect";
                    basketItems: {
                        orderLineId: number;
                        unit: number;
                    }[];
                    lang?: string;
                    restaurantId?: number;
                    tablePaymentId: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Malformed JSON, or a coded refusal of the request. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, or an expired or revoked one (token_required, unauthenticated). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Fields that fail their schema, each with its coded message. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        errors: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Too many calls from this address (too_many_requests); see Retry-After. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    postTablePaymentsPay: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    basketItems?: {
                        orderLineId: number;
                        unit: number;
                    }[];
                    lang?: string;
                    /** @enum {string} */
                    paymentType: "mollie" | "saferPay";
                    restaurantId?: number;
                    split?: number;
                    tablePaymentId: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            amount: number;
                            paymentLink: string;
                            shareId: string;
                            tablePaymentId: string;
                        };
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Malformed JSON, or a coded refusal of the request. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, or an expired or revoked one (token_required, unauthenticated). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Fields that fail their schema, each with its coded message. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        errors: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Too many calls from this address (too_many_requests); see Retry-After. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    getTestimonials: {
        parameters: {
            query?: {
                lang?: string;
                page?: number;
                restaurantId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            current_page: number;
                            data: {
                                body: string;
                                created_at: string;
                                id: number;
                                name: string | null;
                                rating: number;
                            }[];
                            from: number | null;
                            last_page: number;
                            per_page: number;
                            to: number | null;
                            total: number;
                        };
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, or an expired or revoked one (token_required, unauthenticated). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Fields that fail their schema, each with its coded message. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        errors: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
        };
    };
    postTestimonialsCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default  */
                    body?: string;
                    displayName?: string | null;
                    lang?: string;
                    name?: string | null;
                    orderId: string;
                    rating: number;
                    restaurantId?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            body: string;
                            created_at: string;
                            id: number;
                            name: string | null;
                            orderId: string;
                            rating: number;
                        };
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Malformed JSON, or a coded refusal of the request. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, or an expired or revoked one (token_required, unauthenticated). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Fields that fail their schema, each with its coded message. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        errors: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Too many calls from this address (too_many_requests); see Retry-After. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    getTestimonialsShow: {
        parameters: {
            query: {
                lang?: string;
                restaurantId?: number;
                testimonialId: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            body: string;
                            created_at: string;
                            id: number;
                            name: string | null;
                            rating: number;
                        };
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, or an expired or revoked one (token_required, unauthenticated). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: {
                            body: string;
                            code: string;
                        };
                        /** @enum {string} */
                        type: "success" | "error";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Fields that fail their schema, each with its coded message. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        errors: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
        };
    };
    webhookDishBack: {
        parameters: {
            query?: never;
            header: {
                /** @description The delivery id, the same on a retry or a resend: deduplicate by it. */
                "webhook-id": string;
                /** @description v1,<base64 HMAC-SHA256 of "id.timestamp.body"> with the endpoint's secret (Standard Webhooks). */
                "webhook-signature": string;
                /** @description Seconds since 1970 when this attempt was signed. */
                "webhook-timestamp": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    data: {
                        id: number;
                        key: string;
                        name: string;
                        stock: number | null;
                    };
                    /** @description When the change was made */
                    timestamp: string;
                    /** @constant */
                    type: "dish.back";
                    /** @constant */
                    version: 1;
                };
            };
        };
        responses: {
            /** @description Any 2xx within 5 seconds accepts the delivery. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any other answer (or none) is retried with growing pauses for 24 hours. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookDishSoldOut: {
        parameters: {
            query?: never;
            header: {
                /** @description The delivery id, the same on a retry or a resend: deduplicate by it. */
                "webhook-id": string;
                /** @description v1,<base64 HMAC-SHA256 of "id.timestamp.body"> with the endpoint's secret (Standard Webhooks). */
                "webhook-signature": string;
                /** @description Seconds since 1970 when this attempt was signed. */
                "webhook-timestamp": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    data: {
                        id: number;
                        key: string;
                        name: string;
                        stock: number | null;
                    };
                    /** @description When the change was made */
                    timestamp: string;
                    /** @constant */
                    type: "dish.sold_out";
                    /** @constant */
                    version: 1;
                };
            };
        };
        responses: {
            /** @description Any 2xx within 5 seconds accepts the delivery. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any other answer (or none) is retried with growing pauses for 24 hours. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookOrderCreated: {
        parameters: {
            query?: never;
            header: {
                /** @description The delivery id, the same on a retry or a resend: deduplicate by it. */
                "webhook-id": string;
                /** @description v1,<base64 HMAC-SHA256 of "id.timestamp.body"> with the endpoint's secret (Standard Webhooks). */
                "webhook-signature": string;
                /** @description Seconds since 1970 when this attempt was signed. */
                "webhook-timestamp": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    data: {
                        currency: string;
                        /** @description The time ordered for; null: as soon as possible */
                        deliveryAt: string | null;
                        /** @description 1 delivery, 2 pickup, 3 eat here */
                        deliveryTypeId: number;
                        /** @description The order id the storefront and the API use */
                        id: string;
                        /** @description The restaurant's order number of the day */
                        number: number | null;
                        /** @description open, paid, failed, canceled or expired for an online payment; null on site */
                        paymentStatus: string | null;
                        /** @description cash, card (on site), or the online provider */
                        paymentType: string;
                        /** @description Why it was rejected */
                        reason: string | null;
                        /** @enum {string} */
                        status: "received" | "processing" | "delivered" | "rejected";
                        tableId: number | null;
                        totalCents: number;
                    };
                    /** @description When the change was made */
                    timestamp: string;
                    /** @constant */
                    type: "order.created";
                    /** @constant */
                    version: 1;
                };
            };
        };
        responses: {
            /** @description Any 2xx within 5 seconds accepts the delivery. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any other answer (or none) is retried with growing pauses for 24 hours. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookOrderPaid: {
        parameters: {
            query?: never;
            header: {
                /** @description The delivery id, the same on a retry or a resend: deduplicate by it. */
                "webhook-id": string;
                /** @description v1,<base64 HMAC-SHA256 of "id.timestamp.body"> with the endpoint's secret (Standard Webhooks). */
                "webhook-signature": string;
                /** @description Seconds since 1970 when this attempt was signed. */
                "webhook-timestamp": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    data: {
                        currency: string;
                        /** @description The time ordered for; null: as soon as possible */
                        deliveryAt: string | null;
                        /** @description 1 delivery, 2 pickup, 3 eat here */
                        deliveryTypeId: number;
                        /** @description The order id the storefront and the API use */
                        id: string;
                        /** @description The restaurant's order number of the day */
                        number: number | null;
                        /** @description open, paid, failed, canceled or expired for an online payment; null on site */
                        paymentStatus: string | null;
                        /** @description cash, card (on site), or the online provider */
                        paymentType: string;
                        /** @description Why it was rejected */
                        reason: string | null;
                        /** @enum {string} */
                        status: "received" | "processing" | "delivered" | "rejected";
                        tableId: number | null;
                        totalCents: number;
                    };
                    /** @description When the change was made */
                    timestamp: string;
                    /** @constant */
                    type: "order.paid";
                    /** @constant */
                    version: 1;
                };
            };
        };
        responses: {
            /** @description Any 2xx within 5 seconds accepts the delivery. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any other answer (or none) is retried with growing pauses for 24 hours. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookOrderRefunded: {
        parameters: {
            query?: never;
            header: {
                /** @description The delivery id, the same on a retry or a resend: deduplicate by it. */
                "webhook-id": string;
                /** @description v1,<base64 HMAC-SHA256 of "id.timestamp.body"> with the endpoint's secret (Standard Webhooks). */
                "webhook-signature": string;
                /** @description Seconds since 1970 when this attempt was signed. */
                "webhook-timestamp": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    data: {
                        currency: string;
                        /** @description The time ordered for; null: as soon as possible */
                        deliveryAt: string | null;
                        /** @description 1 delivery, 2 pickup, 3 eat here */
                        deliveryTypeId: number;
                        /** @description The order id the storefront and the API use */
                        id: string;
                        /** @description The restaurant's order number of the day */
                        number: number | null;
                        /** @description open, paid, failed, canceled or expired for an online payment; null on site */
                        paymentStatus: string | null;
                        /** @description cash, card (on site), or the online provider */
                        paymentType: string;
                        /** @description Why it was rejected */
                        reason: string | null;
                        /** @enum {string} */
                        status: "received" | "processing" | "delivered" | "rejected";
                        tableId: number | null;
                        totalCents: number;
                    };
                    /** @description When the change was made */
                    timestamp: string;
                    /** @constant */
                    type: "order.refunded";
                    /** @constant */
                    version: 1;
                };
            };
        };
        responses: {
            /** @description Any 2xx within 5 seconds accepts the delivery. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any other answer (or none) is retried with growing pauses for 24 hours. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookOrderStatusChanged: {
        parameters: {
            query?: never;
            header: {
                /** @description The delivery id, the same on a retry or a resend: deduplicate by it. */
                "webhook-id": string;
                /** @description v1,<base64 HMAC-SHA256 of "id.timestamp.body"> with the endpoint's secret (Standard Webhooks). */
                "webhook-signature": string;
                /** @description Seconds since 1970 when this attempt was signed. */
                "webhook-timestamp": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    data: {
                        currency: string;
                        /** @description The time ordered for; null: as soon as possible */
                        deliveryAt: string | null;
                        /** @description 1 delivery, 2 pickup, 3 eat here */
                        deliveryTypeId: number;
                        /** @description The order id the storefront and the API use */
                        id: string;
                        /** @description The restaurant's order number of the day */
                        number: number | null;
                        /** @description open, paid, failed, canceled or expired for an online payment; null on site */
                        paymentStatus: string | null;
                        /** @description cash, card (on site), or the online provider */
                        paymentType: string;
                        /** @enum {string} */
                        previousStatus: "received" | "processing" | "delivered" | "rejected";
                        /** @description Why it was rejected */
                        reason: string | null;
                        /** @enum {string} */
                        status: "received" | "processing" | "delivered" | "rejected";
                        tableId: number | null;
                        totalCents: number;
                    };
                    /** @description When the change was made */
                    timestamp: string;
                    /** @constant */
                    type: "order.status_changed";
                    /** @constant */
                    version: 1;
                };
            };
        };
        responses: {
            /** @description Any 2xx within 5 seconds accepts the delivery. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any other answer (or none) is retried with growing pauses for 24 hours. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookReservationBooked: {
        parameters: {
            query?: never;
            header: {
                /** @description The delivery id, the same on a retry or a resend: deduplicate by it. */
                "webhook-id": string;
                /** @description v1,<base64 HMAC-SHA256 of "id.timestamp.body"> with the endpoint's secret (Standard Webhooks). */
                "webhook-signature": string;
                /** @description Seconds since 1970 when this attempt was signed. */
                "webhook-timestamp": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    data: {
                        adults: number;
                        children: number;
                        /** @description UTC, ISO 8601 */
                        endsAt: string;
                        id: string;
                        name: string;
                        /** @description UTC, ISO 8601 */
                        startsAt: string;
                        status: string;
                        tableId: number;
                    };
                    /** @description When the change was made */
                    timestamp: string;
                    /** @constant */
                    type: "reservation.booked";
                    /** @constant */
                    version: 1;
                };
            };
        };
        responses: {
            /** @description Any 2xx within 5 seconds accepts the delivery. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any other answer (or none) is retried with growing pauses for 24 hours. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookReservationCancelled: {
        parameters: {
            query?: never;
            header: {
                /** @description The delivery id, the same on a retry or a resend: deduplicate by it. */
                "webhook-id": string;
                /** @description v1,<base64 HMAC-SHA256 of "id.timestamp.body"> with the endpoint's secret (Standard Webhooks). */
                "webhook-signature": string;
                /** @description Seconds since 1970 when this attempt was signed. */
                "webhook-timestamp": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    data: {
                        adults: number;
                        children: number;
                        /** @description UTC, ISO 8601 */
                        endsAt: string;
                        id: string;
                        name: string;
                        /** @description UTC, ISO 8601 */
                        startsAt: string;
                        status: string;
                        tableId: number;
                    };
                    /** @description When the change was made */
                    timestamp: string;
                    /** @constant */
                    type: "reservation.cancelled";
                    /** @constant */
                    version: 1;
                };
            };
        };
        responses: {
            /** @description Any 2xx within 5 seconds accepts the delivery. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any other answer (or none) is retried with growing pauses for 24 hours. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookTableBillPaid: {
        parameters: {
            query?: never;
            header: {
                /** @description The delivery id, the same on a retry or a resend: deduplicate by it. */
                "webhook-id": string;
                /** @description v1,<base64 HMAC-SHA256 of "id.timestamp.body"> with the endpoint's secret (Standard Webhooks). */
                "webhook-signature": string;
                /** @description Seconds since 1970 when this attempt was signed. */
                "webhook-timestamp": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    data: {
                        /** @description UTC, ISO 8601 */
                        closedAt: string;
                        id: string;
                        tableId: number;
                    };
                    /** @description When the change was made */
                    timestamp: string;
                    /** @constant */
                    type: "table_bill.paid";
                    /** @constant */
                    version: 1;
                };
            };
        };
        responses: {
            /** @description Any 2xx within 5 seconds accepts the delivery. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any other answer (or none) is retried with growing pauses for 24 hours. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
}
