// File generated from openapi.yaml by `npm run generate`. Do not edit.
export interface paths {
    "/qrcode": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List all QR codes
         * @description Lists the QR codes of the caller's account, a page at a time.
         *
         *     Items are ordered by `sort` in `order`; codes with equal sort keys are ordered by
         *     `shortId`, so walking the pages with `offset += limit` never repeats or skips a code
         *     while nothing changes. `pagination.hasMore` says whether a further page exists.
         *
         *     `q` keeps only the codes whose `targetUrl` or `shortId` contains it, ignoring case;
         *     `pagination.total` then counts the matching codes. `tag` keeps only the codes that carry
         *     that tag (compared case-insensitively); several `tag` parameters keep the codes that
         *     carry any of them (a campaign is a tag).
         *
         *     A malformed or out-of-range parameter (`limit` outside 1–100, a negative `offset`,
         *     an unknown `sort` or `order`, an unknown parameter) is refused with `400` naming the
         *     parameter.
         */
        get: operations["listQrCodes"];
        put?: never;
        /**
         * Create a QR code
         * @description Creates a dynamic QR code owned by the caller's account and answers with it.
         *
         *     - `targetUrl` is required: an absolute `http:` or `https:` URL of at most 2048
         *       characters. It is stored in its normalised form (lower-case scheme and host,
         *       default port removed). Other schemes (`javascript:`, `data:`, `file:` …), URLs
         *       with user-info (`user:pass@`), control characters and targets on the service's
         *       own short-link host (any port) or on the machine itself (`localhost`, 127.0.0.0/8,
         *       `::1`, `0.0.0.0`: a redirect loop) are refused with `400`.
         *     - `customShortId` is optional: 3–64 characters of `A–Z a–z 0–9 _ -`; short links are
         *       case-sensitive. Reserved words (compared case-insensitively: `api`, `qrcode`,
         *       `docs`, `health`, `healthz`, `readyz`, `metrics`, `static`, `assets`, `keys`,
         *       `dashboard`, `login`, `admin`, `favicon.ico`, `robots.txt`, `.well-known`,
         *       `openapi.json`, `openapi.yaml`) are refused with `400`. An id already in use — by
         *       anyone, or ever used before and deleted — is refused with `409 CONFLICT`: a
         *       printed code never starts pointing at somebody else's target.
         *     - Without `customShortId` the service generates 8 characters of `[0-9A-Za-z]` from a
         *       cryptographic random source.
         *     - `qrCodeOptions` is optional; missing options take their defaults, and the response
         *       carries the stored options with every default filled in.
         *     - `styleId` is optional: a style template of the account (`/styles`) whose options the
         *       code is drawn with instead of its own; the response carries `styleId` and the
         *       template's options. Send `styleId` or `qrCodeOptions`, not both (`400`); an id that is
         *       not one of the account's templates is `400` naming `styleId`.
         *
         *     `views` is `0` and `updatedAt` equals `createdAt` on a new code.
         *
         *     An account holds at most `MAX_CODES_PER_ACCOUNT` live codes (100,000 by default):
         *     beyond it the create is `409 LIMIT_REACHED` (in a bulk create, each item beyond it).
         *     A styling with a logo is drawn and decoded with the code's own short link (a generated
         *     id is picked before the check), and that draw is charged to the account's render budget
         *     at its real pixels (`429` with `Retry-After` when spent, nothing stored). One request
         *     makes at most `SCAN_GUARD_DRAWS_PER_REQUEST` scan-guard draws (200 by default).
         *
         *     Not idempotent: retrying a create whose answer was lost may create a second code
         *     (with `customShortId`, a retry answers `409` instead).
         */
        post: operations["createQrCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/qrcode/bulk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create many QR codes
         * @description Creates 1 to 100 QR codes in one request. Each item is a `createQrCode` body; the answer
         *     is `200` with one result per item, in order, carrying the status `createQrCode` would
         *     have answered (`201` with `qrCode`, or `400` / `409` with `error`). Every item is
         *     checked first; the items that pass are then stored all together or not at all, in one
         *     commit: an item whose `customShortId` is taken gets its `409` and the others are stored,
         *     while a store that cannot commit (`503`) stores none of them, so a retry never finds
         *     half a bulk. Send an `Idempotency-Key` to retry safely: the `200` is kept in that same
         *     commit and replayed. Only a malformed envelope (no `items`, not 1–100 of them, an item
         *     that is not an object) fails the whole request with `400`. The body may be at most 1 MiB.
         *
         *     Every item's scan-guard draw is charged to the account's render budget at its real
         *     pixels; a bulk create that would exceed it is `429` with `Retry-After` as a whole, and
         *     none of its items is stored. The items share one request's scan-guard draws
         *     (`SCAN_GUARD_DRAWS_PER_REQUEST`, 200 by default): each item is drawn at least once; once
         *     they are spent, a refused item's `422` names `qrCodeOptions.width` instead of the part
         *     that broke it.
         */
        post: operations["bulkCreateQrCodes"];
        /**
         * Delete many QR codes
         * @description Deletes 1 to 100 of the caller's QR codes, named in `shortIds` (comma-separated), as
         *     `deleteQrCode` would: the answer is `200` with one result per id, in order (`204`, or
         *     `404` with `error` for a code that is not the caller's or is gone). The codes are
         *     deleted all together or not at all, in one commit: a store that cannot commit (`503`)
         *     deletes none of them, so a retry never reports `404` for codes a failed attempt deleted.
         *     With an `Idempotency-Key` the `200` is kept in that same commit and replayed. More than
         *     100 ids, or an empty list, fails the whole request with `400`.
         */
        delete: operations["bulkDeleteQrCodes"];
        options?: never;
        head?: never;
        /**
         * Change many QR codes
         * @description Changes 1 to 100 of the caller's QR codes in one request: retarget, pause or rename
         *     several at once. Each item names a code by `shortId` and carries the fields of an
         *     `updateQrCode` body; `ifMatch` makes that item conditional on the code's `ETag`, as the
         *     `If-Match` header does for one code. The answer is `200` with one result per item, in
         *     order, carrying the status `updateQrCode` would have answered (`200` with `qrCode`, or
         *     `400` / `404` / `412` / `422` with `error`). Every item is checked first; the items that
         *     pass are then changed, in order, all together or not at all, in one commit, like a bulk
         *     create: an item whose code is gone (`404`) or whose `ifMatch` no longer holds (`412`)
         *     gets that result and the others are changed, while a store that cannot commit (`503`)
         *     changes none of them, so a retry never finds half a bulk. Send an `Idempotency-Key` to
         *     retry safely: the `200` is kept in that same commit and replayed. Only a malformed
         *     envelope (no `items`, not 1–100 of them, an item that is not an object) fails the whole
         *     request with `400`. The body may be at most 1 MiB.
         */
        patch: operations["bulkUpdateQrCodes"];
        trace?: never;
    };
    "/qrcode/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export every QR code
         * @description Streams all of the caller's QR codes, oldest first (ties by `shortId`), in one answer of
         *     any length: CSV when `Accept` names `text/csv`, otherwise NDJSON (one `QrCode` object per
         *     line). The server reads the store a page at a time while it writes, so a large account
         *     costs no more memory than a small one. `q`, `active` and `tag` filter as the list's do. An
         *     account streams at most 2 exports at once (per server instance); one more is
         *     `429 RATE_LIMITED` with `Retry-After` until one of them ends.
         *
         *     CSV columns, in order: `shortId`, `targetUrl`, `title`, `active`, `expiresAt`,
         *     `maxScans`, `fallbackUrl`, `views`, `createdAt`, `updatedAt`, `qrCodeUrl`, `tags` (the
         *     tags joined by `, `; RFC 4180 quoting; empty for `null`). A cell that starts with `=`, `+`, `-`, `@`, tab or carriage
         *     return (a title, an id starting with `-`) is written with a leading `'`, so a spreadsheet
         *     never runs it as a formula; `dynqr import` takes that `'` off again. Both forms can be
         *     read back by `dynqr import`.
         */
        get: operations["exportQrCodes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/qrcode/{shortId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The short identifier of the QR code: 8 generated characters of `[0-9A-Za-z]`, or a
                 *     custom id of 3–64 characters of `[A-Za-z0-9_-]`. Case-sensitive. An id of any other
                 *     form cannot exist and is answered like an unknown one.
                 */
                shortId: components["parameters"]["ShortIdPath"];
            };
            cookie?: never;
        };
        /**
         * Get QR code details
         * @description Answers with one QR code of the caller's account. An unknown, deleted or another
         *     account's `shortId` is answered with `404 NOT_FOUND`.
         */
        get: operations["getQrCode"];
        /**
         * Update a QR code
         * @description Changes the target and/or the styling of one of the caller's QR codes and answers
         *     with the whole code.
         *
         *     Only the fields the request carries change. `qrCodeOptions`, when given, replaces
         *     the stored options as a whole (missing options go back to their defaults).
         *     `updatedAt` moves only when something actually changed. `shortId`, `views` and
         *     `createdAt` cannot be set: sending them is a `400` naming the field. An empty
         *     object changes nothing and answers with the code as it is.
         *
         *     `styleId` attaches a style template of the account (the code is then drawn with the
         *     template's options, and follows its changes); `styleId: null` detaches it and keeps the
         *     template's current options as the code's own, so its image does not change. Sending
         *     `qrCodeOptions` to a code that uses a template detaches it too. `styleId` and
         *     `qrCodeOptions` together are a `400`.
         */
        put: operations["updateQrCode"];
        post?: never;
        /**
         * Delete a QR code
         * @description Deletes one of the caller's QR codes. Its short link answers `410 Gone` from then
         *     on, and its `shortId` is never given out again, custom or generated. Deleting the
         *     same code again answers `404`.
         */
        delete: operations["deleteQrCode"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/qrcode/{shortId}/stats": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The short identifier of the QR code: 8 generated characters of `[0-9A-Za-z]`, or a
                 *     custom id of 3–64 characters of `[A-Za-z0-9_-]`. Case-sensitive. An id of any other
                 *     form cannot exist and is answered like an unknown one.
                 */
                shortId: components["parameters"]["ShortIdPath"];
            };
            cookie?: never;
        };
        /**
         * Get a QR code's scan statistics
         * @description The scans of one of the caller's codes between `from` (inclusive) and `to`
         *     (exclusive), by hour or by day in UTC: `views`, `botHits` and `fallbackHits` per
         *     bucket, every bucket of the range present (zeros included), and their totals. By
         *     default the last 30 days by day. `from` is rounded down to the start of its bucket.
         *
         *     Counts are exact: each scan is written to its hour's bucket in the same commit as the
         *     code's counters, so a code's series over its whole life sums to its `views`. Hourly
         *     buckets older than the retention period (`STATS_HOURLY_RETENTION_DAYS`) are rolled up
         *     into days; asking for hours there answers the day's counts in its first hour.
         *
         *     `uniqueViews` counts the views whose visitor had not viewed the code earlier that UTC
         *     day (a keyed hash of client address and User-Agent under a salt made for the day and
         *     destroyed after it; neither is ever stored). A day's unique views are exact; over
         *     several days they add up per day.
         *
         *     With `groupBy`, the answer also carries `breakdown`: the range's views by country,
         *     device, OS, browser, referrer host or language, most views first, `value` `null` for
         *     unknown. Its views add up exactly to `totals.views`.
         *
         *     `Accept: text/csv` answers the same as CSV (RFC 4180, a header row): the breakdown
         *     when grouped, else the series. A cell that starts with `=`, `+`, `-`, `@`, tab or
         *     carriage return (a referrer host is whatever a scanner sends) is written with a leading
         *     `'`, so a spreadsheet never runs it as a formula; JSON keeps the value as it is.
         *
         *     `from` must be before `to`, and the range may hold at most 1000 buckets (`400`
         *     otherwise). An unknown, deleted or another account's `shortId` is `404`.
         */
        get: operations["getQrCodeStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/qrcode/{shortId}/resolve": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The short identifier of the QR code: 8 generated characters of `[0-9A-Za-z]`, or a
                 *     custom id of 3–64 characters of `[A-Za-z0-9_-]`. Case-sensitive. An id of any other
                 *     form cannot exist and is answered like an unknown one.
                 */
                shortId: components["parameters"]["ShortIdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Try where a scan would go
         * @description A dry run of the short link for a made-up scan: which route (`default`, `rule:N`,
         *     `variant:N`, `fallback`) it would take, the address it would be sent to (with `utm`
         *     and, for `query`, forwarded parameters), and why. Counts nothing and changes nothing.
         *     `at` sets the instant for time windows and for the code's own lifecycle (`expiresAt`);
         *     `active: false` and a used-up `maxScans` hold whatever `at` says. A code with a
         *     password says so (`passwordRequired`) and answers where the scan would go once
         *     unlocked. An unknown, deleted or another account's `shortId` is `404`.
         */
        post: operations["resolveQrCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/qrcode/{shortId}/image": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The short identifier of the QR code: 8 generated characters of `[0-9A-Za-z]`, or a
                 *     custom id of 3–64 characters of `[A-Za-z0-9_-]`. Case-sensitive. An id of any other
                 *     form cannot exist and is answered like an unknown one.
                 */
                shortId: components["parameters"]["ShortIdPath"];
            };
            cookie?: never;
        };
        /**
         * Get the QR code image
         * @description The QR code of the code's `qrCodeUrl`, drawn server-side with its stored styling, as SVG
         *     (default), PNG or PDF (a one-page vector PDF for print, with `format=pdf` or `Accept:
         *     application/pdf`). The format comes from `format`, else from `Accept` (`image/png`
         *     before `image/svg+xml` picks PNG). Every image is tested to scan.
         *
         *     A PDF is a physical size: its page is exactly the code's own size, the code (frame
         *     included) `mm` millimetres wide (50 mm without `mm`), whatever `size` in pixels.
         *
         *     Images carry an `ETag`; a request with a matching `If-None-Match` gets `304 Not Modified`
         *     with no body. Changing the target does not change the image (the short link stays the
         *     same); changing the styling does.
         *
         *     PNG and PDF are drawn on shared image workers. Each is charged to the account's render
         *     budget (`IMAGE_RENDER_MEGAPIXELS_PER_MINUTE`: the image's pixels plus its logo's) and
         *     waits in the account's own queue, served in turn with other accounts'; `429` with
         *     `Retry-After` when the budget is spent or the account already has
         *     `IMAGE_QUEUE_PER_ACCOUNT` renders waiting or running (32 by default). A render whose
         *     client has gone is dropped.
         */
        get: operations["getQrCodeImage"];
        put?: never;
        /**
         * Draw the code with unsaved options
         * @description The code's image drawn with the options in the body instead of its stored ones, for a
         *     page that shows (and downloads) what is being edited before it is saved. Nothing is
         *     stored. The options are checked exactly as an update (`PUT /qrcode/{shortId}`) would
         *     check them: the contrast and margin rules, the account's asset, and the scan guard with
         *     the code's own link; a `400` or `422 UNSCANNABLE` is the refusal the save would get,
         *     naming the option to change. So `format=svg` (free of the render budget apart from the
         *     guard's draws) is also the way to ask "would this save?" as a form changes.
         *
         *     `format`, `size` and `mm` as for `GET`; without `format`, SVG. PNG and PDF are charged to
         *     the render budget as `GET` is. No `ETag`: a draft is not cached.
         */
        post: operations["drawQrCodeDraft"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the account's scan statistics
         * @description The scans of all the caller's codes (deleted ones included) between `from`
         *     (inclusive) and `to` (exclusive), by hour or by day in UTC, exactly as
         *     `GET /qrcode/{shortId}/stats` answers them for one code: every bucket of the range,
         *     their totals, and with `groupBy` a `breakdown` whose views add up to `totals.views`.
         *     `groupBy=shortId` gives the top codes (most views first). Another account's scans
         *     are never counted.
         *
         *     `tag` (repeatable, any of them, case-insensitive) counts only the codes that carry
         *     the tag: a campaign's report. `groupBy=tag` gives the views of each tag; a code with two
         *     tags counts in both rows, so the rows may add up to more than `totals.views`: the
         *     answer then carries `breakdownOverlaps: true` (a code's tags as they are now, not as they
         *     were when it was scanned).
         *
         *     `Accept: text/csv` answers the same as CSV (RFC 4180, a header row): the breakdown
         *     when grouped, else the series. A cell that starts with `=`, `+`, `-`, `@`, tab or
         *     carriage return (a referrer host is whatever a scanner sends) is written with a leading
         *     `'`, so a spreadsheet never runs it as a formula; JSON keeps the value as it is.
         *
         *     `from` must be before `to`, and the range may hold at most 1000 buckets (`400`
         *     otherwise).
         */
        get: operations["getAccountStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List API keys
         * @description The API keys of the caller's account, newest first. Revoked and expired keys are
         *     included, with `revokedAt` / `expiresAt` set, so the account holder sees the whole
         *     history. Never the key itself or its hash: a key is shown once, when it is created.
         */
        get: operations["listApiKeys"];
        put?: never;
        /**
         * Create an API key
         * @description Creates an API key for the caller's account and answers with it, including the key
         *     itself in `key`. **This is the only time the key is shown**: only its SHA-256 hash is
         *     stored, anywhere (the answer kept for an `Idempotency-Key` included). A repeat with the
         *     same `Idempotency-Key` after the key was created therefore cannot show it again: it is
         *     answered `409 CONFLICT` with the key's `id` in the message, and creates no second key.
         *
         *     - `name` (1–100 characters) says what the key is for.
         *     - `scopes` defaults to `["qrcodes:write"]`. `qrcodes:read` reads codes and images,
         *       `qrcodes:write` also creates, changes and deletes them, `keys:manage` lists, creates
         *       and revokes keys. A key may only create keys whose scopes it holds itself
         *       (`qrcodes:write` includes `qrcodes:read`): asking for another is `403 FORBIDDEN`
         *       naming the scope (`This API key lacks the scope qrcodes:write`), so `keys:manage`
         *       alone never leads to more.
         *     - `expiresAt` (optional, in the future): from that instant the key is answered like an
         *       invalid one (`401`).
         *     - An account holds at most 100 live (neither revoked nor expired) keys, or what the
         *       operator set (`MAX_KEYS_PER_ACCOUNT`); past it, `409 LIMIT_REACHED` naming the cap.
         */
        post: operations["createApiKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/keys/{keyId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id of an API key of the caller's account (`key_` and 12 characters). */
                keyId: components["parameters"]["KeyIdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Revoke an API key
         * @description Revokes one of the account's keys: it fails with `401` on its very next request.
         *     Revoking the key making this request is allowed (it is the last request that key
         *     makes). The key stays in the list with `revokedAt` set. An unknown key, another
         *     account's key or a key already revoked is answered with `404 NOT_FOUND`, message
         *     `API key not found`.
         */
        delete: operations["revokeApiKey"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List webhook endpoints
         * @description The caller's account's endpoints, newest first, without their secrets. An endpoint
         *     whose deliveries have failed for 24 hours is disabled: it carries `disabledAt` and
         *     `disabledReason: webhook.disabled` and receives no further events.
         */
        get: operations["listWebhooks"];
        put?: never;
        /**
         * Register a webhook endpoint
         * @description Registers an endpoint that receives the listed events of the caller's account's QR
         *     codes. The `secret` (`whsec_` + base64 of 24 random bytes) is returned this once;
         *     verify every delivery with it as the Standard Webhooks specification says (the SDK's
         *     `verifyWebhook` does). The URL must be `http:` or `https:` and must not resolve to a
         *     loopback, private, link-local or cloud-metadata address (unless the operator sets
         *     `WEBHOOK_ALLOW_PRIVATE=true`); it is checked again before every delivery, and
         *     redirects are not followed. An account registers at most 20 endpoints, or what the
         *     operator set (`MAX_WEBHOOKS_PER_ACCOUNT`); past it, `409 LIMIT_REACHED` naming the cap.
         */
        post: operations["createWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id of a webhook endpoint (`wh_` and 16 hex characters). */
                id: components["parameters"]["WebhookIdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a webhook endpoint
         * @description Removes the endpoint; deliveries not yet made to it are dropped.
         */
        delete: operations["deleteWebhook"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/{id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id of a webhook endpoint (`wh_` and 16 hex characters). */
                id: components["parameters"]["WebhookIdPath"];
            };
            cookie?: never;
        };
        /**
         * List an endpoint's deliveries
         * @description The latest 100 events sent (or to be sent) to the endpoint, latest first: event id
         *     (the `webhook-id` header), type, attempts made, the last HTTP status (null when no
         *     answer came: timeout, refused connection, refused address), and when the next
         *     attempt is due (null once delivered or given up).
         */
        get: operations["listWebhookDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Stream the account's events as they happen
         * @description Server-Sent Events (`text/event-stream`): every event of the caller's account's codes as
         *     the webhooks carry it (`qrcode.created`, `qrcode.updated`, `qrcode.deleted`,
         *     `qrcode.deactivated`, `qrcode.scanned`, `qrcode.milestone`, and the destination-health
         *     events), whether or not an endpoint subscribes to it, and never another account's. Each
         *     message is `id: <event id>`, `event: <type>` and `data: <the event as JSON>` — the
         *     body a webhook endpoint would receive (`WebhookEvent`, `QrCodeScannedEvent`,
         *     `QrCodeMilestoneEvent`), whose `id` is the `webhook-id` of the same event.
         *
         *     A stream starts with the events committed after it opened. `Last-Event-ID` (which
         *     browsers' `EventSource` sends when it reconnects) resumes after that event: the events
         *     committed since are sent first, as long as they are at most 24 hours old; an id the
         *     server no longer knows (older, or never sent) starts at the present and says so in a
         *     `: resumed-from-present` comment. An account's events are kept for resuming for 24 hours
         *     after a stream of it was last open. With several server instances on one PostgreSQL
         *     database, a stream on any instance carries the events committed by every instance, in
         *     the order their transactions began (at most about a second after their commit).
         *
         *     A `: heartbeat` comment every 15 seconds keeps proxies from closing an idle stream; the
         *     `retry: 2000` field at the start tells `EventSource` to reconnect after 2 seconds. An
         *     account holds at most `MAX_EVENT_STREAMS_PER_ACCOUNT` streams open at once per instance
         *     (5 by default); one more is `429 RATE_LIMITED` with `Retry-After`. The server ends its
         *     streams when it shuts down (reconnect with `Last-Event-ID` to go on) and when the client
         *     goes.
         */
        get: operations["streamEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/assets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the account's logos
         * @description The account's uploaded images, newest first, without their bytes.
         */
        get: operations["listAssets"];
        put?: never;
        /**
         * Upload a logo
         * @description Stores an image for the account's codes to show in their centre (`qrCodeOptions.image`).
         *     The body is the image itself, sent with its type: `image/png`, `image/jpeg` or
         *     `image/svg+xml`, at most 512 KiB (otherwise `413 PAYLOAD_TOO_LARGE`); another type is
         *     `415 UNSUPPORTED_MEDIA_TYPE`. Images are uploaded, never fetched from a URL. Width and
         *     height are read from the image (PNG header, JPEG frame, SVG `viewBox` or
         *     `width`/`height`); bytes that are not an image of the type sent are `400`. An SVG may
         *     hold only drawing elements: scripts, event attributes (`on…`), `foreignObject`,
         *     entity declarations and references outside the image (an `href` not starting with
         *     `#` or `data:image/`) are refused with `400`, and so are CSS `url()`s outside the image,
         *     `@import`, `@font-face` and `image-set()`, checked after XML character references and
         *     CSS escapes are decoded; so is an SVG of more than 10,000 elements, one embedding a PNG
         *     or JPEG of more than 2048 px a side, and one the XML parser cannot read (nesting deeper
         *     than 100 levels, an attribute named `__proto__`). A PNG or JPEG is decoded and
         *     re-encoded once, here: larger than 2048 px a side it is scaled down (its `width` and
         *     `height` are then the stored ones), its metadata (EXIF, GPS, text chunks) is dropped,
         *     and one declaring more than 16,384 px a side, or more than 64 megapixels in all, is
         *     `400`. Uploads are read off the event loop with a time (5 s) and memory limit: an image
         *     that cannot be read within them is `400`. An account holds at most
         *     `MAX_ASSETS_PER_ACCOUNT` assets (200 by default; `409 LIMIT_REACHED`).
         */
        post: operations["uploadAsset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/assets/{assetId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id of an uploaded image of the caller's account (`ast_` and 16 hex characters). */
                assetId: components["parameters"]["AssetIdPath"];
            };
            cookie?: never;
        };
        /**
         * Get a logo's image
         * @description The image as it was stored (an SVG as sanitised, a PNG or JPEG as re-encoded), with its
         *     content type, as a download (`Content-Disposition: attachment`) under
         *     `Content-Security-Policy: default-src 'none'; style-src 'unsafe-inline'`: opened
         *     directly, an SVG may style itself but never fetch or run anything.
         */
        get: operations["getAsset"];
        put?: never;
        post?: never;
        /**
         * Delete a logo
         * @description Removes the image; `409 CONFLICT` while a code or a style template shows it, or while a
         *     create or update of one that checked this image is still running.
         */
        delete: operations["deleteAsset"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/styles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the account's style templates
         * @description The account's templates, a page at a time, oldest first (ties by `id`), so walking the
         *     pages with `offset += limit` never repeats or skips one while nothing changes.
         */
        get: operations["listStyles"];
        put?: never;
        /**
         * Create a style template
         * @description Stores a named set of `qrCodeOptions` for the account's codes to share (`styleId` on a
         *     code). The options are checked as a code's are — defaults filled in, the contrast rule
         *     for every colour and gradient stop, `image` an asset of the account (`400` naming
         *     `qrCodeOptions.image` otherwise) — and then drawn and decoded by the scan guard with
         *     the longest short link the service makes (a 64-character custom id): a template that
         *     does not decode is `422 UNSCANNABLE` naming the option to change, and nothing is stored.
         *     The draws are charged to the account's render budget (`429` with `Retry-After` when
         *     spent).
         *     An account holds at most `MAX_STYLES_PER_ACCOUNT` templates (200 by default;
         *     `409 LIMIT_REACHED`).
         */
        post: operations["createStyle"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/styles/{styleId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id of a style template of the caller's account (`sty_` and 16 hex characters). */
                styleId: components["parameters"]["StyleIdPath"];
            };
            cookie?: never;
        };
        /**
         * Get a style template
         * @description One of the account's templates; another account's is `404`.
         */
        get: operations["getStyle"];
        /**
         * Replace a style template
         * @description Replaces the template's `name` and `qrCodeOptions` (both required; missing options go
         *     back to their defaults), checked and decoded as on create (`422 UNSCANNABLE`, nothing
         *     stored). New options with a logo are also drawn with the short link of every code that
         *     uses the template: one that would not scan is `422 UNSCANNABLE` naming that code, and a
         *     template used by more codes than one request may draw (`SCAN_GUARD_DRAWS_PER_REQUEST`,
         *     200 by default) is `409 LIMIT_REACHED` (detach some codes, or change it without a
         *     logo). Every draw is charged to the account's render budget (`429` with `Retry-After`).
         *
         *     Every code with this `styleId` is drawn with the new options from then on: its answers,
         *     its images and its ETag change with the template. The codes are rewritten 500 per
         *     commit, each commit with those codes' `qrcode.updated` events, before the answer; a
         *     read during the change may find some codes still with the old options.
         */
        put: operations["updateStyle"];
        post?: never;
        /**
         * Delete a style template
         * @description Removes the template; `409 CONFLICT` while a code uses it (detach those first with `styleId` `null`).
         */
        delete: operations["deleteStyle"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Who is asking
         * @description Answers who makes the request: the signed-in person (`user`, with a session cookie) or
         *     the API key (`key`; its creator's `user` when a member created it), the account the
         *     request acts on, the person's `role` there and the `scopes` the request holds. A key
         *     created by a member holds at most that member's current role (the scopes are the
         *     intersection). `accounts` lists the person's memberships, for an account switcher; a
         *     key without a person has `[]`. Any valid credential may ask.
         */
        get: operations["getMe"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in
         * @description Signs a person in with their email and password and answers who they are (as
         *     `GET /me`) with the session cookie (`Set-Cookie`): a random id, stored only as its
         *     SHA-256 hash, `HttpOnly`, `SameSite=Lax`, `Path=/`; named `__Host-dynqr_session` and
         *     `Secure` when `{site_url}` is `https`, `dynqr_session` otherwise. A session ends after
         *     `SESSION_IDLE_HOURS` (168) without use, and at the latest `SESSION_MAX_DAYS` (30) after
         *     sign-in.
         *
         *     `accountId` chooses the account when the person is a member of several (default: the
         *     oldest membership). A wrong email or password is `401 UNAUTHORIZED`, `Wrong email or
         *     password`, never saying which. After 5 failures in 15 minutes from one address or for
         *     one email, each further failure is `429 RATE_LIMITED` with `Retry-After`; the password
         *     is checked first, so a correct one always signs in. A request carrying `Origin` must
         *     come from `{site_url}` (`403 FORBIDDEN`).
         */
        post: operations["signIn"];
        /**
         * Sign out
         * @description Ends the session making the request and clears its cookie. Only a session may sign out.
         */
        delete: operations["signOut"];
        options?: never;
        head?: never;
        /**
         * Switch the session's account
         * @description Moves the session to another account of the signed-in person; later requests act on
         *     it. An account the person is not a member of is `404 NOT_FOUND`, `Account not found`.
         *     Only a session may switch (a key belongs to one account).
         */
        patch: operations["switchAccount"];
        trace?: never;
    };
    "/sessions": {
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
         * Sign out everywhere
         * @description Ends every session of the signed-in person, on every device and account, this one
         *     included, and clears this one's cookie. Their API keys are not touched.
         */
        delete: operations["signOutEverywhere"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the account's members
         * @description The people of the caller's account with their roles, oldest member first.
         */
        get: operations["listMembers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/members/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id of a member of the caller's account (`usr_` and 16 characters). */
                userId: components["parameters"]["UserIdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove a member
         * @description Removes a person from the caller's account. Their sessions on it end at once, and the
         *     keys they created stop working (`401`). Needs `keys:manage`, except that a signed-in
         *     person may always remove themselves (leave). Removing an owner needs a signed-in owner
         *     (`403` otherwise); the last owner cannot leave or be removed (`409 CONFLICT`, `An
         *     account keeps at least one owner`).
         */
        delete: operations["removeMember"];
        options?: never;
        head?: never;
        /**
         * Change a member's role
         * @description Gives a member of the caller's account another role. Granting or taking `owner` needs a
         *     signed-in owner (a session, never a key): otherwise `403 FORBIDDEN`. An account always
         *     keeps at least one owner: demoting the last one is `409 CONFLICT`, `An account keeps at
         *     least one owner`. Keys the member created hold at most the new role from their next
         *     request.
         */
        patch: operations["updateMember"];
        trace?: never;
    };
    "/invitations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List pending invitations
         * @description The caller's account's invitations that are neither accepted, withdrawn nor expired,
         *     newest first, without their links (a link is shown once, when it is created).
         */
        get: operations["listInvitations"];
        put?: never;
        /**
         * Invite a person
         * @description Invites a person to the caller's account with a role, through a one-time `link`
         *     (`{site_url}/join#<token>`) valid 7 days. When the operator set `SMTP_URL` the link is
         *     e-mailed to them too (`emailed: true`); otherwise it is shown here to pass on. Only the
         *     token's hash is stored, so the link is shown this once. Inviting as `owner` needs a
         *     signed-in owner (`403` otherwise). Members and pending invitations together are capped
         *     at `MAX_MEMBERS_PER_ACCOUNT` (100): past it, `409 LIMIT_REACHED`.
         */
        post: operations["createInvitation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/invitations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id of a pending invitation of the caller's account (`inv_` and 16 characters). */
                id: components["parameters"]["InvitationIdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Withdraw an invitation
         * @description Withdraws a pending invitation of the caller's account: its link stops working. An
         *     unknown, used, expired or another account's invitation is `404 NOT_FOUND`,
         *     `Invitation not found`.
         */
        delete: operations["deleteInvitation"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/invitations/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Accept an invitation or a setup link
         * @description Takes the token of a one-time link (`{site_url}/join#<token>`: an invitation, or the
         *     setup link `npm start` and `dynqr users invite` print) and signs the person in, as
         *     `POST /session` does. A new email creates the person: `name` and `password` (12–1024
         *     characters) are needed. A person who already has an account gives their `password`, or
         *     sends the request signed in as themselves. A setup link names no email: `email` is
         *     needed too. A used, withdrawn, expired or unknown token is `404 NOT_FOUND`, `This link
         *     is no longer valid`. A request carrying `Origin` must come from `{site_url}`.
         */
        post: operations["acceptInvitation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/password-resets/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set a new password with a reset link
         * @description Takes the token of a one-time reset link (`{site_url}/reset#<token>`, printed by
         *     `dynqr users reset-password`, valid one hour) and a new `password` (12–1024
         *     characters); ends every other session of the person and signs them in, as
         *     `POST /session` does. A used, expired or unknown token is `404 NOT_FOUND`, `This link
         *     is no longer valid`.
         */
        post: operations["resetPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the audit log
         * @description Who changed what and when in the caller's account, newest first: every change to a
         *     code (which fields, and the old and new target), key, member, invitation, domain,
         *     webhook and style, with its author (a person or a key) and the class of the address it
         *     came from (never the address itself). `shortId` narrows it to one code's history;
         *     `from` and `to` to a time range. Entries about keys, members, invitations, webhooks,
         *     styles and domains are listed only to a caller holding `keys:manage`. Entries are kept
         *     `AUDIT_RETENTION_DAYS` (365). Paged by `cursor`: pass the previous answer's
         *     `nextCursor` until it is `null`.
         */
        get: operations["listAuditEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/domains": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List custom domains
         * @description The account's domains, oldest first, verified or not.
         */
        get: operations["listDomains"];
        put?: never;
        /**
         * Add a custom domain
         * @description Adds a hostname on which the account's codes can be served (`https://<hostname>/<shortId>`).
         *     The domain starts `pending`: publish the TXT record of `verification` at your DNS
         *     provider, then call `POST /domains/{id}/verify`. A hostname belongs to one account
         *     (`409 CONFLICT`); IP literals, `localhost` and names under it, and the server's own
         *     host are refused (`400`). An account holds at most 20 domains, or what the operator set
         *     (`MAX_DOMAINS_PER_ACCOUNT`); past it, `409 LIMIT_REACHED` naming the cap.
         */
        post: operations["createDomain"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/domains/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id of a custom domain (`dom_` and 16 hex characters). */
                id: components["parameters"]["DomainIdPath"];
            };
            cookie?: never;
        };
        /**
         * Get a custom domain
         * @description One of the account's domains; another account's is `404`.
         */
        get: operations["getDomain"];
        put?: never;
        post?: never;
        /**
         * Delete a custom domain
         * @description Removes the domain; its hostname is no longer allowed a certificate. A domain that codes
         *     still use (deleted codes included: their printed links stay theirs) is `409 CONFLICT`.
         */
        delete: operations["deleteDomain"];
        options?: never;
        head?: never;
        /**
         * Change a domain's redirects
         * @description Sets where `https://<hostname>/` goes (`rootRedirectUrl`) and where an id no code of the
         *     domain has goes (`notFoundUrl`); `null` clears either (the request is then answered `404`).
         */
        patch: operations["updateDomain"];
        trace?: never;
    };
    "/domains/{id}/verify": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id of a custom domain (`dom_` and 16 hex characters). */
                id: components["parameters"]["DomainIdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Verify a custom domain
         * @description Looks the TXT record `_dynqr.<hostname>` up now, through the resolvers the operator
         *     named (`DNS_SERVERS`; the system's by default). When one of its strings is the
         *     verification value the domain is `verified` (and stays so; verifying again changes
         *     nothing); otherwise `422 DOMAIN_NOT_VERIFIED`, saying what was found.
         */
        post: operations["verifyDomain"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/print": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Print codes on a sheet, or as a ZIP of files
         * @description Draws up to 1,000 of the account's codes for a print run: the codes named by `shortIds`
         *     (in that order), or every code carrying `tag` (oldest first). Every code is drawn with
         *     its stored styling at `codeMm` millimetres wide (frame included) and proven to scan at
         *     that size by the scan guard (its verdicts, as on save) before anything is sent; one that
         *     does not is `422 UNSCANNABLE` naming its short id.
         *
         *     With `Accept: application/pdf` (the default) the answer is a vector PDF streamed page by
         *     page: the codes in `layout`'s grid, left to right then top to bottom, each label under its
         *     code, crop marks at the cells' corners when `cropMarks` is true. `layout` is a grid of
         *     your own, or a standard label sheet: `avery-l7160` (A4, 3 × 7 labels of 63.5 × 38.1 mm)
         *     or `avery-5160` (US Letter, 3 × 10 labels of 66.7 × 25.4 mm). A code and its label that
         *     do not fit in a cell are `400`, naming the largest `codeMm` that fits.
         *
         *     With `Accept: application/zip` the answer is a ZIP streamed with one file per code in
         *     `format` (`png` at 300 dpi of `codeMm`, `svg` or `pdf` of `codeMm`), named after the
         *     code's title (or its short id when it has none), made safe for every file system and
         *     unique within the ZIP (`Flyer.png`, `Flyer-2.png`). `layout`, `label` and `cropMarks` are
         *     ignored there.
         *
         *     Every code drawn is charged to the account's render budget like its image
         *     (`IMAGE_RENDER_MEGAPIXELS_PER_MINUTE`); the whole run is charged before the answer
         *     starts, so a spent budget is `429` with `Retry-After` and nothing is sent.
         */
        post: operations["printCodes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/account/brand": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the account's brand
         * @description The name, logo and colour that the public pages a scanner sees (a paused, expired or
         *     over-the-limit code, an unknown link, the password form) carry instead of the admin
         *     header. An account that never set one answers every field `null`.
         */
        get: operations["getBrand"];
        /**
         * Set the account's brand
         * @description Replaces the brand of the public pages: `name` (shown as their heading), `logoAssetId`
         *     (an image uploaded with `POST /assets`; another account's is `400`) and `color` (the
         *     pages' accent; it must reach 4.5:1 against white, since it colours text). A field left
         *     out or `null` is cleared. An asset in use by the brand cannot be deleted (`409`).
         *     Recorded in the audit log. Needs the admin scope `keys:manage`.
         */
        put: operations["putBrand"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tls/allowed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether the proxy may get a certificate for a name
         * @description The permission endpoint of a proxy's on-demand TLS (Caddy's `on_demand_tls`, see
         *     `docs/deploy/Caddyfile`): `200` when `domain` is a verified custom domain, `404`
         *     otherwise. Answered from memory, never a database query per handshake; kept current
         *     on every instance (a domain verified on one is allowed by all within seconds). Only
         *     loopback addresses are answered (the socket's own address, whatever `X-Forwarded-For`
         *     says); any other caller gets `403`.
         */
        get: operations["getTlsAllowed"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{shortId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Follow a short link
         * @description The address a printed QR code encodes. Redirects with `302 Found` to the code's
         *     current target — never `301`, which browsers would cache for good and so defeat
         *     editing — with `Cache-Control: no-store` and `X-Robots-Tag: noindex`.
         *
         *     Each `GET` by a person counts one view, committed before the redirect is sent.
         *     `HEAD` requests, prefetches (`Sec-Purpose: prefetch` or `Purpose: prefetch`) and
         *     known bots and link previewers are redirected too but counted as bot hits, not
         *     views. An unknown id answers a `404` HTML page; a deleted code answers `410 Gone`.
         *
         *     A code that is inactive (`active: false`), past its `expiresAt` (from that instant),
         *     or whose `views` reached `maxScans` sends scanners to its `fallbackUrl` (`302`) or,
         *     without one, answers a `410` page saying the code is no longer active. Such human
         *     scans count as fallback hits, not views; the scan that reaches `maxScans` is still a
         *     view and still goes to the target. Bots are redirected the same way and counted as
         *     bot hits.
         *
         *     Where a live code sends a scan (PRODUCT.md, "Where a scan goes"): a code with a
         *     password first answers the password form (below); then the first of its `rules` whose
         *     conditions hold; then one of its `variants` (kept per visitor for the day); then its
         *     `targetUrl`. A code that is inactive, expired or used up ignores all of that and goes to
         *     its fallback. With `forwardQuery`, the scanned address's query parameters are added to
         *     the target (the target's own win); `utm` adds the UTM parameters the target lacks. Each
         *     view records its route (`default`, `rule:N`, `variant:N`): `groupBy=route` in stats.
         *
         *     A live code with a password answers `200` with a small HTML form (no admin header;
         *     the target appears nowhere in the page) and counts no view: the scanner `POST`s the
         *     password to the same address (`unlockShortLink`). Bots and link previewers get the
         *     same form and are never let through.
         */
        get: operations["followShortLink"];
        put?: never;
        /**
         * Unlock a short link with its password
         * @description The password form's answer (`application/x-www-form-urlencoded`, field `password`).
         *     The right password on a live code redirects (`302`) as a `GET` would once past the
         *     form (rules, variants, `forwardQuery` and `utm` apply) and counts the view then. A
         *     wrong one answers the form again (`403`) saying so. One address may try 10 passwords
         *     (right or wrong) on one code within 15 minutes; further tries answer `429` with
         *     `Retry-After` until the window ends, right password or not. Bots, link previewers, prefetches and
         *     requests without a User-Agent get the form (`403`) whatever they send and are never
         *     redirected to the target. A code without a password, or one that is inactive, expired
         *     or used up, answers as `GET` does.
         */
        post: operations["unlockShortLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/qrcode/edit/{shortId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Open the edit page
         * @description The `editUrl` of a code: an HTML page on which its owner, after entering an API key
         *     (kept in the browser's session storage only), sees the target and views and changes
         *     the target and styling. The page itself is public; everything it shows or changes
         *     goes through the API with the owner's key. The page answers `200` for any
         *     well-formed id; whether the code exists is learnt through the API.
         */
        get: operations["getEditPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/signin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Open the sign-in page
         * @description The page where a person signs in with email and password, or with the operator's
         *     OpenID Connect provider ("Sign in with …", shown only when `OIDC_ISSUER` is set). The
         *     query parameter `error` (set by `/auth/oidc/start` and `/auth/oidc/callback`) names why a
         *     single sign-on failed: `not_invited` (neither a user, invited, nor from an allowed
         *     domain, or the address is not verified), `denied` (refused at the provider), `expired`
         *     (not begun in this browser, or over ten minutes ago), `unavailable` (the provider cannot
         *     be reached), `failed` (its answer did not check out), `not_configured`; `next` the page
         *     to go to afterwards. The page reads them itself;
         *     the server answers the page whatever the query.
         */
        get: operations["getSignInPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/join": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Open the join page
         * @description The page of an invitation or setup link (`{site_url}/join#<token>`): the person
         *     chooses a name and password, or signs in, and joins the account. The token travels in
         *     the fragment, which browsers never send to the server; the page posts it to
         *     `POST /invitations/accept`.
         */
        get: operations["getJoinPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Open the password reset page
         * @description The page of a reset link (`{site_url}/reset#<token>`): the person sets a new password
         *     (`POST /password-resets/accept`). The token travels in the fragment.
         */
        get: operations["getResetPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/oidc/start": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Start signing in with OpenID Connect
         * @description Sends the browser to the operator's OpenID Connect provider (`OIDC_ISSUER`) with an
         *     authorization code request (PKCE S256, state and nonce kept in a short-lived signed
         *     `HttpOnly` cookie `dynqr_oidc`). The query parameter `next` is the page to return to
         *     afterwards (a path of `{site_url}`; default `/dashboard`; anything else is ignored).
         *     Without `OIDC_ISSUER`, redirects to `/signin?error=not_configured`; when the provider
         *     cannot be reached (its discovery document is read on first use, and again after a
         *     failure), to `/signin?error=unavailable`.
         */
        get: operations["startOidcSignIn"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/oidc/callback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Finish signing in with OpenID Connect
         * @description Where the provider sends the browser back. A person gets in when their identity is
         *     linked to a user, their verified email is a user's, a pending invitation names it, or
         *     its domain is in `OIDC_ALLOWED_DOMAINS`; then the answer redirects to `next` with the
         *     session cookie (as `POST /session`). Otherwise it redirects to `/signin?error=<code>`
         *     (`not_invited`, `denied`, `expired`, `unavailable`, `failed`: see `GET /signin`). Its
         *     query is the provider's (RFC 6749 and OpenID Connect:
         *     `code`, `state`, `iss`, or `error` and `error_description`), checked against the
         *     `dynqr_oidc` cookie; a query that does not fit is a refusal (`/signin?error=failed`, or
         *     `expired` without the cookie), never an error page. Parameters a provider adds of its
         *     own (Google's `scope`, `authuser`, `hd`, `prompt`) are ignored.
         */
        get: operations["finishOidcSignIn"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/healthz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Liveness probe
         * @description Answers `200` while the process is up. It checks nothing else.
         */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/readyz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Readiness probe
         * @description Answers `200` when the store answers a query, `503` when it does not.
         */
        get: operations["getReadiness"];
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
    qrcodeEvent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A change to a QR code (sent to your endpoint)
         * @description What dynqr POSTs to a registered endpoint. Answer any 2xx within the timeout
         *     (`WEBHOOK_TIMEOUT_MS`, default 10 s) to acknowledge; anything else, a redirect or no
         *     answer is retried with exponential backoff and jitter for 24 hours. The same event
         *     may arrive more than once: de-duplicate on `webhook-id`.
         */
        post: operations["receiveQrCodeEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "qrcode.target_failing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A code's target fails its health checks (sent to your endpoint)
         * @description Sent once when the code's target has failed three health checks in a row (its
         *     `targetHealth.status` turned `failing`; `httpStatus`/`error` say why). With
         *     `onTargetFailing: fallback` scans now go to `fallbackUrl`. Signed and retried like
         *     every event; de-duplicate on `webhook-id`.
         */
        post: operations["receiveTargetFailing"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "qrcode.target_recovered": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A failing target answers again (sent to your endpoint)
         * @description Sent once when a target that was `failing` passes a health check again (its
         *     `targetHealth.status` is `ok`); scans go to the target again. Signed and retried like
         *     every event; de-duplicate on `webhook-id`.
         */
        post: operations["receiveTargetRecovered"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    qrcodeScanned: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A code's scans since the last report (sent to your endpoint)
         * @description `qrcode.scanned`: what a code's scans came to since its previous `qrcode.scanned` event,
         *     at most one event per code per `SCAN_EVENT_INTERVAL` (60 s by default) and never one per
         *     scan; none while the code is not scanned. The counts are written in the same commits
         *     as the views they report and turned into events in one transaction that also clears
         *     them, so across the events `views` adds up to exactly the views counted, a crash
         *     included. Only endpoints subscribed to `qrcode.scanned` receive it; signed, retried and
         *     de-duplicated (`webhook-id`) as every webhook is.
         */
        post: operations["receiveQrCodeScanned"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    qrcodeMilestone: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A code's views reached a round number (sent to your endpoint)
         * @description `qrcode.milestone`: the code's views reached 100, 1,000, 10,000, … — recorded in the
         *     commit of the view that reached the number, once per code and number. Only endpoints
         *     subscribed to `qrcode.milestone` receive it.
         */
        post: operations["receiveQrCodeMilestone"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface components {
    schemas: {
        /**
         * @description A member's role in an account. `viewer`: `qrcodes:read`. `editor`: `qrcodes:write`
         *     (codes, styles, assets). `admin`: `qrcodes:write` and `keys:manage` (keys, members,
         *     invitations, webhooks). `owner`: what `admin` may, and granting or taking `owner`.
         * @example editor
         * @enum {string}
         */
        Role: "owner" | "admin" | "editor" | "viewer";
        /**
         * @description A person's id (`usr_` and 16 characters).
         * @example usr_4kT9vQ2mZx81LmQa
         */
        UserId: string;
        /**
         * @description An email address (one `@`, no spaces), compared without regard to case.
         * @example ada@example.com
         */
        Email: string;
        /**
         * @description A person's name as shown to their team, 1–100 characters.
         * @example Ada Lovelace
         */
        PersonName: string;
        /** @description A password of 12–1024 characters. */
        NewPassword: string;
        /** @description A person. */
        User: {
            id: components["schemas"]["UserId"];
            email: components["schemas"]["Email"];
            name: components["schemas"]["PersonName"];
        };
        /** @description An account. */
        AccountRef: {
            /**
             * @description The account's id.
             * @example acc_Zx81LmQ2zT7v
             */
            id: string;
            /**
             * @description The account's name.
             * @example acme
             */
            name: string;
        };
        /** @description An account the person is a member of, with their role there. */
        Membership: {
            /** @description The account's id. */
            id: string;
            /** @description The account's name. */
            name: string;
            role: components["schemas"]["Role"];
        };
        /** @description Who is asking. */
        Me: {
            /**
             * @description Always `true` on a successful response.
             * @constant
             */
            success: true;
            /** @description The signed-in person, or the member who created the key; `null` for a key made on the command line. */
            user: components["schemas"]["User"] | null;
            /** @description The API key making the request; `null` for a session. */
            key: {
                /** @description The key's id. */
                id: string;
                /** @description What the key is for. */
                name: string | null;
                /** @description The first characters after `dqr_`. */
                prefix: string;
            } | null;
            account: components["schemas"]["AccountRef"];
            /** @description The person's role in the account; `null` for a key without a person. */
            role: components["schemas"]["Role"] | null;
            /** @description What this request may do. */
            scopes: components["schemas"]["Scope"][];
            /** @description The person's memberships, for an account switcher; `[]` for a key without a person. */
            accounts: components["schemas"]["Membership"][];
        };
        /** @description A person of the account, with their role. */
        Member: {
            userId: components["schemas"]["UserId"];
            email: components["schemas"]["Email"];
            name: components["schemas"]["PersonName"];
            role: components["schemas"]["Role"];
            /**
             * Format: date-time
             * @description When the person joined the account.
             */
            createdAt: string;
        };
        /** @description A member. */
        MemberResponse: {
            /**
             * @description Always `true` on a successful response.
             * @constant
             */
            success: true;
        } & components["schemas"]["Member"];
        /** @description The account's members, oldest first. */
        MemberList: {
            /**
             * @description Always `true` on a successful response.
             * @constant
             */
            success: true;
            /** @description The members. */
            data: components["schemas"]["Member"][];
        };
        /** @description A pending invitation. Never its token. */
        Invitation: {
            /**
             * @description The invitation's id, used to withdraw it.
             * @example inv_2mZx81LmQa4kT9vQ
             */
            id: string;
            /** @description Whom it invites; `null` for a setup link, which anyone holding it may take. */
            email: components["schemas"]["Email"] | null;
            role: components["schemas"]["Role"];
            /**
             * Format: date-time
             * @description Creation time, ISO 8601 in UTC.
             */
            createdAt: string;
            /**
             * Format: date-time
             * @description When the link stops working.
             */
            expiresAt: string;
        };
        /** @description A new invitation, with its one-time `link` shown this once. */
        CreatedInvitation: {
            /**
             * @description Always `true` on a successful response.
             * @constant
             */
            success: true;
            /**
             * Format: uri
             * @description The one-time link to pass on (`{site_url}/join#<token>`).
             */
            link: string;
            /** @description Whether the link was e-mailed to the person (`SMTP_URL` set and the mail accepted). */
            emailed: boolean;
        } & components["schemas"]["Invitation"];
        /** @description The account's pending invitations, newest first. */
        InvitationList: {
            /**
             * @description Always `true` on a successful response.
             * @constant
             */
            success: true;
            /** @description The invitations. */
            data: components["schemas"]["Invitation"][];
        };
        /** @description Email and password. Unknown fields are refused. */
        SignInRequest: {
            email: components["schemas"]["Email"];
            /** @description The person's password. */
            password: string;
            /** @description The account to act on; default the person's oldest membership. */
            accountId?: string;
        };
        /** @description The account to act on. Unknown fields are refused. */
        SwitchAccountRequest: {
            /** @description An account of the signed-in person. */
            accountId: string;
        };
        /** @description A member's new role. Unknown fields are refused. */
        UpdateMemberRequest: {
            role: components["schemas"]["Role"];
        };
        /** @description Whom to invite, with which role. Unknown fields are refused. */
        CreateInvitationRequest: {
            email: components["schemas"]["Email"];
            role: components["schemas"]["Role"];
        };
        /** @description The link's token, and who takes it. Unknown fields are refused. */
        AcceptInvitationRequest: {
            /** @description The token of the link (after `#`). */
            token: string;
            email?: components["schemas"]["Email"];
            name?: components["schemas"]["PersonName"];
            /** @description The new person's password (12–1024 characters), or an existing person's own. */
            password?: string;
        };
        /** @description The reset link's token and the new password. Unknown fields are refused. */
        ResetPasswordRequest: {
            /** @description The token of the link (after `#`). */
            token: string;
            password: components["schemas"]["NewPassword"];
        };
        /**
         * @description Who made a change. `user`, a signed-in person; `key`, an API key; `system`, dynqr itself or the command line.
         * @example user
         * @enum {string}
         */
        AuditActorType: "user" | "key" | "system";
        /** @description One change, with its author. */
        AuditEvent: {
            /** @description The entry's id (`aud_` and 16 characters). */
            id: string;
            /**
             * Format: date-time
             * @description When the change was made, ISO 8601 in UTC.
             */
            at: string;
            /** @description Who made the change. */
            actor: {
                type: components["schemas"]["AuditActorType"];
                /** @description The person's or key's id; `null` for `system`. */
                id: string | null;
                /** @description The person's email, or the key's name and prefix, as they were then. */
                label: string | null;
            };
            /**
             * @description What was done (`qrcode.created`, `qrcode.updated`, `qrcode.deleted`, `key.created`, `key.revoked`, `member.updated`, `member.removed`, `invitation.created`, `webhook.created`, `style.updated`, `domain.created`, `domain.verified`, `domain.updated` (its redirects), `domain.deleted`…).
             * @example qrcode.updated
             */
            action: string;
            /** @description What was changed. */
            resource: {
                /** @description The kind of thing (`qrcode`, `key`, `member`, `invitation`, `webhook`, `style`, `asset`, `domain`). */
                type: string;
                /** @description Its id (a code's short id). */
                id: string;
            };
            /** @description The fields changed, each with its old and new value (`null` when there was none, or for a create's old values). */
            changes: {
                [key: string]: {
                    /** @description The value before. */
                    old: unknown;
                    /** @description The value after. */
                    new: unknown;
                };
            };
            /** @description The class of the address the change came from (`ipv4:203.0.113.0/24`), never the address itself; `null` when unknown (the command line). */
            addressClass: string | null;
        };
        /** @description A page of the audit log, newest first. */
        AuditEventList: {
            /**
             * @description Always `true` on a successful response.
             * @constant
             */
            success: true;
            /** @description The entries. */
            data: components["schemas"]["AuditEvent"][];
            /** @description Pass as `cursor` for the next page; `null` on the last page. */
            nextCursor: string | null;
        };
        /**
         * @description What happened to a QR code: created, updated (target or options changed), deleted,
         *     or deactivated (its expiry passed or its scan limit was reached); `qrcode.scanned`:
         *     its scans since the last such event, at most one per code per `SCAN_EVENT_INTERVAL`
         *     (60 s by default; `data` is a `ScanReport`); `qrcode.milestone`: its views reached
         *     100, 1,000, 10,000, … (`data` is a `ViewMilestone`); `qrcode.target_failing` when its
         *     target failed three health checks in a row, `qrcode.target_recovered` when it answers
         *     again after failing (the code's `targetHealth` says when and why).
         * @enum {string}
         */
        WebhookEventType: "qrcode.created" | "qrcode.updated" | "qrcode.deleted" | "qrcode.deactivated" | "qrcode.target_failing" | "qrcode.target_recovered" | "qrcode.scanned" | "qrcode.milestone";
        CreateWebhookRequest: {
            /** @description Where events are POSTed; `http:` or `https:`, on a public address. */
            url: string;
            /** @description The event types to send; at least one, no repeats. */
            events: components["schemas"]["WebhookEventType"][];
            /** @description A note for people, shown in the list. */
            description?: string;
        };
        /** @description A webhook endpoint, without its secret. */
        Webhook: {
            /** @description The endpoint's id. */
            id: string;
            /** @description Where events are POSTed. */
            url: string;
            /** @description The event types sent to it. */
            events: components["schemas"]["WebhookEventType"][];
            /** @description The note given at creation. */
            description: string | null;
            /**
             * Format: date-time
             * @description When it was registered.
             */
            createdAt: string;
            /**
             * Format: date-time
             * @description When it was disabled after 24 hours of failed deliveries; null while active.
             */
            disabledAt: string | null;
            /**
             * @description Present on a disabled endpoint.
             * @constant
             */
            disabledReason?: "webhook.disabled";
        };
        /** @description A new endpoint, with its secret (shown this once). */
        CreatedWebhookResponse: {
            /**
             * @description Always `true` on a successful response.
             * @constant
             */
            success: true;
            /** @description `whsec_` + base64 of the key bytes. Sign checks use the decoded bytes. */
            secret: string;
        } & components["schemas"]["Webhook"];
        /** @description The account's webhook endpoints. */
        WebhookList: {
            /**
             * @description Always `true` on a successful response.
             * @constant
             */
            success: true;
            /** @description The endpoints, newest first. */
            data: components["schemas"]["Webhook"][];
        };
        /** @description One event's delivery to one endpoint. */
        WebhookDelivery: {
            /** @description The event id, sent as `webhook-id`; the same on every attempt. */
            eventId: string;
            type: components["schemas"]["WebhookEventType"];
            status: components["schemas"]["WebhookDeliveryStatus"];
            /**
             * Format: int32
             * @description Attempts made so far.
             */
            attempts: number;
            /**
             * Format: int32
             * @description The HTTP status of the last attempt; null when none came back.
             */
            lastStatus: number | null;
            /** @description Why the last attempt failed, in words; null after a success. */
            lastError: string | null;
            /**
             * Format: date-time
             * @description When the next attempt is due; null once delivered or given up.
             */
            nextAttemptAt: string | null;
            /**
             * Format: date-time
             * @description When the event happened.
             */
            createdAt: string;
        };
        /**
         * @description pending (not yet delivered), delivered (a 2xx came back) or failed (given up after 24 hours, or the endpoint was disabled).
         * @enum {string}
         */
        WebhookDeliveryStatus: "pending" | "delivered" | "failed";
        /** @description An endpoint's latest deliveries. */
        WebhookDeliveryList: {
            /**
             * @description Always `true` on a successful response.
             * @constant
             */
            success: true;
            /** @description Latest first. */
            data: components["schemas"]["WebhookDelivery"][];
        };
        /**
         * @description The body POSTed to an endpoint. Headers: `webhook-id` (= `id`), `webhook-timestamp`
         *     (Unix seconds) and `webhook-signature` (`v1,` + base64 HMAC-SHA256 of
         *     `id.timestamp.body` keyed with the secret's decoded bytes).
         */
        WebhookEvent: {
            /** @description The event id; the same on every attempt, so receivers can de-duplicate. */
            id: string;
            type: components["schemas"]["WebhookEventType"];
            /**
             * Format: date-time
             * @description When the change happened.
             */
            createdAt: string;
            data: components["schemas"]["QrCode"];
        };
        /**
         * @description The scans of one code since its last `qrcode.scanned` event (or since its first scan),
         *     counted in the same commits as the views themselves: no view is reported twice and none
         *     is left out, a crash included. `views` adds up over the events to the code's views.
         * @example {
         *       "shortId": "spring-sale",
         *       "views": 42,
         *       "uniqueViews": 37,
         *       "botHits": 3,
         *       "byRoute": {
         *         "default": 42
         *       },
         *       "since": "2026-11-22T08:59:00.000Z"
         *     }
         */
        ScanReport: {
            shortId: components["schemas"]["ShortId"];
            /**
             * Format: int64
             * @description People's scans that went to the target (views) since the last event.
             */
            views: number;
            /**
             * Format: int64
             * @description Of those views, the ones that were their visitor's first of the code that UTC day.
             */
            uniqueViews: number;
            /**
             * Format: int64
             * @description Scans by bots and link previewers since the last event.
             */
            botHits: number;
            /**
             * @description The views by the route that decided them (`default`, `rule:N`, `variant:N`,
             *     `fallback`); they add up to `views`. A code without rules or variants has only
             *     `default`.
             */
            byRoute: {
                [key: string]: number;
            };
            /**
             * Format: date-time
             * @description When the previous `qrcode.scanned` event of the code was made (its first scan's time for the first).
             */
            since: string;
        };
        /**
         * @description A code's views reached a round number (100, 1,000, 10,000, …), in the commit of the view that reached it; once per code and number.
         * @example {
         *       "shortId": "spring-sale",
         *       "views": 1000
         *     }
         */
        ViewMilestone: {
            shortId: components["schemas"]["ShortId"];
            /**
             * Format: int64
             * @description The number reached.
             */
            views: number;
        };
        /**
         * @description `qrcode.scanned`, sent to endpoints subscribed to it and carried by `GET /events`;
         *     signed as every webhook is (see `WebhookEvent`).
         */
        QrCodeScannedEvent: {
            /** @description The event id; the same on every attempt and in the event stream. */
            id: string;
            /** @constant */
            type: "qrcode.scanned";
            /**
             * Format: date-time
             * @description When the scans were reported (the end of the period).
             */
            createdAt: string;
            data: components["schemas"]["ScanReport"];
        };
        /** @description `qrcode.milestone`, sent to endpoints subscribed to it and carried by `GET /events`. */
        QrCodeMilestoneEvent: {
            /** @description The event id; the same on every attempt and in the event stream. */
            id: string;
            /** @constant */
            type: "qrcode.milestone";
            /**
             * Format: date-time
             * @description When the view that reached the number was counted.
             */
            createdAt: string;
            data: components["schemas"]["ViewMilestone"];
        };
        /**
         * @description The short identifier of a QR code; case-sensitive.
         * @example aZ3kP9qX
         */
        ShortId: string;
        /**
         * @description A caller-chosen short id: 3–64 characters of `[A-Za-z0-9_-]`. Reserved words
         *     (case-insensitively: api, qrcode, docs, health, healthz, readyz, metrics, static,
         *     assets, keys, dashboard, login, admin, favicon.ico, robots.txt, .well-known,
         *     openapi.json, openapi.yaml, bulk, export) are refused with `400`; an id in use or used before with
         *     `409`.
         * @example spring-sale
         */
        CustomShortId: string;
        /**
         * Format: uri
         * @description The URL the short link redirects to: absolute `http:` or `https:`, at most 2048
         *     characters, without user-info or control characters, and not on the service's own
         *     short-link host. Stored and returned in normalised form.
         * @example https://example.com/menu
         */
        TargetUrl: string;
        /**
         * @description A colour in hex form `#RRGGBB`; stored in lower case.
         * @example #1a2b3c
         */
        HexColor: string;
        /**
         * @description The shape of the dots, as the qr-code-styling library names them.
         * @example rounded
         * @enum {string}
         */
        DotType: "square" | "dots" | "rounded" | "extra-rounded" | "classy" | "classy-rounded";
        /**
         * Format: int32
         * @description A size in pixels, 64 to 4096.
         * @example 300
         */
        Size: number;
        /**
         * @description Styling options, named as in the qr-code-styling library. Every field is optional;
         *     a missing field takes its default (300 × 300 px, square black dots on white, square
         *     corners in the dots' colour, no margin, error correction Q, or H with an `image`).
         *
         *     `image` puts an uploaded asset (`POST /assets`) in the centre; `gradient` on the dots,
         *     corners or background replaces that part's `color`; `frameOptions` draws a frame with a
         *     call to action. Every stop of a gradient keeps the contrast rule below.
         *
         *     The scan guard: before a style is stored the server renders it and decodes it with a QR
         *     decoder at its own size (at most 1024 px a side); one that does not decode is refused with
         *     `422 UNSCANNABLE`, naming the option to change.
         *
         *     The dots must be darker than the background, with a contrast ratio of at least 3:1
         *     (WCAG's ratio for graphical objects): light-on-dark codes do not scan with common
         *     decoders, and faint ones fail on paper and in glare. Other pairs are refused with `400`
         *     naming the colour (`qrCodeOptions.dotsOptions.color`, or a corner colour).
         */
        QrCodeOptions: {
            width?: components["schemas"]["Size"];
            height?: components["schemas"]["Size"];
            /** @description The data dots. */
            dotsOptions?: {
                type?: components["schemas"]["DotType"];
                color?: components["schemas"]["HexColor"];
                gradient?: components["schemas"]["Gradient"];
            };
            /** @description The background. */
            backgroundOptions?: {
                color?: components["schemas"]["HexColor"];
                gradient?: components["schemas"]["Gradient"];
            };
            /** @description The three big squares in the corners (the finder patterns' outer rings). */
            cornersSquareOptions?: {
                type?: components["schemas"]["CornerSquareType"];
                color?: components["schemas"]["HexColor"];
                gradient?: components["schemas"]["Gradient"];
            };
            /** @description The dots inside the three corner squares. */
            cornersDotOptions?: {
                type?: components["schemas"]["CornerDotType"];
                color?: components["schemas"]["HexColor"];
                gradient?: components["schemas"]["Gradient"];
            };
            margin?: components["schemas"]["Margin"];
            /** @description Options of the QR symbol itself. */
            qrOptions?: {
                errorCorrectionLevel?: components["schemas"]["ErrorCorrectionLevel"];
            };
            image?: components["schemas"]["AssetId"];
            imageOptions?: components["schemas"]["ImageOptions"];
            frameOptions?: components["schemas"]["FrameOptions"];
        };
        /**
         * @description A colour gradient over the whole code (qr-code-styling's form). It replaces the part's
         *     `color`; every stop must keep the contrast rule against every background colour.
         */
        Gradient: {
            type?: components["schemas"]["GradientType"];
            /** @description The angle of a linear gradient in radians, clockwise from left-to-right; default 0. */
            rotation?: number;
            /** @description Two to five stops, in order of offset. */
            colorStops: components["schemas"]["ColorStop"][];
        };
        /**
         * @description A linear gradient along `rotation`, or a radial one from the centre. Default `linear`.
         * @example radial
         * @enum {string}
         */
        GradientType: "linear" | "radial";
        /** @description One colour of a gradient and where it falls, 0 (start or centre) to 1 (end or edge). */
        ColorStop: {
            offset: number;
            color: components["schemas"]["HexColor"];
        };
        /**
         * @description The image's size as a share of the code's side, 0.1 to 0.5, default 0.4. A logo that hides
         *     more modules than the error correction restores is refused by the scan guard
         *     (`422 UNSCANNABLE`); a square logo at 0.5 usually is.
         * @example 0.4
         */
        ImageSize: number;
        /**
         * Format: int32
         * @description Empty space around the image in pixels, 0 to 64, default 0.
         * @example 4
         */
        ImageMargin: number;
        /** @description How the `image` sits in the code (qr-code-styling's names). */
        ImageOptions: {
            imageSize?: components["schemas"]["ImageSize"];
            margin?: components["schemas"]["ImageMargin"];
            /** @description Clear the dots under the image; default `true`. */
            hideBackgroundDots?: boolean;
        };
        /**
         * @description `box`: a border with the text under the code; `banner`: a border and a band of the
         *     frame's colour under the code with the text on it. Default `none`.
         * @example banner
         * @enum {string}
         */
        FrameType: "none" | "box" | "banner";
        /**
         * @description The call to action, at most 24 characters of Latin-1 (the frame font's); default `SCAN ME`.
         * @example SCAN ME
         */
        FrameText: string;
        /**
         * @description A frame around the code with a call to action, drawn in SVG, PNG and PDF alike. The call
         *     to action must be readable: `textColor` against what it is drawn on (the frame's `color`
         *     for a banner, every background colour for a box) keeps a contrast of at least 3:1, or the
         *     style is refused with `400` naming `qrCodeOptions.frameOptions.textColor`.
         */
        FrameOptions: {
            type?: components["schemas"]["FrameType"];
            text?: components["schemas"]["FrameText"];
            color?: components["schemas"]["HexColor"];
            textColor?: components["schemas"]["HexColor"];
        };
        /**
         * @description An uploaded image of the account (`ast_` and 16 hex characters); an id that is not one of the account's is refused with `400`.
         * @example ast_3f9a2c7d1e8b4c60
         */
        AssetId: string;
        /**
         * @description The type of an uploaded image.
         * @enum {string}
         */
        AssetContentType: "image/png" | "image/jpeg" | "image/svg+xml";
        /** @description An uploaded image, without its bytes. */
        Asset: {
            id: components["schemas"]["AssetId"];
            contentType: components["schemas"]["AssetContentType"];
            /**
             * Format: int32
             * @description Its width in pixels (an SVG's in user units), read from the image.
             */
            width: number;
            /**
             * Format: int32
             * @description Its height in pixels (an SVG's in user units), read from the image.
             */
            height: number;
            /**
             * Format: int32
             * @description Its size as stored (an SVG after sanitising).
             */
            bytes: number;
            /**
             * Format: date-time
             * @description When it was uploaded.
             */
            createdAt: string;
        };
        /** @description One asset. */
        AssetResponse: {
            /**
             * @description Always `true` on a successful response.
             * @constant
             */
            success: true;
        } & components["schemas"]["Asset"];
        /** @description The account's assets. */
        AssetList: {
            /**
             * @description Always `true` on a successful response.
             * @constant
             */
            success: true;
            /** @description The assets, newest first. */
            data: components["schemas"]["Asset"][];
        };
        /**
         * @description A style template of the account (`sty_` and 16 hex characters).
         * @example sty_5c1e9a7b3d2f4e80
         */
        StyleId: string;
        /**
         * @description The style template the code is drawn with (`sty_` and 16 hex characters), instead of
         *     options of its own; `null`: none. An id that is not one of the account's templates is
         *     refused with `400`. A request may carry `styleId` or `qrCodeOptions`, not both (`400`).
         *     On update, `null` detaches the code and keeps the template's options as its own.
         */
        StyleRef: string | null;
        /** @description What the account calls the template; 1–100 characters, no control characters. */
        StyleName: string;
        /** @description A named set of styling options that the account's codes share. */
        Style: {
            id: components["schemas"]["StyleId"];
            name: components["schemas"]["StyleName"];
            qrCodeOptions: components["schemas"]["ResolvedQrCodeOptions"];
            /**
             * Format: date-time
             * @description When it was created.
             */
            createdAt: string;
            /**
             * Format: date-time
             * @description When it was last replaced; equal to `createdAt` on creation.
             */
            updatedAt: string;
        };
        /** @description One style template. */
        StyleResponse: {
            /**
             * @description Always `true` on a successful response.
             * @constant
             */
            success: true;
        } & components["schemas"]["Style"];
        /** @description A page of the account's style templates. */
        StyleList: {
            /**
             * @description Always `true` on a successful response.
             * @constant
             */
            success: true;
            /** @description The templates of this page, oldest first. */
            data: components["schemas"]["Style"][];
            pagination: components["schemas"]["Pagination"];
        };
        /** @description A new style template. Unknown fields are refused. */
        CreateStyleRequest: {
            name: components["schemas"]["StyleName"];
            qrCodeOptions: components["schemas"]["QrCodeOptions"];
        };
        /** @description The template's new name and options, replacing the stored ones. Unknown fields are refused. */
        UpdateStyleRequest: {
            name: components["schemas"]["StyleName"];
            qrCodeOptions: components["schemas"]["QrCodeOptions"];
        };
        /**
         * @description The shape of the corner squares, as qr-code-styling names them. Default `square`.
         *     qr-code-styling's `dot` rings are not offered: circular finder rings failed to decode in
         *     our scan tests at several sizes, and every image dynqr serves must scan.
         * @example extra-rounded
         * @enum {string}
         */
        CornerSquareType: "square" | "extra-rounded";
        /**
         * @description The shape of the dots inside the corner squares. Default `square`.
         * @example dot
         * @enum {string}
         */
        CornerDotType: "square" | "dot";
        /**
         * Format: int32
         * @description Empty space around the code in pixels, 0 to 512, default 0. A quiet zone of 4 modules is
         *     always kept inside it, so a code scans with any margin.
         * @example 16
         */
        Margin: number;
        /**
         * @description How much of the symbol may be damaged and still read: L 7 %, M 15 %, Q 25 % (default, as
         *     in qr-code-styling), H 30 %. Higher levels make denser codes.
         * @example Q
         * @enum {string}
         */
        ErrorCorrectionLevel: "L" | "M" | "Q" | "H";
        /** @description The stored styling options with every default filled in. */
        ResolvedQrCodeOptions: {
            cornersSquareOptions: {
                type: components["schemas"]["CornerSquareType"];
                color: components["schemas"]["HexColor"];
                gradient?: components["schemas"]["Gradient"];
            };
            cornersDotOptions: {
                type: components["schemas"]["CornerDotType"];
                color: components["schemas"]["HexColor"];
                gradient?: components["schemas"]["Gradient"];
            };
            margin: components["schemas"]["Margin"];
            qrOptions: {
                errorCorrectionLevel: components["schemas"]["ErrorCorrectionLevel"];
            };
            width: components["schemas"]["Size"];
            height: components["schemas"]["Size"];
            dotsOptions: {
                type: components["schemas"]["DotType"];
                color: components["schemas"]["HexColor"];
                gradient?: components["schemas"]["Gradient"];
            };
            backgroundOptions: {
                color: components["schemas"]["HexColor"];
                gradient?: components["schemas"]["Gradient"];
            };
            image?: components["schemas"]["AssetId"];
            /** @description Present with an `image`, every default filled in. */
            imageOptions?: {
                imageSize: components["schemas"]["ImageSize"];
                margin: components["schemas"]["ImageMargin"];
                /** @description Whether the dots under the image are cleared. */
                hideBackgroundDots: boolean;
            };
            /** @description Present when a frame is drawn, every default filled in. */
            frameOptions?: {
                type: components["schemas"]["FrameType"];
                text: components["schemas"]["FrameText"];
                color: components["schemas"]["HexColor"];
                textColor: components["schemas"]["HexColor"];
            };
        };
        /**
         * @description The id of a custom domain (`dom_` and 16 hex characters).
         * @example dom_4f9c2a7d1e8b3c60
         */
        DomainId: string;
        /**
         * @description A DNS name, lower case, without a trailing dot or port: not an IP address, not
         *     `localhost` or a name under it, not the server's own host.
         * @example menu.example.com
         */
        Hostname: string;
        /**
         * @description `pending` until its TXT record was seen, then `verified`.
         * @example verified
         * @enum {string}
         */
        DomainStatus: "pending" | "verified";
        /**
         * Format: uri
         * @description An `http:` or `https:` URL, or `null` (a `404`).
         * @example https://example.com/
         */
        DomainRedirectUrl: string | null;
        /** @description A hostname to add. Unknown fields are refused. */
        CreateDomainRequest: {
            hostname: components["schemas"]["Hostname"];
        };
        /** @description The redirects to change. Unknown fields (the hostname among them) are refused. */
        UpdateDomainRequest: {
            rootRedirectUrl?: components["schemas"]["DomainRedirectUrl"];
            notFoundUrl?: components["schemas"]["DomainRedirectUrl"];
        };
        /** @description What to print and how (`POST /print`). Give `shortIds` or `tag`, not both. Unknown fields are refused. */
        PrintRequest: {
            /** @description The codes to print, in this order (each at most once). */
            shortIds?: components["schemas"]["ShortId"][];
            /**
             * @description Print every code of the account carrying this tag (compared case-insensitively), oldest first.
             * @example spring-menu
             */
            tag?: string;
            layout: components["schemas"]["PrintLayout"];
            /**
             * @description The width of each code in millimetres, frame included (10–1000).
             * @example 25
             */
            codeMm: number;
            label?: components["schemas"]["PrintLabel"];
            /**
             * @description Whether to draw crop marks at each cell's corners (sheets only).
             * @default false
             */
            cropMarks: boolean;
            /** @description The files' format inside a ZIP (`Accept application/zip`); PNG is drawn at 300 dpi of `codeMm`. PDF when missing. */
            format?: components["schemas"]["ImageFormat"];
        };
        /** @description A grid of your own, or the name of a standard label sheet. */
        PrintLayout: components["schemas"]["PrintGrid"] | components["schemas"]["LabelSheet"];
        /** @description A page divided into `columns` × `rows` equal cells inside `marginMm`, `gapMm` apart. */
        PrintGrid: {
            page: components["schemas"]["PageSize"];
            /** Format: int32 */
            columns: number;
            /** Format: int32 */
            rows: number;
            /**
             * @description The blank border around the grid.
             * @default 10
             */
            marginMm: number;
            /**
             * @description The space between cells.
             * @default 5
             */
            gapMm: number;
        };
        /**
         * @description The text under each code on a sheet; `title` falls back to the short id for a code without one.
         * @default title
         * @enum {string}
         */
        PrintLabel: "title" | "shortId" | "none";
        /**
         * @description `avery-l7160`: A4, 3 × 7 labels of 63.5 × 38.1 mm. `avery-5160`: US Letter, 3 × 10 labels of 66.7 × 25.4 mm.
         * @enum {string}
         */
        LabelSheet: "avery-l7160" | "avery-5160";
        /**
         * @description A4 (210 × 297 mm) or US Letter (215.9 × 279.4 mm), portrait.
         * @enum {string}
         */
        PageSize: "A4" | "Letter";
        /** @description How the public pages a scanner sees look. `null` fields are unset. */
        Brand: {
            /**
             * @description The business's name, the pages' heading.
             * @example Café Lumen
             */
            name: string | null;
            /** @description The logo, an uploaded image of the account. */
            logoAssetId: components["schemas"]["AssetId"] | null;
            /** @description The pages' accent colour (4.5:1 against white at least). */
            color: components["schemas"]["HexColor"] | null;
            /**
             * Format: date-time
             * @description When the brand was last set; `null` when never.
             */
            updatedAt: string | null;
        };
        BrandResponse: {
            /** @constant */
            success: true;
        } & components["schemas"]["Brand"];
        /** @description The whole brand; a field left out or `null` is cleared. Unknown fields are refused. */
        PutBrandRequest: {
            name?: string | null;
            logoAssetId?: components["schemas"]["AssetId"] | null;
            color?: components["schemas"]["HexColor"] | null;
        };
        /** @description The DNS record that proves the hostname is the account's. */
        DomainVerification: {
            /**
             * @description Always a TXT record.
             * @constant
             */
            type: "TXT";
            /** @description The record's name, `_dynqr.<hostname>`. */
            name: string;
            /** @description The record's value, `dynqr-verify=<token>`. */
            value: string;
        };
        /** @description A custom domain of the account. */
        Domain: {
            id: components["schemas"]["DomainId"];
            hostname: components["schemas"]["Hostname"];
            status: components["schemas"]["DomainStatus"];
            verification: components["schemas"]["DomainVerification"];
            rootRedirectUrl: components["schemas"]["DomainRedirectUrl"];
            notFoundUrl: components["schemas"]["DomainRedirectUrl"];
            /**
             * Format: date-time
             * @description When it was added.
             */
            createdAt: string;
            /**
             * Format: date-time
             * @description When its record was first seen; `null` while pending.
             */
            verifiedAt: string | null;
        };
        /** @description A domain, as every answer about one carries it. */
        DomainResponse: {
            /**
             * @description Always `true`.
             * @constant
             */
            success: true;
        } & components["schemas"]["Domain"];
        /** @description The account's domains. */
        DomainList: {
            /**
             * @description Always `true`.
             * @constant
             */
            success: true;
            /** @description The domains, oldest first. */
            data: components["schemas"]["Domain"][];
        };
        /** @description The name is a verified custom domain. */
        TlsAllowed: {
            /** @description The name asked about. */
            domain: string;
            /**
             * @description Always `true` (a name not allowed is `404`).
             * @constant
             */
            allowed: true;
        };
        /** @description The fields of a new QR code. Unknown fields are refused. */
        CreateQrCodeRequest: {
            targetUrl: components["schemas"]["TargetUrl"];
            customShortId?: components["schemas"]["CustomShortId"];
            qrCodeOptions?: components["schemas"]["QrCodeOptions"];
            expiresAt?: components["schemas"]["ExpiresAt"];
            maxScans?: components["schemas"]["MaxScans"];
            fallbackUrl?: components["schemas"]["FallbackUrl"];
            /**
             * @description Whether the short link sends scanners to the target; `false` sends them to
             *     `fallbackUrl` or a `410` page. Defaults to `true`.
             */
            active?: boolean;
            title?: components["schemas"]["Title"];
            styleId?: components["schemas"]["StyleRef"];
            scanLimitCounts?: components["schemas"]["ScanLimitCounts"];
            rules?: components["schemas"]["RoutingRules"];
            variants?: components["schemas"]["Variants"];
            password?: components["schemas"]["CodePassword"];
            forwardQuery?: components["schemas"]["ForwardQuery"];
            utm?: components["schemas"]["Utm"];
            tags?: components["schemas"]["Tags"];
            onTargetFailing?: components["schemas"]["OnTargetFailing"];
            /**
             * @description A verified custom domain of the account (`GET /domains`) to serve the code on: its
             *     `qrCodeUrl` is then `https://<domain>/<shortId>`, answered on that host only. Fixed
             *     at creation: an update (`PUT`) naming `domain` is `400 INVALID_REQUEST` (an unknown field),
             *     so printed codes never break. A hostname that is not the account's is `400`; one
             *     still pending is `422 DOMAIN_NOT_VERIFIED`.
             */
            domain?: components["schemas"]["Hostname"];
        };
        /** @description Options to draw a code with, unsaved (`POST /qrcode/{shortId}/image`). */
        QrCodeDraftRequest: {
            qrCodeOptions: components["schemas"]["QrCodeOptions"];
        };
        /**
         * @description The fields to change. Unknown fields, and `shortId`, `views`, `createdAt`, are refused.
         *     `null` clears `expiresAt`, `maxScans`, `fallbackUrl`, `title`, `password` or `utm`;
         *     `rules` and `variants` are replaced whole (`[]` removes them).
         */
        UpdateQrCodeRequest: {
            targetUrl?: components["schemas"]["TargetUrl"];
            qrCodeOptions?: components["schemas"]["QrCodeOptions"];
            expiresAt?: components["schemas"]["ExpiresAt"];
            maxScans?: components["schemas"]["MaxScans"];
            fallbackUrl?: components["schemas"]["FallbackUrl"];
            /**
             * @description Whether the short link sends scanners to the target; `false` sends them to
             *     `fallbackUrl` or a `410` page. Defaults to `true`.
             */
            active?: boolean;
            title?: components["schemas"]["Title"];
            styleId?: components["schemas"]["StyleRef"];
            scanLimitCounts?: components["schemas"]["ScanLimitCounts"];
            rules?: components["schemas"]["RoutingRules"];
            variants?: components["schemas"]["Variants"];
            password?: components["schemas"]["CodePassword"];
            forwardQuery?: components["schemas"]["ForwardQuery"];
            utm?: components["schemas"]["Utm"];
            tags?: components["schemas"]["Tags"];
            onTargetFailing?: components["schemas"]["OnTargetFailing"];
        };
        /** @description A dynamic QR code. */
        QrCode: {
            shortId: components["schemas"]["ShortId"];
            /**
             * Format: uri
             * @description The public short link, `{site_url}/<shortId>` (`https://<domain>/<shortId>` on a custom domain); the text the QR code encodes.
             */
            qrCodeUrl: string;
            /**
             * Format: uri
             * @description The edit page, `{site_url}/qrcode/edit/<shortId>`.
             */
            editUrl: string;
            /**
             * Format: uri
             * @description Where the short link redirects now.
             */
            targetUrl: string;
            /**
             * Format: int64
             * @description Human scans of the short link: `GET` requests that were redirected, not `HEAD`,
             *     prefetches, bots or link previewers. `0` on a new code.
             */
            views: number;
            qrCodeOptions: components["schemas"]["ResolvedQrCodeOptions"];
            /**
             * Format: date-time
             * @description Creation time, ISO 8601 in UTC with milliseconds.
             */
            createdAt: string;
            /**
             * Format: date-time
             * @description Last time the target, styling or a lifecycle field changed; equal to `createdAt`
             *     on creation.
             */
            updatedAt: string;
            expiresAt: components["schemas"]["ExpiresAt"];
            maxScans: components["schemas"]["MaxScans"];
            fallbackUrl: components["schemas"]["FallbackUrl"];
            /** @description Whether the owner has the code switched on (`true` unless set to `false`). */
            active: boolean;
            title: components["schemas"]["Title"];
            styleId: components["schemas"]["StyleRef"];
            scanLimitCounts: components["schemas"]["ScanLimitCounts"];
            rules: components["schemas"]["RoutingRules"];
            variants: components["schemas"]["Variants"];
            /** @description Whether scanners must type a password first (the password itself is never returned). */
            hasPassword: boolean;
            forwardQuery: components["schemas"]["ForwardQuery"];
            utm: components["schemas"]["Utm"];
            tags: components["schemas"]["Tags"];
            /**
             * @description The custom domain the code is served on (its `qrCodeUrl` is `https://<domain>/<shortId>`),
             *     fixed at creation. Absent (or `null`) on a code served on the site's own address.
             */
            domain?: string | null;
            onTargetFailing?: components["schemas"]["OnTargetFailing"];
            targetHealth?: components["schemas"]["TargetHealth"];
        };
        /**
         * @description What the short link does while the code's target is failing its health checks
         *     (`targetHealth.status` is `failing`): `fallback` sends scanners to `fallbackUrl` (when the
         *     code has one) until the target answers again; `null` (the default) keeps sending them to
         *     the target. Answers always carry it (`null` where unset).
         * @enum {string|null}
         */
        OnTargetFailing: "fallback" | null;
        /**
         * @description What the background health checks found of the code's targets, `targetUrl` and the rules'
         *     and variants' (`HEAD`, or `GET` where `HEAD` is refused with `405`; redirects followed up
         *     to 5; 10 s timeout; at most once per `TARGET_CHECK_INTERVAL`, 6 h by default, per URL).
         *     `unknown` until the first check of the current target; `failing` after three failed checks
         *     in a row of any target (an answer outside 2xx/3xx after redirects, a timeout, an address
         *     the server may not call), `failingUrl` naming it when it is not `targetUrl`; `ok` after a
         *     success. Answers always carry it.
         * @example {
         *       "status": "failing",
         *       "checkedAt": "2026-11-26T06:00:00.000Z",
         *       "httpStatus": 500,
         *       "error": "the target answered 500",
         *       "failingSince": "2026-11-25T18:00:00.000Z"
         *     }
         */
        TargetHealth: {
            status: components["schemas"]["TargetHealthStatus"];
            /**
             * Format: date-time
             * @description When the target was last checked; `null` before the first check.
             */
            checkedAt: string | null;
            /**
             * Format: int32
             * @description The HTTP status of the last check's final answer, when one came back.
             */
            httpStatus?: number;
            /** @description Why the last check failed, in words (absent after a success). */
            error?: string;
            /**
             * Format: date-time
             * @description When the target started failing (the first of the failed checks in a row); only while `failing`.
             */
            failingSince?: string;
            /**
             * Format: uri
             * @description Which target is failing when it is a rule's or a variant's rather than `targetUrl`; only
             *     while `failing`. Every target of a code is checked, and the code is `failing` when any
             *     of them is.
             */
            failingUrl?: string;
        };
        /**
         * @description `ok`: the last check succeeded; `failing`: three or more checks failed in a row;
         *     `unknown`: not checked yet. One or two failures in a row leave the status as it was
         *     (with the last check's `error`).
         * @enum {string}
         */
        TargetHealthStatus: "ok" | "failing" | "unknown";
        /**
         * @description What `maxScans` counts. `views` (the default): every view. `uniqueViews`: the code's
         *     unique views over its life (the sum of its daily unique views, see `getQrCodeStats`), so
         *     that one person reloading the code does not use it up; the code is used up when they
         *     reach `maxScans`, and from then on every scan goes to `fallbackUrl` or a `410` page.
         *     Exact under concurrent scans.
         * @enum {string}
         */
        ScanLimitCounts: "views" | "uniqueViews";
        /**
         * @description What the owner calls the code ("Menu — table tent 4"): shown in the dashboard and
         *     matched by the list's `q`. 1–200 characters, no control characters; `null`: no title
         *     (on create, leaving it out is the same; on update, `null` removes it).
         * @example Menu — table tent 4
         */
        Title: string | null;
        /**
         * @description A label of the code: a campaign ("spring-2026"), a place, a print run. 1–40 characters,
         *     no commas and no control characters; spaces around it are removed.
         * @example spring-2026
         */
        Tag: string;
        /**
         * @description The code's tags, at most 10. Compared case-insensitively and kept as first written:
         *     tags that differ only in case are merged into the first (`["Spring", "spring"]` is
         *     stored as `["Spring"]`), and a later write keeps the spelling it is given. On create,
         *     leaving it out is `[]`; on update, the list given replaces the code's tags (`[]` removes
         *     them all). The list's `tag` filter, the account's stats (`groupBy=tag`, `tag=`), the
         *     export and the import read them.
         * @example [
         *       "spring-2026",
         *       "flyer"
         *     ]
         */
        Tags: components["schemas"]["Tag"][];
        /**
         * Format: date-time
         * @description When the code stops sending scanners to its target, ISO 8601 (stored in UTC with
         *     milliseconds). From that instant on, scans go to `fallbackUrl` or a `410` page.
         *     `null`: never.
         * @example 2026-12-31T23:00:00.000Z
         */
        ExpiresAt: string | null;
        /**
         * Format: int64
         * @description The number of human views (or, with `scanLimitCounts: uniqueViews`, unique views) after
         *     which the code stops sending scanners to its target.
         *     The scan that reaches the limit is still a view and still goes to the target; later
         *     ones go to `fallbackUrl` or a `410` page and count as fallback hits. Exact under
         *     concurrent scans. `null`: no limit.
         * @example 100
         */
        MaxScans: number | null;
        /**
         * Format: uri
         * @description Where scanners go when the code is inactive, expired or at its `maxScans`; the same
         *     rules as `targetUrl`. `null`: such scans get a `410` page saying the code is no
         *     longer active.
         * @example https://example.com/offer-ended
         */
        FallbackUrl: string | null;
        /**
         * @description A kind of device, as the scan analytics classify a scan's User-Agent.
         * @enum {string}
         */
        ScanDevice: "mobile" | "tablet" | "desktop" | "other";
        /**
         * @description An operating system, as the scan analytics classify a scan's User-Agent.
         * @enum {string}
         */
        ScanOs: "iOS" | "Android" | "Windows" | "macOS" | "Linux" | "ChromeOS" | "other";
        /**
         * @description A day of the week.
         * @enum {string}
         */
        Weekday: "mon" | "tue" | "wed" | "thu" | "fri" | "sat" | "sun";
        /**
         * @description An ISO 3166-1 alpha-2 country code, upper case.
         * @example DE
         */
        CountryCode: string;
        /**
         * @description A primary language subtag (ISO 639, lower case), as the scan analytics read `Accept-Language`.
         * @example de
         */
        LanguageCode: string;
        /**
         * @description A time of day, `HH:MM` on a 24-hour clock.
         * @example 09:00
         */
        ClockTime: string;
        /**
         * @description An IANA time zone name (`Europe/Berlin`, `America/New_York`, `UTC`), checked against
         *     the platform's time zone data: an unknown zone is `400`.
         * @example Europe/Berlin
         */
        TimeZoneName: string;
        /**
         * @description A daily window of local time in `timeZone`: from `start` (inclusive) to `end`
         *     (exclusive). An `end` before `start` wraps midnight (`22:00`–`06:00` is the night).
         *     `start` equal to `end` is refused.
         */
        RuleHours: {
            start: components["schemas"]["ClockTime"];
            end: components["schemas"]["ClockTime"];
            timeZone: components["schemas"]["TimeZoneName"];
        };
        /**
         * @description What a scan must be for a rule to send it to the rule's `targetUrl`: every condition
         *     given must hold (AND); a list matches any of its values (OR). `device`, `os`,
         *     `country` and `language` use the scan analytics' classifier and vocabulary (a scan the
         *     classifier cannot place matches none of them). `from` (inclusive) and `until`
         *     (exclusive) bound the instant; `days` and `hours` are in `hours.timeZone` when given,
         *     else in UTC. `query`: each named query parameter of the scanned address must equal its
         *     value. At least one condition.
         * @example {
         *       "os": "iOS"
         *     }
         * @example {
         *       "country": [
         *         "DE",
         *         "AT",
         *         "CH"
         *       ],
         *       "language": "de"
         *     }
         */
        RuleConditions: {
            device?: components["schemas"]["ScanDevice"] | components["schemas"]["ScanDevice"][];
            os?: components["schemas"]["ScanOs"] | components["schemas"]["ScanOs"][];
            country?: components["schemas"]["CountryCode"] | components["schemas"]["CountryCode"][];
            language?: components["schemas"]["LanguageCode"] | components["schemas"]["LanguageCode"][];
            /**
             * Format: date-time
             * @description The first instant the rule applies, RFC 3339.
             */
            from?: string;
            /**
             * Format: date-time
             * @description The instant the rule stops applying, RFC 3339; after `from`.
             */
            until?: string;
            /** @description The days of the week the rule applies on. */
            days?: components["schemas"]["Weekday"][];
            hours?: components["schemas"]["RuleHours"];
            /** @description Query parameters the scanned address must carry, each with this exact value. */
            query?: {
                [key: string]: string;
            };
        };
        /** @description If the scan is as `if` says, it goes to `targetUrl`. */
        RoutingRule: {
            if: components["schemas"]["RuleConditions"];
            targetUrl: components["schemas"]["TargetUrl"];
        };
        /**
         * @description Where scans of a kind go instead of `targetUrl`: the first rule whose conditions all
         *     hold wins; none matching goes on to `variants`, then `targetUrl`. At most 20. A rule's
         *     `targetUrl` follows the same rules as the code's (`details` name e.g.
         *     `rules.3.targetUrl`). `[]` (the default): no rules.
         * @example [
         *       {
         *         "if": {
         *           "os": "iOS"
         *         },
         *         "targetUrl": "https://apps.apple.com/app/id123456789"
         *       },
         *       {
         *         "if": {
         *           "os": "Android"
         *         },
         *         "targetUrl": "https://play.google.com/store/apps/details?id=com.example.app"
         *       }
         *     ]
         */
        RoutingRules: components["schemas"]["RoutingRule"][];
        /** @description One of the targets of an A/B test and its share of the scans, in per cent. */
        Variant: {
            targetUrl: components["schemas"]["TargetUrl"];
            /**
             * Format: int32
             * @description The per cent of visitors sent to this target.
             */
            weight: number;
        };
        /**
         * @description An A/B test: scans no rule took are shared among 2–10 targets by `weight`, which must
         *     add up to 100 (a single variant, or weights adding up to anything else, is `400`). A visitor keeps their variant for the UTC day: it is chosen from the
         *     visitor key (a keyed hash of address and User-Agent under the day's salt), and nothing
         *     about the choice is stored. `[]` (the default): every such scan goes to `targetUrl`.
         * @example [
         *       {
         *         "targetUrl": "https://example.com/landing-a",
         *         "weight": 50
         *       },
         *       {
         *         "targetUrl": "https://example.com/landing-b",
         *         "weight": 50
         *       }
         *     ]
         */
        Variants: components["schemas"]["Variant"][];
        /**
         * @description A password scanners must type before the short link sends them on (write-only: stored
         *     hashed, never returned; answers carry `hasPassword`). 4–200 characters. `null` removes
         *     it; on update, leaving it out keeps it.
         * @example staff-only-2026
         */
        CodePassword: string | null;
        /**
         * @description UTM parameters added to the address a scan is sent to (`utm_source`, `utm_medium`,
         *     `utm_campaign`, `utm_term`, `utm_content`), only those the target does not already
         *     carry. `null` (the default): none.
         * @example {
         *       "source": "qr",
         *       "medium": "print",
         *       "campaign": "spring-2026"
         *     }
         */
        Utm: {
            source?: components["schemas"]["UtmValue"];
            medium?: components["schemas"]["UtmValue"];
            campaign?: components["schemas"]["UtmValue"];
            term?: components["schemas"]["UtmValue"];
            content?: components["schemas"]["UtmValue"];
        } | null;
        /** @description The value of one UTM parameter. */
        UtmValue: string;
        /**
         * @description Whether the scanned address's query parameters are passed on to the target (added to
         *     those the target has; a parameter the target already has keeps the target's value).
         *     Default `false`.
         */
        ForwardQuery: boolean;
        /**
         * @description What sent a scan where it went: `default` (the code's `targetUrl`), `rule:N` (the rule
         *     at 0-based index N of `rules`), `variant:N` (the variant at index N of `variants`) or
         *     `fallback` (the code is inactive, expired or used up: `fallbackUrl` or a `410` page).
         * @example rule:0
         */
        RouteName: string;
        /**
         * @description A made-up scan. Each field left out is unknown (matching no rule on it), except `at`,
         *     which defaults to now.
         */
        ResolveRequest: {
            device?: components["schemas"]["ScanDevice"];
            os?: components["schemas"]["ScanOs"];
            country?: components["schemas"]["CountryCode"];
            language?: components["schemas"]["LanguageCode"];
            /**
             * Format: date-time
             * @description The instant of the scan, RFC 3339 (for `from`/`until`, `days`, `hours`, and the code's `expiresAt`). Default now.
             */
            at?: string;
            /** @description The query parameters of the scanned address. */
            query?: {
                [key: string]: string;
            };
            /**
             * @description Any name standing for a visitor: the same name gets the same variant on the same
             *     UTC day of `at`, as a real visitor does. Without it, a variant is drawn at random by
             *     weight.
             */
            visitor?: string;
        };
        /** @description Where the made-up scan would go, and why. Nothing is counted. */
        ResolveResult: {
            /**
             * @description Always `true` on a successful response.
             * @constant
             */
            success: true;
            route: components["schemas"]["RouteName"];
            /**
             * Format: uri
             * @description The address the scanner would be sent to, with `utm` and forwarded query
             *     parameters added; `null` when the scanner would get the `410` page (route
             *     `fallback` without a `fallbackUrl`).
             */
            targetUrl: string | null;
            /** @description A sentence saying why, e.g. "Rule 1 matched, the OS is iOS." */
            reason: string;
            /** @description Whether the scanner would first get the password form (`hasPassword` on a live code). */
            passwordRequired: boolean;
        };
        /**
         * @description Up to 100 QR codes to create. Each item is a create body (see `createQrCode`) and is
         *     validated on its own; only an item that is not a JSON object fails the whole request.
         */
        BulkCreateRequest: {
            /** @description The create bodies, 1 to 100. */
            items: {
                [key: string]: unknown;
            }[];
        };
        /** @description The outcome of one bulk item. */
        BulkCreateResult: {
            /**
             * Format: int32
             * @description The item's position in the request, from 0.
             */
            index: number;
            /**
             * Format: int32
             * @description The HTTP status `createQrCode` would have answered for this item (`201`, `400`, `409`, `422` for styling that does not scan).
             * @example 201
             */
            status: number;
            qrCode?: components["schemas"]["QrCode"];
            error?: components["schemas"]["Error"];
        };
        /** @description One result per item, in the order of the request. */
        BulkCreateResponse: {
            /**
             * @description Always `true`; each item says whether it succeeded.
             * @constant
             */
            success: true;
            /** @description The results, in the order of the request's items. */
            data: components["schemas"]["BulkCreateResult"][];
        };
        /**
         * @description Up to 100 changes. Each item names a code (`shortId`), may carry `ifMatch` (the code's
         *     `ETag`, as the `If-Match` header) and the fields of an update body (see `updateQrCode`);
         *     each is validated on its own. Instead of `tags` (which replaces the code's tags) an item
         *     may carry `addTags` and/or `removeTags` (lists of tags, at most 10 each, compared
         *     case-insensitively): a tag added that the code has is kept as it was written, and a
         *     code that would end with more than 10 tags is `400` for that item.
         */
        BulkUpdateRequest: {
            /** @description The changes, 1 to 100. */
            items: {
                [key: string]: unknown;
            }[];
        };
        /** @description The outcome of one item of a bulk change or delete. */
        BulkChangeResult: {
            /**
             * Format: int32
             * @description The item's position in the request, from 0.
             */
            index: number;
            /** @description The code the item named (absent when the item named none). */
            shortId?: string;
            /**
             * Format: int32
             * @description The HTTP status the single-code operation would have answered (`200`, `204`, `400`, `404`, `412`, `422` for styling that does not scan).
             * @example 200
             */
            status: number;
            qrCode?: components["schemas"]["QrCode"];
            error?: components["schemas"]["Error"];
        };
        /** @description One result per item, in the order of the request. */
        BulkChangeResponse: {
            /**
             * @description Always `true`; each item says whether it succeeded.
             * @constant
             */
            success: true;
            /** @description The results, in the order of the request's items. */
            data: components["schemas"]["BulkChangeResult"][];
        };
        /**
         * @description The width of a stats bucket, in UTC.
         * @example day
         * @enum {string}
         */
        StatsInterval: "hour" | "day";
        /** @description Scans of a short link, by kind. */
        ScanCounts: {
            /**
             * Format: int64
             * @description Human scans sent to the target (they count towards `views` and `maxScans`).
             */
            views: number;
            /**
             * Format: int64
             * @description Views whose visitor had not viewed the code earlier that UTC day (at most `views`).
             */
            uniqueViews: number;
            /**
             * Format: int64
             * @description `HEAD` requests, prefetches, bots and link previewers.
             */
            botHits: number;
            /**
             * Format: int64
             * @description Human scans of an inactive, expired or exhausted code.
             */
            fallbackHits: number;
        };
        /** @description The scans of one hour or one day. */
        StatsBucket: {
            /**
             * Format: date-time
             * @description The start of the bucket, UTC.
             */
            start: string;
        } & components["schemas"]["ScanCounts"];
        /** @description A code's scans over a time range, bucket by bucket. */
        QrCodeStats: {
            /**
             * @description Always `true` on a successful response.
             * @constant
             */
            success: true;
            shortId: components["schemas"]["ShortId"];
            interval: components["schemas"]["StatsInterval"];
            /**
             * Format: date-time
             * @description The start of the first bucket (the requested `from` rounded down to the interval).
             */
            from: string;
            /**
             * Format: date-time
             * @description The end of the range (exclusive), as requested.
             */
            to: string;
            totals: components["schemas"]["ScanCounts"];
            /** @description Every bucket of the range in time order, zeros included. */
            series: components["schemas"]["StatsBucket"][];
            breakdown?: components["schemas"]["StatsBreakdown"];
        };
        /** @description The scans of all an account's codes over a time range, bucket by bucket. */
        AccountStats: {
            /**
             * @description Always `true` on a successful response.
             * @constant
             */
            success: true;
            interval: components["schemas"]["StatsInterval"];
            /**
             * Format: date-time
             * @description The start of the first bucket (the requested `from` rounded down to the interval).
             */
            from: string;
            /**
             * Format: date-time
             * @description The end of the range (exclusive), as requested.
             */
            to: string;
            totals: components["schemas"]["ScanCounts"];
            /** @description Every bucket of the range in time order, zeros included. */
            series: components["schemas"]["StatsBucket"][];
            breakdown?: components["schemas"]["StatsBreakdown"];
            /**
             * @description Present (`true`) with `groupBy=tag` only: a code with several tags counts in each of
             *     their rows, so the breakdown's views may add up to more than `totals.views`.
             */
            breakdownOverlaps?: boolean;
        };
        /**
         * @description Present only with `groupBy`: the range's views by value, most views first (ties by
         *     value). Their views add up exactly to `totals.views`.
         */
        StatsBreakdown: components["schemas"]["StatsBreakdownItem"][];
        /** @description The views of one value of the grouped dimension. */
        StatsBreakdownItem: {
            /**
             * @description The value: an ISO 3166-1 alpha-2 country code; a device (`mobile`, `tablet`,
             *     `desktop`, `other`); an OS (`iOS`, `Android`, `Windows`, `macOS`, `Linux`,
             *     `ChromeOS`, `other`); a browser (`Safari`, `Chrome`, `Firefox`, `Edge`,
             *     `Samsung Internet`, `Opera`, `other`); a referrer host; a primary language subtag
             *     (an ISO 639 code; others are unknown); a route (`default`, `rule:N`, `variant:N`,
             *     `fallback`: what sent the scan where it went); a `shortId`; a domain; or a tag as
             *     first written. `null` when unknown (with `groupBy=tag`: the codes without tags). Per
             *     code and day at most 100 distinct referrers and 100 distinct languages are kept: later
             *     new values of that day count as
             *     `(other)`, so anonymous scanners cannot grow a code's analytics without bound.
             */
            value: string | null;
            /**
             * Format: int64
             * @description Views with this value.
             */
            views: number;
            /**
             * Format: int64
             * @description Unique views with this value.
             */
            uniqueViews: number;
        };
        /**
         * @description A dimension a code's views are grouped by.
         * @example country
         * @enum {string}
         */
        StatsDimension: "country" | "device" | "os" | "browser" | "referrer" | "language" | "route";
        /**
         * @description A dimension the account's views are grouped by; `shortId` gives the top codes, `domain` the views of each custom domain (`null`: the codes on the site's own address), `tag` the views of each tag (a campaign; `null`: the codes without tags; a code with several tags counts in each of their rows, so the rows may add up to more than `totals.views`, and the answer says so with `breakdownOverlaps: true`).
         * @example shortId
         * @enum {string}
         */
        AccountStatsDimension: "country" | "device" | "os" | "browser" | "referrer" | "language" | "shortId" | "domain" | "tag";
        /**
         * @description RFC 4180 CSV with a header row: `value,views,uniqueViews` for a breakdown (an empty
         *     value for unknown), else `start,views,uniqueViews,botHits,fallbackHits` per bucket.
         *     A value that starts with `=`, `+`, `-`, `@`, tab or carriage return is written with a
         *     leading `'`, so that a spreadsheet never runs it as a formula.
         *     (Its examples are the operations' own, so that a mock answers each with its own series.)
         */
        StatsCsv: string;
        /** @description A QR code as a single-object response, with `success` at the top level. */
        QrCodeResponse: {
            /**
             * @description Always `true` on a successful response.
             * @constant
             */
            success: true;
        } & components["schemas"]["QrCode"];
        /** @description A page of QR codes. */
        QrCodeList: {
            /**
             * @description Always `true` on a successful response.
             * @constant
             */
            success: true;
            /** @description The QR codes of this page, in the requested order. */
            data: components["schemas"]["QrCode"][];
            pagination: components["schemas"]["Pagination"];
        };
        /** @description Where this page stands in the whole list. */
        Pagination: {
            /**
             * Format: int64
             * @description Number of the caller's QR codes in all.
             */
            total: number;
            /**
             * Format: int32
             * @description The page size used.
             */
            limit: number;
            /**
             * Format: int64
             * @description The number of items skipped.
             */
            offset: number;
            /** @description Whether items follow this page (`offset + data.length < total`). */
            hasMore: boolean;
        };
        /**
         * @description A field QR codes can be listed by. Ties are ordered by `shortId`.
         * @example views
         * @enum {string}
         */
        SortField: "createdAt" | "updatedAt" | "views";
        /**
         * @description The direction of an order.
         * @example asc
         * @enum {string}
         */
        SortOrder: "asc" | "desc";
        /**
         * @description The format of a QR code image.
         * @example png
         * @enum {string}
         */
        ImageFormat: "svg" | "png" | "pdf";
        /**
         * @description What an API key may do. `qrcodes:read`: read codes, lists and images.
         *     `qrcodes:write`: everything `qrcodes:read` may, and create, change and delete codes.
         *     `keys:manage`: list, create and revoke the account's keys.
         * @example qrcodes:read
         * @enum {string}
         */
        Scope: "qrcodes:read" | "qrcodes:write" | "keys:manage";
        /** @description An API key as its account holder sees it. Never the key itself or its hash. */
        ApiKey: {
            /**
             * @description The key's id, used to revoke it.
             * @example key_8fKq2LmZ0aBc
             */
            id: string;
            /** @description What the key is for. */
            name: string | null;
            /** @description The first characters after `dqr_`, to tell keys apart. */
            prefix: string;
            /** @description What the key may do. */
            scopes: components["schemas"]["Scope"][];
            /**
             * Format: date-time
             * @description Creation time, ISO 8601 in UTC.
             */
            createdAt: string;
            /**
             * Format: date-time
             * @description When the key was last used (recorded at most once a minute); `null` if never.
             */
            lastUsedAt: string | null;
            /**
             * Format: date-time
             * @description When the key stops working; `null` if never.
             */
            expiresAt: string | null;
            /**
             * Format: date-time
             * @description When the key was revoked; `null` while it is not.
             */
            revokedAt: string | null;
        };
        /** @description The account's API keys, newest first. */
        ApiKeyList: {
            /**
             * @description Always `true` on a successful response.
             * @constant
             */
            success: true;
            /** @description The keys, newest first, revoked ones included. */
            data: components["schemas"]["ApiKey"][];
        };
        /** @description A new API key. Unknown fields are refused. */
        CreateApiKeyRequest: {
            /** @description What the key is for, 1–100 characters. */
            name: string;
            /** @description What the key may do; default `["qrcodes:write"]`. */
            scopes?: components["schemas"]["Scope"][];
            /**
             * Format: date-time
             * @description When the key stops working, in the future (ISO 8601).
             */
            expiresAt?: string;
        };
        /** @description A new key, with the secret `key` shown this once. */
        CreatedApiKeyResponse: {
            /**
             * @description Always `true` on a successful response.
             * @constant
             */
            success: true;
            /** @description The API key. Store it now; it cannot be shown again. */
            key: string;
        } & components["schemas"]["ApiKey"];
        /**
         * @description A stable, machine-readable error code:
         *
         *     | status | error | when |
         *     |---|---|---|
         *     | 400 | INVALID_REQUEST | the request is invalid, e.g. `targetUrl` missing |
         *     | 401 | UNAUTHORIZED | the API key is invalid or missing |
         *     | 403 | FORBIDDEN | the key lacks the scope the operation needs |
         *     | 404 | NOT_FOUND | the QR code (or API key) does not exist for this account |
         *     | 409 | CONFLICT | the custom short id is taken, the asset or template is in use, or a request with the same `Idempotency-Key` is still running |
         *     | 409 | LIMIT_REACHED | the account holds as many of something (codes, assets, style templates, API keys, webhook endpoints, custom domains) as its cap allows; the message names the cap's variable |
         *     | 412 | PRECONDITION_FAILED | `If-Match` names none of the code's current ETag |
         *     | 413 | PAYLOAD_TOO_LARGE | the body is larger than 16 KiB |
         *     | 415 | UNSUPPORTED_MEDIA_TYPE | the body is not `application/json` |
         *     | 422 | IDEMPOTENCY_KEY_REUSED | the `Idempotency-Key` was used with another request |
         *     | 422 | UNSCANNABLE | the styling does not decode; the details name the option to change |
         *     | 422 | DOMAIN_NOT_VERIFIED | the custom domain's TXT record was not found (verify), or a code names a domain still pending |
         *     | 429 | RATE_LIMITED | too many requests; see `Retry-After` |
         *     | 500 | INTERNAL_ERROR | the service failed |
         *     | 503 | SERVICE_UNAVAILABLE | the store cannot commit right now; nothing changed, see `Retry-After` |
         * @enum {string}
         */
        ErrorCode: "INVALID_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "LIMIT_REACHED" | "PRECONDITION_FAILED" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "IDEMPOTENCY_KEY_REUSED" | "UNSCANNABLE" | "DOMAIN_NOT_VERIFIED" | "RATE_LIMITED" | "INTERNAL_ERROR" | "SERVICE_UNAVAILABLE";
        /** @description The body of every error response. */
        Error: {
            error: components["schemas"]["ErrorCode"];
            /** @description Human-readable text; the documented cases keep their exact words. */
            message: string;
            /** @description On validation errors, every problem found, by field. */
            details?: components["schemas"]["ErrorDetail"][];
            /** @description The id of the request, as in the `x-request-id` header. */
            requestId?: string;
        };
        /** @description One validation problem. */
        ErrorDetail: {
            /** @description The offending field as a dotted path (`qrCodeOptions.width`), or the query parameter. */
            field: string;
            /** @description What is wrong with it. */
            message: string;
        };
        /** @description The state of the process and its store. */
        Health: {
            status: components["schemas"]["HealthStatus"];
            store?: components["schemas"]["StoreKind"];
        };
        /**
         * @description `ok` when up (and, for readiness, when the store answers).
         * @example ok
         * @enum {string}
         */
        HealthStatus: "ok" | "unavailable";
        /**
         * @description The kind of store, on the readiness probe.
         * @example sqlite
         * @enum {string}
         */
        StoreKind: "sqlite" | "memory" | "postgres";
    };
    responses: {
        /** @description Signed in. Who is asking, as `GET /me`, with the session cookie. */
        SignedIn: {
            headers: {
                "Set-Cookie": components["headers"]["SetSessionCookie"];
                "x-request-id": components["headers"]["RequestId"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                RateLimit: components["headers"]["RateLimit"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Me"];
            };
        };
        /** @description Signed out; the session cookie is cleared. The body is empty. */
        SignedOut: {
            headers: {
                "Set-Cookie": components["headers"]["SetSessionCookie"];
                "x-request-id": components["headers"]["RequestId"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                RateLimit: components["headers"]["RateLimit"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                [name: string]: unknown;
            };
            content?: never;
        };
        /** @description The email or the password is wrong (which one is never said). */
        WrongCredentials: {
            headers: {
                "x-request-id": components["headers"]["RequestId"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                RateLimit: components["headers"]["RateLimit"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The request is invalid; `details` lists every problem by field. */
        InvalidPeopleRequest: {
            headers: {
                "x-request-id": components["headers"]["RequestId"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                RateLimit: components["headers"]["RateLimit"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The signed-in person is not a member of this account. */
        AccountNotFound: {
            headers: {
                "x-request-id": components["headers"]["RequestId"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                RateLimit: components["headers"]["RateLimit"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description No member of the caller's account has this user id. */
        MemberNotFound: {
            headers: {
                "x-request-id": components["headers"]["RequestId"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                RateLimit: components["headers"]["RateLimit"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description No pending invitation of the caller's account has this id. */
        InvitationNotFound: {
            headers: {
                "x-request-id": components["headers"]["RequestId"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                RateLimit: components["headers"]["RateLimit"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The link's token is unknown, used, withdrawn or expired. */
        LinkNotValid: {
            headers: {
                "x-request-id": components["headers"]["RequestId"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                RateLimit: components["headers"]["RateLimit"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The change would leave the account without an owner. */
        LastOwner: {
            headers: {
                "x-request-id": components["headers"]["RequestId"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                RateLimit: components["headers"]["RateLimit"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /**
         * @description The account's members and pending invitations together reached `MAX_MEMBERS_PER_ACCOUNT`
         *     (100 by default): remove a member or withdraw an invitation first.
         */
        MembersLimitReached: {
            headers: {
                "x-request-id": components["headers"]["RequestId"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                RateLimit: components["headers"]["RateLimit"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /**
         * @description The `If-Match` header names none of the code's current ETag: it changed since the
         *     caller read it. Nothing changed; read it again and retry.
         */
        PreconditionFailed: {
            headers: {
                "x-request-id": components["headers"]["RequestId"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                RateLimit: components["headers"]["RateLimit"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /**
         * @description The request is invalid: a missing or malformed field, a URL that is not `http:` or
         *     `https:`, or one that resolves to a loopback, private, link-local or metadata address
         *     (a host name is answered "is not allowed", never with what it resolves to).
         */
        InvalidWebhookRequest: {
            headers: {
                "x-request-id": components["headers"]["RequestId"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                RateLimit: components["headers"]["RateLimit"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description `Last-Event-ID` is empty or longer than 128 characters. */
        InvalidEventStreamRequest: {
            headers: {
                "x-request-id": components["headers"]["RequestId"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                RateLimit: components["headers"]["RateLimit"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description No webhook endpoint of the caller's account has this id. */
        WebhookNotFound: {
            headers: {
                "x-request-id": components["headers"]["RequestId"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                RateLimit: components["headers"]["RateLimit"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /**
         * @description The request is invalid. `message` says what is wrong with the first problem found and
         *     `details` lists every problem by field. A missing `targetUrl` has the message
         *     `targetUrl is required`.
         */
        InvalidCreateRequest: {
            headers: {
                "x-request-id": components["headers"]["RequestId"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                RateLimit: components["headers"]["RateLimit"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /**
         * @description The request is invalid. `message` says what is wrong with the first problem found and
         *     `details` lists every problem by field.
         */
        InvalidUpdateRequest: {
            headers: {
                "x-request-id": components["headers"]["RequestId"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                RateLimit: components["headers"]["RateLimit"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description A query parameter is malformed, unknown or out of range; `details` names it. */
        InvalidListRequest: {
            headers: {
                "x-request-id": components["headers"]["RequestId"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                RateLimit: components["headers"]["RateLimit"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /**
         * @description The API key is missing, malformed, unknown or revoked (or its creator left the
         *     account), or the session cookie is missing, ended or expired.
         */
        Unauthorized: {
            headers: {
                "WWW-Authenticate": components["headers"]["WwwAuthenticate"];
                "x-request-id": components["headers"]["RequestId"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                RateLimit: components["headers"]["RateLimit"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The `Idempotency-Key` was used before with another body or operation; nothing was done. */
        IdempotencyKeyReused: {
            headers: {
                "x-request-id": components["headers"]["RequestId"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                RateLimit: components["headers"]["RateLimit"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description A request with the same `Idempotency-Key` is still running; retry in a moment to get its answer. */
        IdempotencyInFlight: {
            headers: {
                "x-request-id": components["headers"]["RequestId"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                RateLimit: components["headers"]["RateLimit"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /**
         * @description A request with the same `Idempotency-Key` is still running (retry in a moment to get its
         *     answer); or it already created a key, whose secret is never stored and so is not shown
         *     again (revoke the key named if its secret was lost); or the account already holds as
         *     many live keys as it may (`MAX_KEYS_PER_ACCOUNT`, 100 by default; `LIMIT_REACHED`): revoke one first.
         */
        CreateApiKeyConflict: {
            headers: {
                "x-request-id": components["headers"]["RequestId"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                RateLimit: components["headers"]["RateLimit"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /**
         * @description The account has registered as many webhook endpoints as it may
         *     (`MAX_WEBHOOKS_PER_ACCOUNT`, 20 by default; disabled endpoints count until deleted):
         *     `409 LIMIT_REACHED`; delete one first.
         */
        WebhookLimitReached: {
            headers: {
                "x-request-id": components["headers"]["RequestId"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                RateLimit: components["headers"]["RateLimit"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /**
         * @description The API key or session is valid but lacks the scope this operation needs; the message
         *     names it (`This API key lacks the scope qrcodes:write`). Also: a cookie-authenticated
         *     change from another origin (`Cross-origin request refused`), and granting, taking or
         *     removing `owner` other than as a signed-in owner.
         */
        Forbidden: {
            headers: {
                "x-request-id": components["headers"]["RequestId"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                RateLimit: components["headers"]["RateLimit"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description No live API key of the caller's account has this id (it may never have existed, be revoked already, or belong to another account). */
        ApiKeyNotFound: {
            headers: {
                "x-request-id": components["headers"]["RequestId"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                RateLimit: components["headers"]["RateLimit"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The request is invalid; `details` lists every problem by field. */
        InvalidCreateApiKeyRequest: {
            headers: {
                "x-request-id": components["headers"]["RequestId"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                RateLimit: components["headers"]["RateLimit"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /**
         * @description The styling does not decode with a QR decoder at its own size (`UNSCANNABLE`, the details
         *     name the option to change), or the `Idempotency-Key` was used before with another body
         *     (`IDEMPOTENCY_KEY_REUSED`). Nothing was stored.
         */
        CreateUnprocessable: {
            headers: {
                "x-request-id": components["headers"]["RequestId"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                RateLimit: components["headers"]["RateLimit"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The styling does not decode with a QR decoder at its own size; the details name the option to change. */
        Unscannable: {
            headers: {
                "x-request-id": components["headers"]["RequestId"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                RateLimit: components["headers"]["RateLimit"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The bytes are not an image of the type sent, or an SVG holds something other than drawing (a script, an event attribute, foreignObject, an entity declaration or an outside reference). */
        InvalidAsset: {
            headers: {
                "x-request-id": components["headers"]["RequestId"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                RateLimit: components["headers"]["RateLimit"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The image is larger than 512 KiB. */
        AssetTooLarge: {
            headers: {
                "x-request-id": components["headers"]["RequestId"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                RateLimit: components["headers"]["RateLimit"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The body is not sent as image/png, image/jpeg or image/svg+xml. */
        UnsupportedAssetType: {
            headers: {
                "x-request-id": components["headers"]["RequestId"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                RateLimit: components["headers"]["RateLimit"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description No image of the caller's account has this id (it may never have existed, have been deleted, or belong to another account). */
        AssetNotFound: {
            headers: {
                "x-request-id": components["headers"]["RequestId"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                RateLimit: components["headers"]["RateLimit"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description A QR code or a style template still uses it; change or delete those first. */
        InUse: {
            headers: {
                "x-request-id": components["headers"]["RequestId"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                RateLimit: components["headers"]["RateLimit"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /**
         * @description The print request is invalid: no codes named (neither `shortIds` nor `tag`, or both), more
         *     than 1,000 codes, a grid that does not fit its page, or a code and its label that do not
         *     fit in a cell. `message` says which; `details` names the field.
         */
        InvalidPrintRequest: {
            headers: {
                "x-request-id": components["headers"]["RequestId"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                RateLimit: components["headers"]["RateLimit"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description A short id in `shortIds` is not a code of this account (it may belong to another account); the message names it. */
        PrintCodeNotFound: {
            headers: {
                "x-request-id": components["headers"]["RequestId"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                RateLimit: components["headers"]["RateLimit"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The brand is invalid (a colour too light for text, an asset that is not the account's); `details` names the field. */
        InvalidBrandRequest: {
            headers: {
                "x-request-id": components["headers"]["RequestId"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                RateLimit: components["headers"]["RateLimit"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The hostname or a redirect URL is invalid; `details` names the field. */
        InvalidDomainRequest: {
            headers: {
                "x-request-id": components["headers"]["RequestId"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                RateLimit: components["headers"]["RateLimit"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /**
         * @description The hostname belongs to an account already (`CONFLICT`), or the account holds as many
         *     domains as it may (`LIMIT_REACHED`, naming `MAX_DOMAINS_PER_ACCOUNT`).
         */
        DomainConflict: {
            headers: {
                "x-request-id": components["headers"]["RequestId"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                RateLimit: components["headers"]["RateLimit"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description No domain of the caller's account has this id (or, for `/tls/allowed`, the name is no verified domain). */
        DomainNotFound: {
            headers: {
                "x-request-id": components["headers"]["RequestId"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                RateLimit: components["headers"]["RateLimit"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Codes use the domain; it cannot be deleted. */
        DomainInUse: {
            headers: {
                "x-request-id": components["headers"]["RequestId"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                RateLimit: components["headers"]["RateLimit"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The TXT record was not found, or holds another value; the message says what was found. */
        DomainNotVerified: {
            headers: {
                "x-request-id": components["headers"]["RequestId"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                RateLimit: components["headers"]["RateLimit"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /**
         * @description The request is invalid: a field missing or malformed, options that break the contrast
         *     rule or the margin rule, or an `image` that is not an asset of the account. `details`
         *     names every problem by field.
         */
        InvalidStyleRequest: {
            headers: {
                "x-request-id": components["headers"]["RequestId"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                RateLimit: components["headers"]["RateLimit"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description No style template of the caller's account has this id (it may never have existed, have been deleted, or belong to another account). */
        StyleNotFound: {
            headers: {
                "x-request-id": components["headers"]["RequestId"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                RateLimit: components["headers"]["RateLimit"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description A QR code of the account still uses the template; detach it (`styleId` `null`) or delete it first. */
        StyleInUse: {
            headers: {
                "x-request-id": components["headers"]["RequestId"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                RateLimit: components["headers"]["RateLimit"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The envelope is malformed (no `items` or ids, or not 1–100 of them). */
        InvalidBulkChange: {
            headers: {
                "x-request-id": components["headers"]["RequestId"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                RateLimit: components["headers"]["RateLimit"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description No QR code of the caller's account has this id (it may never have existed, have been deleted, or belong to another account). */
        NotFound: {
            headers: {
                "x-request-id": components["headers"]["RequestId"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                RateLimit: components["headers"]["RateLimit"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /**
         * @description The `customShortId` is in use, or was used by a code that has since been deleted; or a
         *     request with the same `Idempotency-Key` is still running (`CONFLICT`). Or the account
         *     holds as many live codes as it may (`MAX_CODES_PER_ACCOUNT`, 100,000 by default;
         *     `LIMIT_REACHED`): delete some first.
         */
        Conflict: {
            headers: {
                "x-request-id": components["headers"]["RequestId"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                RateLimit: components["headers"]["RateLimit"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /**
         * @description The account holds as many of these as its cap allows (the message names the cap's
         *     variable: `MAX_ASSETS_PER_ACCOUNT`, 200 by default; `MAX_STYLES_PER_ACCOUNT`, 200 by
         *     default): delete one first. Caps keep one tenant from filling a store that others share.
         *     On `PUT /styles/{id}`, the cap is `SCAN_GUARD_DRAWS_PER_REQUEST`: a change with a logo
         *     for more codes than one request may draw.
         */
        LimitReached: {
            headers: {
                "x-request-id": components["headers"]["RequestId"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                RateLimit: components["headers"]["RateLimit"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The request body is larger than 16 KiB. */
        PayloadTooLarge: {
            headers: {
                "x-request-id": components["headers"]["RequestId"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                RateLimit: components["headers"]["RateLimit"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The request body is not sent as `application/json`. */
        UnsupportedMediaType: {
            headers: {
                "x-request-id": components["headers"]["RequestId"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                RateLimit: components["headers"]["RateLimit"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /**
         * @description Too many requests for this API key (or, before a key is known, this address). Wait
         *     the number of seconds in `Retry-After` before trying again.
         */
        RateLimited: {
            headers: {
                "Retry-After": components["headers"]["RetryAfter"];
                "x-request-id": components["headers"]["RequestId"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                RateLimit: components["headers"]["RateLimit"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /**
         * @description The store could not commit or read in time (the disk is full, another process holds
         *     the database's write lock for too long, the database is unreachable). Nothing was
         *     changed; the request may be repeated after the number of seconds in `Retry-After`.
         */
        ServiceUnavailable: {
            headers: {
                "Retry-After": components["headers"]["RetryAfter"];
                "x-request-id": components["headers"]["RequestId"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                RateLimit: components["headers"]["RateLimit"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The service failed. The message never shows internals; quote the `requestId` when reporting it. */
        InternalError: {
            headers: {
                "x-request-id": components["headers"]["RequestId"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                RateLimit: components["headers"]["RateLimit"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
    };
    parameters: {
        /**
         * @description Makes the change conditional: the `ETag` of the code as the caller last saw it (or a
         *     comma-separated list of them; `*` matches any existing code). When the code has changed
         *     since — another edit moved its ETag — nothing changes and the answer is
         *     `412 PRECONDITION_FAILED`. Compared strongly: a weak `W/` tag never matches.
         */
        IfMatch: string;
        /**
         * @description Makes the create safe to retry: 1–255 printable ASCII characters, unique per logical
         *     create (a UUID). The first answer (status and body) is kept 24 hours per account and
         *     key; a repeat with the same body gets it again with `Idempotent-Replayed: true` and
         *     creates nothing; a repeat with another body (or on another operation) gets
         *     `422 IDEMPOTENCY_KEY_REUSED`; a repeat while the first is still running gets
         *     `409 CONFLICT`, however long the first takes (its claim is renewed while it runs; only
         *     the claim of a request whose server stopped lapses, after a minute). A successful create's answer is kept in the same commit as what it
         *     created, so a create that happened is never repeated, even when its answer was lost (a
         *     crash, a dropped connection, a `503` for a commit that did happen). A `5xx` answer of a
         *     create that did not happen is not kept: a retry runs afresh. `POST /keys` is the one
         *     exception to replaying: the new key's secret is never stored, so a repeat of a key
         *     creation that succeeded answers `409 CONFLICT` naming the key's `id` (revoke it if its
         *     secret was lost, and create another with a new key) and never makes a second key. The
         *     SDK sends one on every create.
         */
        IdempotencyKey: string;
        /** @description The id of an API key of the caller's account (`key_` and 12 characters). */
        KeyIdPath: string;
        /** @description The id of a member of the caller's account (`usr_` and 16 characters). */
        UserIdPath: string;
        /** @description The id of a pending invitation of the caller's account (`inv_` and 16 characters). */
        InvitationIdPath: string;
        /** @description The id of a webhook endpoint (`wh_` and 16 hex characters). */
        WebhookIdPath: string;
        /** @description The id of a custom domain (`dom_` and 16 hex characters). */
        DomainIdPath: string;
        /** @description Adds `breakdown`, the range's views by this dimension. */
        StatsGroupByQuery: components["schemas"]["StatsDimension"];
        /** @description The id of an uploaded image of the caller's account (`ast_` and 16 hex characters). */
        AssetIdPath: string;
        /** @description The id of a style template of the caller's account (`sty_` and 16 hex characters). */
        StyleIdPath: string;
        /**
         * @description PDF only: the code's width on paper in millimetres, frame included; the page is the
         *     code's own size (a framed code's page is taller than wide, in proportion). 50 mm without
         *     it. With `format` `png` or `svg` (sized in pixels by `size`), a `400`.
         */
        ImageMillimetres: number;
        /**
         * @description The short identifier of the QR code: 8 generated characters of `[0-9A-Za-z]`, or a
         *     custom id of 3–64 characters of `[A-Za-z0-9_-]`. Case-sensitive. An id of any other
         *     form cannot exist and is answered like an unknown one.
         */
        ShortIdPath: string;
        /** @description Number of items per page, 1 to 100. */
        Limit: number;
        /** @description Number of items to skip, 0 or more. */
        Offset: number;
        /** @description The field to order by. Ties are ordered by `shortId`. */
        Sort: components["schemas"]["SortField"];
        /** @description The direction of the order. */
        Order: components["schemas"]["SortOrder"];
        /**
         * @description Only codes whose `targetUrl`, `shortId` or `title` contains this text, compared
         *     case-insensitively (1–200 characters).
         */
        Query: string;
        /**
         * @description Only codes that carry this tag, compared case-insensitively (`Summer` finds `summer`).
         *     Repeat it (`tag=a&tag=b`, at most 10) to keep the codes that carry any of them.
         */
        TagFilter: components["schemas"]["Tag"][];
        /**
         * @description Only codes whose `active` flag is `true` or `false`. The flag alone decides: an active
         *     code past its `expiresAt` or at its `maxScans` is listed with `active=true`.
         */
        ActiveFilter: boolean;
    };
    requestBodies: never;
    headers: {
        /**
         * @description The quota this request counts against, in the structured-field syntax of the IETF
         *     httpapi draft "RateLimit header fields for HTTP": `"default";q=<requests>;w=<seconds>`
         *     per API key, `"auth";q=…;w=…` for requests that fail authentication (per client
         *     address). Present whenever rate limits are on (the default; `RATE_LIMIT_PER_MINUTE=0`
         *     turns them off).
         */
        RateLimitPolicy: string;
        /** @description What is left of that quota: `"default";r=<remaining>;t=<seconds until it resets>`. */
        RateLimit: string;
        /**
         * @description A strong validator of the code's editable state (target, options and lifecycle fields):
         *     it changes whenever one of them does, and not when only its counters (`views`) do. Send
         *     it back in `If-Match` to update or delete only the code as you last saw it.
         */
        ETag: string;
        /**
         * @description The id of this request, also in the `requestId` field of error bodies. A request
         *     that sends a well-formed `x-request-id` (1–128 characters of `[A-Za-z0-9._-]`) has it
         *     echoed; otherwise the service makes one.
         */
        RequestId: string;
        /** @description Always `Bearer` with the realm of the API. */
        WwwAuthenticate: string;
        /**
         * @description The session cookie: `dynqr_session=<id>; Path=/; HttpOnly; SameSite=Lax` (on `https`,
         *     `__Host-dynqr_session=<id>; Path=/; HttpOnly; SameSite=Lax; Secure`), with `Max-Age`
         *     the session's absolute lifetime; on sign-out the same name with `Max-Age=0`.
         */
        SetSessionCookie: string;
        /** @description Seconds to wait before trying again. */
        RetryAfter: number;
        /**
         * @description The origin allowed to read the answer, when the request came from a browser on an
         *     origin the server allows (`CORS_ORIGINS`: the origin itself, or `*` when any is);
         *     absent otherwise.
         */
        "Access-Control-Allow-Origin": string;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    listQrCodes: {
        parameters: {
            query?: {
                /** @description Number of items per page, 1 to 100. */
                limit?: components["parameters"]["Limit"];
                /** @description Number of items to skip, 0 or more. */
                offset?: components["parameters"]["Offset"];
                /** @description The field to order by. Ties are ordered by `shortId`. */
                sort?: components["parameters"]["Sort"];
                /** @description The direction of the order. */
                order?: components["parameters"]["Order"];
                /**
                 * @description Only codes whose `targetUrl`, `shortId` or `title` contains this text, compared
                 *     case-insensitively (1–200 characters).
                 */
                q?: components["parameters"]["Query"];
                /**
                 * @description Only codes whose `active` flag is `true` or `false`. The flag alone decides: an active
                 *     code past its `expiresAt` or at its `maxScans` is listed with `active=true`.
                 */
                active?: components["parameters"]["ActiveFilter"];
                /**
                 * @description Only codes that carry this tag, compared case-insensitively (`Summer` finds `summer`).
                 *     Repeat it (`tag=a&tag=b`, at most 10) to keep the codes that carry any of them.
                 */
                tag?: components["parameters"]["TagFilter"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of the caller's QR codes. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QrCodeList"];
                };
            };
            400: components["responses"]["InvalidListRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createQrCode: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes the create safe to retry: 1–255 printable ASCII characters, unique per logical
                 *     create (a UUID). The first answer (status and body) is kept 24 hours per account and
                 *     key; a repeat with the same body gets it again with `Idempotent-Replayed: true` and
                 *     creates nothing; a repeat with another body (or on another operation) gets
                 *     `422 IDEMPOTENCY_KEY_REUSED`; a repeat while the first is still running gets
                 *     `409 CONFLICT`, however long the first takes (its claim is renewed while it runs; only
                 *     the claim of a request whose server stopped lapses, after a minute). A successful create's answer is kept in the same commit as what it
                 *     created, so a create that happened is never repeated, even when its answer was lost (a
                 *     crash, a dropped connection, a `503` for a commit that did happen). A `5xx` answer of a
                 *     create that did not happen is not kept: a retry runs afresh. `POST /keys` is the one
                 *     exception to replaying: the new key's secret is never stored, so a repeat of a key
                 *     creation that succeeded answers `409 CONFLICT` naming the key's `id` (revoke it if its
                 *     secret was lost, and create another with a new key) and never makes a second key. The
                 *     SDK sends one on every create.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateQrCodeRequest"];
            };
        };
        responses: {
            /** @description Created. The body is the new QR code. */
            201: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    /** @description The API address of the new QR code. */
                    Location?: string;
                    ETag: components["headers"]["ETag"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QrCodeResponse"];
                };
            };
            400: components["responses"]["InvalidCreateRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["CreateUnprocessable"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    bulkCreateQrCodes: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes the create safe to retry: 1–255 printable ASCII characters, unique per logical
                 *     create (a UUID). The first answer (status and body) is kept 24 hours per account and
                 *     key; a repeat with the same body gets it again with `Idempotent-Replayed: true` and
                 *     creates nothing; a repeat with another body (or on another operation) gets
                 *     `422 IDEMPOTENCY_KEY_REUSED`; a repeat while the first is still running gets
                 *     `409 CONFLICT`, however long the first takes (its claim is renewed while it runs; only
                 *     the claim of a request whose server stopped lapses, after a minute). A successful create's answer is kept in the same commit as what it
                 *     created, so a create that happened is never repeated, even when its answer was lost (a
                 *     crash, a dropped connection, a `503` for a commit that did happen). A `5xx` answer of a
                 *     create that did not happen is not kept: a retry runs afresh. `POST /keys` is the one
                 *     exception to replaying: the new key's secret is never stored, so a repeat of a key
                 *     creation that succeeded answers `409 CONFLICT` naming the key's `id` (revoke it if its
                 *     secret was lost, and create another with a new key) and never makes a second key. The
                 *     SDK sends one on every create.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BulkCreateRequest"];
            };
        };
        responses: {
            /** @description One result per item, in the order of the request. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BulkCreateResponse"];
                };
            };
            /** @description The envelope is malformed (no `items`, or not 1–100 of them). */
            400: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["IdempotencyInFlight"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["IdempotencyKeyReused"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    bulkDeleteQrCodes: {
        parameters: {
            query: {
                /**
                 * @description The short ids to delete, comma-separated, 1 to 100 of them, each at most 64
                 *     characters (no code has a longer one): a longer one is `400`.
                 */
                shortIds: string;
            };
            header?: {
                /**
                 * @description Makes the create safe to retry: 1–255 printable ASCII characters, unique per logical
                 *     create (a UUID). The first answer (status and body) is kept 24 hours per account and
                 *     key; a repeat with the same body gets it again with `Idempotent-Replayed: true` and
                 *     creates nothing; a repeat with another body (or on another operation) gets
                 *     `422 IDEMPOTENCY_KEY_REUSED`; a repeat while the first is still running gets
                 *     `409 CONFLICT`, however long the first takes (its claim is renewed while it runs; only
                 *     the claim of a request whose server stopped lapses, after a minute). A successful create's answer is kept in the same commit as what it
                 *     created, so a create that happened is never repeated, even when its answer was lost (a
                 *     crash, a dropped connection, a `503` for a commit that did happen). A `5xx` answer of a
                 *     create that did not happen is not kept: a retry runs afresh. `POST /keys` is the one
                 *     exception to replaying: the new key's secret is never stored, so a repeat of a key
                 *     creation that succeeded answers `409 CONFLICT` naming the key's `id` (revoke it if its
                 *     secret was lost, and create another with a new key) and never makes a second key. The
                 *     SDK sends one on every create.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One result per id, in the order of `shortIds`. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BulkChangeResponse"];
                };
            };
            400: components["responses"]["InvalidBulkChange"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["IdempotencyInFlight"];
            422: components["responses"]["IdempotencyKeyReused"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    bulkUpdateQrCodes: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes the create safe to retry: 1–255 printable ASCII characters, unique per logical
                 *     create (a UUID). The first answer (status and body) is kept 24 hours per account and
                 *     key; a repeat with the same body gets it again with `Idempotent-Replayed: true` and
                 *     creates nothing; a repeat with another body (or on another operation) gets
                 *     `422 IDEMPOTENCY_KEY_REUSED`; a repeat while the first is still running gets
                 *     `409 CONFLICT`, however long the first takes (its claim is renewed while it runs; only
                 *     the claim of a request whose server stopped lapses, after a minute). A successful create's answer is kept in the same commit as what it
                 *     created, so a create that happened is never repeated, even when its answer was lost (a
                 *     crash, a dropped connection, a `503` for a commit that did happen). A `5xx` answer of a
                 *     create that did not happen is not kept: a retry runs afresh. `POST /keys` is the one
                 *     exception to replaying: the new key's secret is never stored, so a repeat of a key
                 *     creation that succeeded answers `409 CONFLICT` naming the key's `id` (revoke it if its
                 *     secret was lost, and create another with a new key) and never makes a second key. The
                 *     SDK sends one on every create.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BulkUpdateRequest"];
            };
        };
        responses: {
            /** @description One result per item, in the order of the request. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BulkChangeResponse"];
                };
            };
            400: components["responses"]["InvalidBulkChange"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["IdempotencyInFlight"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["IdempotencyKeyReused"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    exportQrCodes: {
        parameters: {
            query?: {
                /**
                 * @description Only codes whose `targetUrl`, `shortId` or `title` contains this text, compared
                 *     case-insensitively (1–200 characters).
                 */
                q?: components["parameters"]["Query"];
                /**
                 * @description Only codes whose `active` flag is `true` or `false`. The flag alone decides: an active
                 *     code past its `expiresAt` or at its `maxScans` is listed with `active=true`.
                 */
                active?: components["parameters"]["ActiveFilter"];
                /**
                 * @description Only codes that carry this tag, compared case-insensitively (`Summer` finds `summer`).
                 *     Repeat it (`tag=a&tag=b`, at most 10) to keep the codes that carry any of them.
                 */
                tag?: components["parameters"]["TagFilter"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The codes, streamed. */
            200: {
                headers: {
                    /** @description `attachment; filename="qrcodes.csv"` (or `.ndjson`). */
                    "Content-Disposition"?: string;
                    "x-request-id": components["headers"]["RequestId"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/x-ndjson": string;
                    "text/csv": string;
                };
            };
            400: components["responses"]["InvalidListRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getQrCode: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The short identifier of the QR code: 8 generated characters of `[0-9A-Za-z]`, or a
                 *     custom id of 3–64 characters of `[A-Za-z0-9_-]`. Case-sensitive. An id of any other
                 *     form cannot exist and is answered like an unknown one.
                 */
                shortId: components["parameters"]["ShortIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The QR code. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    ETag: components["headers"]["ETag"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QrCodeResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateQrCode: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes the change conditional: the `ETag` of the code as the caller last saw it (or a
                 *     comma-separated list of them; `*` matches any existing code). When the code has changed
                 *     since — another edit moved its ETag — nothing changes and the answer is
                 *     `412 PRECONDITION_FAILED`. Compared strongly: a weak `W/` tag never matches.
                 */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path: {
                /**
                 * @description The short identifier of the QR code: 8 generated characters of `[0-9A-Za-z]`, or a
                 *     custom id of 3–64 characters of `[A-Za-z0-9_-]`. Case-sensitive. An id of any other
                 *     form cannot exist and is answered like an unknown one.
                 */
                shortId: components["parameters"]["ShortIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateQrCodeRequest"];
            };
        };
        responses: {
            /** @description Updated. The body is the whole QR code as now stored. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    ETag: components["headers"]["ETag"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QrCodeResponse"];
                };
            };
            400: components["responses"]["InvalidUpdateRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unscannable"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteQrCode: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes the change conditional: the `ETag` of the code as the caller last saw it (or a
                 *     comma-separated list of them; `*` matches any existing code). When the code has changed
                 *     since — another edit moved its ETag — nothing changes and the answer is
                 *     `412 PRECONDITION_FAILED`. Compared strongly: a weak `W/` tag never matches.
                 */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path: {
                /**
                 * @description The short identifier of the QR code: 8 generated characters of `[0-9A-Za-z]`, or a
                 *     custom id of 3–64 characters of `[A-Za-z0-9_-]`. Case-sensitive. An id of any other
                 *     form cannot exist and is answered like an unknown one.
                 */
                shortId: components["parameters"]["ShortIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. The body is empty. */
            204: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            412: components["responses"]["PreconditionFailed"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getQrCodeStats: {
        parameters: {
            query?: {
                /** @description Adds `breakdown`, the range's views by this dimension. */
                groupBy?: components["parameters"]["StatsGroupByQuery"];
                /** @description The start of the range, ISO 8601. Default `to` minus 30 days. */
                from?: string;
                /** @description The end of the range (exclusive), ISO 8601. Default now. */
                to?: string;
                /** @description The width of a bucket. */
                interval?: components["schemas"]["StatsInterval"];
            };
            header?: never;
            path: {
                /**
                 * @description The short identifier of the QR code: 8 generated characters of `[0-9A-Za-z]`, or a
                 *     custom id of 3–64 characters of `[A-Za-z0-9_-]`. Case-sensitive. An id of any other
                 *     form cannot exist and is answered like an unknown one.
                 */
                shortId: components["parameters"]["ShortIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The code's scans over the range. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QrCodeStats"];
                    "text/csv": components["schemas"]["StatsCsv"];
                };
            };
            /** @description A malformed or out-of-range parameter. */
            400: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    resolveQrCode: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The short identifier of the QR code: 8 generated characters of `[0-9A-Za-z]`, or a
                 *     custom id of 3–64 characters of `[A-Za-z0-9_-]`. Case-sensitive. An id of any other
                 *     form cannot exist and is answered like an unknown one.
                 */
                shortId: components["parameters"]["ShortIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ResolveRequest"];
            };
        };
        responses: {
            /** @description Where the scan would go. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResolveResult"];
                };
            };
            /** @description The made-up scan is invalid; `details` names the field. */
            400: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getQrCodeImage: {
        parameters: {
            query?: {
                /** @description `svg`, `png` or `pdf`. Without it, `Accept` decides; SVG when it does not. */
                format?: components["schemas"]["ImageFormat"];
                /**
                 * @description Width and height of the image in pixels, for this download only: the stored
                 *     `qrCodeOptions.width` and `height` are used without it and are not changed by it. The
                 *     margin scales with it. A PNG's or PDF's pixels count against the account's image
                 *     render budget at the size asked for, plus the logo's decoded pixels.
                 */
                size?: number;
                /**
                 * @description PDF only: the code's width on paper in millimetres, frame included; the page is the
                 *     code's own size (a framed code's page is taller than wide, in proportion). 50 mm without
                 *     it. With `format` `png` or `svg` (sized in pixels by `size`), a `400`.
                 */
                mm?: components["parameters"]["ImageMillimetres"];
            };
            header?: never;
            path: {
                /**
                 * @description The short identifier of the QR code: 8 generated characters of `[0-9A-Za-z]`, or a
                 *     custom id of 3–64 characters of `[A-Za-z0-9_-]`. Case-sensitive. An id of any other
                 *     form cannot exist and is answered like an unknown one.
                 */
                shortId: components["parameters"]["ShortIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The image. */
            200: {
                headers: {
                    /** @description Changes exactly when the image changes. */
                    ETag?: string;
                    /** @description `private, no-cache`: revalidate with the ETag. */
                    "Cache-Control"?: string;
                    "x-request-id": components["headers"]["RequestId"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "image/svg+xml": string;
                    "image/png": string;
                    "application/pdf": string;
                };
            };
            /** @description Not modified since the ETag in `If-None-Match`. */
            304: {
                headers: {
                    /** @description The image's ETag. */
                    ETag?: string;
                    "x-request-id": components["headers"]["RequestId"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["InvalidListRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    drawQrCodeDraft: {
        parameters: {
            query?: {
                /** @description `svg` (default), `png` or `pdf`. */
                format?: components["schemas"]["ImageFormat"];
                /** @description Width and height in pixels, as for `GET`; without it, the body's `width`. */
                size?: number;
                /**
                 * @description PDF only: the code's width on paper in millimetres, frame included; the page is the
                 *     code's own size (a framed code's page is taller than wide, in proportion). 50 mm without
                 *     it. With `format` `png` or `svg` (sized in pixels by `size`), a `400`.
                 */
                mm?: components["parameters"]["ImageMillimetres"];
            };
            header?: never;
            path: {
                /**
                 * @description The short identifier of the QR code: 8 generated characters of `[0-9A-Za-z]`, or a
                 *     custom id of 3–64 characters of `[A-Za-z0-9_-]`. Case-sensitive. An id of any other
                 *     form cannot exist and is answered like an unknown one.
                 */
                shortId: components["parameters"]["ShortIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["QrCodeDraftRequest"];
            };
        };
        responses: {
            /** @description The image, drawn with the body's options; they would save. */
            200: {
                headers: {
                    /** @description `no-store`. */
                    "Cache-Control"?: string;
                    "x-request-id": components["headers"]["RequestId"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "image/svg+xml": string;
                    "image/png": string;
                    "application/pdf": string;
                };
            };
            400: components["responses"]["InvalidStyleRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unscannable"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getAccountStats: {
        parameters: {
            query?: {
                /** @description Adds `breakdown`, the range's views by this dimension (or by code). */
                groupBy?: components["schemas"]["AccountStatsDimension"];
                /**
                 * @description Only codes that carry this tag, compared case-insensitively (`Summer` finds `summer`).
                 *     Repeat it (`tag=a&tag=b`, at most 10) to keep the codes that carry any of them.
                 */
                tag?: components["parameters"]["TagFilter"];
                /** @description The start of the range, ISO 8601. Default `to` minus 30 days. */
                from?: string;
                /** @description The end of the range (exclusive), ISO 8601. Default now. */
                to?: string;
                /** @description The width of a bucket. */
                interval?: components["schemas"]["StatsInterval"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The account's scans over the range. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountStats"];
                    "text/csv": components["schemas"]["StatsCsv"];
                };
            };
            /** @description A malformed or out-of-range parameter. */
            400: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listApiKeys: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The account's keys. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiKeyList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createApiKey: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes the create safe to retry: 1–255 printable ASCII characters, unique per logical
                 *     create (a UUID). The first answer (status and body) is kept 24 hours per account and
                 *     key; a repeat with the same body gets it again with `Idempotent-Replayed: true` and
                 *     creates nothing; a repeat with another body (or on another operation) gets
                 *     `422 IDEMPOTENCY_KEY_REUSED`; a repeat while the first is still running gets
                 *     `409 CONFLICT`, however long the first takes (its claim is renewed while it runs; only
                 *     the claim of a request whose server stopped lapses, after a minute). A successful create's answer is kept in the same commit as what it
                 *     created, so a create that happened is never repeated, even when its answer was lost (a
                 *     crash, a dropped connection, a `503` for a commit that did happen). A `5xx` answer of a
                 *     create that did not happen is not kept: a retry runs afresh. `POST /keys` is the one
                 *     exception to replaying: the new key's secret is never stored, so a repeat of a key
                 *     creation that succeeded answers `409 CONFLICT` naming the key's `id` (revoke it if its
                 *     secret was lost, and create another with a new key) and never makes a second key. The
                 *     SDK sends one on every create.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateApiKeyRequest"];
            };
        };
        responses: {
            /** @description Created. `key` is the secret, returned this once. */
            201: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedApiKeyResponse"];
                };
            };
            400: components["responses"]["InvalidCreateApiKeyRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["CreateApiKeyConflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["IdempotencyKeyReused"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    revokeApiKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id of an API key of the caller's account (`key_` and 12 characters). */
                keyId: components["parameters"]["KeyIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Revoked. The body is empty. */
            204: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["ApiKeyNotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listWebhooks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The endpoints. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateWebhookRequest"];
            };
        };
        responses: {
            /** @description Registered. The secret is shown this once. */
            201: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedWebhookResponse"];
                };
            };
            400: components["responses"]["InvalidWebhookRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["WebhookLimitReached"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id of a webhook endpoint (`wh_` and 16 hex characters). */
                id: components["parameters"]["WebhookIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. The body is empty. */
            204: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["WebhookNotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listWebhookDeliveries: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id of a webhook endpoint (`wh_` and 16 hex characters). */
                id: components["parameters"]["WebhookIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The deliveries. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDeliveryList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["WebhookNotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    streamEvents: {
        parameters: {
            query?: never;
            header?: {
                /** @description The `id` of the last event received; the stream resumes after it (24 hours back at most). */
                "Last-Event-ID"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The stream; it stays open until the client or the server ends it. */
            200: {
                headers: {
                    /** @description `no-cache`: a stream is never cached. */
                    "Cache-Control"?: "no-cache";
                    "x-request-id": components["headers"]["RequestId"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": string;
                };
            };
            400: components["responses"]["InvalidEventStreamRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listAssets: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The assets. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AssetList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    uploadAsset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "image/png": string;
                "image/jpeg": string;
                "image/svg+xml": string;
            };
        };
        responses: {
            /** @description Stored. */
            201: {
                headers: {
                    /** @description The address of the new asset. */
                    Location?: string;
                    "x-request-id": components["headers"]["RequestId"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AssetResponse"];
                };
            };
            400: components["responses"]["InvalidAsset"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["LimitReached"];
            413: components["responses"]["AssetTooLarge"];
            415: components["responses"]["UnsupportedAssetType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getAsset: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id of an uploaded image of the caller's account (`ast_` and 16 hex characters). */
                assetId: components["parameters"]["AssetIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The image. */
            200: {
                headers: {
                    /** @description `private, max-age=31536000, immutable`: an asset never changes. */
                    "Cache-Control"?: string;
                    "x-request-id": components["headers"]["RequestId"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "image/png": string;
                    "image/jpeg": string;
                    "image/svg+xml": string;
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["AssetNotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteAsset: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id of an uploaded image of the caller's account (`ast_` and 16 hex characters). */
                assetId: components["parameters"]["AssetIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. The body is empty. */
            204: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["AssetNotFound"];
            409: components["responses"]["InUse"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listStyles: {
        parameters: {
            query?: {
                /** @description Number of items per page, 1 to 100. */
                limit?: components["parameters"]["Limit"];
                /** @description Number of items to skip, 0 or more. */
                offset?: components["parameters"]["Offset"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of the account's templates. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StyleList"];
                };
            };
            400: components["responses"]["InvalidListRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createStyle: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateStyleRequest"];
            };
        };
        responses: {
            /** @description Created. The body is the new template with every default filled in. */
            201: {
                headers: {
                    /** @description The API address of the new template. */
                    Location?: string;
                    "x-request-id": components["headers"]["RequestId"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StyleResponse"];
                };
            };
            400: components["responses"]["InvalidStyleRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["LimitReached"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unscannable"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getStyle: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id of a style template of the caller's account (`sty_` and 16 hex characters). */
                styleId: components["parameters"]["StyleIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The template. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StyleResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["StyleNotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateStyle: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id of a style template of the caller's account (`sty_` and 16 hex characters). */
                styleId: components["parameters"]["StyleIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateStyleRequest"];
            };
        };
        responses: {
            /** @description Replaced. The body is the template as stored. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StyleResponse"];
                };
            };
            400: components["responses"]["InvalidStyleRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["StyleNotFound"];
            409: components["responses"]["LimitReached"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unscannable"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteStyle: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id of a style template of the caller's account (`sty_` and 16 hex characters). */
                styleId: components["parameters"]["StyleIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. The body is empty. */
            204: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["StyleNotFound"];
            409: components["responses"]["StyleInUse"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Who is asking. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Me"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    signIn: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SignInRequest"];
            };
        };
        responses: {
            200: components["responses"]["SignedIn"];
            400: components["responses"]["InvalidPeopleRequest"];
            401: components["responses"]["WrongCredentials"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    signOut: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["SignedOut"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    switchAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SwitchAccountRequest"];
            };
        };
        responses: {
            /** @description The session now acts on the account; who is asking, as `GET /me`. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Me"];
                };
            };
            400: components["responses"]["InvalidPeopleRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["AccountNotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    signOutEverywhere: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["SignedOut"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listMembers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The account's members. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MemberList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    removeMember: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id of a member of the caller's account (`usr_` and 16 characters). */
                userId: components["parameters"]["UserIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed. The body is empty. */
            204: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["MemberNotFound"];
            409: components["responses"]["LastOwner"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateMember: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id of a member of the caller's account (`usr_` and 16 characters). */
                userId: components["parameters"]["UserIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateMemberRequest"];
            };
        };
        responses: {
            /** @description The member with the new role. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MemberResponse"];
                };
            };
            400: components["responses"]["InvalidPeopleRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["MemberNotFound"];
            409: components["responses"]["LastOwner"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listInvitations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The pending invitations. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvitationList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateInvitationRequest"];
            };
        };
        responses: {
            /** @description Created. `link` is shown this once. */
            201: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedInvitation"];
                };
            };
            400: components["responses"]["InvalidPeopleRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["MembersLimitReached"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id of a pending invitation of the caller's account (`inv_` and 16 characters). */
                id: components["parameters"]["InvitationIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Withdrawn. The body is empty. */
            204: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["InvitationNotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    acceptInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AcceptInvitationRequest"];
            };
        };
        responses: {
            200: components["responses"]["SignedIn"];
            400: components["responses"]["InvalidPeopleRequest"];
            401: components["responses"]["WrongCredentials"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["LinkNotValid"];
            409: components["responses"]["MembersLimitReached"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    resetPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ResetPasswordRequest"];
            };
        };
        responses: {
            200: components["responses"]["SignedIn"];
            400: components["responses"]["InvalidPeopleRequest"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["LinkNotValid"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listAuditEvents: {
        parameters: {
            query?: {
                /** @description Only the history of this code. */
                shortId?: string;
                /** @description Only entries at or after this instant (ISO 8601). */
                from?: string;
                /** @description Only entries before this instant (ISO 8601). */
                to?: string;
                /** @description Entries per page, 1 to 100. */
                limit?: number;
                /** @description The `nextCursor` of the previous page. */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of the audit log, newest first. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuditEventList"];
                };
            };
            400: components["responses"]["InvalidPeopleRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listDomains: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The domains. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DomainList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createDomain: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateDomainRequest"];
            };
        };
        responses: {
            /** @description Added, pending verification. */
            201: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DomainResponse"];
                };
            };
            400: components["responses"]["InvalidDomainRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["DomainConflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getDomain: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id of a custom domain (`dom_` and 16 hex characters). */
                id: components["parameters"]["DomainIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The domain. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DomainResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["DomainNotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteDomain: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id of a custom domain (`dom_` and 16 hex characters). */
                id: components["parameters"]["DomainIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. The body is empty. */
            204: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["DomainNotFound"];
            409: components["responses"]["DomainInUse"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateDomain: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id of a custom domain (`dom_` and 16 hex characters). */
                id: components["parameters"]["DomainIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateDomainRequest"];
            };
        };
        responses: {
            /** @description The changed domain. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DomainResponse"];
                };
            };
            400: components["responses"]["InvalidDomainRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["DomainNotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    verifyDomain: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id of a custom domain (`dom_` and 16 hex characters). */
                id: components["parameters"]["DomainIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Verified. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DomainResponse"];
                };
            };
            /**
             * @description Verifying takes no body; one sent with `Content-Type: application/json` must still
             *     be JSON (an empty one is refused as for every JSON body).
             */
            400: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["DomainNotFound"];
            422: components["responses"]["DomainNotVerified"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    printCodes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PrintRequest"];
            };
        };
        responses: {
            /** @description The print sheet (PDF) or the ZIP of files, streamed. */
            200: {
                headers: {
                    /** @description `attachment; filename="dynqr-print.pdf"` (or `.zip`). */
                    "Content-Disposition"?: string;
                    "x-request-id": components["headers"]["RequestId"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                    "application/zip": string;
                };
            };
            400: components["responses"]["InvalidPrintRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["PrintCodeNotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unscannable"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getBrand: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The brand. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BrandResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    putBrand: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PutBrandRequest"];
            };
        };
        responses: {
            /** @description The brand as stored. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BrandResponse"];
                };
            };
            400: components["responses"]["InvalidBrandRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getTlsAllowed: {
        parameters: {
            query: {
                /** @description The server name of the TLS handshake. */
                domain: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A verified custom domain. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TlsAllowed"];
                };
            };
            400: components["responses"]["InvalidListRequest"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["DomainNotFound"];
            500: components["responses"]["InternalError"];
        };
    };
    followShortLink: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The short identifier of the QR code: 8 generated characters of `[0-9A-Za-z]`, or a
                 *     custom id of 3–64 characters of `[A-Za-z0-9_-]`. Case-sensitive. An id of any other
                 *     form cannot exist and is answered like an unknown one.
                 */
                shortId: components["parameters"]["ShortIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The code has a password; the page asks for it (`POST` it back, `unlockShortLink`). */
            200: {
                headers: {
                    /** @description Always `no-store`. */
                    "Cache-Control"?: "no-store";
                    /** @description Always `noindex`. */
                    "X-Robots-Tag"?: "noindex";
                    "x-request-id": components["headers"]["RequestId"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description Found. Follow `Location` to the target. */
            302: {
                headers: {
                    /** @description The target URL of the code (or of its matching rule or variant), or its `fallbackUrl` when it is no longer active. */
                    Location?: string;
                    /** @description Always `no-store`, so the next scan asks again. */
                    "Cache-Control"?: "no-store";
                    /** @description Always `noindex`. */
                    "X-Robots-Tag"?: "noindex";
                    "x-request-id": components["headers"]["RequestId"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No QR code has this short id. */
            404: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /**
             * @description The QR code was deleted by its owner, or is inactive, expired or at its scan limit
             *     without a `fallbackUrl`.
             */
            410: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /**
             * @description The scan could not be counted (the store cannot commit right now), so the scanner is
             *     not redirected: a redirect is only sent for a view that is stored. Scanning again
             *     after `Retry-After` seconds works once the store recovers. This is the default
             *     (`SCAN_FAILURE_MODE=closed`). A deployment that prefers the redirect to the count
             *     sets `SCAN_FAILURE_MODE=open`: a live code without `maxScans` is then redirected
             *     (`302`) without counting the scan, while a code with `maxScans` still answers `503`,
             *     since its limit holds only if every scan is counted.
             */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    "x-request-id": components["headers"]["RequestId"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
        };
    };
    unlockShortLink: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The short identifier of the QR code: 8 generated characters of `[0-9A-Za-z]`, or a
                 *     custom id of 3–64 characters of `[A-Za-z0-9_-]`. Case-sensitive. An id of any other
                 *     form cannot exist and is answered like an unknown one.
                 */
                shortId: components["parameters"]["ShortIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": {
                    password: string;
                };
            };
        };
        responses: {
            /** @description The code has no password (any more) and answers as `GET` does, here a page. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description The right password. Follow `Location` to the target. */
            302: {
                headers: {
                    /** @description Where the code sends this scan. */
                    Location?: string;
                    /** @description Always `no-store`. */
                    "Cache-Control"?: "no-store";
                    "x-request-id": components["headers"]["RequestId"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The form's body holds no password, or one longer than 200 characters; `details` names it. */
            400: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A wrong password (or a bot): the form again, saying the password was wrong. */
            403: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description No QR code has this short id. */
            404: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description The QR code was deleted, or is no longer active and has no `fallbackUrl`. */
            410: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description Too many passwords tried from this address on this code; try after `Retry-After` seconds. */
            429: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    "x-request-id": components["headers"]["RequestId"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description The scan could not be counted; try again after `Retry-After` seconds. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    "x-request-id": components["headers"]["RequestId"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
        };
    };
    getEditPage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The short identifier of the QR code: 8 generated characters of `[0-9A-Za-z]`, or a
                 *     custom id of 3–64 characters of `[A-Za-z0-9_-]`. Case-sensitive. An id of any other
                 *     form cannot exist and is answered like an unknown one.
                 */
                shortId: components["parameters"]["ShortIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The edit page. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description The id is not a well-formed short id. */
            404: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
        };
    };
    getSignInPage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
        };
    };
    getJoinPage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
        };
    };
    getResetPage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
        };
    };
    startOidcSignIn: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Found. Follow `Location` to the provider. */
            302: {
                headers: {
                    /** @description The provider's authorization endpoint with the request. */
                    Location?: string;
                    /** @description The short-lived `dynqr_oidc` cookie holding state, nonce and the PKCE verifier (absent without `OIDC_ISSUER`). */
                    "Set-Cookie"?: string;
                    "x-request-id": components["headers"]["RequestId"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    finishOidcSignIn: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Found. Signed in (to `next`) or refused (to `/signin?error=<code>`). */
            302: {
                headers: {
                    /** @description `next` (default `/dashboard`) when signed in, `/signin?error=<code>` otherwise. */
                    Location?: string;
                    /** @description The session cookie (as `POST /session`) when signed in; the `dynqr_oidc` cookie cleared. */
                    "Set-Cookie"?: string;
                    "x-request-id": components["headers"]["RequestId"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The process is up. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Health"];
                };
            };
        };
    };
    getReadiness: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Ready to serve. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Health"];
                };
            };
            /** @description The store does not answer. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Health"];
                };
            };
        };
    };
    receiveQrCodeEvent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookEvent"];
            };
        };
        responses: {
            /** @description Any 2xx acknowledges the event. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Anything else (here a bad signature) is retried until 24 hours have passed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    receiveTargetFailing: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookEvent"];
            };
        };
        responses: {
            /** @description Any 2xx acknowledges the event. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Anything else is retried until 24 hours have passed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    receiveTargetRecovered: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookEvent"];
            };
        };
        responses: {
            /** @description Any 2xx acknowledges the event. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Anything else is retried until 24 hours have passed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    receiveQrCodeScanned: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["QrCodeScannedEvent"];
            };
        };
        responses: {
            /** @description Any 2xx acknowledges the event. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Anything else is retried until 24 hours have passed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    receiveQrCodeMilestone: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["QrCodeMilestoneEvent"];
            };
        };
        responses: {
            /** @description Any 2xx acknowledges the event. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Anything else is retried until 24 hours have passed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
}
