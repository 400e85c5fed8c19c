// File generated from openapi.yaml by `npm run generate`. Do not edit.
// @ts-nocheck
import func3Module from "ajv/dist/runtime/ucs2length.js";
import func0Module from "ajv/dist/runtime/equal.js";
export const validateCreateQrCodeBody = validate10;
const schema11 = {"$ref":"#/definitions/CreateQrCodeRequest","definitions":{"WebhookEventType":{"type":"string","description":"What happened to a QR code: created, updated (target or options changed), deleted,\nor deactivated (its expiry passed or its scan limit was reached).\n","enum":["qrcode.created","qrcode.updated","qrcode.deleted","qrcode.deactivated"]},"CreateWebhookRequest":{"type":"object","additionalProperties":false,"required":["url","events"],"properties":{"url":{"type":"string","minLength":1,"maxLength":2048,"description":"Where events are POSTed; `http:` or `https:`, on a public address."},"events":{"type":"array","description":"The event types to send; at least one, no repeats.","minItems":1,"maxItems":4,"uniqueItems":true,"items":{"$ref":"#/definitions/WebhookEventType"}},"description":{"type":"string","maxLength":200,"description":"A note for people, shown in the list."}}},"Webhook":{"type":"object","description":"A webhook endpoint, without its secret.","required":["id","url","events","description","createdAt","disabledAt"],"properties":{"id":{"type":"string","description":"The endpoint's id.","maxLength":128},"url":{"type":"string","description":"Where events are POSTed.","maxLength":2048},"events":{"type":"array","description":"The event types sent to it.","items":{"$ref":"#/definitions/WebhookEventType"},"maxItems":4},"description":{"type":["string","null"],"description":"The note given at creation.","maxLength":500},"createdAt":{"type":"string","format":"date-time","description":"When it was registered.","maxLength":64},"disabledAt":{"type":["string","null"],"format":"date-time","description":"When it was disabled after 24 hours of failed deliveries; null while active.","maxLength":64},"disabledReason":{"type":"string","const":"webhook.disabled","description":"Present on a disabled endpoint."}}},"CreatedWebhookResponse":{"description":"A new endpoint, with its secret (shown this once).","allOf":[{"type":"object","required":["success","secret"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."},"secret":{"type":"string","description":"`whsec_` + base64 of the key bytes. Sign checks use the decoded bytes.","maxLength":128}}},{"$ref":"#/definitions/Webhook"}]},"WebhookList":{"type":"object","description":"The account's webhook endpoints.","required":["success","data"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."},"data":{"type":"array","description":"The endpoints, newest first.","items":{"$ref":"#/definitions/Webhook"},"maxItems":1000}}},"WebhookDelivery":{"type":"object","description":"One event's delivery to one endpoint.","required":["eventId","type","status","attempts","lastStatus","lastError","nextAttemptAt","createdAt"],"properties":{"eventId":{"type":"string","description":"The event id, sent as `webhook-id`; the same on every attempt.","maxLength":128},"type":{"$ref":"#/definitions/WebhookEventType"},"status":{"$ref":"#/definitions/WebhookDeliveryStatus"},"attempts":{"type":"integer","minimum":0,"description":"Attempts made so far.","format":"int32","maximum":10000},"lastStatus":{"type":["integer","null"],"description":"The HTTP status of the last attempt; null when none came back.","format":"int32","minimum":0,"maximum":599},"lastError":{"type":["string","null"],"description":"Why the last attempt failed, in words; null after a success.","maxLength":2000},"nextAttemptAt":{"type":["string","null"],"format":"date-time","description":"When the next attempt is due; null once delivered or given up.","maxLength":64},"createdAt":{"type":"string","format":"date-time","description":"When the event happened.","maxLength":64}}},"WebhookDeliveryStatus":{"type":"string","description":"pending (not yet delivered), delivered (a 2xx came back) or failed (given up after 24 hours, or the endpoint was disabled).","enum":["pending","delivered","failed"]},"WebhookDeliveryList":{"type":"object","description":"An endpoint's latest deliveries.","required":["success","data"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."},"data":{"type":"array","description":"Latest first.","items":{"$ref":"#/definitions/WebhookDelivery"},"maxItems":1000}}},"WebhookEvent":{"type":"object","description":"The body POSTed to an endpoint. Headers: `webhook-id` (= `id`), `webhook-timestamp`\n(Unix seconds) and `webhook-signature` (`v1,` + base64 HMAC-SHA256 of\n`id.timestamp.body` keyed with the secret's decoded bytes).\n","required":["id","type","createdAt","data"],"properties":{"id":{"type":"string","description":"The event id; the same on every attempt, so receivers can de-duplicate.","maxLength":128},"type":{"$ref":"#/definitions/WebhookEventType"},"createdAt":{"type":"string","format":"date-time","description":"When the change happened.","maxLength":64},"data":{"$ref":"#/definitions/QrCode"}}},"ShortId":{"type":"string","description":"The short identifier of a QR code; case-sensitive.","minLength":3,"maxLength":64,"pattern":"^[A-Za-z0-9_-]+$","examples":["aZ3kP9qX"]},"CustomShortId":{"type":"string","description":"A caller-chosen short id: 3–64 characters of `[A-Za-z0-9_-]`. Reserved words\n(case-insensitively: api, qrcode, docs, health, healthz, readyz, metrics, static,\nassets, keys, dashboard, login, admin, favicon.ico, robots.txt, .well-known,\nopenapi.json, openapi.yaml, bulk, export) are refused with `400`; an id in use or used before with\n`409`.\n","minLength":3,"maxLength":64,"pattern":"^[A-Za-z0-9_-]+$","examples":["spring-sale"]},"TargetUrl":{"type":"string","format":"uri","description":"The URL the short link redirects to: absolute `http:` or `https:`, at most 2048\ncharacters, without user-info or control characters, and not on the service's own\nshort-link host. Stored and returned in normalised form.\n","minLength":1,"maxLength":2048,"pattern":"^[Hh][Tt][Tt][Pp][Ss]?://","examples":["https://example.com/menu"]},"HexColor":{"type":"string","description":"A colour in hex form `#RRGGBB`; stored in lower case.","pattern":"^#[0-9A-Fa-f]{6}$","examples":["#1a2b3c"],"maxLength":7},"DotType":{"type":"string","description":"The shape of the dots, as the qr-code-styling library names them.","enum":["square","dots","rounded","extra-rounded","classy","classy-rounded"],"examples":["rounded"]},"Size":{"type":"integer","description":"A size in pixels, 64 to 4096.","minimum":64,"maximum":4096,"examples":[300],"format":"int32"},"QrCodeOptions":{"type":"object","description":"Styling options, named as in the qr-code-styling library. Every field is optional;\na missing field takes its default (300 × 300 px, square black dots on white, square\ncorners in the dots' colour, no margin, error correction Q, or H with an `image`).\n\n`image` puts an uploaded asset (`POST /assets`) in the centre; `gradient` on the dots,\ncorners or background replaces that part's `color`; `frameOptions` draws a frame with a\ncall to action. Every stop of a gradient keeps the contrast rule below.\n\nThe scan guard: before a style is stored the server renders it and decodes it with a QR\ndecoder at its own size (at most 1024 px a side); one that does not decode is refused with\n`422 UNSCANNABLE`, naming the option to change.\n\nThe dots must be darker than the background, with a contrast ratio of at least 3:1\n(WCAG's ratio for graphical objects): light-on-dark codes do not scan with common\ndecoders, and faint ones fail on paper and in glare. Other pairs are refused with `400`\nnaming the colour (`qrCodeOptions.dotsOptions.color`, or a corner colour).\n","additionalProperties":false,"properties":{"width":{"$ref":"#/definitions/Size"},"height":{"$ref":"#/definitions/Size"},"dotsOptions":{"type":"object","description":"The data dots.","additionalProperties":false,"properties":{"type":{"$ref":"#/definitions/DotType"},"color":{"$ref":"#/definitions/HexColor"},"gradient":{"$ref":"#/definitions/Gradient"}}},"backgroundOptions":{"type":"object","description":"The background.","additionalProperties":false,"properties":{"color":{"$ref":"#/definitions/HexColor"},"gradient":{"$ref":"#/definitions/Gradient"}}},"cornersSquareOptions":{"type":"object","description":"The three big squares in the corners (the finder patterns' outer rings).","additionalProperties":false,"properties":{"type":{"$ref":"#/definitions/CornerSquareType"},"color":{"$ref":"#/definitions/HexColor"},"gradient":{"$ref":"#/definitions/Gradient"}}},"cornersDotOptions":{"type":"object","description":"The dots inside the three corner squares.","additionalProperties":false,"properties":{"type":{"$ref":"#/definitions/CornerDotType"},"color":{"$ref":"#/definitions/HexColor"},"gradient":{"$ref":"#/definitions/Gradient"}}},"margin":{"$ref":"#/definitions/Margin"},"qrOptions":{"type":"object","description":"Options of the QR symbol itself.","additionalProperties":false,"properties":{"errorCorrectionLevel":{"$ref":"#/definitions/ErrorCorrectionLevel"}}},"image":{"$ref":"#/definitions/AssetId"},"imageOptions":{"$ref":"#/definitions/ImageOptions"},"frameOptions":{"$ref":"#/definitions/FrameOptions"}}},"Gradient":{"type":"object","description":"A colour gradient over the whole code (qr-code-styling's form). It replaces the part's\n`color`; every stop must keep the contrast rule against every background colour.\n","required":["colorStops"],"additionalProperties":false,"properties":{"type":{"$ref":"#/definitions/GradientType"},"rotation":{"type":"number","description":"The angle of a linear gradient in radians, clockwise from left-to-right; default 0.","minimum":-6.2832,"maximum":6.2832},"colorStops":{"type":"array","description":"Two to five stops, in order of offset.","minItems":2,"maxItems":5,"items":{"$ref":"#/definitions/ColorStop"}}}},"GradientType":{"type":"string","description":"A linear gradient along `rotation`, or a radial one from the centre. Default `linear`.","enum":["linear","radial"],"examples":["radial"]},"ColorStop":{"type":"object","description":"One colour of a gradient and where it falls, 0 (start or centre) to 1 (end or edge).","required":["offset","color"],"additionalProperties":false,"properties":{"offset":{"type":"number","minimum":0,"maximum":1},"color":{"$ref":"#/definitions/HexColor"}}},"ImageSize":{"type":"number","description":"The image's size as a share of the code's side, 0.1 to 0.5, default 0.4. A logo that hides\nmore modules than the error correction restores is refused by the scan guard\n(`422 UNSCANNABLE`); a square logo at 0.5 usually is.\n","minimum":0.1,"maximum":0.5,"examples":[0.4]},"ImageMargin":{"type":"integer","description":"Empty space around the image in pixels, 0 to 64, default 0.","minimum":0,"maximum":64,"examples":[4],"format":"int32"},"ImageOptions":{"type":"object","description":"How the `image` sits in the code (qr-code-styling's names).","additionalProperties":false,"properties":{"imageSize":{"$ref":"#/definitions/ImageSize"},"margin":{"$ref":"#/definitions/ImageMargin"},"hideBackgroundDots":{"type":"boolean","description":"Clear the dots under the image; default `true`."}}},"FrameType":{"type":"string","description":"`box`: a border with the text under the code; `banner`: a border and a band of the\nframe's colour under the code with the text on it. Default `none`.\n","enum":["none","box","banner"],"examples":["banner"]},"FrameText":{"type":"string","description":"The call to action, at most 24 characters of Latin-1 (the frame font's); default `SCAN ME`.","maxLength":24,"pattern":"^[ -~\\u00A0-\\u00FF]*$","examples":["SCAN ME"]},"FrameOptions":{"type":"object","description":"A frame around the code with a call to action, drawn in SVG, PNG and PDF alike.","additionalProperties":false,"properties":{"type":{"$ref":"#/definitions/FrameType"},"text":{"$ref":"#/definitions/FrameText"},"color":{"$ref":"#/definitions/HexColor"},"textColor":{"$ref":"#/definitions/HexColor"}}},"AssetId":{"type":"string","description":"An uploaded image of the account (`ast_` and 16 hex characters); an id that is not one of the account's is refused with `400`.","pattern":"^ast_[0-9a-f]{16}$","maxLength":20,"examples":["ast_3f9a2c7d1e8b4c60"]},"AssetContentType":{"type":"string","description":"The type of an uploaded image.","enum":["image/png","image/jpeg","image/svg+xml"]},"Asset":{"type":"object","description":"An uploaded image, without its bytes.","required":["id","contentType","width","height","bytes","createdAt"],"properties":{"id":{"$ref":"#/definitions/AssetId"},"contentType":{"$ref":"#/definitions/AssetContentType"},"width":{"type":"integer","format":"int32","description":"Its width in pixels (an SVG's in user units), read from the image.","minimum":1,"maximum":1000000},"height":{"type":"integer","format":"int32","description":"Its height in pixels (an SVG's in user units), read from the image.","minimum":1,"maximum":1000000},"bytes":{"type":"integer","format":"int32","description":"Its size as stored (an SVG after sanitising).","minimum":1,"maximum":524288},"createdAt":{"type":"string","format":"date-time","description":"When it was uploaded.","maxLength":64}}},"AssetResponse":{"description":"One asset.","allOf":[{"type":"object","required":["success"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."}}},{"$ref":"#/definitions/Asset"}]},"AssetList":{"type":"object","description":"The account's assets.","required":["success","data"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."},"data":{"type":"array","description":"The assets, newest first.","items":{"$ref":"#/definitions/Asset"},"maxItems":1000}}},"StyleId":{"type":"string","description":"A style template of the account (`sty_` and 16 hex characters).","pattern":"^sty_[0-9a-f]{16}$","maxLength":20,"examples":["sty_5c1e9a7b3d2f4e80"]},"StyleRef":{"type":["string","null"],"description":"The style template the code is drawn with (`sty_` and 16 hex characters), instead of\noptions of its own; `null`: none. An id that is not one of the account's templates is\nrefused with `400`. A request may carry `styleId` or `qrCodeOptions`, not both (`400`).\nOn update, `null` detaches the code and keeps the template's options as its own.\n","pattern":"^sty_[0-9a-f]{16}$","maxLength":20},"StyleName":{"type":"string","description":"What the account calls the template; 1–100 characters, no control characters.","minLength":1,"maxLength":100,"pattern":"^[^\\u0000-\\u001F\\u007F]+$"},"Style":{"type":"object","description":"A named set of styling options that the account's codes share.","required":["id","name","qrCodeOptions","createdAt","updatedAt"],"properties":{"id":{"$ref":"#/definitions/StyleId"},"name":{"$ref":"#/definitions/StyleName"},"qrCodeOptions":{"$ref":"#/definitions/ResolvedQrCodeOptions"},"createdAt":{"type":"string","format":"date-time","description":"When it was created.","maxLength":64},"updatedAt":{"type":"string","format":"date-time","description":"When it was last replaced; equal to `createdAt` on creation.","maxLength":64}}},"StyleResponse":{"description":"One style template.","allOf":[{"type":"object","required":["success"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."}}},{"$ref":"#/definitions/Style"}]},"StyleList":{"type":"object","description":"A page of the account's style templates.","required":["success","data","pagination"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."},"data":{"type":"array","description":"The templates of this page, oldest first.","items":{"$ref":"#/definitions/Style"},"maxItems":100},"pagination":{"$ref":"#/definitions/Pagination"}}},"CreateStyleRequest":{"type":"object","description":"A new style template. Unknown fields are refused.","required":["name","qrCodeOptions"],"additionalProperties":false,"properties":{"name":{"$ref":"#/definitions/StyleName"},"qrCodeOptions":{"$ref":"#/definitions/QrCodeOptions"}}},"UpdateStyleRequest":{"type":"object","description":"The template's new name and options, replacing the stored ones. Unknown fields are refused.","required":["name","qrCodeOptions"],"additionalProperties":false,"properties":{"name":{"$ref":"#/definitions/StyleName"},"qrCodeOptions":{"$ref":"#/definitions/QrCodeOptions"}}},"CornerSquareType":{"type":"string","description":"The shape of the corner squares, as qr-code-styling names them. Default `square`.\nqr-code-styling's `dot` rings are not offered: circular finder rings failed to decode in\nour scan tests at several sizes, and every image dynqr serves must scan.\n","enum":["square","extra-rounded"],"examples":["extra-rounded"]},"CornerDotType":{"type":"string","description":"The shape of the dots inside the corner squares. Default `square`.","enum":["square","dot"],"examples":["dot"]},"Margin":{"type":"integer","description":"Empty space around the code in pixels, 0 to 512, default 0. A quiet zone of 4 modules is\nalways kept inside it, so a code scans with any margin.\n","minimum":0,"maximum":512,"examples":[16],"format":"int32"},"ErrorCorrectionLevel":{"type":"string","description":"How much of the symbol may be damaged and still read: L 7 %, M 15 %, Q 25 % (default, as\nin qr-code-styling), H 30 %. Higher levels make denser codes.\n","enum":["L","M","Q","H"],"examples":["Q"]},"ResolvedQrCodeOptions":{"type":"object","description":"The stored styling options with every default filled in.","required":["width","height","dotsOptions","backgroundOptions","cornersSquareOptions","cornersDotOptions","margin","qrOptions"],"properties":{"cornersSquareOptions":{"type":"object","required":["type","color"],"properties":{"type":{"$ref":"#/definitions/CornerSquareType"},"color":{"$ref":"#/definitions/HexColor"},"gradient":{"$ref":"#/definitions/Gradient"}}},"cornersDotOptions":{"type":"object","required":["type","color"],"properties":{"type":{"$ref":"#/definitions/CornerDotType"},"color":{"$ref":"#/definitions/HexColor"},"gradient":{"$ref":"#/definitions/Gradient"}}},"margin":{"$ref":"#/definitions/Margin"},"qrOptions":{"type":"object","required":["errorCorrectionLevel"],"properties":{"errorCorrectionLevel":{"$ref":"#/definitions/ErrorCorrectionLevel"}}},"width":{"$ref":"#/definitions/Size"},"height":{"$ref":"#/definitions/Size"},"dotsOptions":{"type":"object","required":["type","color"],"properties":{"type":{"$ref":"#/definitions/DotType"},"color":{"$ref":"#/definitions/HexColor"},"gradient":{"$ref":"#/definitions/Gradient"}}},"backgroundOptions":{"type":"object","required":["color"],"properties":{"color":{"$ref":"#/definitions/HexColor"},"gradient":{"$ref":"#/definitions/Gradient"}}},"image":{"$ref":"#/definitions/AssetId"},"imageOptions":{"type":"object","description":"Present with an `image`, every default filled in.","required":["imageSize","margin","hideBackgroundDots"],"properties":{"imageSize":{"$ref":"#/definitions/ImageSize"},"margin":{"$ref":"#/definitions/ImageMargin"},"hideBackgroundDots":{"type":"boolean","description":"Whether the dots under the image are cleared."}}},"frameOptions":{"type":"object","description":"Present when a frame is drawn, every default filled in.","required":["type","text","color","textColor"],"properties":{"type":{"$ref":"#/definitions/FrameType"},"text":{"$ref":"#/definitions/FrameText"},"color":{"$ref":"#/definitions/HexColor"},"textColor":{"$ref":"#/definitions/HexColor"}}}}},"DomainId":{"type":"string","description":"The id of a custom domain (`dom_` and 16 hex characters).","pattern":"^dom_[0-9a-f]{16}$","maxLength":20,"examples":["dom_4f9c2a7d1e8b3c60"]},"Hostname":{"type":"string","description":"A DNS name, lower case, without a trailing dot or port: not an IP address, not\n`localhost` or a name under it, not the server's own host.\n","minLength":1,"maxLength":253,"examples":["menu.example.com"]},"DomainStatus":{"type":"string","description":"`pending` until its TXT record was seen, then `verified`.","enum":["pending","verified"],"examples":["verified"]},"DomainRedirectUrl":{"type":["string","null"],"format":"uri","maxLength":2048,"description":"An `http:` or `https:` URL, or `null` (a `404`).","examples":["https://example.com/"]},"CreateDomainRequest":{"type":"object","description":"A hostname to add. Unknown fields are refused.","required":["hostname"],"additionalProperties":false,"properties":{"hostname":{"$ref":"#/definitions/Hostname"}}},"UpdateDomainRequest":{"type":"object","description":"The redirects to change. Unknown fields (the hostname among them) are refused.","additionalProperties":false,"properties":{"rootRedirectUrl":{"$ref":"#/definitions/DomainRedirectUrl"},"notFoundUrl":{"$ref":"#/definitions/DomainRedirectUrl"}}},"DomainVerification":{"type":"object","description":"The DNS record that proves the hostname is the account's.","required":["type","name","value"],"properties":{"type":{"type":"string","const":"TXT","description":"Always a TXT record."},"name":{"type":"string","description":"The record's name, `_dynqr.<hostname>`.","maxLength":300},"value":{"type":"string","description":"The record's value, `dynqr-verify=<token>`.","maxLength":100}}},"Domain":{"type":"object","description":"A custom domain of the account.","required":["id","hostname","status","verification","rootRedirectUrl","notFoundUrl","createdAt","verifiedAt"],"properties":{"id":{"$ref":"#/definitions/DomainId"},"hostname":{"$ref":"#/definitions/Hostname"},"status":{"$ref":"#/definitions/DomainStatus"},"verification":{"$ref":"#/definitions/DomainVerification"},"rootRedirectUrl":{"$ref":"#/definitions/DomainRedirectUrl"},"notFoundUrl":{"$ref":"#/definitions/DomainRedirectUrl"},"createdAt":{"type":"string","format":"date-time","description":"When it was added.","maxLength":64},"verifiedAt":{"type":["string","null"],"format":"date-time","description":"When its record was first seen; `null` while pending.","maxLength":64}}},"DomainResponse":{"description":"A domain, as every answer about one carries it.","allOf":[{"type":"object","required":["success"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true`."}}},{"$ref":"#/definitions/Domain"}]},"DomainList":{"type":"object","description":"The account's domains.","required":["success","data"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true`."},"data":{"type":"array","description":"The domains, oldest first.","maxItems":1000,"items":{"$ref":"#/definitions/Domain"}}}},"TlsAllowed":{"type":"object","description":"The name is a verified custom domain.","required":["domain","allowed"],"properties":{"domain":{"type":"string","description":"The name asked about.","maxLength":253},"allowed":{"type":"boolean","const":true,"description":"Always `true` (a name not allowed is `404`)."}}},"CreateQrCodeRequest":{"type":"object","description":"The fields of a new QR code. Unknown fields are refused.","required":["targetUrl"],"additionalProperties":false,"properties":{"targetUrl":{"$ref":"#/definitions/TargetUrl"},"customShortId":{"$ref":"#/definitions/CustomShortId"},"qrCodeOptions":{"$ref":"#/definitions/QrCodeOptions"},"expiresAt":{"$ref":"#/definitions/ExpiresAt"},"maxScans":{"$ref":"#/definitions/MaxScans"},"fallbackUrl":{"$ref":"#/definitions/FallbackUrl"},"active":{"type":"boolean","description":"Whether the short link sends scanners to the target; `false` sends them to\n`fallbackUrl` or a `410` page. Defaults to `true`.\n"},"title":{"$ref":"#/definitions/Title"},"styleId":{"$ref":"#/definitions/StyleRef"},"scanLimitCounts":{"$ref":"#/definitions/ScanLimitCounts"},"domain":{"$ref":"#/definitions/Hostname","description":"A verified custom domain of the account (`GET /domains`) to serve the code on: its\n`qrCodeUrl` is then `https://<domain>/<shortId>`, answered on that host only. Fixed\nat creation: an update (`PUT`) naming `domain` is `400 INVALID_REQUEST` (an unknown field),\nso printed codes never break. A hostname that is not the account's is `400`; one\nstill pending is `422 DOMAIN_NOT_VERIFIED`.\n"}}},"UpdateQrCodeRequest":{"type":"object","description":"The fields to change. Unknown fields, and `shortId`, `views`, `createdAt`, are refused.\n`null` clears `expiresAt`, `maxScans`, `fallbackUrl` or `title`.\n","additionalProperties":false,"properties":{"targetUrl":{"$ref":"#/definitions/TargetUrl"},"qrCodeOptions":{"$ref":"#/definitions/QrCodeOptions"},"expiresAt":{"$ref":"#/definitions/ExpiresAt"},"maxScans":{"$ref":"#/definitions/MaxScans"},"fallbackUrl":{"$ref":"#/definitions/FallbackUrl"},"active":{"type":"boolean","description":"Whether the short link sends scanners to the target; `false` sends them to\n`fallbackUrl` or a `410` page. Defaults to `true`.\n"},"title":{"$ref":"#/definitions/Title"},"styleId":{"$ref":"#/definitions/StyleRef"},"scanLimitCounts":{"$ref":"#/definitions/ScanLimitCounts"}}},"QrCode":{"type":"object","description":"A dynamic QR code.","required":["shortId","qrCodeUrl","editUrl","targetUrl","views","qrCodeOptions","createdAt","updatedAt","expiresAt","maxScans","fallbackUrl","active","title","styleId","scanLimitCounts"],"properties":{"shortId":{"$ref":"#/definitions/ShortId"},"qrCodeUrl":{"type":"string","format":"uri","description":"The public short link, `{site_url}/<shortId>` (`https://<domain>/<shortId>` on a custom domain); the text the QR code encodes.","maxLength":2048},"editUrl":{"type":"string","format":"uri","description":"The edit page, `{site_url}/qrcode/edit/<shortId>`.","maxLength":2048},"targetUrl":{"type":"string","format":"uri","description":"Where the short link redirects now.","maxLength":2048},"views":{"type":"integer","minimum":0,"description":"Human scans of the short link: `GET` requests that were redirected, not `HEAD`,\nprefetches, bots or link previewers. `0` on a new code.\n","format":"int64","maximum":9007199254740991},"qrCodeOptions":{"$ref":"#/definitions/ResolvedQrCodeOptions"},"createdAt":{"type":"string","format":"date-time","description":"Creation time, ISO 8601 in UTC with milliseconds.","maxLength":64},"updatedAt":{"type":"string","format":"date-time","description":"Last time the target, styling or a lifecycle field changed; equal to `createdAt`\non creation.\n","maxLength":64},"expiresAt":{"$ref":"#/definitions/ExpiresAt"},"maxScans":{"$ref":"#/definitions/MaxScans"},"fallbackUrl":{"$ref":"#/definitions/FallbackUrl"},"active":{"type":"boolean","description":"Whether the owner has the code switched on (`true` unless set to `false`)."},"title":{"$ref":"#/definitions/Title"},"styleId":{"$ref":"#/definitions/StyleRef"},"scanLimitCounts":{"$ref":"#/definitions/ScanLimitCounts"},"domain":{"type":["string","null"],"description":"The custom domain the code is served on (its `qrCodeUrl` is `https://<domain>/<shortId>`),\nfixed at creation. Absent (or `null`) on a code served on the site's own address.\n","maxLength":253}}},"ScanLimitCounts":{"type":"string","description":"What `maxScans` counts. `views` (the default): every view. `uniqueViews`: the code's\nunique views over its life (the sum of its daily unique views, see `getQrCodeStats`), so\nthat one person reloading the code does not use it up; the code is used up when they\nreach `maxScans`, and from then on every scan goes to `fallbackUrl` or a `410` page.\nExact under concurrent scans.\n","enum":["views","uniqueViews"]},"Title":{"type":["string","null"],"description":"What the owner calls the code (\"Menu — table tent 4\"): shown in the dashboard and\nmatched by the list's `q`. 1–200 characters, no control characters; `null`: no title\n(on create, leaving it out is the same; on update, `null` removes it).\n","minLength":1,"maxLength":200,"pattern":"^[^\\u0000-\\u001F\\u007F]+$","examples":["Menu — table tent 4"]},"ExpiresAt":{"type":["string","null"],"format":"date-time","description":"When the code stops sending scanners to its target, ISO 8601 (stored in UTC with\nmilliseconds). From that instant on, scans go to `fallbackUrl` or a `410` page.\n`null`: never.\n","examples":["2026-12-31T23:00:00.000Z"],"maxLength":64},"MaxScans":{"type":["integer","null"],"minimum":1,"maximum":1000000000,"description":"The number of human views (or, with `scanLimitCounts: uniqueViews`, unique views) after\nwhich the code stops sending scanners to its target.\nThe scan that reaches the limit is still a view and still goes to the target; later\nones go to `fallbackUrl` or a `410` page and count as fallback hits. Exact under\nconcurrent scans. `null`: no limit.\n","examples":[100],"format":"int64"},"FallbackUrl":{"type":["string","null"],"format":"uri","description":"Where scanners go when the code is inactive, expired or at its `maxScans`; the same\nrules as `targetUrl`. `null`: such scans get a `410` page saying the code is no\nlonger active.\n","minLength":1,"maxLength":2048,"pattern":"^[Hh][Tt][Tt][Pp][Ss]?://","examples":["https://example.com/offer-ended"]},"BulkCreateRequest":{"type":"object","description":"Up to 100 QR codes to create. Each item is a create body (see `createQrCode`) and is\nvalidated on its own; only an item that is not a JSON object fails the whole request.\n","required":["items"],"additionalProperties":false,"properties":{"items":{"type":"array","minItems":1,"maxItems":100,"description":"The create bodies, 1 to 100.","items":{"type":"object","description":"A create body, as for `createQrCode`; its fields are checked item by item.","additionalProperties":true}}}},"BulkCreateResult":{"type":"object","description":"The outcome of one bulk item.","required":["index","status"],"properties":{"index":{"type":"integer","minimum":0,"description":"The item's position in the request, from 0.","format":"int32","maximum":99},"status":{"type":"integer","description":"The HTTP status `createQrCode` would have answered for this item (`201`, `400`, `409`, `422` for styling that does not scan).","examples":[201],"format":"int32","minimum":0,"maximum":599},"qrCode":{"$ref":"#/definitions/QrCode"},"error":{"$ref":"#/definitions/Error"}}},"BulkCreateResponse":{"type":"object","description":"One result per item, in the order of the request.","required":["success","data"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true`; each item says whether it succeeded."},"data":{"type":"array","description":"The results, in the order of the request's items.","items":{"$ref":"#/definitions/BulkCreateResult"},"maxItems":100}}},"BulkUpdateRequest":{"type":"object","description":"Up to 100 changes. Each item names a code (`shortId`), may carry `ifMatch` (the code's\n`ETag`, as the `If-Match` header) and the fields of an update body (see `updateQrCode`);\neach is validated on its own.\n","required":["items"],"additionalProperties":false,"properties":{"items":{"type":"array","minItems":1,"maxItems":100,"description":"The changes, 1 to 100.","items":{"type":"object","description":"`shortId`, optional `ifMatch`, and update fields; checked item by item.","additionalProperties":true}}}},"BulkChangeResult":{"type":"object","description":"The outcome of one item of a bulk change or delete.","required":["index","status"],"properties":{"index":{"type":"integer","minimum":0,"maximum":99,"format":"int32","description":"The item's position in the request, from 0."},"shortId":{"type":"string","maxLength":256,"description":"The code the item named (absent when the item named none)."},"status":{"type":"integer","minimum":0,"maximum":599,"format":"int32","description":"The HTTP status the single-code operation would have answered (`200`, `204`, `400`, `404`, `412`, `422` for styling that does not scan).","examples":[200]},"qrCode":{"$ref":"#/definitions/QrCode"},"error":{"$ref":"#/definitions/Error"}}},"BulkChangeResponse":{"type":"object","description":"One result per item, in the order of the request.","required":["success","data"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true`; each item says whether it succeeded."},"data":{"type":"array","maxItems":100,"description":"The results, in the order of the request's items.","items":{"$ref":"#/definitions/BulkChangeResult"}}}},"StatsInterval":{"type":"string","description":"The width of a stats bucket, in UTC.","enum":["hour","day"],"examples":["day"]},"ScanCounts":{"type":"object","description":"Scans of a short link, by kind.","required":["views","uniqueViews","botHits","fallbackHits"],"properties":{"views":{"type":"integer","minimum":0,"description":"Human scans sent to the target (they count towards `views` and `maxScans`).","format":"int64","maximum":9007199254740991},"uniqueViews":{"type":"integer","minimum":0,"description":"Views whose visitor had not viewed the code earlier that UTC day (at most `views`).","format":"int64","maximum":9007199254740991},"botHits":{"type":"integer","minimum":0,"description":"`HEAD` requests, prefetches, bots and link previewers.","format":"int64","maximum":9007199254740991},"fallbackHits":{"type":"integer","minimum":0,"description":"Human scans of an inactive, expired or exhausted code.","format":"int64","maximum":9007199254740991}}},"StatsBucket":{"description":"The scans of one hour or one day.","allOf":[{"type":"object","required":["start"],"properties":{"start":{"type":"string","format":"date-time","description":"The start of the bucket, UTC.","maxLength":64}}},{"$ref":"#/definitions/ScanCounts"}]},"QrCodeStats":{"type":"object","description":"A code's scans over a time range, bucket by bucket.","required":["success","shortId","interval","from","to","totals","series"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."},"shortId":{"$ref":"#/definitions/ShortId"},"interval":{"$ref":"#/definitions/StatsInterval"},"from":{"type":"string","format":"date-time","description":"The start of the first bucket (the requested `from` rounded down to the interval).","maxLength":64},"to":{"type":"string","format":"date-time","description":"The end of the range (exclusive), as requested.","maxLength":64},"totals":{"$ref":"#/definitions/ScanCounts"},"series":{"type":"array","description":"Every bucket of the range in time order, zeros included.","items":{"$ref":"#/definitions/StatsBucket"},"maxItems":1000},"breakdown":{"$ref":"#/definitions/StatsBreakdown"}}},"AccountStats":{"type":"object","description":"The scans of all an account's codes over a time range, bucket by bucket.","required":["success","interval","from","to","totals","series"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."},"interval":{"$ref":"#/definitions/StatsInterval"},"from":{"type":"string","format":"date-time","description":"The start of the first bucket (the requested `from` rounded down to the interval).","maxLength":64},"to":{"type":"string","format":"date-time","description":"The end of the range (exclusive), as requested.","maxLength":64},"totals":{"$ref":"#/definitions/ScanCounts"},"series":{"type":"array","description":"Every bucket of the range in time order, zeros included.","items":{"$ref":"#/definitions/StatsBucket"},"maxItems":1000},"breakdown":{"$ref":"#/definitions/StatsBreakdown"}}},"StatsBreakdown":{"type":"array","description":"Present only with `groupBy`: the range's views by value, most views first (ties by\nvalue). Their views add up exactly to `totals.views`.\n","items":{"$ref":"#/definitions/StatsBreakdownItem"},"maxItems":100000},"StatsBreakdownItem":{"type":"object","description":"The views of one value of the grouped dimension.","required":["value","views","uniqueViews"],"properties":{"value":{"type":["string","null"],"maxLength":256,"description":"The value: an ISO 3166-1 alpha-2 country code; a device (`mobile`, `tablet`,\n`desktop`, `other`); an OS (`iOS`, `Android`, `Windows`, `macOS`, `Linux`,\n`ChromeOS`, `other`); a browser (`Safari`, `Chrome`, `Firefox`, `Edge`,\n`Samsung Internet`, `Opera`, `other`); a referrer host; a primary language subtag\n(an ISO 639 code; others are unknown); or a `shortId`. `null` when unknown. Per code and day at most 100 distinct referrers\nand 100 distinct languages are kept: later new values of that day count as\n`(other)`, so anonymous scanners cannot grow a code's analytics without bound.\n"},"views":{"type":"integer","minimum":0,"format":"int64","maximum":9007199254740991,"description":"Views with this value."},"uniqueViews":{"type":"integer","minimum":0,"format":"int64","maximum":9007199254740991,"description":"Unique views with this value."}}},"StatsDimension":{"type":"string","description":"A dimension a code's views are grouped by.","enum":["country","device","os","browser","referrer","language"],"examples":["country"]},"AccountStatsDimension":{"type":"string","description":"A dimension the account's views are grouped by; `shortId` gives the top codes, `domain` the views of each custom domain (`null`: the codes on the site's own address).","enum":["country","device","os","browser","referrer","language","shortId","domain"],"examples":["shortId"]},"StatsCsv":{"type":"string","description":"RFC 4180 CSV with a header row: `value,views,uniqueViews` for a breakdown (an empty\nvalue for unknown), else `start,views,uniqueViews,botHits,fallbackHits` per bucket.\nA value that starts with `=`, `+`, `-`, `@`, tab or carriage return is written with a\nleading `'`, so that a spreadsheet never runs it as a formula.\n(Its examples are the operations' own, so that a mock answers each with its own series.)\n","maxLength":100000000},"QrCodeResponse":{"description":"A QR code as a single-object response, with `success` at the top level.","allOf":[{"type":"object","required":["success"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."}}},{"$ref":"#/definitions/QrCode"}]},"QrCodeList":{"type":"object","description":"A page of QR codes.","required":["success","data","pagination"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."},"data":{"type":"array","description":"The QR codes of this page, in the requested order.","items":{"$ref":"#/definitions/QrCode"},"maxItems":100},"pagination":{"$ref":"#/definitions/Pagination"}}},"Pagination":{"type":"object","description":"Where this page stands in the whole list.","required":["total","limit","offset","hasMore"],"properties":{"total":{"type":"integer","minimum":0,"description":"Number of the caller's QR codes in all.","format":"int64","maximum":9007199254740991},"limit":{"type":"integer","minimum":1,"maximum":100,"description":"The page size used.","format":"int32"},"offset":{"type":"integer","minimum":0,"description":"The number of items skipped.","format":"int64","maximum":9007199254740991},"hasMore":{"type":"boolean","description":"Whether items follow this page (`offset + data.length < total`)."}}},"SortField":{"type":"string","description":"A field QR codes can be listed by. Ties are ordered by `shortId`.","enum":["createdAt","updatedAt","views"],"examples":["views"]},"SortOrder":{"type":"string","description":"The direction of an order.","enum":["asc","desc"],"examples":["asc"]},"ImageFormat":{"type":"string","description":"The format of a QR code image.","enum":["svg","png","pdf"],"examples":["png"]},"Scope":{"type":"string","description":"What an API key may do. `qrcodes:read`: read codes, lists and images.\n`qrcodes:write`: everything `qrcodes:read` may, and create, change and delete codes.\n`keys:manage`: list, create and revoke the account's keys.\n","enum":["qrcodes:read","qrcodes:write","keys:manage"],"examples":["qrcodes:read"]},"ApiKey":{"type":"object","description":"An API key as its account holder sees it. Never the key itself or its hash.","required":["id","name","prefix","scopes","createdAt","lastUsedAt","expiresAt","revokedAt"],"properties":{"id":{"type":"string","description":"The key's id, used to revoke it.","pattern":"^key_[0-9A-Za-z]{12}$","examples":["key_8fKq2LmZ0aBc"],"maxLength":128},"name":{"type":["string","null"],"description":"What the key is for.","maxLength":200},"prefix":{"type":"string","description":"The first characters after `dqr_`, to tell keys apart.","minLength":1,"maxLength":8},"scopes":{"type":"array","description":"What the key may do.","items":{"$ref":"#/definitions/Scope"},"maxItems":3},"createdAt":{"type":"string","format":"date-time","description":"Creation time, ISO 8601 in UTC.","maxLength":64},"lastUsedAt":{"type":["string","null"],"format":"date-time","description":"When the key was last used (recorded at most once a minute); `null` if never.","maxLength":64},"expiresAt":{"type":["string","null"],"format":"date-time","description":"When the key stops working; `null` if never.","maxLength":64},"revokedAt":{"type":["string","null"],"format":"date-time","description":"When the key was revoked; `null` while it is not.","maxLength":64}}},"ApiKeyList":{"type":"object","description":"The account's API keys, newest first.","required":["success","data"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."},"data":{"type":"array","description":"The keys, newest first, revoked ones included.","items":{"$ref":"#/definitions/ApiKey"},"maxItems":1000}}},"CreateApiKeyRequest":{"type":"object","description":"A new API key. Unknown fields are refused.","required":["name"],"additionalProperties":false,"properties":{"name":{"type":"string","description":"What the key is for, 1–100 characters.","minLength":1,"maxLength":100},"scopes":{"type":"array","description":"What the key may do; default `[\"qrcodes:write\"]`.","minItems":1,"maxItems":3,"uniqueItems":true,"items":{"$ref":"#/definitions/Scope"}},"expiresAt":{"type":"string","format":"date-time","description":"When the key stops working, in the future (ISO 8601).","maxLength":64}}},"CreatedApiKeyResponse":{"description":"A new key, with the secret `key` shown this once.","allOf":[{"type":"object","required":["success","key"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."},"key":{"type":"string","description":"The API key. Store it now; it cannot be shown again.","pattern":"^dqr_[0-9A-Za-z]{32,128}$","maxLength":128}}},{"$ref":"#/definitions/ApiKey"}]},"ErrorCode":{"type":"string","description":"A stable, machine-readable error code:\n\n| status | error | when |\n|---|---|---|\n| 400 | INVALID_REQUEST | the request is invalid, e.g. `targetUrl` missing |\n| 401 | UNAUTHORIZED | the API key is invalid or missing |\n| 403 | FORBIDDEN | the key lacks the scope the operation needs |\n| 404 | NOT_FOUND | the QR code (or API key) does not exist for this account |\n| 409 | CONFLICT | the custom short id is taken, the asset or template is in use, or a request with the same `Idempotency-Key` is still running |\n| 409 | LIMIT_REACHED | the account holds as many of something (codes, assets, style templates, API keys, webhook endpoints, custom domains) as its cap allows; the message names the cap's variable |\n| 412 | PRECONDITION_FAILED | `If-Match` names none of the code's current ETag |\n| 413 | PAYLOAD_TOO_LARGE | the body is larger than 16 KiB |\n| 415 | UNSUPPORTED_MEDIA_TYPE | the body is not `application/json` |\n| 422 | IDEMPOTENCY_KEY_REUSED | the `Idempotency-Key` was used with another request |\n| 422 | UNSCANNABLE | the styling does not decode; the details name the option to change |\n| 422 | DOMAIN_NOT_VERIFIED | the custom domain's TXT record was not found (verify), or a code names a domain still pending |\n| 429 | RATE_LIMITED | too many requests; see `Retry-After` |\n| 500 | INTERNAL_ERROR | the service failed |\n| 503 | SERVICE_UNAVAILABLE | the store cannot commit right now; nothing changed, see `Retry-After` |\n","enum":["INVALID_REQUEST","UNAUTHORIZED","FORBIDDEN","NOT_FOUND","CONFLICT","LIMIT_REACHED","PRECONDITION_FAILED","PAYLOAD_TOO_LARGE","UNSUPPORTED_MEDIA_TYPE","IDEMPOTENCY_KEY_REUSED","UNSCANNABLE","DOMAIN_NOT_VERIFIED","RATE_LIMITED","INTERNAL_ERROR","SERVICE_UNAVAILABLE"]},"Error":{"type":"object","description":"The body of every error response.","required":["error","message"],"properties":{"error":{"$ref":"#/definitions/ErrorCode"},"message":{"type":"string","description":"Human-readable text; the documented cases keep their exact words.","maxLength":2000},"details":{"type":"array","description":"On validation errors, every problem found, by field.","items":{"$ref":"#/definitions/ErrorDetail"},"maxItems":100},"requestId":{"type":"string","description":"The id of the request, as in the `x-request-id` header.","maxLength":128}}},"ErrorDetail":{"type":"object","description":"One validation problem.","required":["field","message"],"properties":{"field":{"type":"string","description":"The offending field as a dotted path (`qrCodeOptions.width`), or the query parameter.","maxLength":200},"message":{"type":"string","description":"What is wrong with it.","maxLength":2000}}},"Health":{"type":"object","description":"The state of the process and its store.","required":["status"],"properties":{"status":{"$ref":"#/definitions/HealthStatus"},"store":{"$ref":"#/definitions/StoreKind"}}},"HealthStatus":{"type":"string","description":"`ok` when up (and, for readiness, when the store answers).","enum":["ok","unavailable"],"examples":["ok"]},"StoreKind":{"type":"string","description":"The kind of store, on the readiness probe.","enum":["sqlite","memory","postgres"],"examples":["sqlite"]}}};
const schema12 = {"type":"object","description":"The fields of a new QR code. Unknown fields are refused.","required":["targetUrl"],"additionalProperties":false,"properties":{"targetUrl":{"$ref":"#/definitions/TargetUrl"},"customShortId":{"$ref":"#/definitions/CustomShortId"},"qrCodeOptions":{"$ref":"#/definitions/QrCodeOptions"},"expiresAt":{"$ref":"#/definitions/ExpiresAt"},"maxScans":{"$ref":"#/definitions/MaxScans"},"fallbackUrl":{"$ref":"#/definitions/FallbackUrl"},"active":{"type":"boolean","description":"Whether the short link sends scanners to the target; `false` sends them to\n`fallbackUrl` or a `410` page. Defaults to `true`.\n"},"title":{"$ref":"#/definitions/Title"},"styleId":{"$ref":"#/definitions/StyleRef"},"scanLimitCounts":{"$ref":"#/definitions/ScanLimitCounts"},"domain":{"$ref":"#/definitions/Hostname","description":"A verified custom domain of the account (`GET /domains`) to serve the code on: its\n`qrCodeUrl` is then `https://<domain>/<shortId>`, answered on that host only. Fixed\nat creation: an update (`PUT`) naming `domain` is `400 INVALID_REQUEST` (an unknown field),\nso printed codes never break. A hostname that is not the account's is `400`; one\nstill pending is `422 DOMAIN_NOT_VERIFIED`.\n"}}};
const schema13 = {"type":"string","format":"uri","description":"The URL the short link redirects to: absolute `http:` or `https:`, at most 2048\ncharacters, without user-info or control characters, and not on the service's own\nshort-link host. Stored and returned in normalised form.\n","minLength":1,"maxLength":2048,"pattern":"^[Hh][Tt][Tt][Pp][Ss]?://","examples":["https://example.com/menu"]};
const schema14 = {"type":"string","description":"A caller-chosen short id: 3–64 characters of `[A-Za-z0-9_-]`. Reserved words\n(case-insensitively: api, qrcode, docs, health, healthz, readyz, metrics, static,\nassets, keys, dashboard, login, admin, favicon.ico, robots.txt, .well-known,\nopenapi.json, openapi.yaml, bulk, export) are refused with `400`; an id in use or used before with\n`409`.\n","minLength":3,"maxLength":64,"pattern":"^[A-Za-z0-9_-]+$","examples":["spring-sale"]};
const schema40 = {"type":["string","null"],"format":"date-time","description":"When the code stops sending scanners to its target, ISO 8601 (stored in UTC with\nmilliseconds). From that instant on, scans go to `fallbackUrl` or a `410` page.\n`null`: never.\n","examples":["2026-12-31T23:00:00.000Z"],"maxLength":64};
const schema41 = {"type":["integer","null"],"minimum":1,"maximum":1000000000,"description":"The number of human views (or, with `scanLimitCounts: uniqueViews`, unique views) after\nwhich the code stops sending scanners to its target.\nThe scan that reaches the limit is still a view and still goes to the target; later\nones go to `fallbackUrl` or a `410` page and count as fallback hits. Exact under\nconcurrent scans. `null`: no limit.\n","examples":[100],"format":"int64"};
const schema42 = {"type":["string","null"],"format":"uri","description":"Where scanners go when the code is inactive, expired or at its `maxScans`; the same\nrules as `targetUrl`. `null`: such scans get a `410` page saying the code is no\nlonger active.\n","minLength":1,"maxLength":2048,"pattern":"^[Hh][Tt][Tt][Pp][Ss]?://","examples":["https://example.com/offer-ended"]};
const schema43 = {"type":["string","null"],"description":"What the owner calls the code (\"Menu — table tent 4\"): shown in the dashboard and\nmatched by the list's `q`. 1–200 characters, no control characters; `null`: no title\n(on create, leaving it out is the same; on update, `null` removes it).\n","minLength":1,"maxLength":200,"pattern":"^[^\\u0000-\\u001F\\u007F]+$","examples":["Menu — table tent 4"]};
const schema44 = {"type":["string","null"],"description":"The style template the code is drawn with (`sty_` and 16 hex characters), instead of\noptions of its own; `null`: none. An id that is not one of the account's templates is\nrefused with `400`. A request may carry `styleId` or `qrCodeOptions`, not both (`400`).\nOn update, `null` detaches the code and keeps the template's options as its own.\n","pattern":"^sty_[0-9a-f]{16}$","maxLength":20};
const schema45 = {"type":"string","description":"What `maxScans` counts. `views` (the default): every view. `uniqueViews`: the code's\nunique views over its life (the sum of its daily unique views, see `getQrCodeStats`), so\nthat one person reloading the code does not use it up; the code is used up when they\nreach `maxScans`, and from then on every scan goes to `fallbackUrl` or a `410` page.\nExact under concurrent scans.\n","enum":["views","uniqueViews"]};
const schema46 = {"type":"string","description":"A DNS name, lower case, without a trailing dot or port: not an IP address, not\n`localhost` or a name under it, not the server's own host.\n","minLength":1,"maxLength":253,"examples":["menu.example.com"]};
const func2 = Object.prototype.hasOwnProperty;
const func3 = typeof func3Module === "function" ? func3Module : func3Module.default;
const pattern0 = new RegExp("^[Hh][Tt][Tt][Pp][Ss]?://", "u");
const pattern1 = new RegExp("^[A-Za-z0-9_-]+$", "u");
const pattern12 = new RegExp("^[^\\u0000-\\u001F\\u007F]+$", "u");
const pattern13 = new RegExp("^sty_[0-9a-f]{16}$", "u");
const schema15 = {"type":"object","description":"Styling options, named as in the qr-code-styling library. Every field is optional;\na missing field takes its default (300 × 300 px, square black dots on white, square\ncorners in the dots' colour, no margin, error correction Q, or H with an `image`).\n\n`image` puts an uploaded asset (`POST /assets`) in the centre; `gradient` on the dots,\ncorners or background replaces that part's `color`; `frameOptions` draws a frame with a\ncall to action. Every stop of a gradient keeps the contrast rule below.\n\nThe scan guard: before a style is stored the server renders it and decodes it with a QR\ndecoder at its own size (at most 1024 px a side); one that does not decode is refused with\n`422 UNSCANNABLE`, naming the option to change.\n\nThe dots must be darker than the background, with a contrast ratio of at least 3:1\n(WCAG's ratio for graphical objects): light-on-dark codes do not scan with common\ndecoders, and faint ones fail on paper and in glare. Other pairs are refused with `400`\nnaming the colour (`qrCodeOptions.dotsOptions.color`, or a corner colour).\n","additionalProperties":false,"properties":{"width":{"$ref":"#/definitions/Size"},"height":{"$ref":"#/definitions/Size"},"dotsOptions":{"type":"object","description":"The data dots.","additionalProperties":false,"properties":{"type":{"$ref":"#/definitions/DotType"},"color":{"$ref":"#/definitions/HexColor"},"gradient":{"$ref":"#/definitions/Gradient"}}},"backgroundOptions":{"type":"object","description":"The background.","additionalProperties":false,"properties":{"color":{"$ref":"#/definitions/HexColor"},"gradient":{"$ref":"#/definitions/Gradient"}}},"cornersSquareOptions":{"type":"object","description":"The three big squares in the corners (the finder patterns' outer rings).","additionalProperties":false,"properties":{"type":{"$ref":"#/definitions/CornerSquareType"},"color":{"$ref":"#/definitions/HexColor"},"gradient":{"$ref":"#/definitions/Gradient"}}},"cornersDotOptions":{"type":"object","description":"The dots inside the three corner squares.","additionalProperties":false,"properties":{"type":{"$ref":"#/definitions/CornerDotType"},"color":{"$ref":"#/definitions/HexColor"},"gradient":{"$ref":"#/definitions/Gradient"}}},"margin":{"$ref":"#/definitions/Margin"},"qrOptions":{"type":"object","description":"Options of the QR symbol itself.","additionalProperties":false,"properties":{"errorCorrectionLevel":{"$ref":"#/definitions/ErrorCorrectionLevel"}}},"image":{"$ref":"#/definitions/AssetId"},"imageOptions":{"$ref":"#/definitions/ImageOptions"},"frameOptions":{"$ref":"#/definitions/FrameOptions"}}};
const schema16 = {"type":"integer","description":"A size in pixels, 64 to 4096.","minimum":64,"maximum":4096,"examples":[300],"format":"int32"};
const schema18 = {"type":"string","description":"The shape of the dots, as the qr-code-styling library names them.","enum":["square","dots","rounded","extra-rounded","classy","classy-rounded"],"examples":["rounded"]};
const schema19 = {"type":"string","description":"A colour in hex form `#RRGGBB`; stored in lower case.","pattern":"^#[0-9A-Fa-f]{6}$","examples":["#1a2b3c"],"maxLength":7};
const schema25 = {"type":"string","description":"The shape of the corner squares, as qr-code-styling names them. Default `square`.\nqr-code-styling's `dot` rings are not offered: circular finder rings failed to decode in\nour scan tests at several sizes, and every image dynqr serves must scan.\n","enum":["square","extra-rounded"],"examples":["extra-rounded"]};
const schema27 = {"type":"string","description":"The shape of the dots inside the corner squares. Default `square`.","enum":["square","dot"],"examples":["dot"]};
const schema29 = {"type":"integer","description":"Empty space around the code in pixels, 0 to 512, default 0. A quiet zone of 4 modules is\nalways kept inside it, so a code scans with any margin.\n","minimum":0,"maximum":512,"examples":[16],"format":"int32"};
const schema30 = {"type":"string","description":"How much of the symbol may be damaged and still read: L 7 %, M 15 %, Q 25 % (default, as\nin qr-code-styling), H 30 %. Higher levels make denser codes.\n","enum":["L","M","Q","H"],"examples":["Q"]};
const schema31 = {"type":"string","description":"An uploaded image of the account (`ast_` and 16 hex characters); an id that is not one of the account's is refused with `400`.","pattern":"^ast_[0-9a-f]{16}$","maxLength":20,"examples":["ast_3f9a2c7d1e8b4c60"]};
const pattern2 = new RegExp("^#[0-9A-Fa-f]{6}$", "u");
const pattern7 = new RegExp("^ast_[0-9a-f]{16}$", "u");
const schema20 = {"type":"object","description":"A colour gradient over the whole code (qr-code-styling's form). It replaces the part's\n`color`; every stop must keep the contrast rule against every background colour.\n","required":["colorStops"],"additionalProperties":false,"properties":{"type":{"$ref":"#/definitions/GradientType"},"rotation":{"type":"number","description":"The angle of a linear gradient in radians, clockwise from left-to-right; default 0.","minimum":-6.2832,"maximum":6.2832},"colorStops":{"type":"array","description":"Two to five stops, in order of offset.","minItems":2,"maxItems":5,"items":{"$ref":"#/definitions/ColorStop"}}}};
const schema21 = {"type":"string","description":"A linear gradient along `rotation`, or a radial one from the centre. Default `linear`.","enum":["linear","radial"],"examples":["radial"]};
const schema22 = {"type":"object","description":"One colour of a gradient and where it falls, 0 (start or centre) to 1 (end or edge).","required":["offset","color"],"additionalProperties":false,"properties":{"offset":{"type":"number","minimum":0,"maximum":1},"color":{"$ref":"#/definitions/HexColor"}}};

function validate14(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.offset === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "offset"},message:"must have required property '"+"offset"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.color === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "color"},message:"must have required property '"+"color"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "offset") || (key0 === "color"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.offset !== undefined){
let data0 = data.offset;
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 1 || isNaN(data0)){
const err3 = {instancePath:instancePath+"/offset",schemaPath:"#/properties/offset/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data0 < 0 || isNaN(data0)){
const err4 = {instancePath:instancePath+"/offset",schemaPath:"#/properties/offset/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/offset",schemaPath:"#/properties/offset/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.color !== undefined){
let data1 = data.color;
if(typeof data1 === "string"){
if(func3(data1) > 7){
const err6 = {instancePath:instancePath+"/color",schemaPath:"#/definitions/HexColor/maxLength",keyword:"maxLength",params:{limit: 7},message:"must NOT have more than 7 characters"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(!pattern2.test(data1)){
const err7 = {instancePath:instancePath+"/color",schemaPath:"#/definitions/HexColor/pattern",keyword:"pattern",params:{pattern: "^#[0-9A-Fa-f]{6}$"},message:"must match pattern \""+"^#[0-9A-Fa-f]{6}$"+"\""};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/color",schemaPath:"#/definitions/HexColor/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
else {
const err9 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
validate14.errors = vErrors;
return errors === 0;
}


function validate13(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.colorStops === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "colorStops"},message:"must have required property '"+"colorStops"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "type") || (key0 === "rotation")) || (key0 === "colorStops"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.type !== undefined){
let data0 = data.type;
if(typeof data0 !== "string"){
const err2 = {instancePath:instancePath+"/type",schemaPath:"#/definitions/GradientType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(!((data0 === "linear") || (data0 === "radial"))){
const err3 = {instancePath:instancePath+"/type",schemaPath:"#/definitions/GradientType/enum",keyword:"enum",params:{allowedValues: schema21.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.rotation !== undefined){
let data1 = data.rotation;
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 6.2832 || isNaN(data1)){
const err4 = {instancePath:instancePath+"/rotation",schemaPath:"#/properties/rotation/maximum",keyword:"maximum",params:{comparison: "<=", limit: 6.2832},message:"must be <= 6.2832"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data1 < -6.2832 || isNaN(data1)){
const err5 = {instancePath:instancePath+"/rotation",schemaPath:"#/properties/rotation/minimum",keyword:"minimum",params:{comparison: ">=", limit: -6.2832},message:"must be >= -6.2832"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/rotation",schemaPath:"#/properties/rotation/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.colorStops !== undefined){
let data2 = data.colorStops;
if(Array.isArray(data2)){
if(data2.length > 5){
const err7 = {instancePath:instancePath+"/colorStops",schemaPath:"#/properties/colorStops/maxItems",keyword:"maxItems",params:{limit: 5},message:"must NOT have more than 5 items"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data2.length < 2){
const err8 = {instancePath:instancePath+"/colorStops",schemaPath:"#/properties/colorStops/minItems",keyword:"minItems",params:{limit: 2},message:"must NOT have fewer than 2 items"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
if(!(validate14(data2[i0], {instancePath:instancePath+"/colorStops/" + i0,parentData:data2,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate14.errors : vErrors.concat(validate14.errors);
errors = vErrors.length;
}
}
}
else {
const err9 = {instancePath:instancePath+"/colorStops",schemaPath:"#/properties/colorStops/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
else {
const err10 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
validate13.errors = vErrors;
return errors === 0;
}

const schema32 = {"type":"object","description":"How the `image` sits in the code (qr-code-styling's names).","additionalProperties":false,"properties":{"imageSize":{"$ref":"#/definitions/ImageSize"},"margin":{"$ref":"#/definitions/ImageMargin"},"hideBackgroundDots":{"type":"boolean","description":"Clear the dots under the image; default `true`."}}};
const schema33 = {"type":"number","description":"The image's size as a share of the code's side, 0.1 to 0.5, default 0.4. A logo that hides\nmore modules than the error correction restores is refused by the scan guard\n(`422 UNSCANNABLE`); a square logo at 0.5 usually is.\n","minimum":0.1,"maximum":0.5,"examples":[0.4]};
const schema34 = {"type":"integer","description":"Empty space around the image in pixels, 0 to 64, default 0.","minimum":0,"maximum":64,"examples":[4],"format":"int32"};

function validate20(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(((key0 === "imageSize") || (key0 === "margin")) || (key0 === "hideBackgroundDots"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.imageSize !== undefined){
let data0 = data.imageSize;
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 0.5 || isNaN(data0)){
const err1 = {instancePath:instancePath+"/imageSize",schemaPath:"#/definitions/ImageSize/maximum",keyword:"maximum",params:{comparison: "<=", limit: 0.5},message:"must be <= 0.5"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data0 < 0.1 || isNaN(data0)){
const err2 = {instancePath:instancePath+"/imageSize",schemaPath:"#/definitions/ImageSize/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0.1},message:"must be >= 0.1"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath:instancePath+"/imageSize",schemaPath:"#/definitions/ImageSize/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.margin !== undefined){
let data1 = data.margin;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err4 = {instancePath:instancePath+"/margin",schemaPath:"#/definitions/ImageMargin/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 64 || isNaN(data1)){
const err5 = {instancePath:instancePath+"/margin",schemaPath:"#/definitions/ImageMargin/maximum",keyword:"maximum",params:{comparison: "<=", limit: 64},message:"must be <= 64"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data1 < 0 || isNaN(data1)){
const err6 = {instancePath:instancePath+"/margin",schemaPath:"#/definitions/ImageMargin/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
if(data.hideBackgroundDots !== undefined){
if(typeof data.hideBackgroundDots !== "boolean"){
const err7 = {instancePath:instancePath+"/hideBackgroundDots",schemaPath:"#/properties/hideBackgroundDots/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
else {
const err8 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
validate20.errors = vErrors;
return errors === 0;
}

const schema35 = {"type":"object","description":"A frame around the code with a call to action, drawn in SVG, PNG and PDF alike.","additionalProperties":false,"properties":{"type":{"$ref":"#/definitions/FrameType"},"text":{"$ref":"#/definitions/FrameText"},"color":{"$ref":"#/definitions/HexColor"},"textColor":{"$ref":"#/definitions/HexColor"}}};
const schema36 = {"type":"string","description":"`box`: a border with the text under the code; `banner`: a border and a band of the\nframe's colour under the code with the text on it. Default `none`.\n","enum":["none","box","banner"],"examples":["banner"]};
const schema37 = {"type":"string","description":"The call to action, at most 24 characters of Latin-1 (the frame font's); default `SCAN ME`.","maxLength":24,"pattern":"^[ -~\\u00A0-\\u00FF]*$","examples":["SCAN ME"]};
const pattern8 = new RegExp("^[ -~\\u00A0-\\u00FF]*$", "u");

function validate22(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!((((key0 === "type") || (key0 === "text")) || (key0 === "color")) || (key0 === "textColor"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.type !== undefined){
let data0 = data.type;
if(typeof data0 !== "string"){
const err1 = {instancePath:instancePath+"/type",schemaPath:"#/definitions/FrameType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(!(((data0 === "none") || (data0 === "box")) || (data0 === "banner"))){
const err2 = {instancePath:instancePath+"/type",schemaPath:"#/definitions/FrameType/enum",keyword:"enum",params:{allowedValues: schema36.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.text !== undefined){
let data1 = data.text;
if(typeof data1 === "string"){
if(func3(data1) > 24){
const err3 = {instancePath:instancePath+"/text",schemaPath:"#/definitions/FrameText/maxLength",keyword:"maxLength",params:{limit: 24},message:"must NOT have more than 24 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(!pattern8.test(data1)){
const err4 = {instancePath:instancePath+"/text",schemaPath:"#/definitions/FrameText/pattern",keyword:"pattern",params:{pattern: "^[ -~\\u00A0-\\u00FF]*$"},message:"must match pattern \""+"^[ -~\\u00A0-\\u00FF]*$"+"\""};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/text",schemaPath:"#/definitions/FrameText/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.color !== undefined){
let data2 = data.color;
if(typeof data2 === "string"){
if(func3(data2) > 7){
const err6 = {instancePath:instancePath+"/color",schemaPath:"#/definitions/HexColor/maxLength",keyword:"maxLength",params:{limit: 7},message:"must NOT have more than 7 characters"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(!pattern2.test(data2)){
const err7 = {instancePath:instancePath+"/color",schemaPath:"#/definitions/HexColor/pattern",keyword:"pattern",params:{pattern: "^#[0-9A-Fa-f]{6}$"},message:"must match pattern \""+"^#[0-9A-Fa-f]{6}$"+"\""};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/color",schemaPath:"#/definitions/HexColor/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.textColor !== undefined){
let data3 = data.textColor;
if(typeof data3 === "string"){
if(func3(data3) > 7){
const err9 = {instancePath:instancePath+"/textColor",schemaPath:"#/definitions/HexColor/maxLength",keyword:"maxLength",params:{limit: 7},message:"must NOT have more than 7 characters"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(!pattern2.test(data3)){
const err10 = {instancePath:instancePath+"/textColor",schemaPath:"#/definitions/HexColor/pattern",keyword:"pattern",params:{pattern: "^#[0-9A-Fa-f]{6}$"},message:"must match pattern \""+"^#[0-9A-Fa-f]{6}$"+"\""};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/textColor",schemaPath:"#/definitions/HexColor/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
}
else {
const err12 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
validate22.errors = vErrors;
return errors === 0;
}


function validate12(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(func2.call(schema15.properties, key0))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.width !== undefined){
let data0 = data.width;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err1 = {instancePath:instancePath+"/width",schemaPath:"#/definitions/Size/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 4096 || isNaN(data0)){
const err2 = {instancePath:instancePath+"/width",schemaPath:"#/definitions/Size/maximum",keyword:"maximum",params:{comparison: "<=", limit: 4096},message:"must be <= 4096"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data0 < 64 || isNaN(data0)){
const err3 = {instancePath:instancePath+"/width",schemaPath:"#/definitions/Size/minimum",keyword:"minimum",params:{comparison: ">=", limit: 64},message:"must be >= 64"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
if(data.height !== undefined){
let data1 = data.height;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err4 = {instancePath:instancePath+"/height",schemaPath:"#/definitions/Size/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 4096 || isNaN(data1)){
const err5 = {instancePath:instancePath+"/height",schemaPath:"#/definitions/Size/maximum",keyword:"maximum",params:{comparison: "<=", limit: 4096},message:"must be <= 4096"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data1 < 64 || isNaN(data1)){
const err6 = {instancePath:instancePath+"/height",schemaPath:"#/definitions/Size/minimum",keyword:"minimum",params:{comparison: ">=", limit: 64},message:"must be >= 64"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
if(data.dotsOptions !== undefined){
let data2 = data.dotsOptions;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
for(const key1 in data2){
if(!(((key1 === "type") || (key1 === "color")) || (key1 === "gradient"))){
const err7 = {instancePath:instancePath+"/dotsOptions",schemaPath:"#/properties/dotsOptions/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data2.type !== undefined){
let data3 = data2.type;
if(typeof data3 !== "string"){
const err8 = {instancePath:instancePath+"/dotsOptions/type",schemaPath:"#/definitions/DotType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(!((((((data3 === "square") || (data3 === "dots")) || (data3 === "rounded")) || (data3 === "extra-rounded")) || (data3 === "classy")) || (data3 === "classy-rounded"))){
const err9 = {instancePath:instancePath+"/dotsOptions/type",schemaPath:"#/definitions/DotType/enum",keyword:"enum",params:{allowedValues: schema18.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data2.color !== undefined){
let data4 = data2.color;
if(typeof data4 === "string"){
if(func3(data4) > 7){
const err10 = {instancePath:instancePath+"/dotsOptions/color",schemaPath:"#/definitions/HexColor/maxLength",keyword:"maxLength",params:{limit: 7},message:"must NOT have more than 7 characters"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(!pattern2.test(data4)){
const err11 = {instancePath:instancePath+"/dotsOptions/color",schemaPath:"#/definitions/HexColor/pattern",keyword:"pattern",params:{pattern: "^#[0-9A-Fa-f]{6}$"},message:"must match pattern \""+"^#[0-9A-Fa-f]{6}$"+"\""};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
else {
const err12 = {instancePath:instancePath+"/dotsOptions/color",schemaPath:"#/definitions/HexColor/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data2.gradient !== undefined){
if(!(validate13(data2.gradient, {instancePath:instancePath+"/dotsOptions/gradient",parentData:data2,parentDataProperty:"gradient",rootData}))){
vErrors = vErrors === null ? validate13.errors : vErrors.concat(validate13.errors);
errors = vErrors.length;
}
}
}
else {
const err13 = {instancePath:instancePath+"/dotsOptions",schemaPath:"#/properties/dotsOptions/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.backgroundOptions !== undefined){
let data6 = data.backgroundOptions;
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
for(const key2 in data6){
if(!((key2 === "color") || (key2 === "gradient"))){
const err14 = {instancePath:instancePath+"/backgroundOptions",schemaPath:"#/properties/backgroundOptions/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data6.color !== undefined){
let data7 = data6.color;
if(typeof data7 === "string"){
if(func3(data7) > 7){
const err15 = {instancePath:instancePath+"/backgroundOptions/color",schemaPath:"#/definitions/HexColor/maxLength",keyword:"maxLength",params:{limit: 7},message:"must NOT have more than 7 characters"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(!pattern2.test(data7)){
const err16 = {instancePath:instancePath+"/backgroundOptions/color",schemaPath:"#/definitions/HexColor/pattern",keyword:"pattern",params:{pattern: "^#[0-9A-Fa-f]{6}$"},message:"must match pattern \""+"^#[0-9A-Fa-f]{6}$"+"\""};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
else {
const err17 = {instancePath:instancePath+"/backgroundOptions/color",schemaPath:"#/definitions/HexColor/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data6.gradient !== undefined){
if(!(validate13(data6.gradient, {instancePath:instancePath+"/backgroundOptions/gradient",parentData:data6,parentDataProperty:"gradient",rootData}))){
vErrors = vErrors === null ? validate13.errors : vErrors.concat(validate13.errors);
errors = vErrors.length;
}
}
}
else {
const err18 = {instancePath:instancePath+"/backgroundOptions",schemaPath:"#/properties/backgroundOptions/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.cornersSquareOptions !== undefined){
let data9 = data.cornersSquareOptions;
if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
for(const key3 in data9){
if(!(((key3 === "type") || (key3 === "color")) || (key3 === "gradient"))){
const err19 = {instancePath:instancePath+"/cornersSquareOptions",schemaPath:"#/properties/cornersSquareOptions/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data9.type !== undefined){
let data10 = data9.type;
if(typeof data10 !== "string"){
const err20 = {instancePath:instancePath+"/cornersSquareOptions/type",schemaPath:"#/definitions/CornerSquareType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(!((data10 === "square") || (data10 === "extra-rounded"))){
const err21 = {instancePath:instancePath+"/cornersSquareOptions/type",schemaPath:"#/definitions/CornerSquareType/enum",keyword:"enum",params:{allowedValues: schema25.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data9.color !== undefined){
let data11 = data9.color;
if(typeof data11 === "string"){
if(func3(data11) > 7){
const err22 = {instancePath:instancePath+"/cornersSquareOptions/color",schemaPath:"#/definitions/HexColor/maxLength",keyword:"maxLength",params:{limit: 7},message:"must NOT have more than 7 characters"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(!pattern2.test(data11)){
const err23 = {instancePath:instancePath+"/cornersSquareOptions/color",schemaPath:"#/definitions/HexColor/pattern",keyword:"pattern",params:{pattern: "^#[0-9A-Fa-f]{6}$"},message:"must match pattern \""+"^#[0-9A-Fa-f]{6}$"+"\""};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
else {
const err24 = {instancePath:instancePath+"/cornersSquareOptions/color",schemaPath:"#/definitions/HexColor/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data9.gradient !== undefined){
if(!(validate13(data9.gradient, {instancePath:instancePath+"/cornersSquareOptions/gradient",parentData:data9,parentDataProperty:"gradient",rootData}))){
vErrors = vErrors === null ? validate13.errors : vErrors.concat(validate13.errors);
errors = vErrors.length;
}
}
}
else {
const err25 = {instancePath:instancePath+"/cornersSquareOptions",schemaPath:"#/properties/cornersSquareOptions/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data.cornersDotOptions !== undefined){
let data13 = data.cornersDotOptions;
if(data13 && typeof data13 == "object" && !Array.isArray(data13)){
for(const key4 in data13){
if(!(((key4 === "type") || (key4 === "color")) || (key4 === "gradient"))){
const err26 = {instancePath:instancePath+"/cornersDotOptions",schemaPath:"#/properties/cornersDotOptions/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data13.type !== undefined){
let data14 = data13.type;
if(typeof data14 !== "string"){
const err27 = {instancePath:instancePath+"/cornersDotOptions/type",schemaPath:"#/definitions/CornerDotType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(!((data14 === "square") || (data14 === "dot"))){
const err28 = {instancePath:instancePath+"/cornersDotOptions/type",schemaPath:"#/definitions/CornerDotType/enum",keyword:"enum",params:{allowedValues: schema27.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data13.color !== undefined){
let data15 = data13.color;
if(typeof data15 === "string"){
if(func3(data15) > 7){
const err29 = {instancePath:instancePath+"/cornersDotOptions/color",schemaPath:"#/definitions/HexColor/maxLength",keyword:"maxLength",params:{limit: 7},message:"must NOT have more than 7 characters"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(!pattern2.test(data15)){
const err30 = {instancePath:instancePath+"/cornersDotOptions/color",schemaPath:"#/definitions/HexColor/pattern",keyword:"pattern",params:{pattern: "^#[0-9A-Fa-f]{6}$"},message:"must match pattern \""+"^#[0-9A-Fa-f]{6}$"+"\""};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
else {
const err31 = {instancePath:instancePath+"/cornersDotOptions/color",schemaPath:"#/definitions/HexColor/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data13.gradient !== undefined){
if(!(validate13(data13.gradient, {instancePath:instancePath+"/cornersDotOptions/gradient",parentData:data13,parentDataProperty:"gradient",rootData}))){
vErrors = vErrors === null ? validate13.errors : vErrors.concat(validate13.errors);
errors = vErrors.length;
}
}
}
else {
const err32 = {instancePath:instancePath+"/cornersDotOptions",schemaPath:"#/properties/cornersDotOptions/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data.margin !== undefined){
let data17 = data.margin;
if(!(((typeof data17 == "number") && (!(data17 % 1) && !isNaN(data17))) && (isFinite(data17)))){
const err33 = {instancePath:instancePath+"/margin",schemaPath:"#/definitions/Margin/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if((typeof data17 == "number") && (isFinite(data17))){
if(data17 > 512 || isNaN(data17)){
const err34 = {instancePath:instancePath+"/margin",schemaPath:"#/definitions/Margin/maximum",keyword:"maximum",params:{comparison: "<=", limit: 512},message:"must be <= 512"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if(data17 < 0 || isNaN(data17)){
const err35 = {instancePath:instancePath+"/margin",schemaPath:"#/definitions/Margin/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
}
if(data.qrOptions !== undefined){
let data18 = data.qrOptions;
if(data18 && typeof data18 == "object" && !Array.isArray(data18)){
for(const key5 in data18){
if(!(key5 === "errorCorrectionLevel")){
const err36 = {instancePath:instancePath+"/qrOptions",schemaPath:"#/properties/qrOptions/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data18.errorCorrectionLevel !== undefined){
let data19 = data18.errorCorrectionLevel;
if(typeof data19 !== "string"){
const err37 = {instancePath:instancePath+"/qrOptions/errorCorrectionLevel",schemaPath:"#/definitions/ErrorCorrectionLevel/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if(!((((data19 === "L") || (data19 === "M")) || (data19 === "Q")) || (data19 === "H"))){
const err38 = {instancePath:instancePath+"/qrOptions/errorCorrectionLevel",schemaPath:"#/definitions/ErrorCorrectionLevel/enum",keyword:"enum",params:{allowedValues: schema30.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
}
else {
const err39 = {instancePath:instancePath+"/qrOptions",schemaPath:"#/properties/qrOptions/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
if(data.image !== undefined){
let data20 = data.image;
if(typeof data20 === "string"){
if(func3(data20) > 20){
const err40 = {instancePath:instancePath+"/image",schemaPath:"#/definitions/AssetId/maxLength",keyword:"maxLength",params:{limit: 20},message:"must NOT have more than 20 characters"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
if(!pattern7.test(data20)){
const err41 = {instancePath:instancePath+"/image",schemaPath:"#/definitions/AssetId/pattern",keyword:"pattern",params:{pattern: "^ast_[0-9a-f]{16}$"},message:"must match pattern \""+"^ast_[0-9a-f]{16}$"+"\""};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
else {
const err42 = {instancePath:instancePath+"/image",schemaPath:"#/definitions/AssetId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
if(data.imageOptions !== undefined){
if(!(validate20(data.imageOptions, {instancePath:instancePath+"/imageOptions",parentData:data,parentDataProperty:"imageOptions",rootData}))){
vErrors = vErrors === null ? validate20.errors : vErrors.concat(validate20.errors);
errors = vErrors.length;
}
}
if(data.frameOptions !== undefined){
if(!(validate22(data.frameOptions, {instancePath:instancePath+"/frameOptions",parentData:data,parentDataProperty:"frameOptions",rootData}))){
vErrors = vErrors === null ? validate22.errors : vErrors.concat(validate22.errors);
errors = vErrors.length;
}
}
}
else {
const err43 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
validate12.errors = vErrors;
return errors === 0;
}


function validate11(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.targetUrl === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "targetUrl"},message:"must have required property '"+"targetUrl"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(func2.call(schema12.properties, key0))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.targetUrl !== undefined){
let data0 = data.targetUrl;
if(typeof data0 === "string"){
if(func3(data0) > 2048){
const err2 = {instancePath:instancePath+"/targetUrl",schemaPath:"#/definitions/TargetUrl/maxLength",keyword:"maxLength",params:{limit: 2048},message:"must NOT have more than 2048 characters"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(func3(data0) < 1){
const err3 = {instancePath:instancePath+"/targetUrl",schemaPath:"#/definitions/TargetUrl/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(!pattern0.test(data0)){
const err4 = {instancePath:instancePath+"/targetUrl",schemaPath:"#/definitions/TargetUrl/pattern",keyword:"pattern",params:{pattern: "^[Hh][Tt][Tt][Pp][Ss]?://"},message:"must match pattern \""+"^[Hh][Tt][Tt][Pp][Ss]?://"+"\""};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/targetUrl",schemaPath:"#/definitions/TargetUrl/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.customShortId !== undefined){
let data1 = data.customShortId;
if(typeof data1 === "string"){
if(func3(data1) > 64){
const err6 = {instancePath:instancePath+"/customShortId",schemaPath:"#/definitions/CustomShortId/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(func3(data1) < 3){
const err7 = {instancePath:instancePath+"/customShortId",schemaPath:"#/definitions/CustomShortId/minLength",keyword:"minLength",params:{limit: 3},message:"must NOT have fewer than 3 characters"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(!pattern1.test(data1)){
const err8 = {instancePath:instancePath+"/customShortId",schemaPath:"#/definitions/CustomShortId/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9_-]+$"},message:"must match pattern \""+"^[A-Za-z0-9_-]+$"+"\""};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/customShortId",schemaPath:"#/definitions/CustomShortId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.qrCodeOptions !== undefined){
if(!(validate12(data.qrCodeOptions, {instancePath:instancePath+"/qrCodeOptions",parentData:data,parentDataProperty:"qrCodeOptions",rootData}))){
vErrors = vErrors === null ? validate12.errors : vErrors.concat(validate12.errors);
errors = vErrors.length;
}
}
if(data.expiresAt !== undefined){
let data3 = data.expiresAt;
if((typeof data3 !== "string") && (data3 !== null)){
const err10 = {instancePath:instancePath+"/expiresAt",schemaPath:"#/definitions/ExpiresAt/type",keyword:"type",params:{type: schema40.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(typeof data3 === "string"){
if(func3(data3) > 64){
const err11 = {instancePath:instancePath+"/expiresAt",schemaPath:"#/definitions/ExpiresAt/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
}
if(data.maxScans !== undefined){
let data4 = data.maxScans;
if((!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))) && (data4 !== null)){
const err12 = {instancePath:instancePath+"/maxScans",schemaPath:"#/definitions/MaxScans/type",keyword:"type",params:{type: schema41.type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 > 1000000000 || isNaN(data4)){
const err13 = {instancePath:instancePath+"/maxScans",schemaPath:"#/definitions/MaxScans/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000000000},message:"must be <= 1000000000"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data4 < 1 || isNaN(data4)){
const err14 = {instancePath:instancePath+"/maxScans",schemaPath:"#/definitions/MaxScans/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
}
if(data.fallbackUrl !== undefined){
let data5 = data.fallbackUrl;
if((typeof data5 !== "string") && (data5 !== null)){
const err15 = {instancePath:instancePath+"/fallbackUrl",schemaPath:"#/definitions/FallbackUrl/type",keyword:"type",params:{type: schema42.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(typeof data5 === "string"){
if(func3(data5) > 2048){
const err16 = {instancePath:instancePath+"/fallbackUrl",schemaPath:"#/definitions/FallbackUrl/maxLength",keyword:"maxLength",params:{limit: 2048},message:"must NOT have more than 2048 characters"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(func3(data5) < 1){
const err17 = {instancePath:instancePath+"/fallbackUrl",schemaPath:"#/definitions/FallbackUrl/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(!pattern0.test(data5)){
const err18 = {instancePath:instancePath+"/fallbackUrl",schemaPath:"#/definitions/FallbackUrl/pattern",keyword:"pattern",params:{pattern: "^[Hh][Tt][Tt][Pp][Ss]?://"},message:"must match pattern \""+"^[Hh][Tt][Tt][Pp][Ss]?://"+"\""};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
}
if(data.active !== undefined){
if(typeof data.active !== "boolean"){
const err19 = {instancePath:instancePath+"/active",schemaPath:"#/properties/active/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.title !== undefined){
let data7 = data.title;
if((typeof data7 !== "string") && (data7 !== null)){
const err20 = {instancePath:instancePath+"/title",schemaPath:"#/definitions/Title/type",keyword:"type",params:{type: schema43.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(typeof data7 === "string"){
if(func3(data7) > 200){
const err21 = {instancePath:instancePath+"/title",schemaPath:"#/definitions/Title/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(func3(data7) < 1){
const err22 = {instancePath:instancePath+"/title",schemaPath:"#/definitions/Title/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(!pattern12.test(data7)){
const err23 = {instancePath:instancePath+"/title",schemaPath:"#/definitions/Title/pattern",keyword:"pattern",params:{pattern: "^[^\\u0000-\\u001F\\u007F]+$"},message:"must match pattern \""+"^[^\\u0000-\\u001F\\u007F]+$"+"\""};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
}
if(data.styleId !== undefined){
let data8 = data.styleId;
if((typeof data8 !== "string") && (data8 !== null)){
const err24 = {instancePath:instancePath+"/styleId",schemaPath:"#/definitions/StyleRef/type",keyword:"type",params:{type: schema44.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(typeof data8 === "string"){
if(func3(data8) > 20){
const err25 = {instancePath:instancePath+"/styleId",schemaPath:"#/definitions/StyleRef/maxLength",keyword:"maxLength",params:{limit: 20},message:"must NOT have more than 20 characters"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(!pattern13.test(data8)){
const err26 = {instancePath:instancePath+"/styleId",schemaPath:"#/definitions/StyleRef/pattern",keyword:"pattern",params:{pattern: "^sty_[0-9a-f]{16}$"},message:"must match pattern \""+"^sty_[0-9a-f]{16}$"+"\""};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
}
if(data.scanLimitCounts !== undefined){
let data9 = data.scanLimitCounts;
if(typeof data9 !== "string"){
const err27 = {instancePath:instancePath+"/scanLimitCounts",schemaPath:"#/definitions/ScanLimitCounts/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(!((data9 === "views") || (data9 === "uniqueViews"))){
const err28 = {instancePath:instancePath+"/scanLimitCounts",schemaPath:"#/definitions/ScanLimitCounts/enum",keyword:"enum",params:{allowedValues: schema45.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data.domain !== undefined){
let data10 = data.domain;
if(typeof data10 === "string"){
if(func3(data10) > 253){
const err29 = {instancePath:instancePath+"/domain",schemaPath:"#/definitions/Hostname/maxLength",keyword:"maxLength",params:{limit: 253},message:"must NOT have more than 253 characters"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(func3(data10) < 1){
const err30 = {instancePath:instancePath+"/domain",schemaPath:"#/definitions/Hostname/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
else {
const err31 = {instancePath:instancePath+"/domain",schemaPath:"#/definitions/Hostname/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
}
else {
const err32 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
validate11.errors = vErrors;
return errors === 0;
}


function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(!(validate11(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate11.errors : vErrors.concat(validate11.errors);
errors = vErrors.length;
}
validate10.errors = vErrors;
return errors === 0;
}

export const validateBulkCreateQrCodesBody = validate26;
const schema47 = {"$ref":"#/definitions/BulkCreateRequest","definitions":{"WebhookEventType":{"type":"string","description":"What happened to a QR code: created, updated (target or options changed), deleted,\nor deactivated (its expiry passed or its scan limit was reached).\n","enum":["qrcode.created","qrcode.updated","qrcode.deleted","qrcode.deactivated"]},"CreateWebhookRequest":{"type":"object","additionalProperties":false,"required":["url","events"],"properties":{"url":{"type":"string","minLength":1,"maxLength":2048,"description":"Where events are POSTed; `http:` or `https:`, on a public address."},"events":{"type":"array","description":"The event types to send; at least one, no repeats.","minItems":1,"maxItems":4,"uniqueItems":true,"items":{"$ref":"#/definitions/WebhookEventType"}},"description":{"type":"string","maxLength":200,"description":"A note for people, shown in the list."}}},"Webhook":{"type":"object","description":"A webhook endpoint, without its secret.","required":["id","url","events","description","createdAt","disabledAt"],"properties":{"id":{"type":"string","description":"The endpoint's id.","maxLength":128},"url":{"type":"string","description":"Where events are POSTed.","maxLength":2048},"events":{"type":"array","description":"The event types sent to it.","items":{"$ref":"#/definitions/WebhookEventType"},"maxItems":4},"description":{"type":["string","null"],"description":"The note given at creation.","maxLength":500},"createdAt":{"type":"string","format":"date-time","description":"When it was registered.","maxLength":64},"disabledAt":{"type":["string","null"],"format":"date-time","description":"When it was disabled after 24 hours of failed deliveries; null while active.","maxLength":64},"disabledReason":{"type":"string","const":"webhook.disabled","description":"Present on a disabled endpoint."}}},"CreatedWebhookResponse":{"description":"A new endpoint, with its secret (shown this once).","allOf":[{"type":"object","required":["success","secret"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."},"secret":{"type":"string","description":"`whsec_` + base64 of the key bytes. Sign checks use the decoded bytes.","maxLength":128}}},{"$ref":"#/definitions/Webhook"}]},"WebhookList":{"type":"object","description":"The account's webhook endpoints.","required":["success","data"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."},"data":{"type":"array","description":"The endpoints, newest first.","items":{"$ref":"#/definitions/Webhook"},"maxItems":1000}}},"WebhookDelivery":{"type":"object","description":"One event's delivery to one endpoint.","required":["eventId","type","status","attempts","lastStatus","lastError","nextAttemptAt","createdAt"],"properties":{"eventId":{"type":"string","description":"The event id, sent as `webhook-id`; the same on every attempt.","maxLength":128},"type":{"$ref":"#/definitions/WebhookEventType"},"status":{"$ref":"#/definitions/WebhookDeliveryStatus"},"attempts":{"type":"integer","minimum":0,"description":"Attempts made so far.","format":"int32","maximum":10000},"lastStatus":{"type":["integer","null"],"description":"The HTTP status of the last attempt; null when none came back.","format":"int32","minimum":0,"maximum":599},"lastError":{"type":["string","null"],"description":"Why the last attempt failed, in words; null after a success.","maxLength":2000},"nextAttemptAt":{"type":["string","null"],"format":"date-time","description":"When the next attempt is due; null once delivered or given up.","maxLength":64},"createdAt":{"type":"string","format":"date-time","description":"When the event happened.","maxLength":64}}},"WebhookDeliveryStatus":{"type":"string","description":"pending (not yet delivered), delivered (a 2xx came back) or failed (given up after 24 hours, or the endpoint was disabled).","enum":["pending","delivered","failed"]},"WebhookDeliveryList":{"type":"object","description":"An endpoint's latest deliveries.","required":["success","data"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."},"data":{"type":"array","description":"Latest first.","items":{"$ref":"#/definitions/WebhookDelivery"},"maxItems":1000}}},"WebhookEvent":{"type":"object","description":"The body POSTed to an endpoint. Headers: `webhook-id` (= `id`), `webhook-timestamp`\n(Unix seconds) and `webhook-signature` (`v1,` + base64 HMAC-SHA256 of\n`id.timestamp.body` keyed with the secret's decoded bytes).\n","required":["id","type","createdAt","data"],"properties":{"id":{"type":"string","description":"The event id; the same on every attempt, so receivers can de-duplicate.","maxLength":128},"type":{"$ref":"#/definitions/WebhookEventType"},"createdAt":{"type":"string","format":"date-time","description":"When the change happened.","maxLength":64},"data":{"$ref":"#/definitions/QrCode"}}},"ShortId":{"type":"string","description":"The short identifier of a QR code; case-sensitive.","minLength":3,"maxLength":64,"pattern":"^[A-Za-z0-9_-]+$","examples":["aZ3kP9qX"]},"CustomShortId":{"type":"string","description":"A caller-chosen short id: 3–64 characters of `[A-Za-z0-9_-]`. Reserved words\n(case-insensitively: api, qrcode, docs, health, healthz, readyz, metrics, static,\nassets, keys, dashboard, login, admin, favicon.ico, robots.txt, .well-known,\nopenapi.json, openapi.yaml, bulk, export) are refused with `400`; an id in use or used before with\n`409`.\n","minLength":3,"maxLength":64,"pattern":"^[A-Za-z0-9_-]+$","examples":["spring-sale"]},"TargetUrl":{"type":"string","format":"uri","description":"The URL the short link redirects to: absolute `http:` or `https:`, at most 2048\ncharacters, without user-info or control characters, and not on the service's own\nshort-link host. Stored and returned in normalised form.\n","minLength":1,"maxLength":2048,"pattern":"^[Hh][Tt][Tt][Pp][Ss]?://","examples":["https://example.com/menu"]},"HexColor":{"type":"string","description":"A colour in hex form `#RRGGBB`; stored in lower case.","pattern":"^#[0-9A-Fa-f]{6}$","examples":["#1a2b3c"],"maxLength":7},"DotType":{"type":"string","description":"The shape of the dots, as the qr-code-styling library names them.","enum":["square","dots","rounded","extra-rounded","classy","classy-rounded"],"examples":["rounded"]},"Size":{"type":"integer","description":"A size in pixels, 64 to 4096.","minimum":64,"maximum":4096,"examples":[300],"format":"int32"},"QrCodeOptions":{"type":"object","description":"Styling options, named as in the qr-code-styling library. Every field is optional;\na missing field takes its default (300 × 300 px, square black dots on white, square\ncorners in the dots' colour, no margin, error correction Q, or H with an `image`).\n\n`image` puts an uploaded asset (`POST /assets`) in the centre; `gradient` on the dots,\ncorners or background replaces that part's `color`; `frameOptions` draws a frame with a\ncall to action. Every stop of a gradient keeps the contrast rule below.\n\nThe scan guard: before a style is stored the server renders it and decodes it with a QR\ndecoder at its own size (at most 1024 px a side); one that does not decode is refused with\n`422 UNSCANNABLE`, naming the option to change.\n\nThe dots must be darker than the background, with a contrast ratio of at least 3:1\n(WCAG's ratio for graphical objects): light-on-dark codes do not scan with common\ndecoders, and faint ones fail on paper and in glare. Other pairs are refused with `400`\nnaming the colour (`qrCodeOptions.dotsOptions.color`, or a corner colour).\n","additionalProperties":false,"properties":{"width":{"$ref":"#/definitions/Size"},"height":{"$ref":"#/definitions/Size"},"dotsOptions":{"type":"object","description":"The data dots.","additionalProperties":false,"properties":{"type":{"$ref":"#/definitions/DotType"},"color":{"$ref":"#/definitions/HexColor"},"gradient":{"$ref":"#/definitions/Gradient"}}},"backgroundOptions":{"type":"object","description":"The background.","additionalProperties":false,"properties":{"color":{"$ref":"#/definitions/HexColor"},"gradient":{"$ref":"#/definitions/Gradient"}}},"cornersSquareOptions":{"type":"object","description":"The three big squares in the corners (the finder patterns' outer rings).","additionalProperties":false,"properties":{"type":{"$ref":"#/definitions/CornerSquareType"},"color":{"$ref":"#/definitions/HexColor"},"gradient":{"$ref":"#/definitions/Gradient"}}},"cornersDotOptions":{"type":"object","description":"The dots inside the three corner squares.","additionalProperties":false,"properties":{"type":{"$ref":"#/definitions/CornerDotType"},"color":{"$ref":"#/definitions/HexColor"},"gradient":{"$ref":"#/definitions/Gradient"}}},"margin":{"$ref":"#/definitions/Margin"},"qrOptions":{"type":"object","description":"Options of the QR symbol itself.","additionalProperties":false,"properties":{"errorCorrectionLevel":{"$ref":"#/definitions/ErrorCorrectionLevel"}}},"image":{"$ref":"#/definitions/AssetId"},"imageOptions":{"$ref":"#/definitions/ImageOptions"},"frameOptions":{"$ref":"#/definitions/FrameOptions"}}},"Gradient":{"type":"object","description":"A colour gradient over the whole code (qr-code-styling's form). It replaces the part's\n`color`; every stop must keep the contrast rule against every background colour.\n","required":["colorStops"],"additionalProperties":false,"properties":{"type":{"$ref":"#/definitions/GradientType"},"rotation":{"type":"number","description":"The angle of a linear gradient in radians, clockwise from left-to-right; default 0.","minimum":-6.2832,"maximum":6.2832},"colorStops":{"type":"array","description":"Two to five stops, in order of offset.","minItems":2,"maxItems":5,"items":{"$ref":"#/definitions/ColorStop"}}}},"GradientType":{"type":"string","description":"A linear gradient along `rotation`, or a radial one from the centre. Default `linear`.","enum":["linear","radial"],"examples":["radial"]},"ColorStop":{"type":"object","description":"One colour of a gradient and where it falls, 0 (start or centre) to 1 (end or edge).","required":["offset","color"],"additionalProperties":false,"properties":{"offset":{"type":"number","minimum":0,"maximum":1},"color":{"$ref":"#/definitions/HexColor"}}},"ImageSize":{"type":"number","description":"The image's size as a share of the code's side, 0.1 to 0.5, default 0.4. A logo that hides\nmore modules than the error correction restores is refused by the scan guard\n(`422 UNSCANNABLE`); a square logo at 0.5 usually is.\n","minimum":0.1,"maximum":0.5,"examples":[0.4]},"ImageMargin":{"type":"integer","description":"Empty space around the image in pixels, 0 to 64, default 0.","minimum":0,"maximum":64,"examples":[4],"format":"int32"},"ImageOptions":{"type":"object","description":"How the `image` sits in the code (qr-code-styling's names).","additionalProperties":false,"properties":{"imageSize":{"$ref":"#/definitions/ImageSize"},"margin":{"$ref":"#/definitions/ImageMargin"},"hideBackgroundDots":{"type":"boolean","description":"Clear the dots under the image; default `true`."}}},"FrameType":{"type":"string","description":"`box`: a border with the text under the code; `banner`: a border and a band of the\nframe's colour under the code with the text on it. Default `none`.\n","enum":["none","box","banner"],"examples":["banner"]},"FrameText":{"type":"string","description":"The call to action, at most 24 characters of Latin-1 (the frame font's); default `SCAN ME`.","maxLength":24,"pattern":"^[ -~\\u00A0-\\u00FF]*$","examples":["SCAN ME"]},"FrameOptions":{"type":"object","description":"A frame around the code with a call to action, drawn in SVG, PNG and PDF alike.","additionalProperties":false,"properties":{"type":{"$ref":"#/definitions/FrameType"},"text":{"$ref":"#/definitions/FrameText"},"color":{"$ref":"#/definitions/HexColor"},"textColor":{"$ref":"#/definitions/HexColor"}}},"AssetId":{"type":"string","description":"An uploaded image of the account (`ast_` and 16 hex characters); an id that is not one of the account's is refused with `400`.","pattern":"^ast_[0-9a-f]{16}$","maxLength":20,"examples":["ast_3f9a2c7d1e8b4c60"]},"AssetContentType":{"type":"string","description":"The type of an uploaded image.","enum":["image/png","image/jpeg","image/svg+xml"]},"Asset":{"type":"object","description":"An uploaded image, without its bytes.","required":["id","contentType","width","height","bytes","createdAt"],"properties":{"id":{"$ref":"#/definitions/AssetId"},"contentType":{"$ref":"#/definitions/AssetContentType"},"width":{"type":"integer","format":"int32","description":"Its width in pixels (an SVG's in user units), read from the image.","minimum":1,"maximum":1000000},"height":{"type":"integer","format":"int32","description":"Its height in pixels (an SVG's in user units), read from the image.","minimum":1,"maximum":1000000},"bytes":{"type":"integer","format":"int32","description":"Its size as stored (an SVG after sanitising).","minimum":1,"maximum":524288},"createdAt":{"type":"string","format":"date-time","description":"When it was uploaded.","maxLength":64}}},"AssetResponse":{"description":"One asset.","allOf":[{"type":"object","required":["success"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."}}},{"$ref":"#/definitions/Asset"}]},"AssetList":{"type":"object","description":"The account's assets.","required":["success","data"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."},"data":{"type":"array","description":"The assets, newest first.","items":{"$ref":"#/definitions/Asset"},"maxItems":1000}}},"StyleId":{"type":"string","description":"A style template of the account (`sty_` and 16 hex characters).","pattern":"^sty_[0-9a-f]{16}$","maxLength":20,"examples":["sty_5c1e9a7b3d2f4e80"]},"StyleRef":{"type":["string","null"],"description":"The style template the code is drawn with (`sty_` and 16 hex characters), instead of\noptions of its own; `null`: none. An id that is not one of the account's templates is\nrefused with `400`. A request may carry `styleId` or `qrCodeOptions`, not both (`400`).\nOn update, `null` detaches the code and keeps the template's options as its own.\n","pattern":"^sty_[0-9a-f]{16}$","maxLength":20},"StyleName":{"type":"string","description":"What the account calls the template; 1–100 characters, no control characters.","minLength":1,"maxLength":100,"pattern":"^[^\\u0000-\\u001F\\u007F]+$"},"Style":{"type":"object","description":"A named set of styling options that the account's codes share.","required":["id","name","qrCodeOptions","createdAt","updatedAt"],"properties":{"id":{"$ref":"#/definitions/StyleId"},"name":{"$ref":"#/definitions/StyleName"},"qrCodeOptions":{"$ref":"#/definitions/ResolvedQrCodeOptions"},"createdAt":{"type":"string","format":"date-time","description":"When it was created.","maxLength":64},"updatedAt":{"type":"string","format":"date-time","description":"When it was last replaced; equal to `createdAt` on creation.","maxLength":64}}},"StyleResponse":{"description":"One style template.","allOf":[{"type":"object","required":["success"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."}}},{"$ref":"#/definitions/Style"}]},"StyleList":{"type":"object","description":"A page of the account's style templates.","required":["success","data","pagination"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."},"data":{"type":"array","description":"The templates of this page, oldest first.","items":{"$ref":"#/definitions/Style"},"maxItems":100},"pagination":{"$ref":"#/definitions/Pagination"}}},"CreateStyleRequest":{"type":"object","description":"A new style template. Unknown fields are refused.","required":["name","qrCodeOptions"],"additionalProperties":false,"properties":{"name":{"$ref":"#/definitions/StyleName"},"qrCodeOptions":{"$ref":"#/definitions/QrCodeOptions"}}},"UpdateStyleRequest":{"type":"object","description":"The template's new name and options, replacing the stored ones. Unknown fields are refused.","required":["name","qrCodeOptions"],"additionalProperties":false,"properties":{"name":{"$ref":"#/definitions/StyleName"},"qrCodeOptions":{"$ref":"#/definitions/QrCodeOptions"}}},"CornerSquareType":{"type":"string","description":"The shape of the corner squares, as qr-code-styling names them. Default `square`.\nqr-code-styling's `dot` rings are not offered: circular finder rings failed to decode in\nour scan tests at several sizes, and every image dynqr serves must scan.\n","enum":["square","extra-rounded"],"examples":["extra-rounded"]},"CornerDotType":{"type":"string","description":"The shape of the dots inside the corner squares. Default `square`.","enum":["square","dot"],"examples":["dot"]},"Margin":{"type":"integer","description":"Empty space around the code in pixels, 0 to 512, default 0. A quiet zone of 4 modules is\nalways kept inside it, so a code scans with any margin.\n","minimum":0,"maximum":512,"examples":[16],"format":"int32"},"ErrorCorrectionLevel":{"type":"string","description":"How much of the symbol may be damaged and still read: L 7 %, M 15 %, Q 25 % (default, as\nin qr-code-styling), H 30 %. Higher levels make denser codes.\n","enum":["L","M","Q","H"],"examples":["Q"]},"ResolvedQrCodeOptions":{"type":"object","description":"The stored styling options with every default filled in.","required":["width","height","dotsOptions","backgroundOptions","cornersSquareOptions","cornersDotOptions","margin","qrOptions"],"properties":{"cornersSquareOptions":{"type":"object","required":["type","color"],"properties":{"type":{"$ref":"#/definitions/CornerSquareType"},"color":{"$ref":"#/definitions/HexColor"},"gradient":{"$ref":"#/definitions/Gradient"}}},"cornersDotOptions":{"type":"object","required":["type","color"],"properties":{"type":{"$ref":"#/definitions/CornerDotType"},"color":{"$ref":"#/definitions/HexColor"},"gradient":{"$ref":"#/definitions/Gradient"}}},"margin":{"$ref":"#/definitions/Margin"},"qrOptions":{"type":"object","required":["errorCorrectionLevel"],"properties":{"errorCorrectionLevel":{"$ref":"#/definitions/ErrorCorrectionLevel"}}},"width":{"$ref":"#/definitions/Size"},"height":{"$ref":"#/definitions/Size"},"dotsOptions":{"type":"object","required":["type","color"],"properties":{"type":{"$ref":"#/definitions/DotType"},"color":{"$ref":"#/definitions/HexColor"},"gradient":{"$ref":"#/definitions/Gradient"}}},"backgroundOptions":{"type":"object","required":["color"],"properties":{"color":{"$ref":"#/definitions/HexColor"},"gradient":{"$ref":"#/definitions/Gradient"}}},"image":{"$ref":"#/definitions/AssetId"},"imageOptions":{"type":"object","description":"Present with an `image`, every default filled in.","required":["imageSize","margin","hideBackgroundDots"],"properties":{"imageSize":{"$ref":"#/definitions/ImageSize"},"margin":{"$ref":"#/definitions/ImageMargin"},"hideBackgroundDots":{"type":"boolean","description":"Whether the dots under the image are cleared."}}},"frameOptions":{"type":"object","description":"Present when a frame is drawn, every default filled in.","required":["type","text","color","textColor"],"properties":{"type":{"$ref":"#/definitions/FrameType"},"text":{"$ref":"#/definitions/FrameText"},"color":{"$ref":"#/definitions/HexColor"},"textColor":{"$ref":"#/definitions/HexColor"}}}}},"DomainId":{"type":"string","description":"The id of a custom domain (`dom_` and 16 hex characters).","pattern":"^dom_[0-9a-f]{16}$","maxLength":20,"examples":["dom_4f9c2a7d1e8b3c60"]},"Hostname":{"type":"string","description":"A DNS name, lower case, without a trailing dot or port: not an IP address, not\n`localhost` or a name under it, not the server's own host.\n","minLength":1,"maxLength":253,"examples":["menu.example.com"]},"DomainStatus":{"type":"string","description":"`pending` until its TXT record was seen, then `verified`.","enum":["pending","verified"],"examples":["verified"]},"DomainRedirectUrl":{"type":["string","null"],"format":"uri","maxLength":2048,"description":"An `http:` or `https:` URL, or `null` (a `404`).","examples":["https://example.com/"]},"CreateDomainRequest":{"type":"object","description":"A hostname to add. Unknown fields are refused.","required":["hostname"],"additionalProperties":false,"properties":{"hostname":{"$ref":"#/definitions/Hostname"}}},"UpdateDomainRequest":{"type":"object","description":"The redirects to change. Unknown fields (the hostname among them) are refused.","additionalProperties":false,"properties":{"rootRedirectUrl":{"$ref":"#/definitions/DomainRedirectUrl"},"notFoundUrl":{"$ref":"#/definitions/DomainRedirectUrl"}}},"DomainVerification":{"type":"object","description":"The DNS record that proves the hostname is the account's.","required":["type","name","value"],"properties":{"type":{"type":"string","const":"TXT","description":"Always a TXT record."},"name":{"type":"string","description":"The record's name, `_dynqr.<hostname>`.","maxLength":300},"value":{"type":"string","description":"The record's value, `dynqr-verify=<token>`.","maxLength":100}}},"Domain":{"type":"object","description":"A custom domain of the account.","required":["id","hostname","status","verification","rootRedirectUrl","notFoundUrl","createdAt","verifiedAt"],"properties":{"id":{"$ref":"#/definitions/DomainId"},"hostname":{"$ref":"#/definitions/Hostname"},"status":{"$ref":"#/definitions/DomainStatus"},"verification":{"$ref":"#/definitions/DomainVerification"},"rootRedirectUrl":{"$ref":"#/definitions/DomainRedirectUrl"},"notFoundUrl":{"$ref":"#/definitions/DomainRedirectUrl"},"createdAt":{"type":"string","format":"date-time","description":"When it was added.","maxLength":64},"verifiedAt":{"type":["string","null"],"format":"date-time","description":"When its record was first seen; `null` while pending.","maxLength":64}}},"DomainResponse":{"description":"A domain, as every answer about one carries it.","allOf":[{"type":"object","required":["success"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true`."}}},{"$ref":"#/definitions/Domain"}]},"DomainList":{"type":"object","description":"The account's domains.","required":["success","data"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true`."},"data":{"type":"array","description":"The domains, oldest first.","maxItems":1000,"items":{"$ref":"#/definitions/Domain"}}}},"TlsAllowed":{"type":"object","description":"The name is a verified custom domain.","required":["domain","allowed"],"properties":{"domain":{"type":"string","description":"The name asked about.","maxLength":253},"allowed":{"type":"boolean","const":true,"description":"Always `true` (a name not allowed is `404`)."}}},"CreateQrCodeRequest":{"type":"object","description":"The fields of a new QR code. Unknown fields are refused.","required":["targetUrl"],"additionalProperties":false,"properties":{"targetUrl":{"$ref":"#/definitions/TargetUrl"},"customShortId":{"$ref":"#/definitions/CustomShortId"},"qrCodeOptions":{"$ref":"#/definitions/QrCodeOptions"},"expiresAt":{"$ref":"#/definitions/ExpiresAt"},"maxScans":{"$ref":"#/definitions/MaxScans"},"fallbackUrl":{"$ref":"#/definitions/FallbackUrl"},"active":{"type":"boolean","description":"Whether the short link sends scanners to the target; `false` sends them to\n`fallbackUrl` or a `410` page. Defaults to `true`.\n"},"title":{"$ref":"#/definitions/Title"},"styleId":{"$ref":"#/definitions/StyleRef"},"scanLimitCounts":{"$ref":"#/definitions/ScanLimitCounts"},"domain":{"$ref":"#/definitions/Hostname","description":"A verified custom domain of the account (`GET /domains`) to serve the code on: its\n`qrCodeUrl` is then `https://<domain>/<shortId>`, answered on that host only. Fixed\nat creation: an update (`PUT`) naming `domain` is `400 INVALID_REQUEST` (an unknown field),\nso printed codes never break. A hostname that is not the account's is `400`; one\nstill pending is `422 DOMAIN_NOT_VERIFIED`.\n"}}},"UpdateQrCodeRequest":{"type":"object","description":"The fields to change. Unknown fields, and `shortId`, `views`, `createdAt`, are refused.\n`null` clears `expiresAt`, `maxScans`, `fallbackUrl` or `title`.\n","additionalProperties":false,"properties":{"targetUrl":{"$ref":"#/definitions/TargetUrl"},"qrCodeOptions":{"$ref":"#/definitions/QrCodeOptions"},"expiresAt":{"$ref":"#/definitions/ExpiresAt"},"maxScans":{"$ref":"#/definitions/MaxScans"},"fallbackUrl":{"$ref":"#/definitions/FallbackUrl"},"active":{"type":"boolean","description":"Whether the short link sends scanners to the target; `false` sends them to\n`fallbackUrl` or a `410` page. Defaults to `true`.\n"},"title":{"$ref":"#/definitions/Title"},"styleId":{"$ref":"#/definitions/StyleRef"},"scanLimitCounts":{"$ref":"#/definitions/ScanLimitCounts"}}},"QrCode":{"type":"object","description":"A dynamic QR code.","required":["shortId","qrCodeUrl","editUrl","targetUrl","views","qrCodeOptions","createdAt","updatedAt","expiresAt","maxScans","fallbackUrl","active","title","styleId","scanLimitCounts"],"properties":{"shortId":{"$ref":"#/definitions/ShortId"},"qrCodeUrl":{"type":"string","format":"uri","description":"The public short link, `{site_url}/<shortId>` (`https://<domain>/<shortId>` on a custom domain); the text the QR code encodes.","maxLength":2048},"editUrl":{"type":"string","format":"uri","description":"The edit page, `{site_url}/qrcode/edit/<shortId>`.","maxLength":2048},"targetUrl":{"type":"string","format":"uri","description":"Where the short link redirects now.","maxLength":2048},"views":{"type":"integer","minimum":0,"description":"Human scans of the short link: `GET` requests that were redirected, not `HEAD`,\nprefetches, bots or link previewers. `0` on a new code.\n","format":"int64","maximum":9007199254740991},"qrCodeOptions":{"$ref":"#/definitions/ResolvedQrCodeOptions"},"createdAt":{"type":"string","format":"date-time","description":"Creation time, ISO 8601 in UTC with milliseconds.","maxLength":64},"updatedAt":{"type":"string","format":"date-time","description":"Last time the target, styling or a lifecycle field changed; equal to `createdAt`\non creation.\n","maxLength":64},"expiresAt":{"$ref":"#/definitions/ExpiresAt"},"maxScans":{"$ref":"#/definitions/MaxScans"},"fallbackUrl":{"$ref":"#/definitions/FallbackUrl"},"active":{"type":"boolean","description":"Whether the owner has the code switched on (`true` unless set to `false`)."},"title":{"$ref":"#/definitions/Title"},"styleId":{"$ref":"#/definitions/StyleRef"},"scanLimitCounts":{"$ref":"#/definitions/ScanLimitCounts"},"domain":{"type":["string","null"],"description":"The custom domain the code is served on (its `qrCodeUrl` is `https://<domain>/<shortId>`),\nfixed at creation. Absent (or `null`) on a code served on the site's own address.\n","maxLength":253}}},"ScanLimitCounts":{"type":"string","description":"What `maxScans` counts. `views` (the default): every view. `uniqueViews`: the code's\nunique views over its life (the sum of its daily unique views, see `getQrCodeStats`), so\nthat one person reloading the code does not use it up; the code is used up when they\nreach `maxScans`, and from then on every scan goes to `fallbackUrl` or a `410` page.\nExact under concurrent scans.\n","enum":["views","uniqueViews"]},"Title":{"type":["string","null"],"description":"What the owner calls the code (\"Menu — table tent 4\"): shown in the dashboard and\nmatched by the list's `q`. 1–200 characters, no control characters; `null`: no title\n(on create, leaving it out is the same; on update, `null` removes it).\n","minLength":1,"maxLength":200,"pattern":"^[^\\u0000-\\u001F\\u007F]+$","examples":["Menu — table tent 4"]},"ExpiresAt":{"type":["string","null"],"format":"date-time","description":"When the code stops sending scanners to its target, ISO 8601 (stored in UTC with\nmilliseconds). From that instant on, scans go to `fallbackUrl` or a `410` page.\n`null`: never.\n","examples":["2026-12-31T23:00:00.000Z"],"maxLength":64},"MaxScans":{"type":["integer","null"],"minimum":1,"maximum":1000000000,"description":"The number of human views (or, with `scanLimitCounts: uniqueViews`, unique views) after\nwhich the code stops sending scanners to its target.\nThe scan that reaches the limit is still a view and still goes to the target; later\nones go to `fallbackUrl` or a `410` page and count as fallback hits. Exact under\nconcurrent scans. `null`: no limit.\n","examples":[100],"format":"int64"},"FallbackUrl":{"type":["string","null"],"format":"uri","description":"Where scanners go when the code is inactive, expired or at its `maxScans`; the same\nrules as `targetUrl`. `null`: such scans get a `410` page saying the code is no\nlonger active.\n","minLength":1,"maxLength":2048,"pattern":"^[Hh][Tt][Tt][Pp][Ss]?://","examples":["https://example.com/offer-ended"]},"BulkCreateRequest":{"type":"object","description":"Up to 100 QR codes to create. Each item is a create body (see `createQrCode`) and is\nvalidated on its own; only an item that is not a JSON object fails the whole request.\n","required":["items"],"additionalProperties":false,"properties":{"items":{"type":"array","minItems":1,"maxItems":100,"description":"The create bodies, 1 to 100.","items":{"type":"object","description":"A create body, as for `createQrCode`; its fields are checked item by item.","additionalProperties":true}}}},"BulkCreateResult":{"type":"object","description":"The outcome of one bulk item.","required":["index","status"],"properties":{"index":{"type":"integer","minimum":0,"description":"The item's position in the request, from 0.","format":"int32","maximum":99},"status":{"type":"integer","description":"The HTTP status `createQrCode` would have answered for this item (`201`, `400`, `409`, `422` for styling that does not scan).","examples":[201],"format":"int32","minimum":0,"maximum":599},"qrCode":{"$ref":"#/definitions/QrCode"},"error":{"$ref":"#/definitions/Error"}}},"BulkCreateResponse":{"type":"object","description":"One result per item, in the order of the request.","required":["success","data"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true`; each item says whether it succeeded."},"data":{"type":"array","description":"The results, in the order of the request's items.","items":{"$ref":"#/definitions/BulkCreateResult"},"maxItems":100}}},"BulkUpdateRequest":{"type":"object","description":"Up to 100 changes. Each item names a code (`shortId`), may carry `ifMatch` (the code's\n`ETag`, as the `If-Match` header) and the fields of an update body (see `updateQrCode`);\neach is validated on its own.\n","required":["items"],"additionalProperties":false,"properties":{"items":{"type":"array","minItems":1,"maxItems":100,"description":"The changes, 1 to 100.","items":{"type":"object","description":"`shortId`, optional `ifMatch`, and update fields; checked item by item.","additionalProperties":true}}}},"BulkChangeResult":{"type":"object","description":"The outcome of one item of a bulk change or delete.","required":["index","status"],"properties":{"index":{"type":"integer","minimum":0,"maximum":99,"format":"int32","description":"The item's position in the request, from 0."},"shortId":{"type":"string","maxLength":256,"description":"The code the item named (absent when the item named none)."},"status":{"type":"integer","minimum":0,"maximum":599,"format":"int32","description":"The HTTP status the single-code operation would have answered (`200`, `204`, `400`, `404`, `412`, `422` for styling that does not scan).","examples":[200]},"qrCode":{"$ref":"#/definitions/QrCode"},"error":{"$ref":"#/definitions/Error"}}},"BulkChangeResponse":{"type":"object","description":"One result per item, in the order of the request.","required":["success","data"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true`; each item says whether it succeeded."},"data":{"type":"array","maxItems":100,"description":"The results, in the order of the request's items.","items":{"$ref":"#/definitions/BulkChangeResult"}}}},"StatsInterval":{"type":"string","description":"The width of a stats bucket, in UTC.","enum":["hour","day"],"examples":["day"]},"ScanCounts":{"type":"object","description":"Scans of a short link, by kind.","required":["views","uniqueViews","botHits","fallbackHits"],"properties":{"views":{"type":"integer","minimum":0,"description":"Human scans sent to the target (they count towards `views` and `maxScans`).","format":"int64","maximum":9007199254740991},"uniqueViews":{"type":"integer","minimum":0,"description":"Views whose visitor had not viewed the code earlier that UTC day (at most `views`).","format":"int64","maximum":9007199254740991},"botHits":{"type":"integer","minimum":0,"description":"`HEAD` requests, prefetches, bots and link previewers.","format":"int64","maximum":9007199254740991},"fallbackHits":{"type":"integer","minimum":0,"description":"Human scans of an inactive, expired or exhausted code.","format":"int64","maximum":9007199254740991}}},"StatsBucket":{"description":"The scans of one hour or one day.","allOf":[{"type":"object","required":["start"],"properties":{"start":{"type":"string","format":"date-time","description":"The start of the bucket, UTC.","maxLength":64}}},{"$ref":"#/definitions/ScanCounts"}]},"QrCodeStats":{"type":"object","description":"A code's scans over a time range, bucket by bucket.","required":["success","shortId","interval","from","to","totals","series"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."},"shortId":{"$ref":"#/definitions/ShortId"},"interval":{"$ref":"#/definitions/StatsInterval"},"from":{"type":"string","format":"date-time","description":"The start of the first bucket (the requested `from` rounded down to the interval).","maxLength":64},"to":{"type":"string","format":"date-time","description":"The end of the range (exclusive), as requested.","maxLength":64},"totals":{"$ref":"#/definitions/ScanCounts"},"series":{"type":"array","description":"Every bucket of the range in time order, zeros included.","items":{"$ref":"#/definitions/StatsBucket"},"maxItems":1000},"breakdown":{"$ref":"#/definitions/StatsBreakdown"}}},"AccountStats":{"type":"object","description":"The scans of all an account's codes over a time range, bucket by bucket.","required":["success","interval","from","to","totals","series"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."},"interval":{"$ref":"#/definitions/StatsInterval"},"from":{"type":"string","format":"date-time","description":"The start of the first bucket (the requested `from` rounded down to the interval).","maxLength":64},"to":{"type":"string","format":"date-time","description":"The end of the range (exclusive), as requested.","maxLength":64},"totals":{"$ref":"#/definitions/ScanCounts"},"series":{"type":"array","description":"Every bucket of the range in time order, zeros included.","items":{"$ref":"#/definitions/StatsBucket"},"maxItems":1000},"breakdown":{"$ref":"#/definitions/StatsBreakdown"}}},"StatsBreakdown":{"type":"array","description":"Present only with `groupBy`: the range's views by value, most views first (ties by\nvalue). Their views add up exactly to `totals.views`.\n","items":{"$ref":"#/definitions/StatsBreakdownItem"},"maxItems":100000},"StatsBreakdownItem":{"type":"object","description":"The views of one value of the grouped dimension.","required":["value","views","uniqueViews"],"properties":{"value":{"type":["string","null"],"maxLength":256,"description":"The value: an ISO 3166-1 alpha-2 country code; a device (`mobile`, `tablet`,\n`desktop`, `other`); an OS (`iOS`, `Android`, `Windows`, `macOS`, `Linux`,\n`ChromeOS`, `other`); a browser (`Safari`, `Chrome`, `Firefox`, `Edge`,\n`Samsung Internet`, `Opera`, `other`); a referrer host; a primary language subtag\n(an ISO 639 code; others are unknown); or a `shortId`. `null` when unknown. Per code and day at most 100 distinct referrers\nand 100 distinct languages are kept: later new values of that day count as\n`(other)`, so anonymous scanners cannot grow a code's analytics without bound.\n"},"views":{"type":"integer","minimum":0,"format":"int64","maximum":9007199254740991,"description":"Views with this value."},"uniqueViews":{"type":"integer","minimum":0,"format":"int64","maximum":9007199254740991,"description":"Unique views with this value."}}},"StatsDimension":{"type":"string","description":"A dimension a code's views are grouped by.","enum":["country","device","os","browser","referrer","language"],"examples":["country"]},"AccountStatsDimension":{"type":"string","description":"A dimension the account's views are grouped by; `shortId` gives the top codes, `domain` the views of each custom domain (`null`: the codes on the site's own address).","enum":["country","device","os","browser","referrer","language","shortId","domain"],"examples":["shortId"]},"StatsCsv":{"type":"string","description":"RFC 4180 CSV with a header row: `value,views,uniqueViews` for a breakdown (an empty\nvalue for unknown), else `start,views,uniqueViews,botHits,fallbackHits` per bucket.\nA value that starts with `=`, `+`, `-`, `@`, tab or carriage return is written with a\nleading `'`, so that a spreadsheet never runs it as a formula.\n(Its examples are the operations' own, so that a mock answers each with its own series.)\n","maxLength":100000000},"QrCodeResponse":{"description":"A QR code as a single-object response, with `success` at the top level.","allOf":[{"type":"object","required":["success"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."}}},{"$ref":"#/definitions/QrCode"}]},"QrCodeList":{"type":"object","description":"A page of QR codes.","required":["success","data","pagination"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."},"data":{"type":"array","description":"The QR codes of this page, in the requested order.","items":{"$ref":"#/definitions/QrCode"},"maxItems":100},"pagination":{"$ref":"#/definitions/Pagination"}}},"Pagination":{"type":"object","description":"Where this page stands in the whole list.","required":["total","limit","offset","hasMore"],"properties":{"total":{"type":"integer","minimum":0,"description":"Number of the caller's QR codes in all.","format":"int64","maximum":9007199254740991},"limit":{"type":"integer","minimum":1,"maximum":100,"description":"The page size used.","format":"int32"},"offset":{"type":"integer","minimum":0,"description":"The number of items skipped.","format":"int64","maximum":9007199254740991},"hasMore":{"type":"boolean","description":"Whether items follow this page (`offset + data.length < total`)."}}},"SortField":{"type":"string","description":"A field QR codes can be listed by. Ties are ordered by `shortId`.","enum":["createdAt","updatedAt","views"],"examples":["views"]},"SortOrder":{"type":"string","description":"The direction of an order.","enum":["asc","desc"],"examples":["asc"]},"ImageFormat":{"type":"string","description":"The format of a QR code image.","enum":["svg","png","pdf"],"examples":["png"]},"Scope":{"type":"string","description":"What an API key may do. `qrcodes:read`: read codes, lists and images.\n`qrcodes:write`: everything `qrcodes:read` may, and create, change and delete codes.\n`keys:manage`: list, create and revoke the account's keys.\n","enum":["qrcodes:read","qrcodes:write","keys:manage"],"examples":["qrcodes:read"]},"ApiKey":{"type":"object","description":"An API key as its account holder sees it. Never the key itself or its hash.","required":["id","name","prefix","scopes","createdAt","lastUsedAt","expiresAt","revokedAt"],"properties":{"id":{"type":"string","description":"The key's id, used to revoke it.","pattern":"^key_[0-9A-Za-z]{12}$","examples":["key_8fKq2LmZ0aBc"],"maxLength":128},"name":{"type":["string","null"],"description":"What the key is for.","maxLength":200},"prefix":{"type":"string","description":"The first characters after `dqr_`, to tell keys apart.","minLength":1,"maxLength":8},"scopes":{"type":"array","description":"What the key may do.","items":{"$ref":"#/definitions/Scope"},"maxItems":3},"createdAt":{"type":"string","format":"date-time","description":"Creation time, ISO 8601 in UTC.","maxLength":64},"lastUsedAt":{"type":["string","null"],"format":"date-time","description":"When the key was last used (recorded at most once a minute); `null` if never.","maxLength":64},"expiresAt":{"type":["string","null"],"format":"date-time","description":"When the key stops working; `null` if never.","maxLength":64},"revokedAt":{"type":["string","null"],"format":"date-time","description":"When the key was revoked; `null` while it is not.","maxLength":64}}},"ApiKeyList":{"type":"object","description":"The account's API keys, newest first.","required":["success","data"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."},"data":{"type":"array","description":"The keys, newest first, revoked ones included.","items":{"$ref":"#/definitions/ApiKey"},"maxItems":1000}}},"CreateApiKeyRequest":{"type":"object","description":"A new API key. Unknown fields are refused.","required":["name"],"additionalProperties":false,"properties":{"name":{"type":"string","description":"What the key is for, 1–100 characters.","minLength":1,"maxLength":100},"scopes":{"type":"array","description":"What the key may do; default `[\"qrcodes:write\"]`.","minItems":1,"maxItems":3,"uniqueItems":true,"items":{"$ref":"#/definitions/Scope"}},"expiresAt":{"type":"string","format":"date-time","description":"When the key stops working, in the future (ISO 8601).","maxLength":64}}},"CreatedApiKeyResponse":{"description":"A new key, with the secret `key` shown this once.","allOf":[{"type":"object","required":["success","key"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."},"key":{"type":"string","description":"The API key. Store it now; it cannot be shown again.","pattern":"^dqr_[0-9A-Za-z]{32,128}$","maxLength":128}}},{"$ref":"#/definitions/ApiKey"}]},"ErrorCode":{"type":"string","description":"A stable, machine-readable error code:\n\n| status | error | when |\n|---|---|---|\n| 400 | INVALID_REQUEST | the request is invalid, e.g. `targetUrl` missing |\n| 401 | UNAUTHORIZED | the API key is invalid or missing |\n| 403 | FORBIDDEN | the key lacks the scope the operation needs |\n| 404 | NOT_FOUND | the QR code (or API key) does not exist for this account |\n| 409 | CONFLICT | the custom short id is taken, the asset or template is in use, or a request with the same `Idempotency-Key` is still running |\n| 409 | LIMIT_REACHED | the account holds as many of something (codes, assets, style templates, API keys, webhook endpoints, custom domains) as its cap allows; the message names the cap's variable |\n| 412 | PRECONDITION_FAILED | `If-Match` names none of the code's current ETag |\n| 413 | PAYLOAD_TOO_LARGE | the body is larger than 16 KiB |\n| 415 | UNSUPPORTED_MEDIA_TYPE | the body is not `application/json` |\n| 422 | IDEMPOTENCY_KEY_REUSED | the `Idempotency-Key` was used with another request |\n| 422 | UNSCANNABLE | the styling does not decode; the details name the option to change |\n| 422 | DOMAIN_NOT_VERIFIED | the custom domain's TXT record was not found (verify), or a code names a domain still pending |\n| 429 | RATE_LIMITED | too many requests; see `Retry-After` |\n| 500 | INTERNAL_ERROR | the service failed |\n| 503 | SERVICE_UNAVAILABLE | the store cannot commit right now; nothing changed, see `Retry-After` |\n","enum":["INVALID_REQUEST","UNAUTHORIZED","FORBIDDEN","NOT_FOUND","CONFLICT","LIMIT_REACHED","PRECONDITION_FAILED","PAYLOAD_TOO_LARGE","UNSUPPORTED_MEDIA_TYPE","IDEMPOTENCY_KEY_REUSED","UNSCANNABLE","DOMAIN_NOT_VERIFIED","RATE_LIMITED","INTERNAL_ERROR","SERVICE_UNAVAILABLE"]},"Error":{"type":"object","description":"The body of every error response.","required":["error","message"],"properties":{"error":{"$ref":"#/definitions/ErrorCode"},"message":{"type":"string","description":"Human-readable text; the documented cases keep their exact words.","maxLength":2000},"details":{"type":"array","description":"On validation errors, every problem found, by field.","items":{"$ref":"#/definitions/ErrorDetail"},"maxItems":100},"requestId":{"type":"string","description":"The id of the request, as in the `x-request-id` header.","maxLength":128}}},"ErrorDetail":{"type":"object","description":"One validation problem.","required":["field","message"],"properties":{"field":{"type":"string","description":"The offending field as a dotted path (`qrCodeOptions.width`), or the query parameter.","maxLength":200},"message":{"type":"string","description":"What is wrong with it.","maxLength":2000}}},"Health":{"type":"object","description":"The state of the process and its store.","required":["status"],"properties":{"status":{"$ref":"#/definitions/HealthStatus"},"store":{"$ref":"#/definitions/StoreKind"}}},"HealthStatus":{"type":"string","description":"`ok` when up (and, for readiness, when the store answers).","enum":["ok","unavailable"],"examples":["ok"]},"StoreKind":{"type":"string","description":"The kind of store, on the readiness probe.","enum":["sqlite","memory","postgres"],"examples":["sqlite"]}}};
const schema48 = {"type":"object","description":"Up to 100 QR codes to create. Each item is a create body (see `createQrCode`) and is\nvalidated on its own; only an item that is not a JSON object fails the whole request.\n","required":["items"],"additionalProperties":false,"properties":{"items":{"type":"array","minItems":1,"maxItems":100,"description":"The create bodies, 1 to 100.","items":{"type":"object","description":"A create body, as for `createQrCode`; its fields are checked item by item.","additionalProperties":true}}}};

function validate26(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.items === undefined){
const err0 = {instancePath,schemaPath:"#/definitions/BulkCreateRequest/required",keyword:"required",params:{missingProperty: "items"},message:"must have required property '"+"items"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(key0 === "items")){
const err1 = {instancePath,schemaPath:"#/definitions/BulkCreateRequest/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.items !== undefined){
let data0 = data.items;
if(Array.isArray(data0)){
if(data0.length > 100){
const err2 = {instancePath:instancePath+"/items",schemaPath:"#/definitions/BulkCreateRequest/properties/items/maxItems",keyword:"maxItems",params:{limit: 100},message:"must NOT have more than 100 items"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data0.length < 1){
const err3 = {instancePath:instancePath+"/items",schemaPath:"#/definitions/BulkCreateRequest/properties/items/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
}
else {
const err4 = {instancePath:instancePath+"/items/" + i0,schemaPath:"#/definitions/BulkCreateRequest/properties/items/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
else {
const err5 = {instancePath:instancePath+"/items",schemaPath:"#/definitions/BulkCreateRequest/properties/items/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
else {
const err6 = {instancePath,schemaPath:"#/definitions/BulkCreateRequest/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
validate26.errors = vErrors;
return errors === 0;
}

export const validateBulkUpdateQrCodesBody = validate27;
const schema49 = {"$ref":"#/definitions/BulkUpdateRequest","definitions":{"WebhookEventType":{"type":"string","description":"What happened to a QR code: created, updated (target or options changed), deleted,\nor deactivated (its expiry passed or its scan limit was reached).\n","enum":["qrcode.created","qrcode.updated","qrcode.deleted","qrcode.deactivated"]},"CreateWebhookRequest":{"type":"object","additionalProperties":false,"required":["url","events"],"properties":{"url":{"type":"string","minLength":1,"maxLength":2048,"description":"Where events are POSTed; `http:` or `https:`, on a public address."},"events":{"type":"array","description":"The event types to send; at least one, no repeats.","minItems":1,"maxItems":4,"uniqueItems":true,"items":{"$ref":"#/definitions/WebhookEventType"}},"description":{"type":"string","maxLength":200,"description":"A note for people, shown in the list."}}},"Webhook":{"type":"object","description":"A webhook endpoint, without its secret.","required":["id","url","events","description","createdAt","disabledAt"],"properties":{"id":{"type":"string","description":"The endpoint's id.","maxLength":128},"url":{"type":"string","description":"Where events are POSTed.","maxLength":2048},"events":{"type":"array","description":"The event types sent to it.","items":{"$ref":"#/definitions/WebhookEventType"},"maxItems":4},"description":{"type":["string","null"],"description":"The note given at creation.","maxLength":500},"createdAt":{"type":"string","format":"date-time","description":"When it was registered.","maxLength":64},"disabledAt":{"type":["string","null"],"format":"date-time","description":"When it was disabled after 24 hours of failed deliveries; null while active.","maxLength":64},"disabledReason":{"type":"string","const":"webhook.disabled","description":"Present on a disabled endpoint."}}},"CreatedWebhookResponse":{"description":"A new endpoint, with its secret (shown this once).","allOf":[{"type":"object","required":["success","secret"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."},"secret":{"type":"string","description":"`whsec_` + base64 of the key bytes. Sign checks use the decoded bytes.","maxLength":128}}},{"$ref":"#/definitions/Webhook"}]},"WebhookList":{"type":"object","description":"The account's webhook endpoints.","required":["success","data"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."},"data":{"type":"array","description":"The endpoints, newest first.","items":{"$ref":"#/definitions/Webhook"},"maxItems":1000}}},"WebhookDelivery":{"type":"object","description":"One event's delivery to one endpoint.","required":["eventId","type","status","attempts","lastStatus","lastError","nextAttemptAt","createdAt"],"properties":{"eventId":{"type":"string","description":"The event id, sent as `webhook-id`; the same on every attempt.","maxLength":128},"type":{"$ref":"#/definitions/WebhookEventType"},"status":{"$ref":"#/definitions/WebhookDeliveryStatus"},"attempts":{"type":"integer","minimum":0,"description":"Attempts made so far.","format":"int32","maximum":10000},"lastStatus":{"type":["integer","null"],"description":"The HTTP status of the last attempt; null when none came back.","format":"int32","minimum":0,"maximum":599},"lastError":{"type":["string","null"],"description":"Why the last attempt failed, in words; null after a success.","maxLength":2000},"nextAttemptAt":{"type":["string","null"],"format":"date-time","description":"When the next attempt is due; null once delivered or given up.","maxLength":64},"createdAt":{"type":"string","format":"date-time","description":"When the event happened.","maxLength":64}}},"WebhookDeliveryStatus":{"type":"string","description":"pending (not yet delivered), delivered (a 2xx came back) or failed (given up after 24 hours, or the endpoint was disabled).","enum":["pending","delivered","failed"]},"WebhookDeliveryList":{"type":"object","description":"An endpoint's latest deliveries.","required":["success","data"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."},"data":{"type":"array","description":"Latest first.","items":{"$ref":"#/definitions/WebhookDelivery"},"maxItems":1000}}},"WebhookEvent":{"type":"object","description":"The body POSTed to an endpoint. Headers: `webhook-id` (= `id`), `webhook-timestamp`\n(Unix seconds) and `webhook-signature` (`v1,` + base64 HMAC-SHA256 of\n`id.timestamp.body` keyed with the secret's decoded bytes).\n","required":["id","type","createdAt","data"],"properties":{"id":{"type":"string","description":"The event id; the same on every attempt, so receivers can de-duplicate.","maxLength":128},"type":{"$ref":"#/definitions/WebhookEventType"},"createdAt":{"type":"string","format":"date-time","description":"When the change happened.","maxLength":64},"data":{"$ref":"#/definitions/QrCode"}}},"ShortId":{"type":"string","description":"The short identifier of a QR code; case-sensitive.","minLength":3,"maxLength":64,"pattern":"^[A-Za-z0-9_-]+$","examples":["aZ3kP9qX"]},"CustomShortId":{"type":"string","description":"A caller-chosen short id: 3–64 characters of `[A-Za-z0-9_-]`. Reserved words\n(case-insensitively: api, qrcode, docs, health, healthz, readyz, metrics, static,\nassets, keys, dashboard, login, admin, favicon.ico, robots.txt, .well-known,\nopenapi.json, openapi.yaml, bulk, export) are refused with `400`; an id in use or used before with\n`409`.\n","minLength":3,"maxLength":64,"pattern":"^[A-Za-z0-9_-]+$","examples":["spring-sale"]},"TargetUrl":{"type":"string","format":"uri","description":"The URL the short link redirects to: absolute `http:` or `https:`, at most 2048\ncharacters, without user-info or control characters, and not on the service's own\nshort-link host. Stored and returned in normalised form.\n","minLength":1,"maxLength":2048,"pattern":"^[Hh][Tt][Tt][Pp][Ss]?://","examples":["https://example.com/menu"]},"HexColor":{"type":"string","description":"A colour in hex form `#RRGGBB`; stored in lower case.","pattern":"^#[0-9A-Fa-f]{6}$","examples":["#1a2b3c"],"maxLength":7},"DotType":{"type":"string","description":"The shape of the dots, as the qr-code-styling library names them.","enum":["square","dots","rounded","extra-rounded","classy","classy-rounded"],"examples":["rounded"]},"Size":{"type":"integer","description":"A size in pixels, 64 to 4096.","minimum":64,"maximum":4096,"examples":[300],"format":"int32"},"QrCodeOptions":{"type":"object","description":"Styling options, named as in the qr-code-styling library. Every field is optional;\na missing field takes its default (300 × 300 px, square black dots on white, square\ncorners in the dots' colour, no margin, error correction Q, or H with an `image`).\n\n`image` puts an uploaded asset (`POST /assets`) in the centre; `gradient` on the dots,\ncorners or background replaces that part's `color`; `frameOptions` draws a frame with a\ncall to action. Every stop of a gradient keeps the contrast rule below.\n\nThe scan guard: before a style is stored the server renders it and decodes it with a QR\ndecoder at its own size (at most 1024 px a side); one that does not decode is refused with\n`422 UNSCANNABLE`, naming the option to change.\n\nThe dots must be darker than the background, with a contrast ratio of at least 3:1\n(WCAG's ratio for graphical objects): light-on-dark codes do not scan with common\ndecoders, and faint ones fail on paper and in glare. Other pairs are refused with `400`\nnaming the colour (`qrCodeOptions.dotsOptions.color`, or a corner colour).\n","additionalProperties":false,"properties":{"width":{"$ref":"#/definitions/Size"},"height":{"$ref":"#/definitions/Size"},"dotsOptions":{"type":"object","description":"The data dots.","additionalProperties":false,"properties":{"type":{"$ref":"#/definitions/DotType"},"color":{"$ref":"#/definitions/HexColor"},"gradient":{"$ref":"#/definitions/Gradient"}}},"backgroundOptions":{"type":"object","description":"The background.","additionalProperties":false,"properties":{"color":{"$ref":"#/definitions/HexColor"},"gradient":{"$ref":"#/definitions/Gradient"}}},"cornersSquareOptions":{"type":"object","description":"The three big squares in the corners (the finder patterns' outer rings).","additionalProperties":false,"properties":{"type":{"$ref":"#/definitions/CornerSquareType"},"color":{"$ref":"#/definitions/HexColor"},"gradient":{"$ref":"#/definitions/Gradient"}}},"cornersDotOptions":{"type":"object","description":"The dots inside the three corner squares.","additionalProperties":false,"properties":{"type":{"$ref":"#/definitions/CornerDotType"},"color":{"$ref":"#/definitions/HexColor"},"gradient":{"$ref":"#/definitions/Gradient"}}},"margin":{"$ref":"#/definitions/Margin"},"qrOptions":{"type":"object","description":"Options of the QR symbol itself.","additionalProperties":false,"properties":{"errorCorrectionLevel":{"$ref":"#/definitions/ErrorCorrectionLevel"}}},"image":{"$ref":"#/definitions/AssetId"},"imageOptions":{"$ref":"#/definitions/ImageOptions"},"frameOptions":{"$ref":"#/definitions/FrameOptions"}}},"Gradient":{"type":"object","description":"A colour gradient over the whole code (qr-code-styling's form). It replaces the part's\n`color`; every stop must keep the contrast rule against every background colour.\n","required":["colorStops"],"additionalProperties":false,"properties":{"type":{"$ref":"#/definitions/GradientType"},"rotation":{"type":"number","description":"The angle of a linear gradient in radians, clockwise from left-to-right; default 0.","minimum":-6.2832,"maximum":6.2832},"colorStops":{"type":"array","description":"Two to five stops, in order of offset.","minItems":2,"maxItems":5,"items":{"$ref":"#/definitions/ColorStop"}}}},"GradientType":{"type":"string","description":"A linear gradient along `rotation`, or a radial one from the centre. Default `linear`.","enum":["linear","radial"],"examples":["radial"]},"ColorStop":{"type":"object","description":"One colour of a gradient and where it falls, 0 (start or centre) to 1 (end or edge).","required":["offset","color"],"additionalProperties":false,"properties":{"offset":{"type":"number","minimum":0,"maximum":1},"color":{"$ref":"#/definitions/HexColor"}}},"ImageSize":{"type":"number","description":"The image's size as a share of the code's side, 0.1 to 0.5, default 0.4. A logo that hides\nmore modules than the error correction restores is refused by the scan guard\n(`422 UNSCANNABLE`); a square logo at 0.5 usually is.\n","minimum":0.1,"maximum":0.5,"examples":[0.4]},"ImageMargin":{"type":"integer","description":"Empty space around the image in pixels, 0 to 64, default 0.","minimum":0,"maximum":64,"examples":[4],"format":"int32"},"ImageOptions":{"type":"object","description":"How the `image` sits in the code (qr-code-styling's names).","additionalProperties":false,"properties":{"imageSize":{"$ref":"#/definitions/ImageSize"},"margin":{"$ref":"#/definitions/ImageMargin"},"hideBackgroundDots":{"type":"boolean","description":"Clear the dots under the image; default `true`."}}},"FrameType":{"type":"string","description":"`box`: a border with the text under the code; `banner`: a border and a band of the\nframe's colour under the code with the text on it. Default `none`.\n","enum":["none","box","banner"],"examples":["banner"]},"FrameText":{"type":"string","description":"The call to action, at most 24 characters of Latin-1 (the frame font's); default `SCAN ME`.","maxLength":24,"pattern":"^[ -~\\u00A0-\\u00FF]*$","examples":["SCAN ME"]},"FrameOptions":{"type":"object","description":"A frame around the code with a call to action, drawn in SVG, PNG and PDF alike.","additionalProperties":false,"properties":{"type":{"$ref":"#/definitions/FrameType"},"text":{"$ref":"#/definitions/FrameText"},"color":{"$ref":"#/definitions/HexColor"},"textColor":{"$ref":"#/definitions/HexColor"}}},"AssetId":{"type":"string","description":"An uploaded image of the account (`ast_` and 16 hex characters); an id that is not one of the account's is refused with `400`.","pattern":"^ast_[0-9a-f]{16}$","maxLength":20,"examples":["ast_3f9a2c7d1e8b4c60"]},"AssetContentType":{"type":"string","description":"The type of an uploaded image.","enum":["image/png","image/jpeg","image/svg+xml"]},"Asset":{"type":"object","description":"An uploaded image, without its bytes.","required":["id","contentType","width","height","bytes","createdAt"],"properties":{"id":{"$ref":"#/definitions/AssetId"},"contentType":{"$ref":"#/definitions/AssetContentType"},"width":{"type":"integer","format":"int32","description":"Its width in pixels (an SVG's in user units), read from the image.","minimum":1,"maximum":1000000},"height":{"type":"integer","format":"int32","description":"Its height in pixels (an SVG's in user units), read from the image.","minimum":1,"maximum":1000000},"bytes":{"type":"integer","format":"int32","description":"Its size as stored (an SVG after sanitising).","minimum":1,"maximum":524288},"createdAt":{"type":"string","format":"date-time","description":"When it was uploaded.","maxLength":64}}},"AssetResponse":{"description":"One asset.","allOf":[{"type":"object","required":["success"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."}}},{"$ref":"#/definitions/Asset"}]},"AssetList":{"type":"object","description":"The account's assets.","required":["success","data"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."},"data":{"type":"array","description":"The assets, newest first.","items":{"$ref":"#/definitions/Asset"},"maxItems":1000}}},"StyleId":{"type":"string","description":"A style template of the account (`sty_` and 16 hex characters).","pattern":"^sty_[0-9a-f]{16}$","maxLength":20,"examples":["sty_5c1e9a7b3d2f4e80"]},"StyleRef":{"type":["string","null"],"description":"The style template the code is drawn with (`sty_` and 16 hex characters), instead of\noptions of its own; `null`: none. An id that is not one of the account's templates is\nrefused with `400`. A request may carry `styleId` or `qrCodeOptions`, not both (`400`).\nOn update, `null` detaches the code and keeps the template's options as its own.\n","pattern":"^sty_[0-9a-f]{16}$","maxLength":20},"StyleName":{"type":"string","description":"What the account calls the template; 1–100 characters, no control characters.","minLength":1,"maxLength":100,"pattern":"^[^\\u0000-\\u001F\\u007F]+$"},"Style":{"type":"object","description":"A named set of styling options that the account's codes share.","required":["id","name","qrCodeOptions","createdAt","updatedAt"],"properties":{"id":{"$ref":"#/definitions/StyleId"},"name":{"$ref":"#/definitions/StyleName"},"qrCodeOptions":{"$ref":"#/definitions/ResolvedQrCodeOptions"},"createdAt":{"type":"string","format":"date-time","description":"When it was created.","maxLength":64},"updatedAt":{"type":"string","format":"date-time","description":"When it was last replaced; equal to `createdAt` on creation.","maxLength":64}}},"StyleResponse":{"description":"One style template.","allOf":[{"type":"object","required":["success"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."}}},{"$ref":"#/definitions/Style"}]},"StyleList":{"type":"object","description":"A page of the account's style templates.","required":["success","data","pagination"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."},"data":{"type":"array","description":"The templates of this page, oldest first.","items":{"$ref":"#/definitions/Style"},"maxItems":100},"pagination":{"$ref":"#/definitions/Pagination"}}},"CreateStyleRequest":{"type":"object","description":"A new style template. Unknown fields are refused.","required":["name","qrCodeOptions"],"additionalProperties":false,"properties":{"name":{"$ref":"#/definitions/StyleName"},"qrCodeOptions":{"$ref":"#/definitions/QrCodeOptions"}}},"UpdateStyleRequest":{"type":"object","description":"The template's new name and options, replacing the stored ones. Unknown fields are refused.","required":["name","qrCodeOptions"],"additionalProperties":false,"properties":{"name":{"$ref":"#/definitions/StyleName"},"qrCodeOptions":{"$ref":"#/definitions/QrCodeOptions"}}},"CornerSquareType":{"type":"string","description":"The shape of the corner squares, as qr-code-styling names them. Default `square`.\nqr-code-styling's `dot` rings are not offered: circular finder rings failed to decode in\nour scan tests at several sizes, and every image dynqr serves must scan.\n","enum":["square","extra-rounded"],"examples":["extra-rounded"]},"CornerDotType":{"type":"string","description":"The shape of the dots inside the corner squares. Default `square`.","enum":["square","dot"],"examples":["dot"]},"Margin":{"type":"integer","description":"Empty space around the code in pixels, 0 to 512, default 0. A quiet zone of 4 modules is\nalways kept inside it, so a code scans with any margin.\n","minimum":0,"maximum":512,"examples":[16],"format":"int32"},"ErrorCorrectionLevel":{"type":"string","description":"How much of the symbol may be damaged and still read: L 7 %, M 15 %, Q 25 % (default, as\nin qr-code-styling), H 30 %. Higher levels make denser codes.\n","enum":["L","M","Q","H"],"examples":["Q"]},"ResolvedQrCodeOptions":{"type":"object","description":"The stored styling options with every default filled in.","required":["width","height","dotsOptions","backgroundOptions","cornersSquareOptions","cornersDotOptions","margin","qrOptions"],"properties":{"cornersSquareOptions":{"type":"object","required":["type","color"],"properties":{"type":{"$ref":"#/definitions/CornerSquareType"},"color":{"$ref":"#/definitions/HexColor"},"gradient":{"$ref":"#/definitions/Gradient"}}},"cornersDotOptions":{"type":"object","required":["type","color"],"properties":{"type":{"$ref":"#/definitions/CornerDotType"},"color":{"$ref":"#/definitions/HexColor"},"gradient":{"$ref":"#/definitions/Gradient"}}},"margin":{"$ref":"#/definitions/Margin"},"qrOptions":{"type":"object","required":["errorCorrectionLevel"],"properties":{"errorCorrectionLevel":{"$ref":"#/definitions/ErrorCorrectionLevel"}}},"width":{"$ref":"#/definitions/Size"},"height":{"$ref":"#/definitions/Size"},"dotsOptions":{"type":"object","required":["type","color"],"properties":{"type":{"$ref":"#/definitions/DotType"},"color":{"$ref":"#/definitions/HexColor"},"gradient":{"$ref":"#/definitions/Gradient"}}},"backgroundOptions":{"type":"object","required":["color"],"properties":{"color":{"$ref":"#/definitions/HexColor"},"gradient":{"$ref":"#/definitions/Gradient"}}},"image":{"$ref":"#/definitions/AssetId"},"imageOptions":{"type":"object","description":"Present with an `image`, every default filled in.","required":["imageSize","margin","hideBackgroundDots"],"properties":{"imageSize":{"$ref":"#/definitions/ImageSize"},"margin":{"$ref":"#/definitions/ImageMargin"},"hideBackgroundDots":{"type":"boolean","description":"Whether the dots under the image are cleared."}}},"frameOptions":{"type":"object","description":"Present when a frame is drawn, every default filled in.","required":["type","text","color","textColor"],"properties":{"type":{"$ref":"#/definitions/FrameType"},"text":{"$ref":"#/definitions/FrameText"},"color":{"$ref":"#/definitions/HexColor"},"textColor":{"$ref":"#/definitions/HexColor"}}}}},"DomainId":{"type":"string","description":"The id of a custom domain (`dom_` and 16 hex characters).","pattern":"^dom_[0-9a-f]{16}$","maxLength":20,"examples":["dom_4f9c2a7d1e8b3c60"]},"Hostname":{"type":"string","description":"A DNS name, lower case, without a trailing dot or port: not an IP address, not\n`localhost` or a name under it, not the server's own host.\n","minLength":1,"maxLength":253,"examples":["menu.example.com"]},"DomainStatus":{"type":"string","description":"`pending` until its TXT record was seen, then `verified`.","enum":["pending","verified"],"examples":["verified"]},"DomainRedirectUrl":{"type":["string","null"],"format":"uri","maxLength":2048,"description":"An `http:` or `https:` URL, or `null` (a `404`).","examples":["https://example.com/"]},"CreateDomainRequest":{"type":"object","description":"A hostname to add. Unknown fields are refused.","required":["hostname"],"additionalProperties":false,"properties":{"hostname":{"$ref":"#/definitions/Hostname"}}},"UpdateDomainRequest":{"type":"object","description":"The redirects to change. Unknown fields (the hostname among them) are refused.","additionalProperties":false,"properties":{"rootRedirectUrl":{"$ref":"#/definitions/DomainRedirectUrl"},"notFoundUrl":{"$ref":"#/definitions/DomainRedirectUrl"}}},"DomainVerification":{"type":"object","description":"The DNS record that proves the hostname is the account's.","required":["type","name","value"],"properties":{"type":{"type":"string","const":"TXT","description":"Always a TXT record."},"name":{"type":"string","description":"The record's name, `_dynqr.<hostname>`.","maxLength":300},"value":{"type":"string","description":"The record's value, `dynqr-verify=<token>`.","maxLength":100}}},"Domain":{"type":"object","description":"A custom domain of the account.","required":["id","hostname","status","verification","rootRedirectUrl","notFoundUrl","createdAt","verifiedAt"],"properties":{"id":{"$ref":"#/definitions/DomainId"},"hostname":{"$ref":"#/definitions/Hostname"},"status":{"$ref":"#/definitions/DomainStatus"},"verification":{"$ref":"#/definitions/DomainVerification"},"rootRedirectUrl":{"$ref":"#/definitions/DomainRedirectUrl"},"notFoundUrl":{"$ref":"#/definitions/DomainRedirectUrl"},"createdAt":{"type":"string","format":"date-time","description":"When it was added.","maxLength":64},"verifiedAt":{"type":["string","null"],"format":"date-time","description":"When its record was first seen; `null` while pending.","maxLength":64}}},"DomainResponse":{"description":"A domain, as every answer about one carries it.","allOf":[{"type":"object","required":["success"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true`."}}},{"$ref":"#/definitions/Domain"}]},"DomainList":{"type":"object","description":"The account's domains.","required":["success","data"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true`."},"data":{"type":"array","description":"The domains, oldest first.","maxItems":1000,"items":{"$ref":"#/definitions/Domain"}}}},"TlsAllowed":{"type":"object","description":"The name is a verified custom domain.","required":["domain","allowed"],"properties":{"domain":{"type":"string","description":"The name asked about.","maxLength":253},"allowed":{"type":"boolean","const":true,"description":"Always `true` (a name not allowed is `404`)."}}},"CreateQrCodeRequest":{"type":"object","description":"The fields of a new QR code. Unknown fields are refused.","required":["targetUrl"],"additionalProperties":false,"properties":{"targetUrl":{"$ref":"#/definitions/TargetUrl"},"customShortId":{"$ref":"#/definitions/CustomShortId"},"qrCodeOptions":{"$ref":"#/definitions/QrCodeOptions"},"expiresAt":{"$ref":"#/definitions/ExpiresAt"},"maxScans":{"$ref":"#/definitions/MaxScans"},"fallbackUrl":{"$ref":"#/definitions/FallbackUrl"},"active":{"type":"boolean","description":"Whether the short link sends scanners to the target; `false` sends them to\n`fallbackUrl` or a `410` page. Defaults to `true`.\n"},"title":{"$ref":"#/definitions/Title"},"styleId":{"$ref":"#/definitions/StyleRef"},"scanLimitCounts":{"$ref":"#/definitions/ScanLimitCounts"},"domain":{"$ref":"#/definitions/Hostname","description":"A verified custom domain of the account (`GET /domains`) to serve the code on: its\n`qrCodeUrl` is then `https://<domain>/<shortId>`, answered on that host only. Fixed\nat creation: an update (`PUT`) naming `domain` is `400 INVALID_REQUEST` (an unknown field),\nso printed codes never break. A hostname that is not the account's is `400`; one\nstill pending is `422 DOMAIN_NOT_VERIFIED`.\n"}}},"UpdateQrCodeRequest":{"type":"object","description":"The fields to change. Unknown fields, and `shortId`, `views`, `createdAt`, are refused.\n`null` clears `expiresAt`, `maxScans`, `fallbackUrl` or `title`.\n","additionalProperties":false,"properties":{"targetUrl":{"$ref":"#/definitions/TargetUrl"},"qrCodeOptions":{"$ref":"#/definitions/QrCodeOptions"},"expiresAt":{"$ref":"#/definitions/ExpiresAt"},"maxScans":{"$ref":"#/definitions/MaxScans"},"fallbackUrl":{"$ref":"#/definitions/FallbackUrl"},"active":{"type":"boolean","description":"Whether the short link sends scanners to the target; `false` sends them to\n`fallbackUrl` or a `410` page. Defaults to `true`.\n"},"title":{"$ref":"#/definitions/Title"},"styleId":{"$ref":"#/definitions/StyleRef"},"scanLimitCounts":{"$ref":"#/definitions/ScanLimitCounts"}}},"QrCode":{"type":"object","description":"A dynamic QR code.","required":["shortId","qrCodeUrl","editUrl","targetUrl","views","qrCodeOptions","createdAt","updatedAt","expiresAt","maxScans","fallbackUrl","active","title","styleId","scanLimitCounts"],"properties":{"shortId":{"$ref":"#/definitions/ShortId"},"qrCodeUrl":{"type":"string","format":"uri","description":"The public short link, `{site_url}/<shortId>` (`https://<domain>/<shortId>` on a custom domain); the text the QR code encodes.","maxLength":2048},"editUrl":{"type":"string","format":"uri","description":"The edit page, `{site_url}/qrcode/edit/<shortId>`.","maxLength":2048},"targetUrl":{"type":"string","format":"uri","description":"Where the short link redirects now.","maxLength":2048},"views":{"type":"integer","minimum":0,"description":"Human scans of the short link: `GET` requests that were redirected, not `HEAD`,\nprefetches, bots or link previewers. `0` on a new code.\n","format":"int64","maximum":9007199254740991},"qrCodeOptions":{"$ref":"#/definitions/ResolvedQrCodeOptions"},"createdAt":{"type":"string","format":"date-time","description":"Creation time, ISO 8601 in UTC with milliseconds.","maxLength":64},"updatedAt":{"type":"string","format":"date-time","description":"Last time the target, styling or a lifecycle field changed; equal to `createdAt`\non creation.\n","maxLength":64},"expiresAt":{"$ref":"#/definitions/ExpiresAt"},"maxScans":{"$ref":"#/definitions/MaxScans"},"fallbackUrl":{"$ref":"#/definitions/FallbackUrl"},"active":{"type":"boolean","description":"Whether the owner has the code switched on (`true` unless set to `false`)."},"title":{"$ref":"#/definitions/Title"},"styleId":{"$ref":"#/definitions/StyleRef"},"scanLimitCounts":{"$ref":"#/definitions/ScanLimitCounts"},"domain":{"type":["string","null"],"description":"The custom domain the code is served on (its `qrCodeUrl` is `https://<domain>/<shortId>`),\nfixed at creation. Absent (or `null`) on a code served on the site's own address.\n","maxLength":253}}},"ScanLimitCounts":{"type":"string","description":"What `maxScans` counts. `views` (the default): every view. `uniqueViews`: the code's\nunique views over its life (the sum of its daily unique views, see `getQrCodeStats`), so\nthat one person reloading the code does not use it up; the code is used up when they\nreach `maxScans`, and from then on every scan goes to `fallbackUrl` or a `410` page.\nExact under concurrent scans.\n","enum":["views","uniqueViews"]},"Title":{"type":["string","null"],"description":"What the owner calls the code (\"Menu — table tent 4\"): shown in the dashboard and\nmatched by the list's `q`. 1–200 characters, no control characters; `null`: no title\n(on create, leaving it out is the same; on update, `null` removes it).\n","minLength":1,"maxLength":200,"pattern":"^[^\\u0000-\\u001F\\u007F]+$","examples":["Menu — table tent 4"]},"ExpiresAt":{"type":["string","null"],"format":"date-time","description":"When the code stops sending scanners to its target, ISO 8601 (stored in UTC with\nmilliseconds). From that instant on, scans go to `fallbackUrl` or a `410` page.\n`null`: never.\n","examples":["2026-12-31T23:00:00.000Z"],"maxLength":64},"MaxScans":{"type":["integer","null"],"minimum":1,"maximum":1000000000,"description":"The number of human views (or, with `scanLimitCounts: uniqueViews`, unique views) after\nwhich the code stops sending scanners to its target.\nThe scan that reaches the limit is still a view and still goes to the target; later\nones go to `fallbackUrl` or a `410` page and count as fallback hits. Exact under\nconcurrent scans. `null`: no limit.\n","examples":[100],"format":"int64"},"FallbackUrl":{"type":["string","null"],"format":"uri","description":"Where scanners go when the code is inactive, expired or at its `maxScans`; the same\nrules as `targetUrl`. `null`: such scans get a `410` page saying the code is no\nlonger active.\n","minLength":1,"maxLength":2048,"pattern":"^[Hh][Tt][Tt][Pp][Ss]?://","examples":["https://example.com/offer-ended"]},"BulkCreateRequest":{"type":"object","description":"Up to 100 QR codes to create. Each item is a create body (see `createQrCode`) and is\nvalidated on its own; only an item that is not a JSON object fails the whole request.\n","required":["items"],"additionalProperties":false,"properties":{"items":{"type":"array","minItems":1,"maxItems":100,"description":"The create bodies, 1 to 100.","items":{"type":"object","description":"A create body, as for `createQrCode`; its fields are checked item by item.","additionalProperties":true}}}},"BulkCreateResult":{"type":"object","description":"The outcome of one bulk item.","required":["index","status"],"properties":{"index":{"type":"integer","minimum":0,"description":"The item's position in the request, from 0.","format":"int32","maximum":99},"status":{"type":"integer","description":"The HTTP status `createQrCode` would have answered for this item (`201`, `400`, `409`, `422` for styling that does not scan).","examples":[201],"format":"int32","minimum":0,"maximum":599},"qrCode":{"$ref":"#/definitions/QrCode"},"error":{"$ref":"#/definitions/Error"}}},"BulkCreateResponse":{"type":"object","description":"One result per item, in the order of the request.","required":["success","data"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true`; each item says whether it succeeded."},"data":{"type":"array","description":"The results, in the order of the request's items.","items":{"$ref":"#/definitions/BulkCreateResult"},"maxItems":100}}},"BulkUpdateRequest":{"type":"object","description":"Up to 100 changes. Each item names a code (`shortId`), may carry `ifMatch` (the code's\n`ETag`, as the `If-Match` header) and the fields of an update body (see `updateQrCode`);\neach is validated on its own.\n","required":["items"],"additionalProperties":false,"properties":{"items":{"type":"array","minItems":1,"maxItems":100,"description":"The changes, 1 to 100.","items":{"type":"object","description":"`shortId`, optional `ifMatch`, and update fields; checked item by item.","additionalProperties":true}}}},"BulkChangeResult":{"type":"object","description":"The outcome of one item of a bulk change or delete.","required":["index","status"],"properties":{"index":{"type":"integer","minimum":0,"maximum":99,"format":"int32","description":"The item's position in the request, from 0."},"shortId":{"type":"string","maxLength":256,"description":"The code the item named (absent when the item named none)."},"status":{"type":"integer","minimum":0,"maximum":599,"format":"int32","description":"The HTTP status the single-code operation would have answered (`200`, `204`, `400`, `404`, `412`, `422` for styling that does not scan).","examples":[200]},"qrCode":{"$ref":"#/definitions/QrCode"},"error":{"$ref":"#/definitions/Error"}}},"BulkChangeResponse":{"type":"object","description":"One result per item, in the order of the request.","required":["success","data"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true`; each item says whether it succeeded."},"data":{"type":"array","maxItems":100,"description":"The results, in the order of the request's items.","items":{"$ref":"#/definitions/BulkChangeResult"}}}},"StatsInterval":{"type":"string","description":"The width of a stats bucket, in UTC.","enum":["hour","day"],"examples":["day"]},"ScanCounts":{"type":"object","description":"Scans of a short link, by kind.","required":["views","uniqueViews","botHits","fallbackHits"],"properties":{"views":{"type":"integer","minimum":0,"description":"Human scans sent to the target (they count towards `views` and `maxScans`).","format":"int64","maximum":9007199254740991},"uniqueViews":{"type":"integer","minimum":0,"description":"Views whose visitor had not viewed the code earlier that UTC day (at most `views`).","format":"int64","maximum":9007199254740991},"botHits":{"type":"integer","minimum":0,"description":"`HEAD` requests, prefetches, bots and link previewers.","format":"int64","maximum":9007199254740991},"fallbackHits":{"type":"integer","minimum":0,"description":"Human scans of an inactive, expired or exhausted code.","format":"int64","maximum":9007199254740991}}},"StatsBucket":{"description":"The scans of one hour or one day.","allOf":[{"type":"object","required":["start"],"properties":{"start":{"type":"string","format":"date-time","description":"The start of the bucket, UTC.","maxLength":64}}},{"$ref":"#/definitions/ScanCounts"}]},"QrCodeStats":{"type":"object","description":"A code's scans over a time range, bucket by bucket.","required":["success","shortId","interval","from","to","totals","series"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."},"shortId":{"$ref":"#/definitions/ShortId"},"interval":{"$ref":"#/definitions/StatsInterval"},"from":{"type":"string","format":"date-time","description":"The start of the first bucket (the requested `from` rounded down to the interval).","maxLength":64},"to":{"type":"string","format":"date-time","description":"The end of the range (exclusive), as requested.","maxLength":64},"totals":{"$ref":"#/definitions/ScanCounts"},"series":{"type":"array","description":"Every bucket of the range in time order, zeros included.","items":{"$ref":"#/definitions/StatsBucket"},"maxItems":1000},"breakdown":{"$ref":"#/definitions/StatsBreakdown"}}},"AccountStats":{"type":"object","description":"The scans of all an account's codes over a time range, bucket by bucket.","required":["success","interval","from","to","totals","series"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."},"interval":{"$ref":"#/definitions/StatsInterval"},"from":{"type":"string","format":"date-time","description":"The start of the first bucket (the requested `from` rounded down to the interval).","maxLength":64},"to":{"type":"string","format":"date-time","description":"The end of the range (exclusive), as requested.","maxLength":64},"totals":{"$ref":"#/definitions/ScanCounts"},"series":{"type":"array","description":"Every bucket of the range in time order, zeros included.","items":{"$ref":"#/definitions/StatsBucket"},"maxItems":1000},"breakdown":{"$ref":"#/definitions/StatsBreakdown"}}},"StatsBreakdown":{"type":"array","description":"Present only with `groupBy`: the range's views by value, most views first (ties by\nvalue). Their views add up exactly to `totals.views`.\n","items":{"$ref":"#/definitions/StatsBreakdownItem"},"maxItems":100000},"StatsBreakdownItem":{"type":"object","description":"The views of one value of the grouped dimension.","required":["value","views","uniqueViews"],"properties":{"value":{"type":["string","null"],"maxLength":256,"description":"The value: an ISO 3166-1 alpha-2 country code; a device (`mobile`, `tablet`,\n`desktop`, `other`); an OS (`iOS`, `Android`, `Windows`, `macOS`, `Linux`,\n`ChromeOS`, `other`); a browser (`Safari`, `Chrome`, `Firefox`, `Edge`,\n`Samsung Internet`, `Opera`, `other`); a referrer host; a primary language subtag\n(an ISO 639 code; others are unknown); or a `shortId`. `null` when unknown. Per code and day at most 100 distinct referrers\nand 100 distinct languages are kept: later new values of that day count as\n`(other)`, so anonymous scanners cannot grow a code's analytics without bound.\n"},"views":{"type":"integer","minimum":0,"format":"int64","maximum":9007199254740991,"description":"Views with this value."},"uniqueViews":{"type":"integer","minimum":0,"format":"int64","maximum":9007199254740991,"description":"Unique views with this value."}}},"StatsDimension":{"type":"string","description":"A dimension a code's views are grouped by.","enum":["country","device","os","browser","referrer","language"],"examples":["country"]},"AccountStatsDimension":{"type":"string","description":"A dimension the account's views are grouped by; `shortId` gives the top codes, `domain` the views of each custom domain (`null`: the codes on the site's own address).","enum":["country","device","os","browser","referrer","language","shortId","domain"],"examples":["shortId"]},"StatsCsv":{"type":"string","description":"RFC 4180 CSV with a header row: `value,views,uniqueViews` for a breakdown (an empty\nvalue for unknown), else `start,views,uniqueViews,botHits,fallbackHits` per bucket.\nA value that starts with `=`, `+`, `-`, `@`, tab or carriage return is written with a\nleading `'`, so that a spreadsheet never runs it as a formula.\n(Its examples are the operations' own, so that a mock answers each with its own series.)\n","maxLength":100000000},"QrCodeResponse":{"description":"A QR code as a single-object response, with `success` at the top level.","allOf":[{"type":"object","required":["success"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."}}},{"$ref":"#/definitions/QrCode"}]},"QrCodeList":{"type":"object","description":"A page of QR codes.","required":["success","data","pagination"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."},"data":{"type":"array","description":"The QR codes of this page, in the requested order.","items":{"$ref":"#/definitions/QrCode"},"maxItems":100},"pagination":{"$ref":"#/definitions/Pagination"}}},"Pagination":{"type":"object","description":"Where this page stands in the whole list.","required":["total","limit","offset","hasMore"],"properties":{"total":{"type":"integer","minimum":0,"description":"Number of the caller's QR codes in all.","format":"int64","maximum":9007199254740991},"limit":{"type":"integer","minimum":1,"maximum":100,"description":"The page size used.","format":"int32"},"offset":{"type":"integer","minimum":0,"description":"The number of items skipped.","format":"int64","maximum":9007199254740991},"hasMore":{"type":"boolean","description":"Whether items follow this page (`offset + data.length < total`)."}}},"SortField":{"type":"string","description":"A field QR codes can be listed by. Ties are ordered by `shortId`.","enum":["createdAt","updatedAt","views"],"examples":["views"]},"SortOrder":{"type":"string","description":"The direction of an order.","enum":["asc","desc"],"examples":["asc"]},"ImageFormat":{"type":"string","description":"The format of a QR code image.","enum":["svg","png","pdf"],"examples":["png"]},"Scope":{"type":"string","description":"What an API key may do. `qrcodes:read`: read codes, lists and images.\n`qrcodes:write`: everything `qrcodes:read` may, and create, change and delete codes.\n`keys:manage`: list, create and revoke the account's keys.\n","enum":["qrcodes:read","qrcodes:write","keys:manage"],"examples":["qrcodes:read"]},"ApiKey":{"type":"object","description":"An API key as its account holder sees it. Never the key itself or its hash.","required":["id","name","prefix","scopes","createdAt","lastUsedAt","expiresAt","revokedAt"],"properties":{"id":{"type":"string","description":"The key's id, used to revoke it.","pattern":"^key_[0-9A-Za-z]{12}$","examples":["key_8fKq2LmZ0aBc"],"maxLength":128},"name":{"type":["string","null"],"description":"What the key is for.","maxLength":200},"prefix":{"type":"string","description":"The first characters after `dqr_`, to tell keys apart.","minLength":1,"maxLength":8},"scopes":{"type":"array","description":"What the key may do.","items":{"$ref":"#/definitions/Scope"},"maxItems":3},"createdAt":{"type":"string","format":"date-time","description":"Creation time, ISO 8601 in UTC.","maxLength":64},"lastUsedAt":{"type":["string","null"],"format":"date-time","description":"When the key was last used (recorded at most once a minute); `null` if never.","maxLength":64},"expiresAt":{"type":["string","null"],"format":"date-time","description":"When the key stops working; `null` if never.","maxLength":64},"revokedAt":{"type":["string","null"],"format":"date-time","description":"When the key was revoked; `null` while it is not.","maxLength":64}}},"ApiKeyList":{"type":"object","description":"The account's API keys, newest first.","required":["success","data"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."},"data":{"type":"array","description":"The keys, newest first, revoked ones included.","items":{"$ref":"#/definitions/ApiKey"},"maxItems":1000}}},"CreateApiKeyRequest":{"type":"object","description":"A new API key. Unknown fields are refused.","required":["name"],"additionalProperties":false,"properties":{"name":{"type":"string","description":"What the key is for, 1–100 characters.","minLength":1,"maxLength":100},"scopes":{"type":"array","description":"What the key may do; default `[\"qrcodes:write\"]`.","minItems":1,"maxItems":3,"uniqueItems":true,"items":{"$ref":"#/definitions/Scope"}},"expiresAt":{"type":"string","format":"date-time","description":"When the key stops working, in the future (ISO 8601).","maxLength":64}}},"CreatedApiKeyResponse":{"description":"A new key, with the secret `key` shown this once.","allOf":[{"type":"object","required":["success","key"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."},"key":{"type":"string","description":"The API key. Store it now; it cannot be shown again.","pattern":"^dqr_[0-9A-Za-z]{32,128}$","maxLength":128}}},{"$ref":"#/definitions/ApiKey"}]},"ErrorCode":{"type":"string","description":"A stable, machine-readable error code:\n\n| status | error | when |\n|---|---|---|\n| 400 | INVALID_REQUEST | the request is invalid, e.g. `targetUrl` missing |\n| 401 | UNAUTHORIZED | the API key is invalid or missing |\n| 403 | FORBIDDEN | the key lacks the scope the operation needs |\n| 404 | NOT_FOUND | the QR code (or API key) does not exist for this account |\n| 409 | CONFLICT | the custom short id is taken, the asset or template is in use, or a request with the same `Idempotency-Key` is still running |\n| 409 | LIMIT_REACHED | the account holds as many of something (codes, assets, style templates, API keys, webhook endpoints, custom domains) as its cap allows; the message names the cap's variable |\n| 412 | PRECONDITION_FAILED | `If-Match` names none of the code's current ETag |\n| 413 | PAYLOAD_TOO_LARGE | the body is larger than 16 KiB |\n| 415 | UNSUPPORTED_MEDIA_TYPE | the body is not `application/json` |\n| 422 | IDEMPOTENCY_KEY_REUSED | the `Idempotency-Key` was used with another request |\n| 422 | UNSCANNABLE | the styling does not decode; the details name the option to change |\n| 422 | DOMAIN_NOT_VERIFIED | the custom domain's TXT record was not found (verify), or a code names a domain still pending |\n| 429 | RATE_LIMITED | too many requests; see `Retry-After` |\n| 500 | INTERNAL_ERROR | the service failed |\n| 503 | SERVICE_UNAVAILABLE | the store cannot commit right now; nothing changed, see `Retry-After` |\n","enum":["INVALID_REQUEST","UNAUTHORIZED","FORBIDDEN","NOT_FOUND","CONFLICT","LIMIT_REACHED","PRECONDITION_FAILED","PAYLOAD_TOO_LARGE","UNSUPPORTED_MEDIA_TYPE","IDEMPOTENCY_KEY_REUSED","UNSCANNABLE","DOMAIN_NOT_VERIFIED","RATE_LIMITED","INTERNAL_ERROR","SERVICE_UNAVAILABLE"]},"Error":{"type":"object","description":"The body of every error response.","required":["error","message"],"properties":{"error":{"$ref":"#/definitions/ErrorCode"},"message":{"type":"string","description":"Human-readable text; the documented cases keep their exact words.","maxLength":2000},"details":{"type":"array","description":"On validation errors, every problem found, by field.","items":{"$ref":"#/definitions/ErrorDetail"},"maxItems":100},"requestId":{"type":"string","description":"The id of the request, as in the `x-request-id` header.","maxLength":128}}},"ErrorDetail":{"type":"object","description":"One validation problem.","required":["field","message"],"properties":{"field":{"type":"string","description":"The offending field as a dotted path (`qrCodeOptions.width`), or the query parameter.","maxLength":200},"message":{"type":"string","description":"What is wrong with it.","maxLength":2000}}},"Health":{"type":"object","description":"The state of the process and its store.","required":["status"],"properties":{"status":{"$ref":"#/definitions/HealthStatus"},"store":{"$ref":"#/definitions/StoreKind"}}},"HealthStatus":{"type":"string","description":"`ok` when up (and, for readiness, when the store answers).","enum":["ok","unavailable"],"examples":["ok"]},"StoreKind":{"type":"string","description":"The kind of store, on the readiness probe.","enum":["sqlite","memory","postgres"],"examples":["sqlite"]}}};
const schema50 = {"type":"object","description":"Up to 100 changes. Each item names a code (`shortId`), may carry `ifMatch` (the code's\n`ETag`, as the `If-Match` header) and the fields of an update body (see `updateQrCode`);\neach is validated on its own.\n","required":["items"],"additionalProperties":false,"properties":{"items":{"type":"array","minItems":1,"maxItems":100,"description":"The changes, 1 to 100.","items":{"type":"object","description":"`shortId`, optional `ifMatch`, and update fields; checked item by item.","additionalProperties":true}}}};

function validate27(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.items === undefined){
const err0 = {instancePath,schemaPath:"#/definitions/BulkUpdateRequest/required",keyword:"required",params:{missingProperty: "items"},message:"must have required property '"+"items"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(key0 === "items")){
const err1 = {instancePath,schemaPath:"#/definitions/BulkUpdateRequest/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.items !== undefined){
let data0 = data.items;
if(Array.isArray(data0)){
if(data0.length > 100){
const err2 = {instancePath:instancePath+"/items",schemaPath:"#/definitions/BulkUpdateRequest/properties/items/maxItems",keyword:"maxItems",params:{limit: 100},message:"must NOT have more than 100 items"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data0.length < 1){
const err3 = {instancePath:instancePath+"/items",schemaPath:"#/definitions/BulkUpdateRequest/properties/items/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
}
else {
const err4 = {instancePath:instancePath+"/items/" + i0,schemaPath:"#/definitions/BulkUpdateRequest/properties/items/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
else {
const err5 = {instancePath:instancePath+"/items",schemaPath:"#/definitions/BulkUpdateRequest/properties/items/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
else {
const err6 = {instancePath,schemaPath:"#/definitions/BulkUpdateRequest/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
validate27.errors = vErrors;
return errors === 0;
}

export const validateUpdateQrCodeBody = validate28;
const schema51 = {"$ref":"#/definitions/UpdateQrCodeRequest","definitions":{"WebhookEventType":{"type":"string","description":"What happened to a QR code: created, updated (target or options changed), deleted,\nor deactivated (its expiry passed or its scan limit was reached).\n","enum":["qrcode.created","qrcode.updated","qrcode.deleted","qrcode.deactivated"]},"CreateWebhookRequest":{"type":"object","additionalProperties":false,"required":["url","events"],"properties":{"url":{"type":"string","minLength":1,"maxLength":2048,"description":"Where events are POSTed; `http:` or `https:`, on a public address."},"events":{"type":"array","description":"The event types to send; at least one, no repeats.","minItems":1,"maxItems":4,"uniqueItems":true,"items":{"$ref":"#/definitions/WebhookEventType"}},"description":{"type":"string","maxLength":200,"description":"A note for people, shown in the list."}}},"Webhook":{"type":"object","description":"A webhook endpoint, without its secret.","required":["id","url","events","description","createdAt","disabledAt"],"properties":{"id":{"type":"string","description":"The endpoint's id.","maxLength":128},"url":{"type":"string","description":"Where events are POSTed.","maxLength":2048},"events":{"type":"array","description":"The event types sent to it.","items":{"$ref":"#/definitions/WebhookEventType"},"maxItems":4},"description":{"type":["string","null"],"description":"The note given at creation.","maxLength":500},"createdAt":{"type":"string","format":"date-time","description":"When it was registered.","maxLength":64},"disabledAt":{"type":["string","null"],"format":"date-time","description":"When it was disabled after 24 hours of failed deliveries; null while active.","maxLength":64},"disabledReason":{"type":"string","const":"webhook.disabled","description":"Present on a disabled endpoint."}}},"CreatedWebhookResponse":{"description":"A new endpoint, with its secret (shown this once).","allOf":[{"type":"object","required":["success","secret"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."},"secret":{"type":"string","description":"`whsec_` + base64 of the key bytes. Sign checks use the decoded bytes.","maxLength":128}}},{"$ref":"#/definitions/Webhook"}]},"WebhookList":{"type":"object","description":"The account's webhook endpoints.","required":["success","data"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."},"data":{"type":"array","description":"The endpoints, newest first.","items":{"$ref":"#/definitions/Webhook"},"maxItems":1000}}},"WebhookDelivery":{"type":"object","description":"One event's delivery to one endpoint.","required":["eventId","type","status","attempts","lastStatus","lastError","nextAttemptAt","createdAt"],"properties":{"eventId":{"type":"string","description":"The event id, sent as `webhook-id`; the same on every attempt.","maxLength":128},"type":{"$ref":"#/definitions/WebhookEventType"},"status":{"$ref":"#/definitions/WebhookDeliveryStatus"},"attempts":{"type":"integer","minimum":0,"description":"Attempts made so far.","format":"int32","maximum":10000},"lastStatus":{"type":["integer","null"],"description":"The HTTP status of the last attempt; null when none came back.","format":"int32","minimum":0,"maximum":599},"lastError":{"type":["string","null"],"description":"Why the last attempt failed, in words; null after a success.","maxLength":2000},"nextAttemptAt":{"type":["string","null"],"format":"date-time","description":"When the next attempt is due; null once delivered or given up.","maxLength":64},"createdAt":{"type":"string","format":"date-time","description":"When the event happened.","maxLength":64}}},"WebhookDeliveryStatus":{"type":"string","description":"pending (not yet delivered), delivered (a 2xx came back) or failed (given up after 24 hours, or the endpoint was disabled).","enum":["pending","delivered","failed"]},"WebhookDeliveryList":{"type":"object","description":"An endpoint's latest deliveries.","required":["success","data"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."},"data":{"type":"array","description":"Latest first.","items":{"$ref":"#/definitions/WebhookDelivery"},"maxItems":1000}}},"WebhookEvent":{"type":"object","description":"The body POSTed to an endpoint. Headers: `webhook-id` (= `id`), `webhook-timestamp`\n(Unix seconds) and `webhook-signature` (`v1,` + base64 HMAC-SHA256 of\n`id.timestamp.body` keyed with the secret's decoded bytes).\n","required":["id","type","createdAt","data"],"properties":{"id":{"type":"string","description":"The event id; the same on every attempt, so receivers can de-duplicate.","maxLength":128},"type":{"$ref":"#/definitions/WebhookEventType"},"createdAt":{"type":"string","format":"date-time","description":"When the change happened.","maxLength":64},"data":{"$ref":"#/definitions/QrCode"}}},"ShortId":{"type":"string","description":"The short identifier of a QR code; case-sensitive.","minLength":3,"maxLength":64,"pattern":"^[A-Za-z0-9_-]+$","examples":["aZ3kP9qX"]},"CustomShortId":{"type":"string","description":"A caller-chosen short id: 3–64 characters of `[A-Za-z0-9_-]`. Reserved words\n(case-insensitively: api, qrcode, docs, health, healthz, readyz, metrics, static,\nassets, keys, dashboard, login, admin, favicon.ico, robots.txt, .well-known,\nopenapi.json, openapi.yaml, bulk, export) are refused with `400`; an id in use or used before with\n`409`.\n","minLength":3,"maxLength":64,"pattern":"^[A-Za-z0-9_-]+$","examples":["spring-sale"]},"TargetUrl":{"type":"string","format":"uri","description":"The URL the short link redirects to: absolute `http:` or `https:`, at most 2048\ncharacters, without user-info or control characters, and not on the service's own\nshort-link host. Stored and returned in normalised form.\n","minLength":1,"maxLength":2048,"pattern":"^[Hh][Tt][Tt][Pp][Ss]?://","examples":["https://example.com/menu"]},"HexColor":{"type":"string","description":"A colour in hex form `#RRGGBB`; stored in lower case.","pattern":"^#[0-9A-Fa-f]{6}$","examples":["#1a2b3c"],"maxLength":7},"DotType":{"type":"string","description":"The shape of the dots, as the qr-code-styling library names them.","enum":["square","dots","rounded","extra-rounded","classy","classy-rounded"],"examples":["rounded"]},"Size":{"type":"integer","description":"A size in pixels, 64 to 4096.","minimum":64,"maximum":4096,"examples":[300],"format":"int32"},"QrCodeOptions":{"type":"object","description":"Styling options, named as in the qr-code-styling library. Every field is optional;\na missing field takes its default (300 × 300 px, square black dots on white, square\ncorners in the dots' colour, no margin, error correction Q, or H with an `image`).\n\n`image` puts an uploaded asset (`POST /assets`) in the centre; `gradient` on the dots,\ncorners or background replaces that part's `color`; `frameOptions` draws a frame with a\ncall to action. Every stop of a gradient keeps the contrast rule below.\n\nThe scan guard: before a style is stored the server renders it and decodes it with a QR\ndecoder at its own size (at most 1024 px a side); one that does not decode is refused with\n`422 UNSCANNABLE`, naming the option to change.\n\nThe dots must be darker than the background, with a contrast ratio of at least 3:1\n(WCAG's ratio for graphical objects): light-on-dark codes do not scan with common\ndecoders, and faint ones fail on paper and in glare. Other pairs are refused with `400`\nnaming the colour (`qrCodeOptions.dotsOptions.color`, or a corner colour).\n","additionalProperties":false,"properties":{"width":{"$ref":"#/definitions/Size"},"height":{"$ref":"#/definitions/Size"},"dotsOptions":{"type":"object","description":"The data dots.","additionalProperties":false,"properties":{"type":{"$ref":"#/definitions/DotType"},"color":{"$ref":"#/definitions/HexColor"},"gradient":{"$ref":"#/definitions/Gradient"}}},"backgroundOptions":{"type":"object","description":"The background.","additionalProperties":false,"properties":{"color":{"$ref":"#/definitions/HexColor"},"gradient":{"$ref":"#/definitions/Gradient"}}},"cornersSquareOptions":{"type":"object","description":"The three big squares in the corners (the finder patterns' outer rings).","additionalProperties":false,"properties":{"type":{"$ref":"#/definitions/CornerSquareType"},"color":{"$ref":"#/definitions/HexColor"},"gradient":{"$ref":"#/definitions/Gradient"}}},"cornersDotOptions":{"type":"object","description":"The dots inside the three corner squares.","additionalProperties":false,"properties":{"type":{"$ref":"#/definitions/CornerDotType"},"color":{"$ref":"#/definitions/HexColor"},"gradient":{"$ref":"#/definitions/Gradient"}}},"margin":{"$ref":"#/definitions/Margin"},"qrOptions":{"type":"object","description":"Options of the QR symbol itself.","additionalProperties":false,"properties":{"errorCorrectionLevel":{"$ref":"#/definitions/ErrorCorrectionLevel"}}},"image":{"$ref":"#/definitions/AssetId"},"imageOptions":{"$ref":"#/definitions/ImageOptions"},"frameOptions":{"$ref":"#/definitions/FrameOptions"}}},"Gradient":{"type":"object","description":"A colour gradient over the whole code (qr-code-styling's form). It replaces the part's\n`color`; every stop must keep the contrast rule against every background colour.\n","required":["colorStops"],"additionalProperties":false,"properties":{"type":{"$ref":"#/definitions/GradientType"},"rotation":{"type":"number","description":"The angle of a linear gradient in radians, clockwise from left-to-right; default 0.","minimum":-6.2832,"maximum":6.2832},"colorStops":{"type":"array","description":"Two to five stops, in order of offset.","minItems":2,"maxItems":5,"items":{"$ref":"#/definitions/ColorStop"}}}},"GradientType":{"type":"string","description":"A linear gradient along `rotation`, or a radial one from the centre. Default `linear`.","enum":["linear","radial"],"examples":["radial"]},"ColorStop":{"type":"object","description":"One colour of a gradient and where it falls, 0 (start or centre) to 1 (end or edge).","required":["offset","color"],"additionalProperties":false,"properties":{"offset":{"type":"number","minimum":0,"maximum":1},"color":{"$ref":"#/definitions/HexColor"}}},"ImageSize":{"type":"number","description":"The image's size as a share of the code's side, 0.1 to 0.5, default 0.4. A logo that hides\nmore modules than the error correction restores is refused by the scan guard\n(`422 UNSCANNABLE`); a square logo at 0.5 usually is.\n","minimum":0.1,"maximum":0.5,"examples":[0.4]},"ImageMargin":{"type":"integer","description":"Empty space around the image in pixels, 0 to 64, default 0.","minimum":0,"maximum":64,"examples":[4],"format":"int32"},"ImageOptions":{"type":"object","description":"How the `image` sits in the code (qr-code-styling's names).","additionalProperties":false,"properties":{"imageSize":{"$ref":"#/definitions/ImageSize"},"margin":{"$ref":"#/definitions/ImageMargin"},"hideBackgroundDots":{"type":"boolean","description":"Clear the dots under the image; default `true`."}}},"FrameType":{"type":"string","description":"`box`: a border with the text under the code; `banner`: a border and a band of the\nframe's colour under the code with the text on it. Default `none`.\n","enum":["none","box","banner"],"examples":["banner"]},"FrameText":{"type":"string","description":"The call to action, at most 24 characters of Latin-1 (the frame font's); default `SCAN ME`.","maxLength":24,"pattern":"^[ -~\\u00A0-\\u00FF]*$","examples":["SCAN ME"]},"FrameOptions":{"type":"object","description":"A frame around the code with a call to action, drawn in SVG, PNG and PDF alike.","additionalProperties":false,"properties":{"type":{"$ref":"#/definitions/FrameType"},"text":{"$ref":"#/definitions/FrameText"},"color":{"$ref":"#/definitions/HexColor"},"textColor":{"$ref":"#/definitions/HexColor"}}},"AssetId":{"type":"string","description":"An uploaded image of the account (`ast_` and 16 hex characters); an id that is not one of the account's is refused with `400`.","pattern":"^ast_[0-9a-f]{16}$","maxLength":20,"examples":["ast_3f9a2c7d1e8b4c60"]},"AssetContentType":{"type":"string","description":"The type of an uploaded image.","enum":["image/png","image/jpeg","image/svg+xml"]},"Asset":{"type":"object","description":"An uploaded image, without its bytes.","required":["id","contentType","width","height","bytes","createdAt"],"properties":{"id":{"$ref":"#/definitions/AssetId"},"contentType":{"$ref":"#/definitions/AssetContentType"},"width":{"type":"integer","format":"int32","description":"Its width in pixels (an SVG's in user units), read from the image.","minimum":1,"maximum":1000000},"height":{"type":"integer","format":"int32","description":"Its height in pixels (an SVG's in user units), read from the image.","minimum":1,"maximum":1000000},"bytes":{"type":"integer","format":"int32","description":"Its size as stored (an SVG after sanitising).","minimum":1,"maximum":524288},"createdAt":{"type":"string","format":"date-time","description":"When it was uploaded.","maxLength":64}}},"AssetResponse":{"description":"One asset.","allOf":[{"type":"object","required":["success"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."}}},{"$ref":"#/definitions/Asset"}]},"AssetList":{"type":"object","description":"The account's assets.","required":["success","data"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."},"data":{"type":"array","description":"The assets, newest first.","items":{"$ref":"#/definitions/Asset"},"maxItems":1000}}},"StyleId":{"type":"string","description":"A style template of the account (`sty_` and 16 hex characters).","pattern":"^sty_[0-9a-f]{16}$","maxLength":20,"examples":["sty_5c1e9a7b3d2f4e80"]},"StyleRef":{"type":["string","null"],"description":"The style template the code is drawn with (`sty_` and 16 hex characters), instead of\noptions of its own; `null`: none. An id that is not one of the account's templates is\nrefused with `400`. A request may carry `styleId` or `qrCodeOptions`, not both (`400`).\nOn update, `null` detaches the code and keeps the template's options as its own.\n","pattern":"^sty_[0-9a-f]{16}$","maxLength":20},"StyleName":{"type":"string","description":"What the account calls the template; 1–100 characters, no control characters.","minLength":1,"maxLength":100,"pattern":"^[^\\u0000-\\u001F\\u007F]+$"},"Style":{"type":"object","description":"A named set of styling options that the account's codes share.","required":["id","name","qrCodeOptions","createdAt","updatedAt"],"properties":{"id":{"$ref":"#/definitions/StyleId"},"name":{"$ref":"#/definitions/StyleName"},"qrCodeOptions":{"$ref":"#/definitions/ResolvedQrCodeOptions"},"createdAt":{"type":"string","format":"date-time","description":"When it was created.","maxLength":64},"updatedAt":{"type":"string","format":"date-time","description":"When it was last replaced; equal to `createdAt` on creation.","maxLength":64}}},"StyleResponse":{"description":"One style template.","allOf":[{"type":"object","required":["success"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."}}},{"$ref":"#/definitions/Style"}]},"StyleList":{"type":"object","description":"A page of the account's style templates.","required":["success","data","pagination"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."},"data":{"type":"array","description":"The templates of this page, oldest first.","items":{"$ref":"#/definitions/Style"},"maxItems":100},"pagination":{"$ref":"#/definitions/Pagination"}}},"CreateStyleRequest":{"type":"object","description":"A new style template. Unknown fields are refused.","required":["name","qrCodeOptions"],"additionalProperties":false,"properties":{"name":{"$ref":"#/definitions/StyleName"},"qrCodeOptions":{"$ref":"#/definitions/QrCodeOptions"}}},"UpdateStyleRequest":{"type":"object","description":"The template's new name and options, replacing the stored ones. Unknown fields are refused.","required":["name","qrCodeOptions"],"additionalProperties":false,"properties":{"name":{"$ref":"#/definitions/StyleName"},"qrCodeOptions":{"$ref":"#/definitions/QrCodeOptions"}}},"CornerSquareType":{"type":"string","description":"The shape of the corner squares, as qr-code-styling names them. Default `square`.\nqr-code-styling's `dot` rings are not offered: circular finder rings failed to decode in\nour scan tests at several sizes, and every image dynqr serves must scan.\n","enum":["square","extra-rounded"],"examples":["extra-rounded"]},"CornerDotType":{"type":"string","description":"The shape of the dots inside the corner squares. Default `square`.","enum":["square","dot"],"examples":["dot"]},"Margin":{"type":"integer","description":"Empty space around the code in pixels, 0 to 512, default 0. A quiet zone of 4 modules is\nalways kept inside it, so a code scans with any margin.\n","minimum":0,"maximum":512,"examples":[16],"format":"int32"},"ErrorCorrectionLevel":{"type":"string","description":"How much of the symbol may be damaged and still read: L 7 %, M 15 %, Q 25 % (default, as\nin qr-code-styling), H 30 %. Higher levels make denser codes.\n","enum":["L","M","Q","H"],"examples":["Q"]},"ResolvedQrCodeOptions":{"type":"object","description":"The stored styling options with every default filled in.","required":["width","height","dotsOptions","backgroundOptions","cornersSquareOptions","cornersDotOptions","margin","qrOptions"],"properties":{"cornersSquareOptions":{"type":"object","required":["type","color"],"properties":{"type":{"$ref":"#/definitions/CornerSquareType"},"color":{"$ref":"#/definitions/HexColor"},"gradient":{"$ref":"#/definitions/Gradient"}}},"cornersDotOptions":{"type":"object","required":["type","color"],"properties":{"type":{"$ref":"#/definitions/CornerDotType"},"color":{"$ref":"#/definitions/HexColor"},"gradient":{"$ref":"#/definitions/Gradient"}}},"margin":{"$ref":"#/definitions/Margin"},"qrOptions":{"type":"object","required":["errorCorrectionLevel"],"properties":{"errorCorrectionLevel":{"$ref":"#/definitions/ErrorCorrectionLevel"}}},"width":{"$ref":"#/definitions/Size"},"height":{"$ref":"#/definitions/Size"},"dotsOptions":{"type":"object","required":["type","color"],"properties":{"type":{"$ref":"#/definitions/DotType"},"color":{"$ref":"#/definitions/HexColor"},"gradient":{"$ref":"#/definitions/Gradient"}}},"backgroundOptions":{"type":"object","required":["color"],"properties":{"color":{"$ref":"#/definitions/HexColor"},"gradient":{"$ref":"#/definitions/Gradient"}}},"image":{"$ref":"#/definitions/AssetId"},"imageOptions":{"type":"object","description":"Present with an `image`, every default filled in.","required":["imageSize","margin","hideBackgroundDots"],"properties":{"imageSize":{"$ref":"#/definitions/ImageSize"},"margin":{"$ref":"#/definitions/ImageMargin"},"hideBackgroundDots":{"type":"boolean","description":"Whether the dots under the image are cleared."}}},"frameOptions":{"type":"object","description":"Present when a frame is drawn, every default filled in.","required":["type","text","color","textColor"],"properties":{"type":{"$ref":"#/definitions/FrameType"},"text":{"$ref":"#/definitions/FrameText"},"color":{"$ref":"#/definitions/HexColor"},"textColor":{"$ref":"#/definitions/HexColor"}}}}},"DomainId":{"type":"string","description":"The id of a custom domain (`dom_` and 16 hex characters).","pattern":"^dom_[0-9a-f]{16}$","maxLength":20,"examples":["dom_4f9c2a7d1e8b3c60"]},"Hostname":{"type":"string","description":"A DNS name, lower case, without a trailing dot or port: not an IP address, not\n`localhost` or a name under it, not the server's own host.\n","minLength":1,"maxLength":253,"examples":["menu.example.com"]},"DomainStatus":{"type":"string","description":"`pending` until its TXT record was seen, then `verified`.","enum":["pending","verified"],"examples":["verified"]},"DomainRedirectUrl":{"type":["string","null"],"format":"uri","maxLength":2048,"description":"An `http:` or `https:` URL, or `null` (a `404`).","examples":["https://example.com/"]},"CreateDomainRequest":{"type":"object","description":"A hostname to add. Unknown fields are refused.","required":["hostname"],"additionalProperties":false,"properties":{"hostname":{"$ref":"#/definitions/Hostname"}}},"UpdateDomainRequest":{"type":"object","description":"The redirects to change. Unknown fields (the hostname among them) are refused.","additionalProperties":false,"properties":{"rootRedirectUrl":{"$ref":"#/definitions/DomainRedirectUrl"},"notFoundUrl":{"$ref":"#/definitions/DomainRedirectUrl"}}},"DomainVerification":{"type":"object","description":"The DNS record that proves the hostname is the account's.","required":["type","name","value"],"properties":{"type":{"type":"string","const":"TXT","description":"Always a TXT record."},"name":{"type":"string","description":"The record's name, `_dynqr.<hostname>`.","maxLength":300},"value":{"type":"string","description":"The record's value, `dynqr-verify=<token>`.","maxLength":100}}},"Domain":{"type":"object","description":"A custom domain of the account.","required":["id","hostname","status","verification","rootRedirectUrl","notFoundUrl","createdAt","verifiedAt"],"properties":{"id":{"$ref":"#/definitions/DomainId"},"hostname":{"$ref":"#/definitions/Hostname"},"status":{"$ref":"#/definitions/DomainStatus"},"verification":{"$ref":"#/definitions/DomainVerification"},"rootRedirectUrl":{"$ref":"#/definitions/DomainRedirectUrl"},"notFoundUrl":{"$ref":"#/definitions/DomainRedirectUrl"},"createdAt":{"type":"string","format":"date-time","description":"When it was added.","maxLength":64},"verifiedAt":{"type":["string","null"],"format":"date-time","description":"When its record was first seen; `null` while pending.","maxLength":64}}},"DomainResponse":{"description":"A domain, as every answer about one carries it.","allOf":[{"type":"object","required":["success"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true`."}}},{"$ref":"#/definitions/Domain"}]},"DomainList":{"type":"object","description":"The account's domains.","required":["success","data"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true`."},"data":{"type":"array","description":"The domains, oldest first.","maxItems":1000,"items":{"$ref":"#/definitions/Domain"}}}},"TlsAllowed":{"type":"object","description":"The name is a verified custom domain.","required":["domain","allowed"],"properties":{"domain":{"type":"string","description":"The name asked about.","maxLength":253},"allowed":{"type":"boolean","const":true,"description":"Always `true` (a name not allowed is `404`)."}}},"CreateQrCodeRequest":{"type":"object","description":"The fields of a new QR code. Unknown fields are refused.","required":["targetUrl"],"additionalProperties":false,"properties":{"targetUrl":{"$ref":"#/definitions/TargetUrl"},"customShortId":{"$ref":"#/definitions/CustomShortId"},"qrCodeOptions":{"$ref":"#/definitions/QrCodeOptions"},"expiresAt":{"$ref":"#/definitions/ExpiresAt"},"maxScans":{"$ref":"#/definitions/MaxScans"},"fallbackUrl":{"$ref":"#/definitions/FallbackUrl"},"active":{"type":"boolean","description":"Whether the short link sends scanners to the target; `false` sends them to\n`fallbackUrl` or a `410` page. Defaults to `true`.\n"},"title":{"$ref":"#/definitions/Title"},"styleId":{"$ref":"#/definitions/StyleRef"},"scanLimitCounts":{"$ref":"#/definitions/ScanLimitCounts"},"domain":{"$ref":"#/definitions/Hostname","description":"A verified custom domain of the account (`GET /domains`) to serve the code on: its\n`qrCodeUrl` is then `https://<domain>/<shortId>`, answered on that host only. Fixed\nat creation: an update (`PUT`) naming `domain` is `400 INVALID_REQUEST` (an unknown field),\nso printed codes never break. A hostname that is not the account's is `400`; one\nstill pending is `422 DOMAIN_NOT_VERIFIED`.\n"}}},"UpdateQrCodeRequest":{"type":"object","description":"The fields to change. Unknown fields, and `shortId`, `views`, `createdAt`, are refused.\n`null` clears `expiresAt`, `maxScans`, `fallbackUrl` or `title`.\n","additionalProperties":false,"properties":{"targetUrl":{"$ref":"#/definitions/TargetUrl"},"qrCodeOptions":{"$ref":"#/definitions/QrCodeOptions"},"expiresAt":{"$ref":"#/definitions/ExpiresAt"},"maxScans":{"$ref":"#/definitions/MaxScans"},"fallbackUrl":{"$ref":"#/definitions/FallbackUrl"},"active":{"type":"boolean","description":"Whether the short link sends scanners to the target; `false` sends them to\n`fallbackUrl` or a `410` page. Defaults to `true`.\n"},"title":{"$ref":"#/definitions/Title"},"styleId":{"$ref":"#/definitions/StyleRef"},"scanLimitCounts":{"$ref":"#/definitions/ScanLimitCounts"}}},"QrCode":{"type":"object","description":"A dynamic QR code.","required":["shortId","qrCodeUrl","editUrl","targetUrl","views","qrCodeOptions","createdAt","updatedAt","expiresAt","maxScans","fallbackUrl","active","title","styleId","scanLimitCounts"],"properties":{"shortId":{"$ref":"#/definitions/ShortId"},"qrCodeUrl":{"type":"string","format":"uri","description":"The public short link, `{site_url}/<shortId>` (`https://<domain>/<shortId>` on a custom domain); the text the QR code encodes.","maxLength":2048},"editUrl":{"type":"string","format":"uri","description":"The edit page, `{site_url}/qrcode/edit/<shortId>`.","maxLength":2048},"targetUrl":{"type":"string","format":"uri","description":"Where the short link redirects now.","maxLength":2048},"views":{"type":"integer","minimum":0,"description":"Human scans of the short link: `GET` requests that were redirected, not `HEAD`,\nprefetches, bots or link previewers. `0` on a new code.\n","format":"int64","maximum":9007199254740991},"qrCodeOptions":{"$ref":"#/definitions/ResolvedQrCodeOptions"},"createdAt":{"type":"string","format":"date-time","description":"Creation time, ISO 8601 in UTC with milliseconds.","maxLength":64},"updatedAt":{"type":"string","format":"date-time","description":"Last time the target, styling or a lifecycle field changed; equal to `createdAt`\non creation.\n","maxLength":64},"expiresAt":{"$ref":"#/definitions/ExpiresAt"},"maxScans":{"$ref":"#/definitions/MaxScans"},"fallbackUrl":{"$ref":"#/definitions/FallbackUrl"},"active":{"type":"boolean","description":"Whether the owner has the code switched on (`true` unless set to `false`)."},"title":{"$ref":"#/definitions/Title"},"styleId":{"$ref":"#/definitions/StyleRef"},"scanLimitCounts":{"$ref":"#/definitions/ScanLimitCounts"},"domain":{"type":["string","null"],"description":"The custom domain the code is served on (its `qrCodeUrl` is `https://<domain>/<shortId>`),\nfixed at creation. Absent (or `null`) on a code served on the site's own address.\n","maxLength":253}}},"ScanLimitCounts":{"type":"string","description":"What `maxScans` counts. `views` (the default): every view. `uniqueViews`: the code's\nunique views over its life (the sum of its daily unique views, see `getQrCodeStats`), so\nthat one person reloading the code does not use it up; the code is used up when they\nreach `maxScans`, and from then on every scan goes to `fallbackUrl` or a `410` page.\nExact under concurrent scans.\n","enum":["views","uniqueViews"]},"Title":{"type":["string","null"],"description":"What the owner calls the code (\"Menu — table tent 4\"): shown in the dashboard and\nmatched by the list's `q`. 1–200 characters, no control characters; `null`: no title\n(on create, leaving it out is the same; on update, `null` removes it).\n","minLength":1,"maxLength":200,"pattern":"^[^\\u0000-\\u001F\\u007F]+$","examples":["Menu — table tent 4"]},"ExpiresAt":{"type":["string","null"],"format":"date-time","description":"When the code stops sending scanners to its target, ISO 8601 (stored in UTC with\nmilliseconds). From that instant on, scans go to `fallbackUrl` or a `410` page.\n`null`: never.\n","examples":["2026-12-31T23:00:00.000Z"],"maxLength":64},"MaxScans":{"type":["integer","null"],"minimum":1,"maximum":1000000000,"description":"The number of human views (or, with `scanLimitCounts: uniqueViews`, unique views) after\nwhich the code stops sending scanners to its target.\nThe scan that reaches the limit is still a view and still goes to the target; later\nones go to `fallbackUrl` or a `410` page and count as fallback hits. Exact under\nconcurrent scans. `null`: no limit.\n","examples":[100],"format":"int64"},"FallbackUrl":{"type":["string","null"],"format":"uri","description":"Where scanners go when the code is inactive, expired or at its `maxScans`; the same\nrules as `targetUrl`. `null`: such scans get a `410` page saying the code is no\nlonger active.\n","minLength":1,"maxLength":2048,"pattern":"^[Hh][Tt][Tt][Pp][Ss]?://","examples":["https://example.com/offer-ended"]},"BulkCreateRequest":{"type":"object","description":"Up to 100 QR codes to create. Each item is a create body (see `createQrCode`) and is\nvalidated on its own; only an item that is not a JSON object fails the whole request.\n","required":["items"],"additionalProperties":false,"properties":{"items":{"type":"array","minItems":1,"maxItems":100,"description":"The create bodies, 1 to 100.","items":{"type":"object","description":"A create body, as for `createQrCode`; its fields are checked item by item.","additionalProperties":true}}}},"BulkCreateResult":{"type":"object","description":"The outcome of one bulk item.","required":["index","status"],"properties":{"index":{"type":"integer","minimum":0,"description":"The item's position in the request, from 0.","format":"int32","maximum":99},"status":{"type":"integer","description":"The HTTP status `createQrCode` would have answered for this item (`201`, `400`, `409`, `422` for styling that does not scan).","examples":[201],"format":"int32","minimum":0,"maximum":599},"qrCode":{"$ref":"#/definitions/QrCode"},"error":{"$ref":"#/definitions/Error"}}},"BulkCreateResponse":{"type":"object","description":"One result per item, in the order of the request.","required":["success","data"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true`; each item says whether it succeeded."},"data":{"type":"array","description":"The results, in the order of the request's items.","items":{"$ref":"#/definitions/BulkCreateResult"},"maxItems":100}}},"BulkUpdateRequest":{"type":"object","description":"Up to 100 changes. Each item names a code (`shortId`), may carry `ifMatch` (the code's\n`ETag`, as the `If-Match` header) and the fields of an update body (see `updateQrCode`);\neach is validated on its own.\n","required":["items"],"additionalProperties":false,"properties":{"items":{"type":"array","minItems":1,"maxItems":100,"description":"The changes, 1 to 100.","items":{"type":"object","description":"`shortId`, optional `ifMatch`, and update fields; checked item by item.","additionalProperties":true}}}},"BulkChangeResult":{"type":"object","description":"The outcome of one item of a bulk change or delete.","required":["index","status"],"properties":{"index":{"type":"integer","minimum":0,"maximum":99,"format":"int32","description":"The item's position in the request, from 0."},"shortId":{"type":"string","maxLength":256,"description":"The code the item named (absent when the item named none)."},"status":{"type":"integer","minimum":0,"maximum":599,"format":"int32","description":"The HTTP status the single-code operation would have answered (`200`, `204`, `400`, `404`, `412`, `422` for styling that does not scan).","examples":[200]},"qrCode":{"$ref":"#/definitions/QrCode"},"error":{"$ref":"#/definitions/Error"}}},"BulkChangeResponse":{"type":"object","description":"One result per item, in the order of the request.","required":["success","data"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true`; each item says whether it succeeded."},"data":{"type":"array","maxItems":100,"description":"The results, in the order of the request's items.","items":{"$ref":"#/definitions/BulkChangeResult"}}}},"StatsInterval":{"type":"string","description":"The width of a stats bucket, in UTC.","enum":["hour","day"],"examples":["day"]},"ScanCounts":{"type":"object","description":"Scans of a short link, by kind.","required":["views","uniqueViews","botHits","fallbackHits"],"properties":{"views":{"type":"integer","minimum":0,"description":"Human scans sent to the target (they count towards `views` and `maxScans`).","format":"int64","maximum":9007199254740991},"uniqueViews":{"type":"integer","minimum":0,"description":"Views whose visitor had not viewed the code earlier that UTC day (at most `views`).","format":"int64","maximum":9007199254740991},"botHits":{"type":"integer","minimum":0,"description":"`HEAD` requests, prefetches, bots and link previewers.","format":"int64","maximum":9007199254740991},"fallbackHits":{"type":"integer","minimum":0,"description":"Human scans of an inactive, expired or exhausted code.","format":"int64","maximum":9007199254740991}}},"StatsBucket":{"description":"The scans of one hour or one day.","allOf":[{"type":"object","required":["start"],"properties":{"start":{"type":"string","format":"date-time","description":"The start of the bucket, UTC.","maxLength":64}}},{"$ref":"#/definitions/ScanCounts"}]},"QrCodeStats":{"type":"object","description":"A code's scans over a time range, bucket by bucket.","required":["success","shortId","interval","from","to","totals","series"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."},"shortId":{"$ref":"#/definitions/ShortId"},"interval":{"$ref":"#/definitions/StatsInterval"},"from":{"type":"string","format":"date-time","description":"The start of the first bucket (the requested `from` rounded down to the interval).","maxLength":64},"to":{"type":"string","format":"date-time","description":"The end of the range (exclusive), as requested.","maxLength":64},"totals":{"$ref":"#/definitions/ScanCounts"},"series":{"type":"array","description":"Every bucket of the range in time order, zeros included.","items":{"$ref":"#/definitions/StatsBucket"},"maxItems":1000},"breakdown":{"$ref":"#/definitions/StatsBreakdown"}}},"AccountStats":{"type":"object","description":"The scans of all an account's codes over a time range, bucket by bucket.","required":["success","interval","from","to","totals","series"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."},"interval":{"$ref":"#/definitions/StatsInterval"},"from":{"type":"string","format":"date-time","description":"The start of the first bucket (the requested `from` rounded down to the interval).","maxLength":64},"to":{"type":"string","format":"date-time","description":"The end of the range (exclusive), as requested.","maxLength":64},"totals":{"$ref":"#/definitions/ScanCounts"},"series":{"type":"array","description":"Every bucket of the range in time order, zeros included.","items":{"$ref":"#/definitions/StatsBucket"},"maxItems":1000},"breakdown":{"$ref":"#/definitions/StatsBreakdown"}}},"StatsBreakdown":{"type":"array","description":"Present only with `groupBy`: the range's views by value, most views first (ties by\nvalue). Their views add up exactly to `totals.views`.\n","items":{"$ref":"#/definitions/StatsBreakdownItem"},"maxItems":100000},"StatsBreakdownItem":{"type":"object","description":"The views of one value of the grouped dimension.","required":["value","views","uniqueViews"],"properties":{"value":{"type":["string","null"],"maxLength":256,"description":"The value: an ISO 3166-1 alpha-2 country code; a device (`mobile`, `tablet`,\n`desktop`, `other`); an OS (`iOS`, `Android`, `Windows`, `macOS`, `Linux`,\n`ChromeOS`, `other`); a browser (`Safari`, `Chrome`, `Firefox`, `Edge`,\n`Samsung Internet`, `Opera`, `other`); a referrer host; a primary language subtag\n(an ISO 639 code; others are unknown); or a `shortId`. `null` when unknown. Per code and day at most 100 distinct referrers\nand 100 distinct languages are kept: later new values of that day count as\n`(other)`, so anonymous scanners cannot grow a code's analytics without bound.\n"},"views":{"type":"integer","minimum":0,"format":"int64","maximum":9007199254740991,"description":"Views with this value."},"uniqueViews":{"type":"integer","minimum":0,"format":"int64","maximum":9007199254740991,"description":"Unique views with this value."}}},"StatsDimension":{"type":"string","description":"A dimension a code's views are grouped by.","enum":["country","device","os","browser","referrer","language"],"examples":["country"]},"AccountStatsDimension":{"type":"string","description":"A dimension the account's views are grouped by; `shortId` gives the top codes, `domain` the views of each custom domain (`null`: the codes on the site's own address).","enum":["country","device","os","browser","referrer","language","shortId","domain"],"examples":["shortId"]},"StatsCsv":{"type":"string","description":"RFC 4180 CSV with a header row: `value,views,uniqueViews` for a breakdown (an empty\nvalue for unknown), else `start,views,uniqueViews,botHits,fallbackHits` per bucket.\nA value that starts with `=`, `+`, `-`, `@`, tab or carriage return is written with a\nleading `'`, so that a spreadsheet never runs it as a formula.\n(Its examples are the operations' own, so that a mock answers each with its own series.)\n","maxLength":100000000},"QrCodeResponse":{"description":"A QR code as a single-object response, with `success` at the top level.","allOf":[{"type":"object","required":["success"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."}}},{"$ref":"#/definitions/QrCode"}]},"QrCodeList":{"type":"object","description":"A page of QR codes.","required":["success","data","pagination"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."},"data":{"type":"array","description":"The QR codes of this page, in the requested order.","items":{"$ref":"#/definitions/QrCode"},"maxItems":100},"pagination":{"$ref":"#/definitions/Pagination"}}},"Pagination":{"type":"object","description":"Where this page stands in the whole list.","required":["total","limit","offset","hasMore"],"properties":{"total":{"type":"integer","minimum":0,"description":"Number of the caller's QR codes in all.","format":"int64","maximum":9007199254740991},"limit":{"type":"integer","minimum":1,"maximum":100,"description":"The page size used.","format":"int32"},"offset":{"type":"integer","minimum":0,"description":"The number of items skipped.","format":"int64","maximum":9007199254740991},"hasMore":{"type":"boolean","description":"Whether items follow this page (`offset + data.length < total`)."}}},"SortField":{"type":"string","description":"A field QR codes can be listed by. Ties are ordered by `shortId`.","enum":["createdAt","updatedAt","views"],"examples":["views"]},"SortOrder":{"type":"string","description":"The direction of an order.","enum":["asc","desc"],"examples":["asc"]},"ImageFormat":{"type":"string","description":"The format of a QR code image.","enum":["svg","png","pdf"],"examples":["png"]},"Scope":{"type":"string","description":"What an API key may do. `qrcodes:read`: read codes, lists and images.\n`qrcodes:write`: everything `qrcodes:read` may, and create, change and delete codes.\n`keys:manage`: list, create and revoke the account's keys.\n","enum":["qrcodes:read","qrcodes:write","keys:manage"],"examples":["qrcodes:read"]},"ApiKey":{"type":"object","description":"An API key as its account holder sees it. Never the key itself or its hash.","required":["id","name","prefix","scopes","createdAt","lastUsedAt","expiresAt","revokedAt"],"properties":{"id":{"type":"string","description":"The key's id, used to revoke it.","pattern":"^key_[0-9A-Za-z]{12}$","examples":["key_8fKq2LmZ0aBc"],"maxLength":128},"name":{"type":["string","null"],"description":"What the key is for.","maxLength":200},"prefix":{"type":"string","description":"The first characters after `dqr_`, to tell keys apart.","minLength":1,"maxLength":8},"scopes":{"type":"array","description":"What the key may do.","items":{"$ref":"#/definitions/Scope"},"maxItems":3},"createdAt":{"type":"string","format":"date-time","description":"Creation time, ISO 8601 in UTC.","maxLength":64},"lastUsedAt":{"type":["string","null"],"format":"date-time","description":"When the key was last used (recorded at most once a minute); `null` if never.","maxLength":64},"expiresAt":{"type":["string","null"],"format":"date-time","description":"When the key stops working; `null` if never.","maxLength":64},"revokedAt":{"type":["string","null"],"format":"date-time","description":"When the key was revoked; `null` while it is not.","maxLength":64}}},"ApiKeyList":{"type":"object","description":"The account's API keys, newest first.","required":["success","data"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."},"data":{"type":"array","description":"The keys, newest first, revoked ones included.","items":{"$ref":"#/definitions/ApiKey"},"maxItems":1000}}},"CreateApiKeyRequest":{"type":"object","description":"A new API key. Unknown fields are refused.","required":["name"],"additionalProperties":false,"properties":{"name":{"type":"string","description":"What the key is for, 1–100 characters.","minLength":1,"maxLength":100},"scopes":{"type":"array","description":"What the key may do; default `[\"qrcodes:write\"]`.","minItems":1,"maxItems":3,"uniqueItems":true,"items":{"$ref":"#/definitions/Scope"}},"expiresAt":{"type":"string","format":"date-time","description":"When the key stops working, in the future (ISO 8601).","maxLength":64}}},"CreatedApiKeyResponse":{"description":"A new key, with the secret `key` shown this once.","allOf":[{"type":"object","required":["success","key"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."},"key":{"type":"string","description":"The API key. Store it now; it cannot be shown again.","pattern":"^dqr_[0-9A-Za-z]{32,128}$","maxLength":128}}},{"$ref":"#/definitions/ApiKey"}]},"ErrorCode":{"type":"string","description":"A stable, machine-readable error code:\n\n| status | error | when |\n|---|---|---|\n| 400 | INVALID_REQUEST | the request is invalid, e.g. `targetUrl` missing |\n| 401 | UNAUTHORIZED | the API key is invalid or missing |\n| 403 | FORBIDDEN | the key lacks the scope the operation needs |\n| 404 | NOT_FOUND | the QR code (or API key) does not exist for this account |\n| 409 | CONFLICT | the custom short id is taken, the asset or template is in use, or a request with the same `Idempotency-Key` is still running |\n| 409 | LIMIT_REACHED | the account holds as many of something (codes, assets, style templates, API keys, webhook endpoints, custom domains) as its cap allows; the message names the cap's variable |\n| 412 | PRECONDITION_FAILED | `If-Match` names none of the code's current ETag |\n| 413 | PAYLOAD_TOO_LARGE | the body is larger than 16 KiB |\n| 415 | UNSUPPORTED_MEDIA_TYPE | the body is not `application/json` |\n| 422 | IDEMPOTENCY_KEY_REUSED | the `Idempotency-Key` was used with another request |\n| 422 | UNSCANNABLE | the styling does not decode; the details name the option to change |\n| 422 | DOMAIN_NOT_VERIFIED | the custom domain's TXT record was not found (verify), or a code names a domain still pending |\n| 429 | RATE_LIMITED | too many requests; see `Retry-After` |\n| 500 | INTERNAL_ERROR | the service failed |\n| 503 | SERVICE_UNAVAILABLE | the store cannot commit right now; nothing changed, see `Retry-After` |\n","enum":["INVALID_REQUEST","UNAUTHORIZED","FORBIDDEN","NOT_FOUND","CONFLICT","LIMIT_REACHED","PRECONDITION_FAILED","PAYLOAD_TOO_LARGE","UNSUPPORTED_MEDIA_TYPE","IDEMPOTENCY_KEY_REUSED","UNSCANNABLE","DOMAIN_NOT_VERIFIED","RATE_LIMITED","INTERNAL_ERROR","SERVICE_UNAVAILABLE"]},"Error":{"type":"object","description":"The body of every error response.","required":["error","message"],"properties":{"error":{"$ref":"#/definitions/ErrorCode"},"message":{"type":"string","description":"Human-readable text; the documented cases keep their exact words.","maxLength":2000},"details":{"type":"array","description":"On validation errors, every problem found, by field.","items":{"$ref":"#/definitions/ErrorDetail"},"maxItems":100},"requestId":{"type":"string","description":"The id of the request, as in the `x-request-id` header.","maxLength":128}}},"ErrorDetail":{"type":"object","description":"One validation problem.","required":["field","message"],"properties":{"field":{"type":"string","description":"The offending field as a dotted path (`qrCodeOptions.width`), or the query parameter.","maxLength":200},"message":{"type":"string","description":"What is wrong with it.","maxLength":2000}}},"Health":{"type":"object","description":"The state of the process and its store.","required":["status"],"properties":{"status":{"$ref":"#/definitions/HealthStatus"},"store":{"$ref":"#/definitions/StoreKind"}}},"HealthStatus":{"type":"string","description":"`ok` when up (and, for readiness, when the store answers).","enum":["ok","unavailable"],"examples":["ok"]},"StoreKind":{"type":"string","description":"The kind of store, on the readiness probe.","enum":["sqlite","memory","postgres"],"examples":["sqlite"]}}};
const schema52 = {"type":"object","description":"The fields to change. Unknown fields, and `shortId`, `views`, `createdAt`, are refused.\n`null` clears `expiresAt`, `maxScans`, `fallbackUrl` or `title`.\n","additionalProperties":false,"properties":{"targetUrl":{"$ref":"#/definitions/TargetUrl"},"qrCodeOptions":{"$ref":"#/definitions/QrCodeOptions"},"expiresAt":{"$ref":"#/definitions/ExpiresAt"},"maxScans":{"$ref":"#/definitions/MaxScans"},"fallbackUrl":{"$ref":"#/definitions/FallbackUrl"},"active":{"type":"boolean","description":"Whether the short link sends scanners to the target; `false` sends them to\n`fallbackUrl` or a `410` page. Defaults to `true`.\n"},"title":{"$ref":"#/definitions/Title"},"styleId":{"$ref":"#/definitions/StyleRef"},"scanLimitCounts":{"$ref":"#/definitions/ScanLimitCounts"}}};

function validate32(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.offset === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "offset"},message:"must have required property '"+"offset"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.color === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "color"},message:"must have required property '"+"color"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "offset") || (key0 === "color"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.offset !== undefined){
let data0 = data.offset;
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 1 || isNaN(data0)){
const err3 = {instancePath:instancePath+"/offset",schemaPath:"#/properties/offset/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data0 < 0 || isNaN(data0)){
const err4 = {instancePath:instancePath+"/offset",schemaPath:"#/properties/offset/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/offset",schemaPath:"#/properties/offset/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.color !== undefined){
let data1 = data.color;
if(typeof data1 === "string"){
if(func3(data1) > 7){
const err6 = {instancePath:instancePath+"/color",schemaPath:"#/definitions/HexColor/maxLength",keyword:"maxLength",params:{limit: 7},message:"must NOT have more than 7 characters"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(!pattern2.test(data1)){
const err7 = {instancePath:instancePath+"/color",schemaPath:"#/definitions/HexColor/pattern",keyword:"pattern",params:{pattern: "^#[0-9A-Fa-f]{6}$"},message:"must match pattern \""+"^#[0-9A-Fa-f]{6}$"+"\""};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/color",schemaPath:"#/definitions/HexColor/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
else {
const err9 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
validate32.errors = vErrors;
return errors === 0;
}


function validate31(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.colorStops === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "colorStops"},message:"must have required property '"+"colorStops"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "type") || (key0 === "rotation")) || (key0 === "colorStops"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.type !== undefined){
let data0 = data.type;
if(typeof data0 !== "string"){
const err2 = {instancePath:instancePath+"/type",schemaPath:"#/definitions/GradientType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(!((data0 === "linear") || (data0 === "radial"))){
const err3 = {instancePath:instancePath+"/type",schemaPath:"#/definitions/GradientType/enum",keyword:"enum",params:{allowedValues: schema21.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.rotation !== undefined){
let data1 = data.rotation;
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 6.2832 || isNaN(data1)){
const err4 = {instancePath:instancePath+"/rotation",schemaPath:"#/properties/rotation/maximum",keyword:"maximum",params:{comparison: "<=", limit: 6.2832},message:"must be <= 6.2832"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data1 < -6.2832 || isNaN(data1)){
const err5 = {instancePath:instancePath+"/rotation",schemaPath:"#/properties/rotation/minimum",keyword:"minimum",params:{comparison: ">=", limit: -6.2832},message:"must be >= -6.2832"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/rotation",schemaPath:"#/properties/rotation/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.colorStops !== undefined){
let data2 = data.colorStops;
if(Array.isArray(data2)){
if(data2.length > 5){
const err7 = {instancePath:instancePath+"/colorStops",schemaPath:"#/properties/colorStops/maxItems",keyword:"maxItems",params:{limit: 5},message:"must NOT have more than 5 items"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data2.length < 2){
const err8 = {instancePath:instancePath+"/colorStops",schemaPath:"#/properties/colorStops/minItems",keyword:"minItems",params:{limit: 2},message:"must NOT have fewer than 2 items"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
if(!(validate32(data2[i0], {instancePath:instancePath+"/colorStops/" + i0,parentData:data2,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate32.errors : vErrors.concat(validate32.errors);
errors = vErrors.length;
}
}
}
else {
const err9 = {instancePath:instancePath+"/colorStops",schemaPath:"#/properties/colorStops/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
else {
const err10 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
validate31.errors = vErrors;
return errors === 0;
}


function validate38(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(((key0 === "imageSize") || (key0 === "margin")) || (key0 === "hideBackgroundDots"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.imageSize !== undefined){
let data0 = data.imageSize;
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 0.5 || isNaN(data0)){
const err1 = {instancePath:instancePath+"/imageSize",schemaPath:"#/definitions/ImageSize/maximum",keyword:"maximum",params:{comparison: "<=", limit: 0.5},message:"must be <= 0.5"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data0 < 0.1 || isNaN(data0)){
const err2 = {instancePath:instancePath+"/imageSize",schemaPath:"#/definitions/ImageSize/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0.1},message:"must be >= 0.1"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath:instancePath+"/imageSize",schemaPath:"#/definitions/ImageSize/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.margin !== undefined){
let data1 = data.margin;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err4 = {instancePath:instancePath+"/margin",schemaPath:"#/definitions/ImageMargin/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 64 || isNaN(data1)){
const err5 = {instancePath:instancePath+"/margin",schemaPath:"#/definitions/ImageMargin/maximum",keyword:"maximum",params:{comparison: "<=", limit: 64},message:"must be <= 64"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data1 < 0 || isNaN(data1)){
const err6 = {instancePath:instancePath+"/margin",schemaPath:"#/definitions/ImageMargin/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
if(data.hideBackgroundDots !== undefined){
if(typeof data.hideBackgroundDots !== "boolean"){
const err7 = {instancePath:instancePath+"/hideBackgroundDots",schemaPath:"#/properties/hideBackgroundDots/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
else {
const err8 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
validate38.errors = vErrors;
return errors === 0;
}


function validate40(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!((((key0 === "type") || (key0 === "text")) || (key0 === "color")) || (key0 === "textColor"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.type !== undefined){
let data0 = data.type;
if(typeof data0 !== "string"){
const err1 = {instancePath:instancePath+"/type",schemaPath:"#/definitions/FrameType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(!(((data0 === "none") || (data0 === "box")) || (data0 === "banner"))){
const err2 = {instancePath:instancePath+"/type",schemaPath:"#/definitions/FrameType/enum",keyword:"enum",params:{allowedValues: schema36.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.text !== undefined){
let data1 = data.text;
if(typeof data1 === "string"){
if(func3(data1) > 24){
const err3 = {instancePath:instancePath+"/text",schemaPath:"#/definitions/FrameText/maxLength",keyword:"maxLength",params:{limit: 24},message:"must NOT have more than 24 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(!pattern8.test(data1)){
const err4 = {instancePath:instancePath+"/text",schemaPath:"#/definitions/FrameText/pattern",keyword:"pattern",params:{pattern: "^[ -~\\u00A0-\\u00FF]*$"},message:"must match pattern \""+"^[ -~\\u00A0-\\u00FF]*$"+"\""};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/text",schemaPath:"#/definitions/FrameText/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.color !== undefined){
let data2 = data.color;
if(typeof data2 === "string"){
if(func3(data2) > 7){
const err6 = {instancePath:instancePath+"/color",schemaPath:"#/definitions/HexColor/maxLength",keyword:"maxLength",params:{limit: 7},message:"must NOT have more than 7 characters"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(!pattern2.test(data2)){
const err7 = {instancePath:instancePath+"/color",schemaPath:"#/definitions/HexColor/pattern",keyword:"pattern",params:{pattern: "^#[0-9A-Fa-f]{6}$"},message:"must match pattern \""+"^#[0-9A-Fa-f]{6}$"+"\""};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/color",schemaPath:"#/definitions/HexColor/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.textColor !== undefined){
let data3 = data.textColor;
if(typeof data3 === "string"){
if(func3(data3) > 7){
const err9 = {instancePath:instancePath+"/textColor",schemaPath:"#/definitions/HexColor/maxLength",keyword:"maxLength",params:{limit: 7},message:"must NOT have more than 7 characters"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(!pattern2.test(data3)){
const err10 = {instancePath:instancePath+"/textColor",schemaPath:"#/definitions/HexColor/pattern",keyword:"pattern",params:{pattern: "^#[0-9A-Fa-f]{6}$"},message:"must match pattern \""+"^#[0-9A-Fa-f]{6}$"+"\""};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/textColor",schemaPath:"#/definitions/HexColor/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
}
else {
const err12 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
validate40.errors = vErrors;
return errors === 0;
}


function validate30(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(func2.call(schema15.properties, key0))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.width !== undefined){
let data0 = data.width;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err1 = {instancePath:instancePath+"/width",schemaPath:"#/definitions/Size/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 4096 || isNaN(data0)){
const err2 = {instancePath:instancePath+"/width",schemaPath:"#/definitions/Size/maximum",keyword:"maximum",params:{comparison: "<=", limit: 4096},message:"must be <= 4096"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data0 < 64 || isNaN(data0)){
const err3 = {instancePath:instancePath+"/width",schemaPath:"#/definitions/Size/minimum",keyword:"minimum",params:{comparison: ">=", limit: 64},message:"must be >= 64"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
if(data.height !== undefined){
let data1 = data.height;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err4 = {instancePath:instancePath+"/height",schemaPath:"#/definitions/Size/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 4096 || isNaN(data1)){
const err5 = {instancePath:instancePath+"/height",schemaPath:"#/definitions/Size/maximum",keyword:"maximum",params:{comparison: "<=", limit: 4096},message:"must be <= 4096"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data1 < 64 || isNaN(data1)){
const err6 = {instancePath:instancePath+"/height",schemaPath:"#/definitions/Size/minimum",keyword:"minimum",params:{comparison: ">=", limit: 64},message:"must be >= 64"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
if(data.dotsOptions !== undefined){
let data2 = data.dotsOptions;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
for(const key1 in data2){
if(!(((key1 === "type") || (key1 === "color")) || (key1 === "gradient"))){
const err7 = {instancePath:instancePath+"/dotsOptions",schemaPath:"#/properties/dotsOptions/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data2.type !== undefined){
let data3 = data2.type;
if(typeof data3 !== "string"){
const err8 = {instancePath:instancePath+"/dotsOptions/type",schemaPath:"#/definitions/DotType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(!((((((data3 === "square") || (data3 === "dots")) || (data3 === "rounded")) || (data3 === "extra-rounded")) || (data3 === "classy")) || (data3 === "classy-rounded"))){
const err9 = {instancePath:instancePath+"/dotsOptions/type",schemaPath:"#/definitions/DotType/enum",keyword:"enum",params:{allowedValues: schema18.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data2.color !== undefined){
let data4 = data2.color;
if(typeof data4 === "string"){
if(func3(data4) > 7){
const err10 = {instancePath:instancePath+"/dotsOptions/color",schemaPath:"#/definitions/HexColor/maxLength",keyword:"maxLength",params:{limit: 7},message:"must NOT have more than 7 characters"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(!pattern2.test(data4)){
const err11 = {instancePath:instancePath+"/dotsOptions/color",schemaPath:"#/definitions/HexColor/pattern",keyword:"pattern",params:{pattern: "^#[0-9A-Fa-f]{6}$"},message:"must match pattern \""+"^#[0-9A-Fa-f]{6}$"+"\""};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
else {
const err12 = {instancePath:instancePath+"/dotsOptions/color",schemaPath:"#/definitions/HexColor/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data2.gradient !== undefined){
if(!(validate31(data2.gradient, {instancePath:instancePath+"/dotsOptions/gradient",parentData:data2,parentDataProperty:"gradient",rootData}))){
vErrors = vErrors === null ? validate31.errors : vErrors.concat(validate31.errors);
errors = vErrors.length;
}
}
}
else {
const err13 = {instancePath:instancePath+"/dotsOptions",schemaPath:"#/properties/dotsOptions/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.backgroundOptions !== undefined){
let data6 = data.backgroundOptions;
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
for(const key2 in data6){
if(!((key2 === "color") || (key2 === "gradient"))){
const err14 = {instancePath:instancePath+"/backgroundOptions",schemaPath:"#/properties/backgroundOptions/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data6.color !== undefined){
let data7 = data6.color;
if(typeof data7 === "string"){
if(func3(data7) > 7){
const err15 = {instancePath:instancePath+"/backgroundOptions/color",schemaPath:"#/definitions/HexColor/maxLength",keyword:"maxLength",params:{limit: 7},message:"must NOT have more than 7 characters"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(!pattern2.test(data7)){
const err16 = {instancePath:instancePath+"/backgroundOptions/color",schemaPath:"#/definitions/HexColor/pattern",keyword:"pattern",params:{pattern: "^#[0-9A-Fa-f]{6}$"},message:"must match pattern \""+"^#[0-9A-Fa-f]{6}$"+"\""};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
else {
const err17 = {instancePath:instancePath+"/backgroundOptions/color",schemaPath:"#/definitions/HexColor/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data6.gradient !== undefined){
if(!(validate31(data6.gradient, {instancePath:instancePath+"/backgroundOptions/gradient",parentData:data6,parentDataProperty:"gradient",rootData}))){
vErrors = vErrors === null ? validate31.errors : vErrors.concat(validate31.errors);
errors = vErrors.length;
}
}
}
else {
const err18 = {instancePath:instancePath+"/backgroundOptions",schemaPath:"#/properties/backgroundOptions/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.cornersSquareOptions !== undefined){
let data9 = data.cornersSquareOptions;
if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
for(const key3 in data9){
if(!(((key3 === "type") || (key3 === "color")) || (key3 === "gradient"))){
const err19 = {instancePath:instancePath+"/cornersSquareOptions",schemaPath:"#/properties/cornersSquareOptions/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data9.type !== undefined){
let data10 = data9.type;
if(typeof data10 !== "string"){
const err20 = {instancePath:instancePath+"/cornersSquareOptions/type",schemaPath:"#/definitions/CornerSquareType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(!((data10 === "square") || (data10 === "extra-rounded"))){
const err21 = {instancePath:instancePath+"/cornersSquareOptions/type",schemaPath:"#/definitions/CornerSquareType/enum",keyword:"enum",params:{allowedValues: schema25.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data9.color !== undefined){
let data11 = data9.color;
if(typeof data11 === "string"){
if(func3(data11) > 7){
const err22 = {instancePath:instancePath+"/cornersSquareOptions/color",schemaPath:"#/definitions/HexColor/maxLength",keyword:"maxLength",params:{limit: 7},message:"must NOT have more than 7 characters"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(!pattern2.test(data11)){
const err23 = {instancePath:instancePath+"/cornersSquareOptions/color",schemaPath:"#/definitions/HexColor/pattern",keyword:"pattern",params:{pattern: "^#[0-9A-Fa-f]{6}$"},message:"must match pattern \""+"^#[0-9A-Fa-f]{6}$"+"\""};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
else {
const err24 = {instancePath:instancePath+"/cornersSquareOptions/color",schemaPath:"#/definitions/HexColor/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data9.gradient !== undefined){
if(!(validate31(data9.gradient, {instancePath:instancePath+"/cornersSquareOptions/gradient",parentData:data9,parentDataProperty:"gradient",rootData}))){
vErrors = vErrors === null ? validate31.errors : vErrors.concat(validate31.errors);
errors = vErrors.length;
}
}
}
else {
const err25 = {instancePath:instancePath+"/cornersSquareOptions",schemaPath:"#/properties/cornersSquareOptions/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data.cornersDotOptions !== undefined){
let data13 = data.cornersDotOptions;
if(data13 && typeof data13 == "object" && !Array.isArray(data13)){
for(const key4 in data13){
if(!(((key4 === "type") || (key4 === "color")) || (key4 === "gradient"))){
const err26 = {instancePath:instancePath+"/cornersDotOptions",schemaPath:"#/properties/cornersDotOptions/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data13.type !== undefined){
let data14 = data13.type;
if(typeof data14 !== "string"){
const err27 = {instancePath:instancePath+"/cornersDotOptions/type",schemaPath:"#/definitions/CornerDotType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(!((data14 === "square") || (data14 === "dot"))){
const err28 = {instancePath:instancePath+"/cornersDotOptions/type",schemaPath:"#/definitions/CornerDotType/enum",keyword:"enum",params:{allowedValues: schema27.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data13.color !== undefined){
let data15 = data13.color;
if(typeof data15 === "string"){
if(func3(data15) > 7){
const err29 = {instancePath:instancePath+"/cornersDotOptions/color",schemaPath:"#/definitions/HexColor/maxLength",keyword:"maxLength",params:{limit: 7},message:"must NOT have more than 7 characters"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(!pattern2.test(data15)){
const err30 = {instancePath:instancePath+"/cornersDotOptions/color",schemaPath:"#/definitions/HexColor/pattern",keyword:"pattern",params:{pattern: "^#[0-9A-Fa-f]{6}$"},message:"must match pattern \""+"^#[0-9A-Fa-f]{6}$"+"\""};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
else {
const err31 = {instancePath:instancePath+"/cornersDotOptions/color",schemaPath:"#/definitions/HexColor/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data13.gradient !== undefined){
if(!(validate31(data13.gradient, {instancePath:instancePath+"/cornersDotOptions/gradient",parentData:data13,parentDataProperty:"gradient",rootData}))){
vErrors = vErrors === null ? validate31.errors : vErrors.concat(validate31.errors);
errors = vErrors.length;
}
}
}
else {
const err32 = {instancePath:instancePath+"/cornersDotOptions",schemaPath:"#/properties/cornersDotOptions/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data.margin !== undefined){
let data17 = data.margin;
if(!(((typeof data17 == "number") && (!(data17 % 1) && !isNaN(data17))) && (isFinite(data17)))){
const err33 = {instancePath:instancePath+"/margin",schemaPath:"#/definitions/Margin/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if((typeof data17 == "number") && (isFinite(data17))){
if(data17 > 512 || isNaN(data17)){
const err34 = {instancePath:instancePath+"/margin",schemaPath:"#/definitions/Margin/maximum",keyword:"maximum",params:{comparison: "<=", limit: 512},message:"must be <= 512"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if(data17 < 0 || isNaN(data17)){
const err35 = {instancePath:instancePath+"/margin",schemaPath:"#/definitions/Margin/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
}
if(data.qrOptions !== undefined){
let data18 = data.qrOptions;
if(data18 && typeof data18 == "object" && !Array.isArray(data18)){
for(const key5 in data18){
if(!(key5 === "errorCorrectionLevel")){
const err36 = {instancePath:instancePath+"/qrOptions",schemaPath:"#/properties/qrOptions/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data18.errorCorrectionLevel !== undefined){
let data19 = data18.errorCorrectionLevel;
if(typeof data19 !== "string"){
const err37 = {instancePath:instancePath+"/qrOptions/errorCorrectionLevel",schemaPath:"#/definitions/ErrorCorrectionLevel/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if(!((((data19 === "L") || (data19 === "M")) || (data19 === "Q")) || (data19 === "H"))){
const err38 = {instancePath:instancePath+"/qrOptions/errorCorrectionLevel",schemaPath:"#/definitions/ErrorCorrectionLevel/enum",keyword:"enum",params:{allowedValues: schema30.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
}
else {
const err39 = {instancePath:instancePath+"/qrOptions",schemaPath:"#/properties/qrOptions/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
if(data.image !== undefined){
let data20 = data.image;
if(typeof data20 === "string"){
if(func3(data20) > 20){
const err40 = {instancePath:instancePath+"/image",schemaPath:"#/definitions/AssetId/maxLength",keyword:"maxLength",params:{limit: 20},message:"must NOT have more than 20 characters"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
if(!pattern7.test(data20)){
const err41 = {instancePath:instancePath+"/image",schemaPath:"#/definitions/AssetId/pattern",keyword:"pattern",params:{pattern: "^ast_[0-9a-f]{16}$"},message:"must match pattern \""+"^ast_[0-9a-f]{16}$"+"\""};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
else {
const err42 = {instancePath:instancePath+"/image",schemaPath:"#/definitions/AssetId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
if(data.imageOptions !== undefined){
if(!(validate38(data.imageOptions, {instancePath:instancePath+"/imageOptions",parentData:data,parentDataProperty:"imageOptions",rootData}))){
vErrors = vErrors === null ? validate38.errors : vErrors.concat(validate38.errors);
errors = vErrors.length;
}
}
if(data.frameOptions !== undefined){
if(!(validate40(data.frameOptions, {instancePath:instancePath+"/frameOptions",parentData:data,parentDataProperty:"frameOptions",rootData}))){
vErrors = vErrors === null ? validate40.errors : vErrors.concat(validate40.errors);
errors = vErrors.length;
}
}
}
else {
const err43 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
validate30.errors = vErrors;
return errors === 0;
}


function validate29(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(func2.call(schema52.properties, key0))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.targetUrl !== undefined){
let data0 = data.targetUrl;
if(typeof data0 === "string"){
if(func3(data0) > 2048){
const err1 = {instancePath:instancePath+"/targetUrl",schemaPath:"#/definitions/TargetUrl/maxLength",keyword:"maxLength",params:{limit: 2048},message:"must NOT have more than 2048 characters"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(func3(data0) < 1){
const err2 = {instancePath:instancePath+"/targetUrl",schemaPath:"#/definitions/TargetUrl/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(!pattern0.test(data0)){
const err3 = {instancePath:instancePath+"/targetUrl",schemaPath:"#/definitions/TargetUrl/pattern",keyword:"pattern",params:{pattern: "^[Hh][Tt][Tt][Pp][Ss]?://"},message:"must match pattern \""+"^[Hh][Tt][Tt][Pp][Ss]?://"+"\""};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/targetUrl",schemaPath:"#/definitions/TargetUrl/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.qrCodeOptions !== undefined){
if(!(validate30(data.qrCodeOptions, {instancePath:instancePath+"/qrCodeOptions",parentData:data,parentDataProperty:"qrCodeOptions",rootData}))){
vErrors = vErrors === null ? validate30.errors : vErrors.concat(validate30.errors);
errors = vErrors.length;
}
}
if(data.expiresAt !== undefined){
let data2 = data.expiresAt;
if((typeof data2 !== "string") && (data2 !== null)){
const err5 = {instancePath:instancePath+"/expiresAt",schemaPath:"#/definitions/ExpiresAt/type",keyword:"type",params:{type: schema40.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(typeof data2 === "string"){
if(func3(data2) > 64){
const err6 = {instancePath:instancePath+"/expiresAt",schemaPath:"#/definitions/ExpiresAt/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
if(data.maxScans !== undefined){
let data3 = data.maxScans;
if((!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))) && (data3 !== null)){
const err7 = {instancePath:instancePath+"/maxScans",schemaPath:"#/definitions/MaxScans/type",keyword:"type",params:{type: schema41.type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 > 1000000000 || isNaN(data3)){
const err8 = {instancePath:instancePath+"/maxScans",schemaPath:"#/definitions/MaxScans/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000000000},message:"must be <= 1000000000"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data3 < 1 || isNaN(data3)){
const err9 = {instancePath:instancePath+"/maxScans",schemaPath:"#/definitions/MaxScans/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
if(data.fallbackUrl !== undefined){
let data4 = data.fallbackUrl;
if((typeof data4 !== "string") && (data4 !== null)){
const err10 = {instancePath:instancePath+"/fallbackUrl",schemaPath:"#/definitions/FallbackUrl/type",keyword:"type",params:{type: schema42.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(typeof data4 === "string"){
if(func3(data4) > 2048){
const err11 = {instancePath:instancePath+"/fallbackUrl",schemaPath:"#/definitions/FallbackUrl/maxLength",keyword:"maxLength",params:{limit: 2048},message:"must NOT have more than 2048 characters"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(func3(data4) < 1){
const err12 = {instancePath:instancePath+"/fallbackUrl",schemaPath:"#/definitions/FallbackUrl/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(!pattern0.test(data4)){
const err13 = {instancePath:instancePath+"/fallbackUrl",schemaPath:"#/definitions/FallbackUrl/pattern",keyword:"pattern",params:{pattern: "^[Hh][Tt][Tt][Pp][Ss]?://"},message:"must match pattern \""+"^[Hh][Tt][Tt][Pp][Ss]?://"+"\""};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
}
if(data.active !== undefined){
if(typeof data.active !== "boolean"){
const err14 = {instancePath:instancePath+"/active",schemaPath:"#/properties/active/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.title !== undefined){
let data6 = data.title;
if((typeof data6 !== "string") && (data6 !== null)){
const err15 = {instancePath:instancePath+"/title",schemaPath:"#/definitions/Title/type",keyword:"type",params:{type: schema43.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(typeof data6 === "string"){
if(func3(data6) > 200){
const err16 = {instancePath:instancePath+"/title",schemaPath:"#/definitions/Title/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(func3(data6) < 1){
const err17 = {instancePath:instancePath+"/title",schemaPath:"#/definitions/Title/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(!pattern12.test(data6)){
const err18 = {instancePath:instancePath+"/title",schemaPath:"#/definitions/Title/pattern",keyword:"pattern",params:{pattern: "^[^\\u0000-\\u001F\\u007F]+$"},message:"must match pattern \""+"^[^\\u0000-\\u001F\\u007F]+$"+"\""};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
}
if(data.styleId !== undefined){
let data7 = data.styleId;
if((typeof data7 !== "string") && (data7 !== null)){
const err19 = {instancePath:instancePath+"/styleId",schemaPath:"#/definitions/StyleRef/type",keyword:"type",params:{type: schema44.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(typeof data7 === "string"){
if(func3(data7) > 20){
const err20 = {instancePath:instancePath+"/styleId",schemaPath:"#/definitions/StyleRef/maxLength",keyword:"maxLength",params:{limit: 20},message:"must NOT have more than 20 characters"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(!pattern13.test(data7)){
const err21 = {instancePath:instancePath+"/styleId",schemaPath:"#/definitions/StyleRef/pattern",keyword:"pattern",params:{pattern: "^sty_[0-9a-f]{16}$"},message:"must match pattern \""+"^sty_[0-9a-f]{16}$"+"\""};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
}
if(data.scanLimitCounts !== undefined){
let data8 = data.scanLimitCounts;
if(typeof data8 !== "string"){
const err22 = {instancePath:instancePath+"/scanLimitCounts",schemaPath:"#/definitions/ScanLimitCounts/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(!((data8 === "views") || (data8 === "uniqueViews"))){
const err23 = {instancePath:instancePath+"/scanLimitCounts",schemaPath:"#/definitions/ScanLimitCounts/enum",keyword:"enum",params:{allowedValues: schema45.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
}
else {
const err24 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
validate29.errors = vErrors;
return errors === 0;
}


function validate28(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(!(validate29(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate29.errors : vErrors.concat(validate29.errors);
errors = vErrors.length;
}
validate28.errors = vErrors;
return errors === 0;
}

export const validateCreateApiKeyBody = validate44;
const schema85 = {"$ref":"#/definitions/CreateApiKeyRequest","definitions":{"WebhookEventType":{"type":"string","description":"What happened to a QR code: created, updated (target or options changed), deleted,\nor deactivated (its expiry passed or its scan limit was reached).\n","enum":["qrcode.created","qrcode.updated","qrcode.deleted","qrcode.deactivated"]},"CreateWebhookRequest":{"type":"object","additionalProperties":false,"required":["url","events"],"properties":{"url":{"type":"string","minLength":1,"maxLength":2048,"description":"Where events are POSTed; `http:` or `https:`, on a public address."},"events":{"type":"array","description":"The event types to send; at least one, no repeats.","minItems":1,"maxItems":4,"uniqueItems":true,"items":{"$ref":"#/definitions/WebhookEventType"}},"description":{"type":"string","maxLength":200,"description":"A note for people, shown in the list."}}},"Webhook":{"type":"object","description":"A webhook endpoint, without its secret.","required":["id","url","events","description","createdAt","disabledAt"],"properties":{"id":{"type":"string","description":"The endpoint's id.","maxLength":128},"url":{"type":"string","description":"Where events are POSTed.","maxLength":2048},"events":{"type":"array","description":"The event types sent to it.","items":{"$ref":"#/definitions/WebhookEventType"},"maxItems":4},"description":{"type":["string","null"],"description":"The note given at creation.","maxLength":500},"createdAt":{"type":"string","format":"date-time","description":"When it was registered.","maxLength":64},"disabledAt":{"type":["string","null"],"format":"date-time","description":"When it was disabled after 24 hours of failed deliveries; null while active.","maxLength":64},"disabledReason":{"type":"string","const":"webhook.disabled","description":"Present on a disabled endpoint."}}},"CreatedWebhookResponse":{"description":"A new endpoint, with its secret (shown this once).","allOf":[{"type":"object","required":["success","secret"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."},"secret":{"type":"string","description":"`whsec_` + base64 of the key bytes. Sign checks use the decoded bytes.","maxLength":128}}},{"$ref":"#/definitions/Webhook"}]},"WebhookList":{"type":"object","description":"The account's webhook endpoints.","required":["success","data"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."},"data":{"type":"array","description":"The endpoints, newest first.","items":{"$ref":"#/definitions/Webhook"},"maxItems":1000}}},"WebhookDelivery":{"type":"object","description":"One event's delivery to one endpoint.","required":["eventId","type","status","attempts","lastStatus","lastError","nextAttemptAt","createdAt"],"properties":{"eventId":{"type":"string","description":"The event id, sent as `webhook-id`; the same on every attempt.","maxLength":128},"type":{"$ref":"#/definitions/WebhookEventType"},"status":{"$ref":"#/definitions/WebhookDeliveryStatus"},"attempts":{"type":"integer","minimum":0,"description":"Attempts made so far.","format":"int32","maximum":10000},"lastStatus":{"type":["integer","null"],"description":"The HTTP status of the last attempt; null when none came back.","format":"int32","minimum":0,"maximum":599},"lastError":{"type":["string","null"],"description":"Why the last attempt failed, in words; null after a success.","maxLength":2000},"nextAttemptAt":{"type":["string","null"],"format":"date-time","description":"When the next attempt is due; null once delivered or given up.","maxLength":64},"createdAt":{"type":"string","format":"date-time","description":"When the event happened.","maxLength":64}}},"WebhookDeliveryStatus":{"type":"string","description":"pending (not yet delivered), delivered (a 2xx came back) or failed (given up after 24 hours, or the endpoint was disabled).","enum":["pending","delivered","failed"]},"WebhookDeliveryList":{"type":"object","description":"An endpoint's latest deliveries.","required":["success","data"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."},"data":{"type":"array","description":"Latest first.","items":{"$ref":"#/definitions/WebhookDelivery"},"maxItems":1000}}},"WebhookEvent":{"type":"object","description":"The body POSTed to an endpoint. Headers: `webhook-id` (= `id`), `webhook-timestamp`\n(Unix seconds) and `webhook-signature` (`v1,` + base64 HMAC-SHA256 of\n`id.timestamp.body` keyed with the secret's decoded bytes).\n","required":["id","type","createdAt","data"],"properties":{"id":{"type":"string","description":"The event id; the same on every attempt, so receivers can de-duplicate.","maxLength":128},"type":{"$ref":"#/definitions/WebhookEventType"},"createdAt":{"type":"string","format":"date-time","description":"When the change happened.","maxLength":64},"data":{"$ref":"#/definitions/QrCode"}}},"ShortId":{"type":"string","description":"The short identifier of a QR code; case-sensitive.","minLength":3,"maxLength":64,"pattern":"^[A-Za-z0-9_-]+$","examples":["aZ3kP9qX"]},"CustomShortId":{"type":"string","description":"A caller-chosen short id: 3–64 characters of `[A-Za-z0-9_-]`. Reserved words\n(case-insensitively: api, qrcode, docs, health, healthz, readyz, metrics, static,\nassets, keys, dashboard, login, admin, favicon.ico, robots.txt, .well-known,\nopenapi.json, openapi.yaml, bulk, export) are refused with `400`; an id in use or used before with\n`409`.\n","minLength":3,"maxLength":64,"pattern":"^[A-Za-z0-9_-]+$","examples":["spring-sale"]},"TargetUrl":{"type":"string","format":"uri","description":"The URL the short link redirects to: absolute `http:` or `https:`, at most 2048\ncharacters, without user-info or control characters, and not on the service's own\nshort-link host. Stored and returned in normalised form.\n","minLength":1,"maxLength":2048,"pattern":"^[Hh][Tt][Tt][Pp][Ss]?://","examples":["https://example.com/menu"]},"HexColor":{"type":"string","description":"A colour in hex form `#RRGGBB`; stored in lower case.","pattern":"^#[0-9A-Fa-f]{6}$","examples":["#1a2b3c"],"maxLength":7},"DotType":{"type":"string","description":"The shape of the dots, as the qr-code-styling library names them.","enum":["square","dots","rounded","extra-rounded","classy","classy-rounded"],"examples":["rounded"]},"Size":{"type":"integer","description":"A size in pixels, 64 to 4096.","minimum":64,"maximum":4096,"examples":[300],"format":"int32"},"QrCodeOptions":{"type":"object","description":"Styling options, named as in the qr-code-styling library. Every field is optional;\na missing field takes its default (300 × 300 px, square black dots on white, square\ncorners in the dots' colour, no margin, error correction Q, or H with an `image`).\n\n`image` puts an uploaded asset (`POST /assets`) in the centre; `gradient` on the dots,\ncorners or background replaces that part's `color`; `frameOptions` draws a frame with a\ncall to action. Every stop of a gradient keeps the contrast rule below.\n\nThe scan guard: before a style is stored the server renders it and decodes it with a QR\ndecoder at its own size (at most 1024 px a side); one that does not decode is refused with\n`422 UNSCANNABLE`, naming the option to change.\n\nThe dots must be darker than the background, with a contrast ratio of at least 3:1\n(WCAG's ratio for graphical objects): light-on-dark codes do not scan with common\ndecoders, and faint ones fail on paper and in glare. Other pairs are refused with `400`\nnaming the colour (`qrCodeOptions.dotsOptions.color`, or a corner colour).\n","additionalProperties":false,"properties":{"width":{"$ref":"#/definitions/Size"},"height":{"$ref":"#/definitions/Size"},"dotsOptions":{"type":"object","description":"The data dots.","additionalProperties":false,"properties":{"type":{"$ref":"#/definitions/DotType"},"color":{"$ref":"#/definitions/HexColor"},"gradient":{"$ref":"#/definitions/Gradient"}}},"backgroundOptions":{"type":"object","description":"The background.","additionalProperties":false,"properties":{"color":{"$ref":"#/definitions/HexColor"},"gradient":{"$ref":"#/definitions/Gradient"}}},"cornersSquareOptions":{"type":"object","description":"The three big squares in the corners (the finder patterns' outer rings).","additionalProperties":false,"properties":{"type":{"$ref":"#/definitions/CornerSquareType"},"color":{"$ref":"#/definitions/HexColor"},"gradient":{"$ref":"#/definitions/Gradient"}}},"cornersDotOptions":{"type":"object","description":"The dots inside the three corner squares.","additionalProperties":false,"properties":{"type":{"$ref":"#/definitions/CornerDotType"},"color":{"$ref":"#/definitions/HexColor"},"gradient":{"$ref":"#/definitions/Gradient"}}},"margin":{"$ref":"#/definitions/Margin"},"qrOptions":{"type":"object","description":"Options of the QR symbol itself.","additionalProperties":false,"properties":{"errorCorrectionLevel":{"$ref":"#/definitions/ErrorCorrectionLevel"}}},"image":{"$ref":"#/definitions/AssetId"},"imageOptions":{"$ref":"#/definitions/ImageOptions"},"frameOptions":{"$ref":"#/definitions/FrameOptions"}}},"Gradient":{"type":"object","description":"A colour gradient over the whole code (qr-code-styling's form). It replaces the part's\n`color`; every stop must keep the contrast rule against every background colour.\n","required":["colorStops"],"additionalProperties":false,"properties":{"type":{"$ref":"#/definitions/GradientType"},"rotation":{"type":"number","description":"The angle of a linear gradient in radians, clockwise from left-to-right; default 0.","minimum":-6.2832,"maximum":6.2832},"colorStops":{"type":"array","description":"Two to five stops, in order of offset.","minItems":2,"maxItems":5,"items":{"$ref":"#/definitions/ColorStop"}}}},"GradientType":{"type":"string","description":"A linear gradient along `rotation`, or a radial one from the centre. Default `linear`.","enum":["linear","radial"],"examples":["radial"]},"ColorStop":{"type":"object","description":"One colour of a gradient and where it falls, 0 (start or centre) to 1 (end or edge).","required":["offset","color"],"additionalProperties":false,"properties":{"offset":{"type":"number","minimum":0,"maximum":1},"color":{"$ref":"#/definitions/HexColor"}}},"ImageSize":{"type":"number","description":"The image's size as a share of the code's side, 0.1 to 0.5, default 0.4. A logo that hides\nmore modules than the error correction restores is refused by the scan guard\n(`422 UNSCANNABLE`); a square logo at 0.5 usually is.\n","minimum":0.1,"maximum":0.5,"examples":[0.4]},"ImageMargin":{"type":"integer","description":"Empty space around the image in pixels, 0 to 64, default 0.","minimum":0,"maximum":64,"examples":[4],"format":"int32"},"ImageOptions":{"type":"object","description":"How the `image` sits in the code (qr-code-styling's names).","additionalProperties":false,"properties":{"imageSize":{"$ref":"#/definitions/ImageSize"},"margin":{"$ref":"#/definitions/ImageMargin"},"hideBackgroundDots":{"type":"boolean","description":"Clear the dots under the image; default `true`."}}},"FrameType":{"type":"string","description":"`box`: a border with the text under the code; `banner`: a border and a band of the\nframe's colour under the code with the text on it. Default `none`.\n","enum":["none","box","banner"],"examples":["banner"]},"FrameText":{"type":"string","description":"The call to action, at most 24 characters of Latin-1 (the frame font's); default `SCAN ME`.","maxLength":24,"pattern":"^[ -~\\u00A0-\\u00FF]*$","examples":["SCAN ME"]},"FrameOptions":{"type":"object","description":"A frame around the code with a call to action, drawn in SVG, PNG and PDF alike.","additionalProperties":false,"properties":{"type":{"$ref":"#/definitions/FrameType"},"text":{"$ref":"#/definitions/FrameText"},"color":{"$ref":"#/definitions/HexColor"},"textColor":{"$ref":"#/definitions/HexColor"}}},"AssetId":{"type":"string","description":"An uploaded image of the account (`ast_` and 16 hex characters); an id that is not one of the account's is refused with `400`.","pattern":"^ast_[0-9a-f]{16}$","maxLength":20,"examples":["ast_3f9a2c7d1e8b4c60"]},"AssetContentType":{"type":"string","description":"The type of an uploaded image.","enum":["image/png","image/jpeg","image/svg+xml"]},"Asset":{"type":"object","description":"An uploaded image, without its bytes.","required":["id","contentType","width","height","bytes","createdAt"],"properties":{"id":{"$ref":"#/definitions/AssetId"},"contentType":{"$ref":"#/definitions/AssetContentType"},"width":{"type":"integer","format":"int32","description":"Its width in pixels (an SVG's in user units), read from the image.","minimum":1,"maximum":1000000},"height":{"type":"integer","format":"int32","description":"Its height in pixels (an SVG's in user units), read from the image.","minimum":1,"maximum":1000000},"bytes":{"type":"integer","format":"int32","description":"Its size as stored (an SVG after sanitising).","minimum":1,"maximum":524288},"createdAt":{"type":"string","format":"date-time","description":"When it was uploaded.","maxLength":64}}},"AssetResponse":{"description":"One asset.","allOf":[{"type":"object","required":["success"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."}}},{"$ref":"#/definitions/Asset"}]},"AssetList":{"type":"object","description":"The account's assets.","required":["success","data"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."},"data":{"type":"array","description":"The assets, newest first.","items":{"$ref":"#/definitions/Asset"},"maxItems":1000}}},"StyleId":{"type":"string","description":"A style template of the account (`sty_` and 16 hex characters).","pattern":"^sty_[0-9a-f]{16}$","maxLength":20,"examples":["sty_5c1e9a7b3d2f4e80"]},"StyleRef":{"type":["string","null"],"description":"The style template the code is drawn with (`sty_` and 16 hex characters), instead of\noptions of its own; `null`: none. An id that is not one of the account's templates is\nrefused with `400`. A request may carry `styleId` or `qrCodeOptions`, not both (`400`).\nOn update, `null` detaches the code and keeps the template's options as its own.\n","pattern":"^sty_[0-9a-f]{16}$","maxLength":20},"StyleName":{"type":"string","description":"What the account calls the template; 1–100 characters, no control characters.","minLength":1,"maxLength":100,"pattern":"^[^\\u0000-\\u001F\\u007F]+$"},"Style":{"type":"object","description":"A named set of styling options that the account's codes share.","required":["id","name","qrCodeOptions","createdAt","updatedAt"],"properties":{"id":{"$ref":"#/definitions/StyleId"},"name":{"$ref":"#/definitions/StyleName"},"qrCodeOptions":{"$ref":"#/definitions/ResolvedQrCodeOptions"},"createdAt":{"type":"string","format":"date-time","description":"When it was created.","maxLength":64},"updatedAt":{"type":"string","format":"date-time","description":"When it was last replaced; equal to `createdAt` on creation.","maxLength":64}}},"StyleResponse":{"description":"One style template.","allOf":[{"type":"object","required":["success"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."}}},{"$ref":"#/definitions/Style"}]},"StyleList":{"type":"object","description":"A page of the account's style templates.","required":["success","data","pagination"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."},"data":{"type":"array","description":"The templates of this page, oldest first.","items":{"$ref":"#/definitions/Style"},"maxItems":100},"pagination":{"$ref":"#/definitions/Pagination"}}},"CreateStyleRequest":{"type":"object","description":"A new style template. Unknown fields are refused.","required":["name","qrCodeOptions"],"additionalProperties":false,"properties":{"name":{"$ref":"#/definitions/StyleName"},"qrCodeOptions":{"$ref":"#/definitions/QrCodeOptions"}}},"UpdateStyleRequest":{"type":"object","description":"The template's new name and options, replacing the stored ones. Unknown fields are refused.","required":["name","qrCodeOptions"],"additionalProperties":false,"properties":{"name":{"$ref":"#/definitions/StyleName"},"qrCodeOptions":{"$ref":"#/definitions/QrCodeOptions"}}},"CornerSquareType":{"type":"string","description":"The shape of the corner squares, as qr-code-styling names them. Default `square`.\nqr-code-styling's `dot` rings are not offered: circular finder rings failed to decode in\nour scan tests at several sizes, and every image dynqr serves must scan.\n","enum":["square","extra-rounded"],"examples":["extra-rounded"]},"CornerDotType":{"type":"string","description":"The shape of the dots inside the corner squares. Default `square`.","enum":["square","dot"],"examples":["dot"]},"Margin":{"type":"integer","description":"Empty space around the code in pixels, 0 to 512, default 0. A quiet zone of 4 modules is\nalways kept inside it, so a code scans with any margin.\n","minimum":0,"maximum":512,"examples":[16],"format":"int32"},"ErrorCorrectionLevel":{"type":"string","description":"How much of the symbol may be damaged and still read: L 7 %, M 15 %, Q 25 % (default, as\nin qr-code-styling), H 30 %. Higher levels make denser codes.\n","enum":["L","M","Q","H"],"examples":["Q"]},"ResolvedQrCodeOptions":{"type":"object","description":"The stored styling options with every default filled in.","required":["width","height","dotsOptions","backgroundOptions","cornersSquareOptions","cornersDotOptions","margin","qrOptions"],"properties":{"cornersSquareOptions":{"type":"object","required":["type","color"],"properties":{"type":{"$ref":"#/definitions/CornerSquareType"},"color":{"$ref":"#/definitions/HexColor"},"gradient":{"$ref":"#/definitions/Gradient"}}},"cornersDotOptions":{"type":"object","required":["type","color"],"properties":{"type":{"$ref":"#/definitions/CornerDotType"},"color":{"$ref":"#/definitions/HexColor"},"gradient":{"$ref":"#/definitions/Gradient"}}},"margin":{"$ref":"#/definitions/Margin"},"qrOptions":{"type":"object","required":["errorCorrectionLevel"],"properties":{"errorCorrectionLevel":{"$ref":"#/definitions/ErrorCorrectionLevel"}}},"width":{"$ref":"#/definitions/Size"},"height":{"$ref":"#/definitions/Size"},"dotsOptions":{"type":"object","required":["type","color"],"properties":{"type":{"$ref":"#/definitions/DotType"},"color":{"$ref":"#/definitions/HexColor"},"gradient":{"$ref":"#/definitions/Gradient"}}},"backgroundOptions":{"type":"object","required":["color"],"properties":{"color":{"$ref":"#/definitions/HexColor"},"gradient":{"$ref":"#/definitions/Gradient"}}},"image":{"$ref":"#/definitions/AssetId"},"imageOptions":{"type":"object","description":"Present with an `image`, every default filled in.","required":["imageSize","margin","hideBackgroundDots"],"properties":{"imageSize":{"$ref":"#/definitions/ImageSize"},"margin":{"$ref":"#/definitions/ImageMargin"},"hideBackgroundDots":{"type":"boolean","description":"Whether the dots under the image are cleared."}}},"frameOptions":{"type":"object","description":"Present when a frame is drawn, every default filled in.","required":["type","text","color","textColor"],"properties":{"type":{"$ref":"#/definitions/FrameType"},"text":{"$ref":"#/definitions/FrameText"},"color":{"$ref":"#/definitions/HexColor"},"textColor":{"$ref":"#/definitions/HexColor"}}}}},"DomainId":{"type":"string","description":"The id of a custom domain (`dom_` and 16 hex characters).","pattern":"^dom_[0-9a-f]{16}$","maxLength":20,"examples":["dom_4f9c2a7d1e8b3c60"]},"Hostname":{"type":"string","description":"A DNS name, lower case, without a trailing dot or port: not an IP address, not\n`localhost` or a name under it, not the server's own host.\n","minLength":1,"maxLength":253,"examples":["menu.example.com"]},"DomainStatus":{"type":"string","description":"`pending` until its TXT record was seen, then `verified`.","enum":["pending","verified"],"examples":["verified"]},"DomainRedirectUrl":{"type":["string","null"],"format":"uri","maxLength":2048,"description":"An `http:` or `https:` URL, or `null` (a `404`).","examples":["https://example.com/"]},"CreateDomainRequest":{"type":"object","description":"A hostname to add. Unknown fields are refused.","required":["hostname"],"additionalProperties":false,"properties":{"hostname":{"$ref":"#/definitions/Hostname"}}},"UpdateDomainRequest":{"type":"object","description":"The redirects to change. Unknown fields (the hostname among them) are refused.","additionalProperties":false,"properties":{"rootRedirectUrl":{"$ref":"#/definitions/DomainRedirectUrl"},"notFoundUrl":{"$ref":"#/definitions/DomainRedirectUrl"}}},"DomainVerification":{"type":"object","description":"The DNS record that proves the hostname is the account's.","required":["type","name","value"],"properties":{"type":{"type":"string","const":"TXT","description":"Always a TXT record."},"name":{"type":"string","description":"The record's name, `_dynqr.<hostname>`.","maxLength":300},"value":{"type":"string","description":"The record's value, `dynqr-verify=<token>`.","maxLength":100}}},"Domain":{"type":"object","description":"A custom domain of the account.","required":["id","hostname","status","verification","rootRedirectUrl","notFoundUrl","createdAt","verifiedAt"],"properties":{"id":{"$ref":"#/definitions/DomainId"},"hostname":{"$ref":"#/definitions/Hostname"},"status":{"$ref":"#/definitions/DomainStatus"},"verification":{"$ref":"#/definitions/DomainVerification"},"rootRedirectUrl":{"$ref":"#/definitions/DomainRedirectUrl"},"notFoundUrl":{"$ref":"#/definitions/DomainRedirectUrl"},"createdAt":{"type":"string","format":"date-time","description":"When it was added.","maxLength":64},"verifiedAt":{"type":["string","null"],"format":"date-time","description":"When its record was first seen; `null` while pending.","maxLength":64}}},"DomainResponse":{"description":"A domain, as every answer about one carries it.","allOf":[{"type":"object","required":["success"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true`."}}},{"$ref":"#/definitions/Domain"}]},"DomainList":{"type":"object","description":"The account's domains.","required":["success","data"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true`."},"data":{"type":"array","description":"The domains, oldest first.","maxItems":1000,"items":{"$ref":"#/definitions/Domain"}}}},"TlsAllowed":{"type":"object","description":"The name is a verified custom domain.","required":["domain","allowed"],"properties":{"domain":{"type":"string","description":"The name asked about.","maxLength":253},"allowed":{"type":"boolean","const":true,"description":"Always `true` (a name not allowed is `404`)."}}},"CreateQrCodeRequest":{"type":"object","description":"The fields of a new QR code. Unknown fields are refused.","required":["targetUrl"],"additionalProperties":false,"properties":{"targetUrl":{"$ref":"#/definitions/TargetUrl"},"customShortId":{"$ref":"#/definitions/CustomShortId"},"qrCodeOptions":{"$ref":"#/definitions/QrCodeOptions"},"expiresAt":{"$ref":"#/definitions/ExpiresAt"},"maxScans":{"$ref":"#/definitions/MaxScans"},"fallbackUrl":{"$ref":"#/definitions/FallbackUrl"},"active":{"type":"boolean","description":"Whether the short link sends scanners to the target; `false` sends them to\n`fallbackUrl` or a `410` page. Defaults to `true`.\n"},"title":{"$ref":"#/definitions/Title"},"styleId":{"$ref":"#/definitions/StyleRef"},"scanLimitCounts":{"$ref":"#/definitions/ScanLimitCounts"},"domain":{"$ref":"#/definitions/Hostname","description":"A verified custom domain of the account (`GET /domains`) to serve the code on: its\n`qrCodeUrl` is then `https://<domain>/<shortId>`, answered on that host only. Fixed\nat creation: an update (`PUT`) naming `domain` is `400 INVALID_REQUEST` (an unknown field),\nso printed codes never break. A hostname that is not the account's is `400`; one\nstill pending is `422 DOMAIN_NOT_VERIFIED`.\n"}}},"UpdateQrCodeRequest":{"type":"object","description":"The fields to change. Unknown fields, and `shortId`, `views`, `createdAt`, are refused.\n`null` clears `expiresAt`, `maxScans`, `fallbackUrl` or `title`.\n","additionalProperties":false,"properties":{"targetUrl":{"$ref":"#/definitions/TargetUrl"},"qrCodeOptions":{"$ref":"#/definitions/QrCodeOptions"},"expiresAt":{"$ref":"#/definitions/ExpiresAt"},"maxScans":{"$ref":"#/definitions/MaxScans"},"fallbackUrl":{"$ref":"#/definitions/FallbackUrl"},"active":{"type":"boolean","description":"Whether the short link sends scanners to the target; `false` sends them to\n`fallbackUrl` or a `410` page. Defaults to `true`.\n"},"title":{"$ref":"#/definitions/Title"},"styleId":{"$ref":"#/definitions/StyleRef"},"scanLimitCounts":{"$ref":"#/definitions/ScanLimitCounts"}}},"QrCode":{"type":"object","description":"A dynamic QR code.","required":["shortId","qrCodeUrl","editUrl","targetUrl","views","qrCodeOptions","createdAt","updatedAt","expiresAt","maxScans","fallbackUrl","active","title","styleId","scanLimitCounts"],"properties":{"shortId":{"$ref":"#/definitions/ShortId"},"qrCodeUrl":{"type":"string","format":"uri","description":"The public short link, `{site_url}/<shortId>` (`https://<domain>/<shortId>` on a custom domain); the text the QR code encodes.","maxLength":2048},"editUrl":{"type":"string","format":"uri","description":"The edit page, `{site_url}/qrcode/edit/<shortId>`.","maxLength":2048},"targetUrl":{"type":"string","format":"uri","description":"Where the short link redirects now.","maxLength":2048},"views":{"type":"integer","minimum":0,"description":"Human scans of the short link: `GET` requests that were redirected, not `HEAD`,\nprefetches, bots or link previewers. `0` on a new code.\n","format":"int64","maximum":9007199254740991},"qrCodeOptions":{"$ref":"#/definitions/ResolvedQrCodeOptions"},"createdAt":{"type":"string","format":"date-time","description":"Creation time, ISO 8601 in UTC with milliseconds.","maxLength":64},"updatedAt":{"type":"string","format":"date-time","description":"Last time the target, styling or a lifecycle field changed; equal to `createdAt`\non creation.\n","maxLength":64},"expiresAt":{"$ref":"#/definitions/ExpiresAt"},"maxScans":{"$ref":"#/definitions/MaxScans"},"fallbackUrl":{"$ref":"#/definitions/FallbackUrl"},"active":{"type":"boolean","description":"Whether the owner has the code switched on (`true` unless set to `false`)."},"title":{"$ref":"#/definitions/Title"},"styleId":{"$ref":"#/definitions/StyleRef"},"scanLimitCounts":{"$ref":"#/definitions/ScanLimitCounts"},"domain":{"type":["string","null"],"description":"The custom domain the code is served on (its `qrCodeUrl` is `https://<domain>/<shortId>`),\nfixed at creation. Absent (or `null`) on a code served on the site's own address.\n","maxLength":253}}},"ScanLimitCounts":{"type":"string","description":"What `maxScans` counts. `views` (the default): every view. `uniqueViews`: the code's\nunique views over its life (the sum of its daily unique views, see `getQrCodeStats`), so\nthat one person reloading the code does not use it up; the code is used up when they\nreach `maxScans`, and from then on every scan goes to `fallbackUrl` or a `410` page.\nExact under concurrent scans.\n","enum":["views","uniqueViews"]},"Title":{"type":["string","null"],"description":"What the owner calls the code (\"Menu — table tent 4\"): shown in the dashboard and\nmatched by the list's `q`. 1–200 characters, no control characters; `null`: no title\n(on create, leaving it out is the same; on update, `null` removes it).\n","minLength":1,"maxLength":200,"pattern":"^[^\\u0000-\\u001F\\u007F]+$","examples":["Menu — table tent 4"]},"ExpiresAt":{"type":["string","null"],"format":"date-time","description":"When the code stops sending scanners to its target, ISO 8601 (stored in UTC with\nmilliseconds). From that instant on, scans go to `fallbackUrl` or a `410` page.\n`null`: never.\n","examples":["2026-12-31T23:00:00.000Z"],"maxLength":64},"MaxScans":{"type":["integer","null"],"minimum":1,"maximum":1000000000,"description":"The number of human views (or, with `scanLimitCounts: uniqueViews`, unique views) after\nwhich the code stops sending scanners to its target.\nThe scan that reaches the limit is still a view and still goes to the target; later\nones go to `fallbackUrl` or a `410` page and count as fallback hits. Exact under\nconcurrent scans. `null`: no limit.\n","examples":[100],"format":"int64"},"FallbackUrl":{"type":["string","null"],"format":"uri","description":"Where scanners go when the code is inactive, expired or at its `maxScans`; the same\nrules as `targetUrl`. `null`: such scans get a `410` page saying the code is no\nlonger active.\n","minLength":1,"maxLength":2048,"pattern":"^[Hh][Tt][Tt][Pp][Ss]?://","examples":["https://example.com/offer-ended"]},"BulkCreateRequest":{"type":"object","description":"Up to 100 QR codes to create. Each item is a create body (see `createQrCode`) and is\nvalidated on its own; only an item that is not a JSON object fails the whole request.\n","required":["items"],"additionalProperties":false,"properties":{"items":{"type":"array","minItems":1,"maxItems":100,"description":"The create bodies, 1 to 100.","items":{"type":"object","description":"A create body, as for `createQrCode`; its fields are checked item by item.","additionalProperties":true}}}},"BulkCreateResult":{"type":"object","description":"The outcome of one bulk item.","required":["index","status"],"properties":{"index":{"type":"integer","minimum":0,"description":"The item's position in the request, from 0.","format":"int32","maximum":99},"status":{"type":"integer","description":"The HTTP status `createQrCode` would have answered for this item (`201`, `400`, `409`, `422` for styling that does not scan).","examples":[201],"format":"int32","minimum":0,"maximum":599},"qrCode":{"$ref":"#/definitions/QrCode"},"error":{"$ref":"#/definitions/Error"}}},"BulkCreateResponse":{"type":"object","description":"One result per item, in the order of the request.","required":["success","data"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true`; each item says whether it succeeded."},"data":{"type":"array","description":"The results, in the order of the request's items.","items":{"$ref":"#/definitions/BulkCreateResult"},"maxItems":100}}},"BulkUpdateRequest":{"type":"object","description":"Up to 100 changes. Each item names a code (`shortId`), may carry `ifMatch` (the code's\n`ETag`, as the `If-Match` header) and the fields of an update body (see `updateQrCode`);\neach is validated on its own.\n","required":["items"],"additionalProperties":false,"properties":{"items":{"type":"array","minItems":1,"maxItems":100,"description":"The changes, 1 to 100.","items":{"type":"object","description":"`shortId`, optional `ifMatch`, and update fields; checked item by item.","additionalProperties":true}}}},"BulkChangeResult":{"type":"object","description":"The outcome of one item of a bulk change or delete.","required":["index","status"],"properties":{"index":{"type":"integer","minimum":0,"maximum":99,"format":"int32","description":"The item's position in the request, from 0."},"shortId":{"type":"string","maxLength":256,"description":"The code the item named (absent when the item named none)."},"status":{"type":"integer","minimum":0,"maximum":599,"format":"int32","description":"The HTTP status the single-code operation would have answered (`200`, `204`, `400`, `404`, `412`, `422` for styling that does not scan).","examples":[200]},"qrCode":{"$ref":"#/definitions/QrCode"},"error":{"$ref":"#/definitions/Error"}}},"BulkChangeResponse":{"type":"object","description":"One result per item, in the order of the request.","required":["success","data"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true`; each item says whether it succeeded."},"data":{"type":"array","maxItems":100,"description":"The results, in the order of the request's items.","items":{"$ref":"#/definitions/BulkChangeResult"}}}},"StatsInterval":{"type":"string","description":"The width of a stats bucket, in UTC.","enum":["hour","day"],"examples":["day"]},"ScanCounts":{"type":"object","description":"Scans of a short link, by kind.","required":["views","uniqueViews","botHits","fallbackHits"],"properties":{"views":{"type":"integer","minimum":0,"description":"Human scans sent to the target (they count towards `views` and `maxScans`).","format":"int64","maximum":9007199254740991},"uniqueViews":{"type":"integer","minimum":0,"description":"Views whose visitor had not viewed the code earlier that UTC day (at most `views`).","format":"int64","maximum":9007199254740991},"botHits":{"type":"integer","minimum":0,"description":"`HEAD` requests, prefetches, bots and link previewers.","format":"int64","maximum":9007199254740991},"fallbackHits":{"type":"integer","minimum":0,"description":"Human scans of an inactive, expired or exhausted code.","format":"int64","maximum":9007199254740991}}},"StatsBucket":{"description":"The scans of one hour or one day.","allOf":[{"type":"object","required":["start"],"properties":{"start":{"type":"string","format":"date-time","description":"The start of the bucket, UTC.","maxLength":64}}},{"$ref":"#/definitions/ScanCounts"}]},"QrCodeStats":{"type":"object","description":"A code's scans over a time range, bucket by bucket.","required":["success","shortId","interval","from","to","totals","series"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."},"shortId":{"$ref":"#/definitions/ShortId"},"interval":{"$ref":"#/definitions/StatsInterval"},"from":{"type":"string","format":"date-time","description":"The start of the first bucket (the requested `from` rounded down to the interval).","maxLength":64},"to":{"type":"string","format":"date-time","description":"The end of the range (exclusive), as requested.","maxLength":64},"totals":{"$ref":"#/definitions/ScanCounts"},"series":{"type":"array","description":"Every bucket of the range in time order, zeros included.","items":{"$ref":"#/definitions/StatsBucket"},"maxItems":1000},"breakdown":{"$ref":"#/definitions/StatsBreakdown"}}},"AccountStats":{"type":"object","description":"The scans of all an account's codes over a time range, bucket by bucket.","required":["success","interval","from","to","totals","series"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."},"interval":{"$ref":"#/definitions/StatsInterval"},"from":{"type":"string","format":"date-time","description":"The start of the first bucket (the requested `from` rounded down to the interval).","maxLength":64},"to":{"type":"string","format":"date-time","description":"The end of the range (exclusive), as requested.","maxLength":64},"totals":{"$ref":"#/definitions/ScanCounts"},"series":{"type":"array","description":"Every bucket of the range in time order, zeros included.","items":{"$ref":"#/definitions/StatsBucket"},"maxItems":1000},"breakdown":{"$ref":"#/definitions/StatsBreakdown"}}},"StatsBreakdown":{"type":"array","description":"Present only with `groupBy`: the range's views by value, most views first (ties by\nvalue). Their views add up exactly to `totals.views`.\n","items":{"$ref":"#/definitions/StatsBreakdownItem"},"maxItems":100000},"StatsBreakdownItem":{"type":"object","description":"The views of one value of the grouped dimension.","required":["value","views","uniqueViews"],"properties":{"value":{"type":["string","null"],"maxLength":256,"description":"The value: an ISO 3166-1 alpha-2 country code; a device (`mobile`, `tablet`,\n`desktop`, `other`); an OS (`iOS`, `Android`, `Windows`, `macOS`, `Linux`,\n`ChromeOS`, `other`); a browser (`Safari`, `Chrome`, `Firefox`, `Edge`,\n`Samsung Internet`, `Opera`, `other`); a referrer host; a primary language subtag\n(an ISO 639 code; others are unknown); or a `shortId`. `null` when unknown. Per code and day at most 100 distinct referrers\nand 100 distinct languages are kept: later new values of that day count as\n`(other)`, so anonymous scanners cannot grow a code's analytics without bound.\n"},"views":{"type":"integer","minimum":0,"format":"int64","maximum":9007199254740991,"description":"Views with this value."},"uniqueViews":{"type":"integer","minimum":0,"format":"int64","maximum":9007199254740991,"description":"Unique views with this value."}}},"StatsDimension":{"type":"string","description":"A dimension a code's views are grouped by.","enum":["country","device","os","browser","referrer","language"],"examples":["country"]},"AccountStatsDimension":{"type":"string","description":"A dimension the account's views are grouped by; `shortId` gives the top codes, `domain` the views of each custom domain (`null`: the codes on the site's own address).","enum":["country","device","os","browser","referrer","language","shortId","domain"],"examples":["shortId"]},"StatsCsv":{"type":"string","description":"RFC 4180 CSV with a header row: `value,views,uniqueViews` for a breakdown (an empty\nvalue for unknown), else `start,views,uniqueViews,botHits,fallbackHits` per bucket.\nA value that starts with `=`, `+`, `-`, `@`, tab or carriage return is written with a\nleading `'`, so that a spreadsheet never runs it as a formula.\n(Its examples are the operations' own, so that a mock answers each with its own series.)\n","maxLength":100000000},"QrCodeResponse":{"description":"A QR code as a single-object response, with `success` at the top level.","allOf":[{"type":"object","required":["success"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."}}},{"$ref":"#/definitions/QrCode"}]},"QrCodeList":{"type":"object","description":"A page of QR codes.","required":["success","data","pagination"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."},"data":{"type":"array","description":"The QR codes of this page, in the requested order.","items":{"$ref":"#/definitions/QrCode"},"maxItems":100},"pagination":{"$ref":"#/definitions/Pagination"}}},"Pagination":{"type":"object","description":"Where this page stands in the whole list.","required":["total","limit","offset","hasMore"],"properties":{"total":{"type":"integer","minimum":0,"description":"Number of the caller's QR codes in all.","format":"int64","maximum":9007199254740991},"limit":{"type":"integer","minimum":1,"maximum":100,"description":"The page size used.","format":"int32"},"offset":{"type":"integer","minimum":0,"description":"The number of items skipped.","format":"int64","maximum":9007199254740991},"hasMore":{"type":"boolean","description":"Whether items follow this page (`offset + data.length < total`)."}}},"SortField":{"type":"string","description":"A field QR codes can be listed by. Ties are ordered by `shortId`.","enum":["createdAt","updatedAt","views"],"examples":["views"]},"SortOrder":{"type":"string","description":"The direction of an order.","enum":["asc","desc"],"examples":["asc"]},"ImageFormat":{"type":"string","description":"The format of a QR code image.","enum":["svg","png","pdf"],"examples":["png"]},"Scope":{"type":"string","description":"What an API key may do. `qrcodes:read`: read codes, lists and images.\n`qrcodes:write`: everything `qrcodes:read` may, and create, change and delete codes.\n`keys:manage`: list, create and revoke the account's keys.\n","enum":["qrcodes:read","qrcodes:write","keys:manage"],"examples":["qrcodes:read"]},"ApiKey":{"type":"object","description":"An API key as its account holder sees it. Never the key itself or its hash.","required":["id","name","prefix","scopes","createdAt","lastUsedAt","expiresAt","revokedAt"],"properties":{"id":{"type":"string","description":"The key's id, used to revoke it.","pattern":"^key_[0-9A-Za-z]{12}$","examples":["key_8fKq2LmZ0aBc"],"maxLength":128},"name":{"type":["string","null"],"description":"What the key is for.","maxLength":200},"prefix":{"type":"string","description":"The first characters after `dqr_`, to tell keys apart.","minLength":1,"maxLength":8},"scopes":{"type":"array","description":"What the key may do.","items":{"$ref":"#/definitions/Scope"},"maxItems":3},"createdAt":{"type":"string","format":"date-time","description":"Creation time, ISO 8601 in UTC.","maxLength":64},"lastUsedAt":{"type":["string","null"],"format":"date-time","description":"When the key was last used (recorded at most once a minute); `null` if never.","maxLength":64},"expiresAt":{"type":["string","null"],"format":"date-time","description":"When the key stops working; `null` if never.","maxLength":64},"revokedAt":{"type":["string","null"],"format":"date-time","description":"When the key was revoked; `null` while it is not.","maxLength":64}}},"ApiKeyList":{"type":"object","description":"The account's API keys, newest first.","required":["success","data"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."},"data":{"type":"array","description":"The keys, newest first, revoked ones included.","items":{"$ref":"#/definitions/ApiKey"},"maxItems":1000}}},"CreateApiKeyRequest":{"type":"object","description":"A new API key. Unknown fields are refused.","required":["name"],"additionalProperties":false,"properties":{"name":{"type":"string","description":"What the key is for, 1–100 characters.","minLength":1,"maxLength":100},"scopes":{"type":"array","description":"What the key may do; default `[\"qrcodes:write\"]`.","minItems":1,"maxItems":3,"uniqueItems":true,"items":{"$ref":"#/definitions/Scope"}},"expiresAt":{"type":"string","format":"date-time","description":"When the key stops working, in the future (ISO 8601).","maxLength":64}}},"CreatedApiKeyResponse":{"description":"A new key, with the secret `key` shown this once.","allOf":[{"type":"object","required":["success","key"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."},"key":{"type":"string","description":"The API key. Store it now; it cannot be shown again.","pattern":"^dqr_[0-9A-Za-z]{32,128}$","maxLength":128}}},{"$ref":"#/definitions/ApiKey"}]},"ErrorCode":{"type":"string","description":"A stable, machine-readable error code:\n\n| status | error | when |\n|---|---|---|\n| 400 | INVALID_REQUEST | the request is invalid, e.g. `targetUrl` missing |\n| 401 | UNAUTHORIZED | the API key is invalid or missing |\n| 403 | FORBIDDEN | the key lacks the scope the operation needs |\n| 404 | NOT_FOUND | the QR code (or API key) does not exist for this account |\n| 409 | CONFLICT | the custom short id is taken, the asset or template is in use, or a request with the same `Idempotency-Key` is still running |\n| 409 | LIMIT_REACHED | the account holds as many of something (codes, assets, style templates, API keys, webhook endpoints, custom domains) as its cap allows; the message names the cap's variable |\n| 412 | PRECONDITION_FAILED | `If-Match` names none of the code's current ETag |\n| 413 | PAYLOAD_TOO_LARGE | the body is larger than 16 KiB |\n| 415 | UNSUPPORTED_MEDIA_TYPE | the body is not `application/json` |\n| 422 | IDEMPOTENCY_KEY_REUSED | the `Idempotency-Key` was used with another request |\n| 422 | UNSCANNABLE | the styling does not decode; the details name the option to change |\n| 422 | DOMAIN_NOT_VERIFIED | the custom domain's TXT record was not found (verify), or a code names a domain still pending |\n| 429 | RATE_LIMITED | too many requests; see `Retry-After` |\n| 500 | INTERNAL_ERROR | the service failed |\n| 503 | SERVICE_UNAVAILABLE | the store cannot commit right now; nothing changed, see `Retry-After` |\n","enum":["INVALID_REQUEST","UNAUTHORIZED","FORBIDDEN","NOT_FOUND","CONFLICT","LIMIT_REACHED","PRECONDITION_FAILED","PAYLOAD_TOO_LARGE","UNSUPPORTED_MEDIA_TYPE","IDEMPOTENCY_KEY_REUSED","UNSCANNABLE","DOMAIN_NOT_VERIFIED","RATE_LIMITED","INTERNAL_ERROR","SERVICE_UNAVAILABLE"]},"Error":{"type":"object","description":"The body of every error response.","required":["error","message"],"properties":{"error":{"$ref":"#/definitions/ErrorCode"},"message":{"type":"string","description":"Human-readable text; the documented cases keep their exact words.","maxLength":2000},"details":{"type":"array","description":"On validation errors, every problem found, by field.","items":{"$ref":"#/definitions/ErrorDetail"},"maxItems":100},"requestId":{"type":"string","description":"The id of the request, as in the `x-request-id` header.","maxLength":128}}},"ErrorDetail":{"type":"object","description":"One validation problem.","required":["field","message"],"properties":{"field":{"type":"string","description":"The offending field as a dotted path (`qrCodeOptions.width`), or the query parameter.","maxLength":200},"message":{"type":"string","description":"What is wrong with it.","maxLength":2000}}},"Health":{"type":"object","description":"The state of the process and its store.","required":["status"],"properties":{"status":{"$ref":"#/definitions/HealthStatus"},"store":{"$ref":"#/definitions/StoreKind"}}},"HealthStatus":{"type":"string","description":"`ok` when up (and, for readiness, when the store answers).","enum":["ok","unavailable"],"examples":["ok"]},"StoreKind":{"type":"string","description":"The kind of store, on the readiness probe.","enum":["sqlite","memory","postgres"],"examples":["sqlite"]}}};
const schema86 = {"type":"object","description":"A new API key. Unknown fields are refused.","required":["name"],"additionalProperties":false,"properties":{"name":{"type":"string","description":"What the key is for, 1–100 characters.","minLength":1,"maxLength":100},"scopes":{"type":"array","description":"What the key may do; default `[\"qrcodes:write\"]`.","minItems":1,"maxItems":3,"uniqueItems":true,"items":{"$ref":"#/definitions/Scope"}},"expiresAt":{"type":"string","format":"date-time","description":"When the key stops working, in the future (ISO 8601).","maxLength":64}}};
const schema87 = {"type":"string","description":"What an API key may do. `qrcodes:read`: read codes, lists and images.\n`qrcodes:write`: everything `qrcodes:read` may, and create, change and delete codes.\n`keys:manage`: list, create and revoke the account's keys.\n","enum":["qrcodes:read","qrcodes:write","keys:manage"],"examples":["qrcodes:read"]};
const func0 = typeof func0Module === "function" ? func0Module : func0Module.default;

function validate45(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "name") || (key0 === "scopes")) || (key0 === "expiresAt"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.name !== undefined){
let data0 = data.name;
if(typeof data0 === "string"){
if(func3(data0) > 100){
const err2 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(func3(data0) < 1){
const err3 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.scopes !== undefined){
let data1 = data.scopes;
if(Array.isArray(data1)){
if(data1.length > 3){
const err5 = {instancePath:instancePath+"/scopes",schemaPath:"#/properties/scopes/maxItems",keyword:"maxItems",params:{limit: 3},message:"must NOT have more than 3 items"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data1.length < 1){
const err6 = {instancePath:instancePath+"/scopes",schemaPath:"#/properties/scopes/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
let data2 = data1[i0];
if(typeof data2 !== "string"){
const err7 = {instancePath:instancePath+"/scopes/" + i0,schemaPath:"#/definitions/Scope/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(!(((data2 === "qrcodes:read") || (data2 === "qrcodes:write")) || (data2 === "keys:manage"))){
const err8 = {instancePath:instancePath+"/scopes/" + i0,schemaPath:"#/definitions/Scope/enum",keyword:"enum",params:{allowedValues: schema87.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
let i1 = data1.length;
let j0;
if(i1 > 1){
outer0:
for(;i1--;){
for(j0 = i1; j0--;){
if(func0(data1[i1], data1[j0])){
const err9 = {instancePath:instancePath+"/scopes",schemaPath:"#/properties/scopes/uniqueItems",keyword:"uniqueItems",params:{i: i1, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i1+" are identical)"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
break outer0;
}
}
}
}
}
else {
const err10 = {instancePath:instancePath+"/scopes",schemaPath:"#/properties/scopes/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.expiresAt !== undefined){
let data3 = data.expiresAt;
if(typeof data3 === "string"){
if(func3(data3) > 64){
const err11 = {instancePath:instancePath+"/expiresAt",schemaPath:"#/properties/expiresAt/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
else {
const err12 = {instancePath:instancePath+"/expiresAt",schemaPath:"#/properties/expiresAt/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
}
else {
const err13 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
validate45.errors = vErrors;
return errors === 0;
}


function validate44(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(!(validate45(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate45.errors : vErrors.concat(validate45.errors);
errors = vErrors.length;
}
validate44.errors = vErrors;
return errors === 0;
}

export const validateCreateWebhookBody = validate47;
const schema88 = {"$ref":"#/definitions/CreateWebhookRequest","definitions":{"WebhookEventType":{"type":"string","description":"What happened to a QR code: created, updated (target or options changed), deleted,\nor deactivated (its expiry passed or its scan limit was reached).\n","enum":["qrcode.created","qrcode.updated","qrcode.deleted","qrcode.deactivated"]},"CreateWebhookRequest":{"type":"object","additionalProperties":false,"required":["url","events"],"properties":{"url":{"type":"string","minLength":1,"maxLength":2048,"description":"Where events are POSTed; `http:` or `https:`, on a public address."},"events":{"type":"array","description":"The event types to send; at least one, no repeats.","minItems":1,"maxItems":4,"uniqueItems":true,"items":{"$ref":"#/definitions/WebhookEventType"}},"description":{"type":"string","maxLength":200,"description":"A note for people, shown in the list."}}},"Webhook":{"type":"object","description":"A webhook endpoint, without its secret.","required":["id","url","events","description","createdAt","disabledAt"],"properties":{"id":{"type":"string","description":"The endpoint's id.","maxLength":128},"url":{"type":"string","description":"Where events are POSTed.","maxLength":2048},"events":{"type":"array","description":"The event types sent to it.","items":{"$ref":"#/definitions/WebhookEventType"},"maxItems":4},"description":{"type":["string","null"],"description":"The note given at creation.","maxLength":500},"createdAt":{"type":"string","format":"date-time","description":"When it was registered.","maxLength":64},"disabledAt":{"type":["string","null"],"format":"date-time","description":"When it was disabled after 24 hours of failed deliveries; null while active.","maxLength":64},"disabledReason":{"type":"string","const":"webhook.disabled","description":"Present on a disabled endpoint."}}},"CreatedWebhookResponse":{"description":"A new endpoint, with its secret (shown this once).","allOf":[{"type":"object","required":["success","secret"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."},"secret":{"type":"string","description":"`whsec_` + base64 of the key bytes. Sign checks use the decoded bytes.","maxLength":128}}},{"$ref":"#/definitions/Webhook"}]},"WebhookList":{"type":"object","description":"The account's webhook endpoints.","required":["success","data"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."},"data":{"type":"array","description":"The endpoints, newest first.","items":{"$ref":"#/definitions/Webhook"},"maxItems":1000}}},"WebhookDelivery":{"type":"object","description":"One event's delivery to one endpoint.","required":["eventId","type","status","attempts","lastStatus","lastError","nextAttemptAt","createdAt"],"properties":{"eventId":{"type":"string","description":"The event id, sent as `webhook-id`; the same on every attempt.","maxLength":128},"type":{"$ref":"#/definitions/WebhookEventType"},"status":{"$ref":"#/definitions/WebhookDeliveryStatus"},"attempts":{"type":"integer","minimum":0,"description":"Attempts made so far.","format":"int32","maximum":10000},"lastStatus":{"type":["integer","null"],"description":"The HTTP status of the last attempt; null when none came back.","format":"int32","minimum":0,"maximum":599},"lastError":{"type":["string","null"],"description":"Why the last attempt failed, in words; null after a success.","maxLength":2000},"nextAttemptAt":{"type":["string","null"],"format":"date-time","description":"When the next attempt is due; null once delivered or given up.","maxLength":64},"createdAt":{"type":"string","format":"date-time","description":"When the event happened.","maxLength":64}}},"WebhookDeliveryStatus":{"type":"string","description":"pending (not yet delivered), delivered (a 2xx came back) or failed (given up after 24 hours, or the endpoint was disabled).","enum":["pending","delivered","failed"]},"WebhookDeliveryList":{"type":"object","description":"An endpoint's latest deliveries.","required":["success","data"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."},"data":{"type":"array","description":"Latest first.","items":{"$ref":"#/definitions/WebhookDelivery"},"maxItems":1000}}},"WebhookEvent":{"type":"object","description":"The body POSTed to an endpoint. Headers: `webhook-id` (= `id`), `webhook-timestamp`\n(Unix seconds) and `webhook-signature` (`v1,` + base64 HMAC-SHA256 of\n`id.timestamp.body` keyed with the secret's decoded bytes).\n","required":["id","type","createdAt","data"],"properties":{"id":{"type":"string","description":"The event id; the same on every attempt, so receivers can de-duplicate.","maxLength":128},"type":{"$ref":"#/definitions/WebhookEventType"},"createdAt":{"type":"string","format":"date-time","description":"When the change happened.","maxLength":64},"data":{"$ref":"#/definitions/QrCode"}}},"ShortId":{"type":"string","description":"The short identifier of a QR code; case-sensitive.","minLength":3,"maxLength":64,"pattern":"^[A-Za-z0-9_-]+$","examples":["aZ3kP9qX"]},"CustomShortId":{"type":"string","description":"A caller-chosen short id: 3–64 characters of `[A-Za-z0-9_-]`. Reserved words\n(case-insensitively: api, qrcode, docs, health, healthz, readyz, metrics, static,\nassets, keys, dashboard, login, admin, favicon.ico, robots.txt, .well-known,\nopenapi.json, openapi.yaml, bulk, export) are refused with `400`; an id in use or used before with\n`409`.\n","minLength":3,"maxLength":64,"pattern":"^[A-Za-z0-9_-]+$","examples":["spring-sale"]},"TargetUrl":{"type":"string","format":"uri","description":"The URL the short link redirects to: absolute `http:` or `https:`, at most 2048\ncharacters, without user-info or control characters, and not on the service's own\nshort-link host. Stored and returned in normalised form.\n","minLength":1,"maxLength":2048,"pattern":"^[Hh][Tt][Tt][Pp][Ss]?://","examples":["https://example.com/menu"]},"HexColor":{"type":"string","description":"A colour in hex form `#RRGGBB`; stored in lower case.","pattern":"^#[0-9A-Fa-f]{6}$","examples":["#1a2b3c"],"maxLength":7},"DotType":{"type":"string","description":"The shape of the dots, as the qr-code-styling library names them.","enum":["square","dots","rounded","extra-rounded","classy","classy-rounded"],"examples":["rounded"]},"Size":{"type":"integer","description":"A size in pixels, 64 to 4096.","minimum":64,"maximum":4096,"examples":[300],"format":"int32"},"QrCodeOptions":{"type":"object","description":"Styling options, named as in the qr-code-styling library. Every field is optional;\na missing field takes its default (300 × 300 px, square black dots on white, square\ncorners in the dots' colour, no margin, error correction Q, or H with an `image`).\n\n`image` puts an uploaded asset (`POST /assets`) in the centre; `gradient` on the dots,\ncorners or background replaces that part's `color`; `frameOptions` draws a frame with a\ncall to action. Every stop of a gradient keeps the contrast rule below.\n\nThe scan guard: before a style is stored the server renders it and decodes it with a QR\ndecoder at its own size (at most 1024 px a side); one that does not decode is refused with\n`422 UNSCANNABLE`, naming the option to change.\n\nThe dots must be darker than the background, with a contrast ratio of at least 3:1\n(WCAG's ratio for graphical objects): light-on-dark codes do not scan with common\ndecoders, and faint ones fail on paper and in glare. Other pairs are refused with `400`\nnaming the colour (`qrCodeOptions.dotsOptions.color`, or a corner colour).\n","additionalProperties":false,"properties":{"width":{"$ref":"#/definitions/Size"},"height":{"$ref":"#/definitions/Size"},"dotsOptions":{"type":"object","description":"The data dots.","additionalProperties":false,"properties":{"type":{"$ref":"#/definitions/DotType"},"color":{"$ref":"#/definitions/HexColor"},"gradient":{"$ref":"#/definitions/Gradient"}}},"backgroundOptions":{"type":"object","description":"The background.","additionalProperties":false,"properties":{"color":{"$ref":"#/definitions/HexColor"},"gradient":{"$ref":"#/definitions/Gradient"}}},"cornersSquareOptions":{"type":"object","description":"The three big squares in the corners (the finder patterns' outer rings).","additionalProperties":false,"properties":{"type":{"$ref":"#/definitions/CornerSquareType"},"color":{"$ref":"#/definitions/HexColor"},"gradient":{"$ref":"#/definitions/Gradient"}}},"cornersDotOptions":{"type":"object","description":"The dots inside the three corner squares.","additionalProperties":false,"properties":{"type":{"$ref":"#/definitions/CornerDotType"},"color":{"$ref":"#/definitions/HexColor"},"gradient":{"$ref":"#/definitions/Gradient"}}},"margin":{"$ref":"#/definitions/Margin"},"qrOptions":{"type":"object","description":"Options of the QR symbol itself.","additionalProperties":false,"properties":{"errorCorrectionLevel":{"$ref":"#/definitions/ErrorCorrectionLevel"}}},"image":{"$ref":"#/definitions/AssetId"},"imageOptions":{"$ref":"#/definitions/ImageOptions"},"frameOptions":{"$ref":"#/definitions/FrameOptions"}}},"Gradient":{"type":"object","description":"A colour gradient over the whole code (qr-code-styling's form). It replaces the part's\n`color`; every stop must keep the contrast rule against every background colour.\n","required":["colorStops"],"additionalProperties":false,"properties":{"type":{"$ref":"#/definitions/GradientType"},"rotation":{"type":"number","description":"The angle of a linear gradient in radians, clockwise from left-to-right; default 0.","minimum":-6.2832,"maximum":6.2832},"colorStops":{"type":"array","description":"Two to five stops, in order of offset.","minItems":2,"maxItems":5,"items":{"$ref":"#/definitions/ColorStop"}}}},"GradientType":{"type":"string","description":"A linear gradient along `rotation`, or a radial one from the centre. Default `linear`.","enum":["linear","radial"],"examples":["radial"]},"ColorStop":{"type":"object","description":"One colour of a gradient and where it falls, 0 (start or centre) to 1 (end or edge).","required":["offset","color"],"additionalProperties":false,"properties":{"offset":{"type":"number","minimum":0,"maximum":1},"color":{"$ref":"#/definitions/HexColor"}}},"ImageSize":{"type":"number","description":"The image's size as a share of the code's side, 0.1 to 0.5, default 0.4. A logo that hides\nmore modules than the error correction restores is refused by the scan guard\n(`422 UNSCANNABLE`); a square logo at 0.5 usually is.\n","minimum":0.1,"maximum":0.5,"examples":[0.4]},"ImageMargin":{"type":"integer","description":"Empty space around the image in pixels, 0 to 64, default 0.","minimum":0,"maximum":64,"examples":[4],"format":"int32"},"ImageOptions":{"type":"object","description":"How the `image` sits in the code (qr-code-styling's names).","additionalProperties":false,"properties":{"imageSize":{"$ref":"#/definitions/ImageSize"},"margin":{"$ref":"#/definitions/ImageMargin"},"hideBackgroundDots":{"type":"boolean","description":"Clear the dots under the image; default `true`."}}},"FrameType":{"type":"string","description":"`box`: a border with the text under the code; `banner`: a border and a band of the\nframe's colour under the code with the text on it. Default `none`.\n","enum":["none","box","banner"],"examples":["banner"]},"FrameText":{"type":"string","description":"The call to action, at most 24 characters of Latin-1 (the frame font's); default `SCAN ME`.","maxLength":24,"pattern":"^[ -~\\u00A0-\\u00FF]*$","examples":["SCAN ME"]},"FrameOptions":{"type":"object","description":"A frame around the code with a call to action, drawn in SVG, PNG and PDF alike.","additionalProperties":false,"properties":{"type":{"$ref":"#/definitions/FrameType"},"text":{"$ref":"#/definitions/FrameText"},"color":{"$ref":"#/definitions/HexColor"},"textColor":{"$ref":"#/definitions/HexColor"}}},"AssetId":{"type":"string","description":"An uploaded image of the account (`ast_` and 16 hex characters); an id that is not one of the account's is refused with `400`.","pattern":"^ast_[0-9a-f]{16}$","maxLength":20,"examples":["ast_3f9a2c7d1e8b4c60"]},"AssetContentType":{"type":"string","description":"The type of an uploaded image.","enum":["image/png","image/jpeg","image/svg+xml"]},"Asset":{"type":"object","description":"An uploaded image, without its bytes.","required":["id","contentType","width","height","bytes","createdAt"],"properties":{"id":{"$ref":"#/definitions/AssetId"},"contentType":{"$ref":"#/definitions/AssetContentType"},"width":{"type":"integer","format":"int32","description":"Its width in pixels (an SVG's in user units), read from the image.","minimum":1,"maximum":1000000},"height":{"type":"integer","format":"int32","description":"Its height in pixels (an SVG's in user units), read from the image.","minimum":1,"maximum":1000000},"bytes":{"type":"integer","format":"int32","description":"Its size as stored (an SVG after sanitising).","minimum":1,"maximum":524288},"createdAt":{"type":"string","format":"date-time","description":"When it was uploaded.","maxLength":64}}},"AssetResponse":{"description":"One asset.","allOf":[{"type":"object","required":["success"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."}}},{"$ref":"#/definitions/Asset"}]},"AssetList":{"type":"object","description":"The account's assets.","required":["success","data"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."},"data":{"type":"array","description":"The assets, newest first.","items":{"$ref":"#/definitions/Asset"},"maxItems":1000}}},"StyleId":{"type":"string","description":"A style template of the account (`sty_` and 16 hex characters).","pattern":"^sty_[0-9a-f]{16}$","maxLength":20,"examples":["sty_5c1e9a7b3d2f4e80"]},"StyleRef":{"type":["string","null"],"description":"The style template the code is drawn with (`sty_` and 16 hex characters), instead of\noptions of its own; `null`: none. An id that is not one of the account's templates is\nrefused with `400`. A request may carry `styleId` or `qrCodeOptions`, not both (`400`).\nOn update, `null` detaches the code and keeps the template's options as its own.\n","pattern":"^sty_[0-9a-f]{16}$","maxLength":20},"StyleName":{"type":"string","description":"What the account calls the template; 1–100 characters, no control characters.","minLength":1,"maxLength":100,"pattern":"^[^\\u0000-\\u001F\\u007F]+$"},"Style":{"type":"object","description":"A named set of styling options that the account's codes share.","required":["id","name","qrCodeOptions","createdAt","updatedAt"],"properties":{"id":{"$ref":"#/definitions/StyleId"},"name":{"$ref":"#/definitions/StyleName"},"qrCodeOptions":{"$ref":"#/definitions/ResolvedQrCodeOptions"},"createdAt":{"type":"string","format":"date-time","description":"When it was created.","maxLength":64},"updatedAt":{"type":"string","format":"date-time","description":"When it was last replaced; equal to `createdAt` on creation.","maxLength":64}}},"StyleResponse":{"description":"One style template.","allOf":[{"type":"object","required":["success"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."}}},{"$ref":"#/definitions/Style"}]},"StyleList":{"type":"object","description":"A page of the account's style templates.","required":["success","data","pagination"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."},"data":{"type":"array","description":"The templates of this page, oldest first.","items":{"$ref":"#/definitions/Style"},"maxItems":100},"pagination":{"$ref":"#/definitions/Pagination"}}},"CreateStyleRequest":{"type":"object","description":"A new style template. Unknown fields are refused.","required":["name","qrCodeOptions"],"additionalProperties":false,"properties":{"name":{"$ref":"#/definitions/StyleName"},"qrCodeOptions":{"$ref":"#/definitions/QrCodeOptions"}}},"UpdateStyleRequest":{"type":"object","description":"The template's new name and options, replacing the stored ones. Unknown fields are refused.","required":["name","qrCodeOptions"],"additionalProperties":false,"properties":{"name":{"$ref":"#/definitions/StyleName"},"qrCodeOptions":{"$ref":"#/definitions/QrCodeOptions"}}},"CornerSquareType":{"type":"string","description":"The shape of the corner squares, as qr-code-styling names them. Default `square`.\nqr-code-styling's `dot` rings are not offered: circular finder rings failed to decode in\nour scan tests at several sizes, and every image dynqr serves must scan.\n","enum":["square","extra-rounded"],"examples":["extra-rounded"]},"CornerDotType":{"type":"string","description":"The shape of the dots inside the corner squares. Default `square`.","enum":["square","dot"],"examples":["dot"]},"Margin":{"type":"integer","description":"Empty space around the code in pixels, 0 to 512, default 0. A quiet zone of 4 modules is\nalways kept inside it, so a code scans with any margin.\n","minimum":0,"maximum":512,"examples":[16],"format":"int32"},"ErrorCorrectionLevel":{"type":"string","description":"How much of the symbol may be damaged and still read: L 7 %, M 15 %, Q 25 % (default, as\nin qr-code-styling), H 30 %. Higher levels make denser codes.\n","enum":["L","M","Q","H"],"examples":["Q"]},"ResolvedQrCodeOptions":{"type":"object","description":"The stored styling options with every default filled in.","required":["width","height","dotsOptions","backgroundOptions","cornersSquareOptions","cornersDotOptions","margin","qrOptions"],"properties":{"cornersSquareOptions":{"type":"object","required":["type","color"],"properties":{"type":{"$ref":"#/definitions/CornerSquareType"},"color":{"$ref":"#/definitions/HexColor"},"gradient":{"$ref":"#/definitions/Gradient"}}},"cornersDotOptions":{"type":"object","required":["type","color"],"properties":{"type":{"$ref":"#/definitions/CornerDotType"},"color":{"$ref":"#/definitions/HexColor"},"gradient":{"$ref":"#/definitions/Gradient"}}},"margin":{"$ref":"#/definitions/Margin"},"qrOptions":{"type":"object","required":["errorCorrectionLevel"],"properties":{"errorCorrectionLevel":{"$ref":"#/definitions/ErrorCorrectionLevel"}}},"width":{"$ref":"#/definitions/Size"},"height":{"$ref":"#/definitions/Size"},"dotsOptions":{"type":"object","required":["type","color"],"properties":{"type":{"$ref":"#/definitions/DotType"},"color":{"$ref":"#/definitions/HexColor"},"gradient":{"$ref":"#/definitions/Gradient"}}},"backgroundOptions":{"type":"object","required":["color"],"properties":{"color":{"$ref":"#/definitions/HexColor"},"gradient":{"$ref":"#/definitions/Gradient"}}},"image":{"$ref":"#/definitions/AssetId"},"imageOptions":{"type":"object","description":"Present with an `image`, every default filled in.","required":["imageSize","margin","hideBackgroundDots"],"properties":{"imageSize":{"$ref":"#/definitions/ImageSize"},"margin":{"$ref":"#/definitions/ImageMargin"},"hideBackgroundDots":{"type":"boolean","description":"Whether the dots under the image are cleared."}}},"frameOptions":{"type":"object","description":"Present when a frame is drawn, every default filled in.","required":["type","text","color","textColor"],"properties":{"type":{"$ref":"#/definitions/FrameType"},"text":{"$ref":"#/definitions/FrameText"},"color":{"$ref":"#/definitions/HexColor"},"textColor":{"$ref":"#/definitions/HexColor"}}}}},"DomainId":{"type":"string","description":"The id of a custom domain (`dom_` and 16 hex characters).","pattern":"^dom_[0-9a-f]{16}$","maxLength":20,"examples":["dom_4f9c2a7d1e8b3c60"]},"Hostname":{"type":"string","description":"A DNS name, lower case, without a trailing dot or port: not an IP address, not\n`localhost` or a name under it, not the server's own host.\n","minLength":1,"maxLength":253,"examples":["menu.example.com"]},"DomainStatus":{"type":"string","description":"`pending` until its TXT record was seen, then `verified`.","enum":["pending","verified"],"examples":["verified"]},"DomainRedirectUrl":{"type":["string","null"],"format":"uri","maxLength":2048,"description":"An `http:` or `https:` URL, or `null` (a `404`).","examples":["https://example.com/"]},"CreateDomainRequest":{"type":"object","description":"A hostname to add. Unknown fields are refused.","required":["hostname"],"additionalProperties":false,"properties":{"hostname":{"$ref":"#/definitions/Hostname"}}},"UpdateDomainRequest":{"type":"object","description":"The redirects to change. Unknown fields (the hostname among them) are refused.","additionalProperties":false,"properties":{"rootRedirectUrl":{"$ref":"#/definitions/DomainRedirectUrl"},"notFoundUrl":{"$ref":"#/definitions/DomainRedirectUrl"}}},"DomainVerification":{"type":"object","description":"The DNS record that proves the hostname is the account's.","required":["type","name","value"],"properties":{"type":{"type":"string","const":"TXT","description":"Always a TXT record."},"name":{"type":"string","description":"The record's name, `_dynqr.<hostname>`.","maxLength":300},"value":{"type":"string","description":"The record's value, `dynqr-verify=<token>`.","maxLength":100}}},"Domain":{"type":"object","description":"A custom domain of the account.","required":["id","hostname","status","verification","rootRedirectUrl","notFoundUrl","createdAt","verifiedAt"],"properties":{"id":{"$ref":"#/definitions/DomainId"},"hostname":{"$ref":"#/definitions/Hostname"},"status":{"$ref":"#/definitions/DomainStatus"},"verification":{"$ref":"#/definitions/DomainVerification"},"rootRedirectUrl":{"$ref":"#/definitions/DomainRedirectUrl"},"notFoundUrl":{"$ref":"#/definitions/DomainRedirectUrl"},"createdAt":{"type":"string","format":"date-time","description":"When it was added.","maxLength":64},"verifiedAt":{"type":["string","null"],"format":"date-time","description":"When its record was first seen; `null` while pending.","maxLength":64}}},"DomainResponse":{"description":"A domain, as every answer about one carries it.","allOf":[{"type":"object","required":["success"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true`."}}},{"$ref":"#/definitions/Domain"}]},"DomainList":{"type":"object","description":"The account's domains.","required":["success","data"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true`."},"data":{"type":"array","description":"The domains, oldest first.","maxItems":1000,"items":{"$ref":"#/definitions/Domain"}}}},"TlsAllowed":{"type":"object","description":"The name is a verified custom domain.","required":["domain","allowed"],"properties":{"domain":{"type":"string","description":"The name asked about.","maxLength":253},"allowed":{"type":"boolean","const":true,"description":"Always `true` (a name not allowed is `404`)."}}},"CreateQrCodeRequest":{"type":"object","description":"The fields of a new QR code. Unknown fields are refused.","required":["targetUrl"],"additionalProperties":false,"properties":{"targetUrl":{"$ref":"#/definitions/TargetUrl"},"customShortId":{"$ref":"#/definitions/CustomShortId"},"qrCodeOptions":{"$ref":"#/definitions/QrCodeOptions"},"expiresAt":{"$ref":"#/definitions/ExpiresAt"},"maxScans":{"$ref":"#/definitions/MaxScans"},"fallbackUrl":{"$ref":"#/definitions/FallbackUrl"},"active":{"type":"boolean","description":"Whether the short link sends scanners to the target; `false` sends them to\n`fallbackUrl` or a `410` page. Defaults to `true`.\n"},"title":{"$ref":"#/definitions/Title"},"styleId":{"$ref":"#/definitions/StyleRef"},"scanLimitCounts":{"$ref":"#/definitions/ScanLimitCounts"},"domain":{"$ref":"#/definitions/Hostname","description":"A verified custom domain of the account (`GET /domains`) to serve the code on: its\n`qrCodeUrl` is then `https://<domain>/<shortId>`, answered on that host only. Fixed\nat creation: an update (`PUT`) naming `domain` is `400 INVALID_REQUEST` (an unknown field),\nso printed codes never break. A hostname that is not the account's is `400`; one\nstill pending is `422 DOMAIN_NOT_VERIFIED`.\n"}}},"UpdateQrCodeRequest":{"type":"object","description":"The fields to change. Unknown fields, and `shortId`, `views`, `createdAt`, are refused.\n`null` clears `expiresAt`, `maxScans`, `fallbackUrl` or `title`.\n","additionalProperties":false,"properties":{"targetUrl":{"$ref":"#/definitions/TargetUrl"},"qrCodeOptions":{"$ref":"#/definitions/QrCodeOptions"},"expiresAt":{"$ref":"#/definitions/ExpiresAt"},"maxScans":{"$ref":"#/definitions/MaxScans"},"fallbackUrl":{"$ref":"#/definitions/FallbackUrl"},"active":{"type":"boolean","description":"Whether the short link sends scanners to the target; `false` sends them to\n`fallbackUrl` or a `410` page. Defaults to `true`.\n"},"title":{"$ref":"#/definitions/Title"},"styleId":{"$ref":"#/definitions/StyleRef"},"scanLimitCounts":{"$ref":"#/definitions/ScanLimitCounts"}}},"QrCode":{"type":"object","description":"A dynamic QR code.","required":["shortId","qrCodeUrl","editUrl","targetUrl","views","qrCodeOptions","createdAt","updatedAt","expiresAt","maxScans","fallbackUrl","active","title","styleId","scanLimitCounts"],"properties":{"shortId":{"$ref":"#/definitions/ShortId"},"qrCodeUrl":{"type":"string","format":"uri","description":"The public short link, `{site_url}/<shortId>` (`https://<domain>/<shortId>` on a custom domain); the text the QR code encodes.","maxLength":2048},"editUrl":{"type":"string","format":"uri","description":"The edit page, `{site_url}/qrcode/edit/<shortId>`.","maxLength":2048},"targetUrl":{"type":"string","format":"uri","description":"Where the short link redirects now.","maxLength":2048},"views":{"type":"integer","minimum":0,"description":"Human scans of the short link: `GET` requests that were redirected, not `HEAD`,\nprefetches, bots or link previewers. `0` on a new code.\n","format":"int64","maximum":9007199254740991},"qrCodeOptions":{"$ref":"#/definitions/ResolvedQrCodeOptions"},"createdAt":{"type":"string","format":"date-time","description":"Creation time, ISO 8601 in UTC with milliseconds.","maxLength":64},"updatedAt":{"type":"string","format":"date-time","description":"Last time the target, styling or a lifecycle field changed; equal to `createdAt`\non creation.\n","maxLength":64},"expiresAt":{"$ref":"#/definitions/ExpiresAt"},"maxScans":{"$ref":"#/definitions/MaxScans"},"fallbackUrl":{"$ref":"#/definitions/FallbackUrl"},"active":{"type":"boolean","description":"Whether the owner has the code switched on (`true` unless set to `false`)."},"title":{"$ref":"#/definitions/Title"},"styleId":{"$ref":"#/definitions/StyleRef"},"scanLimitCounts":{"$ref":"#/definitions/ScanLimitCounts"},"domain":{"type":["string","null"],"description":"The custom domain the code is served on (its `qrCodeUrl` is `https://<domain>/<shortId>`),\nfixed at creation. Absent (or `null`) on a code served on the site's own address.\n","maxLength":253}}},"ScanLimitCounts":{"type":"string","description":"What `maxScans` counts. `views` (the default): every view. `uniqueViews`: the code's\nunique views over its life (the sum of its daily unique views, see `getQrCodeStats`), so\nthat one person reloading the code does not use it up; the code is used up when they\nreach `maxScans`, and from then on every scan goes to `fallbackUrl` or a `410` page.\nExact under concurrent scans.\n","enum":["views","uniqueViews"]},"Title":{"type":["string","null"],"description":"What the owner calls the code (\"Menu — table tent 4\"): shown in the dashboard and\nmatched by the list's `q`. 1–200 characters, no control characters; `null`: no title\n(on create, leaving it out is the same; on update, `null` removes it).\n","minLength":1,"maxLength":200,"pattern":"^[^\\u0000-\\u001F\\u007F]+$","examples":["Menu — table tent 4"]},"ExpiresAt":{"type":["string","null"],"format":"date-time","description":"When the code stops sending scanners to its target, ISO 8601 (stored in UTC with\nmilliseconds). From that instant on, scans go to `fallbackUrl` or a `410` page.\n`null`: never.\n","examples":["2026-12-31T23:00:00.000Z"],"maxLength":64},"MaxScans":{"type":["integer","null"],"minimum":1,"maximum":1000000000,"description":"The number of human views (or, with `scanLimitCounts: uniqueViews`, unique views) after\nwhich the code stops sending scanners to its target.\nThe scan that reaches the limit is still a view and still goes to the target; later\nones go to `fallbackUrl` or a `410` page and count as fallback hits. Exact under\nconcurrent scans. `null`: no limit.\n","examples":[100],"format":"int64"},"FallbackUrl":{"type":["string","null"],"format":"uri","description":"Where scanners go when the code is inactive, expired or at its `maxScans`; the same\nrules as `targetUrl`. `null`: such scans get a `410` page saying the code is no\nlonger active.\n","minLength":1,"maxLength":2048,"pattern":"^[Hh][Tt][Tt][Pp][Ss]?://","examples":["https://example.com/offer-ended"]},"BulkCreateRequest":{"type":"object","description":"Up to 100 QR codes to create. Each item is a create body (see `createQrCode`) and is\nvalidated on its own; only an item that is not a JSON object fails the whole request.\n","required":["items"],"additionalProperties":false,"properties":{"items":{"type":"array","minItems":1,"maxItems":100,"description":"The create bodies, 1 to 100.","items":{"type":"object","description":"A create body, as for `createQrCode`; its fields are checked item by item.","additionalProperties":true}}}},"BulkCreateResult":{"type":"object","description":"The outcome of one bulk item.","required":["index","status"],"properties":{"index":{"type":"integer","minimum":0,"description":"The item's position in the request, from 0.","format":"int32","maximum":99},"status":{"type":"integer","description":"The HTTP status `createQrCode` would have answered for this item (`201`, `400`, `409`, `422` for styling that does not scan).","examples":[201],"format":"int32","minimum":0,"maximum":599},"qrCode":{"$ref":"#/definitions/QrCode"},"error":{"$ref":"#/definitions/Error"}}},"BulkCreateResponse":{"type":"object","description":"One result per item, in the order of the request.","required":["success","data"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true`; each item says whether it succeeded."},"data":{"type":"array","description":"The results, in the order of the request's items.","items":{"$ref":"#/definitions/BulkCreateResult"},"maxItems":100}}},"BulkUpdateRequest":{"type":"object","description":"Up to 100 changes. Each item names a code (`shortId`), may carry `ifMatch` (the code's\n`ETag`, as the `If-Match` header) and the fields of an update body (see `updateQrCode`);\neach is validated on its own.\n","required":["items"],"additionalProperties":false,"properties":{"items":{"type":"array","minItems":1,"maxItems":100,"description":"The changes, 1 to 100.","items":{"type":"object","description":"`shortId`, optional `ifMatch`, and update fields; checked item by item.","additionalProperties":true}}}},"BulkChangeResult":{"type":"object","description":"The outcome of one item of a bulk change or delete.","required":["index","status"],"properties":{"index":{"type":"integer","minimum":0,"maximum":99,"format":"int32","description":"The item's position in the request, from 0."},"shortId":{"type":"string","maxLength":256,"description":"The code the item named (absent when the item named none)."},"status":{"type":"integer","minimum":0,"maximum":599,"format":"int32","description":"The HTTP status the single-code operation would have answered (`200`, `204`, `400`, `404`, `412`, `422` for styling that does not scan).","examples":[200]},"qrCode":{"$ref":"#/definitions/QrCode"},"error":{"$ref":"#/definitions/Error"}}},"BulkChangeResponse":{"type":"object","description":"One result per item, in the order of the request.","required":["success","data"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true`; each item says whether it succeeded."},"data":{"type":"array","maxItems":100,"description":"The results, in the order of the request's items.","items":{"$ref":"#/definitions/BulkChangeResult"}}}},"StatsInterval":{"type":"string","description":"The width of a stats bucket, in UTC.","enum":["hour","day"],"examples":["day"]},"ScanCounts":{"type":"object","description":"Scans of a short link, by kind.","required":["views","uniqueViews","botHits","fallbackHits"],"properties":{"views":{"type":"integer","minimum":0,"description":"Human scans sent to the target (they count towards `views` and `maxScans`).","format":"int64","maximum":9007199254740991},"uniqueViews":{"type":"integer","minimum":0,"description":"Views whose visitor had not viewed the code earlier that UTC day (at most `views`).","format":"int64","maximum":9007199254740991},"botHits":{"type":"integer","minimum":0,"description":"`HEAD` requests, prefetches, bots and link previewers.","format":"int64","maximum":9007199254740991},"fallbackHits":{"type":"integer","minimum":0,"description":"Human scans of an inactive, expired or exhausted code.","format":"int64","maximum":9007199254740991}}},"StatsBucket":{"description":"The scans of one hour or one day.","allOf":[{"type":"object","required":["start"],"properties":{"start":{"type":"string","format":"date-time","description":"The start of the bucket, UTC.","maxLength":64}}},{"$ref":"#/definitions/ScanCounts"}]},"QrCodeStats":{"type":"object","description":"A code's scans over a time range, bucket by bucket.","required":["success","shortId","interval","from","to","totals","series"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."},"shortId":{"$ref":"#/definitions/ShortId"},"interval":{"$ref":"#/definitions/StatsInterval"},"from":{"type":"string","format":"date-time","description":"The start of the first bucket (the requested `from` rounded down to the interval).","maxLength":64},"to":{"type":"string","format":"date-time","description":"The end of the range (exclusive), as requested.","maxLength":64},"totals":{"$ref":"#/definitions/ScanCounts"},"series":{"type":"array","description":"Every bucket of the range in time order, zeros included.","items":{"$ref":"#/definitions/StatsBucket"},"maxItems":1000},"breakdown":{"$ref":"#/definitions/StatsBreakdown"}}},"AccountStats":{"type":"object","description":"The scans of all an account's codes over a time range, bucket by bucket.","required":["success","interval","from","to","totals","series"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."},"interval":{"$ref":"#/definitions/StatsInterval"},"from":{"type":"string","format":"date-time","description":"The start of the first bucket (the requested `from` rounded down to the interval).","maxLength":64},"to":{"type":"string","format":"date-time","description":"The end of the range (exclusive), as requested.","maxLength":64},"totals":{"$ref":"#/definitions/ScanCounts"},"series":{"type":"array","description":"Every bucket of the range in time order, zeros included.","items":{"$ref":"#/definitions/StatsBucket"},"maxItems":1000},"breakdown":{"$ref":"#/definitions/StatsBreakdown"}}},"StatsBreakdown":{"type":"array","description":"Present only with `groupBy`: the range's views by value, most views first (ties by\nvalue). Their views add up exactly to `totals.views`.\n","items":{"$ref":"#/definitions/StatsBreakdownItem"},"maxItems":100000},"StatsBreakdownItem":{"type":"object","description":"The views of one value of the grouped dimension.","required":["value","views","uniqueViews"],"properties":{"value":{"type":["string","null"],"maxLength":256,"description":"The value: an ISO 3166-1 alpha-2 country code; a device (`mobile`, `tablet`,\n`desktop`, `other`); an OS (`iOS`, `Android`, `Windows`, `macOS`, `Linux`,\n`ChromeOS`, `other`); a browser (`Safari`, `Chrome`, `Firefox`, `Edge`,\n`Samsung Internet`, `Opera`, `other`); a referrer host; a primary language subtag\n(an ISO 639 code; others are unknown); or a `shortId`. `null` when unknown. Per code and day at most 100 distinct referrers\nand 100 distinct languages are kept: later new values of that day count as\n`(other)`, so anonymous scanners cannot grow a code's analytics without bound.\n"},"views":{"type":"integer","minimum":0,"format":"int64","maximum":9007199254740991,"description":"Views with this value."},"uniqueViews":{"type":"integer","minimum":0,"format":"int64","maximum":9007199254740991,"description":"Unique views with this value."}}},"StatsDimension":{"type":"string","description":"A dimension a code's views are grouped by.","enum":["country","device","os","browser","referrer","language"],"examples":["country"]},"AccountStatsDimension":{"type":"string","description":"A dimension the account's views are grouped by; `shortId` gives the top codes, `domain` the views of each custom domain (`null`: the codes on the site's own address).","enum":["country","device","os","browser","referrer","language","shortId","domain"],"examples":["shortId"]},"StatsCsv":{"type":"string","description":"RFC 4180 CSV with a header row: `value,views,uniqueViews` for a breakdown (an empty\nvalue for unknown), else `start,views,uniqueViews,botHits,fallbackHits` per bucket.\nA value that starts with `=`, `+`, `-`, `@`, tab or carriage return is written with a\nleading `'`, so that a spreadsheet never runs it as a formula.\n(Its examples are the operations' own, so that a mock answers each with its own series.)\n","maxLength":100000000},"QrCodeResponse":{"description":"A QR code as a single-object response, with `success` at the top level.","allOf":[{"type":"object","required":["success"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."}}},{"$ref":"#/definitions/QrCode"}]},"QrCodeList":{"type":"object","description":"A page of QR codes.","required":["success","data","pagination"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."},"data":{"type":"array","description":"The QR codes of this page, in the requested order.","items":{"$ref":"#/definitions/QrCode"},"maxItems":100},"pagination":{"$ref":"#/definitions/Pagination"}}},"Pagination":{"type":"object","description":"Where this page stands in the whole list.","required":["total","limit","offset","hasMore"],"properties":{"total":{"type":"integer","minimum":0,"description":"Number of the caller's QR codes in all.","format":"int64","maximum":9007199254740991},"limit":{"type":"integer","minimum":1,"maximum":100,"description":"The page size used.","format":"int32"},"offset":{"type":"integer","minimum":0,"description":"The number of items skipped.","format":"int64","maximum":9007199254740991},"hasMore":{"type":"boolean","description":"Whether items follow this page (`offset + data.length < total`)."}}},"SortField":{"type":"string","description":"A field QR codes can be listed by. Ties are ordered by `shortId`.","enum":["createdAt","updatedAt","views"],"examples":["views"]},"SortOrder":{"type":"string","description":"The direction of an order.","enum":["asc","desc"],"examples":["asc"]},"ImageFormat":{"type":"string","description":"The format of a QR code image.","enum":["svg","png","pdf"],"examples":["png"]},"Scope":{"type":"string","description":"What an API key may do. `qrcodes:read`: read codes, lists and images.\n`qrcodes:write`: everything `qrcodes:read` may, and create, change and delete codes.\n`keys:manage`: list, create and revoke the account's keys.\n","enum":["qrcodes:read","qrcodes:write","keys:manage"],"examples":["qrcodes:read"]},"ApiKey":{"type":"object","description":"An API key as its account holder sees it. Never the key itself or its hash.","required":["id","name","prefix","scopes","createdAt","lastUsedAt","expiresAt","revokedAt"],"properties":{"id":{"type":"string","description":"The key's id, used to revoke it.","pattern":"^key_[0-9A-Za-z]{12}$","examples":["key_8fKq2LmZ0aBc"],"maxLength":128},"name":{"type":["string","null"],"description":"What the key is for.","maxLength":200},"prefix":{"type":"string","description":"The first characters after `dqr_`, to tell keys apart.","minLength":1,"maxLength":8},"scopes":{"type":"array","description":"What the key may do.","items":{"$ref":"#/definitions/Scope"},"maxItems":3},"createdAt":{"type":"string","format":"date-time","description":"Creation time, ISO 8601 in UTC.","maxLength":64},"lastUsedAt":{"type":["string","null"],"format":"date-time","description":"When the key was last used (recorded at most once a minute); `null` if never.","maxLength":64},"expiresAt":{"type":["string","null"],"format":"date-time","description":"When the key stops working; `null` if never.","maxLength":64},"revokedAt":{"type":["string","null"],"format":"date-time","description":"When the key was revoked; `null` while it is not.","maxLength":64}}},"ApiKeyList":{"type":"object","description":"The account's API keys, newest first.","required":["success","data"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."},"data":{"type":"array","description":"The keys, newest first, revoked ones included.","items":{"$ref":"#/definitions/ApiKey"},"maxItems":1000}}},"CreateApiKeyRequest":{"type":"object","description":"A new API key. Unknown fields are refused.","required":["name"],"additionalProperties":false,"properties":{"name":{"type":"string","description":"What the key is for, 1–100 characters.","minLength":1,"maxLength":100},"scopes":{"type":"array","description":"What the key may do; default `[\"qrcodes:write\"]`.","minItems":1,"maxItems":3,"uniqueItems":true,"items":{"$ref":"#/definitions/Scope"}},"expiresAt":{"type":"string","format":"date-time","description":"When the key stops working, in the future (ISO 8601).","maxLength":64}}},"CreatedApiKeyResponse":{"description":"A new key, with the secret `key` shown this once.","allOf":[{"type":"object","required":["success","key"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."},"key":{"type":"string","description":"The API key. Store it now; it cannot be shown again.","pattern":"^dqr_[0-9A-Za-z]{32,128}$","maxLength":128}}},{"$ref":"#/definitions/ApiKey"}]},"ErrorCode":{"type":"string","description":"A stable, machine-readable error code:\n\n| status | error | when |\n|---|---|---|\n| 400 | INVALID_REQUEST | the request is invalid, e.g. `targetUrl` missing |\n| 401 | UNAUTHORIZED | the API key is invalid or missing |\n| 403 | FORBIDDEN | the key lacks the scope the operation needs |\n| 404 | NOT_FOUND | the QR code (or API key) does not exist for this account |\n| 409 | CONFLICT | the custom short id is taken, the asset or template is in use, or a request with the same `Idempotency-Key` is still running |\n| 409 | LIMIT_REACHED | the account holds as many of something (codes, assets, style templates, API keys, webhook endpoints, custom domains) as its cap allows; the message names the cap's variable |\n| 412 | PRECONDITION_FAILED | `If-Match` names none of the code's current ETag |\n| 413 | PAYLOAD_TOO_LARGE | the body is larger than 16 KiB |\n| 415 | UNSUPPORTED_MEDIA_TYPE | the body is not `application/json` |\n| 422 | IDEMPOTENCY_KEY_REUSED | the `Idempotency-Key` was used with another request |\n| 422 | UNSCANNABLE | the styling does not decode; the details name the option to change |\n| 422 | DOMAIN_NOT_VERIFIED | the custom domain's TXT record was not found (verify), or a code names a domain still pending |\n| 429 | RATE_LIMITED | too many requests; see `Retry-After` |\n| 500 | INTERNAL_ERROR | the service failed |\n| 503 | SERVICE_UNAVAILABLE | the store cannot commit right now; nothing changed, see `Retry-After` |\n","enum":["INVALID_REQUEST","UNAUTHORIZED","FORBIDDEN","NOT_FOUND","CONFLICT","LIMIT_REACHED","PRECONDITION_FAILED","PAYLOAD_TOO_LARGE","UNSUPPORTED_MEDIA_TYPE","IDEMPOTENCY_KEY_REUSED","UNSCANNABLE","DOMAIN_NOT_VERIFIED","RATE_LIMITED","INTERNAL_ERROR","SERVICE_UNAVAILABLE"]},"Error":{"type":"object","description":"The body of every error response.","required":["error","message"],"properties":{"error":{"$ref":"#/definitions/ErrorCode"},"message":{"type":"string","description":"Human-readable text; the documented cases keep their exact words.","maxLength":2000},"details":{"type":"array","description":"On validation errors, every problem found, by field.","items":{"$ref":"#/definitions/ErrorDetail"},"maxItems":100},"requestId":{"type":"string","description":"The id of the request, as in the `x-request-id` header.","maxLength":128}}},"ErrorDetail":{"type":"object","description":"One validation problem.","required":["field","message"],"properties":{"field":{"type":"string","description":"The offending field as a dotted path (`qrCodeOptions.width`), or the query parameter.","maxLength":200},"message":{"type":"string","description":"What is wrong with it.","maxLength":2000}}},"Health":{"type":"object","description":"The state of the process and its store.","required":["status"],"properties":{"status":{"$ref":"#/definitions/HealthStatus"},"store":{"$ref":"#/definitions/StoreKind"}}},"HealthStatus":{"type":"string","description":"`ok` when up (and, for readiness, when the store answers).","enum":["ok","unavailable"],"examples":["ok"]},"StoreKind":{"type":"string","description":"The kind of store, on the readiness probe.","enum":["sqlite","memory","postgres"],"examples":["sqlite"]}}};
const schema89 = {"type":"object","additionalProperties":false,"required":["url","events"],"properties":{"url":{"type":"string","minLength":1,"maxLength":2048,"description":"Where events are POSTed; `http:` or `https:`, on a public address."},"events":{"type":"array","description":"The event types to send; at least one, no repeats.","minItems":1,"maxItems":4,"uniqueItems":true,"items":{"$ref":"#/definitions/WebhookEventType"}},"description":{"type":"string","maxLength":200,"description":"A note for people, shown in the list."}}};
const schema90 = {"type":"string","description":"What happened to a QR code: created, updated (target or options changed), deleted,\nor deactivated (its expiry passed or its scan limit was reached).\n","enum":["qrcode.created","qrcode.updated","qrcode.deleted","qrcode.deactivated"]};

function validate48(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.url === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "url"},message:"must have required property '"+"url"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.events === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "events"},message:"must have required property '"+"events"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "url") || (key0 === "events")) || (key0 === "description"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.url !== undefined){
let data0 = data.url;
if(typeof data0 === "string"){
if(func3(data0) > 2048){
const err3 = {instancePath:instancePath+"/url",schemaPath:"#/properties/url/maxLength",keyword:"maxLength",params:{limit: 2048},message:"must NOT have more than 2048 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(func3(data0) < 1){
const err4 = {instancePath:instancePath+"/url",schemaPath:"#/properties/url/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/url",schemaPath:"#/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.events !== undefined){
let data1 = data.events;
if(Array.isArray(data1)){
if(data1.length > 4){
const err6 = {instancePath:instancePath+"/events",schemaPath:"#/properties/events/maxItems",keyword:"maxItems",params:{limit: 4},message:"must NOT have more than 4 items"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data1.length < 1){
const err7 = {instancePath:instancePath+"/events",schemaPath:"#/properties/events/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
let data2 = data1[i0];
if(typeof data2 !== "string"){
const err8 = {instancePath:instancePath+"/events/" + i0,schemaPath:"#/definitions/WebhookEventType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(!((((data2 === "qrcode.created") || (data2 === "qrcode.updated")) || (data2 === "qrcode.deleted")) || (data2 === "qrcode.deactivated"))){
const err9 = {instancePath:instancePath+"/events/" + i0,schemaPath:"#/definitions/WebhookEventType/enum",keyword:"enum",params:{allowedValues: schema90.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
let i1 = data1.length;
let j0;
if(i1 > 1){
outer0:
for(;i1--;){
for(j0 = i1; j0--;){
if(func0(data1[i1], data1[j0])){
const err10 = {instancePath:instancePath+"/events",schemaPath:"#/properties/events/uniqueItems",keyword:"uniqueItems",params:{i: i1, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i1+" are identical)"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
break outer0;
}
}
}
}
}
else {
const err11 = {instancePath:instancePath+"/events",schemaPath:"#/properties/events/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.description !== undefined){
let data3 = data.description;
if(typeof data3 === "string"){
if(func3(data3) > 200){
const err12 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
else {
const err13 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
}
else {
const err14 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
validate48.errors = vErrors;
return errors === 0;
}


function validate47(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(!(validate48(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate48.errors : vErrors.concat(validate48.errors);
errors = vErrors.length;
}
validate47.errors = vErrors;
return errors === 0;
}

export const validateCreateStyleBody = validate50;
const schema91 = {"$ref":"#/definitions/CreateStyleRequest","definitions":{"WebhookEventType":{"type":"string","description":"What happened to a QR code: created, updated (target or options changed), deleted,\nor deactivated (its expiry passed or its scan limit was reached).\n","enum":["qrcode.created","qrcode.updated","qrcode.deleted","qrcode.deactivated"]},"CreateWebhookRequest":{"type":"object","additionalProperties":false,"required":["url","events"],"properties":{"url":{"type":"string","minLength":1,"maxLength":2048,"description":"Where events are POSTed; `http:` or `https:`, on a public address."},"events":{"type":"array","description":"The event types to send; at least one, no repeats.","minItems":1,"maxItems":4,"uniqueItems":true,"items":{"$ref":"#/definitions/WebhookEventType"}},"description":{"type":"string","maxLength":200,"description":"A note for people, shown in the list."}}},"Webhook":{"type":"object","description":"A webhook endpoint, without its secret.","required":["id","url","events","description","createdAt","disabledAt"],"properties":{"id":{"type":"string","description":"The endpoint's id.","maxLength":128},"url":{"type":"string","description":"Where events are POSTed.","maxLength":2048},"events":{"type":"array","description":"The event types sent to it.","items":{"$ref":"#/definitions/WebhookEventType"},"maxItems":4},"description":{"type":["string","null"],"description":"The note given at creation.","maxLength":500},"createdAt":{"type":"string","format":"date-time","description":"When it was registered.","maxLength":64},"disabledAt":{"type":["string","null"],"format":"date-time","description":"When it was disabled after 24 hours of failed deliveries; null while active.","maxLength":64},"disabledReason":{"type":"string","const":"webhook.disabled","description":"Present on a disabled endpoint."}}},"CreatedWebhookResponse":{"description":"A new endpoint, with its secret (shown this once).","allOf":[{"type":"object","required":["success","secret"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."},"secret":{"type":"string","description":"`whsec_` + base64 of the key bytes. Sign checks use the decoded bytes.","maxLength":128}}},{"$ref":"#/definitions/Webhook"}]},"WebhookList":{"type":"object","description":"The account's webhook endpoints.","required":["success","data"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."},"data":{"type":"array","description":"The endpoints, newest first.","items":{"$ref":"#/definitions/Webhook"},"maxItems":1000}}},"WebhookDelivery":{"type":"object","description":"One event's delivery to one endpoint.","required":["eventId","type","status","attempts","lastStatus","lastError","nextAttemptAt","createdAt"],"properties":{"eventId":{"type":"string","description":"The event id, sent as `webhook-id`; the same on every attempt.","maxLength":128},"type":{"$ref":"#/definitions/WebhookEventType"},"status":{"$ref":"#/definitions/WebhookDeliveryStatus"},"attempts":{"type":"integer","minimum":0,"description":"Attempts made so far.","format":"int32","maximum":10000},"lastStatus":{"type":["integer","null"],"description":"The HTTP status of the last attempt; null when none came back.","format":"int32","minimum":0,"maximum":599},"lastError":{"type":["string","null"],"description":"Why the last attempt failed, in words; null after a success.","maxLength":2000},"nextAttemptAt":{"type":["string","null"],"format":"date-time","description":"When the next attempt is due; null once delivered or given up.","maxLength":64},"createdAt":{"type":"string","format":"date-time","description":"When the event happened.","maxLength":64}}},"WebhookDeliveryStatus":{"type":"string","description":"pending (not yet delivered), delivered (a 2xx came back) or failed (given up after 24 hours, or the endpoint was disabled).","enum":["pending","delivered","failed"]},"WebhookDeliveryList":{"type":"object","description":"An endpoint's latest deliveries.","required":["success","data"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."},"data":{"type":"array","description":"Latest first.","items":{"$ref":"#/definitions/WebhookDelivery"},"maxItems":1000}}},"WebhookEvent":{"type":"object","description":"The body POSTed to an endpoint. Headers: `webhook-id` (= `id`), `webhook-timestamp`\n(Unix seconds) and `webhook-signature` (`v1,` + base64 HMAC-SHA256 of\n`id.timestamp.body` keyed with the secret's decoded bytes).\n","required":["id","type","createdAt","data"],"properties":{"id":{"type":"string","description":"The event id; the same on every attempt, so receivers can de-duplicate.","maxLength":128},"type":{"$ref":"#/definitions/WebhookEventType"},"createdAt":{"type":"string","format":"date-time","description":"When the change happened.","maxLength":64},"data":{"$ref":"#/definitions/QrCode"}}},"ShortId":{"type":"string","description":"The short identifier of a QR code; case-sensitive.","minLength":3,"maxLength":64,"pattern":"^[A-Za-z0-9_-]+$","examples":["aZ3kP9qX"]},"CustomShortId":{"type":"string","description":"A caller-chosen short id: 3–64 characters of `[A-Za-z0-9_-]`. Reserved words\n(case-insensitively: api, qrcode, docs, health, healthz, readyz, metrics, static,\nassets, keys, dashboard, login, admin, favicon.ico, robots.txt, .well-known,\nopenapi.json, openapi.yaml, bulk, export) are refused with `400`; an id in use or used before with\n`409`.\n","minLength":3,"maxLength":64,"pattern":"^[A-Za-z0-9_-]+$","examples":["spring-sale"]},"TargetUrl":{"type":"string","format":"uri","description":"The URL the short link redirects to: absolute `http:` or `https:`, at most 2048\ncharacters, without user-info or control characters, and not on the service's own\nshort-link host. Stored and returned in normalised form.\n","minLength":1,"maxLength":2048,"pattern":"^[Hh][Tt][Tt][Pp][Ss]?://","examples":["https://example.com/menu"]},"HexColor":{"type":"string","description":"A colour in hex form `#RRGGBB`; stored in lower case.","pattern":"^#[0-9A-Fa-f]{6}$","examples":["#1a2b3c"],"maxLength":7},"DotType":{"type":"string","description":"The shape of the dots, as the qr-code-styling library names them.","enum":["square","dots","rounded","extra-rounded","classy","classy-rounded"],"examples":["rounded"]},"Size":{"type":"integer","description":"A size in pixels, 64 to 4096.","minimum":64,"maximum":4096,"examples":[300],"format":"int32"},"QrCodeOptions":{"type":"object","description":"Styling options, named as in the qr-code-styling library. Every field is optional;\na missing field takes its default (300 × 300 px, square black dots on white, square\ncorners in the dots' colour, no margin, error correction Q, or H with an `image`).\n\n`image` puts an uploaded asset (`POST /assets`) in the centre; `gradient` on the dots,\ncorners or background replaces that part's `color`; `frameOptions` draws a frame with a\ncall to action. Every stop of a gradient keeps the contrast rule below.\n\nThe scan guard: before a style is stored the server renders it and decodes it with a QR\ndecoder at its own size (at most 1024 px a side); one that does not decode is refused with\n`422 UNSCANNABLE`, naming the option to change.\n\nThe dots must be darker than the background, with a contrast ratio of at least 3:1\n(WCAG's ratio for graphical objects): light-on-dark codes do not scan with common\ndecoders, and faint ones fail on paper and in glare. Other pairs are refused with `400`\nnaming the colour (`qrCodeOptions.dotsOptions.color`, or a corner colour).\n","additionalProperties":false,"properties":{"width":{"$ref":"#/definitions/Size"},"height":{"$ref":"#/definitions/Size"},"dotsOptions":{"type":"object","description":"The data dots.","additionalProperties":false,"properties":{"type":{"$ref":"#/definitions/DotType"},"color":{"$ref":"#/definitions/HexColor"},"gradient":{"$ref":"#/definitions/Gradient"}}},"backgroundOptions":{"type":"object","description":"The background.","additionalProperties":false,"properties":{"color":{"$ref":"#/definitions/HexColor"},"gradient":{"$ref":"#/definitions/Gradient"}}},"cornersSquareOptions":{"type":"object","description":"The three big squares in the corners (the finder patterns' outer rings).","additionalProperties":false,"properties":{"type":{"$ref":"#/definitions/CornerSquareType"},"color":{"$ref":"#/definitions/HexColor"},"gradient":{"$ref":"#/definitions/Gradient"}}},"cornersDotOptions":{"type":"object","description":"The dots inside the three corner squares.","additionalProperties":false,"properties":{"type":{"$ref":"#/definitions/CornerDotType"},"color":{"$ref":"#/definitions/HexColor"},"gradient":{"$ref":"#/definitions/Gradient"}}},"margin":{"$ref":"#/definitions/Margin"},"qrOptions":{"type":"object","description":"Options of the QR symbol itself.","additionalProperties":false,"properties":{"errorCorrectionLevel":{"$ref":"#/definitions/ErrorCorrectionLevel"}}},"image":{"$ref":"#/definitions/AssetId"},"imageOptions":{"$ref":"#/definitions/ImageOptions"},"frameOptions":{"$ref":"#/definitions/FrameOptions"}}},"Gradient":{"type":"object","description":"A colour gradient over the whole code (qr-code-styling's form). It replaces the part's\n`color`; every stop must keep the contrast rule against every background colour.\n","required":["colorStops"],"additionalProperties":false,"properties":{"type":{"$ref":"#/definitions/GradientType"},"rotation":{"type":"number","description":"The angle of a linear gradient in radians, clockwise from left-to-right; default 0.","minimum":-6.2832,"maximum":6.2832},"colorStops":{"type":"array","description":"Two to five stops, in order of offset.","minItems":2,"maxItems":5,"items":{"$ref":"#/definitions/ColorStop"}}}},"GradientType":{"type":"string","description":"A linear gradient along `rotation`, or a radial one from the centre. Default `linear`.","enum":["linear","radial"],"examples":["radial"]},"ColorStop":{"type":"object","description":"One colour of a gradient and where it falls, 0 (start or centre) to 1 (end or edge).","required":["offset","color"],"additionalProperties":false,"properties":{"offset":{"type":"number","minimum":0,"maximum":1},"color":{"$ref":"#/definitions/HexColor"}}},"ImageSize":{"type":"number","description":"The image's size as a share of the code's side, 0.1 to 0.5, default 0.4. A logo that hides\nmore modules than the error correction restores is refused by the scan guard\n(`422 UNSCANNABLE`); a square logo at 0.5 usually is.\n","minimum":0.1,"maximum":0.5,"examples":[0.4]},"ImageMargin":{"type":"integer","description":"Empty space around the image in pixels, 0 to 64, default 0.","minimum":0,"maximum":64,"examples":[4],"format":"int32"},"ImageOptions":{"type":"object","description":"How the `image` sits in the code (qr-code-styling's names).","additionalProperties":false,"properties":{"imageSize":{"$ref":"#/definitions/ImageSize"},"margin":{"$ref":"#/definitions/ImageMargin"},"hideBackgroundDots":{"type":"boolean","description":"Clear the dots under the image; default `true`."}}},"FrameType":{"type":"string","description":"`box`: a border with the text under the code; `banner`: a border and a band of the\nframe's colour under the code with the text on it. Default `none`.\n","enum":["none","box","banner"],"examples":["banner"]},"FrameText":{"type":"string","description":"The call to action, at most 24 characters of Latin-1 (the frame font's); default `SCAN ME`.","maxLength":24,"pattern":"^[ -~\\u00A0-\\u00FF]*$","examples":["SCAN ME"]},"FrameOptions":{"type":"object","description":"A frame around the code with a call to action, drawn in SVG, PNG and PDF alike.","additionalProperties":false,"properties":{"type":{"$ref":"#/definitions/FrameType"},"text":{"$ref":"#/definitions/FrameText"},"color":{"$ref":"#/definitions/HexColor"},"textColor":{"$ref":"#/definitions/HexColor"}}},"AssetId":{"type":"string","description":"An uploaded image of the account (`ast_` and 16 hex characters); an id that is not one of the account's is refused with `400`.","pattern":"^ast_[0-9a-f]{16}$","maxLength":20,"examples":["ast_3f9a2c7d1e8b4c60"]},"AssetContentType":{"type":"string","description":"The type of an uploaded image.","enum":["image/png","image/jpeg","image/svg+xml"]},"Asset":{"type":"object","description":"An uploaded image, without its bytes.","required":["id","contentType","width","height","bytes","createdAt"],"properties":{"id":{"$ref":"#/definitions/AssetId"},"contentType":{"$ref":"#/definitions/AssetContentType"},"width":{"type":"integer","format":"int32","description":"Its width in pixels (an SVG's in user units), read from the image.","minimum":1,"maximum":1000000},"height":{"type":"integer","format":"int32","description":"Its height in pixels (an SVG's in user units), read from the image.","minimum":1,"maximum":1000000},"bytes":{"type":"integer","format":"int32","description":"Its size as stored (an SVG after sanitising).","minimum":1,"maximum":524288},"createdAt":{"type":"string","format":"date-time","description":"When it was uploaded.","maxLength":64}}},"AssetResponse":{"description":"One asset.","allOf":[{"type":"object","required":["success"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."}}},{"$ref":"#/definitions/Asset"}]},"AssetList":{"type":"object","description":"The account's assets.","required":["success","data"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."},"data":{"type":"array","description":"The assets, newest first.","items":{"$ref":"#/definitions/Asset"},"maxItems":1000}}},"StyleId":{"type":"string","description":"A style template of the account (`sty_` and 16 hex characters).","pattern":"^sty_[0-9a-f]{16}$","maxLength":20,"examples":["sty_5c1e9a7b3d2f4e80"]},"StyleRef":{"type":["string","null"],"description":"The style template the code is drawn with (`sty_` and 16 hex characters), instead of\noptions of its own; `null`: none. An id that is not one of the account's templates is\nrefused with `400`. A request may carry `styleId` or `qrCodeOptions`, not both (`400`).\nOn update, `null` detaches the code and keeps the template's options as its own.\n","pattern":"^sty_[0-9a-f]{16}$","maxLength":20},"StyleName":{"type":"string","description":"What the account calls the template; 1–100 characters, no control characters.","minLength":1,"maxLength":100,"pattern":"^[^\\u0000-\\u001F\\u007F]+$"},"Style":{"type":"object","description":"A named set of styling options that the account's codes share.","required":["id","name","qrCodeOptions","createdAt","updatedAt"],"properties":{"id":{"$ref":"#/definitions/StyleId"},"name":{"$ref":"#/definitions/StyleName"},"qrCodeOptions":{"$ref":"#/definitions/ResolvedQrCodeOptions"},"createdAt":{"type":"string","format":"date-time","description":"When it was created.","maxLength":64},"updatedAt":{"type":"string","format":"date-time","description":"When it was last replaced; equal to `createdAt` on creation.","maxLength":64}}},"StyleResponse":{"description":"One style template.","allOf":[{"type":"object","required":["success"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."}}},{"$ref":"#/definitions/Style"}]},"StyleList":{"type":"object","description":"A page of the account's style templates.","required":["success","data","pagination"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."},"data":{"type":"array","description":"The templates of this page, oldest first.","items":{"$ref":"#/definitions/Style"},"maxItems":100},"pagination":{"$ref":"#/definitions/Pagination"}}},"CreateStyleRequest":{"type":"object","description":"A new style template. Unknown fields are refused.","required":["name","qrCodeOptions"],"additionalProperties":false,"properties":{"name":{"$ref":"#/definitions/StyleName"},"qrCodeOptions":{"$ref":"#/definitions/QrCodeOptions"}}},"UpdateStyleRequest":{"type":"object","description":"The template's new name and options, replacing the stored ones. Unknown fields are refused.","required":["name","qrCodeOptions"],"additionalProperties":false,"properties":{"name":{"$ref":"#/definitions/StyleName"},"qrCodeOptions":{"$ref":"#/definitions/QrCodeOptions"}}},"CornerSquareType":{"type":"string","description":"The shape of the corner squares, as qr-code-styling names them. Default `square`.\nqr-code-styling's `dot` rings are not offered: circular finder rings failed to decode in\nour scan tests at several sizes, and every image dynqr serves must scan.\n","enum":["square","extra-rounded"],"examples":["extra-rounded"]},"CornerDotType":{"type":"string","description":"The shape of the dots inside the corner squares. Default `square`.","enum":["square","dot"],"examples":["dot"]},"Margin":{"type":"integer","description":"Empty space around the code in pixels, 0 to 512, default 0. A quiet zone of 4 modules is\nalways kept inside it, so a code scans with any margin.\n","minimum":0,"maximum":512,"examples":[16],"format":"int32"},"ErrorCorrectionLevel":{"type":"string","description":"How much of the symbol may be damaged and still read: L 7 %, M 15 %, Q 25 % (default, as\nin qr-code-styling), H 30 %. Higher levels make denser codes.\n","enum":["L","M","Q","H"],"examples":["Q"]},"ResolvedQrCodeOptions":{"type":"object","description":"The stored styling options with every default filled in.","required":["width","height","dotsOptions","backgroundOptions","cornersSquareOptions","cornersDotOptions","margin","qrOptions"],"properties":{"cornersSquareOptions":{"type":"object","required":["type","color"],"properties":{"type":{"$ref":"#/definitions/CornerSquareType"},"color":{"$ref":"#/definitions/HexColor"},"gradient":{"$ref":"#/definitions/Gradient"}}},"cornersDotOptions":{"type":"object","required":["type","color"],"properties":{"type":{"$ref":"#/definitions/CornerDotType"},"color":{"$ref":"#/definitions/HexColor"},"gradient":{"$ref":"#/definitions/Gradient"}}},"margin":{"$ref":"#/definitions/Margin"},"qrOptions":{"type":"object","required":["errorCorrectionLevel"],"properties":{"errorCorrectionLevel":{"$ref":"#/definitions/ErrorCorrectionLevel"}}},"width":{"$ref":"#/definitions/Size"},"height":{"$ref":"#/definitions/Size"},"dotsOptions":{"type":"object","required":["type","color"],"properties":{"type":{"$ref":"#/definitions/DotType"},"color":{"$ref":"#/definitions/HexColor"},"gradient":{"$ref":"#/definitions/Gradient"}}},"backgroundOptions":{"type":"object","required":["color"],"properties":{"color":{"$ref":"#/definitions/HexColor"},"gradient":{"$ref":"#/definitions/Gradient"}}},"image":{"$ref":"#/definitions/AssetId"},"imageOptions":{"type":"object","description":"Present with an `image`, every default filled in.","required":["imageSize","margin","hideBackgroundDots"],"properties":{"imageSize":{"$ref":"#/definitions/ImageSize"},"margin":{"$ref":"#/definitions/ImageMargin"},"hideBackgroundDots":{"type":"boolean","description":"Whether the dots under the image are cleared."}}},"frameOptions":{"type":"object","description":"Present when a frame is drawn, every default filled in.","required":["type","text","color","textColor"],"properties":{"type":{"$ref":"#/definitions/FrameType"},"text":{"$ref":"#/definitions/FrameText"},"color":{"$ref":"#/definitions/HexColor"},"textColor":{"$ref":"#/definitions/HexColor"}}}}},"DomainId":{"type":"string","description":"The id of a custom domain (`dom_` and 16 hex characters).","pattern":"^dom_[0-9a-f]{16}$","maxLength":20,"examples":["dom_4f9c2a7d1e8b3c60"]},"Hostname":{"type":"string","description":"A DNS name, lower case, without a trailing dot or port: not an IP address, not\n`localhost` or a name under it, not the server's own host.\n","minLength":1,"maxLength":253,"examples":["menu.example.com"]},"DomainStatus":{"type":"string","description":"`pending` until its TXT record was seen, then `verified`.","enum":["pending","verified"],"examples":["verified"]},"DomainRedirectUrl":{"type":["string","null"],"format":"uri","maxLength":2048,"description":"An `http:` or `https:` URL, or `null` (a `404`).","examples":["https://example.com/"]},"CreateDomainRequest":{"type":"object","description":"A hostname to add. Unknown fields are refused.","required":["hostname"],"additionalProperties":false,"properties":{"hostname":{"$ref":"#/definitions/Hostname"}}},"UpdateDomainRequest":{"type":"object","description":"The redirects to change. Unknown fields (the hostname among them) are refused.","additionalProperties":false,"properties":{"rootRedirectUrl":{"$ref":"#/definitions/DomainRedirectUrl"},"notFoundUrl":{"$ref":"#/definitions/DomainRedirectUrl"}}},"DomainVerification":{"type":"object","description":"The DNS record that proves the hostname is the account's.","required":["type","name","value"],"properties":{"type":{"type":"string","const":"TXT","description":"Always a TXT record."},"name":{"type":"string","description":"The record's name, `_dynqr.<hostname>`.","maxLength":300},"value":{"type":"string","description":"The record's value, `dynqr-verify=<token>`.","maxLength":100}}},"Domain":{"type":"object","description":"A custom domain of the account.","required":["id","hostname","status","verification","rootRedirectUrl","notFoundUrl","createdAt","verifiedAt"],"properties":{"id":{"$ref":"#/definitions/DomainId"},"hostname":{"$ref":"#/definitions/Hostname"},"status":{"$ref":"#/definitions/DomainStatus"},"verification":{"$ref":"#/definitions/DomainVerification"},"rootRedirectUrl":{"$ref":"#/definitions/DomainRedirectUrl"},"notFoundUrl":{"$ref":"#/definitions/DomainRedirectUrl"},"createdAt":{"type":"string","format":"date-time","description":"When it was added.","maxLength":64},"verifiedAt":{"type":["string","null"],"format":"date-time","description":"When its record was first seen; `null` while pending.","maxLength":64}}},"DomainResponse":{"description":"A domain, as every answer about one carries it.","allOf":[{"type":"object","required":["success"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true`."}}},{"$ref":"#/definitions/Domain"}]},"DomainList":{"type":"object","description":"The account's domains.","required":["success","data"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true`."},"data":{"type":"array","description":"The domains, oldest first.","maxItems":1000,"items":{"$ref":"#/definitions/Domain"}}}},"TlsAllowed":{"type":"object","description":"The name is a verified custom domain.","required":["domain","allowed"],"properties":{"domain":{"type":"string","description":"The name asked about.","maxLength":253},"allowed":{"type":"boolean","const":true,"description":"Always `true` (a name not allowed is `404`)."}}},"CreateQrCodeRequest":{"type":"object","description":"The fields of a new QR code. Unknown fields are refused.","required":["targetUrl"],"additionalProperties":false,"properties":{"targetUrl":{"$ref":"#/definitions/TargetUrl"},"customShortId":{"$ref":"#/definitions/CustomShortId"},"qrCodeOptions":{"$ref":"#/definitions/QrCodeOptions"},"expiresAt":{"$ref":"#/definitions/ExpiresAt"},"maxScans":{"$ref":"#/definitions/MaxScans"},"fallbackUrl":{"$ref":"#/definitions/FallbackUrl"},"active":{"type":"boolean","description":"Whether the short link sends scanners to the target; `false` sends them to\n`fallbackUrl` or a `410` page. Defaults to `true`.\n"},"title":{"$ref":"#/definitions/Title"},"styleId":{"$ref":"#/definitions/StyleRef"},"scanLimitCounts":{"$ref":"#/definitions/ScanLimitCounts"},"domain":{"$ref":"#/definitions/Hostname","description":"A verified custom domain of the account (`GET /domains`) to serve the code on: its\n`qrCodeUrl` is then `https://<domain>/<shortId>`, answered on that host only. Fixed\nat creation: an update (`PUT`) naming `domain` is `400 INVALID_REQUEST` (an unknown field),\nso printed codes never break. A hostname that is not the account's is `400`; one\nstill pending is `422 DOMAIN_NOT_VERIFIED`.\n"}}},"UpdateQrCodeRequest":{"type":"object","description":"The fields to change. Unknown fields, and `shortId`, `views`, `createdAt`, are refused.\n`null` clears `expiresAt`, `maxScans`, `fallbackUrl` or `title`.\n","additionalProperties":false,"properties":{"targetUrl":{"$ref":"#/definitions/TargetUrl"},"qrCodeOptions":{"$ref":"#/definitions/QrCodeOptions"},"expiresAt":{"$ref":"#/definitions/ExpiresAt"},"maxScans":{"$ref":"#/definitions/MaxScans"},"fallbackUrl":{"$ref":"#/definitions/FallbackUrl"},"active":{"type":"boolean","description":"Whether the short link sends scanners to the target; `false` sends them to\n`fallbackUrl` or a `410` page. Defaults to `true`.\n"},"title":{"$ref":"#/definitions/Title"},"styleId":{"$ref":"#/definitions/StyleRef"},"scanLimitCounts":{"$ref":"#/definitions/ScanLimitCounts"}}},"QrCode":{"type":"object","description":"A dynamic QR code.","required":["shortId","qrCodeUrl","editUrl","targetUrl","views","qrCodeOptions","createdAt","updatedAt","expiresAt","maxScans","fallbackUrl","active","title","styleId","scanLimitCounts"],"properties":{"shortId":{"$ref":"#/definitions/ShortId"},"qrCodeUrl":{"type":"string","format":"uri","description":"The public short link, `{site_url}/<shortId>` (`https://<domain>/<shortId>` on a custom domain); the text the QR code encodes.","maxLength":2048},"editUrl":{"type":"string","format":"uri","description":"The edit page, `{site_url}/qrcode/edit/<shortId>`.","maxLength":2048},"targetUrl":{"type":"string","format":"uri","description":"Where the short link redirects now.","maxLength":2048},"views":{"type":"integer","minimum":0,"description":"Human scans of the short link: `GET` requests that were redirected, not `HEAD`,\nprefetches, bots or link previewers. `0` on a new code.\n","format":"int64","maximum":9007199254740991},"qrCodeOptions":{"$ref":"#/definitions/ResolvedQrCodeOptions"},"createdAt":{"type":"string","format":"date-time","description":"Creation time, ISO 8601 in UTC with milliseconds.","maxLength":64},"updatedAt":{"type":"string","format":"date-time","description":"Last time the target, styling or a lifecycle field changed; equal to `createdAt`\non creation.\n","maxLength":64},"expiresAt":{"$ref":"#/definitions/ExpiresAt"},"maxScans":{"$ref":"#/definitions/MaxScans"},"fallbackUrl":{"$ref":"#/definitions/FallbackUrl"},"active":{"type":"boolean","description":"Whether the owner has the code switched on (`true` unless set to `false`)."},"title":{"$ref":"#/definitions/Title"},"styleId":{"$ref":"#/definitions/StyleRef"},"scanLimitCounts":{"$ref":"#/definitions/ScanLimitCounts"},"domain":{"type":["string","null"],"description":"The custom domain the code is served on (its `qrCodeUrl` is `https://<domain>/<shortId>`),\nfixed at creation. Absent (or `null`) on a code served on the site's own address.\n","maxLength":253}}},"ScanLimitCounts":{"type":"string","description":"What `maxScans` counts. `views` (the default): every view. `uniqueViews`: the code's\nunique views over its life (the sum of its daily unique views, see `getQrCodeStats`), so\nthat one person reloading the code does not use it up; the code is used up when they\nreach `maxScans`, and from then on every scan goes to `fallbackUrl` or a `410` page.\nExact under concurrent scans.\n","enum":["views","uniqueViews"]},"Title":{"type":["string","null"],"description":"What the owner calls the code (\"Menu — table tent 4\"): shown in the dashboard and\nmatched by the list's `q`. 1–200 characters, no control characters; `null`: no title\n(on create, leaving it out is the same; on update, `null` removes it).\n","minLength":1,"maxLength":200,"pattern":"^[^\\u0000-\\u001F\\u007F]+$","examples":["Menu — table tent 4"]},"ExpiresAt":{"type":["string","null"],"format":"date-time","description":"When the code stops sending scanners to its target, ISO 8601 (stored in UTC with\nmilliseconds). From that instant on, scans go to `fallbackUrl` or a `410` page.\n`null`: never.\n","examples":["2026-12-31T23:00:00.000Z"],"maxLength":64},"MaxScans":{"type":["integer","null"],"minimum":1,"maximum":1000000000,"description":"The number of human views (or, with `scanLimitCounts: uniqueViews`, unique views) after\nwhich the code stops sending scanners to its target.\nThe scan that reaches the limit is still a view and still goes to the target; later\nones go to `fallbackUrl` or a `410` page and count as fallback hits. Exact under\nconcurrent scans. `null`: no limit.\n","examples":[100],"format":"int64"},"FallbackUrl":{"type":["string","null"],"format":"uri","description":"Where scanners go when the code is inactive, expired or at its `maxScans`; the same\nrules as `targetUrl`. `null`: such scans get a `410` page saying the code is no\nlonger active.\n","minLength":1,"maxLength":2048,"pattern":"^[Hh][Tt][Tt][Pp][Ss]?://","examples":["https://example.com/offer-ended"]},"BulkCreateRequest":{"type":"object","description":"Up to 100 QR codes to create. Each item is a create body (see `createQrCode`) and is\nvalidated on its own; only an item that is not a JSON object fails the whole request.\n","required":["items"],"additionalProperties":false,"properties":{"items":{"type":"array","minItems":1,"maxItems":100,"description":"The create bodies, 1 to 100.","items":{"type":"object","description":"A create body, as for `createQrCode`; its fields are checked item by item.","additionalProperties":true}}}},"BulkCreateResult":{"type":"object","description":"The outcome of one bulk item.","required":["index","status"],"properties":{"index":{"type":"integer","minimum":0,"description":"The item's position in the request, from 0.","format":"int32","maximum":99},"status":{"type":"integer","description":"The HTTP status `createQrCode` would have answered for this item (`201`, `400`, `409`, `422` for styling that does not scan).","examples":[201],"format":"int32","minimum":0,"maximum":599},"qrCode":{"$ref":"#/definitions/QrCode"},"error":{"$ref":"#/definitions/Error"}}},"BulkCreateResponse":{"type":"object","description":"One result per item, in the order of the request.","required":["success","data"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true`; each item says whether it succeeded."},"data":{"type":"array","description":"The results, in the order of the request's items.","items":{"$ref":"#/definitions/BulkCreateResult"},"maxItems":100}}},"BulkUpdateRequest":{"type":"object","description":"Up to 100 changes. Each item names a code (`shortId`), may carry `ifMatch` (the code's\n`ETag`, as the `If-Match` header) and the fields of an update body (see `updateQrCode`);\neach is validated on its own.\n","required":["items"],"additionalProperties":false,"properties":{"items":{"type":"array","minItems":1,"maxItems":100,"description":"The changes, 1 to 100.","items":{"type":"object","description":"`shortId`, optional `ifMatch`, and update fields; checked item by item.","additionalProperties":true}}}},"BulkChangeResult":{"type":"object","description":"The outcome of one item of a bulk change or delete.","required":["index","status"],"properties":{"index":{"type":"integer","minimum":0,"maximum":99,"format":"int32","description":"The item's position in the request, from 0."},"shortId":{"type":"string","maxLength":256,"description":"The code the item named (absent when the item named none)."},"status":{"type":"integer","minimum":0,"maximum":599,"format":"int32","description":"The HTTP status the single-code operation would have answered (`200`, `204`, `400`, `404`, `412`, `422` for styling that does not scan).","examples":[200]},"qrCode":{"$ref":"#/definitions/QrCode"},"error":{"$ref":"#/definitions/Error"}}},"BulkChangeResponse":{"type":"object","description":"One result per item, in the order of the request.","required":["success","data"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true`; each item says whether it succeeded."},"data":{"type":"array","maxItems":100,"description":"The results, in the order of the request's items.","items":{"$ref":"#/definitions/BulkChangeResult"}}}},"StatsInterval":{"type":"string","description":"The width of a stats bucket, in UTC.","enum":["hour","day"],"examples":["day"]},"ScanCounts":{"type":"object","description":"Scans of a short link, by kind.","required":["views","uniqueViews","botHits","fallbackHits"],"properties":{"views":{"type":"integer","minimum":0,"description":"Human scans sent to the target (they count towards `views` and `maxScans`).","format":"int64","maximum":9007199254740991},"uniqueViews":{"type":"integer","minimum":0,"description":"Views whose visitor had not viewed the code earlier that UTC day (at most `views`).","format":"int64","maximum":9007199254740991},"botHits":{"type":"integer","minimum":0,"description":"`HEAD` requests, prefetches, bots and link previewers.","format":"int64","maximum":9007199254740991},"fallbackHits":{"type":"integer","minimum":0,"description":"Human scans of an inactive, expired or exhausted code.","format":"int64","maximum":9007199254740991}}},"StatsBucket":{"description":"The scans of one hour or one day.","allOf":[{"type":"object","required":["start"],"properties":{"start":{"type":"string","format":"date-time","description":"The start of the bucket, UTC.","maxLength":64}}},{"$ref":"#/definitions/ScanCounts"}]},"QrCodeStats":{"type":"object","description":"A code's scans over a time range, bucket by bucket.","required":["success","shortId","interval","from","to","totals","series"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."},"shortId":{"$ref":"#/definitions/ShortId"},"interval":{"$ref":"#/definitions/StatsInterval"},"from":{"type":"string","format":"date-time","description":"The start of the first bucket (the requested `from` rounded down to the interval).","maxLength":64},"to":{"type":"string","format":"date-time","description":"The end of the range (exclusive), as requested.","maxLength":64},"totals":{"$ref":"#/definitions/ScanCounts"},"series":{"type":"array","description":"Every bucket of the range in time order, zeros included.","items":{"$ref":"#/definitions/StatsBucket"},"maxItems":1000},"breakdown":{"$ref":"#/definitions/StatsBreakdown"}}},"AccountStats":{"type":"object","description":"The scans of all an account's codes over a time range, bucket by bucket.","required":["success","interval","from","to","totals","series"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."},"interval":{"$ref":"#/definitions/StatsInterval"},"from":{"type":"string","format":"date-time","description":"The start of the first bucket (the requested `from` rounded down to the interval).","maxLength":64},"to":{"type":"string","format":"date-time","description":"The end of the range (exclusive), as requested.","maxLength":64},"totals":{"$ref":"#/definitions/ScanCounts"},"series":{"type":"array","description":"Every bucket of the range in time order, zeros included.","items":{"$ref":"#/definitions/StatsBucket"},"maxItems":1000},"breakdown":{"$ref":"#/definitions/StatsBreakdown"}}},"StatsBreakdown":{"type":"array","description":"Present only with `groupBy`: the range's views by value, most views first (ties by\nvalue). Their views add up exactly to `totals.views`.\n","items":{"$ref":"#/definitions/StatsBreakdownItem"},"maxItems":100000},"StatsBreakdownItem":{"type":"object","description":"The views of one value of the grouped dimension.","required":["value","views","uniqueViews"],"properties":{"value":{"type":["string","null"],"maxLength":256,"description":"The value: an ISO 3166-1 alpha-2 country code; a device (`mobile`, `tablet`,\n`desktop`, `other`); an OS (`iOS`, `Android`, `Windows`, `macOS`, `Linux`,\n`ChromeOS`, `other`); a browser (`Safari`, `Chrome`, `Firefox`, `Edge`,\n`Samsung Internet`, `Opera`, `other`); a referrer host; a primary language subtag\n(an ISO 639 code; others are unknown); or a `shortId`. `null` when unknown. Per code and day at most 100 distinct referrers\nand 100 distinct languages are kept: later new values of that day count as\n`(other)`, so anonymous scanners cannot grow a code's analytics without bound.\n"},"views":{"type":"integer","minimum":0,"format":"int64","maximum":9007199254740991,"description":"Views with this value."},"uniqueViews":{"type":"integer","minimum":0,"format":"int64","maximum":9007199254740991,"description":"Unique views with this value."}}},"StatsDimension":{"type":"string","description":"A dimension a code's views are grouped by.","enum":["country","device","os","browser","referrer","language"],"examples":["country"]},"AccountStatsDimension":{"type":"string","description":"A dimension the account's views are grouped by; `shortId` gives the top codes, `domain` the views of each custom domain (`null`: the codes on the site's own address).","enum":["country","device","os","browser","referrer","language","shortId","domain"],"examples":["shortId"]},"StatsCsv":{"type":"string","description":"RFC 4180 CSV with a header row: `value,views,uniqueViews` for a breakdown (an empty\nvalue for unknown), else `start,views,uniqueViews,botHits,fallbackHits` per bucket.\nA value that starts with `=`, `+`, `-`, `@`, tab or carriage return is written with a\nleading `'`, so that a spreadsheet never runs it as a formula.\n(Its examples are the operations' own, so that a mock answers each with its own series.)\n","maxLength":100000000},"QrCodeResponse":{"description":"A QR code as a single-object response, with `success` at the top level.","allOf":[{"type":"object","required":["success"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."}}},{"$ref":"#/definitions/QrCode"}]},"QrCodeList":{"type":"object","description":"A page of QR codes.","required":["success","data","pagination"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."},"data":{"type":"array","description":"The QR codes of this page, in the requested order.","items":{"$ref":"#/definitions/QrCode"},"maxItems":100},"pagination":{"$ref":"#/definitions/Pagination"}}},"Pagination":{"type":"object","description":"Where this page stands in the whole list.","required":["total","limit","offset","hasMore"],"properties":{"total":{"type":"integer","minimum":0,"description":"Number of the caller's QR codes in all.","format":"int64","maximum":9007199254740991},"limit":{"type":"integer","minimum":1,"maximum":100,"description":"The page size used.","format":"int32"},"offset":{"type":"integer","minimum":0,"description":"The number of items skipped.","format":"int64","maximum":9007199254740991},"hasMore":{"type":"boolean","description":"Whether items follow this page (`offset + data.length < total`)."}}},"SortField":{"type":"string","description":"A field QR codes can be listed by. Ties are ordered by `shortId`.","enum":["createdAt","updatedAt","views"],"examples":["views"]},"SortOrder":{"type":"string","description":"The direction of an order.","enum":["asc","desc"],"examples":["asc"]},"ImageFormat":{"type":"string","description":"The format of a QR code image.","enum":["svg","png","pdf"],"examples":["png"]},"Scope":{"type":"string","description":"What an API key may do. `qrcodes:read`: read codes, lists and images.\n`qrcodes:write`: everything `qrcodes:read` may, and create, change and delete codes.\n`keys:manage`: list, create and revoke the account's keys.\n","enum":["qrcodes:read","qrcodes:write","keys:manage"],"examples":["qrcodes:read"]},"ApiKey":{"type":"object","description":"An API key as its account holder sees it. Never the key itself or its hash.","required":["id","name","prefix","scopes","createdAt","lastUsedAt","expiresAt","revokedAt"],"properties":{"id":{"type":"string","description":"The key's id, used to revoke it.","pattern":"^key_[0-9A-Za-z]{12}$","examples":["key_8fKq2LmZ0aBc"],"maxLength":128},"name":{"type":["string","null"],"description":"What the key is for.","maxLength":200},"prefix":{"type":"string","description":"The first characters after `dqr_`, to tell keys apart.","minLength":1,"maxLength":8},"scopes":{"type":"array","description":"What the key may do.","items":{"$ref":"#/definitions/Scope"},"maxItems":3},"createdAt":{"type":"string","format":"date-time","description":"Creation time, ISO 8601 in UTC.","maxLength":64},"lastUsedAt":{"type":["string","null"],"format":"date-time","description":"When the key was last used (recorded at most once a minute); `null` if never.","maxLength":64},"expiresAt":{"type":["string","null"],"format":"date-time","description":"When the key stops working; `null` if never.","maxLength":64},"revokedAt":{"type":["string","null"],"format":"date-time","description":"When the key was revoked; `null` while it is not.","maxLength":64}}},"ApiKeyList":{"type":"object","description":"The account's API keys, newest first.","required":["success","data"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."},"data":{"type":"array","description":"The keys, newest first, revoked ones included.","items":{"$ref":"#/definitions/ApiKey"},"maxItems":1000}}},"CreateApiKeyRequest":{"type":"object","description":"A new API key. Unknown fields are refused.","required":["name"],"additionalProperties":false,"properties":{"name":{"type":"string","description":"What the key is for, 1–100 characters.","minLength":1,"maxLength":100},"scopes":{"type":"array","description":"What the key may do; default `[\"qrcodes:write\"]`.","minItems":1,"maxItems":3,"uniqueItems":true,"items":{"$ref":"#/definitions/Scope"}},"expiresAt":{"type":"string","format":"date-time","description":"When the key stops working, in the future (ISO 8601).","maxLength":64}}},"CreatedApiKeyResponse":{"description":"A new key, with the secret `key` shown this once.","allOf":[{"type":"object","required":["success","key"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."},"key":{"type":"string","description":"The API key. Store it now; it cannot be shown again.","pattern":"^dqr_[0-9A-Za-z]{32,128}$","maxLength":128}}},{"$ref":"#/definitions/ApiKey"}]},"ErrorCode":{"type":"string","description":"A stable, machine-readable error code:\n\n| status | error | when |\n|---|---|---|\n| 400 | INVALID_REQUEST | the request is invalid, e.g. `targetUrl` missing |\n| 401 | UNAUTHORIZED | the API key is invalid or missing |\n| 403 | FORBIDDEN | the key lacks the scope the operation needs |\n| 404 | NOT_FOUND | the QR code (or API key) does not exist for this account |\n| 409 | CONFLICT | the custom short id is taken, the asset or template is in use, or a request with the same `Idempotency-Key` is still running |\n| 409 | LIMIT_REACHED | the account holds as many of something (codes, assets, style templates, API keys, webhook endpoints, custom domains) as its cap allows; the message names the cap's variable |\n| 412 | PRECONDITION_FAILED | `If-Match` names none of the code's current ETag |\n| 413 | PAYLOAD_TOO_LARGE | the body is larger than 16 KiB |\n| 415 | UNSUPPORTED_MEDIA_TYPE | the body is not `application/json` |\n| 422 | IDEMPOTENCY_KEY_REUSED | the `Idempotency-Key` was used with another request |\n| 422 | UNSCANNABLE | the styling does not decode; the details name the option to change |\n| 422 | DOMAIN_NOT_VERIFIED | the custom domain's TXT record was not found (verify), or a code names a domain still pending |\n| 429 | RATE_LIMITED | too many requests; see `Retry-After` |\n| 500 | INTERNAL_ERROR | the service failed |\n| 503 | SERVICE_UNAVAILABLE | the store cannot commit right now; nothing changed, see `Retry-After` |\n","enum":["INVALID_REQUEST","UNAUTHORIZED","FORBIDDEN","NOT_FOUND","CONFLICT","LIMIT_REACHED","PRECONDITION_FAILED","PAYLOAD_TOO_LARGE","UNSUPPORTED_MEDIA_TYPE","IDEMPOTENCY_KEY_REUSED","UNSCANNABLE","DOMAIN_NOT_VERIFIED","RATE_LIMITED","INTERNAL_ERROR","SERVICE_UNAVAILABLE"]},"Error":{"type":"object","description":"The body of every error response.","required":["error","message"],"properties":{"error":{"$ref":"#/definitions/ErrorCode"},"message":{"type":"string","description":"Human-readable text; the documented cases keep their exact words.","maxLength":2000},"details":{"type":"array","description":"On validation errors, every problem found, by field.","items":{"$ref":"#/definitions/ErrorDetail"},"maxItems":100},"requestId":{"type":"string","description":"The id of the request, as in the `x-request-id` header.","maxLength":128}}},"ErrorDetail":{"type":"object","description":"One validation problem.","required":["field","message"],"properties":{"field":{"type":"string","description":"The offending field as a dotted path (`qrCodeOptions.width`), or the query parameter.","maxLength":200},"message":{"type":"string","description":"What is wrong with it.","maxLength":2000}}},"Health":{"type":"object","description":"The state of the process and its store.","required":["status"],"properties":{"status":{"$ref":"#/definitions/HealthStatus"},"store":{"$ref":"#/definitions/StoreKind"}}},"HealthStatus":{"type":"string","description":"`ok` when up (and, for readiness, when the store answers).","enum":["ok","unavailable"],"examples":["ok"]},"StoreKind":{"type":"string","description":"The kind of store, on the readiness probe.","enum":["sqlite","memory","postgres"],"examples":["sqlite"]}}};
const schema92 = {"type":"object","description":"A new style template. Unknown fields are refused.","required":["name","qrCodeOptions"],"additionalProperties":false,"properties":{"name":{"$ref":"#/definitions/StyleName"},"qrCodeOptions":{"$ref":"#/definitions/QrCodeOptions"}}};
const schema93 = {"type":"string","description":"What the account calls the template; 1–100 characters, no control characters.","minLength":1,"maxLength":100,"pattern":"^[^\\u0000-\\u001F\\u007F]+$"};

function validate54(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.offset === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "offset"},message:"must have required property '"+"offset"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.color === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "color"},message:"must have required property '"+"color"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "offset") || (key0 === "color"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.offset !== undefined){
let data0 = data.offset;
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 1 || isNaN(data0)){
const err3 = {instancePath:instancePath+"/offset",schemaPath:"#/properties/offset/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data0 < 0 || isNaN(data0)){
const err4 = {instancePath:instancePath+"/offset",schemaPath:"#/properties/offset/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/offset",schemaPath:"#/properties/offset/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.color !== undefined){
let data1 = data.color;
if(typeof data1 === "string"){
if(func3(data1) > 7){
const err6 = {instancePath:instancePath+"/color",schemaPath:"#/definitions/HexColor/maxLength",keyword:"maxLength",params:{limit: 7},message:"must NOT have more than 7 characters"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(!pattern2.test(data1)){
const err7 = {instancePath:instancePath+"/color",schemaPath:"#/definitions/HexColor/pattern",keyword:"pattern",params:{pattern: "^#[0-9A-Fa-f]{6}$"},message:"must match pattern \""+"^#[0-9A-Fa-f]{6}$"+"\""};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/color",schemaPath:"#/definitions/HexColor/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
else {
const err9 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
validate54.errors = vErrors;
return errors === 0;
}


function validate53(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.colorStops === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "colorStops"},message:"must have required property '"+"colorStops"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "type") || (key0 === "rotation")) || (key0 === "colorStops"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.type !== undefined){
let data0 = data.type;
if(typeof data0 !== "string"){
const err2 = {instancePath:instancePath+"/type",schemaPath:"#/definitions/GradientType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(!((data0 === "linear") || (data0 === "radial"))){
const err3 = {instancePath:instancePath+"/type",schemaPath:"#/definitions/GradientType/enum",keyword:"enum",params:{allowedValues: schema21.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.rotation !== undefined){
let data1 = data.rotation;
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 6.2832 || isNaN(data1)){
const err4 = {instancePath:instancePath+"/rotation",schemaPath:"#/properties/rotation/maximum",keyword:"maximum",params:{comparison: "<=", limit: 6.2832},message:"must be <= 6.2832"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data1 < -6.2832 || isNaN(data1)){
const err5 = {instancePath:instancePath+"/rotation",schemaPath:"#/properties/rotation/minimum",keyword:"minimum",params:{comparison: ">=", limit: -6.2832},message:"must be >= -6.2832"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/rotation",schemaPath:"#/properties/rotation/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.colorStops !== undefined){
let data2 = data.colorStops;
if(Array.isArray(data2)){
if(data2.length > 5){
const err7 = {instancePath:instancePath+"/colorStops",schemaPath:"#/properties/colorStops/maxItems",keyword:"maxItems",params:{limit: 5},message:"must NOT have more than 5 items"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data2.length < 2){
const err8 = {instancePath:instancePath+"/colorStops",schemaPath:"#/properties/colorStops/minItems",keyword:"minItems",params:{limit: 2},message:"must NOT have fewer than 2 items"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
if(!(validate54(data2[i0], {instancePath:instancePath+"/colorStops/" + i0,parentData:data2,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate54.errors : vErrors.concat(validate54.errors);
errors = vErrors.length;
}
}
}
else {
const err9 = {instancePath:instancePath+"/colorStops",schemaPath:"#/properties/colorStops/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
else {
const err10 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
validate53.errors = vErrors;
return errors === 0;
}


function validate60(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(((key0 === "imageSize") || (key0 === "margin")) || (key0 === "hideBackgroundDots"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.imageSize !== undefined){
let data0 = data.imageSize;
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 0.5 || isNaN(data0)){
const err1 = {instancePath:instancePath+"/imageSize",schemaPath:"#/definitions/ImageSize/maximum",keyword:"maximum",params:{comparison: "<=", limit: 0.5},message:"must be <= 0.5"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data0 < 0.1 || isNaN(data0)){
const err2 = {instancePath:instancePath+"/imageSize",schemaPath:"#/definitions/ImageSize/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0.1},message:"must be >= 0.1"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath:instancePath+"/imageSize",schemaPath:"#/definitions/ImageSize/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.margin !== undefined){
let data1 = data.margin;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err4 = {instancePath:instancePath+"/margin",schemaPath:"#/definitions/ImageMargin/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 64 || isNaN(data1)){
const err5 = {instancePath:instancePath+"/margin",schemaPath:"#/definitions/ImageMargin/maximum",keyword:"maximum",params:{comparison: "<=", limit: 64},message:"must be <= 64"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data1 < 0 || isNaN(data1)){
const err6 = {instancePath:instancePath+"/margin",schemaPath:"#/definitions/ImageMargin/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
if(data.hideBackgroundDots !== undefined){
if(typeof data.hideBackgroundDots !== "boolean"){
const err7 = {instancePath:instancePath+"/hideBackgroundDots",schemaPath:"#/properties/hideBackgroundDots/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
else {
const err8 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
validate60.errors = vErrors;
return errors === 0;
}


function validate62(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!((((key0 === "type") || (key0 === "text")) || (key0 === "color")) || (key0 === "textColor"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.type !== undefined){
let data0 = data.type;
if(typeof data0 !== "string"){
const err1 = {instancePath:instancePath+"/type",schemaPath:"#/definitions/FrameType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(!(((data0 === "none") || (data0 === "box")) || (data0 === "banner"))){
const err2 = {instancePath:instancePath+"/type",schemaPath:"#/definitions/FrameType/enum",keyword:"enum",params:{allowedValues: schema36.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.text !== undefined){
let data1 = data.text;
if(typeof data1 === "string"){
if(func3(data1) > 24){
const err3 = {instancePath:instancePath+"/text",schemaPath:"#/definitions/FrameText/maxLength",keyword:"maxLength",params:{limit: 24},message:"must NOT have more than 24 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(!pattern8.test(data1)){
const err4 = {instancePath:instancePath+"/text",schemaPath:"#/definitions/FrameText/pattern",keyword:"pattern",params:{pattern: "^[ -~\\u00A0-\\u00FF]*$"},message:"must match pattern \""+"^[ -~\\u00A0-\\u00FF]*$"+"\""};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/text",schemaPath:"#/definitions/FrameText/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.color !== undefined){
let data2 = data.color;
if(typeof data2 === "string"){
if(func3(data2) > 7){
const err6 = {instancePath:instancePath+"/color",schemaPath:"#/definitions/HexColor/maxLength",keyword:"maxLength",params:{limit: 7},message:"must NOT have more than 7 characters"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(!pattern2.test(data2)){
const err7 = {instancePath:instancePath+"/color",schemaPath:"#/definitions/HexColor/pattern",keyword:"pattern",params:{pattern: "^#[0-9A-Fa-f]{6}$"},message:"must match pattern \""+"^#[0-9A-Fa-f]{6}$"+"\""};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/color",schemaPath:"#/definitions/HexColor/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.textColor !== undefined){
let data3 = data.textColor;
if(typeof data3 === "string"){
if(func3(data3) > 7){
const err9 = {instancePath:instancePath+"/textColor",schemaPath:"#/definitions/HexColor/maxLength",keyword:"maxLength",params:{limit: 7},message:"must NOT have more than 7 characters"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(!pattern2.test(data3)){
const err10 = {instancePath:instancePath+"/textColor",schemaPath:"#/definitions/HexColor/pattern",keyword:"pattern",params:{pattern: "^#[0-9A-Fa-f]{6}$"},message:"must match pattern \""+"^#[0-9A-Fa-f]{6}$"+"\""};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/textColor",schemaPath:"#/definitions/HexColor/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
}
else {
const err12 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
validate62.errors = vErrors;
return errors === 0;
}


function validate52(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(func2.call(schema15.properties, key0))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.width !== undefined){
let data0 = data.width;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err1 = {instancePath:instancePath+"/width",schemaPath:"#/definitions/Size/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 4096 || isNaN(data0)){
const err2 = {instancePath:instancePath+"/width",schemaPath:"#/definitions/Size/maximum",keyword:"maximum",params:{comparison: "<=", limit: 4096},message:"must be <= 4096"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data0 < 64 || isNaN(data0)){
const err3 = {instancePath:instancePath+"/width",schemaPath:"#/definitions/Size/minimum",keyword:"minimum",params:{comparison: ">=", limit: 64},message:"must be >= 64"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
if(data.height !== undefined){
let data1 = data.height;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err4 = {instancePath:instancePath+"/height",schemaPath:"#/definitions/Size/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 4096 || isNaN(data1)){
const err5 = {instancePath:instancePath+"/height",schemaPath:"#/definitions/Size/maximum",keyword:"maximum",params:{comparison: "<=", limit: 4096},message:"must be <= 4096"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data1 < 64 || isNaN(data1)){
const err6 = {instancePath:instancePath+"/height",schemaPath:"#/definitions/Size/minimum",keyword:"minimum",params:{comparison: ">=", limit: 64},message:"must be >= 64"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
if(data.dotsOptions !== undefined){
let data2 = data.dotsOptions;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
for(const key1 in data2){
if(!(((key1 === "type") || (key1 === "color")) || (key1 === "gradient"))){
const err7 = {instancePath:instancePath+"/dotsOptions",schemaPath:"#/properties/dotsOptions/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data2.type !== undefined){
let data3 = data2.type;
if(typeof data3 !== "string"){
const err8 = {instancePath:instancePath+"/dotsOptions/type",schemaPath:"#/definitions/DotType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(!((((((data3 === "square") || (data3 === "dots")) || (data3 === "rounded")) || (data3 === "extra-rounded")) || (data3 === "classy")) || (data3 === "classy-rounded"))){
const err9 = {instancePath:instancePath+"/dotsOptions/type",schemaPath:"#/definitions/DotType/enum",keyword:"enum",params:{allowedValues: schema18.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data2.color !== undefined){
let data4 = data2.color;
if(typeof data4 === "string"){
if(func3(data4) > 7){
const err10 = {instancePath:instancePath+"/dotsOptions/color",schemaPath:"#/definitions/HexColor/maxLength",keyword:"maxLength",params:{limit: 7},message:"must NOT have more than 7 characters"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(!pattern2.test(data4)){
const err11 = {instancePath:instancePath+"/dotsOptions/color",schemaPath:"#/definitions/HexColor/pattern",keyword:"pattern",params:{pattern: "^#[0-9A-Fa-f]{6}$"},message:"must match pattern \""+"^#[0-9A-Fa-f]{6}$"+"\""};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
else {
const err12 = {instancePath:instancePath+"/dotsOptions/color",schemaPath:"#/definitions/HexColor/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data2.gradient !== undefined){
if(!(validate53(data2.gradient, {instancePath:instancePath+"/dotsOptions/gradient",parentData:data2,parentDataProperty:"gradient",rootData}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
}
}
else {
const err13 = {instancePath:instancePath+"/dotsOptions",schemaPath:"#/properties/dotsOptions/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.backgroundOptions !== undefined){
let data6 = data.backgroundOptions;
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
for(const key2 in data6){
if(!((key2 === "color") || (key2 === "gradient"))){
const err14 = {instancePath:instancePath+"/backgroundOptions",schemaPath:"#/properties/backgroundOptions/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data6.color !== undefined){
let data7 = data6.color;
if(typeof data7 === "string"){
if(func3(data7) > 7){
const err15 = {instancePath:instancePath+"/backgroundOptions/color",schemaPath:"#/definitions/HexColor/maxLength",keyword:"maxLength",params:{limit: 7},message:"must NOT have more than 7 characters"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(!pattern2.test(data7)){
const err16 = {instancePath:instancePath+"/backgroundOptions/color",schemaPath:"#/definitions/HexColor/pattern",keyword:"pattern",params:{pattern: "^#[0-9A-Fa-f]{6}$"},message:"must match pattern \""+"^#[0-9A-Fa-f]{6}$"+"\""};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
else {
const err17 = {instancePath:instancePath+"/backgroundOptions/color",schemaPath:"#/definitions/HexColor/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data6.gradient !== undefined){
if(!(validate53(data6.gradient, {instancePath:instancePath+"/backgroundOptions/gradient",parentData:data6,parentDataProperty:"gradient",rootData}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
}
}
else {
const err18 = {instancePath:instancePath+"/backgroundOptions",schemaPath:"#/properties/backgroundOptions/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.cornersSquareOptions !== undefined){
let data9 = data.cornersSquareOptions;
if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
for(const key3 in data9){
if(!(((key3 === "type") || (key3 === "color")) || (key3 === "gradient"))){
const err19 = {instancePath:instancePath+"/cornersSquareOptions",schemaPath:"#/properties/cornersSquareOptions/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data9.type !== undefined){
let data10 = data9.type;
if(typeof data10 !== "string"){
const err20 = {instancePath:instancePath+"/cornersSquareOptions/type",schemaPath:"#/definitions/CornerSquareType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(!((data10 === "square") || (data10 === "extra-rounded"))){
const err21 = {instancePath:instancePath+"/cornersSquareOptions/type",schemaPath:"#/definitions/CornerSquareType/enum",keyword:"enum",params:{allowedValues: schema25.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data9.color !== undefined){
let data11 = data9.color;
if(typeof data11 === "string"){
if(func3(data11) > 7){
const err22 = {instancePath:instancePath+"/cornersSquareOptions/color",schemaPath:"#/definitions/HexColor/maxLength",keyword:"maxLength",params:{limit: 7},message:"must NOT have more than 7 characters"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(!pattern2.test(data11)){
const err23 = {instancePath:instancePath+"/cornersSquareOptions/color",schemaPath:"#/definitions/HexColor/pattern",keyword:"pattern",params:{pattern: "^#[0-9A-Fa-f]{6}$"},message:"must match pattern \""+"^#[0-9A-Fa-f]{6}$"+"\""};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
else {
const err24 = {instancePath:instancePath+"/cornersSquareOptions/color",schemaPath:"#/definitions/HexColor/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data9.gradient !== undefined){
if(!(validate53(data9.gradient, {instancePath:instancePath+"/cornersSquareOptions/gradient",parentData:data9,parentDataProperty:"gradient",rootData}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
}
}
else {
const err25 = {instancePath:instancePath+"/cornersSquareOptions",schemaPath:"#/properties/cornersSquareOptions/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data.cornersDotOptions !== undefined){
let data13 = data.cornersDotOptions;
if(data13 && typeof data13 == "object" && !Array.isArray(data13)){
for(const key4 in data13){
if(!(((key4 === "type") || (key4 === "color")) || (key4 === "gradient"))){
const err26 = {instancePath:instancePath+"/cornersDotOptions",schemaPath:"#/properties/cornersDotOptions/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data13.type !== undefined){
let data14 = data13.type;
if(typeof data14 !== "string"){
const err27 = {instancePath:instancePath+"/cornersDotOptions/type",schemaPath:"#/definitions/CornerDotType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(!((data14 === "square") || (data14 === "dot"))){
const err28 = {instancePath:instancePath+"/cornersDotOptions/type",schemaPath:"#/definitions/CornerDotType/enum",keyword:"enum",params:{allowedValues: schema27.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data13.color !== undefined){
let data15 = data13.color;
if(typeof data15 === "string"){
if(func3(data15) > 7){
const err29 = {instancePath:instancePath+"/cornersDotOptions/color",schemaPath:"#/definitions/HexColor/maxLength",keyword:"maxLength",params:{limit: 7},message:"must NOT have more than 7 characters"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(!pattern2.test(data15)){
const err30 = {instancePath:instancePath+"/cornersDotOptions/color",schemaPath:"#/definitions/HexColor/pattern",keyword:"pattern",params:{pattern: "^#[0-9A-Fa-f]{6}$"},message:"must match pattern \""+"^#[0-9A-Fa-f]{6}$"+"\""};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
else {
const err31 = {instancePath:instancePath+"/cornersDotOptions/color",schemaPath:"#/definitions/HexColor/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data13.gradient !== undefined){
if(!(validate53(data13.gradient, {instancePath:instancePath+"/cornersDotOptions/gradient",parentData:data13,parentDataProperty:"gradient",rootData}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
}
}
else {
const err32 = {instancePath:instancePath+"/cornersDotOptions",schemaPath:"#/properties/cornersDotOptions/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data.margin !== undefined){
let data17 = data.margin;
if(!(((typeof data17 == "number") && (!(data17 % 1) && !isNaN(data17))) && (isFinite(data17)))){
const err33 = {instancePath:instancePath+"/margin",schemaPath:"#/definitions/Margin/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if((typeof data17 == "number") && (isFinite(data17))){
if(data17 > 512 || isNaN(data17)){
const err34 = {instancePath:instancePath+"/margin",schemaPath:"#/definitions/Margin/maximum",keyword:"maximum",params:{comparison: "<=", limit: 512},message:"must be <= 512"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if(data17 < 0 || isNaN(data17)){
const err35 = {instancePath:instancePath+"/margin",schemaPath:"#/definitions/Margin/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
}
if(data.qrOptions !== undefined){
let data18 = data.qrOptions;
if(data18 && typeof data18 == "object" && !Array.isArray(data18)){
for(const key5 in data18){
if(!(key5 === "errorCorrectionLevel")){
const err36 = {instancePath:instancePath+"/qrOptions",schemaPath:"#/properties/qrOptions/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data18.errorCorrectionLevel !== undefined){
let data19 = data18.errorCorrectionLevel;
if(typeof data19 !== "string"){
const err37 = {instancePath:instancePath+"/qrOptions/errorCorrectionLevel",schemaPath:"#/definitions/ErrorCorrectionLevel/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if(!((((data19 === "L") || (data19 === "M")) || (data19 === "Q")) || (data19 === "H"))){
const err38 = {instancePath:instancePath+"/qrOptions/errorCorrectionLevel",schemaPath:"#/definitions/ErrorCorrectionLevel/enum",keyword:"enum",params:{allowedValues: schema30.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
}
else {
const err39 = {instancePath:instancePath+"/qrOptions",schemaPath:"#/properties/qrOptions/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
if(data.image !== undefined){
let data20 = data.image;
if(typeof data20 === "string"){
if(func3(data20) > 20){
const err40 = {instancePath:instancePath+"/image",schemaPath:"#/definitions/AssetId/maxLength",keyword:"maxLength",params:{limit: 20},message:"must NOT have more than 20 characters"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
if(!pattern7.test(data20)){
const err41 = {instancePath:instancePath+"/image",schemaPath:"#/definitions/AssetId/pattern",keyword:"pattern",params:{pattern: "^ast_[0-9a-f]{16}$"},message:"must match pattern \""+"^ast_[0-9a-f]{16}$"+"\""};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
else {
const err42 = {instancePath:instancePath+"/image",schemaPath:"#/definitions/AssetId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
if(data.imageOptions !== undefined){
if(!(validate60(data.imageOptions, {instancePath:instancePath+"/imageOptions",parentData:data,parentDataProperty:"imageOptions",rootData}))){
vErrors = vErrors === null ? validate60.errors : vErrors.concat(validate60.errors);
errors = vErrors.length;
}
}
if(data.frameOptions !== undefined){
if(!(validate62(data.frameOptions, {instancePath:instancePath+"/frameOptions",parentData:data,parentDataProperty:"frameOptions",rootData}))){
vErrors = vErrors === null ? validate62.errors : vErrors.concat(validate62.errors);
errors = vErrors.length;
}
}
}
else {
const err43 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
validate52.errors = vErrors;
return errors === 0;
}


function validate51(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.qrCodeOptions === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "qrCodeOptions"},message:"must have required property '"+"qrCodeOptions"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "name") || (key0 === "qrCodeOptions"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.name !== undefined){
let data0 = data.name;
if(typeof data0 === "string"){
if(func3(data0) > 100){
const err3 = {instancePath:instancePath+"/name",schemaPath:"#/definitions/StyleName/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(func3(data0) < 1){
const err4 = {instancePath:instancePath+"/name",schemaPath:"#/definitions/StyleName/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(!pattern12.test(data0)){
const err5 = {instancePath:instancePath+"/name",schemaPath:"#/definitions/StyleName/pattern",keyword:"pattern",params:{pattern: "^[^\\u0000-\\u001F\\u007F]+$"},message:"must match pattern \""+"^[^\\u0000-\\u001F\\u007F]+$"+"\""};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/name",schemaPath:"#/definitions/StyleName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.qrCodeOptions !== undefined){
if(!(validate52(data.qrCodeOptions, {instancePath:instancePath+"/qrCodeOptions",parentData:data,parentDataProperty:"qrCodeOptions",rootData}))){
vErrors = vErrors === null ? validate52.errors : vErrors.concat(validate52.errors);
errors = vErrors.length;
}
}
}
else {
const err7 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
validate51.errors = vErrors;
return errors === 0;
}


function validate50(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(!(validate51(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate51.errors : vErrors.concat(validate51.errors);
errors = vErrors.length;
}
validate50.errors = vErrors;
return errors === 0;
}

export const validateUpdateStyleBody = validate66;
const schema119 = {"$ref":"#/definitions/UpdateStyleRequest","definitions":{"WebhookEventType":{"type":"string","description":"What happened to a QR code: created, updated (target or options changed), deleted,\nor deactivated (its expiry passed or its scan limit was reached).\n","enum":["qrcode.created","qrcode.updated","qrcode.deleted","qrcode.deactivated"]},"CreateWebhookRequest":{"type":"object","additionalProperties":false,"required":["url","events"],"properties":{"url":{"type":"string","minLength":1,"maxLength":2048,"description":"Where events are POSTed; `http:` or `https:`, on a public address."},"events":{"type":"array","description":"The event types to send; at least one, no repeats.","minItems":1,"maxItems":4,"uniqueItems":true,"items":{"$ref":"#/definitions/WebhookEventType"}},"description":{"type":"string","maxLength":200,"description":"A note for people, shown in the list."}}},"Webhook":{"type":"object","description":"A webhook endpoint, without its secret.","required":["id","url","events","description","createdAt","disabledAt"],"properties":{"id":{"type":"string","description":"The endpoint's id.","maxLength":128},"url":{"type":"string","description":"Where events are POSTed.","maxLength":2048},"events":{"type":"array","description":"The event types sent to it.","items":{"$ref":"#/definitions/WebhookEventType"},"maxItems":4},"description":{"type":["string","null"],"description":"The note given at creation.","maxLength":500},"createdAt":{"type":"string","format":"date-time","description":"When it was registered.","maxLength":64},"disabledAt":{"type":["string","null"],"format":"date-time","description":"When it was disabled after 24 hours of failed deliveries; null while active.","maxLength":64},"disabledReason":{"type":"string","const":"webhook.disabled","description":"Present on a disabled endpoint."}}},"CreatedWebhookResponse":{"description":"A new endpoint, with its secret (shown this once).","allOf":[{"type":"object","required":["success","secret"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."},"secret":{"type":"string","description":"`whsec_` + base64 of the key bytes. Sign checks use the decoded bytes.","maxLength":128}}},{"$ref":"#/definitions/Webhook"}]},"WebhookList":{"type":"object","description":"The account's webhook endpoints.","required":["success","data"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."},"data":{"type":"array","description":"The endpoints, newest first.","items":{"$ref":"#/definitions/Webhook"},"maxItems":1000}}},"WebhookDelivery":{"type":"object","description":"One event's delivery to one endpoint.","required":["eventId","type","status","attempts","lastStatus","lastError","nextAttemptAt","createdAt"],"properties":{"eventId":{"type":"string","description":"The event id, sent as `webhook-id`; the same on every attempt.","maxLength":128},"type":{"$ref":"#/definitions/WebhookEventType"},"status":{"$ref":"#/definitions/WebhookDeliveryStatus"},"attempts":{"type":"integer","minimum":0,"description":"Attempts made so far.","format":"int32","maximum":10000},"lastStatus":{"type":["integer","null"],"description":"The HTTP status of the last attempt; null when none came back.","format":"int32","minimum":0,"maximum":599},"lastError":{"type":["string","null"],"description":"Why the last attempt failed, in words; null after a success.","maxLength":2000},"nextAttemptAt":{"type":["string","null"],"format":"date-time","description":"When the next attempt is due; null once delivered or given up.","maxLength":64},"createdAt":{"type":"string","format":"date-time","description":"When the event happened.","maxLength":64}}},"WebhookDeliveryStatus":{"type":"string","description":"pending (not yet delivered), delivered (a 2xx came back) or failed (given up after 24 hours, or the endpoint was disabled).","enum":["pending","delivered","failed"]},"WebhookDeliveryList":{"type":"object","description":"An endpoint's latest deliveries.","required":["success","data"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."},"data":{"type":"array","description":"Latest first.","items":{"$ref":"#/definitions/WebhookDelivery"},"maxItems":1000}}},"WebhookEvent":{"type":"object","description":"The body POSTed to an endpoint. Headers: `webhook-id` (= `id`), `webhook-timestamp`\n(Unix seconds) and `webhook-signature` (`v1,` + base64 HMAC-SHA256 of\n`id.timestamp.body` keyed with the secret's decoded bytes).\n","required":["id","type","createdAt","data"],"properties":{"id":{"type":"string","description":"The event id; the same on every attempt, so receivers can de-duplicate.","maxLength":128},"type":{"$ref":"#/definitions/WebhookEventType"},"createdAt":{"type":"string","format":"date-time","description":"When the change happened.","maxLength":64},"data":{"$ref":"#/definitions/QrCode"}}},"ShortId":{"type":"string","description":"The short identifier of a QR code; case-sensitive.","minLength":3,"maxLength":64,"pattern":"^[A-Za-z0-9_-]+$","examples":["aZ3kP9qX"]},"CustomShortId":{"type":"string","description":"A caller-chosen short id: 3–64 characters of `[A-Za-z0-9_-]`. Reserved words\n(case-insensitively: api, qrcode, docs, health, healthz, readyz, metrics, static,\nassets, keys, dashboard, login, admin, favicon.ico, robots.txt, .well-known,\nopenapi.json, openapi.yaml, bulk, export) are refused with `400`; an id in use or used before with\n`409`.\n","minLength":3,"maxLength":64,"pattern":"^[A-Za-z0-9_-]+$","examples":["spring-sale"]},"TargetUrl":{"type":"string","format":"uri","description":"The URL the short link redirects to: absolute `http:` or `https:`, at most 2048\ncharacters, without user-info or control characters, and not on the service's own\nshort-link host. Stored and returned in normalised form.\n","minLength":1,"maxLength":2048,"pattern":"^[Hh][Tt][Tt][Pp][Ss]?://","examples":["https://example.com/menu"]},"HexColor":{"type":"string","description":"A colour in hex form `#RRGGBB`; stored in lower case.","pattern":"^#[0-9A-Fa-f]{6}$","examples":["#1a2b3c"],"maxLength":7},"DotType":{"type":"string","description":"The shape of the dots, as the qr-code-styling library names them.","enum":["square","dots","rounded","extra-rounded","classy","classy-rounded"],"examples":["rounded"]},"Size":{"type":"integer","description":"A size in pixels, 64 to 4096.","minimum":64,"maximum":4096,"examples":[300],"format":"int32"},"QrCodeOptions":{"type":"object","description":"Styling options, named as in the qr-code-styling library. Every field is optional;\na missing field takes its default (300 × 300 px, square black dots on white, square\ncorners in the dots' colour, no margin, error correction Q, or H with an `image`).\n\n`image` puts an uploaded asset (`POST /assets`) in the centre; `gradient` on the dots,\ncorners or background replaces that part's `color`; `frameOptions` draws a frame with a\ncall to action. Every stop of a gradient keeps the contrast rule below.\n\nThe scan guard: before a style is stored the server renders it and decodes it with a QR\ndecoder at its own size (at most 1024 px a side); one that does not decode is refused with\n`422 UNSCANNABLE`, naming the option to change.\n\nThe dots must be darker than the background, with a contrast ratio of at least 3:1\n(WCAG's ratio for graphical objects): light-on-dark codes do not scan with common\ndecoders, and faint ones fail on paper and in glare. Other pairs are refused with `400`\nnaming the colour (`qrCodeOptions.dotsOptions.color`, or a corner colour).\n","additionalProperties":false,"properties":{"width":{"$ref":"#/definitions/Size"},"height":{"$ref":"#/definitions/Size"},"dotsOptions":{"type":"object","description":"The data dots.","additionalProperties":false,"properties":{"type":{"$ref":"#/definitions/DotType"},"color":{"$ref":"#/definitions/HexColor"},"gradient":{"$ref":"#/definitions/Gradient"}}},"backgroundOptions":{"type":"object","description":"The background.","additionalProperties":false,"properties":{"color":{"$ref":"#/definitions/HexColor"},"gradient":{"$ref":"#/definitions/Gradient"}}},"cornersSquareOptions":{"type":"object","description":"The three big squares in the corners (the finder patterns' outer rings).","additionalProperties":false,"properties":{"type":{"$ref":"#/definitions/CornerSquareType"},"color":{"$ref":"#/definitions/HexColor"},"gradient":{"$ref":"#/definitions/Gradient"}}},"cornersDotOptions":{"type":"object","description":"The dots inside the three corner squares.","additionalProperties":false,"properties":{"type":{"$ref":"#/definitions/CornerDotType"},"color":{"$ref":"#/definitions/HexColor"},"gradient":{"$ref":"#/definitions/Gradient"}}},"margin":{"$ref":"#/definitions/Margin"},"qrOptions":{"type":"object","description":"Options of the QR symbol itself.","additionalProperties":false,"properties":{"errorCorrectionLevel":{"$ref":"#/definitions/ErrorCorrectionLevel"}}},"image":{"$ref":"#/definitions/AssetId"},"imageOptions":{"$ref":"#/definitions/ImageOptions"},"frameOptions":{"$ref":"#/definitions/FrameOptions"}}},"Gradient":{"type":"object","description":"A colour gradient over the whole code (qr-code-styling's form). It replaces the part's\n`color`; every stop must keep the contrast rule against every background colour.\n","required":["colorStops"],"additionalProperties":false,"properties":{"type":{"$ref":"#/definitions/GradientType"},"rotation":{"type":"number","description":"The angle of a linear gradient in radians, clockwise from left-to-right; default 0.","minimum":-6.2832,"maximum":6.2832},"colorStops":{"type":"array","description":"Two to five stops, in order of offset.","minItems":2,"maxItems":5,"items":{"$ref":"#/definitions/ColorStop"}}}},"GradientType":{"type":"string","description":"A linear gradient along `rotation`, or a radial one from the centre. Default `linear`.","enum":["linear","radial"],"examples":["radial"]},"ColorStop":{"type":"object","description":"One colour of a gradient and where it falls, 0 (start or centre) to 1 (end or edge).","required":["offset","color"],"additionalProperties":false,"properties":{"offset":{"type":"number","minimum":0,"maximum":1},"color":{"$ref":"#/definitions/HexColor"}}},"ImageSize":{"type":"number","description":"The image's size as a share of the code's side, 0.1 to 0.5, default 0.4. A logo that hides\nmore modules than the error correction restores is refused by the scan guard\n(`422 UNSCANNABLE`); a square logo at 0.5 usually is.\n","minimum":0.1,"maximum":0.5,"examples":[0.4]},"ImageMargin":{"type":"integer","description":"Empty space around the image in pixels, 0 to 64, default 0.","minimum":0,"maximum":64,"examples":[4],"format":"int32"},"ImageOptions":{"type":"object","description":"How the `image` sits in the code (qr-code-styling's names).","additionalProperties":false,"properties":{"imageSize":{"$ref":"#/definitions/ImageSize"},"margin":{"$ref":"#/definitions/ImageMargin"},"hideBackgroundDots":{"type":"boolean","description":"Clear the dots under the image; default `true`."}}},"FrameType":{"type":"string","description":"`box`: a border with the text under the code; `banner`: a border and a band of the\nframe's colour under the code with the text on it. Default `none`.\n","enum":["none","box","banner"],"examples":["banner"]},"FrameText":{"type":"string","description":"The call to action, at most 24 characters of Latin-1 (the frame font's); default `SCAN ME`.","maxLength":24,"pattern":"^[ -~\\u00A0-\\u00FF]*$","examples":["SCAN ME"]},"FrameOptions":{"type":"object","description":"A frame around the code with a call to action, drawn in SVG, PNG and PDF alike.","additionalProperties":false,"properties":{"type":{"$ref":"#/definitions/FrameType"},"text":{"$ref":"#/definitions/FrameText"},"color":{"$ref":"#/definitions/HexColor"},"textColor":{"$ref":"#/definitions/HexColor"}}},"AssetId":{"type":"string","description":"An uploaded image of the account (`ast_` and 16 hex characters); an id that is not one of the account's is refused with `400`.","pattern":"^ast_[0-9a-f]{16}$","maxLength":20,"examples":["ast_3f9a2c7d1e8b4c60"]},"AssetContentType":{"type":"string","description":"The type of an uploaded image.","enum":["image/png","image/jpeg","image/svg+xml"]},"Asset":{"type":"object","description":"An uploaded image, without its bytes.","required":["id","contentType","width","height","bytes","createdAt"],"properties":{"id":{"$ref":"#/definitions/AssetId"},"contentType":{"$ref":"#/definitions/AssetContentType"},"width":{"type":"integer","format":"int32","description":"Its width in pixels (an SVG's in user units), read from the image.","minimum":1,"maximum":1000000},"height":{"type":"integer","format":"int32","description":"Its height in pixels (an SVG's in user units), read from the image.","minimum":1,"maximum":1000000},"bytes":{"type":"integer","format":"int32","description":"Its size as stored (an SVG after sanitising).","minimum":1,"maximum":524288},"createdAt":{"type":"string","format":"date-time","description":"When it was uploaded.","maxLength":64}}},"AssetResponse":{"description":"One asset.","allOf":[{"type":"object","required":["success"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."}}},{"$ref":"#/definitions/Asset"}]},"AssetList":{"type":"object","description":"The account's assets.","required":["success","data"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."},"data":{"type":"array","description":"The assets, newest first.","items":{"$ref":"#/definitions/Asset"},"maxItems":1000}}},"StyleId":{"type":"string","description":"A style template of the account (`sty_` and 16 hex characters).","pattern":"^sty_[0-9a-f]{16}$","maxLength":20,"examples":["sty_5c1e9a7b3d2f4e80"]},"StyleRef":{"type":["string","null"],"description":"The style template the code is drawn with (`sty_` and 16 hex characters), instead of\noptions of its own; `null`: none. An id that is not one of the account's templates is\nrefused with `400`. A request may carry `styleId` or `qrCodeOptions`, not both (`400`).\nOn update, `null` detaches the code and keeps the template's options as its own.\n","pattern":"^sty_[0-9a-f]{16}$","maxLength":20},"StyleName":{"type":"string","description":"What the account calls the template; 1–100 characters, no control characters.","minLength":1,"maxLength":100,"pattern":"^[^\\u0000-\\u001F\\u007F]+$"},"Style":{"type":"object","description":"A named set of styling options that the account's codes share.","required":["id","name","qrCodeOptions","createdAt","updatedAt"],"properties":{"id":{"$ref":"#/definitions/StyleId"},"name":{"$ref":"#/definitions/StyleName"},"qrCodeOptions":{"$ref":"#/definitions/ResolvedQrCodeOptions"},"createdAt":{"type":"string","format":"date-time","description":"When it was created.","maxLength":64},"updatedAt":{"type":"string","format":"date-time","description":"When it was last replaced; equal to `createdAt` on creation.","maxLength":64}}},"StyleResponse":{"description":"One style template.","allOf":[{"type":"object","required":["success"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."}}},{"$ref":"#/definitions/Style"}]},"StyleList":{"type":"object","description":"A page of the account's style templates.","required":["success","data","pagination"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."},"data":{"type":"array","description":"The templates of this page, oldest first.","items":{"$ref":"#/definitions/Style"},"maxItems":100},"pagination":{"$ref":"#/definitions/Pagination"}}},"CreateStyleRequest":{"type":"object","description":"A new style template. Unknown fields are refused.","required":["name","qrCodeOptions"],"additionalProperties":false,"properties":{"name":{"$ref":"#/definitions/StyleName"},"qrCodeOptions":{"$ref":"#/definitions/QrCodeOptions"}}},"UpdateStyleRequest":{"type":"object","description":"The template's new name and options, replacing the stored ones. Unknown fields are refused.","required":["name","qrCodeOptions"],"additionalProperties":false,"properties":{"name":{"$ref":"#/definitions/StyleName"},"qrCodeOptions":{"$ref":"#/definitions/QrCodeOptions"}}},"CornerSquareType":{"type":"string","description":"The shape of the corner squares, as qr-code-styling names them. Default `square`.\nqr-code-styling's `dot` rings are not offered: circular finder rings failed to decode in\nour scan tests at several sizes, and every image dynqr serves must scan.\n","enum":["square","extra-rounded"],"examples":["extra-rounded"]},"CornerDotType":{"type":"string","description":"The shape of the dots inside the corner squares. Default `square`.","enum":["square","dot"],"examples":["dot"]},"Margin":{"type":"integer","description":"Empty space around the code in pixels, 0 to 512, default 0. A quiet zone of 4 modules is\nalways kept inside it, so a code scans with any margin.\n","minimum":0,"maximum":512,"examples":[16],"format":"int32"},"ErrorCorrectionLevel":{"type":"string","description":"How much of the symbol may be damaged and still read: L 7 %, M 15 %, Q 25 % (default, as\nin qr-code-styling), H 30 %. Higher levels make denser codes.\n","enum":["L","M","Q","H"],"examples":["Q"]},"ResolvedQrCodeOptions":{"type":"object","description":"The stored styling options with every default filled in.","required":["width","height","dotsOptions","backgroundOptions","cornersSquareOptions","cornersDotOptions","margin","qrOptions"],"properties":{"cornersSquareOptions":{"type":"object","required":["type","color"],"properties":{"type":{"$ref":"#/definitions/CornerSquareType"},"color":{"$ref":"#/definitions/HexColor"},"gradient":{"$ref":"#/definitions/Gradient"}}},"cornersDotOptions":{"type":"object","required":["type","color"],"properties":{"type":{"$ref":"#/definitions/CornerDotType"},"color":{"$ref":"#/definitions/HexColor"},"gradient":{"$ref":"#/definitions/Gradient"}}},"margin":{"$ref":"#/definitions/Margin"},"qrOptions":{"type":"object","required":["errorCorrectionLevel"],"properties":{"errorCorrectionLevel":{"$ref":"#/definitions/ErrorCorrectionLevel"}}},"width":{"$ref":"#/definitions/Size"},"height":{"$ref":"#/definitions/Size"},"dotsOptions":{"type":"object","required":["type","color"],"properties":{"type":{"$ref":"#/definitions/DotType"},"color":{"$ref":"#/definitions/HexColor"},"gradient":{"$ref":"#/definitions/Gradient"}}},"backgroundOptions":{"type":"object","required":["color"],"properties":{"color":{"$ref":"#/definitions/HexColor"},"gradient":{"$ref":"#/definitions/Gradient"}}},"image":{"$ref":"#/definitions/AssetId"},"imageOptions":{"type":"object","description":"Present with an `image`, every default filled in.","required":["imageSize","margin","hideBackgroundDots"],"properties":{"imageSize":{"$ref":"#/definitions/ImageSize"},"margin":{"$ref":"#/definitions/ImageMargin"},"hideBackgroundDots":{"type":"boolean","description":"Whether the dots under the image are cleared."}}},"frameOptions":{"type":"object","description":"Present when a frame is drawn, every default filled in.","required":["type","text","color","textColor"],"properties":{"type":{"$ref":"#/definitions/FrameType"},"text":{"$ref":"#/definitions/FrameText"},"color":{"$ref":"#/definitions/HexColor"},"textColor":{"$ref":"#/definitions/HexColor"}}}}},"DomainId":{"type":"string","description":"The id of a custom domain (`dom_` and 16 hex characters).","pattern":"^dom_[0-9a-f]{16}$","maxLength":20,"examples":["dom_4f9c2a7d1e8b3c60"]},"Hostname":{"type":"string","description":"A DNS name, lower case, without a trailing dot or port: not an IP address, not\n`localhost` or a name under it, not the server's own host.\n","minLength":1,"maxLength":253,"examples":["menu.example.com"]},"DomainStatus":{"type":"string","description":"`pending` until its TXT record was seen, then `verified`.","enum":["pending","verified"],"examples":["verified"]},"DomainRedirectUrl":{"type":["string","null"],"format":"uri","maxLength":2048,"description":"An `http:` or `https:` URL, or `null` (a `404`).","examples":["https://example.com/"]},"CreateDomainRequest":{"type":"object","description":"A hostname to add. Unknown fields are refused.","required":["hostname"],"additionalProperties":false,"properties":{"hostname":{"$ref":"#/definitions/Hostname"}}},"UpdateDomainRequest":{"type":"object","description":"The redirects to change. Unknown fields (the hostname among them) are refused.","additionalProperties":false,"properties":{"rootRedirectUrl":{"$ref":"#/definitions/DomainRedirectUrl"},"notFoundUrl":{"$ref":"#/definitions/DomainRedirectUrl"}}},"DomainVerification":{"type":"object","description":"The DNS record that proves the hostname is the account's.","required":["type","name","value"],"properties":{"type":{"type":"string","const":"TXT","description":"Always a TXT record."},"name":{"type":"string","description":"The record's name, `_dynqr.<hostname>`.","maxLength":300},"value":{"type":"string","description":"The record's value, `dynqr-verify=<token>`.","maxLength":100}}},"Domain":{"type":"object","description":"A custom domain of the account.","required":["id","hostname","status","verification","rootRedirectUrl","notFoundUrl","createdAt","verifiedAt"],"properties":{"id":{"$ref":"#/definitions/DomainId"},"hostname":{"$ref":"#/definitions/Hostname"},"status":{"$ref":"#/definitions/DomainStatus"},"verification":{"$ref":"#/definitions/DomainVerification"},"rootRedirectUrl":{"$ref":"#/definitions/DomainRedirectUrl"},"notFoundUrl":{"$ref":"#/definitions/DomainRedirectUrl"},"createdAt":{"type":"string","format":"date-time","description":"When it was added.","maxLength":64},"verifiedAt":{"type":["string","null"],"format":"date-time","description":"When its record was first seen; `null` while pending.","maxLength":64}}},"DomainResponse":{"description":"A domain, as every answer about one carries it.","allOf":[{"type":"object","required":["success"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true`."}}},{"$ref":"#/definitions/Domain"}]},"DomainList":{"type":"object","description":"The account's domains.","required":["success","data"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true`."},"data":{"type":"array","description":"The domains, oldest first.","maxItems":1000,"items":{"$ref":"#/definitions/Domain"}}}},"TlsAllowed":{"type":"object","description":"The name is a verified custom domain.","required":["domain","allowed"],"properties":{"domain":{"type":"string","description":"The name asked about.","maxLength":253},"allowed":{"type":"boolean","const":true,"description":"Always `true` (a name not allowed is `404`)."}}},"CreateQrCodeRequest":{"type":"object","description":"The fields of a new QR code. Unknown fields are refused.","required":["targetUrl"],"additionalProperties":false,"properties":{"targetUrl":{"$ref":"#/definitions/TargetUrl"},"customShortId":{"$ref":"#/definitions/CustomShortId"},"qrCodeOptions":{"$ref":"#/definitions/QrCodeOptions"},"expiresAt":{"$ref":"#/definitions/ExpiresAt"},"maxScans":{"$ref":"#/definitions/MaxScans"},"fallbackUrl":{"$ref":"#/definitions/FallbackUrl"},"active":{"type":"boolean","description":"Whether the short link sends scanners to the target; `false` sends them to\n`fallbackUrl` or a `410` page. Defaults to `true`.\n"},"title":{"$ref":"#/definitions/Title"},"styleId":{"$ref":"#/definitions/StyleRef"},"scanLimitCounts":{"$ref":"#/definitions/ScanLimitCounts"},"domain":{"$ref":"#/definitions/Hostname","description":"A verified custom domain of the account (`GET /domains`) to serve the code on: its\n`qrCodeUrl` is then `https://<domain>/<shortId>`, answered on that host only. Fixed\nat creation: an update (`PUT`) naming `domain` is `400 INVALID_REQUEST` (an unknown field),\nso printed codes never break. A hostname that is not the account's is `400`; one\nstill pending is `422 DOMAIN_NOT_VERIFIED`.\n"}}},"UpdateQrCodeRequest":{"type":"object","description":"The fields to change. Unknown fields, and `shortId`, `views`, `createdAt`, are refused.\n`null` clears `expiresAt`, `maxScans`, `fallbackUrl` or `title`.\n","additionalProperties":false,"properties":{"targetUrl":{"$ref":"#/definitions/TargetUrl"},"qrCodeOptions":{"$ref":"#/definitions/QrCodeOptions"},"expiresAt":{"$ref":"#/definitions/ExpiresAt"},"maxScans":{"$ref":"#/definitions/MaxScans"},"fallbackUrl":{"$ref":"#/definitions/FallbackUrl"},"active":{"type":"boolean","description":"Whether the short link sends scanners to the target; `false` sends them to\n`fallbackUrl` or a `410` page. Defaults to `true`.\n"},"title":{"$ref":"#/definitions/Title"},"styleId":{"$ref":"#/definitions/StyleRef"},"scanLimitCounts":{"$ref":"#/definitions/ScanLimitCounts"}}},"QrCode":{"type":"object","description":"A dynamic QR code.","required":["shortId","qrCodeUrl","editUrl","targetUrl","views","qrCodeOptions","createdAt","updatedAt","expiresAt","maxScans","fallbackUrl","active","title","styleId","scanLimitCounts"],"properties":{"shortId":{"$ref":"#/definitions/ShortId"},"qrCodeUrl":{"type":"string","format":"uri","description":"The public short link, `{site_url}/<shortId>` (`https://<domain>/<shortId>` on a custom domain); the text the QR code encodes.","maxLength":2048},"editUrl":{"type":"string","format":"uri","description":"The edit page, `{site_url}/qrcode/edit/<shortId>`.","maxLength":2048},"targetUrl":{"type":"string","format":"uri","description":"Where the short link redirects now.","maxLength":2048},"views":{"type":"integer","minimum":0,"description":"Human scans of the short link: `GET` requests that were redirected, not `HEAD`,\nprefetches, bots or link previewers. `0` on a new code.\n","format":"int64","maximum":9007199254740991},"qrCodeOptions":{"$ref":"#/definitions/ResolvedQrCodeOptions"},"createdAt":{"type":"string","format":"date-time","description":"Creation time, ISO 8601 in UTC with milliseconds.","maxLength":64},"updatedAt":{"type":"string","format":"date-time","description":"Last time the target, styling or a lifecycle field changed; equal to `createdAt`\non creation.\n","maxLength":64},"expiresAt":{"$ref":"#/definitions/ExpiresAt"},"maxScans":{"$ref":"#/definitions/MaxScans"},"fallbackUrl":{"$ref":"#/definitions/FallbackUrl"},"active":{"type":"boolean","description":"Whether the owner has the code switched on (`true` unless set to `false`)."},"title":{"$ref":"#/definitions/Title"},"styleId":{"$ref":"#/definitions/StyleRef"},"scanLimitCounts":{"$ref":"#/definitions/ScanLimitCounts"},"domain":{"type":["string","null"],"description":"The custom domain the code is served on (its `qrCodeUrl` is `https://<domain>/<shortId>`),\nfixed at creation. Absent (or `null`) on a code served on the site's own address.\n","maxLength":253}}},"ScanLimitCounts":{"type":"string","description":"What `maxScans` counts. `views` (the default): every view. `uniqueViews`: the code's\nunique views over its life (the sum of its daily unique views, see `getQrCodeStats`), so\nthat one person reloading the code does not use it up; the code is used up when they\nreach `maxScans`, and from then on every scan goes to `fallbackUrl` or a `410` page.\nExact under concurrent scans.\n","enum":["views","uniqueViews"]},"Title":{"type":["string","null"],"description":"What the owner calls the code (\"Menu — table tent 4\"): shown in the dashboard and\nmatched by the list's `q`. 1–200 characters, no control characters; `null`: no title\n(on create, leaving it out is the same; on update, `null` removes it).\n","minLength":1,"maxLength":200,"pattern":"^[^\\u0000-\\u001F\\u007F]+$","examples":["Menu — table tent 4"]},"ExpiresAt":{"type":["string","null"],"format":"date-time","description":"When the code stops sending scanners to its target, ISO 8601 (stored in UTC with\nmilliseconds). From that instant on, scans go to `fallbackUrl` or a `410` page.\n`null`: never.\n","examples":["2026-12-31T23:00:00.000Z"],"maxLength":64},"MaxScans":{"type":["integer","null"],"minimum":1,"maximum":1000000000,"description":"The number of human views (or, with `scanLimitCounts: uniqueViews`, unique views) after\nwhich the code stops sending scanners to its target.\nThe scan that reaches the limit is still a view and still goes to the target; later\nones go to `fallbackUrl` or a `410` page and count as fallback hits. Exact under\nconcurrent scans. `null`: no limit.\n","examples":[100],"format":"int64"},"FallbackUrl":{"type":["string","null"],"format":"uri","description":"Where scanners go when the code is inactive, expired or at its `maxScans`; the same\nrules as `targetUrl`. `null`: such scans get a `410` page saying the code is no\nlonger active.\n","minLength":1,"maxLength":2048,"pattern":"^[Hh][Tt][Tt][Pp][Ss]?://","examples":["https://example.com/offer-ended"]},"BulkCreateRequest":{"type":"object","description":"Up to 100 QR codes to create. Each item is a create body (see `createQrCode`) and is\nvalidated on its own; only an item that is not a JSON object fails the whole request.\n","required":["items"],"additionalProperties":false,"properties":{"items":{"type":"array","minItems":1,"maxItems":100,"description":"The create bodies, 1 to 100.","items":{"type":"object","description":"A create body, as for `createQrCode`; its fields are checked item by item.","additionalProperties":true}}}},"BulkCreateResult":{"type":"object","description":"The outcome of one bulk item.","required":["index","status"],"properties":{"index":{"type":"integer","minimum":0,"description":"The item's position in the request, from 0.","format":"int32","maximum":99},"status":{"type":"integer","description":"The HTTP status `createQrCode` would have answered for this item (`201`, `400`, `409`, `422` for styling that does not scan).","examples":[201],"format":"int32","minimum":0,"maximum":599},"qrCode":{"$ref":"#/definitions/QrCode"},"error":{"$ref":"#/definitions/Error"}}},"BulkCreateResponse":{"type":"object","description":"One result per item, in the order of the request.","required":["success","data"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true`; each item says whether it succeeded."},"data":{"type":"array","description":"The results, in the order of the request's items.","items":{"$ref":"#/definitions/BulkCreateResult"},"maxItems":100}}},"BulkUpdateRequest":{"type":"object","description":"Up to 100 changes. Each item names a code (`shortId`), may carry `ifMatch` (the code's\n`ETag`, as the `If-Match` header) and the fields of an update body (see `updateQrCode`);\neach is validated on its own.\n","required":["items"],"additionalProperties":false,"properties":{"items":{"type":"array","minItems":1,"maxItems":100,"description":"The changes, 1 to 100.","items":{"type":"object","description":"`shortId`, optional `ifMatch`, and update fields; checked item by item.","additionalProperties":true}}}},"BulkChangeResult":{"type":"object","description":"The outcome of one item of a bulk change or delete.","required":["index","status"],"properties":{"index":{"type":"integer","minimum":0,"maximum":99,"format":"int32","description":"The item's position in the request, from 0."},"shortId":{"type":"string","maxLength":256,"description":"The code the item named (absent when the item named none)."},"status":{"type":"integer","minimum":0,"maximum":599,"format":"int32","description":"The HTTP status the single-code operation would have answered (`200`, `204`, `400`, `404`, `412`, `422` for styling that does not scan).","examples":[200]},"qrCode":{"$ref":"#/definitions/QrCode"},"error":{"$ref":"#/definitions/Error"}}},"BulkChangeResponse":{"type":"object","description":"One result per item, in the order of the request.","required":["success","data"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true`; each item says whether it succeeded."},"data":{"type":"array","maxItems":100,"description":"The results, in the order of the request's items.","items":{"$ref":"#/definitions/BulkChangeResult"}}}},"StatsInterval":{"type":"string","description":"The width of a stats bucket, in UTC.","enum":["hour","day"],"examples":["day"]},"ScanCounts":{"type":"object","description":"Scans of a short link, by kind.","required":["views","uniqueViews","botHits","fallbackHits"],"properties":{"views":{"type":"integer","minimum":0,"description":"Human scans sent to the target (they count towards `views` and `maxScans`).","format":"int64","maximum":9007199254740991},"uniqueViews":{"type":"integer","minimum":0,"description":"Views whose visitor had not viewed the code earlier that UTC day (at most `views`).","format":"int64","maximum":9007199254740991},"botHits":{"type":"integer","minimum":0,"description":"`HEAD` requests, prefetches, bots and link previewers.","format":"int64","maximum":9007199254740991},"fallbackHits":{"type":"integer","minimum":0,"description":"Human scans of an inactive, expired or exhausted code.","format":"int64","maximum":9007199254740991}}},"StatsBucket":{"description":"The scans of one hour or one day.","allOf":[{"type":"object","required":["start"],"properties":{"start":{"type":"string","format":"date-time","description":"The start of the bucket, UTC.","maxLength":64}}},{"$ref":"#/definitions/ScanCounts"}]},"QrCodeStats":{"type":"object","description":"A code's scans over a time range, bucket by bucket.","required":["success","shortId","interval","from","to","totals","series"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."},"shortId":{"$ref":"#/definitions/ShortId"},"interval":{"$ref":"#/definitions/StatsInterval"},"from":{"type":"string","format":"date-time","description":"The start of the first bucket (the requested `from` rounded down to the interval).","maxLength":64},"to":{"type":"string","format":"date-time","description":"The end of the range (exclusive), as requested.","maxLength":64},"totals":{"$ref":"#/definitions/ScanCounts"},"series":{"type":"array","description":"Every bucket of the range in time order, zeros included.","items":{"$ref":"#/definitions/StatsBucket"},"maxItems":1000},"breakdown":{"$ref":"#/definitions/StatsBreakdown"}}},"AccountStats":{"type":"object","description":"The scans of all an account's codes over a time range, bucket by bucket.","required":["success","interval","from","to","totals","series"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."},"interval":{"$ref":"#/definitions/StatsInterval"},"from":{"type":"string","format":"date-time","description":"The start of the first bucket (the requested `from` rounded down to the interval).","maxLength":64},"to":{"type":"string","format":"date-time","description":"The end of the range (exclusive), as requested.","maxLength":64},"totals":{"$ref":"#/definitions/ScanCounts"},"series":{"type":"array","description":"Every bucket of the range in time order, zeros included.","items":{"$ref":"#/definitions/StatsBucket"},"maxItems":1000},"breakdown":{"$ref":"#/definitions/StatsBreakdown"}}},"StatsBreakdown":{"type":"array","description":"Present only with `groupBy`: the range's views by value, most views first (ties by\nvalue). Their views add up exactly to `totals.views`.\n","items":{"$ref":"#/definitions/StatsBreakdownItem"},"maxItems":100000},"StatsBreakdownItem":{"type":"object","description":"The views of one value of the grouped dimension.","required":["value","views","uniqueViews"],"properties":{"value":{"type":["string","null"],"maxLength":256,"description":"The value: an ISO 3166-1 alpha-2 country code; a device (`mobile`, `tablet`,\n`desktop`, `other`); an OS (`iOS`, `Android`, `Windows`, `macOS`, `Linux`,\n`ChromeOS`, `other`); a browser (`Safari`, `Chrome`, `Firefox`, `Edge`,\n`Samsung Internet`, `Opera`, `other`); a referrer host; a primary language subtag\n(an ISO 639 code; others are unknown); or a `shortId`. `null` when unknown. Per code and day at most 100 distinct referrers\nand 100 distinct languages are kept: later new values of that day count as\n`(other)`, so anonymous scanners cannot grow a code's analytics without bound.\n"},"views":{"type":"integer","minimum":0,"format":"int64","maximum":9007199254740991,"description":"Views with this value."},"uniqueViews":{"type":"integer","minimum":0,"format":"int64","maximum":9007199254740991,"description":"Unique views with this value."}}},"StatsDimension":{"type":"string","description":"A dimension a code's views are grouped by.","enum":["country","device","os","browser","referrer","language"],"examples":["country"]},"AccountStatsDimension":{"type":"string","description":"A dimension the account's views are grouped by; `shortId` gives the top codes, `domain` the views of each custom domain (`null`: the codes on the site's own address).","enum":["country","device","os","browser","referrer","language","shortId","domain"],"examples":["shortId"]},"StatsCsv":{"type":"string","description":"RFC 4180 CSV with a header row: `value,views,uniqueViews` for a breakdown (an empty\nvalue for unknown), else `start,views,uniqueViews,botHits,fallbackHits` per bucket.\nA value that starts with `=`, `+`, `-`, `@`, tab or carriage return is written with a\nleading `'`, so that a spreadsheet never runs it as a formula.\n(Its examples are the operations' own, so that a mock answers each with its own series.)\n","maxLength":100000000},"QrCodeResponse":{"description":"A QR code as a single-object response, with `success` at the top level.","allOf":[{"type":"object","required":["success"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."}}},{"$ref":"#/definitions/QrCode"}]},"QrCodeList":{"type":"object","description":"A page of QR codes.","required":["success","data","pagination"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."},"data":{"type":"array","description":"The QR codes of this page, in the requested order.","items":{"$ref":"#/definitions/QrCode"},"maxItems":100},"pagination":{"$ref":"#/definitions/Pagination"}}},"Pagination":{"type":"object","description":"Where this page stands in the whole list.","required":["total","limit","offset","hasMore"],"properties":{"total":{"type":"integer","minimum":0,"description":"Number of the caller's QR codes in all.","format":"int64","maximum":9007199254740991},"limit":{"type":"integer","minimum":1,"maximum":100,"description":"The page size used.","format":"int32"},"offset":{"type":"integer","minimum":0,"description":"The number of items skipped.","format":"int64","maximum":9007199254740991},"hasMore":{"type":"boolean","description":"Whether items follow this page (`offset + data.length < total`)."}}},"SortField":{"type":"string","description":"A field QR codes can be listed by. Ties are ordered by `shortId`.","enum":["createdAt","updatedAt","views"],"examples":["views"]},"SortOrder":{"type":"string","description":"The direction of an order.","enum":["asc","desc"],"examples":["asc"]},"ImageFormat":{"type":"string","description":"The format of a QR code image.","enum":["svg","png","pdf"],"examples":["png"]},"Scope":{"type":"string","description":"What an API key may do. `qrcodes:read`: read codes, lists and images.\n`qrcodes:write`: everything `qrcodes:read` may, and create, change and delete codes.\n`keys:manage`: list, create and revoke the account's keys.\n","enum":["qrcodes:read","qrcodes:write","keys:manage"],"examples":["qrcodes:read"]},"ApiKey":{"type":"object","description":"An API key as its account holder sees it. Never the key itself or its hash.","required":["id","name","prefix","scopes","createdAt","lastUsedAt","expiresAt","revokedAt"],"properties":{"id":{"type":"string","description":"The key's id, used to revoke it.","pattern":"^key_[0-9A-Za-z]{12}$","examples":["key_8fKq2LmZ0aBc"],"maxLength":128},"name":{"type":["string","null"],"description":"What the key is for.","maxLength":200},"prefix":{"type":"string","description":"The first characters after `dqr_`, to tell keys apart.","minLength":1,"maxLength":8},"scopes":{"type":"array","description":"What the key may do.","items":{"$ref":"#/definitions/Scope"},"maxItems":3},"createdAt":{"type":"string","format":"date-time","description":"Creation time, ISO 8601 in UTC.","maxLength":64},"lastUsedAt":{"type":["string","null"],"format":"date-time","description":"When the key was last used (recorded at most once a minute); `null` if never.","maxLength":64},"expiresAt":{"type":["string","null"],"format":"date-time","description":"When the key stops working; `null` if never.","maxLength":64},"revokedAt":{"type":["string","null"],"format":"date-time","description":"When the key was revoked; `null` while it is not.","maxLength":64}}},"ApiKeyList":{"type":"object","description":"The account's API keys, newest first.","required":["success","data"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."},"data":{"type":"array","description":"The keys, newest first, revoked ones included.","items":{"$ref":"#/definitions/ApiKey"},"maxItems":1000}}},"CreateApiKeyRequest":{"type":"object","description":"A new API key. Unknown fields are refused.","required":["name"],"additionalProperties":false,"properties":{"name":{"type":"string","description":"What the key is for, 1–100 characters.","minLength":1,"maxLength":100},"scopes":{"type":"array","description":"What the key may do; default `[\"qrcodes:write\"]`.","minItems":1,"maxItems":3,"uniqueItems":true,"items":{"$ref":"#/definitions/Scope"}},"expiresAt":{"type":"string","format":"date-time","description":"When the key stops working, in the future (ISO 8601).","maxLength":64}}},"CreatedApiKeyResponse":{"description":"A new key, with the secret `key` shown this once.","allOf":[{"type":"object","required":["success","key"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."},"key":{"type":"string","description":"The API key. Store it now; it cannot be shown again.","pattern":"^dqr_[0-9A-Za-z]{32,128}$","maxLength":128}}},{"$ref":"#/definitions/ApiKey"}]},"ErrorCode":{"type":"string","description":"A stable, machine-readable error code:\n\n| status | error | when |\n|---|---|---|\n| 400 | INVALID_REQUEST | the request is invalid, e.g. `targetUrl` missing |\n| 401 | UNAUTHORIZED | the API key is invalid or missing |\n| 403 | FORBIDDEN | the key lacks the scope the operation needs |\n| 404 | NOT_FOUND | the QR code (or API key) does not exist for this account |\n| 409 | CONFLICT | the custom short id is taken, the asset or template is in use, or a request with the same `Idempotency-Key` is still running |\n| 409 | LIMIT_REACHED | the account holds as many of something (codes, assets, style templates, API keys, webhook endpoints, custom domains) as its cap allows; the message names the cap's variable |\n| 412 | PRECONDITION_FAILED | `If-Match` names none of the code's current ETag |\n| 413 | PAYLOAD_TOO_LARGE | the body is larger than 16 KiB |\n| 415 | UNSUPPORTED_MEDIA_TYPE | the body is not `application/json` |\n| 422 | IDEMPOTENCY_KEY_REUSED | the `Idempotency-Key` was used with another request |\n| 422 | UNSCANNABLE | the styling does not decode; the details name the option to change |\n| 422 | DOMAIN_NOT_VERIFIED | the custom domain's TXT record was not found (verify), or a code names a domain still pending |\n| 429 | RATE_LIMITED | too many requests; see `Retry-After` |\n| 500 | INTERNAL_ERROR | the service failed |\n| 503 | SERVICE_UNAVAILABLE | the store cannot commit right now; nothing changed, see `Retry-After` |\n","enum":["INVALID_REQUEST","UNAUTHORIZED","FORBIDDEN","NOT_FOUND","CONFLICT","LIMIT_REACHED","PRECONDITION_FAILED","PAYLOAD_TOO_LARGE","UNSUPPORTED_MEDIA_TYPE","IDEMPOTENCY_KEY_REUSED","UNSCANNABLE","DOMAIN_NOT_VERIFIED","RATE_LIMITED","INTERNAL_ERROR","SERVICE_UNAVAILABLE"]},"Error":{"type":"object","description":"The body of every error response.","required":["error","message"],"properties":{"error":{"$ref":"#/definitions/ErrorCode"},"message":{"type":"string","description":"Human-readable text; the documented cases keep their exact words.","maxLength":2000},"details":{"type":"array","description":"On validation errors, every problem found, by field.","items":{"$ref":"#/definitions/ErrorDetail"},"maxItems":100},"requestId":{"type":"string","description":"The id of the request, as in the `x-request-id` header.","maxLength":128}}},"ErrorDetail":{"type":"object","description":"One validation problem.","required":["field","message"],"properties":{"field":{"type":"string","description":"The offending field as a dotted path (`qrCodeOptions.width`), or the query parameter.","maxLength":200},"message":{"type":"string","description":"What is wrong with it.","maxLength":2000}}},"Health":{"type":"object","description":"The state of the process and its store.","required":["status"],"properties":{"status":{"$ref":"#/definitions/HealthStatus"},"store":{"$ref":"#/definitions/StoreKind"}}},"HealthStatus":{"type":"string","description":"`ok` when up (and, for readiness, when the store answers).","enum":["ok","unavailable"],"examples":["ok"]},"StoreKind":{"type":"string","description":"The kind of store, on the readiness probe.","enum":["sqlite","memory","postgres"],"examples":["sqlite"]}}};
const schema120 = {"type":"object","description":"The template's new name and options, replacing the stored ones. Unknown fields are refused.","required":["name","qrCodeOptions"],"additionalProperties":false,"properties":{"name":{"$ref":"#/definitions/StyleName"},"qrCodeOptions":{"$ref":"#/definitions/QrCodeOptions"}}};

function validate70(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.offset === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "offset"},message:"must have required property '"+"offset"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.color === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "color"},message:"must have required property '"+"color"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "offset") || (key0 === "color"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.offset !== undefined){
let data0 = data.offset;
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 1 || isNaN(data0)){
const err3 = {instancePath:instancePath+"/offset",schemaPath:"#/properties/offset/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data0 < 0 || isNaN(data0)){
const err4 = {instancePath:instancePath+"/offset",schemaPath:"#/properties/offset/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/offset",schemaPath:"#/properties/offset/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.color !== undefined){
let data1 = data.color;
if(typeof data1 === "string"){
if(func3(data1) > 7){
const err6 = {instancePath:instancePath+"/color",schemaPath:"#/definitions/HexColor/maxLength",keyword:"maxLength",params:{limit: 7},message:"must NOT have more than 7 characters"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(!pattern2.test(data1)){
const err7 = {instancePath:instancePath+"/color",schemaPath:"#/definitions/HexColor/pattern",keyword:"pattern",params:{pattern: "^#[0-9A-Fa-f]{6}$"},message:"must match pattern \""+"^#[0-9A-Fa-f]{6}$"+"\""};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/color",schemaPath:"#/definitions/HexColor/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
else {
const err9 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
validate70.errors = vErrors;
return errors === 0;
}


function validate69(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.colorStops === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "colorStops"},message:"must have required property '"+"colorStops"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "type") || (key0 === "rotation")) || (key0 === "colorStops"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.type !== undefined){
let data0 = data.type;
if(typeof data0 !== "string"){
const err2 = {instancePath:instancePath+"/type",schemaPath:"#/definitions/GradientType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(!((data0 === "linear") || (data0 === "radial"))){
const err3 = {instancePath:instancePath+"/type",schemaPath:"#/definitions/GradientType/enum",keyword:"enum",params:{allowedValues: schema21.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.rotation !== undefined){
let data1 = data.rotation;
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 6.2832 || isNaN(data1)){
const err4 = {instancePath:instancePath+"/rotation",schemaPath:"#/properties/rotation/maximum",keyword:"maximum",params:{comparison: "<=", limit: 6.2832},message:"must be <= 6.2832"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data1 < -6.2832 || isNaN(data1)){
const err5 = {instancePath:instancePath+"/rotation",schemaPath:"#/properties/rotation/minimum",keyword:"minimum",params:{comparison: ">=", limit: -6.2832},message:"must be >= -6.2832"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/rotation",schemaPath:"#/properties/rotation/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.colorStops !== undefined){
let data2 = data.colorStops;
if(Array.isArray(data2)){
if(data2.length > 5){
const err7 = {instancePath:instancePath+"/colorStops",schemaPath:"#/properties/colorStops/maxItems",keyword:"maxItems",params:{limit: 5},message:"must NOT have more than 5 items"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data2.length < 2){
const err8 = {instancePath:instancePath+"/colorStops",schemaPath:"#/properties/colorStops/minItems",keyword:"minItems",params:{limit: 2},message:"must NOT have fewer than 2 items"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
if(!(validate70(data2[i0], {instancePath:instancePath+"/colorStops/" + i0,parentData:data2,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate70.errors : vErrors.concat(validate70.errors);
errors = vErrors.length;
}
}
}
else {
const err9 = {instancePath:instancePath+"/colorStops",schemaPath:"#/properties/colorStops/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
else {
const err10 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
validate69.errors = vErrors;
return errors === 0;
}


function validate76(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(((key0 === "imageSize") || (key0 === "margin")) || (key0 === "hideBackgroundDots"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.imageSize !== undefined){
let data0 = data.imageSize;
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 0.5 || isNaN(data0)){
const err1 = {instancePath:instancePath+"/imageSize",schemaPath:"#/definitions/ImageSize/maximum",keyword:"maximum",params:{comparison: "<=", limit: 0.5},message:"must be <= 0.5"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data0 < 0.1 || isNaN(data0)){
const err2 = {instancePath:instancePath+"/imageSize",schemaPath:"#/definitions/ImageSize/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0.1},message:"must be >= 0.1"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath:instancePath+"/imageSize",schemaPath:"#/definitions/ImageSize/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.margin !== undefined){
let data1 = data.margin;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err4 = {instancePath:instancePath+"/margin",schemaPath:"#/definitions/ImageMargin/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 64 || isNaN(data1)){
const err5 = {instancePath:instancePath+"/margin",schemaPath:"#/definitions/ImageMargin/maximum",keyword:"maximum",params:{comparison: "<=", limit: 64},message:"must be <= 64"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data1 < 0 || isNaN(data1)){
const err6 = {instancePath:instancePath+"/margin",schemaPath:"#/definitions/ImageMargin/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
if(data.hideBackgroundDots !== undefined){
if(typeof data.hideBackgroundDots !== "boolean"){
const err7 = {instancePath:instancePath+"/hideBackgroundDots",schemaPath:"#/properties/hideBackgroundDots/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
else {
const err8 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
validate76.errors = vErrors;
return errors === 0;
}


function validate78(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!((((key0 === "type") || (key0 === "text")) || (key0 === "color")) || (key0 === "textColor"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.type !== undefined){
let data0 = data.type;
if(typeof data0 !== "string"){
const err1 = {instancePath:instancePath+"/type",schemaPath:"#/definitions/FrameType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(!(((data0 === "none") || (data0 === "box")) || (data0 === "banner"))){
const err2 = {instancePath:instancePath+"/type",schemaPath:"#/definitions/FrameType/enum",keyword:"enum",params:{allowedValues: schema36.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.text !== undefined){
let data1 = data.text;
if(typeof data1 === "string"){
if(func3(data1) > 24){
const err3 = {instancePath:instancePath+"/text",schemaPath:"#/definitions/FrameText/maxLength",keyword:"maxLength",params:{limit: 24},message:"must NOT have more than 24 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(!pattern8.test(data1)){
const err4 = {instancePath:instancePath+"/text",schemaPath:"#/definitions/FrameText/pattern",keyword:"pattern",params:{pattern: "^[ -~\\u00A0-\\u00FF]*$"},message:"must match pattern \""+"^[ -~\\u00A0-\\u00FF]*$"+"\""};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/text",schemaPath:"#/definitions/FrameText/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.color !== undefined){
let data2 = data.color;
if(typeof data2 === "string"){
if(func3(data2) > 7){
const err6 = {instancePath:instancePath+"/color",schemaPath:"#/definitions/HexColor/maxLength",keyword:"maxLength",params:{limit: 7},message:"must NOT have more than 7 characters"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(!pattern2.test(data2)){
const err7 = {instancePath:instancePath+"/color",schemaPath:"#/definitions/HexColor/pattern",keyword:"pattern",params:{pattern: "^#[0-9A-Fa-f]{6}$"},message:"must match pattern \""+"^#[0-9A-Fa-f]{6}$"+"\""};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/color",schemaPath:"#/definitions/HexColor/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.textColor !== undefined){
let data3 = data.textColor;
if(typeof data3 === "string"){
if(func3(data3) > 7){
const err9 = {instancePath:instancePath+"/textColor",schemaPath:"#/definitions/HexColor/maxLength",keyword:"maxLength",params:{limit: 7},message:"must NOT have more than 7 characters"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(!pattern2.test(data3)){
const err10 = {instancePath:instancePath+"/textColor",schemaPath:"#/definitions/HexColor/pattern",keyword:"pattern",params:{pattern: "^#[0-9A-Fa-f]{6}$"},message:"must match pattern \""+"^#[0-9A-Fa-f]{6}$"+"\""};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/textColor",schemaPath:"#/definitions/HexColor/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
}
else {
const err12 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
validate78.errors = vErrors;
return errors === 0;
}


function validate68(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(func2.call(schema15.properties, key0))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.width !== undefined){
let data0 = data.width;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err1 = {instancePath:instancePath+"/width",schemaPath:"#/definitions/Size/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 4096 || isNaN(data0)){
const err2 = {instancePath:instancePath+"/width",schemaPath:"#/definitions/Size/maximum",keyword:"maximum",params:{comparison: "<=", limit: 4096},message:"must be <= 4096"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data0 < 64 || isNaN(data0)){
const err3 = {instancePath:instancePath+"/width",schemaPath:"#/definitions/Size/minimum",keyword:"minimum",params:{comparison: ">=", limit: 64},message:"must be >= 64"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
if(data.height !== undefined){
let data1 = data.height;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err4 = {instancePath:instancePath+"/height",schemaPath:"#/definitions/Size/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 4096 || isNaN(data1)){
const err5 = {instancePath:instancePath+"/height",schemaPath:"#/definitions/Size/maximum",keyword:"maximum",params:{comparison: "<=", limit: 4096},message:"must be <= 4096"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data1 < 64 || isNaN(data1)){
const err6 = {instancePath:instancePath+"/height",schemaPath:"#/definitions/Size/minimum",keyword:"minimum",params:{comparison: ">=", limit: 64},message:"must be >= 64"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
if(data.dotsOptions !== undefined){
let data2 = data.dotsOptions;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
for(const key1 in data2){
if(!(((key1 === "type") || (key1 === "color")) || (key1 === "gradient"))){
const err7 = {instancePath:instancePath+"/dotsOptions",schemaPath:"#/properties/dotsOptions/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data2.type !== undefined){
let data3 = data2.type;
if(typeof data3 !== "string"){
const err8 = {instancePath:instancePath+"/dotsOptions/type",schemaPath:"#/definitions/DotType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(!((((((data3 === "square") || (data3 === "dots")) || (data3 === "rounded")) || (data3 === "extra-rounded")) || (data3 === "classy")) || (data3 === "classy-rounded"))){
const err9 = {instancePath:instancePath+"/dotsOptions/type",schemaPath:"#/definitions/DotType/enum",keyword:"enum",params:{allowedValues: schema18.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data2.color !== undefined){
let data4 = data2.color;
if(typeof data4 === "string"){
if(func3(data4) > 7){
const err10 = {instancePath:instancePath+"/dotsOptions/color",schemaPath:"#/definitions/HexColor/maxLength",keyword:"maxLength",params:{limit: 7},message:"must NOT have more than 7 characters"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(!pattern2.test(data4)){
const err11 = {instancePath:instancePath+"/dotsOptions/color",schemaPath:"#/definitions/HexColor/pattern",keyword:"pattern",params:{pattern: "^#[0-9A-Fa-f]{6}$"},message:"must match pattern \""+"^#[0-9A-Fa-f]{6}$"+"\""};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
else {
const err12 = {instancePath:instancePath+"/dotsOptions/color",schemaPath:"#/definitions/HexColor/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data2.gradient !== undefined){
if(!(validate69(data2.gradient, {instancePath:instancePath+"/dotsOptions/gradient",parentData:data2,parentDataProperty:"gradient",rootData}))){
vErrors = vErrors === null ? validate69.errors : vErrors.concat(validate69.errors);
errors = vErrors.length;
}
}
}
else {
const err13 = {instancePath:instancePath+"/dotsOptions",schemaPath:"#/properties/dotsOptions/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.backgroundOptions !== undefined){
let data6 = data.backgroundOptions;
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
for(const key2 in data6){
if(!((key2 === "color") || (key2 === "gradient"))){
const err14 = {instancePath:instancePath+"/backgroundOptions",schemaPath:"#/properties/backgroundOptions/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data6.color !== undefined){
let data7 = data6.color;
if(typeof data7 === "string"){
if(func3(data7) > 7){
const err15 = {instancePath:instancePath+"/backgroundOptions/color",schemaPath:"#/definitions/HexColor/maxLength",keyword:"maxLength",params:{limit: 7},message:"must NOT have more than 7 characters"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(!pattern2.test(data7)){
const err16 = {instancePath:instancePath+"/backgroundOptions/color",schemaPath:"#/definitions/HexColor/pattern",keyword:"pattern",params:{pattern: "^#[0-9A-Fa-f]{6}$"},message:"must match pattern \""+"^#[0-9A-Fa-f]{6}$"+"\""};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
else {
const err17 = {instancePath:instancePath+"/backgroundOptions/color",schemaPath:"#/definitions/HexColor/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data6.gradient !== undefined){
if(!(validate69(data6.gradient, {instancePath:instancePath+"/backgroundOptions/gradient",parentData:data6,parentDataProperty:"gradient",rootData}))){
vErrors = vErrors === null ? validate69.errors : vErrors.concat(validate69.errors);
errors = vErrors.length;
}
}
}
else {
const err18 = {instancePath:instancePath+"/backgroundOptions",schemaPath:"#/properties/backgroundOptions/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.cornersSquareOptions !== undefined){
let data9 = data.cornersSquareOptions;
if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
for(const key3 in data9){
if(!(((key3 === "type") || (key3 === "color")) || (key3 === "gradient"))){
const err19 = {instancePath:instancePath+"/cornersSquareOptions",schemaPath:"#/properties/cornersSquareOptions/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data9.type !== undefined){
let data10 = data9.type;
if(typeof data10 !== "string"){
const err20 = {instancePath:instancePath+"/cornersSquareOptions/type",schemaPath:"#/definitions/CornerSquareType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(!((data10 === "square") || (data10 === "extra-rounded"))){
const err21 = {instancePath:instancePath+"/cornersSquareOptions/type",schemaPath:"#/definitions/CornerSquareType/enum",keyword:"enum",params:{allowedValues: schema25.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data9.color !== undefined){
let data11 = data9.color;
if(typeof data11 === "string"){
if(func3(data11) > 7){
const err22 = {instancePath:instancePath+"/cornersSquareOptions/color",schemaPath:"#/definitions/HexColor/maxLength",keyword:"maxLength",params:{limit: 7},message:"must NOT have more than 7 characters"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(!pattern2.test(data11)){
const err23 = {instancePath:instancePath+"/cornersSquareOptions/color",schemaPath:"#/definitions/HexColor/pattern",keyword:"pattern",params:{pattern: "^#[0-9A-Fa-f]{6}$"},message:"must match pattern \""+"^#[0-9A-Fa-f]{6}$"+"\""};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
else {
const err24 = {instancePath:instancePath+"/cornersSquareOptions/color",schemaPath:"#/definitions/HexColor/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data9.gradient !== undefined){
if(!(validate69(data9.gradient, {instancePath:instancePath+"/cornersSquareOptions/gradient",parentData:data9,parentDataProperty:"gradient",rootData}))){
vErrors = vErrors === null ? validate69.errors : vErrors.concat(validate69.errors);
errors = vErrors.length;
}
}
}
else {
const err25 = {instancePath:instancePath+"/cornersSquareOptions",schemaPath:"#/properties/cornersSquareOptions/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data.cornersDotOptions !== undefined){
let data13 = data.cornersDotOptions;
if(data13 && typeof data13 == "object" && !Array.isArray(data13)){
for(const key4 in data13){
if(!(((key4 === "type") || (key4 === "color")) || (key4 === "gradient"))){
const err26 = {instancePath:instancePath+"/cornersDotOptions",schemaPath:"#/properties/cornersDotOptions/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data13.type !== undefined){
let data14 = data13.type;
if(typeof data14 !== "string"){
const err27 = {instancePath:instancePath+"/cornersDotOptions/type",schemaPath:"#/definitions/CornerDotType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(!((data14 === "square") || (data14 === "dot"))){
const err28 = {instancePath:instancePath+"/cornersDotOptions/type",schemaPath:"#/definitions/CornerDotType/enum",keyword:"enum",params:{allowedValues: schema27.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data13.color !== undefined){
let data15 = data13.color;
if(typeof data15 === "string"){
if(func3(data15) > 7){
const err29 = {instancePath:instancePath+"/cornersDotOptions/color",schemaPath:"#/definitions/HexColor/maxLength",keyword:"maxLength",params:{limit: 7},message:"must NOT have more than 7 characters"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(!pattern2.test(data15)){
const err30 = {instancePath:instancePath+"/cornersDotOptions/color",schemaPath:"#/definitions/HexColor/pattern",keyword:"pattern",params:{pattern: "^#[0-9A-Fa-f]{6}$"},message:"must match pattern \""+"^#[0-9A-Fa-f]{6}$"+"\""};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
else {
const err31 = {instancePath:instancePath+"/cornersDotOptions/color",schemaPath:"#/definitions/HexColor/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data13.gradient !== undefined){
if(!(validate69(data13.gradient, {instancePath:instancePath+"/cornersDotOptions/gradient",parentData:data13,parentDataProperty:"gradient",rootData}))){
vErrors = vErrors === null ? validate69.errors : vErrors.concat(validate69.errors);
errors = vErrors.length;
}
}
}
else {
const err32 = {instancePath:instancePath+"/cornersDotOptions",schemaPath:"#/properties/cornersDotOptions/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data.margin !== undefined){
let data17 = data.margin;
if(!(((typeof data17 == "number") && (!(data17 % 1) && !isNaN(data17))) && (isFinite(data17)))){
const err33 = {instancePath:instancePath+"/margin",schemaPath:"#/definitions/Margin/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if((typeof data17 == "number") && (isFinite(data17))){
if(data17 > 512 || isNaN(data17)){
const err34 = {instancePath:instancePath+"/margin",schemaPath:"#/definitions/Margin/maximum",keyword:"maximum",params:{comparison: "<=", limit: 512},message:"must be <= 512"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if(data17 < 0 || isNaN(data17)){
const err35 = {instancePath:instancePath+"/margin",schemaPath:"#/definitions/Margin/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
}
if(data.qrOptions !== undefined){
let data18 = data.qrOptions;
if(data18 && typeof data18 == "object" && !Array.isArray(data18)){
for(const key5 in data18){
if(!(key5 === "errorCorrectionLevel")){
const err36 = {instancePath:instancePath+"/qrOptions",schemaPath:"#/properties/qrOptions/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data18.errorCorrectionLevel !== undefined){
let data19 = data18.errorCorrectionLevel;
if(typeof data19 !== "string"){
const err37 = {instancePath:instancePath+"/qrOptions/errorCorrectionLevel",schemaPath:"#/definitions/ErrorCorrectionLevel/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if(!((((data19 === "L") || (data19 === "M")) || (data19 === "Q")) || (data19 === "H"))){
const err38 = {instancePath:instancePath+"/qrOptions/errorCorrectionLevel",schemaPath:"#/definitions/ErrorCorrectionLevel/enum",keyword:"enum",params:{allowedValues: schema30.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
}
else {
const err39 = {instancePath:instancePath+"/qrOptions",schemaPath:"#/properties/qrOptions/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
if(data.image !== undefined){
let data20 = data.image;
if(typeof data20 === "string"){
if(func3(data20) > 20){
const err40 = {instancePath:instancePath+"/image",schemaPath:"#/definitions/AssetId/maxLength",keyword:"maxLength",params:{limit: 20},message:"must NOT have more than 20 characters"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
if(!pattern7.test(data20)){
const err41 = {instancePath:instancePath+"/image",schemaPath:"#/definitions/AssetId/pattern",keyword:"pattern",params:{pattern: "^ast_[0-9a-f]{16}$"},message:"must match pattern \""+"^ast_[0-9a-f]{16}$"+"\""};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
else {
const err42 = {instancePath:instancePath+"/image",schemaPath:"#/definitions/AssetId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
if(data.imageOptions !== undefined){
if(!(validate76(data.imageOptions, {instancePath:instancePath+"/imageOptions",parentData:data,parentDataProperty:"imageOptions",rootData}))){
vErrors = vErrors === null ? validate76.errors : vErrors.concat(validate76.errors);
errors = vErrors.length;
}
}
if(data.frameOptions !== undefined){
if(!(validate78(data.frameOptions, {instancePath:instancePath+"/frameOptions",parentData:data,parentDataProperty:"frameOptions",rootData}))){
vErrors = vErrors === null ? validate78.errors : vErrors.concat(validate78.errors);
errors = vErrors.length;
}
}
}
else {
const err43 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
validate68.errors = vErrors;
return errors === 0;
}


function validate67(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.qrCodeOptions === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "qrCodeOptions"},message:"must have required property '"+"qrCodeOptions"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "name") || (key0 === "qrCodeOptions"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.name !== undefined){
let data0 = data.name;
if(typeof data0 === "string"){
if(func3(data0) > 100){
const err3 = {instancePath:instancePath+"/name",schemaPath:"#/definitions/StyleName/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(func3(data0) < 1){
const err4 = {instancePath:instancePath+"/name",schemaPath:"#/definitions/StyleName/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(!pattern12.test(data0)){
const err5 = {instancePath:instancePath+"/name",schemaPath:"#/definitions/StyleName/pattern",keyword:"pattern",params:{pattern: "^[^\\u0000-\\u001F\\u007F]+$"},message:"must match pattern \""+"^[^\\u0000-\\u001F\\u007F]+$"+"\""};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/name",schemaPath:"#/definitions/StyleName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.qrCodeOptions !== undefined){
if(!(validate68(data.qrCodeOptions, {instancePath:instancePath+"/qrCodeOptions",parentData:data,parentDataProperty:"qrCodeOptions",rootData}))){
vErrors = vErrors === null ? validate68.errors : vErrors.concat(validate68.errors);
errors = vErrors.length;
}
}
}
else {
const err7 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
validate67.errors = vErrors;
return errors === 0;
}


function validate66(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(!(validate67(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate67.errors : vErrors.concat(validate67.errors);
errors = vErrors.length;
}
validate66.errors = vErrors;
return errors === 0;
}

export const validateCreateDomainBody = validate82;
const schema147 = {"$ref":"#/definitions/CreateDomainRequest","definitions":{"WebhookEventType":{"type":"string","description":"What happened to a QR code: created, updated (target or options changed), deleted,\nor deactivated (its expiry passed or its scan limit was reached).\n","enum":["qrcode.created","qrcode.updated","qrcode.deleted","qrcode.deactivated"]},"CreateWebhookRequest":{"type":"object","additionalProperties":false,"required":["url","events"],"properties":{"url":{"type":"string","minLength":1,"maxLength":2048,"description":"Where events are POSTed; `http:` or `https:`, on a public address."},"events":{"type":"array","description":"The event types to send; at least one, no repeats.","minItems":1,"maxItems":4,"uniqueItems":true,"items":{"$ref":"#/definitions/WebhookEventType"}},"description":{"type":"string","maxLength":200,"description":"A note for people, shown in the list."}}},"Webhook":{"type":"object","description":"A webhook endpoint, without its secret.","required":["id","url","events","description","createdAt","disabledAt"],"properties":{"id":{"type":"string","description":"The endpoint's id.","maxLength":128},"url":{"type":"string","description":"Where events are POSTed.","maxLength":2048},"events":{"type":"array","description":"The event types sent to it.","items":{"$ref":"#/definitions/WebhookEventType"},"maxItems":4},"description":{"type":["string","null"],"description":"The note given at creation.","maxLength":500},"createdAt":{"type":"string","format":"date-time","description":"When it was registered.","maxLength":64},"disabledAt":{"type":["string","null"],"format":"date-time","description":"When it was disabled after 24 hours of failed deliveries; null while active.","maxLength":64},"disabledReason":{"type":"string","const":"webhook.disabled","description":"Present on a disabled endpoint."}}},"CreatedWebhookResponse":{"description":"A new endpoint, with its secret (shown this once).","allOf":[{"type":"object","required":["success","secret"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."},"secret":{"type":"string","description":"`whsec_` + base64 of the key bytes. Sign checks use the decoded bytes.","maxLength":128}}},{"$ref":"#/definitions/Webhook"}]},"WebhookList":{"type":"object","description":"The account's webhook endpoints.","required":["success","data"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."},"data":{"type":"array","description":"The endpoints, newest first.","items":{"$ref":"#/definitions/Webhook"},"maxItems":1000}}},"WebhookDelivery":{"type":"object","description":"One event's delivery to one endpoint.","required":["eventId","type","status","attempts","lastStatus","lastError","nextAttemptAt","createdAt"],"properties":{"eventId":{"type":"string","description":"The event id, sent as `webhook-id`; the same on every attempt.","maxLength":128},"type":{"$ref":"#/definitions/WebhookEventType"},"status":{"$ref":"#/definitions/WebhookDeliveryStatus"},"attempts":{"type":"integer","minimum":0,"description":"Attempts made so far.","format":"int32","maximum":10000},"lastStatus":{"type":["integer","null"],"description":"The HTTP status of the last attempt; null when none came back.","format":"int32","minimum":0,"maximum":599},"lastError":{"type":["string","null"],"description":"Why the last attempt failed, in words; null after a success.","maxLength":2000},"nextAttemptAt":{"type":["string","null"],"format":"date-time","description":"When the next attempt is due; null once delivered or given up.","maxLength":64},"createdAt":{"type":"string","format":"date-time","description":"When the event happened.","maxLength":64}}},"WebhookDeliveryStatus":{"type":"string","description":"pending (not yet delivered), delivered (a 2xx came back) or failed (given up after 24 hours, or the endpoint was disabled).","enum":["pending","delivered","failed"]},"WebhookDeliveryList":{"type":"object","description":"An endpoint's latest deliveries.","required":["success","data"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."},"data":{"type":"array","description":"Latest first.","items":{"$ref":"#/definitions/WebhookDelivery"},"maxItems":1000}}},"WebhookEvent":{"type":"object","description":"The body POSTed to an endpoint. Headers: `webhook-id` (= `id`), `webhook-timestamp`\n(Unix seconds) and `webhook-signature` (`v1,` + base64 HMAC-SHA256 of\n`id.timestamp.body` keyed with the secret's decoded bytes).\n","required":["id","type","createdAt","data"],"properties":{"id":{"type":"string","description":"The event id; the same on every attempt, so receivers can de-duplicate.","maxLength":128},"type":{"$ref":"#/definitions/WebhookEventType"},"createdAt":{"type":"string","format":"date-time","description":"When the change happened.","maxLength":64},"data":{"$ref":"#/definitions/QrCode"}}},"ShortId":{"type":"string","description":"The short identifier of a QR code; case-sensitive.","minLength":3,"maxLength":64,"pattern":"^[A-Za-z0-9_-]+$","examples":["aZ3kP9qX"]},"CustomShortId":{"type":"string","description":"A caller-chosen short id: 3–64 characters of `[A-Za-z0-9_-]`. Reserved words\n(case-insensitively: api, qrcode, docs, health, healthz, readyz, metrics, static,\nassets, keys, dashboard, login, admin, favicon.ico, robots.txt, .well-known,\nopenapi.json, openapi.yaml, bulk, export) are refused with `400`; an id in use or used before with\n`409`.\n","minLength":3,"maxLength":64,"pattern":"^[A-Za-z0-9_-]+$","examples":["spring-sale"]},"TargetUrl":{"type":"string","format":"uri","description":"The URL the short link redirects to: absolute `http:` or `https:`, at most 2048\ncharacters, without user-info or control characters, and not on the service's own\nshort-link host. Stored and returned in normalised form.\n","minLength":1,"maxLength":2048,"pattern":"^[Hh][Tt][Tt][Pp][Ss]?://","examples":["https://example.com/menu"]},"HexColor":{"type":"string","description":"A colour in hex form `#RRGGBB`; stored in lower case.","pattern":"^#[0-9A-Fa-f]{6}$","examples":["#1a2b3c"],"maxLength":7},"DotType":{"type":"string","description":"The shape of the dots, as the qr-code-styling library names them.","enum":["square","dots","rounded","extra-rounded","classy","classy-rounded"],"examples":["rounded"]},"Size":{"type":"integer","description":"A size in pixels, 64 to 4096.","minimum":64,"maximum":4096,"examples":[300],"format":"int32"},"QrCodeOptions":{"type":"object","description":"Styling options, named as in the qr-code-styling library. Every field is optional;\na missing field takes its default (300 × 300 px, square black dots on white, square\ncorners in the dots' colour, no margin, error correction Q, or H with an `image`).\n\n`image` puts an uploaded asset (`POST /assets`) in the centre; `gradient` on the dots,\ncorners or background replaces that part's `color`; `frameOptions` draws a frame with a\ncall to action. Every stop of a gradient keeps the contrast rule below.\n\nThe scan guard: before a style is stored the server renders it and decodes it with a QR\ndecoder at its own size (at most 1024 px a side); one that does not decode is refused with\n`422 UNSCANNABLE`, naming the option to change.\n\nThe dots must be darker than the background, with a contrast ratio of at least 3:1\n(WCAG's ratio for graphical objects): light-on-dark codes do not scan with common\ndecoders, and faint ones fail on paper and in glare. Other pairs are refused with `400`\nnaming the colour (`qrCodeOptions.dotsOptions.color`, or a corner colour).\n","additionalProperties":false,"properties":{"width":{"$ref":"#/definitions/Size"},"height":{"$ref":"#/definitions/Size"},"dotsOptions":{"type":"object","description":"The data dots.","additionalProperties":false,"properties":{"type":{"$ref":"#/definitions/DotType"},"color":{"$ref":"#/definitions/HexColor"},"gradient":{"$ref":"#/definitions/Gradient"}}},"backgroundOptions":{"type":"object","description":"The background.","additionalProperties":false,"properties":{"color":{"$ref":"#/definitions/HexColor"},"gradient":{"$ref":"#/definitions/Gradient"}}},"cornersSquareOptions":{"type":"object","description":"The three big squares in the corners (the finder patterns' outer rings).","additionalProperties":false,"properties":{"type":{"$ref":"#/definitions/CornerSquareType"},"color":{"$ref":"#/definitions/HexColor"},"gradient":{"$ref":"#/definitions/Gradient"}}},"cornersDotOptions":{"type":"object","description":"The dots inside the three corner squares.","additionalProperties":false,"properties":{"type":{"$ref":"#/definitions/CornerDotType"},"color":{"$ref":"#/definitions/HexColor"},"gradient":{"$ref":"#/definitions/Gradient"}}},"margin":{"$ref":"#/definitions/Margin"},"qrOptions":{"type":"object","description":"Options of the QR symbol itself.","additionalProperties":false,"properties":{"errorCorrectionLevel":{"$ref":"#/definitions/ErrorCorrectionLevel"}}},"image":{"$ref":"#/definitions/AssetId"},"imageOptions":{"$ref":"#/definitions/ImageOptions"},"frameOptions":{"$ref":"#/definitions/FrameOptions"}}},"Gradient":{"type":"object","description":"A colour gradient over the whole code (qr-code-styling's form). It replaces the part's\n`color`; every stop must keep the contrast rule against every background colour.\n","required":["colorStops"],"additionalProperties":false,"properties":{"type":{"$ref":"#/definitions/GradientType"},"rotation":{"type":"number","description":"The angle of a linear gradient in radians, clockwise from left-to-right; default 0.","minimum":-6.2832,"maximum":6.2832},"colorStops":{"type":"array","description":"Two to five stops, in order of offset.","minItems":2,"maxItems":5,"items":{"$ref":"#/definitions/ColorStop"}}}},"GradientType":{"type":"string","description":"A linear gradient along `rotation`, or a radial one from the centre. Default `linear`.","enum":["linear","radial"],"examples":["radial"]},"ColorStop":{"type":"object","description":"One colour of a gradient and where it falls, 0 (start or centre) to 1 (end or edge).","required":["offset","color"],"additionalProperties":false,"properties":{"offset":{"type":"number","minimum":0,"maximum":1},"color":{"$ref":"#/definitions/HexColor"}}},"ImageSize":{"type":"number","description":"The image's size as a share of the code's side, 0.1 to 0.5, default 0.4. A logo that hides\nmore modules than the error correction restores is refused by the scan guard\n(`422 UNSCANNABLE`); a square logo at 0.5 usually is.\n","minimum":0.1,"maximum":0.5,"examples":[0.4]},"ImageMargin":{"type":"integer","description":"Empty space around the image in pixels, 0 to 64, default 0.","minimum":0,"maximum":64,"examples":[4],"format":"int32"},"ImageOptions":{"type":"object","description":"How the `image` sits in the code (qr-code-styling's names).","additionalProperties":false,"properties":{"imageSize":{"$ref":"#/definitions/ImageSize"},"margin":{"$ref":"#/definitions/ImageMargin"},"hideBackgroundDots":{"type":"boolean","description":"Clear the dots under the image; default `true`."}}},"FrameType":{"type":"string","description":"`box`: a border with the text under the code; `banner`: a border and a band of the\nframe's colour under the code with the text on it. Default `none`.\n","enum":["none","box","banner"],"examples":["banner"]},"FrameText":{"type":"string","description":"The call to action, at most 24 characters of Latin-1 (the frame font's); default `SCAN ME`.","maxLength":24,"pattern":"^[ -~\\u00A0-\\u00FF]*$","examples":["SCAN ME"]},"FrameOptions":{"type":"object","description":"A frame around the code with a call to action, drawn in SVG, PNG and PDF alike.","additionalProperties":false,"properties":{"type":{"$ref":"#/definitions/FrameType"},"text":{"$ref":"#/definitions/FrameText"},"color":{"$ref":"#/definitions/HexColor"},"textColor":{"$ref":"#/definitions/HexColor"}}},"AssetId":{"type":"string","description":"An uploaded image of the account (`ast_` and 16 hex characters); an id that is not one of the account's is refused with `400`.","pattern":"^ast_[0-9a-f]{16}$","maxLength":20,"examples":["ast_3f9a2c7d1e8b4c60"]},"AssetContentType":{"type":"string","description":"The type of an uploaded image.","enum":["image/png","image/jpeg","image/svg+xml"]},"Asset":{"type":"object","description":"An uploaded image, without its bytes.","required":["id","contentType","width","height","bytes","createdAt"],"properties":{"id":{"$ref":"#/definitions/AssetId"},"contentType":{"$ref":"#/definitions/AssetContentType"},"width":{"type":"integer","format":"int32","description":"Its width in pixels (an SVG's in user units), read from the image.","minimum":1,"maximum":1000000},"height":{"type":"integer","format":"int32","description":"Its height in pixels (an SVG's in user units), read from the image.","minimum":1,"maximum":1000000},"bytes":{"type":"integer","format":"int32","description":"Its size as stored (an SVG after sanitising).","minimum":1,"maximum":524288},"createdAt":{"type":"string","format":"date-time","description":"When it was uploaded.","maxLength":64}}},"AssetResponse":{"description":"One asset.","allOf":[{"type":"object","required":["success"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."}}},{"$ref":"#/definitions/Asset"}]},"AssetList":{"type":"object","description":"The account's assets.","required":["success","data"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."},"data":{"type":"array","description":"The assets, newest first.","items":{"$ref":"#/definitions/Asset"},"maxItems":1000}}},"StyleId":{"type":"string","description":"A style template of the account (`sty_` and 16 hex characters).","pattern":"^sty_[0-9a-f]{16}$","maxLength":20,"examples":["sty_5c1e9a7b3d2f4e80"]},"StyleRef":{"type":["string","null"],"description":"The style template the code is drawn with (`sty_` and 16 hex characters), instead of\noptions of its own; `null`: none. An id that is not one of the account's templates is\nrefused with `400`. A request may carry `styleId` or `qrCodeOptions`, not both (`400`).\nOn update, `null` detaches the code and keeps the template's options as its own.\n","pattern":"^sty_[0-9a-f]{16}$","maxLength":20},"StyleName":{"type":"string","description":"What the account calls the template; 1–100 characters, no control characters.","minLength":1,"maxLength":100,"pattern":"^[^\\u0000-\\u001F\\u007F]+$"},"Style":{"type":"object","description":"A named set of styling options that the account's codes share.","required":["id","name","qrCodeOptions","createdAt","updatedAt"],"properties":{"id":{"$ref":"#/definitions/StyleId"},"name":{"$ref":"#/definitions/StyleName"},"qrCodeOptions":{"$ref":"#/definitions/ResolvedQrCodeOptions"},"createdAt":{"type":"string","format":"date-time","description":"When it was created.","maxLength":64},"updatedAt":{"type":"string","format":"date-time","description":"When it was last replaced; equal to `createdAt` on creation.","maxLength":64}}},"StyleResponse":{"description":"One style template.","allOf":[{"type":"object","required":["success"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."}}},{"$ref":"#/definitions/Style"}]},"StyleList":{"type":"object","description":"A page of the account's style templates.","required":["success","data","pagination"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."},"data":{"type":"array","description":"The templates of this page, oldest first.","items":{"$ref":"#/definitions/Style"},"maxItems":100},"pagination":{"$ref":"#/definitions/Pagination"}}},"CreateStyleRequest":{"type":"object","description":"A new style template. Unknown fields are refused.","required":["name","qrCodeOptions"],"additionalProperties":false,"properties":{"name":{"$ref":"#/definitions/StyleName"},"qrCodeOptions":{"$ref":"#/definitions/QrCodeOptions"}}},"UpdateStyleRequest":{"type":"object","description":"The template's new name and options, replacing the stored ones. Unknown fields are refused.","required":["name","qrCodeOptions"],"additionalProperties":false,"properties":{"name":{"$ref":"#/definitions/StyleName"},"qrCodeOptions":{"$ref":"#/definitions/QrCodeOptions"}}},"CornerSquareType":{"type":"string","description":"The shape of the corner squares, as qr-code-styling names them. Default `square`.\nqr-code-styling's `dot` rings are not offered: circular finder rings failed to decode in\nour scan tests at several sizes, and every image dynqr serves must scan.\n","enum":["square","extra-rounded"],"examples":["extra-rounded"]},"CornerDotType":{"type":"string","description":"The shape of the dots inside the corner squares. Default `square`.","enum":["square","dot"],"examples":["dot"]},"Margin":{"type":"integer","description":"Empty space around the code in pixels, 0 to 512, default 0. A quiet zone of 4 modules is\nalways kept inside it, so a code scans with any margin.\n","minimum":0,"maximum":512,"examples":[16],"format":"int32"},"ErrorCorrectionLevel":{"type":"string","description":"How much of the symbol may be damaged and still read: L 7 %, M 15 %, Q 25 % (default, as\nin qr-code-styling), H 30 %. Higher levels make denser codes.\n","enum":["L","M","Q","H"],"examples":["Q"]},"ResolvedQrCodeOptions":{"type":"object","description":"The stored styling options with every default filled in.","required":["width","height","dotsOptions","backgroundOptions","cornersSquareOptions","cornersDotOptions","margin","qrOptions"],"properties":{"cornersSquareOptions":{"type":"object","required":["type","color"],"properties":{"type":{"$ref":"#/definitions/CornerSquareType"},"color":{"$ref":"#/definitions/HexColor"},"gradient":{"$ref":"#/definitions/Gradient"}}},"cornersDotOptions":{"type":"object","required":["type","color"],"properties":{"type":{"$ref":"#/definitions/CornerDotType"},"color":{"$ref":"#/definitions/HexColor"},"gradient":{"$ref":"#/definitions/Gradient"}}},"margin":{"$ref":"#/definitions/Margin"},"qrOptions":{"type":"object","required":["errorCorrectionLevel"],"properties":{"errorCorrectionLevel":{"$ref":"#/definitions/ErrorCorrectionLevel"}}},"width":{"$ref":"#/definitions/Size"},"height":{"$ref":"#/definitions/Size"},"dotsOptions":{"type":"object","required":["type","color"],"properties":{"type":{"$ref":"#/definitions/DotType"},"color":{"$ref":"#/definitions/HexColor"},"gradient":{"$ref":"#/definitions/Gradient"}}},"backgroundOptions":{"type":"object","required":["color"],"properties":{"color":{"$ref":"#/definitions/HexColor"},"gradient":{"$ref":"#/definitions/Gradient"}}},"image":{"$ref":"#/definitions/AssetId"},"imageOptions":{"type":"object","description":"Present with an `image`, every default filled in.","required":["imageSize","margin","hideBackgroundDots"],"properties":{"imageSize":{"$ref":"#/definitions/ImageSize"},"margin":{"$ref":"#/definitions/ImageMargin"},"hideBackgroundDots":{"type":"boolean","description":"Whether the dots under the image are cleared."}}},"frameOptions":{"type":"object","description":"Present when a frame is drawn, every default filled in.","required":["type","text","color","textColor"],"properties":{"type":{"$ref":"#/definitions/FrameType"},"text":{"$ref":"#/definitions/FrameText"},"color":{"$ref":"#/definitions/HexColor"},"textColor":{"$ref":"#/definitions/HexColor"}}}}},"DomainId":{"type":"string","description":"The id of a custom domain (`dom_` and 16 hex characters).","pattern":"^dom_[0-9a-f]{16}$","maxLength":20,"examples":["dom_4f9c2a7d1e8b3c60"]},"Hostname":{"type":"string","description":"A DNS name, lower case, without a trailing dot or port: not an IP address, not\n`localhost` or a name under it, not the server's own host.\n","minLength":1,"maxLength":253,"examples":["menu.example.com"]},"DomainStatus":{"type":"string","description":"`pending` until its TXT record was seen, then `verified`.","enum":["pending","verified"],"examples":["verified"]},"DomainRedirectUrl":{"type":["string","null"],"format":"uri","maxLength":2048,"description":"An `http:` or `https:` URL, or `null` (a `404`).","examples":["https://example.com/"]},"CreateDomainRequest":{"type":"object","description":"A hostname to add. Unknown fields are refused.","required":["hostname"],"additionalProperties":false,"properties":{"hostname":{"$ref":"#/definitions/Hostname"}}},"UpdateDomainRequest":{"type":"object","description":"The redirects to change. Unknown fields (the hostname among them) are refused.","additionalProperties":false,"properties":{"rootRedirectUrl":{"$ref":"#/definitions/DomainRedirectUrl"},"notFoundUrl":{"$ref":"#/definitions/DomainRedirectUrl"}}},"DomainVerification":{"type":"object","description":"The DNS record that proves the hostname is the account's.","required":["type","name","value"],"properties":{"type":{"type":"string","const":"TXT","description":"Always a TXT record."},"name":{"type":"string","description":"The record's name, `_dynqr.<hostname>`.","maxLength":300},"value":{"type":"string","description":"The record's value, `dynqr-verify=<token>`.","maxLength":100}}},"Domain":{"type":"object","description":"A custom domain of the account.","required":["id","hostname","status","verification","rootRedirectUrl","notFoundUrl","createdAt","verifiedAt"],"properties":{"id":{"$ref":"#/definitions/DomainId"},"hostname":{"$ref":"#/definitions/Hostname"},"status":{"$ref":"#/definitions/DomainStatus"},"verification":{"$ref":"#/definitions/DomainVerification"},"rootRedirectUrl":{"$ref":"#/definitions/DomainRedirectUrl"},"notFoundUrl":{"$ref":"#/definitions/DomainRedirectUrl"},"createdAt":{"type":"string","format":"date-time","description":"When it was added.","maxLength":64},"verifiedAt":{"type":["string","null"],"format":"date-time","description":"When its record was first seen; `null` while pending.","maxLength":64}}},"DomainResponse":{"description":"A domain, as every answer about one carries it.","allOf":[{"type":"object","required":["success"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true`."}}},{"$ref":"#/definitions/Domain"}]},"DomainList":{"type":"object","description":"The account's domains.","required":["success","data"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true`."},"data":{"type":"array","description":"The domains, oldest first.","maxItems":1000,"items":{"$ref":"#/definitions/Domain"}}}},"TlsAllowed":{"type":"object","description":"The name is a verified custom domain.","required":["domain","allowed"],"properties":{"domain":{"type":"string","description":"The name asked about.","maxLength":253},"allowed":{"type":"boolean","const":true,"description":"Always `true` (a name not allowed is `404`)."}}},"CreateQrCodeRequest":{"type":"object","description":"The fields of a new QR code. Unknown fields are refused.","required":["targetUrl"],"additionalProperties":false,"properties":{"targetUrl":{"$ref":"#/definitions/TargetUrl"},"customShortId":{"$ref":"#/definitions/CustomShortId"},"qrCodeOptions":{"$ref":"#/definitions/QrCodeOptions"},"expiresAt":{"$ref":"#/definitions/ExpiresAt"},"maxScans":{"$ref":"#/definitions/MaxScans"},"fallbackUrl":{"$ref":"#/definitions/FallbackUrl"},"active":{"type":"boolean","description":"Whether the short link sends scanners to the target; `false` sends them to\n`fallbackUrl` or a `410` page. Defaults to `true`.\n"},"title":{"$ref":"#/definitions/Title"},"styleId":{"$ref":"#/definitions/StyleRef"},"scanLimitCounts":{"$ref":"#/definitions/ScanLimitCounts"},"domain":{"$ref":"#/definitions/Hostname","description":"A verified custom domain of the account (`GET /domains`) to serve the code on: its\n`qrCodeUrl` is then `https://<domain>/<shortId>`, answered on that host only. Fixed\nat creation: an update (`PUT`) naming `domain` is `400 INVALID_REQUEST` (an unknown field),\nso printed codes never break. A hostname that is not the account's is `400`; one\nstill pending is `422 DOMAIN_NOT_VERIFIED`.\n"}}},"UpdateQrCodeRequest":{"type":"object","description":"The fields to change. Unknown fields, and `shortId`, `views`, `createdAt`, are refused.\n`null` clears `expiresAt`, `maxScans`, `fallbackUrl` or `title`.\n","additionalProperties":false,"properties":{"targetUrl":{"$ref":"#/definitions/TargetUrl"},"qrCodeOptions":{"$ref":"#/definitions/QrCodeOptions"},"expiresAt":{"$ref":"#/definitions/ExpiresAt"},"maxScans":{"$ref":"#/definitions/MaxScans"},"fallbackUrl":{"$ref":"#/definitions/FallbackUrl"},"active":{"type":"boolean","description":"Whether the short link sends scanners to the target; `false` sends them to\n`fallbackUrl` or a `410` page. Defaults to `true`.\n"},"title":{"$ref":"#/definitions/Title"},"styleId":{"$ref":"#/definitions/StyleRef"},"scanLimitCounts":{"$ref":"#/definitions/ScanLimitCounts"}}},"QrCode":{"type":"object","description":"A dynamic QR code.","required":["shortId","qrCodeUrl","editUrl","targetUrl","views","qrCodeOptions","createdAt","updatedAt","expiresAt","maxScans","fallbackUrl","active","title","styleId","scanLimitCounts"],"properties":{"shortId":{"$ref":"#/definitions/ShortId"},"qrCodeUrl":{"type":"string","format":"uri","description":"The public short link, `{site_url}/<shortId>` (`https://<domain>/<shortId>` on a custom domain); the text the QR code encodes.","maxLength":2048},"editUrl":{"type":"string","format":"uri","description":"The edit page, `{site_url}/qrcode/edit/<shortId>`.","maxLength":2048},"targetUrl":{"type":"string","format":"uri","description":"Where the short link redirects now.","maxLength":2048},"views":{"type":"integer","minimum":0,"description":"Human scans of the short link: `GET` requests that were redirected, not `HEAD`,\nprefetches, bots or link previewers. `0` on a new code.\n","format":"int64","maximum":9007199254740991},"qrCodeOptions":{"$ref":"#/definitions/ResolvedQrCodeOptions"},"createdAt":{"type":"string","format":"date-time","description":"Creation time, ISO 8601 in UTC with milliseconds.","maxLength":64},"updatedAt":{"type":"string","format":"date-time","description":"Last time the target, styling or a lifecycle field changed; equal to `createdAt`\non creation.\n","maxLength":64},"expiresAt":{"$ref":"#/definitions/ExpiresAt"},"maxScans":{"$ref":"#/definitions/MaxScans"},"fallbackUrl":{"$ref":"#/definitions/FallbackUrl"},"active":{"type":"boolean","description":"Whether the owner has the code switched on (`true` unless set to `false`)."},"title":{"$ref":"#/definitions/Title"},"styleId":{"$ref":"#/definitions/StyleRef"},"scanLimitCounts":{"$ref":"#/definitions/ScanLimitCounts"},"domain":{"type":["string","null"],"description":"The custom domain the code is served on (its `qrCodeUrl` is `https://<domain>/<shortId>`),\nfixed at creation. Absent (or `null`) on a code served on the site's own address.\n","maxLength":253}}},"ScanLimitCounts":{"type":"string","description":"What `maxScans` counts. `views` (the default): every view. `uniqueViews`: the code's\nunique views over its life (the sum of its daily unique views, see `getQrCodeStats`), so\nthat one person reloading the code does not use it up; the code is used up when they\nreach `maxScans`, and from then on every scan goes to `fallbackUrl` or a `410` page.\nExact under concurrent scans.\n","enum":["views","uniqueViews"]},"Title":{"type":["string","null"],"description":"What the owner calls the code (\"Menu — table tent 4\"): shown in the dashboard and\nmatched by the list's `q`. 1–200 characters, no control characters; `null`: no title\n(on create, leaving it out is the same; on update, `null` removes it).\n","minLength":1,"maxLength":200,"pattern":"^[^\\u0000-\\u001F\\u007F]+$","examples":["Menu — table tent 4"]},"ExpiresAt":{"type":["string","null"],"format":"date-time","description":"When the code stops sending scanners to its target, ISO 8601 (stored in UTC with\nmilliseconds). From that instant on, scans go to `fallbackUrl` or a `410` page.\n`null`: never.\n","examples":["2026-12-31T23:00:00.000Z"],"maxLength":64},"MaxScans":{"type":["integer","null"],"minimum":1,"maximum":1000000000,"description":"The number of human views (or, with `scanLimitCounts: uniqueViews`, unique views) after\nwhich the code stops sending scanners to its target.\nThe scan that reaches the limit is still a view and still goes to the target; later\nones go to `fallbackUrl` or a `410` page and count as fallback hits. Exact under\nconcurrent scans. `null`: no limit.\n","examples":[100],"format":"int64"},"FallbackUrl":{"type":["string","null"],"format":"uri","description":"Where scanners go when the code is inactive, expired or at its `maxScans`; the same\nrules as `targetUrl`. `null`: such scans get a `410` page saying the code is no\nlonger active.\n","minLength":1,"maxLength":2048,"pattern":"^[Hh][Tt][Tt][Pp][Ss]?://","examples":["https://example.com/offer-ended"]},"BulkCreateRequest":{"type":"object","description":"Up to 100 QR codes to create. Each item is a create body (see `createQrCode`) and is\nvalidated on its own; only an item that is not a JSON object fails the whole request.\n","required":["items"],"additionalProperties":false,"properties":{"items":{"type":"array","minItems":1,"maxItems":100,"description":"The create bodies, 1 to 100.","items":{"type":"object","description":"A create body, as for `createQrCode`; its fields are checked item by item.","additionalProperties":true}}}},"BulkCreateResult":{"type":"object","description":"The outcome of one bulk item.","required":["index","status"],"properties":{"index":{"type":"integer","minimum":0,"description":"The item's position in the request, from 0.","format":"int32","maximum":99},"status":{"type":"integer","description":"The HTTP status `createQrCode` would have answered for this item (`201`, `400`, `409`, `422` for styling that does not scan).","examples":[201],"format":"int32","minimum":0,"maximum":599},"qrCode":{"$ref":"#/definitions/QrCode"},"error":{"$ref":"#/definitions/Error"}}},"BulkCreateResponse":{"type":"object","description":"One result per item, in the order of the request.","required":["success","data"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true`; each item says whether it succeeded."},"data":{"type":"array","description":"The results, in the order of the request's items.","items":{"$ref":"#/definitions/BulkCreateResult"},"maxItems":100}}},"BulkUpdateRequest":{"type":"object","description":"Up to 100 changes. Each item names a code (`shortId`), may carry `ifMatch` (the code's\n`ETag`, as the `If-Match` header) and the fields of an update body (see `updateQrCode`);\neach is validated on its own.\n","required":["items"],"additionalProperties":false,"properties":{"items":{"type":"array","minItems":1,"maxItems":100,"description":"The changes, 1 to 100.","items":{"type":"object","description":"`shortId`, optional `ifMatch`, and update fields; checked item by item.","additionalProperties":true}}}},"BulkChangeResult":{"type":"object","description":"The outcome of one item of a bulk change or delete.","required":["index","status"],"properties":{"index":{"type":"integer","minimum":0,"maximum":99,"format":"int32","description":"The item's position in the request, from 0."},"shortId":{"type":"string","maxLength":256,"description":"The code the item named (absent when the item named none)."},"status":{"type":"integer","minimum":0,"maximum":599,"format":"int32","description":"The HTTP status the single-code operation would have answered (`200`, `204`, `400`, `404`, `412`, `422` for styling that does not scan).","examples":[200]},"qrCode":{"$ref":"#/definitions/QrCode"},"error":{"$ref":"#/definitions/Error"}}},"BulkChangeResponse":{"type":"object","description":"One result per item, in the order of the request.","required":["success","data"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true`; each item says whether it succeeded."},"data":{"type":"array","maxItems":100,"description":"The results, in the order of the request's items.","items":{"$ref":"#/definitions/BulkChangeResult"}}}},"StatsInterval":{"type":"string","description":"The width of a stats bucket, in UTC.","enum":["hour","day"],"examples":["day"]},"ScanCounts":{"type":"object","description":"Scans of a short link, by kind.","required":["views","uniqueViews","botHits","fallbackHits"],"properties":{"views":{"type":"integer","minimum":0,"description":"Human scans sent to the target (they count towards `views` and `maxScans`).","format":"int64","maximum":9007199254740991},"uniqueViews":{"type":"integer","minimum":0,"description":"Views whose visitor had not viewed the code earlier that UTC day (at most `views`).","format":"int64","maximum":9007199254740991},"botHits":{"type":"integer","minimum":0,"description":"`HEAD` requests, prefetches, bots and link previewers.","format":"int64","maximum":9007199254740991},"fallbackHits":{"type":"integer","minimum":0,"description":"Human scans of an inactive, expired or exhausted code.","format":"int64","maximum":9007199254740991}}},"StatsBucket":{"description":"The scans of one hour or one day.","allOf":[{"type":"object","required":["start"],"properties":{"start":{"type":"string","format":"date-time","description":"The start of the bucket, UTC.","maxLength":64}}},{"$ref":"#/definitions/ScanCounts"}]},"QrCodeStats":{"type":"object","description":"A code's scans over a time range, bucket by bucket.","required":["success","shortId","interval","from","to","totals","series"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."},"shortId":{"$ref":"#/definitions/ShortId"},"interval":{"$ref":"#/definitions/StatsInterval"},"from":{"type":"string","format":"date-time","description":"The start of the first bucket (the requested `from` rounded down to the interval).","maxLength":64},"to":{"type":"string","format":"date-time","description":"The end of the range (exclusive), as requested.","maxLength":64},"totals":{"$ref":"#/definitions/ScanCounts"},"series":{"type":"array","description":"Every bucket of the range in time order, zeros included.","items":{"$ref":"#/definitions/StatsBucket"},"maxItems":1000},"breakdown":{"$ref":"#/definitions/StatsBreakdown"}}},"AccountStats":{"type":"object","description":"The scans of all an account's codes over a time range, bucket by bucket.","required":["success","interval","from","to","totals","series"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."},"interval":{"$ref":"#/definitions/StatsInterval"},"from":{"type":"string","format":"date-time","description":"The start of the first bucket (the requested `from` rounded down to the interval).","maxLength":64},"to":{"type":"string","format":"date-time","description":"The end of the range (exclusive), as requested.","maxLength":64},"totals":{"$ref":"#/definitions/ScanCounts"},"series":{"type":"array","description":"Every bucket of the range in time order, zeros included.","items":{"$ref":"#/definitions/StatsBucket"},"maxItems":1000},"breakdown":{"$ref":"#/definitions/StatsBreakdown"}}},"StatsBreakdown":{"type":"array","description":"Present only with `groupBy`: the range's views by value, most views first (ties by\nvalue). Their views add up exactly to `totals.views`.\n","items":{"$ref":"#/definitions/StatsBreakdownItem"},"maxItems":100000},"StatsBreakdownItem":{"type":"object","description":"The views of one value of the grouped dimension.","required":["value","views","uniqueViews"],"properties":{"value":{"type":["string","null"],"maxLength":256,"description":"The value: an ISO 3166-1 alpha-2 country code; a device (`mobile`, `tablet`,\n`desktop`, `other`); an OS (`iOS`, `Android`, `Windows`, `macOS`, `Linux`,\n`ChromeOS`, `other`); a browser (`Safari`, `Chrome`, `Firefox`, `Edge`,\n`Samsung Internet`, `Opera`, `other`); a referrer host; a primary language subtag\n(an ISO 639 code; others are unknown); or a `shortId`. `null` when unknown. Per code and day at most 100 distinct referrers\nand 100 distinct languages are kept: later new values of that day count as\n`(other)`, so anonymous scanners cannot grow a code's analytics without bound.\n"},"views":{"type":"integer","minimum":0,"format":"int64","maximum":9007199254740991,"description":"Views with this value."},"uniqueViews":{"type":"integer","minimum":0,"format":"int64","maximum":9007199254740991,"description":"Unique views with this value."}}},"StatsDimension":{"type":"string","description":"A dimension a code's views are grouped by.","enum":["country","device","os","browser","referrer","language"],"examples":["country"]},"AccountStatsDimension":{"type":"string","description":"A dimension the account's views are grouped by; `shortId` gives the top codes, `domain` the views of each custom domain (`null`: the codes on the site's own address).","enum":["country","device","os","browser","referrer","language","shortId","domain"],"examples":["shortId"]},"StatsCsv":{"type":"string","description":"RFC 4180 CSV with a header row: `value,views,uniqueViews` for a breakdown (an empty\nvalue for unknown), else `start,views,uniqueViews,botHits,fallbackHits` per bucket.\nA value that starts with `=`, `+`, `-`, `@`, tab or carriage return is written with a\nleading `'`, so that a spreadsheet never runs it as a formula.\n(Its examples are the operations' own, so that a mock answers each with its own series.)\n","maxLength":100000000},"QrCodeResponse":{"description":"A QR code as a single-object response, with `success` at the top level.","allOf":[{"type":"object","required":["success"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."}}},{"$ref":"#/definitions/QrCode"}]},"QrCodeList":{"type":"object","description":"A page of QR codes.","required":["success","data","pagination"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."},"data":{"type":"array","description":"The QR codes of this page, in the requested order.","items":{"$ref":"#/definitions/QrCode"},"maxItems":100},"pagination":{"$ref":"#/definitions/Pagination"}}},"Pagination":{"type":"object","description":"Where this page stands in the whole list.","required":["total","limit","offset","hasMore"],"properties":{"total":{"type":"integer","minimum":0,"description":"Number of the caller's QR codes in all.","format":"int64","maximum":9007199254740991},"limit":{"type":"integer","minimum":1,"maximum":100,"description":"The page size used.","format":"int32"},"offset":{"type":"integer","minimum":0,"description":"The number of items skipped.","format":"int64","maximum":9007199254740991},"hasMore":{"type":"boolean","description":"Whether items follow this page (`offset + data.length < total`)."}}},"SortField":{"type":"string","description":"A field QR codes can be listed by. Ties are ordered by `shortId`.","enum":["createdAt","updatedAt","views"],"examples":["views"]},"SortOrder":{"type":"string","description":"The direction of an order.","enum":["asc","desc"],"examples":["asc"]},"ImageFormat":{"type":"string","description":"The format of a QR code image.","enum":["svg","png","pdf"],"examples":["png"]},"Scope":{"type":"string","description":"What an API key may do. `qrcodes:read`: read codes, lists and images.\n`qrcodes:write`: everything `qrcodes:read` may, and create, change and delete codes.\n`keys:manage`: list, create and revoke the account's keys.\n","enum":["qrcodes:read","qrcodes:write","keys:manage"],"examples":["qrcodes:read"]},"ApiKey":{"type":"object","description":"An API key as its account holder sees it. Never the key itself or its hash.","required":["id","name","prefix","scopes","createdAt","lastUsedAt","expiresAt","revokedAt"],"properties":{"id":{"type":"string","description":"The key's id, used to revoke it.","pattern":"^key_[0-9A-Za-z]{12}$","examples":["key_8fKq2LmZ0aBc"],"maxLength":128},"name":{"type":["string","null"],"description":"What the key is for.","maxLength":200},"prefix":{"type":"string","description":"The first characters after `dqr_`, to tell keys apart.","minLength":1,"maxLength":8},"scopes":{"type":"array","description":"What the key may do.","items":{"$ref":"#/definitions/Scope"},"maxItems":3},"createdAt":{"type":"string","format":"date-time","description":"Creation time, ISO 8601 in UTC.","maxLength":64},"lastUsedAt":{"type":["string","null"],"format":"date-time","description":"When the key was last used (recorded at most once a minute); `null` if never.","maxLength":64},"expiresAt":{"type":["string","null"],"format":"date-time","description":"When the key stops working; `null` if never.","maxLength":64},"revokedAt":{"type":["string","null"],"format":"date-time","description":"When the key was revoked; `null` while it is not.","maxLength":64}}},"ApiKeyList":{"type":"object","description":"The account's API keys, newest first.","required":["success","data"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."},"data":{"type":"array","description":"The keys, newest first, revoked ones included.","items":{"$ref":"#/definitions/ApiKey"},"maxItems":1000}}},"CreateApiKeyRequest":{"type":"object","description":"A new API key. Unknown fields are refused.","required":["name"],"additionalProperties":false,"properties":{"name":{"type":"string","description":"What the key is for, 1–100 characters.","minLength":1,"maxLength":100},"scopes":{"type":"array","description":"What the key may do; default `[\"qrcodes:write\"]`.","minItems":1,"maxItems":3,"uniqueItems":true,"items":{"$ref":"#/definitions/Scope"}},"expiresAt":{"type":"string","format":"date-time","description":"When the key stops working, in the future (ISO 8601).","maxLength":64}}},"CreatedApiKeyResponse":{"description":"A new key, with the secret `key` shown this once.","allOf":[{"type":"object","required":["success","key"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."},"key":{"type":"string","description":"The API key. Store it now; it cannot be shown again.","pattern":"^dqr_[0-9A-Za-z]{32,128}$","maxLength":128}}},{"$ref":"#/definitions/ApiKey"}]},"ErrorCode":{"type":"string","description":"A stable, machine-readable error code:\n\n| status | error | when |\n|---|---|---|\n| 400 | INVALID_REQUEST | the request is invalid, e.g. `targetUrl` missing |\n| 401 | UNAUTHORIZED | the API key is invalid or missing |\n| 403 | FORBIDDEN | the key lacks the scope the operation needs |\n| 404 | NOT_FOUND | the QR code (or API key) does not exist for this account |\n| 409 | CONFLICT | the custom short id is taken, the asset or template is in use, or a request with the same `Idempotency-Key` is still running |\n| 409 | LIMIT_REACHED | the account holds as many of something (codes, assets, style templates, API keys, webhook endpoints, custom domains) as its cap allows; the message names the cap's variable |\n| 412 | PRECONDITION_FAILED | `If-Match` names none of the code's current ETag |\n| 413 | PAYLOAD_TOO_LARGE | the body is larger than 16 KiB |\n| 415 | UNSUPPORTED_MEDIA_TYPE | the body is not `application/json` |\n| 422 | IDEMPOTENCY_KEY_REUSED | the `Idempotency-Key` was used with another request |\n| 422 | UNSCANNABLE | the styling does not decode; the details name the option to change |\n| 422 | DOMAIN_NOT_VERIFIED | the custom domain's TXT record was not found (verify), or a code names a domain still pending |\n| 429 | RATE_LIMITED | too many requests; see `Retry-After` |\n| 500 | INTERNAL_ERROR | the service failed |\n| 503 | SERVICE_UNAVAILABLE | the store cannot commit right now; nothing changed, see `Retry-After` |\n","enum":["INVALID_REQUEST","UNAUTHORIZED","FORBIDDEN","NOT_FOUND","CONFLICT","LIMIT_REACHED","PRECONDITION_FAILED","PAYLOAD_TOO_LARGE","UNSUPPORTED_MEDIA_TYPE","IDEMPOTENCY_KEY_REUSED","UNSCANNABLE","DOMAIN_NOT_VERIFIED","RATE_LIMITED","INTERNAL_ERROR","SERVICE_UNAVAILABLE"]},"Error":{"type":"object","description":"The body of every error response.","required":["error","message"],"properties":{"error":{"$ref":"#/definitions/ErrorCode"},"message":{"type":"string","description":"Human-readable text; the documented cases keep their exact words.","maxLength":2000},"details":{"type":"array","description":"On validation errors, every problem found, by field.","items":{"$ref":"#/definitions/ErrorDetail"},"maxItems":100},"requestId":{"type":"string","description":"The id of the request, as in the `x-request-id` header.","maxLength":128}}},"ErrorDetail":{"type":"object","description":"One validation problem.","required":["field","message"],"properties":{"field":{"type":"string","description":"The offending field as a dotted path (`qrCodeOptions.width`), or the query parameter.","maxLength":200},"message":{"type":"string","description":"What is wrong with it.","maxLength":2000}}},"Health":{"type":"object","description":"The state of the process and its store.","required":["status"],"properties":{"status":{"$ref":"#/definitions/HealthStatus"},"store":{"$ref":"#/definitions/StoreKind"}}},"HealthStatus":{"type":"string","description":"`ok` when up (and, for readiness, when the store answers).","enum":["ok","unavailable"],"examples":["ok"]},"StoreKind":{"type":"string","description":"The kind of store, on the readiness probe.","enum":["sqlite","memory","postgres"],"examples":["sqlite"]}}};
const schema148 = {"type":"object","description":"A hostname to add. Unknown fields are refused.","required":["hostname"],"additionalProperties":false,"properties":{"hostname":{"$ref":"#/definitions/Hostname"}}};

function validate83(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.hostname === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "hostname"},message:"must have required property '"+"hostname"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(key0 === "hostname")){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.hostname !== undefined){
let data0 = data.hostname;
if(typeof data0 === "string"){
if(func3(data0) > 253){
const err2 = {instancePath:instancePath+"/hostname",schemaPath:"#/definitions/Hostname/maxLength",keyword:"maxLength",params:{limit: 253},message:"must NOT have more than 253 characters"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(func3(data0) < 1){
const err3 = {instancePath:instancePath+"/hostname",schemaPath:"#/definitions/Hostname/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/hostname",schemaPath:"#/definitions/Hostname/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
else {
const err5 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
validate83.errors = vErrors;
return errors === 0;
}


function validate82(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(!(validate83(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate83.errors : vErrors.concat(validate83.errors);
errors = vErrors.length;
}
validate82.errors = vErrors;
return errors === 0;
}

export const validateUpdateDomainBody = validate85;
const schema150 = {"$ref":"#/definitions/UpdateDomainRequest","definitions":{"WebhookEventType":{"type":"string","description":"What happened to a QR code: created, updated (target or options changed), deleted,\nor deactivated (its expiry passed or its scan limit was reached).\n","enum":["qrcode.created","qrcode.updated","qrcode.deleted","qrcode.deactivated"]},"CreateWebhookRequest":{"type":"object","additionalProperties":false,"required":["url","events"],"properties":{"url":{"type":"string","minLength":1,"maxLength":2048,"description":"Where events are POSTed; `http:` or `https:`, on a public address."},"events":{"type":"array","description":"The event types to send; at least one, no repeats.","minItems":1,"maxItems":4,"uniqueItems":true,"items":{"$ref":"#/definitions/WebhookEventType"}},"description":{"type":"string","maxLength":200,"description":"A note for people, shown in the list."}}},"Webhook":{"type":"object","description":"A webhook endpoint, without its secret.","required":["id","url","events","description","createdAt","disabledAt"],"properties":{"id":{"type":"string","description":"The endpoint's id.","maxLength":128},"url":{"type":"string","description":"Where events are POSTed.","maxLength":2048},"events":{"type":"array","description":"The event types sent to it.","items":{"$ref":"#/definitions/WebhookEventType"},"maxItems":4},"description":{"type":["string","null"],"description":"The note given at creation.","maxLength":500},"createdAt":{"type":"string","format":"date-time","description":"When it was registered.","maxLength":64},"disabledAt":{"type":["string","null"],"format":"date-time","description":"When it was disabled after 24 hours of failed deliveries; null while active.","maxLength":64},"disabledReason":{"type":"string","const":"webhook.disabled","description":"Present on a disabled endpoint."}}},"CreatedWebhookResponse":{"description":"A new endpoint, with its secret (shown this once).","allOf":[{"type":"object","required":["success","secret"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."},"secret":{"type":"string","description":"`whsec_` + base64 of the key bytes. Sign checks use the decoded bytes.","maxLength":128}}},{"$ref":"#/definitions/Webhook"}]},"WebhookList":{"type":"object","description":"The account's webhook endpoints.","required":["success","data"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."},"data":{"type":"array","description":"The endpoints, newest first.","items":{"$ref":"#/definitions/Webhook"},"maxItems":1000}}},"WebhookDelivery":{"type":"object","description":"One event's delivery to one endpoint.","required":["eventId","type","status","attempts","lastStatus","lastError","nextAttemptAt","createdAt"],"properties":{"eventId":{"type":"string","description":"The event id, sent as `webhook-id`; the same on every attempt.","maxLength":128},"type":{"$ref":"#/definitions/WebhookEventType"},"status":{"$ref":"#/definitions/WebhookDeliveryStatus"},"attempts":{"type":"integer","minimum":0,"description":"Attempts made so far.","format":"int32","maximum":10000},"lastStatus":{"type":["integer","null"],"description":"The HTTP status of the last attempt; null when none came back.","format":"int32","minimum":0,"maximum":599},"lastError":{"type":["string","null"],"description":"Why the last attempt failed, in words; null after a success.","maxLength":2000},"nextAttemptAt":{"type":["string","null"],"format":"date-time","description":"When the next attempt is due; null once delivered or given up.","maxLength":64},"createdAt":{"type":"string","format":"date-time","description":"When the event happened.","maxLength":64}}},"WebhookDeliveryStatus":{"type":"string","description":"pending (not yet delivered), delivered (a 2xx came back) or failed (given up after 24 hours, or the endpoint was disabled).","enum":["pending","delivered","failed"]},"WebhookDeliveryList":{"type":"object","description":"An endpoint's latest deliveries.","required":["success","data"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."},"data":{"type":"array","description":"Latest first.","items":{"$ref":"#/definitions/WebhookDelivery"},"maxItems":1000}}},"WebhookEvent":{"type":"object","description":"The body POSTed to an endpoint. Headers: `webhook-id` (= `id`), `webhook-timestamp`\n(Unix seconds) and `webhook-signature` (`v1,` + base64 HMAC-SHA256 of\n`id.timestamp.body` keyed with the secret's decoded bytes).\n","required":["id","type","createdAt","data"],"properties":{"id":{"type":"string","description":"The event id; the same on every attempt, so receivers can de-duplicate.","maxLength":128},"type":{"$ref":"#/definitions/WebhookEventType"},"createdAt":{"type":"string","format":"date-time","description":"When the change happened.","maxLength":64},"data":{"$ref":"#/definitions/QrCode"}}},"ShortId":{"type":"string","description":"The short identifier of a QR code; case-sensitive.","minLength":3,"maxLength":64,"pattern":"^[A-Za-z0-9_-]+$","examples":["aZ3kP9qX"]},"CustomShortId":{"type":"string","description":"A caller-chosen short id: 3–64 characters of `[A-Za-z0-9_-]`. Reserved words\n(case-insensitively: api, qrcode, docs, health, healthz, readyz, metrics, static,\nassets, keys, dashboard, login, admin, favicon.ico, robots.txt, .well-known,\nopenapi.json, openapi.yaml, bulk, export) are refused with `400`; an id in use or used before with\n`409`.\n","minLength":3,"maxLength":64,"pattern":"^[A-Za-z0-9_-]+$","examples":["spring-sale"]},"TargetUrl":{"type":"string","format":"uri","description":"The URL the short link redirects to: absolute `http:` or `https:`, at most 2048\ncharacters, without user-info or control characters, and not on the service's own\nshort-link host. Stored and returned in normalised form.\n","minLength":1,"maxLength":2048,"pattern":"^[Hh][Tt][Tt][Pp][Ss]?://","examples":["https://example.com/menu"]},"HexColor":{"type":"string","description":"A colour in hex form `#RRGGBB`; stored in lower case.","pattern":"^#[0-9A-Fa-f]{6}$","examples":["#1a2b3c"],"maxLength":7},"DotType":{"type":"string","description":"The shape of the dots, as the qr-code-styling library names them.","enum":["square","dots","rounded","extra-rounded","classy","classy-rounded"],"examples":["rounded"]},"Size":{"type":"integer","description":"A size in pixels, 64 to 4096.","minimum":64,"maximum":4096,"examples":[300],"format":"int32"},"QrCodeOptions":{"type":"object","description":"Styling options, named as in the qr-code-styling library. Every field is optional;\na missing field takes its default (300 × 300 px, square black dots on white, square\ncorners in the dots' colour, no margin, error correction Q, or H with an `image`).\n\n`image` puts an uploaded asset (`POST /assets`) in the centre; `gradient` on the dots,\ncorners or background replaces that part's `color`; `frameOptions` draws a frame with a\ncall to action. Every stop of a gradient keeps the contrast rule below.\n\nThe scan guard: before a style is stored the server renders it and decodes it with a QR\ndecoder at its own size (at most 1024 px a side); one that does not decode is refused with\n`422 UNSCANNABLE`, naming the option to change.\n\nThe dots must be darker than the background, with a contrast ratio of at least 3:1\n(WCAG's ratio for graphical objects): light-on-dark codes do not scan with common\ndecoders, and faint ones fail on paper and in glare. Other pairs are refused with `400`\nnaming the colour (`qrCodeOptions.dotsOptions.color`, or a corner colour).\n","additionalProperties":false,"properties":{"width":{"$ref":"#/definitions/Size"},"height":{"$ref":"#/definitions/Size"},"dotsOptions":{"type":"object","description":"The data dots.","additionalProperties":false,"properties":{"type":{"$ref":"#/definitions/DotType"},"color":{"$ref":"#/definitions/HexColor"},"gradient":{"$ref":"#/definitions/Gradient"}}},"backgroundOptions":{"type":"object","description":"The background.","additionalProperties":false,"properties":{"color":{"$ref":"#/definitions/HexColor"},"gradient":{"$ref":"#/definitions/Gradient"}}},"cornersSquareOptions":{"type":"object","description":"The three big squares in the corners (the finder patterns' outer rings).","additionalProperties":false,"properties":{"type":{"$ref":"#/definitions/CornerSquareType"},"color":{"$ref":"#/definitions/HexColor"},"gradient":{"$ref":"#/definitions/Gradient"}}},"cornersDotOptions":{"type":"object","description":"The dots inside the three corner squares.","additionalProperties":false,"properties":{"type":{"$ref":"#/definitions/CornerDotType"},"color":{"$ref":"#/definitions/HexColor"},"gradient":{"$ref":"#/definitions/Gradient"}}},"margin":{"$ref":"#/definitions/Margin"},"qrOptions":{"type":"object","description":"Options of the QR symbol itself.","additionalProperties":false,"properties":{"errorCorrectionLevel":{"$ref":"#/definitions/ErrorCorrectionLevel"}}},"image":{"$ref":"#/definitions/AssetId"},"imageOptions":{"$ref":"#/definitions/ImageOptions"},"frameOptions":{"$ref":"#/definitions/FrameOptions"}}},"Gradient":{"type":"object","description":"A colour gradient over the whole code (qr-code-styling's form). It replaces the part's\n`color`; every stop must keep the contrast rule against every background colour.\n","required":["colorStops"],"additionalProperties":false,"properties":{"type":{"$ref":"#/definitions/GradientType"},"rotation":{"type":"number","description":"The angle of a linear gradient in radians, clockwise from left-to-right; default 0.","minimum":-6.2832,"maximum":6.2832},"colorStops":{"type":"array","description":"Two to five stops, in order of offset.","minItems":2,"maxItems":5,"items":{"$ref":"#/definitions/ColorStop"}}}},"GradientType":{"type":"string","description":"A linear gradient along `rotation`, or a radial one from the centre. Default `linear`.","enum":["linear","radial"],"examples":["radial"]},"ColorStop":{"type":"object","description":"One colour of a gradient and where it falls, 0 (start or centre) to 1 (end or edge).","required":["offset","color"],"additionalProperties":false,"properties":{"offset":{"type":"number","minimum":0,"maximum":1},"color":{"$ref":"#/definitions/HexColor"}}},"ImageSize":{"type":"number","description":"The image's size as a share of the code's side, 0.1 to 0.5, default 0.4. A logo that hides\nmore modules than the error correction restores is refused by the scan guard\n(`422 UNSCANNABLE`); a square logo at 0.5 usually is.\n","minimum":0.1,"maximum":0.5,"examples":[0.4]},"ImageMargin":{"type":"integer","description":"Empty space around the image in pixels, 0 to 64, default 0.","minimum":0,"maximum":64,"examples":[4],"format":"int32"},"ImageOptions":{"type":"object","description":"How the `image` sits in the code (qr-code-styling's names).","additionalProperties":false,"properties":{"imageSize":{"$ref":"#/definitions/ImageSize"},"margin":{"$ref":"#/definitions/ImageMargin"},"hideBackgroundDots":{"type":"boolean","description":"Clear the dots under the image; default `true`."}}},"FrameType":{"type":"string","description":"`box`: a border with the text under the code; `banner`: a border and a band of the\nframe's colour under the code with the text on it. Default `none`.\n","enum":["none","box","banner"],"examples":["banner"]},"FrameText":{"type":"string","description":"The call to action, at most 24 characters of Latin-1 (the frame font's); default `SCAN ME`.","maxLength":24,"pattern":"^[ -~\\u00A0-\\u00FF]*$","examples":["SCAN ME"]},"FrameOptions":{"type":"object","description":"A frame around the code with a call to action, drawn in SVG, PNG and PDF alike.","additionalProperties":false,"properties":{"type":{"$ref":"#/definitions/FrameType"},"text":{"$ref":"#/definitions/FrameText"},"color":{"$ref":"#/definitions/HexColor"},"textColor":{"$ref":"#/definitions/HexColor"}}},"AssetId":{"type":"string","description":"An uploaded image of the account (`ast_` and 16 hex characters); an id that is not one of the account's is refused with `400`.","pattern":"^ast_[0-9a-f]{16}$","maxLength":20,"examples":["ast_3f9a2c7d1e8b4c60"]},"AssetContentType":{"type":"string","description":"The type of an uploaded image.","enum":["image/png","image/jpeg","image/svg+xml"]},"Asset":{"type":"object","description":"An uploaded image, without its bytes.","required":["id","contentType","width","height","bytes","createdAt"],"properties":{"id":{"$ref":"#/definitions/AssetId"},"contentType":{"$ref":"#/definitions/AssetContentType"},"width":{"type":"integer","format":"int32","description":"Its width in pixels (an SVG's in user units), read from the image.","minimum":1,"maximum":1000000},"height":{"type":"integer","format":"int32","description":"Its height in pixels (an SVG's in user units), read from the image.","minimum":1,"maximum":1000000},"bytes":{"type":"integer","format":"int32","description":"Its size as stored (an SVG after sanitising).","minimum":1,"maximum":524288},"createdAt":{"type":"string","format":"date-time","description":"When it was uploaded.","maxLength":64}}},"AssetResponse":{"description":"One asset.","allOf":[{"type":"object","required":["success"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."}}},{"$ref":"#/definitions/Asset"}]},"AssetList":{"type":"object","description":"The account's assets.","required":["success","data"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."},"data":{"type":"array","description":"The assets, newest first.","items":{"$ref":"#/definitions/Asset"},"maxItems":1000}}},"StyleId":{"type":"string","description":"A style template of the account (`sty_` and 16 hex characters).","pattern":"^sty_[0-9a-f]{16}$","maxLength":20,"examples":["sty_5c1e9a7b3d2f4e80"]},"StyleRef":{"type":["string","null"],"description":"The style template the code is drawn with (`sty_` and 16 hex characters), instead of\noptions of its own; `null`: none. An id that is not one of the account's templates is\nrefused with `400`. A request may carry `styleId` or `qrCodeOptions`, not both (`400`).\nOn update, `null` detaches the code and keeps the template's options as its own.\n","pattern":"^sty_[0-9a-f]{16}$","maxLength":20},"StyleName":{"type":"string","description":"What the account calls the template; 1–100 characters, no control characters.","minLength":1,"maxLength":100,"pattern":"^[^\\u0000-\\u001F\\u007F]+$"},"Style":{"type":"object","description":"A named set of styling options that the account's codes share.","required":["id","name","qrCodeOptions","createdAt","updatedAt"],"properties":{"id":{"$ref":"#/definitions/StyleId"},"name":{"$ref":"#/definitions/StyleName"},"qrCodeOptions":{"$ref":"#/definitions/ResolvedQrCodeOptions"},"createdAt":{"type":"string","format":"date-time","description":"When it was created.","maxLength":64},"updatedAt":{"type":"string","format":"date-time","description":"When it was last replaced; equal to `createdAt` on creation.","maxLength":64}}},"StyleResponse":{"description":"One style template.","allOf":[{"type":"object","required":["success"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."}}},{"$ref":"#/definitions/Style"}]},"StyleList":{"type":"object","description":"A page of the account's style templates.","required":["success","data","pagination"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."},"data":{"type":"array","description":"The templates of this page, oldest first.","items":{"$ref":"#/definitions/Style"},"maxItems":100},"pagination":{"$ref":"#/definitions/Pagination"}}},"CreateStyleRequest":{"type":"object","description":"A new style template. Unknown fields are refused.","required":["name","qrCodeOptions"],"additionalProperties":false,"properties":{"name":{"$ref":"#/definitions/StyleName"},"qrCodeOptions":{"$ref":"#/definitions/QrCodeOptions"}}},"UpdateStyleRequest":{"type":"object","description":"The template's new name and options, replacing the stored ones. Unknown fields are refused.","required":["name","qrCodeOptions"],"additionalProperties":false,"properties":{"name":{"$ref":"#/definitions/StyleName"},"qrCodeOptions":{"$ref":"#/definitions/QrCodeOptions"}}},"CornerSquareType":{"type":"string","description":"The shape of the corner squares, as qr-code-styling names them. Default `square`.\nqr-code-styling's `dot` rings are not offered: circular finder rings failed to decode in\nour scan tests at several sizes, and every image dynqr serves must scan.\n","enum":["square","extra-rounded"],"examples":["extra-rounded"]},"CornerDotType":{"type":"string","description":"The shape of the dots inside the corner squares. Default `square`.","enum":["square","dot"],"examples":["dot"]},"Margin":{"type":"integer","description":"Empty space around the code in pixels, 0 to 512, default 0. A quiet zone of 4 modules is\nalways kept inside it, so a code scans with any margin.\n","minimum":0,"maximum":512,"examples":[16],"format":"int32"},"ErrorCorrectionLevel":{"type":"string","description":"How much of the symbol may be damaged and still read: L 7 %, M 15 %, Q 25 % (default, as\nin qr-code-styling), H 30 %. Higher levels make denser codes.\n","enum":["L","M","Q","H"],"examples":["Q"]},"ResolvedQrCodeOptions":{"type":"object","description":"The stored styling options with every default filled in.","required":["width","height","dotsOptions","backgroundOptions","cornersSquareOptions","cornersDotOptions","margin","qrOptions"],"properties":{"cornersSquareOptions":{"type":"object","required":["type","color"],"properties":{"type":{"$ref":"#/definitions/CornerSquareType"},"color":{"$ref":"#/definitions/HexColor"},"gradient":{"$ref":"#/definitions/Gradient"}}},"cornersDotOptions":{"type":"object","required":["type","color"],"properties":{"type":{"$ref":"#/definitions/CornerDotType"},"color":{"$ref":"#/definitions/HexColor"},"gradient":{"$ref":"#/definitions/Gradient"}}},"margin":{"$ref":"#/definitions/Margin"},"qrOptions":{"type":"object","required":["errorCorrectionLevel"],"properties":{"errorCorrectionLevel":{"$ref":"#/definitions/ErrorCorrectionLevel"}}},"width":{"$ref":"#/definitions/Size"},"height":{"$ref":"#/definitions/Size"},"dotsOptions":{"type":"object","required":["type","color"],"properties":{"type":{"$ref":"#/definitions/DotType"},"color":{"$ref":"#/definitions/HexColor"},"gradient":{"$ref":"#/definitions/Gradient"}}},"backgroundOptions":{"type":"object","required":["color"],"properties":{"color":{"$ref":"#/definitions/HexColor"},"gradient":{"$ref":"#/definitions/Gradient"}}},"image":{"$ref":"#/definitions/AssetId"},"imageOptions":{"type":"object","description":"Present with an `image`, every default filled in.","required":["imageSize","margin","hideBackgroundDots"],"properties":{"imageSize":{"$ref":"#/definitions/ImageSize"},"margin":{"$ref":"#/definitions/ImageMargin"},"hideBackgroundDots":{"type":"boolean","description":"Whether the dots under the image are cleared."}}},"frameOptions":{"type":"object","description":"Present when a frame is drawn, every default filled in.","required":["type","text","color","textColor"],"properties":{"type":{"$ref":"#/definitions/FrameType"},"text":{"$ref":"#/definitions/FrameText"},"color":{"$ref":"#/definitions/HexColor"},"textColor":{"$ref":"#/definitions/HexColor"}}}}},"DomainId":{"type":"string","description":"The id of a custom domain (`dom_` and 16 hex characters).","pattern":"^dom_[0-9a-f]{16}$","maxLength":20,"examples":["dom_4f9c2a7d1e8b3c60"]},"Hostname":{"type":"string","description":"A DNS name, lower case, without a trailing dot or port: not an IP address, not\n`localhost` or a name under it, not the server's own host.\n","minLength":1,"maxLength":253,"examples":["menu.example.com"]},"DomainStatus":{"type":"string","description":"`pending` until its TXT record was seen, then `verified`.","enum":["pending","verified"],"examples":["verified"]},"DomainRedirectUrl":{"type":["string","null"],"format":"uri","maxLength":2048,"description":"An `http:` or `https:` URL, or `null` (a `404`).","examples":["https://example.com/"]},"CreateDomainRequest":{"type":"object","description":"A hostname to add. Unknown fields are refused.","required":["hostname"],"additionalProperties":false,"properties":{"hostname":{"$ref":"#/definitions/Hostname"}}},"UpdateDomainRequest":{"type":"object","description":"The redirects to change. Unknown fields (the hostname among them) are refused.","additionalProperties":false,"properties":{"rootRedirectUrl":{"$ref":"#/definitions/DomainRedirectUrl"},"notFoundUrl":{"$ref":"#/definitions/DomainRedirectUrl"}}},"DomainVerification":{"type":"object","description":"The DNS record that proves the hostname is the account's.","required":["type","name","value"],"properties":{"type":{"type":"string","const":"TXT","description":"Always a TXT record."},"name":{"type":"string","description":"The record's name, `_dynqr.<hostname>`.","maxLength":300},"value":{"type":"string","description":"The record's value, `dynqr-verify=<token>`.","maxLength":100}}},"Domain":{"type":"object","description":"A custom domain of the account.","required":["id","hostname","status","verification","rootRedirectUrl","notFoundUrl","createdAt","verifiedAt"],"properties":{"id":{"$ref":"#/definitions/DomainId"},"hostname":{"$ref":"#/definitions/Hostname"},"status":{"$ref":"#/definitions/DomainStatus"},"verification":{"$ref":"#/definitions/DomainVerification"},"rootRedirectUrl":{"$ref":"#/definitions/DomainRedirectUrl"},"notFoundUrl":{"$ref":"#/definitions/DomainRedirectUrl"},"createdAt":{"type":"string","format":"date-time","description":"When it was added.","maxLength":64},"verifiedAt":{"type":["string","null"],"format":"date-time","description":"When its record was first seen; `null` while pending.","maxLength":64}}},"DomainResponse":{"description":"A domain, as every answer about one carries it.","allOf":[{"type":"object","required":["success"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true`."}}},{"$ref":"#/definitions/Domain"}]},"DomainList":{"type":"object","description":"The account's domains.","required":["success","data"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true`."},"data":{"type":"array","description":"The domains, oldest first.","maxItems":1000,"items":{"$ref":"#/definitions/Domain"}}}},"TlsAllowed":{"type":"object","description":"The name is a verified custom domain.","required":["domain","allowed"],"properties":{"domain":{"type":"string","description":"The name asked about.","maxLength":253},"allowed":{"type":"boolean","const":true,"description":"Always `true` (a name not allowed is `404`)."}}},"CreateQrCodeRequest":{"type":"object","description":"The fields of a new QR code. Unknown fields are refused.","required":["targetUrl"],"additionalProperties":false,"properties":{"targetUrl":{"$ref":"#/definitions/TargetUrl"},"customShortId":{"$ref":"#/definitions/CustomShortId"},"qrCodeOptions":{"$ref":"#/definitions/QrCodeOptions"},"expiresAt":{"$ref":"#/definitions/ExpiresAt"},"maxScans":{"$ref":"#/definitions/MaxScans"},"fallbackUrl":{"$ref":"#/definitions/FallbackUrl"},"active":{"type":"boolean","description":"Whether the short link sends scanners to the target; `false` sends them to\n`fallbackUrl` or a `410` page. Defaults to `true`.\n"},"title":{"$ref":"#/definitions/Title"},"styleId":{"$ref":"#/definitions/StyleRef"},"scanLimitCounts":{"$ref":"#/definitions/ScanLimitCounts"},"domain":{"$ref":"#/definitions/Hostname","description":"A verified custom domain of the account (`GET /domains`) to serve the code on: its\n`qrCodeUrl` is then `https://<domain>/<shortId>`, answered on that host only. Fixed\nat creation: an update (`PUT`) naming `domain` is `400 INVALID_REQUEST` (an unknown field),\nso printed codes never break. A hostname that is not the account's is `400`; one\nstill pending is `422 DOMAIN_NOT_VERIFIED`.\n"}}},"UpdateQrCodeRequest":{"type":"object","description":"The fields to change. Unknown fields, and `shortId`, `views`, `createdAt`, are refused.\n`null` clears `expiresAt`, `maxScans`, `fallbackUrl` or `title`.\n","additionalProperties":false,"properties":{"targetUrl":{"$ref":"#/definitions/TargetUrl"},"qrCodeOptions":{"$ref":"#/definitions/QrCodeOptions"},"expiresAt":{"$ref":"#/definitions/ExpiresAt"},"maxScans":{"$ref":"#/definitions/MaxScans"},"fallbackUrl":{"$ref":"#/definitions/FallbackUrl"},"active":{"type":"boolean","description":"Whether the short link sends scanners to the target; `false` sends them to\n`fallbackUrl` or a `410` page. Defaults to `true`.\n"},"title":{"$ref":"#/definitions/Title"},"styleId":{"$ref":"#/definitions/StyleRef"},"scanLimitCounts":{"$ref":"#/definitions/ScanLimitCounts"}}},"QrCode":{"type":"object","description":"A dynamic QR code.","required":["shortId","qrCodeUrl","editUrl","targetUrl","views","qrCodeOptions","createdAt","updatedAt","expiresAt","maxScans","fallbackUrl","active","title","styleId","scanLimitCounts"],"properties":{"shortId":{"$ref":"#/definitions/ShortId"},"qrCodeUrl":{"type":"string","format":"uri","description":"The public short link, `{site_url}/<shortId>` (`https://<domain>/<shortId>` on a custom domain); the text the QR code encodes.","maxLength":2048},"editUrl":{"type":"string","format":"uri","description":"The edit page, `{site_url}/qrcode/edit/<shortId>`.","maxLength":2048},"targetUrl":{"type":"string","format":"uri","description":"Where the short link redirects now.","maxLength":2048},"views":{"type":"integer","minimum":0,"description":"Human scans of the short link: `GET` requests that were redirected, not `HEAD`,\nprefetches, bots or link previewers. `0` on a new code.\n","format":"int64","maximum":9007199254740991},"qrCodeOptions":{"$ref":"#/definitions/ResolvedQrCodeOptions"},"createdAt":{"type":"string","format":"date-time","description":"Creation time, ISO 8601 in UTC with milliseconds.","maxLength":64},"updatedAt":{"type":"string","format":"date-time","description":"Last time the target, styling or a lifecycle field changed; equal to `createdAt`\non creation.\n","maxLength":64},"expiresAt":{"$ref":"#/definitions/ExpiresAt"},"maxScans":{"$ref":"#/definitions/MaxScans"},"fallbackUrl":{"$ref":"#/definitions/FallbackUrl"},"active":{"type":"boolean","description":"Whether the owner has the code switched on (`true` unless set to `false`)."},"title":{"$ref":"#/definitions/Title"},"styleId":{"$ref":"#/definitions/StyleRef"},"scanLimitCounts":{"$ref":"#/definitions/ScanLimitCounts"},"domain":{"type":["string","null"],"description":"The custom domain the code is served on (its `qrCodeUrl` is `https://<domain>/<shortId>`),\nfixed at creation. Absent (or `null`) on a code served on the site's own address.\n","maxLength":253}}},"ScanLimitCounts":{"type":"string","description":"What `maxScans` counts. `views` (the default): every view. `uniqueViews`: the code's\nunique views over its life (the sum of its daily unique views, see `getQrCodeStats`), so\nthat one person reloading the code does not use it up; the code is used up when they\nreach `maxScans`, and from then on every scan goes to `fallbackUrl` or a `410` page.\nExact under concurrent scans.\n","enum":["views","uniqueViews"]},"Title":{"type":["string","null"],"description":"What the owner calls the code (\"Menu — table tent 4\"): shown in the dashboard and\nmatched by the list's `q`. 1–200 characters, no control characters; `null`: no title\n(on create, leaving it out is the same; on update, `null` removes it).\n","minLength":1,"maxLength":200,"pattern":"^[^\\u0000-\\u001F\\u007F]+$","examples":["Menu — table tent 4"]},"ExpiresAt":{"type":["string","null"],"format":"date-time","description":"When the code stops sending scanners to its target, ISO 8601 (stored in UTC with\nmilliseconds). From that instant on, scans go to `fallbackUrl` or a `410` page.\n`null`: never.\n","examples":["2026-12-31T23:00:00.000Z"],"maxLength":64},"MaxScans":{"type":["integer","null"],"minimum":1,"maximum":1000000000,"description":"The number of human views (or, with `scanLimitCounts: uniqueViews`, unique views) after\nwhich the code stops sending scanners to its target.\nThe scan that reaches the limit is still a view and still goes to the target; later\nones go to `fallbackUrl` or a `410` page and count as fallback hits. Exact under\nconcurrent scans. `null`: no limit.\n","examples":[100],"format":"int64"},"FallbackUrl":{"type":["string","null"],"format":"uri","description":"Where scanners go when the code is inactive, expired or at its `maxScans`; the same\nrules as `targetUrl`. `null`: such scans get a `410` page saying the code is no\nlonger active.\n","minLength":1,"maxLength":2048,"pattern":"^[Hh][Tt][Tt][Pp][Ss]?://","examples":["https://example.com/offer-ended"]},"BulkCreateRequest":{"type":"object","description":"Up to 100 QR codes to create. Each item is a create body (see `createQrCode`) and is\nvalidated on its own; only an item that is not a JSON object fails the whole request.\n","required":["items"],"additionalProperties":false,"properties":{"items":{"type":"array","minItems":1,"maxItems":100,"description":"The create bodies, 1 to 100.","items":{"type":"object","description":"A create body, as for `createQrCode`; its fields are checked item by item.","additionalProperties":true}}}},"BulkCreateResult":{"type":"object","description":"The outcome of one bulk item.","required":["index","status"],"properties":{"index":{"type":"integer","minimum":0,"description":"The item's position in the request, from 0.","format":"int32","maximum":99},"status":{"type":"integer","description":"The HTTP status `createQrCode` would have answered for this item (`201`, `400`, `409`, `422` for styling that does not scan).","examples":[201],"format":"int32","minimum":0,"maximum":599},"qrCode":{"$ref":"#/definitions/QrCode"},"error":{"$ref":"#/definitions/Error"}}},"BulkCreateResponse":{"type":"object","description":"One result per item, in the order of the request.","required":["success","data"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true`; each item says whether it succeeded."},"data":{"type":"array","description":"The results, in the order of the request's items.","items":{"$ref":"#/definitions/BulkCreateResult"},"maxItems":100}}},"BulkUpdateRequest":{"type":"object","description":"Up to 100 changes. Each item names a code (`shortId`), may carry `ifMatch` (the code's\n`ETag`, as the `If-Match` header) and the fields of an update body (see `updateQrCode`);\neach is validated on its own.\n","required":["items"],"additionalProperties":false,"properties":{"items":{"type":"array","minItems":1,"maxItems":100,"description":"The changes, 1 to 100.","items":{"type":"object","description":"`shortId`, optional `ifMatch`, and update fields; checked item by item.","additionalProperties":true}}}},"BulkChangeResult":{"type":"object","description":"The outcome of one item of a bulk change or delete.","required":["index","status"],"properties":{"index":{"type":"integer","minimum":0,"maximum":99,"format":"int32","description":"The item's position in the request, from 0."},"shortId":{"type":"string","maxLength":256,"description":"The code the item named (absent when the item named none)."},"status":{"type":"integer","minimum":0,"maximum":599,"format":"int32","description":"The HTTP status the single-code operation would have answered (`200`, `204`, `400`, `404`, `412`, `422` for styling that does not scan).","examples":[200]},"qrCode":{"$ref":"#/definitions/QrCode"},"error":{"$ref":"#/definitions/Error"}}},"BulkChangeResponse":{"type":"object","description":"One result per item, in the order of the request.","required":["success","data"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true`; each item says whether it succeeded."},"data":{"type":"array","maxItems":100,"description":"The results, in the order of the request's items.","items":{"$ref":"#/definitions/BulkChangeResult"}}}},"StatsInterval":{"type":"string","description":"The width of a stats bucket, in UTC.","enum":["hour","day"],"examples":["day"]},"ScanCounts":{"type":"object","description":"Scans of a short link, by kind.","required":["views","uniqueViews","botHits","fallbackHits"],"properties":{"views":{"type":"integer","minimum":0,"description":"Human scans sent to the target (they count towards `views` and `maxScans`).","format":"int64","maximum":9007199254740991},"uniqueViews":{"type":"integer","minimum":0,"description":"Views whose visitor had not viewed the code earlier that UTC day (at most `views`).","format":"int64","maximum":9007199254740991},"botHits":{"type":"integer","minimum":0,"description":"`HEAD` requests, prefetches, bots and link previewers.","format":"int64","maximum":9007199254740991},"fallbackHits":{"type":"integer","minimum":0,"description":"Human scans of an inactive, expired or exhausted code.","format":"int64","maximum":9007199254740991}}},"StatsBucket":{"description":"The scans of one hour or one day.","allOf":[{"type":"object","required":["start"],"properties":{"start":{"type":"string","format":"date-time","description":"The start of the bucket, UTC.","maxLength":64}}},{"$ref":"#/definitions/ScanCounts"}]},"QrCodeStats":{"type":"object","description":"A code's scans over a time range, bucket by bucket.","required":["success","shortId","interval","from","to","totals","series"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."},"shortId":{"$ref":"#/definitions/ShortId"},"interval":{"$ref":"#/definitions/StatsInterval"},"from":{"type":"string","format":"date-time","description":"The start of the first bucket (the requested `from` rounded down to the interval).","maxLength":64},"to":{"type":"string","format":"date-time","description":"The end of the range (exclusive), as requested.","maxLength":64},"totals":{"$ref":"#/definitions/ScanCounts"},"series":{"type":"array","description":"Every bucket of the range in time order, zeros included.","items":{"$ref":"#/definitions/StatsBucket"},"maxItems":1000},"breakdown":{"$ref":"#/definitions/StatsBreakdown"}}},"AccountStats":{"type":"object","description":"The scans of all an account's codes over a time range, bucket by bucket.","required":["success","interval","from","to","totals","series"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."},"interval":{"$ref":"#/definitions/StatsInterval"},"from":{"type":"string","format":"date-time","description":"The start of the first bucket (the requested `from` rounded down to the interval).","maxLength":64},"to":{"type":"string","format":"date-time","description":"The end of the range (exclusive), as requested.","maxLength":64},"totals":{"$ref":"#/definitions/ScanCounts"},"series":{"type":"array","description":"Every bucket of the range in time order, zeros included.","items":{"$ref":"#/definitions/StatsBucket"},"maxItems":1000},"breakdown":{"$ref":"#/definitions/StatsBreakdown"}}},"StatsBreakdown":{"type":"array","description":"Present only with `groupBy`: the range's views by value, most views first (ties by\nvalue). Their views add up exactly to `totals.views`.\n","items":{"$ref":"#/definitions/StatsBreakdownItem"},"maxItems":100000},"StatsBreakdownItem":{"type":"object","description":"The views of one value of the grouped dimension.","required":["value","views","uniqueViews"],"properties":{"value":{"type":["string","null"],"maxLength":256,"description":"The value: an ISO 3166-1 alpha-2 country code; a device (`mobile`, `tablet`,\n`desktop`, `other`); an OS (`iOS`, `Android`, `Windows`, `macOS`, `Linux`,\n`ChromeOS`, `other`); a browser (`Safari`, `Chrome`, `Firefox`, `Edge`,\n`Samsung Internet`, `Opera`, `other`); a referrer host; a primary language subtag\n(an ISO 639 code; others are unknown); or a `shortId`. `null` when unknown. Per code and day at most 100 distinct referrers\nand 100 distinct languages are kept: later new values of that day count as\n`(other)`, so anonymous scanners cannot grow a code's analytics without bound.\n"},"views":{"type":"integer","minimum":0,"format":"int64","maximum":9007199254740991,"description":"Views with this value."},"uniqueViews":{"type":"integer","minimum":0,"format":"int64","maximum":9007199254740991,"description":"Unique views with this value."}}},"StatsDimension":{"type":"string","description":"A dimension a code's views are grouped by.","enum":["country","device","os","browser","referrer","language"],"examples":["country"]},"AccountStatsDimension":{"type":"string","description":"A dimension the account's views are grouped by; `shortId` gives the top codes, `domain` the views of each custom domain (`null`: the codes on the site's own address).","enum":["country","device","os","browser","referrer","language","shortId","domain"],"examples":["shortId"]},"StatsCsv":{"type":"string","description":"RFC 4180 CSV with a header row: `value,views,uniqueViews` for a breakdown (an empty\nvalue for unknown), else `start,views,uniqueViews,botHits,fallbackHits` per bucket.\nA value that starts with `=`, `+`, `-`, `@`, tab or carriage return is written with a\nleading `'`, so that a spreadsheet never runs it as a formula.\n(Its examples are the operations' own, so that a mock answers each with its own series.)\n","maxLength":100000000},"QrCodeResponse":{"description":"A QR code as a single-object response, with `success` at the top level.","allOf":[{"type":"object","required":["success"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."}}},{"$ref":"#/definitions/QrCode"}]},"QrCodeList":{"type":"object","description":"A page of QR codes.","required":["success","data","pagination"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."},"data":{"type":"array","description":"The QR codes of this page, in the requested order.","items":{"$ref":"#/definitions/QrCode"},"maxItems":100},"pagination":{"$ref":"#/definitions/Pagination"}}},"Pagination":{"type":"object","description":"Where this page stands in the whole list.","required":["total","limit","offset","hasMore"],"properties":{"total":{"type":"integer","minimum":0,"description":"Number of the caller's QR codes in all.","format":"int64","maximum":9007199254740991},"limit":{"type":"integer","minimum":1,"maximum":100,"description":"The page size used.","format":"int32"},"offset":{"type":"integer","minimum":0,"description":"The number of items skipped.","format":"int64","maximum":9007199254740991},"hasMore":{"type":"boolean","description":"Whether items follow this page (`offset + data.length < total`)."}}},"SortField":{"type":"string","description":"A field QR codes can be listed by. Ties are ordered by `shortId`.","enum":["createdAt","updatedAt","views"],"examples":["views"]},"SortOrder":{"type":"string","description":"The direction of an order.","enum":["asc","desc"],"examples":["asc"]},"ImageFormat":{"type":"string","description":"The format of a QR code image.","enum":["svg","png","pdf"],"examples":["png"]},"Scope":{"type":"string","description":"What an API key may do. `qrcodes:read`: read codes, lists and images.\n`qrcodes:write`: everything `qrcodes:read` may, and create, change and delete codes.\n`keys:manage`: list, create and revoke the account's keys.\n","enum":["qrcodes:read","qrcodes:write","keys:manage"],"examples":["qrcodes:read"]},"ApiKey":{"type":"object","description":"An API key as its account holder sees it. Never the key itself or its hash.","required":["id","name","prefix","scopes","createdAt","lastUsedAt","expiresAt","revokedAt"],"properties":{"id":{"type":"string","description":"The key's id, used to revoke it.","pattern":"^key_[0-9A-Za-z]{12}$","examples":["key_8fKq2LmZ0aBc"],"maxLength":128},"name":{"type":["string","null"],"description":"What the key is for.","maxLength":200},"prefix":{"type":"string","description":"The first characters after `dqr_`, to tell keys apart.","minLength":1,"maxLength":8},"scopes":{"type":"array","description":"What the key may do.","items":{"$ref":"#/definitions/Scope"},"maxItems":3},"createdAt":{"type":"string","format":"date-time","description":"Creation time, ISO 8601 in UTC.","maxLength":64},"lastUsedAt":{"type":["string","null"],"format":"date-time","description":"When the key was last used (recorded at most once a minute); `null` if never.","maxLength":64},"expiresAt":{"type":["string","null"],"format":"date-time","description":"When the key stops working; `null` if never.","maxLength":64},"revokedAt":{"type":["string","null"],"format":"date-time","description":"When the key was revoked; `null` while it is not.","maxLength":64}}},"ApiKeyList":{"type":"object","description":"The account's API keys, newest first.","required":["success","data"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."},"data":{"type":"array","description":"The keys, newest first, revoked ones included.","items":{"$ref":"#/definitions/ApiKey"},"maxItems":1000}}},"CreateApiKeyRequest":{"type":"object","description":"A new API key. Unknown fields are refused.","required":["name"],"additionalProperties":false,"properties":{"name":{"type":"string","description":"What the key is for, 1–100 characters.","minLength":1,"maxLength":100},"scopes":{"type":"array","description":"What the key may do; default `[\"qrcodes:write\"]`.","minItems":1,"maxItems":3,"uniqueItems":true,"items":{"$ref":"#/definitions/Scope"}},"expiresAt":{"type":"string","format":"date-time","description":"When the key stops working, in the future (ISO 8601).","maxLength":64}}},"CreatedApiKeyResponse":{"description":"A new key, with the secret `key` shown this once.","allOf":[{"type":"object","required":["success","key"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."},"key":{"type":"string","description":"The API key. Store it now; it cannot be shown again.","pattern":"^dqr_[0-9A-Za-z]{32,128}$","maxLength":128}}},{"$ref":"#/definitions/ApiKey"}]},"ErrorCode":{"type":"string","description":"A stable, machine-readable error code:\n\n| status | error | when |\n|---|---|---|\n| 400 | INVALID_REQUEST | the request is invalid, e.g. `targetUrl` missing |\n| 401 | UNAUTHORIZED | the API key is invalid or missing |\n| 403 | FORBIDDEN | the key lacks the scope the operation needs |\n| 404 | NOT_FOUND | the QR code (or API key) does not exist for this account |\n| 409 | CONFLICT | the custom short id is taken, the asset or template is in use, or a request with the same `Idempotency-Key` is still running |\n| 409 | LIMIT_REACHED | the account holds as many of something (codes, assets, style templates, API keys, webhook endpoints, custom domains) as its cap allows; the message names the cap's variable |\n| 412 | PRECONDITION_FAILED | `If-Match` names none of the code's current ETag |\n| 413 | PAYLOAD_TOO_LARGE | the body is larger than 16 KiB |\n| 415 | UNSUPPORTED_MEDIA_TYPE | the body is not `application/json` |\n| 422 | IDEMPOTENCY_KEY_REUSED | the `Idempotency-Key` was used with another request |\n| 422 | UNSCANNABLE | the styling does not decode; the details name the option to change |\n| 422 | DOMAIN_NOT_VERIFIED | the custom domain's TXT record was not found (verify), or a code names a domain still pending |\n| 429 | RATE_LIMITED | too many requests; see `Retry-After` |\n| 500 | INTERNAL_ERROR | the service failed |\n| 503 | SERVICE_UNAVAILABLE | the store cannot commit right now; nothing changed, see `Retry-After` |\n","enum":["INVALID_REQUEST","UNAUTHORIZED","FORBIDDEN","NOT_FOUND","CONFLICT","LIMIT_REACHED","PRECONDITION_FAILED","PAYLOAD_TOO_LARGE","UNSUPPORTED_MEDIA_TYPE","IDEMPOTENCY_KEY_REUSED","UNSCANNABLE","DOMAIN_NOT_VERIFIED","RATE_LIMITED","INTERNAL_ERROR","SERVICE_UNAVAILABLE"]},"Error":{"type":"object","description":"The body of every error response.","required":["error","message"],"properties":{"error":{"$ref":"#/definitions/ErrorCode"},"message":{"type":"string","description":"Human-readable text; the documented cases keep their exact words.","maxLength":2000},"details":{"type":"array","description":"On validation errors, every problem found, by field.","items":{"$ref":"#/definitions/ErrorDetail"},"maxItems":100},"requestId":{"type":"string","description":"The id of the request, as in the `x-request-id` header.","maxLength":128}}},"ErrorDetail":{"type":"object","description":"One validation problem.","required":["field","message"],"properties":{"field":{"type":"string","description":"The offending field as a dotted path (`qrCodeOptions.width`), or the query parameter.","maxLength":200},"message":{"type":"string","description":"What is wrong with it.","maxLength":2000}}},"Health":{"type":"object","description":"The state of the process and its store.","required":["status"],"properties":{"status":{"$ref":"#/definitions/HealthStatus"},"store":{"$ref":"#/definitions/StoreKind"}}},"HealthStatus":{"type":"string","description":"`ok` when up (and, for readiness, when the store answers).","enum":["ok","unavailable"],"examples":["ok"]},"StoreKind":{"type":"string","description":"The kind of store, on the readiness probe.","enum":["sqlite","memory","postgres"],"examples":["sqlite"]}}};
const schema151 = {"type":"object","description":"The redirects to change. Unknown fields (the hostname among them) are refused.","additionalProperties":false,"properties":{"rootRedirectUrl":{"$ref":"#/definitions/DomainRedirectUrl"},"notFoundUrl":{"$ref":"#/definitions/DomainRedirectUrl"}}};
const schema152 = {"type":["string","null"],"format":"uri","maxLength":2048,"description":"An `http:` or `https:` URL, or `null` (a `404`).","examples":["https://example.com/"]};

function validate86(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!((key0 === "rootRedirectUrl") || (key0 === "notFoundUrl"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.rootRedirectUrl !== undefined){
let data0 = data.rootRedirectUrl;
if((typeof data0 !== "string") && (data0 !== null)){
const err1 = {instancePath:instancePath+"/rootRedirectUrl",schemaPath:"#/definitions/DomainRedirectUrl/type",keyword:"type",params:{type: schema152.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(typeof data0 === "string"){
if(func3(data0) > 2048){
const err2 = {instancePath:instancePath+"/rootRedirectUrl",schemaPath:"#/definitions/DomainRedirectUrl/maxLength",keyword:"maxLength",params:{limit: 2048},message:"must NOT have more than 2048 characters"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
}
if(data.notFoundUrl !== undefined){
let data1 = data.notFoundUrl;
if((typeof data1 !== "string") && (data1 !== null)){
const err3 = {instancePath:instancePath+"/notFoundUrl",schemaPath:"#/definitions/DomainRedirectUrl/type",keyword:"type",params:{type: schema152.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(typeof data1 === "string"){
if(func3(data1) > 2048){
const err4 = {instancePath:instancePath+"/notFoundUrl",schemaPath:"#/definitions/DomainRedirectUrl/maxLength",keyword:"maxLength",params:{limit: 2048},message:"must NOT have more than 2048 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
}
else {
const err5 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
validate86.errors = vErrors;
return errors === 0;
}


function validate85(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(!(validate86(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate86.errors : vErrors.concat(validate86.errors);
errors = vErrors.length;
}
validate85.errors = vErrors;
return errors === 0;
}
