// File generated from openapi.yaml by `npm run generate`. Do not edit.
// @ts-nocheck
import func2Module from "ajv/dist/runtime/ucs2length.js";
export const validateListQrCodesQuery = validate10;
const schema11 = {"type":"object","additionalProperties":false,"properties":{"q":{"type":"string","minLength":1,"maxLength":200},"limit":{"type":"integer","minimum":1,"maximum":100,"default":20},"offset":{"type":"integer","minimum":0,"maximum":1000000000,"default":0},"sort":{"type":"string","description":"A field QR codes can be listed by. Ties are ordered by `shortId`.","enum":["createdAt","updatedAt","views"],"examples":["views"],"default":"createdAt"},"order":{"type":"string","description":"The direction of an order.","enum":["asc","desc"],"examples":["asc"],"default":"desc"}},"required":[],"definitions":{"WebhookEventType":{"type":"string","description":"What happened to a QR code: created, updated (target or options changed), deleted,\nor deactivated (its expiry passed or its scan limit was reached).\n","enum":["qrcode.created","qrcode.updated","qrcode.deleted","qrcode.deactivated"]},"CreateWebhookRequest":{"type":"object","additionalProperties":false,"required":["url","events"],"properties":{"url":{"type":"string","minLength":1,"maxLength":2048,"description":"Where events are POSTed; `http:` or `https:`, on a public address."},"events":{"type":"array","description":"The event types to send; at least one, no repeats.","minItems":1,"maxItems":4,"uniqueItems":true,"items":{"$ref":"#/definitions/WebhookEventType"}},"description":{"type":"string","maxLength":200,"description":"A note for people, shown in the list."}}},"Webhook":{"type":"object","description":"A webhook endpoint, without its secret.","required":["id","url","events","description","createdAt","disabledAt"],"properties":{"id":{"type":"string","description":"The endpoint's id."},"url":{"type":"string","description":"Where events are POSTed."},"events":{"type":"array","description":"The event types sent to it.","items":{"$ref":"#/definitions/WebhookEventType"}},"description":{"type":["string","null"],"description":"The note given at creation."},"createdAt":{"type":"string","format":"date-time","description":"When it was registered."},"disabledAt":{"type":["string","null"],"format":"date-time","description":"When it was disabled after 24 hours of failed deliveries; null while active."},"disabledReason":{"type":"string","const":"webhook.disabled","description":"Present on a disabled endpoint."}}},"CreatedWebhookResponse":{"description":"A new endpoint, with its secret (shown this once).","allOf":[{"type":"object","required":["success","secret"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."},"secret":{"type":"string","description":"`whsec_` + base64 of the key bytes. Sign checks use the decoded bytes."}}},{"$ref":"#/definitions/Webhook"}]},"WebhookList":{"type":"object","description":"The account's webhook endpoints.","required":["success","data"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."},"data":{"type":"array","description":"The endpoints, newest first.","items":{"$ref":"#/definitions/Webhook"}}}},"WebhookDelivery":{"type":"object","description":"One event's delivery to one endpoint.","required":["eventId","type","status","attempts","lastStatus","lastError","nextAttemptAt","createdAt"],"properties":{"eventId":{"type":"string","description":"The event id, sent as `webhook-id`; the same on every attempt."},"type":{"$ref":"#/definitions/WebhookEventType"},"status":{"$ref":"#/definitions/WebhookDeliveryStatus"},"attempts":{"type":"integer","minimum":0,"description":"Attempts made so far."},"lastStatus":{"type":["integer","null"],"description":"The HTTP status of the last attempt; null when none came back."},"lastError":{"type":["string","null"],"description":"Why the last attempt failed, in words; null after a success."},"nextAttemptAt":{"type":["string","null"],"format":"date-time","description":"When the next attempt is due; null once delivered or given up."},"createdAt":{"type":"string","format":"date-time","description":"When the event happened."}}},"WebhookDeliveryStatus":{"type":"string","description":"pending (not yet delivered), delivered (a 2xx came back) or failed (given up after 24 hours, or the endpoint was disabled).","enum":["pending","delivered","failed"]},"WebhookDeliveryList":{"type":"object","description":"An endpoint's latest deliveries.","required":["success","data"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."},"data":{"type":"array","description":"Latest first.","items":{"$ref":"#/definitions/WebhookDelivery"}}}},"WebhookEvent":{"type":"object","description":"The body POSTed to an endpoint. Headers: `webhook-id` (= `id`), `webhook-timestamp`\n(Unix seconds) and `webhook-signature` (`v1,` + base64 HMAC-SHA256 of\n`id.timestamp.body` keyed with the secret's decoded bytes).\n","required":["id","type","createdAt","data"],"properties":{"id":{"type":"string","description":"The event id; the same on every attempt, so receivers can de-duplicate."},"type":{"$ref":"#/definitions/WebhookEventType"},"createdAt":{"type":"string","format":"date-time","description":"When the change happened."},"data":{"$ref":"#/definitions/QrCode"}}},"ShortId":{"type":"string","description":"The short identifier of a QR code; case-sensitive.","minLength":3,"maxLength":64,"pattern":"^[A-Za-z0-9_-]+$","examples":["aZ3kP9qX"]},"CustomShortId":{"type":"string","description":"A caller-chosen short id: 3–64 characters of `[A-Za-z0-9_-]`. Reserved words\n(case-insensitively: api, qrcode, docs, health, healthz, readyz, metrics, static,\nassets, keys, dashboard, login, admin, favicon.ico, robots.txt, .well-known,\nopenapi.json, openapi.yaml) are refused with `400`; an id in use or used before with\n`409`.\n","minLength":3,"maxLength":64,"pattern":"^[A-Za-z0-9_-]+$","examples":["spring-sale"]},"TargetUrl":{"type":"string","format":"uri","description":"The URL the short link redirects to: absolute `http:` or `https:`, at most 2048\ncharacters, without user-info or control characters, and not on the service's own\nshort-link host. Stored and returned in normalised form.\n","minLength":1,"maxLength":2048,"pattern":"^[Hh][Tt][Tt][Pp][Ss]?://","examples":["https://example.com/menu"]},"HexColor":{"type":"string","description":"A colour in hex form `#RRGGBB`; stored in lower case.","pattern":"^#[0-9A-Fa-f]{6}$","examples":["#1a2b3c"]},"DotType":{"type":"string","description":"The shape of the dots, as the qr-code-styling library names them.","enum":["square","dots","rounded","extra-rounded","classy","classy-rounded"],"examples":["rounded"]},"Size":{"type":"integer","description":"A size in pixels, 64 to 4096.","minimum":64,"maximum":4096,"examples":[300]},"QrCodeOptions":{"type":"object","description":"Styling options, named as in the qr-code-styling library. Every field is optional;\na missing field takes its default (300 × 300 px, square black dots on white, square\ncorners in the dots' colour, no margin, error correction Q).\n\nThe dots must be darker than the background, with a contrast ratio of at least 3:1\n(WCAG's ratio for graphical objects): light-on-dark codes do not scan with common\ndecoders, and faint ones fail on paper and in glare. Other pairs are refused with `400`\nnaming the colour (`qrCodeOptions.dotsOptions.color`, or a corner colour).\n","additionalProperties":false,"properties":{"width":{"$ref":"#/definitions/Size"},"height":{"$ref":"#/definitions/Size"},"dotsOptions":{"type":"object","description":"The data dots.","additionalProperties":false,"properties":{"type":{"$ref":"#/definitions/DotType"},"color":{"$ref":"#/definitions/HexColor"}}},"backgroundOptions":{"type":"object","description":"The background.","additionalProperties":false,"properties":{"color":{"$ref":"#/definitions/HexColor"}}},"cornersSquareOptions":{"type":"object","description":"The three big squares in the corners (the finder patterns' outer rings).","additionalProperties":false,"properties":{"type":{"$ref":"#/definitions/CornerSquareType"},"color":{"$ref":"#/definitions/HexColor"}}},"cornersDotOptions":{"type":"object","description":"The dots inside the three corner squares.","additionalProperties":false,"properties":{"type":{"$ref":"#/definitions/CornerDotType"},"color":{"$ref":"#/definitions/HexColor"}}},"margin":{"$ref":"#/definitions/Margin"},"qrOptions":{"type":"object","description":"Options of the QR symbol itself.","additionalProperties":false,"properties":{"errorCorrectionLevel":{"$ref":"#/definitions/ErrorCorrectionLevel"}}}}},"CornerSquareType":{"type":"string","description":"The shape of the corner squares, as qr-code-styling names them. Default `square`.\nqr-code-styling's `dot` rings are not offered: circular finder rings failed to decode in\nour scan tests at several sizes, and every image dynqr serves must scan.\n","enum":["square","extra-rounded"],"examples":["extra-rounded"]},"CornerDotType":{"type":"string","description":"The shape of the dots inside the corner squares. Default `square`.","enum":["square","dot"],"examples":["dot"]},"Margin":{"type":"integer","description":"Empty space around the code in pixels, 0 to 512, default 0. A quiet zone of 4 modules is\nalways kept inside it, so a code scans with any margin.\n","minimum":0,"maximum":512,"examples":[16]},"ErrorCorrectionLevel":{"type":"string","description":"How much of the symbol may be damaged and still read: L 7 %, M 15 %, Q 25 % (default, as\nin qr-code-styling), H 30 %. Higher levels make denser codes.\n","enum":["L","M","Q","H"],"examples":["Q"]},"ResolvedQrCodeOptions":{"type":"object","description":"The stored styling options with every default filled in.","required":["width","height","dotsOptions","backgroundOptions","cornersSquareOptions","cornersDotOptions","margin","qrOptions"],"properties":{"cornersSquareOptions":{"type":"object","required":["type","color"],"properties":{"type":{"$ref":"#/definitions/CornerSquareType"},"color":{"$ref":"#/definitions/HexColor"}}},"cornersDotOptions":{"type":"object","required":["type","color"],"properties":{"type":{"$ref":"#/definitions/CornerDotType"},"color":{"$ref":"#/definitions/HexColor"}}},"margin":{"$ref":"#/definitions/Margin"},"qrOptions":{"type":"object","required":["errorCorrectionLevel"],"properties":{"errorCorrectionLevel":{"$ref":"#/definitions/ErrorCorrectionLevel"}}},"width":{"$ref":"#/definitions/Size"},"height":{"$ref":"#/definitions/Size"},"dotsOptions":{"type":"object","required":["type","color"],"properties":{"type":{"$ref":"#/definitions/DotType"},"color":{"$ref":"#/definitions/HexColor"}}},"backgroundOptions":{"type":"object","required":["color"],"properties":{"color":{"$ref":"#/definitions/HexColor"}}}}},"CreateQrCodeRequest":{"type":"object","description":"The fields of a new QR code. Unknown fields are refused.","required":["targetUrl"],"additionalProperties":false,"properties":{"targetUrl":{"$ref":"#/definitions/TargetUrl"},"customShortId":{"$ref":"#/definitions/CustomShortId"},"qrCodeOptions":{"$ref":"#/definitions/QrCodeOptions"}}},"UpdateQrCodeRequest":{"type":"object","description":"The fields to change. Unknown fields, and `shortId`, `views`, `createdAt`, are refused.","additionalProperties":false,"properties":{"targetUrl":{"$ref":"#/definitions/TargetUrl"},"qrCodeOptions":{"$ref":"#/definitions/QrCodeOptions"}}},"QrCode":{"type":"object","description":"A dynamic QR code.","required":["shortId","qrCodeUrl","editUrl","targetUrl","views","qrCodeOptions","createdAt","updatedAt"],"properties":{"shortId":{"$ref":"#/definitions/ShortId"},"qrCodeUrl":{"type":"string","format":"uri","description":"The public short link, `{site_url}/<shortId>`; the text the QR code encodes."},"editUrl":{"type":"string","format":"uri","description":"The edit page, `{site_url}/qrcode/edit/<shortId>`."},"targetUrl":{"type":"string","format":"uri","description":"Where the short link redirects now."},"views":{"type":"integer","minimum":0,"description":"Human scans of the short link: `GET` requests that were redirected, not `HEAD`,\nprefetches, bots or link previewers. `0` on a new code.\n"},"qrCodeOptions":{"$ref":"#/definitions/ResolvedQrCodeOptions"},"createdAt":{"type":"string","format":"date-time","description":"Creation time, ISO 8601 in UTC with milliseconds."},"updatedAt":{"type":"string","format":"date-time","description":"Last time the target or styling changed; equal to `createdAt` on creation."}}},"QrCodeResponse":{"description":"A QR code as a single-object response, with `success` at the top level.","allOf":[{"type":"object","required":["success"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."}}},{"$ref":"#/definitions/QrCode"}]},"QrCodeList":{"type":"object","description":"A page of QR codes.","required":["success","data","pagination"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."},"data":{"type":"array","description":"The QR codes of this page, in the requested order.","items":{"$ref":"#/definitions/QrCode"}},"pagination":{"$ref":"#/definitions/Pagination"}}},"Pagination":{"type":"object","description":"Where this page stands in the whole list.","required":["total","limit","offset","hasMore"],"properties":{"total":{"type":"integer","minimum":0,"description":"Number of the caller's QR codes in all."},"limit":{"type":"integer","minimum":1,"maximum":100,"description":"The page size used."},"offset":{"type":"integer","minimum":0,"description":"The number of items skipped."},"hasMore":{"type":"boolean","description":"Whether items follow this page (`offset + data.length < total`)."}}},"SortField":{"type":"string","description":"A field QR codes can be listed by. Ties are ordered by `shortId`.","enum":["createdAt","updatedAt","views"],"examples":["views"]},"SortOrder":{"type":"string","description":"The direction of an order.","enum":["asc","desc"],"examples":["asc"]},"ImageFormat":{"type":"string","description":"The format of a QR code image.","enum":["svg","png"],"examples":["png"]},"Scope":{"type":"string","description":"What an API key may do. `qrcodes:read`: read codes, lists and images.\n`qrcodes:write`: everything `qrcodes:read` may, and create, change and delete codes.\n`keys:manage`: list, create and revoke the account's keys.\n","enum":["qrcodes:read","qrcodes:write","keys:manage"],"examples":["qrcodes:read"]},"ApiKey":{"type":"object","description":"An API key as its account holder sees it. Never the key itself or its hash.","required":["id","name","prefix","scopes","createdAt","lastUsedAt","expiresAt","revokedAt"],"properties":{"id":{"type":"string","description":"The key's id, used to revoke it.","pattern":"^key_[0-9A-Za-z]{12}$","examples":["key_8fKq2LmZ0aBc"]},"name":{"type":["string","null"],"description":"What the key is for."},"prefix":{"type":"string","description":"The first characters after `dqr_`, to tell keys apart.","minLength":1,"maxLength":8},"scopes":{"type":"array","description":"What the key may do.","items":{"$ref":"#/definitions/Scope"}},"createdAt":{"type":"string","format":"date-time","description":"Creation time, ISO 8601 in UTC."},"lastUsedAt":{"type":["string","null"],"format":"date-time","description":"When the key was last used (recorded at most once a minute); `null` if never."},"expiresAt":{"type":["string","null"],"format":"date-time","description":"When the key stops working; `null` if never."},"revokedAt":{"type":["string","null"],"format":"date-time","description":"When the key was revoked; `null` while it is not."}}},"ApiKeyList":{"type":"object","description":"The account's API keys, newest first.","required":["success","data"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."},"data":{"type":"array","description":"The keys, newest first, revoked ones included.","items":{"$ref":"#/definitions/ApiKey"}}}},"CreateApiKeyRequest":{"type":"object","description":"A new API key. Unknown fields are refused.","required":["name"],"additionalProperties":false,"properties":{"name":{"type":"string","description":"What the key is for, 1–100 characters.","minLength":1,"maxLength":100},"scopes":{"type":"array","description":"What the key may do; default `[\"qrcodes:write\"]`.","minItems":1,"maxItems":3,"uniqueItems":true,"items":{"$ref":"#/definitions/Scope"}},"expiresAt":{"type":"string","format":"date-time","description":"When the key stops working, in the future (ISO 8601)."}}},"CreatedApiKeyResponse":{"description":"A new key, with the secret `key` shown this once.","allOf":[{"type":"object","required":["success","key"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."},"key":{"type":"string","description":"The API key. Store it now; it cannot be shown again.","pattern":"^dqr_[0-9A-Za-z]{32,128}$"}}},{"$ref":"#/definitions/ApiKey"}]},"ErrorCode":{"type":"string","description":"A stable, machine-readable error code:\n\n| status | error | when |\n|---|---|---|\n| 400 | INVALID_REQUEST | the request is invalid, e.g. `targetUrl` missing |\n| 401 | UNAUTHORIZED | the API key is invalid or missing |\n| 403 | FORBIDDEN | the key lacks the scope the operation needs |\n| 404 | NOT_FOUND | the QR code (or API key) does not exist for this account |\n| 409 | CONFLICT | the custom short id is taken |\n| 413 | PAYLOAD_TOO_LARGE | the body is larger than 16 KiB |\n| 415 | UNSUPPORTED_MEDIA_TYPE | the body is not `application/json` |\n| 429 | RATE_LIMITED | too many requests; see `Retry-After` |\n| 500 | INTERNAL_ERROR | the service failed |\n| 503 | SERVICE_UNAVAILABLE | the store cannot commit right now; nothing changed, see `Retry-After` |\n","enum":["INVALID_REQUEST","UNAUTHORIZED","FORBIDDEN","NOT_FOUND","CONFLICT","PAYLOAD_TOO_LARGE","UNSUPPORTED_MEDIA_TYPE","RATE_LIMITED","INTERNAL_ERROR","SERVICE_UNAVAILABLE"]},"Error":{"type":"object","description":"The body of every error response.","required":["error","message"],"properties":{"error":{"$ref":"#/definitions/ErrorCode"},"message":{"type":"string","description":"Human-readable text; the documented cases keep their exact words."},"details":{"type":"array","description":"On validation errors, every problem found, by field.","items":{"$ref":"#/definitions/ErrorDetail"}},"requestId":{"type":"string","description":"The id of the request, as in the `x-request-id` header."}}},"ErrorDetail":{"type":"object","description":"One validation problem.","required":["field","message"],"properties":{"field":{"type":"string","description":"The offending field as a dotted path (`qrCodeOptions.width`), or the query parameter."},"message":{"type":"string","description":"What is wrong with it."}}},"Health":{"type":"object","description":"The state of the process and its store.","required":["status"],"properties":{"status":{"$ref":"#/definitions/HealthStatus"},"store":{"$ref":"#/definitions/StoreKind"}}},"HealthStatus":{"type":"string","description":"`ok` when up (and, for readiness, when the store answers).","enum":["ok","unavailable"],"examples":["ok"]},"StoreKind":{"type":"string","description":"The kind of store, on the readiness probe.","enum":["sqlite","memory","postgres"],"examples":["sqlite"]}}};
const func2 = typeof func2Module === "function" ? func2Module : func2Module.default;

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.limit === undefined){
data.limit = 20;
}
if(data.offset === undefined){
data.offset = 0;
}
if(data.sort === undefined){
data.sort = "createdAt";
}
if(data.order === undefined){
data.order = "desc";
}
for(const key0 in data){
if(!(((((key0 === "q") || (key0 === "limit")) || (key0 === "offset")) || (key0 === "sort")) || (key0 === "order"))){
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
if(data.q !== undefined){
let data0 = data.q;
if(typeof data0 !== "string"){
let dataType0 = typeof data0;
let coerced0 = undefined;
if(!(coerced0 !== undefined)){
if(dataType0 == "number" || dataType0 == "boolean"){
coerced0 = "" + data0;
}
else if(data0 === null){
coerced0 = "";
}
else {
const err1 = {instancePath:instancePath+"/q",schemaPath:"#/properties/q/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(coerced0 !== undefined){
data0 = coerced0;
if(data !== undefined){
data["q"] = coerced0;
}
}
}
if(typeof data0 === "string"){
if(func2(data0) > 200){
const err2 = {instancePath:instancePath+"/q",schemaPath:"#/properties/q/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(func2(data0) < 1){
const err3 = {instancePath:instancePath+"/q",schemaPath:"#/properties/q/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
let data1 = data.limit;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
let dataType1 = typeof data1;
let coerced1 = undefined;
if(!(coerced1 !== undefined)){
if(dataType1 === "boolean" || data1 === null
              || (dataType1 === "string" && data1 && data1 == +data1 && !(data1 % 1))){
coerced1 = +data1;
}
else {
const err4 = {instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(coerced1 !== undefined){
data1 = coerced1;
if(data !== undefined){
data["limit"] = coerced1;
}
}
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 100 || isNaN(data1)){
const err5 = {instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data1 < 1 || isNaN(data1)){
const err6 = {instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
let data2 = data.offset;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
let dataType2 = typeof data2;
let coerced2 = undefined;
if(!(coerced2 !== undefined)){
if(dataType2 === "boolean" || data2 === null
              || (dataType2 === "string" && data2 && data2 == +data2 && !(data2 % 1))){
coerced2 = +data2;
}
else {
const err7 = {instancePath:instancePath+"/offset",schemaPath:"#/properties/offset/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(coerced2 !== undefined){
data2 = coerced2;
if(data !== undefined){
data["offset"] = coerced2;
}
}
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 1000000000 || isNaN(data2)){
const err8 = {instancePath:instancePath+"/offset",schemaPath:"#/properties/offset/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000000000},message:"must be <= 1000000000"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data2 < 0 || isNaN(data2)){
const err9 = {instancePath:instancePath+"/offset",schemaPath:"#/properties/offset/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
let data3 = data.sort;
if(typeof data3 !== "string"){
let dataType3 = typeof data3;
let coerced3 = undefined;
if(!(coerced3 !== undefined)){
if(dataType3 == "number" || dataType3 == "boolean"){
coerced3 = "" + data3;
}
else if(data3 === null){
coerced3 = "";
}
else {
const err10 = {instancePath:instancePath+"/sort",schemaPath:"#/properties/sort/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(coerced3 !== undefined){
data3 = coerced3;
if(data !== undefined){
data["sort"] = coerced3;
}
}
}
if(!(((data3 === "createdAt") || (data3 === "updatedAt")) || (data3 === "views"))){
const err11 = {instancePath:instancePath+"/sort",schemaPath:"#/properties/sort/enum",keyword:"enum",params:{allowedValues: schema11.properties.sort.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
let data4 = data.order;
if(typeof data4 !== "string"){
let dataType4 = typeof data4;
let coerced4 = undefined;
if(!(coerced4 !== undefined)){
if(dataType4 == "number" || dataType4 == "boolean"){
coerced4 = "" + data4;
}
else if(data4 === null){
coerced4 = "";
}
else {
const err12 = {instancePath:instancePath+"/order",schemaPath:"#/properties/order/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(coerced4 !== undefined){
data4 = coerced4;
if(data !== undefined){
data["order"] = coerced4;
}
}
}
if(!((data4 === "asc") || (data4 === "desc"))){
const err13 = {instancePath:instancePath+"/order",schemaPath:"#/properties/order/enum",keyword:"enum",params:{allowedValues: schema11.properties.order.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
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
validate10.errors = vErrors;
return errors === 0;
}

export const validateGetQrCodeParams = validate11;
const schema12 = {"type":"object","additionalProperties":false,"properties":{"shortId":{"type":"string","minLength":1,"maxLength":256}},"required":["shortId"],"definitions":{"WebhookEventType":{"type":"string","description":"What happened to a QR code: created, updated (target or options changed), deleted,\nor deactivated (its expiry passed or its scan limit was reached).\n","enum":["qrcode.created","qrcode.updated","qrcode.deleted","qrcode.deactivated"]},"CreateWebhookRequest":{"type":"object","additionalProperties":false,"required":["url","events"],"properties":{"url":{"type":"string","minLength":1,"maxLength":2048,"description":"Where events are POSTed; `http:` or `https:`, on a public address."},"events":{"type":"array","description":"The event types to send; at least one, no repeats.","minItems":1,"maxItems":4,"uniqueItems":true,"items":{"$ref":"#/definitions/WebhookEventType"}},"description":{"type":"string","maxLength":200,"description":"A note for people, shown in the list."}}},"Webhook":{"type":"object","description":"A webhook endpoint, without its secret.","required":["id","url","events","description","createdAt","disabledAt"],"properties":{"id":{"type":"string","description":"The endpoint's id."},"url":{"type":"string","description":"Where events are POSTed."},"events":{"type":"array","description":"The event types sent to it.","items":{"$ref":"#/definitions/WebhookEventType"}},"description":{"type":["string","null"],"description":"The note given at creation."},"createdAt":{"type":"string","format":"date-time","description":"When it was registered."},"disabledAt":{"type":["string","null"],"format":"date-time","description":"When it was disabled after 24 hours of failed deliveries; null while active."},"disabledReason":{"type":"string","const":"webhook.disabled","description":"Present on a disabled endpoint."}}},"CreatedWebhookResponse":{"description":"A new endpoint, with its secret (shown this once).","allOf":[{"type":"object","required":["success","secret"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."},"secret":{"type":"string","description":"`whsec_` + base64 of the key bytes. Sign checks use the decoded bytes."}}},{"$ref":"#/definitions/Webhook"}]},"WebhookList":{"type":"object","description":"The account's webhook endpoints.","required":["success","data"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."},"data":{"type":"array","description":"The endpoints, newest first.","items":{"$ref":"#/definitions/Webhook"}}}},"WebhookDelivery":{"type":"object","description":"One event's delivery to one endpoint.","required":["eventId","type","status","attempts","lastStatus","lastError","nextAttemptAt","createdAt"],"properties":{"eventId":{"type":"string","description":"The event id, sent as `webhook-id`; the same on every attempt."},"type":{"$ref":"#/definitions/WebhookEventType"},"status":{"$ref":"#/definitions/WebhookDeliveryStatus"},"attempts":{"type":"integer","minimum":0,"description":"Attempts made so far."},"lastStatus":{"type":["integer","null"],"description":"The HTTP status of the last attempt; null when none came back."},"lastError":{"type":["string","null"],"description":"Why the last attempt failed, in words; null after a success."},"nextAttemptAt":{"type":["string","null"],"format":"date-time","description":"When the next attempt is due; null once delivered or given up."},"createdAt":{"type":"string","format":"date-time","description":"When the event happened."}}},"WebhookDeliveryStatus":{"type":"string","description":"pending (not yet delivered), delivered (a 2xx came back) or failed (given up after 24 hours, or the endpoint was disabled).","enum":["pending","delivered","failed"]},"WebhookDeliveryList":{"type":"object","description":"An endpoint's latest deliveries.","required":["success","data"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."},"data":{"type":"array","description":"Latest first.","items":{"$ref":"#/definitions/WebhookDelivery"}}}},"WebhookEvent":{"type":"object","description":"The body POSTed to an endpoint. Headers: `webhook-id` (= `id`), `webhook-timestamp`\n(Unix seconds) and `webhook-signature` (`v1,` + base64 HMAC-SHA256 of\n`id.timestamp.body` keyed with the secret's decoded bytes).\n","required":["id","type","createdAt","data"],"properties":{"id":{"type":"string","description":"The event id; the same on every attempt, so receivers can de-duplicate."},"type":{"$ref":"#/definitions/WebhookEventType"},"createdAt":{"type":"string","format":"date-time","description":"When the change happened."},"data":{"$ref":"#/definitions/QrCode"}}},"ShortId":{"type":"string","description":"The short identifier of a QR code; case-sensitive.","minLength":3,"maxLength":64,"pattern":"^[A-Za-z0-9_-]+$","examples":["aZ3kP9qX"]},"CustomShortId":{"type":"string","description":"A caller-chosen short id: 3–64 characters of `[A-Za-z0-9_-]`. Reserved words\n(case-insensitively: api, qrcode, docs, health, healthz, readyz, metrics, static,\nassets, keys, dashboard, login, admin, favicon.ico, robots.txt, .well-known,\nopenapi.json, openapi.yaml) are refused with `400`; an id in use or used before with\n`409`.\n","minLength":3,"maxLength":64,"pattern":"^[A-Za-z0-9_-]+$","examples":["spring-sale"]},"TargetUrl":{"type":"string","format":"uri","description":"The URL the short link redirects to: absolute `http:` or `https:`, at most 2048\ncharacters, without user-info or control characters, and not on the service's own\nshort-link host. Stored and returned in normalised form.\n","minLength":1,"maxLength":2048,"pattern":"^[Hh][Tt][Tt][Pp][Ss]?://","examples":["https://example.com/menu"]},"HexColor":{"type":"string","description":"A colour in hex form `#RRGGBB`; stored in lower case.","pattern":"^#[0-9A-Fa-f]{6}$","examples":["#1a2b3c"]},"DotType":{"type":"string","description":"The shape of the dots, as the qr-code-styling library names them.","enum":["square","dots","rounded","extra-rounded","classy","classy-rounded"],"examples":["rounded"]},"Size":{"type":"integer","description":"A size in pixels, 64 to 4096.","minimum":64,"maximum":4096,"examples":[300]},"QrCodeOptions":{"type":"object","description":"Styling options, named as in the qr-code-styling library. Every field is optional;\na missing field takes its default (300 × 300 px, square black dots on white, square\ncorners in the dots' colour, no margin, error correction Q).\n\nThe dots must be darker than the background, with a contrast ratio of at least 3:1\n(WCAG's ratio for graphical objects): light-on-dark codes do not scan with common\ndecoders, and faint ones fail on paper and in glare. Other pairs are refused with `400`\nnaming the colour (`qrCodeOptions.dotsOptions.color`, or a corner colour).\n","additionalProperties":false,"properties":{"width":{"$ref":"#/definitions/Size"},"height":{"$ref":"#/definitions/Size"},"dotsOptions":{"type":"object","description":"The data dots.","additionalProperties":false,"properties":{"type":{"$ref":"#/definitions/DotType"},"color":{"$ref":"#/definitions/HexColor"}}},"backgroundOptions":{"type":"object","description":"The background.","additionalProperties":false,"properties":{"color":{"$ref":"#/definitions/HexColor"}}},"cornersSquareOptions":{"type":"object","description":"The three big squares in the corners (the finder patterns' outer rings).","additionalProperties":false,"properties":{"type":{"$ref":"#/definitions/CornerSquareType"},"color":{"$ref":"#/definitions/HexColor"}}},"cornersDotOptions":{"type":"object","description":"The dots inside the three corner squares.","additionalProperties":false,"properties":{"type":{"$ref":"#/definitions/CornerDotType"},"color":{"$ref":"#/definitions/HexColor"}}},"margin":{"$ref":"#/definitions/Margin"},"qrOptions":{"type":"object","description":"Options of the QR symbol itself.","additionalProperties":false,"properties":{"errorCorrectionLevel":{"$ref":"#/definitions/ErrorCorrectionLevel"}}}}},"CornerSquareType":{"type":"string","description":"The shape of the corner squares, as qr-code-styling names them. Default `square`.\nqr-code-styling's `dot` rings are not offered: circular finder rings failed to decode in\nour scan tests at several sizes, and every image dynqr serves must scan.\n","enum":["square","extra-rounded"],"examples":["extra-rounded"]},"CornerDotType":{"type":"string","description":"The shape of the dots inside the corner squares. Default `square`.","enum":["square","dot"],"examples":["dot"]},"Margin":{"type":"integer","description":"Empty space around the code in pixels, 0 to 512, default 0. A quiet zone of 4 modules is\nalways kept inside it, so a code scans with any margin.\n","minimum":0,"maximum":512,"examples":[16]},"ErrorCorrectionLevel":{"type":"string","description":"How much of the symbol may be damaged and still read: L 7 %, M 15 %, Q 25 % (default, as\nin qr-code-styling), H 30 %. Higher levels make denser codes.\n","enum":["L","M","Q","H"],"examples":["Q"]},"ResolvedQrCodeOptions":{"type":"object","description":"The stored styling options with every default filled in.","required":["width","height","dotsOptions","backgroundOptions","cornersSquareOptions","cornersDotOptions","margin","qrOptions"],"properties":{"cornersSquareOptions":{"type":"object","required":["type","color"],"properties":{"type":{"$ref":"#/definitions/CornerSquareType"},"color":{"$ref":"#/definitions/HexColor"}}},"cornersDotOptions":{"type":"object","required":["type","color"],"properties":{"type":{"$ref":"#/definitions/CornerDotType"},"color":{"$ref":"#/definitions/HexColor"}}},"margin":{"$ref":"#/definitions/Margin"},"qrOptions":{"type":"object","required":["errorCorrectionLevel"],"properties":{"errorCorrectionLevel":{"$ref":"#/definitions/ErrorCorrectionLevel"}}},"width":{"$ref":"#/definitions/Size"},"height":{"$ref":"#/definitions/Size"},"dotsOptions":{"type":"object","required":["type","color"],"properties":{"type":{"$ref":"#/definitions/DotType"},"color":{"$ref":"#/definitions/HexColor"}}},"backgroundOptions":{"type":"object","required":["color"],"properties":{"color":{"$ref":"#/definitions/HexColor"}}}}},"CreateQrCodeRequest":{"type":"object","description":"The fields of a new QR code. Unknown fields are refused.","required":["targetUrl"],"additionalProperties":false,"properties":{"targetUrl":{"$ref":"#/definitions/TargetUrl"},"customShortId":{"$ref":"#/definitions/CustomShortId"},"qrCodeOptions":{"$ref":"#/definitions/QrCodeOptions"}}},"UpdateQrCodeRequest":{"type":"object","description":"The fields to change. Unknown fields, and `shortId`, `views`, `createdAt`, are refused.","additionalProperties":false,"properties":{"targetUrl":{"$ref":"#/definitions/TargetUrl"},"qrCodeOptions":{"$ref":"#/definitions/QrCodeOptions"}}},"QrCode":{"type":"object","description":"A dynamic QR code.","required":["shortId","qrCodeUrl","editUrl","targetUrl","views","qrCodeOptions","createdAt","updatedAt"],"properties":{"shortId":{"$ref":"#/definitions/ShortId"},"qrCodeUrl":{"type":"string","format":"uri","description":"The public short link, `{site_url}/<shortId>`; the text the QR code encodes."},"editUrl":{"type":"string","format":"uri","description":"The edit page, `{site_url}/qrcode/edit/<shortId>`."},"targetUrl":{"type":"string","format":"uri","description":"Where the short link redirects now."},"views":{"type":"integer","minimum":0,"description":"Human scans of the short link: `GET` requests that were redirected, not `HEAD`,\nprefetches, bots or link previewers. `0` on a new code.\n"},"qrCodeOptions":{"$ref":"#/definitions/ResolvedQrCodeOptions"},"createdAt":{"type":"string","format":"date-time","description":"Creation time, ISO 8601 in UTC with milliseconds."},"updatedAt":{"type":"string","format":"date-time","description":"Last time the target or styling changed; equal to `createdAt` on creation."}}},"QrCodeResponse":{"description":"A QR code as a single-object response, with `success` at the top level.","allOf":[{"type":"object","required":["success"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."}}},{"$ref":"#/definitions/QrCode"}]},"QrCodeList":{"type":"object","description":"A page of QR codes.","required":["success","data","pagination"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."},"data":{"type":"array","description":"The QR codes of this page, in the requested order.","items":{"$ref":"#/definitions/QrCode"}},"pagination":{"$ref":"#/definitions/Pagination"}}},"Pagination":{"type":"object","description":"Where this page stands in the whole list.","required":["total","limit","offset","hasMore"],"properties":{"total":{"type":"integer","minimum":0,"description":"Number of the caller's QR codes in all."},"limit":{"type":"integer","minimum":1,"maximum":100,"description":"The page size used."},"offset":{"type":"integer","minimum":0,"description":"The number of items skipped."},"hasMore":{"type":"boolean","description":"Whether items follow this page (`offset + data.length < total`)."}}},"SortField":{"type":"string","description":"A field QR codes can be listed by. Ties are ordered by `shortId`.","enum":["createdAt","updatedAt","views"],"examples":["views"]},"SortOrder":{"type":"string","description":"The direction of an order.","enum":["asc","desc"],"examples":["asc"]},"ImageFormat":{"type":"string","description":"The format of a QR code image.","enum":["svg","png"],"examples":["png"]},"Scope":{"type":"string","description":"What an API key may do. `qrcodes:read`: read codes, lists and images.\n`qrcodes:write`: everything `qrcodes:read` may, and create, change and delete codes.\n`keys:manage`: list, create and revoke the account's keys.\n","enum":["qrcodes:read","qrcodes:write","keys:manage"],"examples":["qrcodes:read"]},"ApiKey":{"type":"object","description":"An API key as its account holder sees it. Never the key itself or its hash.","required":["id","name","prefix","scopes","createdAt","lastUsedAt","expiresAt","revokedAt"],"properties":{"id":{"type":"string","description":"The key's id, used to revoke it.","pattern":"^key_[0-9A-Za-z]{12}$","examples":["key_8fKq2LmZ0aBc"]},"name":{"type":["string","null"],"description":"What the key is for."},"prefix":{"type":"string","description":"The first characters after `dqr_`, to tell keys apart.","minLength":1,"maxLength":8},"scopes":{"type":"array","description":"What the key may do.","items":{"$ref":"#/definitions/Scope"}},"createdAt":{"type":"string","format":"date-time","description":"Creation time, ISO 8601 in UTC."},"lastUsedAt":{"type":["string","null"],"format":"date-time","description":"When the key was last used (recorded at most once a minute); `null` if never."},"expiresAt":{"type":["string","null"],"format":"date-time","description":"When the key stops working; `null` if never."},"revokedAt":{"type":["string","null"],"format":"date-time","description":"When the key was revoked; `null` while it is not."}}},"ApiKeyList":{"type":"object","description":"The account's API keys, newest first.","required":["success","data"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."},"data":{"type":"array","description":"The keys, newest first, revoked ones included.","items":{"$ref":"#/definitions/ApiKey"}}}},"CreateApiKeyRequest":{"type":"object","description":"A new API key. Unknown fields are refused.","required":["name"],"additionalProperties":false,"properties":{"name":{"type":"string","description":"What the key is for, 1–100 characters.","minLength":1,"maxLength":100},"scopes":{"type":"array","description":"What the key may do; default `[\"qrcodes:write\"]`.","minItems":1,"maxItems":3,"uniqueItems":true,"items":{"$ref":"#/definitions/Scope"}},"expiresAt":{"type":"string","format":"date-time","description":"When the key stops working, in the future (ISO 8601)."}}},"CreatedApiKeyResponse":{"description":"A new key, with the secret `key` shown this once.","allOf":[{"type":"object","required":["success","key"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."},"key":{"type":"string","description":"The API key. Store it now; it cannot be shown again.","pattern":"^dqr_[0-9A-Za-z]{32,128}$"}}},{"$ref":"#/definitions/ApiKey"}]},"ErrorCode":{"type":"string","description":"A stable, machine-readable error code:\n\n| status | error | when |\n|---|---|---|\n| 400 | INVALID_REQUEST | the request is invalid, e.g. `targetUrl` missing |\n| 401 | UNAUTHORIZED | the API key is invalid or missing |\n| 403 | FORBIDDEN | the key lacks the scope the operation needs |\n| 404 | NOT_FOUND | the QR code (or API key) does not exist for this account |\n| 409 | CONFLICT | the custom short id is taken |\n| 413 | PAYLOAD_TOO_LARGE | the body is larger than 16 KiB |\n| 415 | UNSUPPORTED_MEDIA_TYPE | the body is not `application/json` |\n| 429 | RATE_LIMITED | too many requests; see `Retry-After` |\n| 500 | INTERNAL_ERROR | the service failed |\n| 503 | SERVICE_UNAVAILABLE | the store cannot commit right now; nothing changed, see `Retry-After` |\n","enum":["INVALID_REQUEST","UNAUTHORIZED","FORBIDDEN","NOT_FOUND","CONFLICT","PAYLOAD_TOO_LARGE","UNSUPPORTED_MEDIA_TYPE","RATE_LIMITED","INTERNAL_ERROR","SERVICE_UNAVAILABLE"]},"Error":{"type":"object","description":"The body of every error response.","required":["error","message"],"properties":{"error":{"$ref":"#/definitions/ErrorCode"},"message":{"type":"string","description":"Human-readable text; the documented cases keep their exact words."},"details":{"type":"array","description":"On validation errors, every problem found, by field.","items":{"$ref":"#/definitions/ErrorDetail"}},"requestId":{"type":"string","description":"The id of the request, as in the `x-request-id` header."}}},"ErrorDetail":{"type":"object","description":"One validation problem.","required":["field","message"],"properties":{"field":{"type":"string","description":"The offending field as a dotted path (`qrCodeOptions.width`), or the query parameter."},"message":{"type":"string","description":"What is wrong with it."}}},"Health":{"type":"object","description":"The state of the process and its store.","required":["status"],"properties":{"status":{"$ref":"#/definitions/HealthStatus"},"store":{"$ref":"#/definitions/StoreKind"}}},"HealthStatus":{"type":"string","description":"`ok` when up (and, for readiness, when the store answers).","enum":["ok","unavailable"],"examples":["ok"]},"StoreKind":{"type":"string","description":"The kind of store, on the readiness probe.","enum":["sqlite","memory","postgres"],"examples":["sqlite"]}}};

function validate11(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.shortId === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "shortId"},message:"must have required property '"+"shortId"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(key0 === "shortId")){
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
if(data.shortId !== undefined){
let data0 = data.shortId;
if(typeof data0 !== "string"){
let dataType0 = typeof data0;
let coerced0 = undefined;
if(!(coerced0 !== undefined)){
if(dataType0 == "number" || dataType0 == "boolean"){
coerced0 = "" + data0;
}
else if(data0 === null){
coerced0 = "";
}
else {
const err2 = {instancePath:instancePath+"/shortId",schemaPath:"#/properties/shortId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(coerced0 !== undefined){
data0 = coerced0;
if(data !== undefined){
data["shortId"] = coerced0;
}
}
}
if(typeof data0 === "string"){
if(func2(data0) > 256){
const err3 = {instancePath:instancePath+"/shortId",schemaPath:"#/properties/shortId/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(func2(data0) < 1){
const err4 = {instancePath:instancePath+"/shortId",schemaPath:"#/properties/shortId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
validate11.errors = vErrors;
return errors === 0;
}

export const validateUpdateQrCodeParams = validate12;
const schema13 = {"type":"object","additionalProperties":false,"properties":{"shortId":{"type":"string","minLength":1,"maxLength":256}},"required":["shortId"],"definitions":{"WebhookEventType":{"type":"string","description":"What happened to a QR code: created, updated (target or options changed), deleted,\nor deactivated (its expiry passed or its scan limit was reached).\n","enum":["qrcode.created","qrcode.updated","qrcode.deleted","qrcode.deactivated"]},"CreateWebhookRequest":{"type":"object","additionalProperties":false,"required":["url","events"],"properties":{"url":{"type":"string","minLength":1,"maxLength":2048,"description":"Where events are POSTed; `http:` or `https:`, on a public address."},"events":{"type":"array","description":"The event types to send; at least one, no repeats.","minItems":1,"maxItems":4,"uniqueItems":true,"items":{"$ref":"#/definitions/WebhookEventType"}},"description":{"type":"string","maxLength":200,"description":"A note for people, shown in the list."}}},"Webhook":{"type":"object","description":"A webhook endpoint, without its secret.","required":["id","url","events","description","createdAt","disabledAt"],"properties":{"id":{"type":"string","description":"The endpoint's id."},"url":{"type":"string","description":"Where events are POSTed."},"events":{"type":"array","description":"The event types sent to it.","items":{"$ref":"#/definitions/WebhookEventType"}},"description":{"type":["string","null"],"description":"The note given at creation."},"createdAt":{"type":"string","format":"date-time","description":"When it was registered."},"disabledAt":{"type":["string","null"],"format":"date-time","description":"When it was disabled after 24 hours of failed deliveries; null while active."},"disabledReason":{"type":"string","const":"webhook.disabled","description":"Present on a disabled endpoint."}}},"CreatedWebhookResponse":{"description":"A new endpoint, with its secret (shown this once).","allOf":[{"type":"object","required":["success","secret"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."},"secret":{"type":"string","description":"`whsec_` + base64 of the key bytes. Sign checks use the decoded bytes."}}},{"$ref":"#/definitions/Webhook"}]},"WebhookList":{"type":"object","description":"The account's webhook endpoints.","required":["success","data"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."},"data":{"type":"array","description":"The endpoints, newest first.","items":{"$ref":"#/definitions/Webhook"}}}},"WebhookDelivery":{"type":"object","description":"One event's delivery to one endpoint.","required":["eventId","type","status","attempts","lastStatus","lastError","nextAttemptAt","createdAt"],"properties":{"eventId":{"type":"string","description":"The event id, sent as `webhook-id`; the same on every attempt."},"type":{"$ref":"#/definitions/WebhookEventType"},"status":{"$ref":"#/definitions/WebhookDeliveryStatus"},"attempts":{"type":"integer","minimum":0,"description":"Attempts made so far."},"lastStatus":{"type":["integer","null"],"description":"The HTTP status of the last attempt; null when none came back."},"lastError":{"type":["string","null"],"description":"Why the last attempt failed, in words; null after a success."},"nextAttemptAt":{"type":["string","null"],"format":"date-time","description":"When the next attempt is due; null once delivered or given up."},"createdAt":{"type":"string","format":"date-time","description":"When the event happened."}}},"WebhookDeliveryStatus":{"type":"string","description":"pending (not yet delivered), delivered (a 2xx came back) or failed (given up after 24 hours, or the endpoint was disabled).","enum":["pending","delivered","failed"]},"WebhookDeliveryList":{"type":"object","description":"An endpoint's latest deliveries.","required":["success","data"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."},"data":{"type":"array","description":"Latest first.","items":{"$ref":"#/definitions/WebhookDelivery"}}}},"WebhookEvent":{"type":"object","description":"The body POSTed to an endpoint. Headers: `webhook-id` (= `id`), `webhook-timestamp`\n(Unix seconds) and `webhook-signature` (`v1,` + base64 HMAC-SHA256 of\n`id.timestamp.body` keyed with the secret's decoded bytes).\n","required":["id","type","createdAt","data"],"properties":{"id":{"type":"string","description":"The event id; the same on every attempt, so receivers can de-duplicate."},"type":{"$ref":"#/definitions/WebhookEventType"},"createdAt":{"type":"string","format":"date-time","description":"When the change happened."},"data":{"$ref":"#/definitions/QrCode"}}},"ShortId":{"type":"string","description":"The short identifier of a QR code; case-sensitive.","minLength":3,"maxLength":64,"pattern":"^[A-Za-z0-9_-]+$","examples":["aZ3kP9qX"]},"CustomShortId":{"type":"string","description":"A caller-chosen short id: 3–64 characters of `[A-Za-z0-9_-]`. Reserved words\n(case-insensitively: api, qrcode, docs, health, healthz, readyz, metrics, static,\nassets, keys, dashboard, login, admin, favicon.ico, robots.txt, .well-known,\nopenapi.json, openapi.yaml) are refused with `400`; an id in use or used before with\n`409`.\n","minLength":3,"maxLength":64,"pattern":"^[A-Za-z0-9_-]+$","examples":["spring-sale"]},"TargetUrl":{"type":"string","format":"uri","description":"The URL the short link redirects to: absolute `http:` or `https:`, at most 2048\ncharacters, without user-info or control characters, and not on the service's own\nshort-link host. Stored and returned in normalised form.\n","minLength":1,"maxLength":2048,"pattern":"^[Hh][Tt][Tt][Pp][Ss]?://","examples":["https://example.com/menu"]},"HexColor":{"type":"string","description":"A colour in hex form `#RRGGBB`; stored in lower case.","pattern":"^#[0-9A-Fa-f]{6}$","examples":["#1a2b3c"]},"DotType":{"type":"string","description":"The shape of the dots, as the qr-code-styling library names them.","enum":["square","dots","rounded","extra-rounded","classy","classy-rounded"],"examples":["rounded"]},"Size":{"type":"integer","description":"A size in pixels, 64 to 4096.","minimum":64,"maximum":4096,"examples":[300]},"QrCodeOptions":{"type":"object","description":"Styling options, named as in the qr-code-styling library. Every field is optional;\na missing field takes its default (300 × 300 px, square black dots on white, square\ncorners in the dots' colour, no margin, error correction Q).\n\nThe dots must be darker than the background, with a contrast ratio of at least 3:1\n(WCAG's ratio for graphical objects): light-on-dark codes do not scan with common\ndecoders, and faint ones fail on paper and in glare. Other pairs are refused with `400`\nnaming the colour (`qrCodeOptions.dotsOptions.color`, or a corner colour).\n","additionalProperties":false,"properties":{"width":{"$ref":"#/definitions/Size"},"height":{"$ref":"#/definitions/Size"},"dotsOptions":{"type":"object","description":"The data dots.","additionalProperties":false,"properties":{"type":{"$ref":"#/definitions/DotType"},"color":{"$ref":"#/definitions/HexColor"}}},"backgroundOptions":{"type":"object","description":"The background.","additionalProperties":false,"properties":{"color":{"$ref":"#/definitions/HexColor"}}},"cornersSquareOptions":{"type":"object","description":"The three big squares in the corners (the finder patterns' outer rings).","additionalProperties":false,"properties":{"type":{"$ref":"#/definitions/CornerSquareType"},"color":{"$ref":"#/definitions/HexColor"}}},"cornersDotOptions":{"type":"object","description":"The dots inside the three corner squares.","additionalProperties":false,"properties":{"type":{"$ref":"#/definitions/CornerDotType"},"color":{"$ref":"#/definitions/HexColor"}}},"margin":{"$ref":"#/definitions/Margin"},"qrOptions":{"type":"object","description":"Options of the QR symbol itself.","additionalProperties":false,"properties":{"errorCorrectionLevel":{"$ref":"#/definitions/ErrorCorrectionLevel"}}}}},"CornerSquareType":{"type":"string","description":"The shape of the corner squares, as qr-code-styling names them. Default `square`.\nqr-code-styling's `dot` rings are not offered: circular finder rings failed to decode in\nour scan tests at several sizes, and every image dynqr serves must scan.\n","enum":["square","extra-rounded"],"examples":["extra-rounded"]},"CornerDotType":{"type":"string","description":"The shape of the dots inside the corner squares. Default `square`.","enum":["square","dot"],"examples":["dot"]},"Margin":{"type":"integer","description":"Empty space around the code in pixels, 0 to 512, default 0. A quiet zone of 4 modules is\nalways kept inside it, so a code scans with any margin.\n","minimum":0,"maximum":512,"examples":[16]},"ErrorCorrectionLevel":{"type":"string","description":"How much of the symbol may be damaged and still read: L 7 %, M 15 %, Q 25 % (default, as\nin qr-code-styling), H 30 %. Higher levels make denser codes.\n","enum":["L","M","Q","H"],"examples":["Q"]},"ResolvedQrCodeOptions":{"type":"object","description":"The stored styling options with every default filled in.","required":["width","height","dotsOptions","backgroundOptions","cornersSquareOptions","cornersDotOptions","margin","qrOptions"],"properties":{"cornersSquareOptions":{"type":"object","required":["type","color"],"properties":{"type":{"$ref":"#/definitions/CornerSquareType"},"color":{"$ref":"#/definitions/HexColor"}}},"cornersDotOptions":{"type":"object","required":["type","color"],"properties":{"type":{"$ref":"#/definitions/CornerDotType"},"color":{"$ref":"#/definitions/HexColor"}}},"margin":{"$ref":"#/definitions/Margin"},"qrOptions":{"type":"object","required":["errorCorrectionLevel"],"properties":{"errorCorrectionLevel":{"$ref":"#/definitions/ErrorCorrectionLevel"}}},"width":{"$ref":"#/definitions/Size"},"height":{"$ref":"#/definitions/Size"},"dotsOptions":{"type":"object","required":["type","color"],"properties":{"type":{"$ref":"#/definitions/DotType"},"color":{"$ref":"#/definitions/HexColor"}}},"backgroundOptions":{"type":"object","required":["color"],"properties":{"color":{"$ref":"#/definitions/HexColor"}}}}},"CreateQrCodeRequest":{"type":"object","description":"The fields of a new QR code. Unknown fields are refused.","required":["targetUrl"],"additionalProperties":false,"properties":{"targetUrl":{"$ref":"#/definitions/TargetUrl"},"customShortId":{"$ref":"#/definitions/CustomShortId"},"qrCodeOptions":{"$ref":"#/definitions/QrCodeOptions"}}},"UpdateQrCodeRequest":{"type":"object","description":"The fields to change. Unknown fields, and `shortId`, `views`, `createdAt`, are refused.","additionalProperties":false,"properties":{"targetUrl":{"$ref":"#/definitions/TargetUrl"},"qrCodeOptions":{"$ref":"#/definitions/QrCodeOptions"}}},"QrCode":{"type":"object","description":"A dynamic QR code.","required":["shortId","qrCodeUrl","editUrl","targetUrl","views","qrCodeOptions","createdAt","updatedAt"],"properties":{"shortId":{"$ref":"#/definitions/ShortId"},"qrCodeUrl":{"type":"string","format":"uri","description":"The public short link, `{site_url}/<shortId>`; the text the QR code encodes."},"editUrl":{"type":"string","format":"uri","description":"The edit page, `{site_url}/qrcode/edit/<shortId>`."},"targetUrl":{"type":"string","format":"uri","description":"Where the short link redirects now."},"views":{"type":"integer","minimum":0,"description":"Human scans of the short link: `GET` requests that were redirected, not `HEAD`,\nprefetches, bots or link previewers. `0` on a new code.\n"},"qrCodeOptions":{"$ref":"#/definitions/ResolvedQrCodeOptions"},"createdAt":{"type":"string","format":"date-time","description":"Creation time, ISO 8601 in UTC with milliseconds."},"updatedAt":{"type":"string","format":"date-time","description":"Last time the target or styling changed; equal to `createdAt` on creation."}}},"QrCodeResponse":{"description":"A QR code as a single-object response, with `success` at the top level.","allOf":[{"type":"object","required":["success"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."}}},{"$ref":"#/definitions/QrCode"}]},"QrCodeList":{"type":"object","description":"A page of QR codes.","required":["success","data","pagination"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."},"data":{"type":"array","description":"The QR codes of this page, in the requested order.","items":{"$ref":"#/definitions/QrCode"}},"pagination":{"$ref":"#/definitions/Pagination"}}},"Pagination":{"type":"object","description":"Where this page stands in the whole list.","required":["total","limit","offset","hasMore"],"properties":{"total":{"type":"integer","minimum":0,"description":"Number of the caller's QR codes in all."},"limit":{"type":"integer","minimum":1,"maximum":100,"description":"The page size used."},"offset":{"type":"integer","minimum":0,"description":"The number of items skipped."},"hasMore":{"type":"boolean","description":"Whether items follow this page (`offset + data.length < total`)."}}},"SortField":{"type":"string","description":"A field QR codes can be listed by. Ties are ordered by `shortId`.","enum":["createdAt","updatedAt","views"],"examples":["views"]},"SortOrder":{"type":"string","description":"The direction of an order.","enum":["asc","desc"],"examples":["asc"]},"ImageFormat":{"type":"string","description":"The format of a QR code image.","enum":["svg","png"],"examples":["png"]},"Scope":{"type":"string","description":"What an API key may do. `qrcodes:read`: read codes, lists and images.\n`qrcodes:write`: everything `qrcodes:read` may, and create, change and delete codes.\n`keys:manage`: list, create and revoke the account's keys.\n","enum":["qrcodes:read","qrcodes:write","keys:manage"],"examples":["qrcodes:read"]},"ApiKey":{"type":"object","description":"An API key as its account holder sees it. Never the key itself or its hash.","required":["id","name","prefix","scopes","createdAt","lastUsedAt","expiresAt","revokedAt"],"properties":{"id":{"type":"string","description":"The key's id, used to revoke it.","pattern":"^key_[0-9A-Za-z]{12}$","examples":["key_8fKq2LmZ0aBc"]},"name":{"type":["string","null"],"description":"What the key is for."},"prefix":{"type":"string","description":"The first characters after `dqr_`, to tell keys apart.","minLength":1,"maxLength":8},"scopes":{"type":"array","description":"What the key may do.","items":{"$ref":"#/definitions/Scope"}},"createdAt":{"type":"string","format":"date-time","description":"Creation time, ISO 8601 in UTC."},"lastUsedAt":{"type":["string","null"],"format":"date-time","description":"When the key was last used (recorded at most once a minute); `null` if never."},"expiresAt":{"type":["string","null"],"format":"date-time","description":"When the key stops working; `null` if never."},"revokedAt":{"type":["string","null"],"format":"date-time","description":"When the key was revoked; `null` while it is not."}}},"ApiKeyList":{"type":"object","description":"The account's API keys, newest first.","required":["success","data"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."},"data":{"type":"array","description":"The keys, newest first, revoked ones included.","items":{"$ref":"#/definitions/ApiKey"}}}},"CreateApiKeyRequest":{"type":"object","description":"A new API key. Unknown fields are refused.","required":["name"],"additionalProperties":false,"properties":{"name":{"type":"string","description":"What the key is for, 1–100 characters.","minLength":1,"maxLength":100},"scopes":{"type":"array","description":"What the key may do; default `[\"qrcodes:write\"]`.","minItems":1,"maxItems":3,"uniqueItems":true,"items":{"$ref":"#/definitions/Scope"}},"expiresAt":{"type":"string","format":"date-time","description":"When the key stops working, in the future (ISO 8601)."}}},"CreatedApiKeyResponse":{"description":"A new key, with the secret `key` shown this once.","allOf":[{"type":"object","required":["success","key"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."},"key":{"type":"string","description":"The API key. Store it now; it cannot be shown again.","pattern":"^dqr_[0-9A-Za-z]{32,128}$"}}},{"$ref":"#/definitions/ApiKey"}]},"ErrorCode":{"type":"string","description":"A stable, machine-readable error code:\n\n| status | error | when |\n|---|---|---|\n| 400 | INVALID_REQUEST | the request is invalid, e.g. `targetUrl` missing |\n| 401 | UNAUTHORIZED | the API key is invalid or missing |\n| 403 | FORBIDDEN | the key lacks the scope the operation needs |\n| 404 | NOT_FOUND | the QR code (or API key) does not exist for this account |\n| 409 | CONFLICT | the custom short id is taken |\n| 413 | PAYLOAD_TOO_LARGE | the body is larger than 16 KiB |\n| 415 | UNSUPPORTED_MEDIA_TYPE | the body is not `application/json` |\n| 429 | RATE_LIMITED | too many requests; see `Retry-After` |\n| 500 | INTERNAL_ERROR | the service failed |\n| 503 | SERVICE_UNAVAILABLE | the store cannot commit right now; nothing changed, see `Retry-After` |\n","enum":["INVALID_REQUEST","UNAUTHORIZED","FORBIDDEN","NOT_FOUND","CONFLICT","PAYLOAD_TOO_LARGE","UNSUPPORTED_MEDIA_TYPE","RATE_LIMITED","INTERNAL_ERROR","SERVICE_UNAVAILABLE"]},"Error":{"type":"object","description":"The body of every error response.","required":["error","message"],"properties":{"error":{"$ref":"#/definitions/ErrorCode"},"message":{"type":"string","description":"Human-readable text; the documented cases keep their exact words."},"details":{"type":"array","description":"On validation errors, every problem found, by field.","items":{"$ref":"#/definitions/ErrorDetail"}},"requestId":{"type":"string","description":"The id of the request, as in the `x-request-id` header."}}},"ErrorDetail":{"type":"object","description":"One validation problem.","required":["field","message"],"properties":{"field":{"type":"string","description":"The offending field as a dotted path (`qrCodeOptions.width`), or the query parameter."},"message":{"type":"string","description":"What is wrong with it."}}},"Health":{"type":"object","description":"The state of the process and its store.","required":["status"],"properties":{"status":{"$ref":"#/definitions/HealthStatus"},"store":{"$ref":"#/definitions/StoreKind"}}},"HealthStatus":{"type":"string","description":"`ok` when up (and, for readiness, when the store answers).","enum":["ok","unavailable"],"examples":["ok"]},"StoreKind":{"type":"string","description":"The kind of store, on the readiness probe.","enum":["sqlite","memory","postgres"],"examples":["sqlite"]}}};

function validate12(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.shortId === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "shortId"},message:"must have required property '"+"shortId"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(key0 === "shortId")){
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
if(data.shortId !== undefined){
let data0 = data.shortId;
if(typeof data0 !== "string"){
let dataType0 = typeof data0;
let coerced0 = undefined;
if(!(coerced0 !== undefined)){
if(dataType0 == "number" || dataType0 == "boolean"){
coerced0 = "" + data0;
}
else if(data0 === null){
coerced0 = "";
}
else {
const err2 = {instancePath:instancePath+"/shortId",schemaPath:"#/properties/shortId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(coerced0 !== undefined){
data0 = coerced0;
if(data !== undefined){
data["shortId"] = coerced0;
}
}
}
if(typeof data0 === "string"){
if(func2(data0) > 256){
const err3 = {instancePath:instancePath+"/shortId",schemaPath:"#/properties/shortId/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(func2(data0) < 1){
const err4 = {instancePath:instancePath+"/shortId",schemaPath:"#/properties/shortId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
validate12.errors = vErrors;
return errors === 0;
}

export const validateDeleteQrCodeParams = validate13;
const schema14 = {"type":"object","additionalProperties":false,"properties":{"shortId":{"type":"string","minLength":1,"maxLength":256}},"required":["shortId"],"definitions":{"WebhookEventType":{"type":"string","description":"What happened to a QR code: created, updated (target or options changed), deleted,\nor deactivated (its expiry passed or its scan limit was reached).\n","enum":["qrcode.created","qrcode.updated","qrcode.deleted","qrcode.deactivated"]},"CreateWebhookRequest":{"type":"object","additionalProperties":false,"required":["url","events"],"properties":{"url":{"type":"string","minLength":1,"maxLength":2048,"description":"Where events are POSTed; `http:` or `https:`, on a public address."},"events":{"type":"array","description":"The event types to send; at least one, no repeats.","minItems":1,"maxItems":4,"uniqueItems":true,"items":{"$ref":"#/definitions/WebhookEventType"}},"description":{"type":"string","maxLength":200,"description":"A note for people, shown in the list."}}},"Webhook":{"type":"object","description":"A webhook endpoint, without its secret.","required":["id","url","events","description","createdAt","disabledAt"],"properties":{"id":{"type":"string","description":"The endpoint's id."},"url":{"type":"string","description":"Where events are POSTed."},"events":{"type":"array","description":"The event types sent to it.","items":{"$ref":"#/definitions/WebhookEventType"}},"description":{"type":["string","null"],"description":"The note given at creation."},"createdAt":{"type":"string","format":"date-time","description":"When it was registered."},"disabledAt":{"type":["string","null"],"format":"date-time","description":"When it was disabled after 24 hours of failed deliveries; null while active."},"disabledReason":{"type":"string","const":"webhook.disabled","description":"Present on a disabled endpoint."}}},"CreatedWebhookResponse":{"description":"A new endpoint, with its secret (shown this once).","allOf":[{"type":"object","required":["success","secret"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."},"secret":{"type":"string","description":"`whsec_` + base64 of the key bytes. Sign checks use the decoded bytes."}}},{"$ref":"#/definitions/Webhook"}]},"WebhookList":{"type":"object","description":"The account's webhook endpoints.","required":["success","data"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."},"data":{"type":"array","description":"The endpoints, newest first.","items":{"$ref":"#/definitions/Webhook"}}}},"WebhookDelivery":{"type":"object","description":"One event's delivery to one endpoint.","required":["eventId","type","status","attempts","lastStatus","lastError","nextAttemptAt","createdAt"],"properties":{"eventId":{"type":"string","description":"The event id, sent as `webhook-id`; the same on every attempt."},"type":{"$ref":"#/definitions/WebhookEventType"},"status":{"$ref":"#/definitions/WebhookDeliveryStatus"},"attempts":{"type":"integer","minimum":0,"description":"Attempts made so far."},"lastStatus":{"type":["integer","null"],"description":"The HTTP status of the last attempt; null when none came back."},"lastError":{"type":["string","null"],"description":"Why the last attempt failed, in words; null after a success."},"nextAttemptAt":{"type":["string","null"],"format":"date-time","description":"When the next attempt is due; null once delivered or given up."},"createdAt":{"type":"string","format":"date-time","description":"When the event happened."}}},"WebhookDeliveryStatus":{"type":"string","description":"pending (not yet delivered), delivered (a 2xx came back) or failed (given up after 24 hours, or the endpoint was disabled).","enum":["pending","delivered","failed"]},"WebhookDeliveryList":{"type":"object","description":"An endpoint's latest deliveries.","required":["success","data"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."},"data":{"type":"array","description":"Latest first.","items":{"$ref":"#/definitions/WebhookDelivery"}}}},"WebhookEvent":{"type":"object","description":"The body POSTed to an endpoint. Headers: `webhook-id` (= `id`), `webhook-timestamp`\n(Unix seconds) and `webhook-signature` (`v1,` + base64 HMAC-SHA256 of\n`id.timestamp.body` keyed with the secret's decoded bytes).\n","required":["id","type","createdAt","data"],"properties":{"id":{"type":"string","description":"The event id; the same on every attempt, so receivers can de-duplicate."},"type":{"$ref":"#/definitions/WebhookEventType"},"createdAt":{"type":"string","format":"date-time","description":"When the change happened."},"data":{"$ref":"#/definitions/QrCode"}}},"ShortId":{"type":"string","description":"The short identifier of a QR code; case-sensitive.","minLength":3,"maxLength":64,"pattern":"^[A-Za-z0-9_-]+$","examples":["aZ3kP9qX"]},"CustomShortId":{"type":"string","description":"A caller-chosen short id: 3–64 characters of `[A-Za-z0-9_-]`. Reserved words\n(case-insensitively: api, qrcode, docs, health, healthz, readyz, metrics, static,\nassets, keys, dashboard, login, admin, favicon.ico, robots.txt, .well-known,\nopenapi.json, openapi.yaml) are refused with `400`; an id in use or used before with\n`409`.\n","minLength":3,"maxLength":64,"pattern":"^[A-Za-z0-9_-]+$","examples":["spring-sale"]},"TargetUrl":{"type":"string","format":"uri","description":"The URL the short link redirects to: absolute `http:` or `https:`, at most 2048\ncharacters, without user-info or control characters, and not on the service's own\nshort-link host. Stored and returned in normalised form.\n","minLength":1,"maxLength":2048,"pattern":"^[Hh][Tt][Tt][Pp][Ss]?://","examples":["https://example.com/menu"]},"HexColor":{"type":"string","description":"A colour in hex form `#RRGGBB`; stored in lower case.","pattern":"^#[0-9A-Fa-f]{6}$","examples":["#1a2b3c"]},"DotType":{"type":"string","description":"The shape of the dots, as the qr-code-styling library names them.","enum":["square","dots","rounded","extra-rounded","classy","classy-rounded"],"examples":["rounded"]},"Size":{"type":"integer","description":"A size in pixels, 64 to 4096.","minimum":64,"maximum":4096,"examples":[300]},"QrCodeOptions":{"type":"object","description":"Styling options, named as in the qr-code-styling library. Every field is optional;\na missing field takes its default (300 × 300 px, square black dots on white, square\ncorners in the dots' colour, no margin, error correction Q).\n\nThe dots must be darker than the background, with a contrast ratio of at least 3:1\n(WCAG's ratio for graphical objects): light-on-dark codes do not scan with common\ndecoders, and faint ones fail on paper and in glare. Other pairs are refused with `400`\nnaming the colour (`qrCodeOptions.dotsOptions.color`, or a corner colour).\n","additionalProperties":false,"properties":{"width":{"$ref":"#/definitions/Size"},"height":{"$ref":"#/definitions/Size"},"dotsOptions":{"type":"object","description":"The data dots.","additionalProperties":false,"properties":{"type":{"$ref":"#/definitions/DotType"},"color":{"$ref":"#/definitions/HexColor"}}},"backgroundOptions":{"type":"object","description":"The background.","additionalProperties":false,"properties":{"color":{"$ref":"#/definitions/HexColor"}}},"cornersSquareOptions":{"type":"object","description":"The three big squares in the corners (the finder patterns' outer rings).","additionalProperties":false,"properties":{"type":{"$ref":"#/definitions/CornerSquareType"},"color":{"$ref":"#/definitions/HexColor"}}},"cornersDotOptions":{"type":"object","description":"The dots inside the three corner squares.","additionalProperties":false,"properties":{"type":{"$ref":"#/definitions/CornerDotType"},"color":{"$ref":"#/definitions/HexColor"}}},"margin":{"$ref":"#/definitions/Margin"},"qrOptions":{"type":"object","description":"Options of the QR symbol itself.","additionalProperties":false,"properties":{"errorCorrectionLevel":{"$ref":"#/definitions/ErrorCorrectionLevel"}}}}},"CornerSquareType":{"type":"string","description":"The shape of the corner squares, as qr-code-styling names them. Default `square`.\nqr-code-styling's `dot` rings are not offered: circular finder rings failed to decode in\nour scan tests at several sizes, and every image dynqr serves must scan.\n","enum":["square","extra-rounded"],"examples":["extra-rounded"]},"CornerDotType":{"type":"string","description":"The shape of the dots inside the corner squares. Default `square`.","enum":["square","dot"],"examples":["dot"]},"Margin":{"type":"integer","description":"Empty space around the code in pixels, 0 to 512, default 0. A quiet zone of 4 modules is\nalways kept inside it, so a code scans with any margin.\n","minimum":0,"maximum":512,"examples":[16]},"ErrorCorrectionLevel":{"type":"string","description":"How much of the symbol may be damaged and still read: L 7 %, M 15 %, Q 25 % (default, as\nin qr-code-styling), H 30 %. Higher levels make denser codes.\n","enum":["L","M","Q","H"],"examples":["Q"]},"ResolvedQrCodeOptions":{"type":"object","description":"The stored styling options with every default filled in.","required":["width","height","dotsOptions","backgroundOptions","cornersSquareOptions","cornersDotOptions","margin","qrOptions"],"properties":{"cornersSquareOptions":{"type":"object","required":["type","color"],"properties":{"type":{"$ref":"#/definitions/CornerSquareType"},"color":{"$ref":"#/definitions/HexColor"}}},"cornersDotOptions":{"type":"object","required":["type","color"],"properties":{"type":{"$ref":"#/definitions/CornerDotType"},"color":{"$ref":"#/definitions/HexColor"}}},"margin":{"$ref":"#/definitions/Margin"},"qrOptions":{"type":"object","required":["errorCorrectionLevel"],"properties":{"errorCorrectionLevel":{"$ref":"#/definitions/ErrorCorrectionLevel"}}},"width":{"$ref":"#/definitions/Size"},"height":{"$ref":"#/definitions/Size"},"dotsOptions":{"type":"object","required":["type","color"],"properties":{"type":{"$ref":"#/definitions/DotType"},"color":{"$ref":"#/definitions/HexColor"}}},"backgroundOptions":{"type":"object","required":["color"],"properties":{"color":{"$ref":"#/definitions/HexColor"}}}}},"CreateQrCodeRequest":{"type":"object","description":"The fields of a new QR code. Unknown fields are refused.","required":["targetUrl"],"additionalProperties":false,"properties":{"targetUrl":{"$ref":"#/definitions/TargetUrl"},"customShortId":{"$ref":"#/definitions/CustomShortId"},"qrCodeOptions":{"$ref":"#/definitions/QrCodeOptions"}}},"UpdateQrCodeRequest":{"type":"object","description":"The fields to change. Unknown fields, and `shortId`, `views`, `createdAt`, are refused.","additionalProperties":false,"properties":{"targetUrl":{"$ref":"#/definitions/TargetUrl"},"qrCodeOptions":{"$ref":"#/definitions/QrCodeOptions"}}},"QrCode":{"type":"object","description":"A dynamic QR code.","required":["shortId","qrCodeUrl","editUrl","targetUrl","views","qrCodeOptions","createdAt","updatedAt"],"properties":{"shortId":{"$ref":"#/definitions/ShortId"},"qrCodeUrl":{"type":"string","format":"uri","description":"The public short link, `{site_url}/<shortId>`; the text the QR code encodes."},"editUrl":{"type":"string","format":"uri","description":"The edit page, `{site_url}/qrcode/edit/<shortId>`."},"targetUrl":{"type":"string","format":"uri","description":"Where the short link redirects now."},"views":{"type":"integer","minimum":0,"description":"Human scans of the short link: `GET` requests that were redirected, not `HEAD`,\nprefetches, bots or link previewers. `0` on a new code.\n"},"qrCodeOptions":{"$ref":"#/definitions/ResolvedQrCodeOptions"},"createdAt":{"type":"string","format":"date-time","description":"Creation time, ISO 8601 in UTC with milliseconds."},"updatedAt":{"type":"string","format":"date-time","description":"Last time the target or styling changed; equal to `createdAt` on creation."}}},"QrCodeResponse":{"description":"A QR code as a single-object response, with `success` at the top level.","allOf":[{"type":"object","required":["success"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."}}},{"$ref":"#/definitions/QrCode"}]},"QrCodeList":{"type":"object","description":"A page of QR codes.","required":["success","data","pagination"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."},"data":{"type":"array","description":"The QR codes of this page, in the requested order.","items":{"$ref":"#/definitions/QrCode"}},"pagination":{"$ref":"#/definitions/Pagination"}}},"Pagination":{"type":"object","description":"Where this page stands in the whole list.","required":["total","limit","offset","hasMore"],"properties":{"total":{"type":"integer","minimum":0,"description":"Number of the caller's QR codes in all."},"limit":{"type":"integer","minimum":1,"maximum":100,"description":"The page size used."},"offset":{"type":"integer","minimum":0,"description":"The number of items skipped."},"hasMore":{"type":"boolean","description":"Whether items follow this page (`offset + data.length < total`)."}}},"SortField":{"type":"string","description":"A field QR codes can be listed by. Ties are ordered by `shortId`.","enum":["createdAt","updatedAt","views"],"examples":["views"]},"SortOrder":{"type":"string","description":"The direction of an order.","enum":["asc","desc"],"examples":["asc"]},"ImageFormat":{"type":"string","description":"The format of a QR code image.","enum":["svg","png"],"examples":["png"]},"Scope":{"type":"string","description":"What an API key may do. `qrcodes:read`: read codes, lists and images.\n`qrcodes:write`: everything `qrcodes:read` may, and create, change and delete codes.\n`keys:manage`: list, create and revoke the account's keys.\n","enum":["qrcodes:read","qrcodes:write","keys:manage"],"examples":["qrcodes:read"]},"ApiKey":{"type":"object","description":"An API key as its account holder sees it. Never the key itself or its hash.","required":["id","name","prefix","scopes","createdAt","lastUsedAt","expiresAt","revokedAt"],"properties":{"id":{"type":"string","description":"The key's id, used to revoke it.","pattern":"^key_[0-9A-Za-z]{12}$","examples":["key_8fKq2LmZ0aBc"]},"name":{"type":["string","null"],"description":"What the key is for."},"prefix":{"type":"string","description":"The first characters after `dqr_`, to tell keys apart.","minLength":1,"maxLength":8},"scopes":{"type":"array","description":"What the key may do.","items":{"$ref":"#/definitions/Scope"}},"createdAt":{"type":"string","format":"date-time","description":"Creation time, ISO 8601 in UTC."},"lastUsedAt":{"type":["string","null"],"format":"date-time","description":"When the key was last used (recorded at most once a minute); `null` if never."},"expiresAt":{"type":["string","null"],"format":"date-time","description":"When the key stops working; `null` if never."},"revokedAt":{"type":["string","null"],"format":"date-time","description":"When the key was revoked; `null` while it is not."}}},"ApiKeyList":{"type":"object","description":"The account's API keys, newest first.","required":["success","data"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."},"data":{"type":"array","description":"The keys, newest first, revoked ones included.","items":{"$ref":"#/definitions/ApiKey"}}}},"CreateApiKeyRequest":{"type":"object","description":"A new API key. Unknown fields are refused.","required":["name"],"additionalProperties":false,"properties":{"name":{"type":"string","description":"What the key is for, 1–100 characters.","minLength":1,"maxLength":100},"scopes":{"type":"array","description":"What the key may do; default `[\"qrcodes:write\"]`.","minItems":1,"maxItems":3,"uniqueItems":true,"items":{"$ref":"#/definitions/Scope"}},"expiresAt":{"type":"string","format":"date-time","description":"When the key stops working, in the future (ISO 8601)."}}},"CreatedApiKeyResponse":{"description":"A new key, with the secret `key` shown this once.","allOf":[{"type":"object","required":["success","key"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."},"key":{"type":"string","description":"The API key. Store it now; it cannot be shown again.","pattern":"^dqr_[0-9A-Za-z]{32,128}$"}}},{"$ref":"#/definitions/ApiKey"}]},"ErrorCode":{"type":"string","description":"A stable, machine-readable error code:\n\n| status | error | when |\n|---|---|---|\n| 400 | INVALID_REQUEST | the request is invalid, e.g. `targetUrl` missing |\n| 401 | UNAUTHORIZED | the API key is invalid or missing |\n| 403 | FORBIDDEN | the key lacks the scope the operation needs |\n| 404 | NOT_FOUND | the QR code (or API key) does not exist for this account |\n| 409 | CONFLICT | the custom short id is taken |\n| 413 | PAYLOAD_TOO_LARGE | the body is larger than 16 KiB |\n| 415 | UNSUPPORTED_MEDIA_TYPE | the body is not `application/json` |\n| 429 | RATE_LIMITED | too many requests; see `Retry-After` |\n| 500 | INTERNAL_ERROR | the service failed |\n| 503 | SERVICE_UNAVAILABLE | the store cannot commit right now; nothing changed, see `Retry-After` |\n","enum":["INVALID_REQUEST","UNAUTHORIZED","FORBIDDEN","NOT_FOUND","CONFLICT","PAYLOAD_TOO_LARGE","UNSUPPORTED_MEDIA_TYPE","RATE_LIMITED","INTERNAL_ERROR","SERVICE_UNAVAILABLE"]},"Error":{"type":"object","description":"The body of every error response.","required":["error","message"],"properties":{"error":{"$ref":"#/definitions/ErrorCode"},"message":{"type":"string","description":"Human-readable text; the documented cases keep their exact words."},"details":{"type":"array","description":"On validation errors, every problem found, by field.","items":{"$ref":"#/definitions/ErrorDetail"}},"requestId":{"type":"string","description":"The id of the request, as in the `x-request-id` header."}}},"ErrorDetail":{"type":"object","description":"One validation problem.","required":["field","message"],"properties":{"field":{"type":"string","description":"The offending field as a dotted path (`qrCodeOptions.width`), or the query parameter."},"message":{"type":"string","description":"What is wrong with it."}}},"Health":{"type":"object","description":"The state of the process and its store.","required":["status"],"properties":{"status":{"$ref":"#/definitions/HealthStatus"},"store":{"$ref":"#/definitions/StoreKind"}}},"HealthStatus":{"type":"string","description":"`ok` when up (and, for readiness, when the store answers).","enum":["ok","unavailable"],"examples":["ok"]},"StoreKind":{"type":"string","description":"The kind of store, on the readiness probe.","enum":["sqlite","memory","postgres"],"examples":["sqlite"]}}};

function validate13(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.shortId === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "shortId"},message:"must have required property '"+"shortId"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(key0 === "shortId")){
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
if(data.shortId !== undefined){
let data0 = data.shortId;
if(typeof data0 !== "string"){
let dataType0 = typeof data0;
let coerced0 = undefined;
if(!(coerced0 !== undefined)){
if(dataType0 == "number" || dataType0 == "boolean"){
coerced0 = "" + data0;
}
else if(data0 === null){
coerced0 = "";
}
else {
const err2 = {instancePath:instancePath+"/shortId",schemaPath:"#/properties/shortId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(coerced0 !== undefined){
data0 = coerced0;
if(data !== undefined){
data["shortId"] = coerced0;
}
}
}
if(typeof data0 === "string"){
if(func2(data0) > 256){
const err3 = {instancePath:instancePath+"/shortId",schemaPath:"#/properties/shortId/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(func2(data0) < 1){
const err4 = {instancePath:instancePath+"/shortId",schemaPath:"#/properties/shortId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
validate13.errors = vErrors;
return errors === 0;
}

export const validateGetQrCodeImageParams = validate14;
const schema15 = {"type":"object","additionalProperties":false,"properties":{"shortId":{"type":"string","minLength":1,"maxLength":256}},"required":["shortId"],"definitions":{"WebhookEventType":{"type":"string","description":"What happened to a QR code: created, updated (target or options changed), deleted,\nor deactivated (its expiry passed or its scan limit was reached).\n","enum":["qrcode.created","qrcode.updated","qrcode.deleted","qrcode.deactivated"]},"CreateWebhookRequest":{"type":"object","additionalProperties":false,"required":["url","events"],"properties":{"url":{"type":"string","minLength":1,"maxLength":2048,"description":"Where events are POSTed; `http:` or `https:`, on a public address."},"events":{"type":"array","description":"The event types to send; at least one, no repeats.","minItems":1,"maxItems":4,"uniqueItems":true,"items":{"$ref":"#/definitions/WebhookEventType"}},"description":{"type":"string","maxLength":200,"description":"A note for people, shown in the list."}}},"Webhook":{"type":"object","description":"A webhook endpoint, without its secret.","required":["id","url","events","description","createdAt","disabledAt"],"properties":{"id":{"type":"string","description":"The endpoint's id."},"url":{"type":"string","description":"Where events are POSTed."},"events":{"type":"array","description":"The event types sent to it.","items":{"$ref":"#/definitions/WebhookEventType"}},"description":{"type":["string","null"],"description":"The note given at creation."},"createdAt":{"type":"string","format":"date-time","description":"When it was registered."},"disabledAt":{"type":["string","null"],"format":"date-time","description":"When it was disabled after 24 hours of failed deliveries; null while active."},"disabledReason":{"type":"string","const":"webhook.disabled","description":"Present on a disabled endpoint."}}},"CreatedWebhookResponse":{"description":"A new endpoint, with its secret (shown this once).","allOf":[{"type":"object","required":["success","secret"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."},"secret":{"type":"string","description":"`whsec_` + base64 of the key bytes. Sign checks use the decoded bytes."}}},{"$ref":"#/definitions/Webhook"}]},"WebhookList":{"type":"object","description":"The account's webhook endpoints.","required":["success","data"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."},"data":{"type":"array","description":"The endpoints, newest first.","items":{"$ref":"#/definitions/Webhook"}}}},"WebhookDelivery":{"type":"object","description":"One event's delivery to one endpoint.","required":["eventId","type","status","attempts","lastStatus","lastError","nextAttemptAt","createdAt"],"properties":{"eventId":{"type":"string","description":"The event id, sent as `webhook-id`; the same on every attempt."},"type":{"$ref":"#/definitions/WebhookEventType"},"status":{"$ref":"#/definitions/WebhookDeliveryStatus"},"attempts":{"type":"integer","minimum":0,"description":"Attempts made so far."},"lastStatus":{"type":["integer","null"],"description":"The HTTP status of the last attempt; null when none came back."},"lastError":{"type":["string","null"],"description":"Why the last attempt failed, in words; null after a success."},"nextAttemptAt":{"type":["string","null"],"format":"date-time","description":"When the next attempt is due; null once delivered or given up."},"createdAt":{"type":"string","format":"date-time","description":"When the event happened."}}},"WebhookDeliveryStatus":{"type":"string","description":"pending (not yet delivered), delivered (a 2xx came back) or failed (given up after 24 hours, or the endpoint was disabled).","enum":["pending","delivered","failed"]},"WebhookDeliveryList":{"type":"object","description":"An endpoint's latest deliveries.","required":["success","data"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."},"data":{"type":"array","description":"Latest first.","items":{"$ref":"#/definitions/WebhookDelivery"}}}},"WebhookEvent":{"type":"object","description":"The body POSTed to an endpoint. Headers: `webhook-id` (= `id`), `webhook-timestamp`\n(Unix seconds) and `webhook-signature` (`v1,` + base64 HMAC-SHA256 of\n`id.timestamp.body` keyed with the secret's decoded bytes).\n","required":["id","type","createdAt","data"],"properties":{"id":{"type":"string","description":"The event id; the same on every attempt, so receivers can de-duplicate."},"type":{"$ref":"#/definitions/WebhookEventType"},"createdAt":{"type":"string","format":"date-time","description":"When the change happened."},"data":{"$ref":"#/definitions/QrCode"}}},"ShortId":{"type":"string","description":"The short identifier of a QR code; case-sensitive.","minLength":3,"maxLength":64,"pattern":"^[A-Za-z0-9_-]+$","examples":["aZ3kP9qX"]},"CustomShortId":{"type":"string","description":"A caller-chosen short id: 3–64 characters of `[A-Za-z0-9_-]`. Reserved words\n(case-insensitively: api, qrcode, docs, health, healthz, readyz, metrics, static,\nassets, keys, dashboard, login, admin, favicon.ico, robots.txt, .well-known,\nopenapi.json, openapi.yaml) are refused with `400`; an id in use or used before with\n`409`.\n","minLength":3,"maxLength":64,"pattern":"^[A-Za-z0-9_-]+$","examples":["spring-sale"]},"TargetUrl":{"type":"string","format":"uri","description":"The URL the short link redirects to: absolute `http:` or `https:`, at most 2048\ncharacters, without user-info or control characters, and not on the service's own\nshort-link host. Stored and returned in normalised form.\n","minLength":1,"maxLength":2048,"pattern":"^[Hh][Tt][Tt][Pp][Ss]?://","examples":["https://example.com/menu"]},"HexColor":{"type":"string","description":"A colour in hex form `#RRGGBB`; stored in lower case.","pattern":"^#[0-9A-Fa-f]{6}$","examples":["#1a2b3c"]},"DotType":{"type":"string","description":"The shape of the dots, as the qr-code-styling library names them.","enum":["square","dots","rounded","extra-rounded","classy","classy-rounded"],"examples":["rounded"]},"Size":{"type":"integer","description":"A size in pixels, 64 to 4096.","minimum":64,"maximum":4096,"examples":[300]},"QrCodeOptions":{"type":"object","description":"Styling options, named as in the qr-code-styling library. Every field is optional;\na missing field takes its default (300 × 300 px, square black dots on white, square\ncorners in the dots' colour, no margin, error correction Q).\n\nThe dots must be darker than the background, with a contrast ratio of at least 3:1\n(WCAG's ratio for graphical objects): light-on-dark codes do not scan with common\ndecoders, and faint ones fail on paper and in glare. Other pairs are refused with `400`\nnaming the colour (`qrCodeOptions.dotsOptions.color`, or a corner colour).\n","additionalProperties":false,"properties":{"width":{"$ref":"#/definitions/Size"},"height":{"$ref":"#/definitions/Size"},"dotsOptions":{"type":"object","description":"The data dots.","additionalProperties":false,"properties":{"type":{"$ref":"#/definitions/DotType"},"color":{"$ref":"#/definitions/HexColor"}}},"backgroundOptions":{"type":"object","description":"The background.","additionalProperties":false,"properties":{"color":{"$ref":"#/definitions/HexColor"}}},"cornersSquareOptions":{"type":"object","description":"The three big squares in the corners (the finder patterns' outer rings).","additionalProperties":false,"properties":{"type":{"$ref":"#/definitions/CornerSquareType"},"color":{"$ref":"#/definitions/HexColor"}}},"cornersDotOptions":{"type":"object","description":"The dots inside the three corner squares.","additionalProperties":false,"properties":{"type":{"$ref":"#/definitions/CornerDotType"},"color":{"$ref":"#/definitions/HexColor"}}},"margin":{"$ref":"#/definitions/Margin"},"qrOptions":{"type":"object","description":"Options of the QR symbol itself.","additionalProperties":false,"properties":{"errorCorrectionLevel":{"$ref":"#/definitions/ErrorCorrectionLevel"}}}}},"CornerSquareType":{"type":"string","description":"The shape of the corner squares, as qr-code-styling names them. Default `square`.\nqr-code-styling's `dot` rings are not offered: circular finder rings failed to decode in\nour scan tests at several sizes, and every image dynqr serves must scan.\n","enum":["square","extra-rounded"],"examples":["extra-rounded"]},"CornerDotType":{"type":"string","description":"The shape of the dots inside the corner squares. Default `square`.","enum":["square","dot"],"examples":["dot"]},"Margin":{"type":"integer","description":"Empty space around the code in pixels, 0 to 512, default 0. A quiet zone of 4 modules is\nalways kept inside it, so a code scans with any margin.\n","minimum":0,"maximum":512,"examples":[16]},"ErrorCorrectionLevel":{"type":"string","description":"How much of the symbol may be damaged and still read: L 7 %, M 15 %, Q 25 % (default, as\nin qr-code-styling), H 30 %. Higher levels make denser codes.\n","enum":["L","M","Q","H"],"examples":["Q"]},"ResolvedQrCodeOptions":{"type":"object","description":"The stored styling options with every default filled in.","required":["width","height","dotsOptions","backgroundOptions","cornersSquareOptions","cornersDotOptions","margin","qrOptions"],"properties":{"cornersSquareOptions":{"type":"object","required":["type","color"],"properties":{"type":{"$ref":"#/definitions/CornerSquareType"},"color":{"$ref":"#/definitions/HexColor"}}},"cornersDotOptions":{"type":"object","required":["type","color"],"properties":{"type":{"$ref":"#/definitions/CornerDotType"},"color":{"$ref":"#/definitions/HexColor"}}},"margin":{"$ref":"#/definitions/Margin"},"qrOptions":{"type":"object","required":["errorCorrectionLevel"],"properties":{"errorCorrectionLevel":{"$ref":"#/definitions/ErrorCorrectionLevel"}}},"width":{"$ref":"#/definitions/Size"},"height":{"$ref":"#/definitions/Size"},"dotsOptions":{"type":"object","required":["type","color"],"properties":{"type":{"$ref":"#/definitions/DotType"},"color":{"$ref":"#/definitions/HexColor"}}},"backgroundOptions":{"type":"object","required":["color"],"properties":{"color":{"$ref":"#/definitions/HexColor"}}}}},"CreateQrCodeRequest":{"type":"object","description":"The fields of a new QR code. Unknown fields are refused.","required":["targetUrl"],"additionalProperties":false,"properties":{"targetUrl":{"$ref":"#/definitions/TargetUrl"},"customShortId":{"$ref":"#/definitions/CustomShortId"},"qrCodeOptions":{"$ref":"#/definitions/QrCodeOptions"}}},"UpdateQrCodeRequest":{"type":"object","description":"The fields to change. Unknown fields, and `shortId`, `views`, `createdAt`, are refused.","additionalProperties":false,"properties":{"targetUrl":{"$ref":"#/definitions/TargetUrl"},"qrCodeOptions":{"$ref":"#/definitions/QrCodeOptions"}}},"QrCode":{"type":"object","description":"A dynamic QR code.","required":["shortId","qrCodeUrl","editUrl","targetUrl","views","qrCodeOptions","createdAt","updatedAt"],"properties":{"shortId":{"$ref":"#/definitions/ShortId"},"qrCodeUrl":{"type":"string","format":"uri","description":"The public short link, `{site_url}/<shortId>`; the text the QR code encodes."},"editUrl":{"type":"string","format":"uri","description":"The edit page, `{site_url}/qrcode/edit/<shortId>`."},"targetUrl":{"type":"string","format":"uri","description":"Where the short link redirects now."},"views":{"type":"integer","minimum":0,"description":"Human scans of the short link: `GET` requests that were redirected, not `HEAD`,\nprefetches, bots or link previewers. `0` on a new code.\n"},"qrCodeOptions":{"$ref":"#/definitions/ResolvedQrCodeOptions"},"createdAt":{"type":"string","format":"date-time","description":"Creation time, ISO 8601 in UTC with milliseconds."},"updatedAt":{"type":"string","format":"date-time","description":"Last time the target or styling changed; equal to `createdAt` on creation."}}},"QrCodeResponse":{"description":"A QR code as a single-object response, with `success` at the top level.","allOf":[{"type":"object","required":["success"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."}}},{"$ref":"#/definitions/QrCode"}]},"QrCodeList":{"type":"object","description":"A page of QR codes.","required":["success","data","pagination"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."},"data":{"type":"array","description":"The QR codes of this page, in the requested order.","items":{"$ref":"#/definitions/QrCode"}},"pagination":{"$ref":"#/definitions/Pagination"}}},"Pagination":{"type":"object","description":"Where this page stands in the whole list.","required":["total","limit","offset","hasMore"],"properties":{"total":{"type":"integer","minimum":0,"description":"Number of the caller's QR codes in all."},"limit":{"type":"integer","minimum":1,"maximum":100,"description":"The page size used."},"offset":{"type":"integer","minimum":0,"description":"The number of items skipped."},"hasMore":{"type":"boolean","description":"Whether items follow this page (`offset + data.length < total`)."}}},"SortField":{"type":"string","description":"A field QR codes can be listed by. Ties are ordered by `shortId`.","enum":["createdAt","updatedAt","views"],"examples":["views"]},"SortOrder":{"type":"string","description":"The direction of an order.","enum":["asc","desc"],"examples":["asc"]},"ImageFormat":{"type":"string","description":"The format of a QR code image.","enum":["svg","png"],"examples":["png"]},"Scope":{"type":"string","description":"What an API key may do. `qrcodes:read`: read codes, lists and images.\n`qrcodes:write`: everything `qrcodes:read` may, and create, change and delete codes.\n`keys:manage`: list, create and revoke the account's keys.\n","enum":["qrcodes:read","qrcodes:write","keys:manage"],"examples":["qrcodes:read"]},"ApiKey":{"type":"object","description":"An API key as its account holder sees it. Never the key itself or its hash.","required":["id","name","prefix","scopes","createdAt","lastUsedAt","expiresAt","revokedAt"],"properties":{"id":{"type":"string","description":"The key's id, used to revoke it.","pattern":"^key_[0-9A-Za-z]{12}$","examples":["key_8fKq2LmZ0aBc"]},"name":{"type":["string","null"],"description":"What the key is for."},"prefix":{"type":"string","description":"The first characters after `dqr_`, to tell keys apart.","minLength":1,"maxLength":8},"scopes":{"type":"array","description":"What the key may do.","items":{"$ref":"#/definitions/Scope"}},"createdAt":{"type":"string","format":"date-time","description":"Creation time, ISO 8601 in UTC."},"lastUsedAt":{"type":["string","null"],"format":"date-time","description":"When the key was last used (recorded at most once a minute); `null` if never."},"expiresAt":{"type":["string","null"],"format":"date-time","description":"When the key stops working; `null` if never."},"revokedAt":{"type":["string","null"],"format":"date-time","description":"When the key was revoked; `null` while it is not."}}},"ApiKeyList":{"type":"object","description":"The account's API keys, newest first.","required":["success","data"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."},"data":{"type":"array","description":"The keys, newest first, revoked ones included.","items":{"$ref":"#/definitions/ApiKey"}}}},"CreateApiKeyRequest":{"type":"object","description":"A new API key. Unknown fields are refused.","required":["name"],"additionalProperties":false,"properties":{"name":{"type":"string","description":"What the key is for, 1–100 characters.","minLength":1,"maxLength":100},"scopes":{"type":"array","description":"What the key may do; default `[\"qrcodes:write\"]`.","minItems":1,"maxItems":3,"uniqueItems":true,"items":{"$ref":"#/definitions/Scope"}},"expiresAt":{"type":"string","format":"date-time","description":"When the key stops working, in the future (ISO 8601)."}}},"CreatedApiKeyResponse":{"description":"A new key, with the secret `key` shown this once.","allOf":[{"type":"object","required":["success","key"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."},"key":{"type":"string","description":"The API key. Store it now; it cannot be shown again.","pattern":"^dqr_[0-9A-Za-z]{32,128}$"}}},{"$ref":"#/definitions/ApiKey"}]},"ErrorCode":{"type":"string","description":"A stable, machine-readable error code:\n\n| status | error | when |\n|---|---|---|\n| 400 | INVALID_REQUEST | the request is invalid, e.g. `targetUrl` missing |\n| 401 | UNAUTHORIZED | the API key is invalid or missing |\n| 403 | FORBIDDEN | the key lacks the scope the operation needs |\n| 404 | NOT_FOUND | the QR code (or API key) does not exist for this account |\n| 409 | CONFLICT | the custom short id is taken |\n| 413 | PAYLOAD_TOO_LARGE | the body is larger than 16 KiB |\n| 415 | UNSUPPORTED_MEDIA_TYPE | the body is not `application/json` |\n| 429 | RATE_LIMITED | too many requests; see `Retry-After` |\n| 500 | INTERNAL_ERROR | the service failed |\n| 503 | SERVICE_UNAVAILABLE | the store cannot commit right now; nothing changed, see `Retry-After` |\n","enum":["INVALID_REQUEST","UNAUTHORIZED","FORBIDDEN","NOT_FOUND","CONFLICT","PAYLOAD_TOO_LARGE","UNSUPPORTED_MEDIA_TYPE","RATE_LIMITED","INTERNAL_ERROR","SERVICE_UNAVAILABLE"]},"Error":{"type":"object","description":"The body of every error response.","required":["error","message"],"properties":{"error":{"$ref":"#/definitions/ErrorCode"},"message":{"type":"string","description":"Human-readable text; the documented cases keep their exact words."},"details":{"type":"array","description":"On validation errors, every problem found, by field.","items":{"$ref":"#/definitions/ErrorDetail"}},"requestId":{"type":"string","description":"The id of the request, as in the `x-request-id` header."}}},"ErrorDetail":{"type":"object","description":"One validation problem.","required":["field","message"],"properties":{"field":{"type":"string","description":"The offending field as a dotted path (`qrCodeOptions.width`), or the query parameter."},"message":{"type":"string","description":"What is wrong with it."}}},"Health":{"type":"object","description":"The state of the process and its store.","required":["status"],"properties":{"status":{"$ref":"#/definitions/HealthStatus"},"store":{"$ref":"#/definitions/StoreKind"}}},"HealthStatus":{"type":"string","description":"`ok` when up (and, for readiness, when the store answers).","enum":["ok","unavailable"],"examples":["ok"]},"StoreKind":{"type":"string","description":"The kind of store, on the readiness probe.","enum":["sqlite","memory","postgres"],"examples":["sqlite"]}}};

function validate14(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.shortId === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "shortId"},message:"must have required property '"+"shortId"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(key0 === "shortId")){
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
if(data.shortId !== undefined){
let data0 = data.shortId;
if(typeof data0 !== "string"){
let dataType0 = typeof data0;
let coerced0 = undefined;
if(!(coerced0 !== undefined)){
if(dataType0 == "number" || dataType0 == "boolean"){
coerced0 = "" + data0;
}
else if(data0 === null){
coerced0 = "";
}
else {
const err2 = {instancePath:instancePath+"/shortId",schemaPath:"#/properties/shortId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(coerced0 !== undefined){
data0 = coerced0;
if(data !== undefined){
data["shortId"] = coerced0;
}
}
}
if(typeof data0 === "string"){
if(func2(data0) > 256){
const err3 = {instancePath:instancePath+"/shortId",schemaPath:"#/properties/shortId/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(func2(data0) < 1){
const err4 = {instancePath:instancePath+"/shortId",schemaPath:"#/properties/shortId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
validate14.errors = vErrors;
return errors === 0;
}

export const validateGetQrCodeImageQuery = validate15;
const schema16 = {"type":"object","additionalProperties":false,"properties":{"format":{"type":"string","description":"The format of a QR code image.","enum":["svg","png"],"examples":["png"]}},"required":[],"definitions":{"WebhookEventType":{"type":"string","description":"What happened to a QR code: created, updated (target or options changed), deleted,\nor deactivated (its expiry passed or its scan limit was reached).\n","enum":["qrcode.created","qrcode.updated","qrcode.deleted","qrcode.deactivated"]},"CreateWebhookRequest":{"type":"object","additionalProperties":false,"required":["url","events"],"properties":{"url":{"type":"string","minLength":1,"maxLength":2048,"description":"Where events are POSTed; `http:` or `https:`, on a public address."},"events":{"type":"array","description":"The event types to send; at least one, no repeats.","minItems":1,"maxItems":4,"uniqueItems":true,"items":{"$ref":"#/definitions/WebhookEventType"}},"description":{"type":"string","maxLength":200,"description":"A note for people, shown in the list."}}},"Webhook":{"type":"object","description":"A webhook endpoint, without its secret.","required":["id","url","events","description","createdAt","disabledAt"],"properties":{"id":{"type":"string","description":"The endpoint's id."},"url":{"type":"string","description":"Where events are POSTed."},"events":{"type":"array","description":"The event types sent to it.","items":{"$ref":"#/definitions/WebhookEventType"}},"description":{"type":["string","null"],"description":"The note given at creation."},"createdAt":{"type":"string","format":"date-time","description":"When it was registered."},"disabledAt":{"type":["string","null"],"format":"date-time","description":"When it was disabled after 24 hours of failed deliveries; null while active."},"disabledReason":{"type":"string","const":"webhook.disabled","description":"Present on a disabled endpoint."}}},"CreatedWebhookResponse":{"description":"A new endpoint, with its secret (shown this once).","allOf":[{"type":"object","required":["success","secret"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."},"secret":{"type":"string","description":"`whsec_` + base64 of the key bytes. Sign checks use the decoded bytes."}}},{"$ref":"#/definitions/Webhook"}]},"WebhookList":{"type":"object","description":"The account's webhook endpoints.","required":["success","data"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."},"data":{"type":"array","description":"The endpoints, newest first.","items":{"$ref":"#/definitions/Webhook"}}}},"WebhookDelivery":{"type":"object","description":"One event's delivery to one endpoint.","required":["eventId","type","status","attempts","lastStatus","lastError","nextAttemptAt","createdAt"],"properties":{"eventId":{"type":"string","description":"The event id, sent as `webhook-id`; the same on every attempt."},"type":{"$ref":"#/definitions/WebhookEventType"},"status":{"$ref":"#/definitions/WebhookDeliveryStatus"},"attempts":{"type":"integer","minimum":0,"description":"Attempts made so far."},"lastStatus":{"type":["integer","null"],"description":"The HTTP status of the last attempt; null when none came back."},"lastError":{"type":["string","null"],"description":"Why the last attempt failed, in words; null after a success."},"nextAttemptAt":{"type":["string","null"],"format":"date-time","description":"When the next attempt is due; null once delivered or given up."},"createdAt":{"type":"string","format":"date-time","description":"When the event happened."}}},"WebhookDeliveryStatus":{"type":"string","description":"pending (not yet delivered), delivered (a 2xx came back) or failed (given up after 24 hours, or the endpoint was disabled).","enum":["pending","delivered","failed"]},"WebhookDeliveryList":{"type":"object","description":"An endpoint's latest deliveries.","required":["success","data"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."},"data":{"type":"array","description":"Latest first.","items":{"$ref":"#/definitions/WebhookDelivery"}}}},"WebhookEvent":{"type":"object","description":"The body POSTed to an endpoint. Headers: `webhook-id` (= `id`), `webhook-timestamp`\n(Unix seconds) and `webhook-signature` (`v1,` + base64 HMAC-SHA256 of\n`id.timestamp.body` keyed with the secret's decoded bytes).\n","required":["id","type","createdAt","data"],"properties":{"id":{"type":"string","description":"The event id; the same on every attempt, so receivers can de-duplicate."},"type":{"$ref":"#/definitions/WebhookEventType"},"createdAt":{"type":"string","format":"date-time","description":"When the change happened."},"data":{"$ref":"#/definitions/QrCode"}}},"ShortId":{"type":"string","description":"The short identifier of a QR code; case-sensitive.","minLength":3,"maxLength":64,"pattern":"^[A-Za-z0-9_-]+$","examples":["aZ3kP9qX"]},"CustomShortId":{"type":"string","description":"A caller-chosen short id: 3–64 characters of `[A-Za-z0-9_-]`. Reserved words\n(case-insensitively: api, qrcode, docs, health, healthz, readyz, metrics, static,\nassets, keys, dashboard, login, admin, favicon.ico, robots.txt, .well-known,\nopenapi.json, openapi.yaml) are refused with `400`; an id in use or used before with\n`409`.\n","minLength":3,"maxLength":64,"pattern":"^[A-Za-z0-9_-]+$","examples":["spring-sale"]},"TargetUrl":{"type":"string","format":"uri","description":"The URL the short link redirects to: absolute `http:` or `https:`, at most 2048\ncharacters, without user-info or control characters, and not on the service's own\nshort-link host. Stored and returned in normalised form.\n","minLength":1,"maxLength":2048,"pattern":"^[Hh][Tt][Tt][Pp][Ss]?://","examples":["https://example.com/menu"]},"HexColor":{"type":"string","description":"A colour in hex form `#RRGGBB`; stored in lower case.","pattern":"^#[0-9A-Fa-f]{6}$","examples":["#1a2b3c"]},"DotType":{"type":"string","description":"The shape of the dots, as the qr-code-styling library names them.","enum":["square","dots","rounded","extra-rounded","classy","classy-rounded"],"examples":["rounded"]},"Size":{"type":"integer","description":"A size in pixels, 64 to 4096.","minimum":64,"maximum":4096,"examples":[300]},"QrCodeOptions":{"type":"object","description":"Styling options, named as in the qr-code-styling library. Every field is optional;\na missing field takes its default (300 × 300 px, square black dots on white, square\ncorners in the dots' colour, no margin, error correction Q).\n\nThe dots must be darker than the background, with a contrast ratio of at least 3:1\n(WCAG's ratio for graphical objects): light-on-dark codes do not scan with common\ndecoders, and faint ones fail on paper and in glare. Other pairs are refused with `400`\nnaming the colour (`qrCodeOptions.dotsOptions.color`, or a corner colour).\n","additionalProperties":false,"properties":{"width":{"$ref":"#/definitions/Size"},"height":{"$ref":"#/definitions/Size"},"dotsOptions":{"type":"object","description":"The data dots.","additionalProperties":false,"properties":{"type":{"$ref":"#/definitions/DotType"},"color":{"$ref":"#/definitions/HexColor"}}},"backgroundOptions":{"type":"object","description":"The background.","additionalProperties":false,"properties":{"color":{"$ref":"#/definitions/HexColor"}}},"cornersSquareOptions":{"type":"object","description":"The three big squares in the corners (the finder patterns' outer rings).","additionalProperties":false,"properties":{"type":{"$ref":"#/definitions/CornerSquareType"},"color":{"$ref":"#/definitions/HexColor"}}},"cornersDotOptions":{"type":"object","description":"The dots inside the three corner squares.","additionalProperties":false,"properties":{"type":{"$ref":"#/definitions/CornerDotType"},"color":{"$ref":"#/definitions/HexColor"}}},"margin":{"$ref":"#/definitions/Margin"},"qrOptions":{"type":"object","description":"Options of the QR symbol itself.","additionalProperties":false,"properties":{"errorCorrectionLevel":{"$ref":"#/definitions/ErrorCorrectionLevel"}}}}},"CornerSquareType":{"type":"string","description":"The shape of the corner squares, as qr-code-styling names them. Default `square`.\nqr-code-styling's `dot` rings are not offered: circular finder rings failed to decode in\nour scan tests at several sizes, and every image dynqr serves must scan.\n","enum":["square","extra-rounded"],"examples":["extra-rounded"]},"CornerDotType":{"type":"string","description":"The shape of the dots inside the corner squares. Default `square`.","enum":["square","dot"],"examples":["dot"]},"Margin":{"type":"integer","description":"Empty space around the code in pixels, 0 to 512, default 0. A quiet zone of 4 modules is\nalways kept inside it, so a code scans with any margin.\n","minimum":0,"maximum":512,"examples":[16]},"ErrorCorrectionLevel":{"type":"string","description":"How much of the symbol may be damaged and still read: L 7 %, M 15 %, Q 25 % (default, as\nin qr-code-styling), H 30 %. Higher levels make denser codes.\n","enum":["L","M","Q","H"],"examples":["Q"]},"ResolvedQrCodeOptions":{"type":"object","description":"The stored styling options with every default filled in.","required":["width","height","dotsOptions","backgroundOptions","cornersSquareOptions","cornersDotOptions","margin","qrOptions"],"properties":{"cornersSquareOptions":{"type":"object","required":["type","color"],"properties":{"type":{"$ref":"#/definitions/CornerSquareType"},"color":{"$ref":"#/definitions/HexColor"}}},"cornersDotOptions":{"type":"object","required":["type","color"],"properties":{"type":{"$ref":"#/definitions/CornerDotType"},"color":{"$ref":"#/definitions/HexColor"}}},"margin":{"$ref":"#/definitions/Margin"},"qrOptions":{"type":"object","required":["errorCorrectionLevel"],"properties":{"errorCorrectionLevel":{"$ref":"#/definitions/ErrorCorrectionLevel"}}},"width":{"$ref":"#/definitions/Size"},"height":{"$ref":"#/definitions/Size"},"dotsOptions":{"type":"object","required":["type","color"],"properties":{"type":{"$ref":"#/definitions/DotType"},"color":{"$ref":"#/definitions/HexColor"}}},"backgroundOptions":{"type":"object","required":["color"],"properties":{"color":{"$ref":"#/definitions/HexColor"}}}}},"CreateQrCodeRequest":{"type":"object","description":"The fields of a new QR code. Unknown fields are refused.","required":["targetUrl"],"additionalProperties":false,"properties":{"targetUrl":{"$ref":"#/definitions/TargetUrl"},"customShortId":{"$ref":"#/definitions/CustomShortId"},"qrCodeOptions":{"$ref":"#/definitions/QrCodeOptions"}}},"UpdateQrCodeRequest":{"type":"object","description":"The fields to change. Unknown fields, and `shortId`, `views`, `createdAt`, are refused.","additionalProperties":false,"properties":{"targetUrl":{"$ref":"#/definitions/TargetUrl"},"qrCodeOptions":{"$ref":"#/definitions/QrCodeOptions"}}},"QrCode":{"type":"object","description":"A dynamic QR code.","required":["shortId","qrCodeUrl","editUrl","targetUrl","views","qrCodeOptions","createdAt","updatedAt"],"properties":{"shortId":{"$ref":"#/definitions/ShortId"},"qrCodeUrl":{"type":"string","format":"uri","description":"The public short link, `{site_url}/<shortId>`; the text the QR code encodes."},"editUrl":{"type":"string","format":"uri","description":"The edit page, `{site_url}/qrcode/edit/<shortId>`."},"targetUrl":{"type":"string","format":"uri","description":"Where the short link redirects now."},"views":{"type":"integer","minimum":0,"description":"Human scans of the short link: `GET` requests that were redirected, not `HEAD`,\nprefetches, bots or link previewers. `0` on a new code.\n"},"qrCodeOptions":{"$ref":"#/definitions/ResolvedQrCodeOptions"},"createdAt":{"type":"string","format":"date-time","description":"Creation time, ISO 8601 in UTC with milliseconds."},"updatedAt":{"type":"string","format":"date-time","description":"Last time the target or styling changed; equal to `createdAt` on creation."}}},"QrCodeResponse":{"description":"A QR code as a single-object response, with `success` at the top level.","allOf":[{"type":"object","required":["success"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."}}},{"$ref":"#/definitions/QrCode"}]},"QrCodeList":{"type":"object","description":"A page of QR codes.","required":["success","data","pagination"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."},"data":{"type":"array","description":"The QR codes of this page, in the requested order.","items":{"$ref":"#/definitions/QrCode"}},"pagination":{"$ref":"#/definitions/Pagination"}}},"Pagination":{"type":"object","description":"Where this page stands in the whole list.","required":["total","limit","offset","hasMore"],"properties":{"total":{"type":"integer","minimum":0,"description":"Number of the caller's QR codes in all."},"limit":{"type":"integer","minimum":1,"maximum":100,"description":"The page size used."},"offset":{"type":"integer","minimum":0,"description":"The number of items skipped."},"hasMore":{"type":"boolean","description":"Whether items follow this page (`offset + data.length < total`)."}}},"SortField":{"type":"string","description":"A field QR codes can be listed by. Ties are ordered by `shortId`.","enum":["createdAt","updatedAt","views"],"examples":["views"]},"SortOrder":{"type":"string","description":"The direction of an order.","enum":["asc","desc"],"examples":["asc"]},"ImageFormat":{"type":"string","description":"The format of a QR code image.","enum":["svg","png"],"examples":["png"]},"Scope":{"type":"string","description":"What an API key may do. `qrcodes:read`: read codes, lists and images.\n`qrcodes:write`: everything `qrcodes:read` may, and create, change and delete codes.\n`keys:manage`: list, create and revoke the account's keys.\n","enum":["qrcodes:read","qrcodes:write","keys:manage"],"examples":["qrcodes:read"]},"ApiKey":{"type":"object","description":"An API key as its account holder sees it. Never the key itself or its hash.","required":["id","name","prefix","scopes","createdAt","lastUsedAt","expiresAt","revokedAt"],"properties":{"id":{"type":"string","description":"The key's id, used to revoke it.","pattern":"^key_[0-9A-Za-z]{12}$","examples":["key_8fKq2LmZ0aBc"]},"name":{"type":["string","null"],"description":"What the key is for."},"prefix":{"type":"string","description":"The first characters after `dqr_`, to tell keys apart.","minLength":1,"maxLength":8},"scopes":{"type":"array","description":"What the key may do.","items":{"$ref":"#/definitions/Scope"}},"createdAt":{"type":"string","format":"date-time","description":"Creation time, ISO 8601 in UTC."},"lastUsedAt":{"type":["string","null"],"format":"date-time","description":"When the key was last used (recorded at most once a minute); `null` if never."},"expiresAt":{"type":["string","null"],"format":"date-time","description":"When the key stops working; `null` if never."},"revokedAt":{"type":["string","null"],"format":"date-time","description":"When the key was revoked; `null` while it is not."}}},"ApiKeyList":{"type":"object","description":"The account's API keys, newest first.","required":["success","data"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."},"data":{"type":"array","description":"The keys, newest first, revoked ones included.","items":{"$ref":"#/definitions/ApiKey"}}}},"CreateApiKeyRequest":{"type":"object","description":"A new API key. Unknown fields are refused.","required":["name"],"additionalProperties":false,"properties":{"name":{"type":"string","description":"What the key is for, 1–100 characters.","minLength":1,"maxLength":100},"scopes":{"type":"array","description":"What the key may do; default `[\"qrcodes:write\"]`.","minItems":1,"maxItems":3,"uniqueItems":true,"items":{"$ref":"#/definitions/Scope"}},"expiresAt":{"type":"string","format":"date-time","description":"When the key stops working, in the future (ISO 8601)."}}},"CreatedApiKeyResponse":{"description":"A new key, with the secret `key` shown this once.","allOf":[{"type":"object","required":["success","key"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."},"key":{"type":"string","description":"The API key. Store it now; it cannot be shown again.","pattern":"^dqr_[0-9A-Za-z]{32,128}$"}}},{"$ref":"#/definitions/ApiKey"}]},"ErrorCode":{"type":"string","description":"A stable, machine-readable error code:\n\n| status | error | when |\n|---|---|---|\n| 400 | INVALID_REQUEST | the request is invalid, e.g. `targetUrl` missing |\n| 401 | UNAUTHORIZED | the API key is invalid or missing |\n| 403 | FORBIDDEN | the key lacks the scope the operation needs |\n| 404 | NOT_FOUND | the QR code (or API key) does not exist for this account |\n| 409 | CONFLICT | the custom short id is taken |\n| 413 | PAYLOAD_TOO_LARGE | the body is larger than 16 KiB |\n| 415 | UNSUPPORTED_MEDIA_TYPE | the body is not `application/json` |\n| 429 | RATE_LIMITED | too many requests; see `Retry-After` |\n| 500 | INTERNAL_ERROR | the service failed |\n| 503 | SERVICE_UNAVAILABLE | the store cannot commit right now; nothing changed, see `Retry-After` |\n","enum":["INVALID_REQUEST","UNAUTHORIZED","FORBIDDEN","NOT_FOUND","CONFLICT","PAYLOAD_TOO_LARGE","UNSUPPORTED_MEDIA_TYPE","RATE_LIMITED","INTERNAL_ERROR","SERVICE_UNAVAILABLE"]},"Error":{"type":"object","description":"The body of every error response.","required":["error","message"],"properties":{"error":{"$ref":"#/definitions/ErrorCode"},"message":{"type":"string","description":"Human-readable text; the documented cases keep their exact words."},"details":{"type":"array","description":"On validation errors, every problem found, by field.","items":{"$ref":"#/definitions/ErrorDetail"}},"requestId":{"type":"string","description":"The id of the request, as in the `x-request-id` header."}}},"ErrorDetail":{"type":"object","description":"One validation problem.","required":["field","message"],"properties":{"field":{"type":"string","description":"The offending field as a dotted path (`qrCodeOptions.width`), or the query parameter."},"message":{"type":"string","description":"What is wrong with it."}}},"Health":{"type":"object","description":"The state of the process and its store.","required":["status"],"properties":{"status":{"$ref":"#/definitions/HealthStatus"},"store":{"$ref":"#/definitions/StoreKind"}}},"HealthStatus":{"type":"string","description":"`ok` when up (and, for readiness, when the store answers).","enum":["ok","unavailable"],"examples":["ok"]},"StoreKind":{"type":"string","description":"The kind of store, on the readiness probe.","enum":["sqlite","memory","postgres"],"examples":["sqlite"]}}};

function validate15(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(key0 === "format")){
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
if(data.format !== undefined){
let data0 = data.format;
if(typeof data0 !== "string"){
let dataType0 = typeof data0;
let coerced0 = undefined;
if(!(coerced0 !== undefined)){
if(dataType0 == "number" || dataType0 == "boolean"){
coerced0 = "" + data0;
}
else if(data0 === null){
coerced0 = "";
}
else {
const err1 = {instancePath:instancePath+"/format",schemaPath:"#/properties/format/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(coerced0 !== undefined){
data0 = coerced0;
if(data !== undefined){
data["format"] = coerced0;
}
}
}
if(!((data0 === "svg") || (data0 === "png"))){
const err2 = {instancePath:instancePath+"/format",schemaPath:"#/properties/format/enum",keyword:"enum",params:{allowedValues: schema16.properties.format.enum},message:"must be equal to one of the allowed values"};
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
else {
const err3 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
validate15.errors = vErrors;
return errors === 0;
}

export const validateRevokeApiKeyParams = validate16;
const schema17 = {"type":"object","additionalProperties":false,"properties":{"keyId":{"type":"string","minLength":1,"maxLength":64}},"required":["keyId"],"definitions":{"WebhookEventType":{"type":"string","description":"What happened to a QR code: created, updated (target or options changed), deleted,\nor deactivated (its expiry passed or its scan limit was reached).\n","enum":["qrcode.created","qrcode.updated","qrcode.deleted","qrcode.deactivated"]},"CreateWebhookRequest":{"type":"object","additionalProperties":false,"required":["url","events"],"properties":{"url":{"type":"string","minLength":1,"maxLength":2048,"description":"Where events are POSTed; `http:` or `https:`, on a public address."},"events":{"type":"array","description":"The event types to send; at least one, no repeats.","minItems":1,"maxItems":4,"uniqueItems":true,"items":{"$ref":"#/definitions/WebhookEventType"}},"description":{"type":"string","maxLength":200,"description":"A note for people, shown in the list."}}},"Webhook":{"type":"object","description":"A webhook endpoint, without its secret.","required":["id","url","events","description","createdAt","disabledAt"],"properties":{"id":{"type":"string","description":"The endpoint's id."},"url":{"type":"string","description":"Where events are POSTed."},"events":{"type":"array","description":"The event types sent to it.","items":{"$ref":"#/definitions/WebhookEventType"}},"description":{"type":["string","null"],"description":"The note given at creation."},"createdAt":{"type":"string","format":"date-time","description":"When it was registered."},"disabledAt":{"type":["string","null"],"format":"date-time","description":"When it was disabled after 24 hours of failed deliveries; null while active."},"disabledReason":{"type":"string","const":"webhook.disabled","description":"Present on a disabled endpoint."}}},"CreatedWebhookResponse":{"description":"A new endpoint, with its secret (shown this once).","allOf":[{"type":"object","required":["success","secret"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."},"secret":{"type":"string","description":"`whsec_` + base64 of the key bytes. Sign checks use the decoded bytes."}}},{"$ref":"#/definitions/Webhook"}]},"WebhookList":{"type":"object","description":"The account's webhook endpoints.","required":["success","data"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."},"data":{"type":"array","description":"The endpoints, newest first.","items":{"$ref":"#/definitions/Webhook"}}}},"WebhookDelivery":{"type":"object","description":"One event's delivery to one endpoint.","required":["eventId","type","status","attempts","lastStatus","lastError","nextAttemptAt","createdAt"],"properties":{"eventId":{"type":"string","description":"The event id, sent as `webhook-id`; the same on every attempt."},"type":{"$ref":"#/definitions/WebhookEventType"},"status":{"$ref":"#/definitions/WebhookDeliveryStatus"},"attempts":{"type":"integer","minimum":0,"description":"Attempts made so far."},"lastStatus":{"type":["integer","null"],"description":"The HTTP status of the last attempt; null when none came back."},"lastError":{"type":["string","null"],"description":"Why the last attempt failed, in words; null after a success."},"nextAttemptAt":{"type":["string","null"],"format":"date-time","description":"When the next attempt is due; null once delivered or given up."},"createdAt":{"type":"string","format":"date-time","description":"When the event happened."}}},"WebhookDeliveryStatus":{"type":"string","description":"pending (not yet delivered), delivered (a 2xx came back) or failed (given up after 24 hours, or the endpoint was disabled).","enum":["pending","delivered","failed"]},"WebhookDeliveryList":{"type":"object","description":"An endpoint's latest deliveries.","required":["success","data"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."},"data":{"type":"array","description":"Latest first.","items":{"$ref":"#/definitions/WebhookDelivery"}}}},"WebhookEvent":{"type":"object","description":"The body POSTed to an endpoint. Headers: `webhook-id` (= `id`), `webhook-timestamp`\n(Unix seconds) and `webhook-signature` (`v1,` + base64 HMAC-SHA256 of\n`id.timestamp.body` keyed with the secret's decoded bytes).\n","required":["id","type","createdAt","data"],"properties":{"id":{"type":"string","description":"The event id; the same on every attempt, so receivers can de-duplicate."},"type":{"$ref":"#/definitions/WebhookEventType"},"createdAt":{"type":"string","format":"date-time","description":"When the change happened."},"data":{"$ref":"#/definitions/QrCode"}}},"ShortId":{"type":"string","description":"The short identifier of a QR code; case-sensitive.","minLength":3,"maxLength":64,"pattern":"^[A-Za-z0-9_-]+$","examples":["aZ3kP9qX"]},"CustomShortId":{"type":"string","description":"A caller-chosen short id: 3–64 characters of `[A-Za-z0-9_-]`. Reserved words\n(case-insensitively: api, qrcode, docs, health, healthz, readyz, metrics, static,\nassets, keys, dashboard, login, admin, favicon.ico, robots.txt, .well-known,\nopenapi.json, openapi.yaml) are refused with `400`; an id in use or used before with\n`409`.\n","minLength":3,"maxLength":64,"pattern":"^[A-Za-z0-9_-]+$","examples":["spring-sale"]},"TargetUrl":{"type":"string","format":"uri","description":"The URL the short link redirects to: absolute `http:` or `https:`, at most 2048\ncharacters, without user-info or control characters, and not on the service's own\nshort-link host. Stored and returned in normalised form.\n","minLength":1,"maxLength":2048,"pattern":"^[Hh][Tt][Tt][Pp][Ss]?://","examples":["https://example.com/menu"]},"HexColor":{"type":"string","description":"A colour in hex form `#RRGGBB`; stored in lower case.","pattern":"^#[0-9A-Fa-f]{6}$","examples":["#1a2b3c"]},"DotType":{"type":"string","description":"The shape of the dots, as the qr-code-styling library names them.","enum":["square","dots","rounded","extra-rounded","classy","classy-rounded"],"examples":["rounded"]},"Size":{"type":"integer","description":"A size in pixels, 64 to 4096.","minimum":64,"maximum":4096,"examples":[300]},"QrCodeOptions":{"type":"object","description":"Styling options, named as in the qr-code-styling library. Every field is optional;\na missing field takes its default (300 × 300 px, square black dots on white, square\ncorners in the dots' colour, no margin, error correction Q).\n\nThe dots must be darker than the background, with a contrast ratio of at least 3:1\n(WCAG's ratio for graphical objects): light-on-dark codes do not scan with common\ndecoders, and faint ones fail on paper and in glare. Other pairs are refused with `400`\nnaming the colour (`qrCodeOptions.dotsOptions.color`, or a corner colour).\n","additionalProperties":false,"properties":{"width":{"$ref":"#/definitions/Size"},"height":{"$ref":"#/definitions/Size"},"dotsOptions":{"type":"object","description":"The data dots.","additionalProperties":false,"properties":{"type":{"$ref":"#/definitions/DotType"},"color":{"$ref":"#/definitions/HexColor"}}},"backgroundOptions":{"type":"object","description":"The background.","additionalProperties":false,"properties":{"color":{"$ref":"#/definitions/HexColor"}}},"cornersSquareOptions":{"type":"object","description":"The three big squares in the corners (the finder patterns' outer rings).","additionalProperties":false,"properties":{"type":{"$ref":"#/definitions/CornerSquareType"},"color":{"$ref":"#/definitions/HexColor"}}},"cornersDotOptions":{"type":"object","description":"The dots inside the three corner squares.","additionalProperties":false,"properties":{"type":{"$ref":"#/definitions/CornerDotType"},"color":{"$ref":"#/definitions/HexColor"}}},"margin":{"$ref":"#/definitions/Margin"},"qrOptions":{"type":"object","description":"Options of the QR symbol itself.","additionalProperties":false,"properties":{"errorCorrectionLevel":{"$ref":"#/definitions/ErrorCorrectionLevel"}}}}},"CornerSquareType":{"type":"string","description":"The shape of the corner squares, as qr-code-styling names them. Default `square`.\nqr-code-styling's `dot` rings are not offered: circular finder rings failed to decode in\nour scan tests at several sizes, and every image dynqr serves must scan.\n","enum":["square","extra-rounded"],"examples":["extra-rounded"]},"CornerDotType":{"type":"string","description":"The shape of the dots inside the corner squares. Default `square`.","enum":["square","dot"],"examples":["dot"]},"Margin":{"type":"integer","description":"Empty space around the code in pixels, 0 to 512, default 0. A quiet zone of 4 modules is\nalways kept inside it, so a code scans with any margin.\n","minimum":0,"maximum":512,"examples":[16]},"ErrorCorrectionLevel":{"type":"string","description":"How much of the symbol may be damaged and still read: L 7 %, M 15 %, Q 25 % (default, as\nin qr-code-styling), H 30 %. Higher levels make denser codes.\n","enum":["L","M","Q","H"],"examples":["Q"]},"ResolvedQrCodeOptions":{"type":"object","description":"The stored styling options with every default filled in.","required":["width","height","dotsOptions","backgroundOptions","cornersSquareOptions","cornersDotOptions","margin","qrOptions"],"properties":{"cornersSquareOptions":{"type":"object","required":["type","color"],"properties":{"type":{"$ref":"#/definitions/CornerSquareType"},"color":{"$ref":"#/definitions/HexColor"}}},"cornersDotOptions":{"type":"object","required":["type","color"],"properties":{"type":{"$ref":"#/definitions/CornerDotType"},"color":{"$ref":"#/definitions/HexColor"}}},"margin":{"$ref":"#/definitions/Margin"},"qrOptions":{"type":"object","required":["errorCorrectionLevel"],"properties":{"errorCorrectionLevel":{"$ref":"#/definitions/ErrorCorrectionLevel"}}},"width":{"$ref":"#/definitions/Size"},"height":{"$ref":"#/definitions/Size"},"dotsOptions":{"type":"object","required":["type","color"],"properties":{"type":{"$ref":"#/definitions/DotType"},"color":{"$ref":"#/definitions/HexColor"}}},"backgroundOptions":{"type":"object","required":["color"],"properties":{"color":{"$ref":"#/definitions/HexColor"}}}}},"CreateQrCodeRequest":{"type":"object","description":"The fields of a new QR code. Unknown fields are refused.","required":["targetUrl"],"additionalProperties":false,"properties":{"targetUrl":{"$ref":"#/definitions/TargetUrl"},"customShortId":{"$ref":"#/definitions/CustomShortId"},"qrCodeOptions":{"$ref":"#/definitions/QrCodeOptions"}}},"UpdateQrCodeRequest":{"type":"object","description":"The fields to change. Unknown fields, and `shortId`, `views`, `createdAt`, are refused.","additionalProperties":false,"properties":{"targetUrl":{"$ref":"#/definitions/TargetUrl"},"qrCodeOptions":{"$ref":"#/definitions/QrCodeOptions"}}},"QrCode":{"type":"object","description":"A dynamic QR code.","required":["shortId","qrCodeUrl","editUrl","targetUrl","views","qrCodeOptions","createdAt","updatedAt"],"properties":{"shortId":{"$ref":"#/definitions/ShortId"},"qrCodeUrl":{"type":"string","format":"uri","description":"The public short link, `{site_url}/<shortId>`; the text the QR code encodes."},"editUrl":{"type":"string","format":"uri","description":"The edit page, `{site_url}/qrcode/edit/<shortId>`."},"targetUrl":{"type":"string","format":"uri","description":"Where the short link redirects now."},"views":{"type":"integer","minimum":0,"description":"Human scans of the short link: `GET` requests that were redirected, not `HEAD`,\nprefetches, bots or link previewers. `0` on a new code.\n"},"qrCodeOptions":{"$ref":"#/definitions/ResolvedQrCodeOptions"},"createdAt":{"type":"string","format":"date-time","description":"Creation time, ISO 8601 in UTC with milliseconds."},"updatedAt":{"type":"string","format":"date-time","description":"Last time the target or styling changed; equal to `createdAt` on creation."}}},"QrCodeResponse":{"description":"A QR code as a single-object response, with `success` at the top level.","allOf":[{"type":"object","required":["success"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."}}},{"$ref":"#/definitions/QrCode"}]},"QrCodeList":{"type":"object","description":"A page of QR codes.","required":["success","data","pagination"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."},"data":{"type":"array","description":"The QR codes of this page, in the requested order.","items":{"$ref":"#/definitions/QrCode"}},"pagination":{"$ref":"#/definitions/Pagination"}}},"Pagination":{"type":"object","description":"Where this page stands in the whole list.","required":["total","limit","offset","hasMore"],"properties":{"total":{"type":"integer","minimum":0,"description":"Number of the caller's QR codes in all."},"limit":{"type":"integer","minimum":1,"maximum":100,"description":"The page size used."},"offset":{"type":"integer","minimum":0,"description":"The number of items skipped."},"hasMore":{"type":"boolean","description":"Whether items follow this page (`offset + data.length < total`)."}}},"SortField":{"type":"string","description":"A field QR codes can be listed by. Ties are ordered by `shortId`.","enum":["createdAt","updatedAt","views"],"examples":["views"]},"SortOrder":{"type":"string","description":"The direction of an order.","enum":["asc","desc"],"examples":["asc"]},"ImageFormat":{"type":"string","description":"The format of a QR code image.","enum":["svg","png"],"examples":["png"]},"Scope":{"type":"string","description":"What an API key may do. `qrcodes:read`: read codes, lists and images.\n`qrcodes:write`: everything `qrcodes:read` may, and create, change and delete codes.\n`keys:manage`: list, create and revoke the account's keys.\n","enum":["qrcodes:read","qrcodes:write","keys:manage"],"examples":["qrcodes:read"]},"ApiKey":{"type":"object","description":"An API key as its account holder sees it. Never the key itself or its hash.","required":["id","name","prefix","scopes","createdAt","lastUsedAt","expiresAt","revokedAt"],"properties":{"id":{"type":"string","description":"The key's id, used to revoke it.","pattern":"^key_[0-9A-Za-z]{12}$","examples":["key_8fKq2LmZ0aBc"]},"name":{"type":["string","null"],"description":"What the key is for."},"prefix":{"type":"string","description":"The first characters after `dqr_`, to tell keys apart.","minLength":1,"maxLength":8},"scopes":{"type":"array","description":"What the key may do.","items":{"$ref":"#/definitions/Scope"}},"createdAt":{"type":"string","format":"date-time","description":"Creation time, ISO 8601 in UTC."},"lastUsedAt":{"type":["string","null"],"format":"date-time","description":"When the key was last used (recorded at most once a minute); `null` if never."},"expiresAt":{"type":["string","null"],"format":"date-time","description":"When the key stops working; `null` if never."},"revokedAt":{"type":["string","null"],"format":"date-time","description":"When the key was revoked; `null` while it is not."}}},"ApiKeyList":{"type":"object","description":"The account's API keys, newest first.","required":["success","data"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."},"data":{"type":"array","description":"The keys, newest first, revoked ones included.","items":{"$ref":"#/definitions/ApiKey"}}}},"CreateApiKeyRequest":{"type":"object","description":"A new API key. Unknown fields are refused.","required":["name"],"additionalProperties":false,"properties":{"name":{"type":"string","description":"What the key is for, 1–100 characters.","minLength":1,"maxLength":100},"scopes":{"type":"array","description":"What the key may do; default `[\"qrcodes:write\"]`.","minItems":1,"maxItems":3,"uniqueItems":true,"items":{"$ref":"#/definitions/Scope"}},"expiresAt":{"type":"string","format":"date-time","description":"When the key stops working, in the future (ISO 8601)."}}},"CreatedApiKeyResponse":{"description":"A new key, with the secret `key` shown this once.","allOf":[{"type":"object","required":["success","key"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."},"key":{"type":"string","description":"The API key. Store it now; it cannot be shown again.","pattern":"^dqr_[0-9A-Za-z]{32,128}$"}}},{"$ref":"#/definitions/ApiKey"}]},"ErrorCode":{"type":"string","description":"A stable, machine-readable error code:\n\n| status | error | when |\n|---|---|---|\n| 400 | INVALID_REQUEST | the request is invalid, e.g. `targetUrl` missing |\n| 401 | UNAUTHORIZED | the API key is invalid or missing |\n| 403 | FORBIDDEN | the key lacks the scope the operation needs |\n| 404 | NOT_FOUND | the QR code (or API key) does not exist for this account |\n| 409 | CONFLICT | the custom short id is taken |\n| 413 | PAYLOAD_TOO_LARGE | the body is larger than 16 KiB |\n| 415 | UNSUPPORTED_MEDIA_TYPE | the body is not `application/json` |\n| 429 | RATE_LIMITED | too many requests; see `Retry-After` |\n| 500 | INTERNAL_ERROR | the service failed |\n| 503 | SERVICE_UNAVAILABLE | the store cannot commit right now; nothing changed, see `Retry-After` |\n","enum":["INVALID_REQUEST","UNAUTHORIZED","FORBIDDEN","NOT_FOUND","CONFLICT","PAYLOAD_TOO_LARGE","UNSUPPORTED_MEDIA_TYPE","RATE_LIMITED","INTERNAL_ERROR","SERVICE_UNAVAILABLE"]},"Error":{"type":"object","description":"The body of every error response.","required":["error","message"],"properties":{"error":{"$ref":"#/definitions/ErrorCode"},"message":{"type":"string","description":"Human-readable text; the documented cases keep their exact words."},"details":{"type":"array","description":"On validation errors, every problem found, by field.","items":{"$ref":"#/definitions/ErrorDetail"}},"requestId":{"type":"string","description":"The id of the request, as in the `x-request-id` header."}}},"ErrorDetail":{"type":"object","description":"One validation problem.","required":["field","message"],"properties":{"field":{"type":"string","description":"The offending field as a dotted path (`qrCodeOptions.width`), or the query parameter."},"message":{"type":"string","description":"What is wrong with it."}}},"Health":{"type":"object","description":"The state of the process and its store.","required":["status"],"properties":{"status":{"$ref":"#/definitions/HealthStatus"},"store":{"$ref":"#/definitions/StoreKind"}}},"HealthStatus":{"type":"string","description":"`ok` when up (and, for readiness, when the store answers).","enum":["ok","unavailable"],"examples":["ok"]},"StoreKind":{"type":"string","description":"The kind of store, on the readiness probe.","enum":["sqlite","memory","postgres"],"examples":["sqlite"]}}};

function validate16(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.keyId === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "keyId"},message:"must have required property '"+"keyId"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(key0 === "keyId")){
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
if(data.keyId !== undefined){
let data0 = data.keyId;
if(typeof data0 !== "string"){
let dataType0 = typeof data0;
let coerced0 = undefined;
if(!(coerced0 !== undefined)){
if(dataType0 == "number" || dataType0 == "boolean"){
coerced0 = "" + data0;
}
else if(data0 === null){
coerced0 = "";
}
else {
const err2 = {instancePath:instancePath+"/keyId",schemaPath:"#/properties/keyId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(coerced0 !== undefined){
data0 = coerced0;
if(data !== undefined){
data["keyId"] = coerced0;
}
}
}
if(typeof data0 === "string"){
if(func2(data0) > 64){
const err3 = {instancePath:instancePath+"/keyId",schemaPath:"#/properties/keyId/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(func2(data0) < 1){
const err4 = {instancePath:instancePath+"/keyId",schemaPath:"#/properties/keyId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
validate16.errors = vErrors;
return errors === 0;
}

export const validateDeleteWebhookParams = validate17;
const schema18 = {"type":"object","additionalProperties":false,"properties":{"id":{"type":"string","minLength":1,"maxLength":256}},"required":["id"],"definitions":{"WebhookEventType":{"type":"string","description":"What happened to a QR code: created, updated (target or options changed), deleted,\nor deactivated (its expiry passed or its scan limit was reached).\n","enum":["qrcode.created","qrcode.updated","qrcode.deleted","qrcode.deactivated"]},"CreateWebhookRequest":{"type":"object","additionalProperties":false,"required":["url","events"],"properties":{"url":{"type":"string","minLength":1,"maxLength":2048,"description":"Where events are POSTed; `http:` or `https:`, on a public address."},"events":{"type":"array","description":"The event types to send; at least one, no repeats.","minItems":1,"maxItems":4,"uniqueItems":true,"items":{"$ref":"#/definitions/WebhookEventType"}},"description":{"type":"string","maxLength":200,"description":"A note for people, shown in the list."}}},"Webhook":{"type":"object","description":"A webhook endpoint, without its secret.","required":["id","url","events","description","createdAt","disabledAt"],"properties":{"id":{"type":"string","description":"The endpoint's id."},"url":{"type":"string","description":"Where events are POSTed."},"events":{"type":"array","description":"The event types sent to it.","items":{"$ref":"#/definitions/WebhookEventType"}},"description":{"type":["string","null"],"description":"The note given at creation."},"createdAt":{"type":"string","format":"date-time","description":"When it was registered."},"disabledAt":{"type":["string","null"],"format":"date-time","description":"When it was disabled after 24 hours of failed deliveries; null while active."},"disabledReason":{"type":"string","const":"webhook.disabled","description":"Present on a disabled endpoint."}}},"CreatedWebhookResponse":{"description":"A new endpoint, with its secret (shown this once).","allOf":[{"type":"object","required":["success","secret"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."},"secret":{"type":"string","description":"`whsec_` + base64 of the key bytes. Sign checks use the decoded bytes."}}},{"$ref":"#/definitions/Webhook"}]},"WebhookList":{"type":"object","description":"The account's webhook endpoints.","required":["success","data"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."},"data":{"type":"array","description":"The endpoints, newest first.","items":{"$ref":"#/definitions/Webhook"}}}},"WebhookDelivery":{"type":"object","description":"One event's delivery to one endpoint.","required":["eventId","type","status","attempts","lastStatus","lastError","nextAttemptAt","createdAt"],"properties":{"eventId":{"type":"string","description":"The event id, sent as `webhook-id`; the same on every attempt."},"type":{"$ref":"#/definitions/WebhookEventType"},"status":{"$ref":"#/definitions/WebhookDeliveryStatus"},"attempts":{"type":"integer","minimum":0,"description":"Attempts made so far."},"lastStatus":{"type":["integer","null"],"description":"The HTTP status of the last attempt; null when none came back."},"lastError":{"type":["string","null"],"description":"Why the last attempt failed, in words; null after a success."},"nextAttemptAt":{"type":["string","null"],"format":"date-time","description":"When the next attempt is due; null once delivered or given up."},"createdAt":{"type":"string","format":"date-time","description":"When the event happened."}}},"WebhookDeliveryStatus":{"type":"string","description":"pending (not yet delivered), delivered (a 2xx came back) or failed (given up after 24 hours, or the endpoint was disabled).","enum":["pending","delivered","failed"]},"WebhookDeliveryList":{"type":"object","description":"An endpoint's latest deliveries.","required":["success","data"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."},"data":{"type":"array","description":"Latest first.","items":{"$ref":"#/definitions/WebhookDelivery"}}}},"WebhookEvent":{"type":"object","description":"The body POSTed to an endpoint. Headers: `webhook-id` (= `id`), `webhook-timestamp`\n(Unix seconds) and `webhook-signature` (`v1,` + base64 HMAC-SHA256 of\n`id.timestamp.body` keyed with the secret's decoded bytes).\n","required":["id","type","createdAt","data"],"properties":{"id":{"type":"string","description":"The event id; the same on every attempt, so receivers can de-duplicate."},"type":{"$ref":"#/definitions/WebhookEventType"},"createdAt":{"type":"string","format":"date-time","description":"When the change happened."},"data":{"$ref":"#/definitions/QrCode"}}},"ShortId":{"type":"string","description":"The short identifier of a QR code; case-sensitive.","minLength":3,"maxLength":64,"pattern":"^[A-Za-z0-9_-]+$","examples":["aZ3kP9qX"]},"CustomShortId":{"type":"string","description":"A caller-chosen short id: 3–64 characters of `[A-Za-z0-9_-]`. Reserved words\n(case-insensitively: api, qrcode, docs, health, healthz, readyz, metrics, static,\nassets, keys, dashboard, login, admin, favicon.ico, robots.txt, .well-known,\nopenapi.json, openapi.yaml) are refused with `400`; an id in use or used before with\n`409`.\n","minLength":3,"maxLength":64,"pattern":"^[A-Za-z0-9_-]+$","examples":["spring-sale"]},"TargetUrl":{"type":"string","format":"uri","description":"The URL the short link redirects to: absolute `http:` or `https:`, at most 2048\ncharacters, without user-info or control characters, and not on the service's own\nshort-link host. Stored and returned in normalised form.\n","minLength":1,"maxLength":2048,"pattern":"^[Hh][Tt][Tt][Pp][Ss]?://","examples":["https://example.com/menu"]},"HexColor":{"type":"string","description":"A colour in hex form `#RRGGBB`; stored in lower case.","pattern":"^#[0-9A-Fa-f]{6}$","examples":["#1a2b3c"]},"DotType":{"type":"string","description":"The shape of the dots, as the qr-code-styling library names them.","enum":["square","dots","rounded","extra-rounded","classy","classy-rounded"],"examples":["rounded"]},"Size":{"type":"integer","description":"A size in pixels, 64 to 4096.","minimum":64,"maximum":4096,"examples":[300]},"QrCodeOptions":{"type":"object","description":"Styling options, named as in the qr-code-styling library. Every field is optional;\na missing field takes its default (300 × 300 px, square black dots on white, square\ncorners in the dots' colour, no margin, error correction Q).\n\nThe dots must be darker than the background, with a contrast ratio of at least 3:1\n(WCAG's ratio for graphical objects): light-on-dark codes do not scan with common\ndecoders, and faint ones fail on paper and in glare. Other pairs are refused with `400`\nnaming the colour (`qrCodeOptions.dotsOptions.color`, or a corner colour).\n","additionalProperties":false,"properties":{"width":{"$ref":"#/definitions/Size"},"height":{"$ref":"#/definitions/Size"},"dotsOptions":{"type":"object","description":"The data dots.","additionalProperties":false,"properties":{"type":{"$ref":"#/definitions/DotType"},"color":{"$ref":"#/definitions/HexColor"}}},"backgroundOptions":{"type":"object","description":"The background.","additionalProperties":false,"properties":{"color":{"$ref":"#/definitions/HexColor"}}},"cornersSquareOptions":{"type":"object","description":"The three big squares in the corners (the finder patterns' outer rings).","additionalProperties":false,"properties":{"type":{"$ref":"#/definitions/CornerSquareType"},"color":{"$ref":"#/definitions/HexColor"}}},"cornersDotOptions":{"type":"object","description":"The dots inside the three corner squares.","additionalProperties":false,"properties":{"type":{"$ref":"#/definitions/CornerDotType"},"color":{"$ref":"#/definitions/HexColor"}}},"margin":{"$ref":"#/definitions/Margin"},"qrOptions":{"type":"object","description":"Options of the QR symbol itself.","additionalProperties":false,"properties":{"errorCorrectionLevel":{"$ref":"#/definitions/ErrorCorrectionLevel"}}}}},"CornerSquareType":{"type":"string","description":"The shape of the corner squares, as qr-code-styling names them. Default `square`.\nqr-code-styling's `dot` rings are not offered: circular finder rings failed to decode in\nour scan tests at several sizes, and every image dynqr serves must scan.\n","enum":["square","extra-rounded"],"examples":["extra-rounded"]},"CornerDotType":{"type":"string","description":"The shape of the dots inside the corner squares. Default `square`.","enum":["square","dot"],"examples":["dot"]},"Margin":{"type":"integer","description":"Empty space around the code in pixels, 0 to 512, default 0. A quiet zone of 4 modules is\nalways kept inside it, so a code scans with any margin.\n","minimum":0,"maximum":512,"examples":[16]},"ErrorCorrectionLevel":{"type":"string","description":"How much of the symbol may be damaged and still read: L 7 %, M 15 %, Q 25 % (default, as\nin qr-code-styling), H 30 %. Higher levels make denser codes.\n","enum":["L","M","Q","H"],"examples":["Q"]},"ResolvedQrCodeOptions":{"type":"object","description":"The stored styling options with every default filled in.","required":["width","height","dotsOptions","backgroundOptions","cornersSquareOptions","cornersDotOptions","margin","qrOptions"],"properties":{"cornersSquareOptions":{"type":"object","required":["type","color"],"properties":{"type":{"$ref":"#/definitions/CornerSquareType"},"color":{"$ref":"#/definitions/HexColor"}}},"cornersDotOptions":{"type":"object","required":["type","color"],"properties":{"type":{"$ref":"#/definitions/CornerDotType"},"color":{"$ref":"#/definitions/HexColor"}}},"margin":{"$ref":"#/definitions/Margin"},"qrOptions":{"type":"object","required":["errorCorrectionLevel"],"properties":{"errorCorrectionLevel":{"$ref":"#/definitions/ErrorCorrectionLevel"}}},"width":{"$ref":"#/definitions/Size"},"height":{"$ref":"#/definitions/Size"},"dotsOptions":{"type":"object","required":["type","color"],"properties":{"type":{"$ref":"#/definitions/DotType"},"color":{"$ref":"#/definitions/HexColor"}}},"backgroundOptions":{"type":"object","required":["color"],"properties":{"color":{"$ref":"#/definitions/HexColor"}}}}},"CreateQrCodeRequest":{"type":"object","description":"The fields of a new QR code. Unknown fields are refused.","required":["targetUrl"],"additionalProperties":false,"properties":{"targetUrl":{"$ref":"#/definitions/TargetUrl"},"customShortId":{"$ref":"#/definitions/CustomShortId"},"qrCodeOptions":{"$ref":"#/definitions/QrCodeOptions"}}},"UpdateQrCodeRequest":{"type":"object","description":"The fields to change. Unknown fields, and `shortId`, `views`, `createdAt`, are refused.","additionalProperties":false,"properties":{"targetUrl":{"$ref":"#/definitions/TargetUrl"},"qrCodeOptions":{"$ref":"#/definitions/QrCodeOptions"}}},"QrCode":{"type":"object","description":"A dynamic QR code.","required":["shortId","qrCodeUrl","editUrl","targetUrl","views","qrCodeOptions","createdAt","updatedAt"],"properties":{"shortId":{"$ref":"#/definitions/ShortId"},"qrCodeUrl":{"type":"string","format":"uri","description":"The public short link, `{site_url}/<shortId>`; the text the QR code encodes."},"editUrl":{"type":"string","format":"uri","description":"The edit page, `{site_url}/qrcode/edit/<shortId>`."},"targetUrl":{"type":"string","format":"uri","description":"Where the short link redirects now."},"views":{"type":"integer","minimum":0,"description":"Human scans of the short link: `GET` requests that were redirected, not `HEAD`,\nprefetches, bots or link previewers. `0` on a new code.\n"},"qrCodeOptions":{"$ref":"#/definitions/ResolvedQrCodeOptions"},"createdAt":{"type":"string","format":"date-time","description":"Creation time, ISO 8601 in UTC with milliseconds."},"updatedAt":{"type":"string","format":"date-time","description":"Last time the target or styling changed; equal to `createdAt` on creation."}}},"QrCodeResponse":{"description":"A QR code as a single-object response, with `success` at the top level.","allOf":[{"type":"object","required":["success"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."}}},{"$ref":"#/definitions/QrCode"}]},"QrCodeList":{"type":"object","description":"A page of QR codes.","required":["success","data","pagination"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."},"data":{"type":"array","description":"The QR codes of this page, in the requested order.","items":{"$ref":"#/definitions/QrCode"}},"pagination":{"$ref":"#/definitions/Pagination"}}},"Pagination":{"type":"object","description":"Where this page stands in the whole list.","required":["total","limit","offset","hasMore"],"properties":{"total":{"type":"integer","minimum":0,"description":"Number of the caller's QR codes in all."},"limit":{"type":"integer","minimum":1,"maximum":100,"description":"The page size used."},"offset":{"type":"integer","minimum":0,"description":"The number of items skipped."},"hasMore":{"type":"boolean","description":"Whether items follow this page (`offset + data.length < total`)."}}},"SortField":{"type":"string","description":"A field QR codes can be listed by. Ties are ordered by `shortId`.","enum":["createdAt","updatedAt","views"],"examples":["views"]},"SortOrder":{"type":"string","description":"The direction of an order.","enum":["asc","desc"],"examples":["asc"]},"ImageFormat":{"type":"string","description":"The format of a QR code image.","enum":["svg","png"],"examples":["png"]},"Scope":{"type":"string","description":"What an API key may do. `qrcodes:read`: read codes, lists and images.\n`qrcodes:write`: everything `qrcodes:read` may, and create, change and delete codes.\n`keys:manage`: list, create and revoke the account's keys.\n","enum":["qrcodes:read","qrcodes:write","keys:manage"],"examples":["qrcodes:read"]},"ApiKey":{"type":"object","description":"An API key as its account holder sees it. Never the key itself or its hash.","required":["id","name","prefix","scopes","createdAt","lastUsedAt","expiresAt","revokedAt"],"properties":{"id":{"type":"string","description":"The key's id, used to revoke it.","pattern":"^key_[0-9A-Za-z]{12}$","examples":["key_8fKq2LmZ0aBc"]},"name":{"type":["string","null"],"description":"What the key is for."},"prefix":{"type":"string","description":"The first characters after `dqr_`, to tell keys apart.","minLength":1,"maxLength":8},"scopes":{"type":"array","description":"What the key may do.","items":{"$ref":"#/definitions/Scope"}},"createdAt":{"type":"string","format":"date-time","description":"Creation time, ISO 8601 in UTC."},"lastUsedAt":{"type":["string","null"],"format":"date-time","description":"When the key was last used (recorded at most once a minute); `null` if never."},"expiresAt":{"type":["string","null"],"format":"date-time","description":"When the key stops working; `null` if never."},"revokedAt":{"type":["string","null"],"format":"date-time","description":"When the key was revoked; `null` while it is not."}}},"ApiKeyList":{"type":"object","description":"The account's API keys, newest first.","required":["success","data"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."},"data":{"type":"array","description":"The keys, newest first, revoked ones included.","items":{"$ref":"#/definitions/ApiKey"}}}},"CreateApiKeyRequest":{"type":"object","description":"A new API key. Unknown fields are refused.","required":["name"],"additionalProperties":false,"properties":{"name":{"type":"string","description":"What the key is for, 1–100 characters.","minLength":1,"maxLength":100},"scopes":{"type":"array","description":"What the key may do; default `[\"qrcodes:write\"]`.","minItems":1,"maxItems":3,"uniqueItems":true,"items":{"$ref":"#/definitions/Scope"}},"expiresAt":{"type":"string","format":"date-time","description":"When the key stops working, in the future (ISO 8601)."}}},"CreatedApiKeyResponse":{"description":"A new key, with the secret `key` shown this once.","allOf":[{"type":"object","required":["success","key"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."},"key":{"type":"string","description":"The API key. Store it now; it cannot be shown again.","pattern":"^dqr_[0-9A-Za-z]{32,128}$"}}},{"$ref":"#/definitions/ApiKey"}]},"ErrorCode":{"type":"string","description":"A stable, machine-readable error code:\n\n| status | error | when |\n|---|---|---|\n| 400 | INVALID_REQUEST | the request is invalid, e.g. `targetUrl` missing |\n| 401 | UNAUTHORIZED | the API key is invalid or missing |\n| 403 | FORBIDDEN | the key lacks the scope the operation needs |\n| 404 | NOT_FOUND | the QR code (or API key) does not exist for this account |\n| 409 | CONFLICT | the custom short id is taken |\n| 413 | PAYLOAD_TOO_LARGE | the body is larger than 16 KiB |\n| 415 | UNSUPPORTED_MEDIA_TYPE | the body is not `application/json` |\n| 429 | RATE_LIMITED | too many requests; see `Retry-After` |\n| 500 | INTERNAL_ERROR | the service failed |\n| 503 | SERVICE_UNAVAILABLE | the store cannot commit right now; nothing changed, see `Retry-After` |\n","enum":["INVALID_REQUEST","UNAUTHORIZED","FORBIDDEN","NOT_FOUND","CONFLICT","PAYLOAD_TOO_LARGE","UNSUPPORTED_MEDIA_TYPE","RATE_LIMITED","INTERNAL_ERROR","SERVICE_UNAVAILABLE"]},"Error":{"type":"object","description":"The body of every error response.","required":["error","message"],"properties":{"error":{"$ref":"#/definitions/ErrorCode"},"message":{"type":"string","description":"Human-readable text; the documented cases keep their exact words."},"details":{"type":"array","description":"On validation errors, every problem found, by field.","items":{"$ref":"#/definitions/ErrorDetail"}},"requestId":{"type":"string","description":"The id of the request, as in the `x-request-id` header."}}},"ErrorDetail":{"type":"object","description":"One validation problem.","required":["field","message"],"properties":{"field":{"type":"string","description":"The offending field as a dotted path (`qrCodeOptions.width`), or the query parameter."},"message":{"type":"string","description":"What is wrong with it."}}},"Health":{"type":"object","description":"The state of the process and its store.","required":["status"],"properties":{"status":{"$ref":"#/definitions/HealthStatus"},"store":{"$ref":"#/definitions/StoreKind"}}},"HealthStatus":{"type":"string","description":"`ok` when up (and, for readiness, when the store answers).","enum":["ok","unavailable"],"examples":["ok"]},"StoreKind":{"type":"string","description":"The kind of store, on the readiness probe.","enum":["sqlite","memory","postgres"],"examples":["sqlite"]}}};

function validate17(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(key0 === "id")){
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
if(data.id !== undefined){
let data0 = data.id;
if(typeof data0 !== "string"){
let dataType0 = typeof data0;
let coerced0 = undefined;
if(!(coerced0 !== undefined)){
if(dataType0 == "number" || dataType0 == "boolean"){
coerced0 = "" + data0;
}
else if(data0 === null){
coerced0 = "";
}
else {
const err2 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(coerced0 !== undefined){
data0 = coerced0;
if(data !== undefined){
data["id"] = coerced0;
}
}
}
if(typeof data0 === "string"){
if(func2(data0) > 256){
const err3 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(func2(data0) < 1){
const err4 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
validate17.errors = vErrors;
return errors === 0;
}

export const validateListWebhookDeliveriesParams = validate18;
const schema19 = {"type":"object","additionalProperties":false,"properties":{"id":{"type":"string","minLength":1,"maxLength":256}},"required":["id"],"definitions":{"WebhookEventType":{"type":"string","description":"What happened to a QR code: created, updated (target or options changed), deleted,\nor deactivated (its expiry passed or its scan limit was reached).\n","enum":["qrcode.created","qrcode.updated","qrcode.deleted","qrcode.deactivated"]},"CreateWebhookRequest":{"type":"object","additionalProperties":false,"required":["url","events"],"properties":{"url":{"type":"string","minLength":1,"maxLength":2048,"description":"Where events are POSTed; `http:` or `https:`, on a public address."},"events":{"type":"array","description":"The event types to send; at least one, no repeats.","minItems":1,"maxItems":4,"uniqueItems":true,"items":{"$ref":"#/definitions/WebhookEventType"}},"description":{"type":"string","maxLength":200,"description":"A note for people, shown in the list."}}},"Webhook":{"type":"object","description":"A webhook endpoint, without its secret.","required":["id","url","events","description","createdAt","disabledAt"],"properties":{"id":{"type":"string","description":"The endpoint's id."},"url":{"type":"string","description":"Where events are POSTed."},"events":{"type":"array","description":"The event types sent to it.","items":{"$ref":"#/definitions/WebhookEventType"}},"description":{"type":["string","null"],"description":"The note given at creation."},"createdAt":{"type":"string","format":"date-time","description":"When it was registered."},"disabledAt":{"type":["string","null"],"format":"date-time","description":"When it was disabled after 24 hours of failed deliveries; null while active."},"disabledReason":{"type":"string","const":"webhook.disabled","description":"Present on a disabled endpoint."}}},"CreatedWebhookResponse":{"description":"A new endpoint, with its secret (shown this once).","allOf":[{"type":"object","required":["success","secret"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."},"secret":{"type":"string","description":"`whsec_` + base64 of the key bytes. Sign checks use the decoded bytes."}}},{"$ref":"#/definitions/Webhook"}]},"WebhookList":{"type":"object","description":"The account's webhook endpoints.","required":["success","data"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."},"data":{"type":"array","description":"The endpoints, newest first.","items":{"$ref":"#/definitions/Webhook"}}}},"WebhookDelivery":{"type":"object","description":"One event's delivery to one endpoint.","required":["eventId","type","status","attempts","lastStatus","lastError","nextAttemptAt","createdAt"],"properties":{"eventId":{"type":"string","description":"The event id, sent as `webhook-id`; the same on every attempt."},"type":{"$ref":"#/definitions/WebhookEventType"},"status":{"$ref":"#/definitions/WebhookDeliveryStatus"},"attempts":{"type":"integer","minimum":0,"description":"Attempts made so far."},"lastStatus":{"type":["integer","null"],"description":"The HTTP status of the last attempt; null when none came back."},"lastError":{"type":["string","null"],"description":"Why the last attempt failed, in words; null after a success."},"nextAttemptAt":{"type":["string","null"],"format":"date-time","description":"When the next attempt is due; null once delivered or given up."},"createdAt":{"type":"string","format":"date-time","description":"When the event happened."}}},"WebhookDeliveryStatus":{"type":"string","description":"pending (not yet delivered), delivered (a 2xx came back) or failed (given up after 24 hours, or the endpoint was disabled).","enum":["pending","delivered","failed"]},"WebhookDeliveryList":{"type":"object","description":"An endpoint's latest deliveries.","required":["success","data"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."},"data":{"type":"array","description":"Latest first.","items":{"$ref":"#/definitions/WebhookDelivery"}}}},"WebhookEvent":{"type":"object","description":"The body POSTed to an endpoint. Headers: `webhook-id` (= `id`), `webhook-timestamp`\n(Unix seconds) and `webhook-signature` (`v1,` + base64 HMAC-SHA256 of\n`id.timestamp.body` keyed with the secret's decoded bytes).\n","required":["id","type","createdAt","data"],"properties":{"id":{"type":"string","description":"The event id; the same on every attempt, so receivers can de-duplicate."},"type":{"$ref":"#/definitions/WebhookEventType"},"createdAt":{"type":"string","format":"date-time","description":"When the change happened."},"data":{"$ref":"#/definitions/QrCode"}}},"ShortId":{"type":"string","description":"The short identifier of a QR code; case-sensitive.","minLength":3,"maxLength":64,"pattern":"^[A-Za-z0-9_-]+$","examples":["aZ3kP9qX"]},"CustomShortId":{"type":"string","description":"A caller-chosen short id: 3–64 characters of `[A-Za-z0-9_-]`. Reserved words\n(case-insensitively: api, qrcode, docs, health, healthz, readyz, metrics, static,\nassets, keys, dashboard, login, admin, favicon.ico, robots.txt, .well-known,\nopenapi.json, openapi.yaml) are refused with `400`; an id in use or used before with\n`409`.\n","minLength":3,"maxLength":64,"pattern":"^[A-Za-z0-9_-]+$","examples":["spring-sale"]},"TargetUrl":{"type":"string","format":"uri","description":"The URL the short link redirects to: absolute `http:` or `https:`, at most 2048\ncharacters, without user-info or control characters, and not on the service's own\nshort-link host. Stored and returned in normalised form.\n","minLength":1,"maxLength":2048,"pattern":"^[Hh][Tt][Tt][Pp][Ss]?://","examples":["https://example.com/menu"]},"HexColor":{"type":"string","description":"A colour in hex form `#RRGGBB`; stored in lower case.","pattern":"^#[0-9A-Fa-f]{6}$","examples":["#1a2b3c"]},"DotType":{"type":"string","description":"The shape of the dots, as the qr-code-styling library names them.","enum":["square","dots","rounded","extra-rounded","classy","classy-rounded"],"examples":["rounded"]},"Size":{"type":"integer","description":"A size in pixels, 64 to 4096.","minimum":64,"maximum":4096,"examples":[300]},"QrCodeOptions":{"type":"object","description":"Styling options, named as in the qr-code-styling library. Every field is optional;\na missing field takes its default (300 × 300 px, square black dots on white, square\ncorners in the dots' colour, no margin, error correction Q).\n\nThe dots must be darker than the background, with a contrast ratio of at least 3:1\n(WCAG's ratio for graphical objects): light-on-dark codes do not scan with common\ndecoders, and faint ones fail on paper and in glare. Other pairs are refused with `400`\nnaming the colour (`qrCodeOptions.dotsOptions.color`, or a corner colour).\n","additionalProperties":false,"properties":{"width":{"$ref":"#/definitions/Size"},"height":{"$ref":"#/definitions/Size"},"dotsOptions":{"type":"object","description":"The data dots.","additionalProperties":false,"properties":{"type":{"$ref":"#/definitions/DotType"},"color":{"$ref":"#/definitions/HexColor"}}},"backgroundOptions":{"type":"object","description":"The background.","additionalProperties":false,"properties":{"color":{"$ref":"#/definitions/HexColor"}}},"cornersSquareOptions":{"type":"object","description":"The three big squares in the corners (the finder patterns' outer rings).","additionalProperties":false,"properties":{"type":{"$ref":"#/definitions/CornerSquareType"},"color":{"$ref":"#/definitions/HexColor"}}},"cornersDotOptions":{"type":"object","description":"The dots inside the three corner squares.","additionalProperties":false,"properties":{"type":{"$ref":"#/definitions/CornerDotType"},"color":{"$ref":"#/definitions/HexColor"}}},"margin":{"$ref":"#/definitions/Margin"},"qrOptions":{"type":"object","description":"Options of the QR symbol itself.","additionalProperties":false,"properties":{"errorCorrectionLevel":{"$ref":"#/definitions/ErrorCorrectionLevel"}}}}},"CornerSquareType":{"type":"string","description":"The shape of the corner squares, as qr-code-styling names them. Default `square`.\nqr-code-styling's `dot` rings are not offered: circular finder rings failed to decode in\nour scan tests at several sizes, and every image dynqr serves must scan.\n","enum":["square","extra-rounded"],"examples":["extra-rounded"]},"CornerDotType":{"type":"string","description":"The shape of the dots inside the corner squares. Default `square`.","enum":["square","dot"],"examples":["dot"]},"Margin":{"type":"integer","description":"Empty space around the code in pixels, 0 to 512, default 0. A quiet zone of 4 modules is\nalways kept inside it, so a code scans with any margin.\n","minimum":0,"maximum":512,"examples":[16]},"ErrorCorrectionLevel":{"type":"string","description":"How much of the symbol may be damaged and still read: L 7 %, M 15 %, Q 25 % (default, as\nin qr-code-styling), H 30 %. Higher levels make denser codes.\n","enum":["L","M","Q","H"],"examples":["Q"]},"ResolvedQrCodeOptions":{"type":"object","description":"The stored styling options with every default filled in.","required":["width","height","dotsOptions","backgroundOptions","cornersSquareOptions","cornersDotOptions","margin","qrOptions"],"properties":{"cornersSquareOptions":{"type":"object","required":["type","color"],"properties":{"type":{"$ref":"#/definitions/CornerSquareType"},"color":{"$ref":"#/definitions/HexColor"}}},"cornersDotOptions":{"type":"object","required":["type","color"],"properties":{"type":{"$ref":"#/definitions/CornerDotType"},"color":{"$ref":"#/definitions/HexColor"}}},"margin":{"$ref":"#/definitions/Margin"},"qrOptions":{"type":"object","required":["errorCorrectionLevel"],"properties":{"errorCorrectionLevel":{"$ref":"#/definitions/ErrorCorrectionLevel"}}},"width":{"$ref":"#/definitions/Size"},"height":{"$ref":"#/definitions/Size"},"dotsOptions":{"type":"object","required":["type","color"],"properties":{"type":{"$ref":"#/definitions/DotType"},"color":{"$ref":"#/definitions/HexColor"}}},"backgroundOptions":{"type":"object","required":["color"],"properties":{"color":{"$ref":"#/definitions/HexColor"}}}}},"CreateQrCodeRequest":{"type":"object","description":"The fields of a new QR code. Unknown fields are refused.","required":["targetUrl"],"additionalProperties":false,"properties":{"targetUrl":{"$ref":"#/definitions/TargetUrl"},"customShortId":{"$ref":"#/definitions/CustomShortId"},"qrCodeOptions":{"$ref":"#/definitions/QrCodeOptions"}}},"UpdateQrCodeRequest":{"type":"object","description":"The fields to change. Unknown fields, and `shortId`, `views`, `createdAt`, are refused.","additionalProperties":false,"properties":{"targetUrl":{"$ref":"#/definitions/TargetUrl"},"qrCodeOptions":{"$ref":"#/definitions/QrCodeOptions"}}},"QrCode":{"type":"object","description":"A dynamic QR code.","required":["shortId","qrCodeUrl","editUrl","targetUrl","views","qrCodeOptions","createdAt","updatedAt"],"properties":{"shortId":{"$ref":"#/definitions/ShortId"},"qrCodeUrl":{"type":"string","format":"uri","description":"The public short link, `{site_url}/<shortId>`; the text the QR code encodes."},"editUrl":{"type":"string","format":"uri","description":"The edit page, `{site_url}/qrcode/edit/<shortId>`."},"targetUrl":{"type":"string","format":"uri","description":"Where the short link redirects now."},"views":{"type":"integer","minimum":0,"description":"Human scans of the short link: `GET` requests that were redirected, not `HEAD`,\nprefetches, bots or link previewers. `0` on a new code.\n"},"qrCodeOptions":{"$ref":"#/definitions/ResolvedQrCodeOptions"},"createdAt":{"type":"string","format":"date-time","description":"Creation time, ISO 8601 in UTC with milliseconds."},"updatedAt":{"type":"string","format":"date-time","description":"Last time the target or styling changed; equal to `createdAt` on creation."}}},"QrCodeResponse":{"description":"A QR code as a single-object response, with `success` at the top level.","allOf":[{"type":"object","required":["success"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."}}},{"$ref":"#/definitions/QrCode"}]},"QrCodeList":{"type":"object","description":"A page of QR codes.","required":["success","data","pagination"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."},"data":{"type":"array","description":"The QR codes of this page, in the requested order.","items":{"$ref":"#/definitions/QrCode"}},"pagination":{"$ref":"#/definitions/Pagination"}}},"Pagination":{"type":"object","description":"Where this page stands in the whole list.","required":["total","limit","offset","hasMore"],"properties":{"total":{"type":"integer","minimum":0,"description":"Number of the caller's QR codes in all."},"limit":{"type":"integer","minimum":1,"maximum":100,"description":"The page size used."},"offset":{"type":"integer","minimum":0,"description":"The number of items skipped."},"hasMore":{"type":"boolean","description":"Whether items follow this page (`offset + data.length < total`)."}}},"SortField":{"type":"string","description":"A field QR codes can be listed by. Ties are ordered by `shortId`.","enum":["createdAt","updatedAt","views"],"examples":["views"]},"SortOrder":{"type":"string","description":"The direction of an order.","enum":["asc","desc"],"examples":["asc"]},"ImageFormat":{"type":"string","description":"The format of a QR code image.","enum":["svg","png"],"examples":["png"]},"Scope":{"type":"string","description":"What an API key may do. `qrcodes:read`: read codes, lists and images.\n`qrcodes:write`: everything `qrcodes:read` may, and create, change and delete codes.\n`keys:manage`: list, create and revoke the account's keys.\n","enum":["qrcodes:read","qrcodes:write","keys:manage"],"examples":["qrcodes:read"]},"ApiKey":{"type":"object","description":"An API key as its account holder sees it. Never the key itself or its hash.","required":["id","name","prefix","scopes","createdAt","lastUsedAt","expiresAt","revokedAt"],"properties":{"id":{"type":"string","description":"The key's id, used to revoke it.","pattern":"^key_[0-9A-Za-z]{12}$","examples":["key_8fKq2LmZ0aBc"]},"name":{"type":["string","null"],"description":"What the key is for."},"prefix":{"type":"string","description":"The first characters after `dqr_`, to tell keys apart.","minLength":1,"maxLength":8},"scopes":{"type":"array","description":"What the key may do.","items":{"$ref":"#/definitions/Scope"}},"createdAt":{"type":"string","format":"date-time","description":"Creation time, ISO 8601 in UTC."},"lastUsedAt":{"type":["string","null"],"format":"date-time","description":"When the key was last used (recorded at most once a minute); `null` if never."},"expiresAt":{"type":["string","null"],"format":"date-time","description":"When the key stops working; `null` if never."},"revokedAt":{"type":["string","null"],"format":"date-time","description":"When the key was revoked; `null` while it is not."}}},"ApiKeyList":{"type":"object","description":"The account's API keys, newest first.","required":["success","data"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."},"data":{"type":"array","description":"The keys, newest first, revoked ones included.","items":{"$ref":"#/definitions/ApiKey"}}}},"CreateApiKeyRequest":{"type":"object","description":"A new API key. Unknown fields are refused.","required":["name"],"additionalProperties":false,"properties":{"name":{"type":"string","description":"What the key is for, 1–100 characters.","minLength":1,"maxLength":100},"scopes":{"type":"array","description":"What the key may do; default `[\"qrcodes:write\"]`.","minItems":1,"maxItems":3,"uniqueItems":true,"items":{"$ref":"#/definitions/Scope"}},"expiresAt":{"type":"string","format":"date-time","description":"When the key stops working, in the future (ISO 8601)."}}},"CreatedApiKeyResponse":{"description":"A new key, with the secret `key` shown this once.","allOf":[{"type":"object","required":["success","key"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."},"key":{"type":"string","description":"The API key. Store it now; it cannot be shown again.","pattern":"^dqr_[0-9A-Za-z]{32,128}$"}}},{"$ref":"#/definitions/ApiKey"}]},"ErrorCode":{"type":"string","description":"A stable, machine-readable error code:\n\n| status | error | when |\n|---|---|---|\n| 400 | INVALID_REQUEST | the request is invalid, e.g. `targetUrl` missing |\n| 401 | UNAUTHORIZED | the API key is invalid or missing |\n| 403 | FORBIDDEN | the key lacks the scope the operation needs |\n| 404 | NOT_FOUND | the QR code (or API key) does not exist for this account |\n| 409 | CONFLICT | the custom short id is taken |\n| 413 | PAYLOAD_TOO_LARGE | the body is larger than 16 KiB |\n| 415 | UNSUPPORTED_MEDIA_TYPE | the body is not `application/json` |\n| 429 | RATE_LIMITED | too many requests; see `Retry-After` |\n| 500 | INTERNAL_ERROR | the service failed |\n| 503 | SERVICE_UNAVAILABLE | the store cannot commit right now; nothing changed, see `Retry-After` |\n","enum":["INVALID_REQUEST","UNAUTHORIZED","FORBIDDEN","NOT_FOUND","CONFLICT","PAYLOAD_TOO_LARGE","UNSUPPORTED_MEDIA_TYPE","RATE_LIMITED","INTERNAL_ERROR","SERVICE_UNAVAILABLE"]},"Error":{"type":"object","description":"The body of every error response.","required":["error","message"],"properties":{"error":{"$ref":"#/definitions/ErrorCode"},"message":{"type":"string","description":"Human-readable text; the documented cases keep their exact words."},"details":{"type":"array","description":"On validation errors, every problem found, by field.","items":{"$ref":"#/definitions/ErrorDetail"}},"requestId":{"type":"string","description":"The id of the request, as in the `x-request-id` header."}}},"ErrorDetail":{"type":"object","description":"One validation problem.","required":["field","message"],"properties":{"field":{"type":"string","description":"The offending field as a dotted path (`qrCodeOptions.width`), or the query parameter."},"message":{"type":"string","description":"What is wrong with it."}}},"Health":{"type":"object","description":"The state of the process and its store.","required":["status"],"properties":{"status":{"$ref":"#/definitions/HealthStatus"},"store":{"$ref":"#/definitions/StoreKind"}}},"HealthStatus":{"type":"string","description":"`ok` when up (and, for readiness, when the store answers).","enum":["ok","unavailable"],"examples":["ok"]},"StoreKind":{"type":"string","description":"The kind of store, on the readiness probe.","enum":["sqlite","memory","postgres"],"examples":["sqlite"]}}};

function validate18(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(key0 === "id")){
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
if(data.id !== undefined){
let data0 = data.id;
if(typeof data0 !== "string"){
let dataType0 = typeof data0;
let coerced0 = undefined;
if(!(coerced0 !== undefined)){
if(dataType0 == "number" || dataType0 == "boolean"){
coerced0 = "" + data0;
}
else if(data0 === null){
coerced0 = "";
}
else {
const err2 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(coerced0 !== undefined){
data0 = coerced0;
if(data !== undefined){
data["id"] = coerced0;
}
}
}
if(typeof data0 === "string"){
if(func2(data0) > 256){
const err3 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(func2(data0) < 1){
const err4 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
validate18.errors = vErrors;
return errors === 0;
}

export const validateFollowShortLinkParams = validate19;
const schema20 = {"type":"object","additionalProperties":false,"properties":{"shortId":{"type":"string","minLength":1,"maxLength":256}},"required":["shortId"],"definitions":{"WebhookEventType":{"type":"string","description":"What happened to a QR code: created, updated (target or options changed), deleted,\nor deactivated (its expiry passed or its scan limit was reached).\n","enum":["qrcode.created","qrcode.updated","qrcode.deleted","qrcode.deactivated"]},"CreateWebhookRequest":{"type":"object","additionalProperties":false,"required":["url","events"],"properties":{"url":{"type":"string","minLength":1,"maxLength":2048,"description":"Where events are POSTed; `http:` or `https:`, on a public address."},"events":{"type":"array","description":"The event types to send; at least one, no repeats.","minItems":1,"maxItems":4,"uniqueItems":true,"items":{"$ref":"#/definitions/WebhookEventType"}},"description":{"type":"string","maxLength":200,"description":"A note for people, shown in the list."}}},"Webhook":{"type":"object","description":"A webhook endpoint, without its secret.","required":["id","url","events","description","createdAt","disabledAt"],"properties":{"id":{"type":"string","description":"The endpoint's id."},"url":{"type":"string","description":"Where events are POSTed."},"events":{"type":"array","description":"The event types sent to it.","items":{"$ref":"#/definitions/WebhookEventType"}},"description":{"type":["string","null"],"description":"The note given at creation."},"createdAt":{"type":"string","format":"date-time","description":"When it was registered."},"disabledAt":{"type":["string","null"],"format":"date-time","description":"When it was disabled after 24 hours of failed deliveries; null while active."},"disabledReason":{"type":"string","const":"webhook.disabled","description":"Present on a disabled endpoint."}}},"CreatedWebhookResponse":{"description":"A new endpoint, with its secret (shown this once).","allOf":[{"type":"object","required":["success","secret"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."},"secret":{"type":"string","description":"`whsec_` + base64 of the key bytes. Sign checks use the decoded bytes."}}},{"$ref":"#/definitions/Webhook"}]},"WebhookList":{"type":"object","description":"The account's webhook endpoints.","required":["success","data"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."},"data":{"type":"array","description":"The endpoints, newest first.","items":{"$ref":"#/definitions/Webhook"}}}},"WebhookDelivery":{"type":"object","description":"One event's delivery to one endpoint.","required":["eventId","type","status","attempts","lastStatus","lastError","nextAttemptAt","createdAt"],"properties":{"eventId":{"type":"string","description":"The event id, sent as `webhook-id`; the same on every attempt."},"type":{"$ref":"#/definitions/WebhookEventType"},"status":{"$ref":"#/definitions/WebhookDeliveryStatus"},"attempts":{"type":"integer","minimum":0,"description":"Attempts made so far."},"lastStatus":{"type":["integer","null"],"description":"The HTTP status of the last attempt; null when none came back."},"lastError":{"type":["string","null"],"description":"Why the last attempt failed, in words; null after a success."},"nextAttemptAt":{"type":["string","null"],"format":"date-time","description":"When the next attempt is due; null once delivered or given up."},"createdAt":{"type":"string","format":"date-time","description":"When the event happened."}}},"WebhookDeliveryStatus":{"type":"string","description":"pending (not yet delivered), delivered (a 2xx came back) or failed (given up after 24 hours, or the endpoint was disabled).","enum":["pending","delivered","failed"]},"WebhookDeliveryList":{"type":"object","description":"An endpoint's latest deliveries.","required":["success","data"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."},"data":{"type":"array","description":"Latest first.","items":{"$ref":"#/definitions/WebhookDelivery"}}}},"WebhookEvent":{"type":"object","description":"The body POSTed to an endpoint. Headers: `webhook-id` (= `id`), `webhook-timestamp`\n(Unix seconds) and `webhook-signature` (`v1,` + base64 HMAC-SHA256 of\n`id.timestamp.body` keyed with the secret's decoded bytes).\n","required":["id","type","createdAt","data"],"properties":{"id":{"type":"string","description":"The event id; the same on every attempt, so receivers can de-duplicate."},"type":{"$ref":"#/definitions/WebhookEventType"},"createdAt":{"type":"string","format":"date-time","description":"When the change happened."},"data":{"$ref":"#/definitions/QrCode"}}},"ShortId":{"type":"string","description":"The short identifier of a QR code; case-sensitive.","minLength":3,"maxLength":64,"pattern":"^[A-Za-z0-9_-]+$","examples":["aZ3kP9qX"]},"CustomShortId":{"type":"string","description":"A caller-chosen short id: 3–64 characters of `[A-Za-z0-9_-]`. Reserved words\n(case-insensitively: api, qrcode, docs, health, healthz, readyz, metrics, static,\nassets, keys, dashboard, login, admin, favicon.ico, robots.txt, .well-known,\nopenapi.json, openapi.yaml) are refused with `400`; an id in use or used before with\n`409`.\n","minLength":3,"maxLength":64,"pattern":"^[A-Za-z0-9_-]+$","examples":["spring-sale"]},"TargetUrl":{"type":"string","format":"uri","description":"The URL the short link redirects to: absolute `http:` or `https:`, at most 2048\ncharacters, without user-info or control characters, and not on the service's own\nshort-link host. Stored and returned in normalised form.\n","minLength":1,"maxLength":2048,"pattern":"^[Hh][Tt][Tt][Pp][Ss]?://","examples":["https://example.com/menu"]},"HexColor":{"type":"string","description":"A colour in hex form `#RRGGBB`; stored in lower case.","pattern":"^#[0-9A-Fa-f]{6}$","examples":["#1a2b3c"]},"DotType":{"type":"string","description":"The shape of the dots, as the qr-code-styling library names them.","enum":["square","dots","rounded","extra-rounded","classy","classy-rounded"],"examples":["rounded"]},"Size":{"type":"integer","description":"A size in pixels, 64 to 4096.","minimum":64,"maximum":4096,"examples":[300]},"QrCodeOptions":{"type":"object","description":"Styling options, named as in the qr-code-styling library. Every field is optional;\na missing field takes its default (300 × 300 px, square black dots on white, square\ncorners in the dots' colour, no margin, error correction Q).\n\nThe dots must be darker than the background, with a contrast ratio of at least 3:1\n(WCAG's ratio for graphical objects): light-on-dark codes do not scan with common\ndecoders, and faint ones fail on paper and in glare. Other pairs are refused with `400`\nnaming the colour (`qrCodeOptions.dotsOptions.color`, or a corner colour).\n","additionalProperties":false,"properties":{"width":{"$ref":"#/definitions/Size"},"height":{"$ref":"#/definitions/Size"},"dotsOptions":{"type":"object","description":"The data dots.","additionalProperties":false,"properties":{"type":{"$ref":"#/definitions/DotType"},"color":{"$ref":"#/definitions/HexColor"}}},"backgroundOptions":{"type":"object","description":"The background.","additionalProperties":false,"properties":{"color":{"$ref":"#/definitions/HexColor"}}},"cornersSquareOptions":{"type":"object","description":"The three big squares in the corners (the finder patterns' outer rings).","additionalProperties":false,"properties":{"type":{"$ref":"#/definitions/CornerSquareType"},"color":{"$ref":"#/definitions/HexColor"}}},"cornersDotOptions":{"type":"object","description":"The dots inside the three corner squares.","additionalProperties":false,"properties":{"type":{"$ref":"#/definitions/CornerDotType"},"color":{"$ref":"#/definitions/HexColor"}}},"margin":{"$ref":"#/definitions/Margin"},"qrOptions":{"type":"object","description":"Options of the QR symbol itself.","additionalProperties":false,"properties":{"errorCorrectionLevel":{"$ref":"#/definitions/ErrorCorrectionLevel"}}}}},"CornerSquareType":{"type":"string","description":"The shape of the corner squares, as qr-code-styling names them. Default `square`.\nqr-code-styling's `dot` rings are not offered: circular finder rings failed to decode in\nour scan tests at several sizes, and every image dynqr serves must scan.\n","enum":["square","extra-rounded"],"examples":["extra-rounded"]},"CornerDotType":{"type":"string","description":"The shape of the dots inside the corner squares. Default `square`.","enum":["square","dot"],"examples":["dot"]},"Margin":{"type":"integer","description":"Empty space around the code in pixels, 0 to 512, default 0. A quiet zone of 4 modules is\nalways kept inside it, so a code scans with any margin.\n","minimum":0,"maximum":512,"examples":[16]},"ErrorCorrectionLevel":{"type":"string","description":"How much of the symbol may be damaged and still read: L 7 %, M 15 %, Q 25 % (default, as\nin qr-code-styling), H 30 %. Higher levels make denser codes.\n","enum":["L","M","Q","H"],"examples":["Q"]},"ResolvedQrCodeOptions":{"type":"object","description":"The stored styling options with every default filled in.","required":["width","height","dotsOptions","backgroundOptions","cornersSquareOptions","cornersDotOptions","margin","qrOptions"],"properties":{"cornersSquareOptions":{"type":"object","required":["type","color"],"properties":{"type":{"$ref":"#/definitions/CornerSquareType"},"color":{"$ref":"#/definitions/HexColor"}}},"cornersDotOptions":{"type":"object","required":["type","color"],"properties":{"type":{"$ref":"#/definitions/CornerDotType"},"color":{"$ref":"#/definitions/HexColor"}}},"margin":{"$ref":"#/definitions/Margin"},"qrOptions":{"type":"object","required":["errorCorrectionLevel"],"properties":{"errorCorrectionLevel":{"$ref":"#/definitions/ErrorCorrectionLevel"}}},"width":{"$ref":"#/definitions/Size"},"height":{"$ref":"#/definitions/Size"},"dotsOptions":{"type":"object","required":["type","color"],"properties":{"type":{"$ref":"#/definitions/DotType"},"color":{"$ref":"#/definitions/HexColor"}}},"backgroundOptions":{"type":"object","required":["color"],"properties":{"color":{"$ref":"#/definitions/HexColor"}}}}},"CreateQrCodeRequest":{"type":"object","description":"The fields of a new QR code. Unknown fields are refused.","required":["targetUrl"],"additionalProperties":false,"properties":{"targetUrl":{"$ref":"#/definitions/TargetUrl"},"customShortId":{"$ref":"#/definitions/CustomShortId"},"qrCodeOptions":{"$ref":"#/definitions/QrCodeOptions"}}},"UpdateQrCodeRequest":{"type":"object","description":"The fields to change. Unknown fields, and `shortId`, `views`, `createdAt`, are refused.","additionalProperties":false,"properties":{"targetUrl":{"$ref":"#/definitions/TargetUrl"},"qrCodeOptions":{"$ref":"#/definitions/QrCodeOptions"}}},"QrCode":{"type":"object","description":"A dynamic QR code.","required":["shortId","qrCodeUrl","editUrl","targetUrl","views","qrCodeOptions","createdAt","updatedAt"],"properties":{"shortId":{"$ref":"#/definitions/ShortId"},"qrCodeUrl":{"type":"string","format":"uri","description":"The public short link, `{site_url}/<shortId>`; the text the QR code encodes."},"editUrl":{"type":"string","format":"uri","description":"The edit page, `{site_url}/qrcode/edit/<shortId>`."},"targetUrl":{"type":"string","format":"uri","description":"Where the short link redirects now."},"views":{"type":"integer","minimum":0,"description":"Human scans of the short link: `GET` requests that were redirected, not `HEAD`,\nprefetches, bots or link previewers. `0` on a new code.\n"},"qrCodeOptions":{"$ref":"#/definitions/ResolvedQrCodeOptions"},"createdAt":{"type":"string","format":"date-time","description":"Creation time, ISO 8601 in UTC with milliseconds."},"updatedAt":{"type":"string","format":"date-time","description":"Last time the target or styling changed; equal to `createdAt` on creation."}}},"QrCodeResponse":{"description":"A QR code as a single-object response, with `success` at the top level.","allOf":[{"type":"object","required":["success"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."}}},{"$ref":"#/definitions/QrCode"}]},"QrCodeList":{"type":"object","description":"A page of QR codes.","required":["success","data","pagination"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."},"data":{"type":"array","description":"The QR codes of this page, in the requested order.","items":{"$ref":"#/definitions/QrCode"}},"pagination":{"$ref":"#/definitions/Pagination"}}},"Pagination":{"type":"object","description":"Where this page stands in the whole list.","required":["total","limit","offset","hasMore"],"properties":{"total":{"type":"integer","minimum":0,"description":"Number of the caller's QR codes in all."},"limit":{"type":"integer","minimum":1,"maximum":100,"description":"The page size used."},"offset":{"type":"integer","minimum":0,"description":"The number of items skipped."},"hasMore":{"type":"boolean","description":"Whether items follow this page (`offset + data.length < total`)."}}},"SortField":{"type":"string","description":"A field QR codes can be listed by. Ties are ordered by `shortId`.","enum":["createdAt","updatedAt","views"],"examples":["views"]},"SortOrder":{"type":"string","description":"The direction of an order.","enum":["asc","desc"],"examples":["asc"]},"ImageFormat":{"type":"string","description":"The format of a QR code image.","enum":["svg","png"],"examples":["png"]},"Scope":{"type":"string","description":"What an API key may do. `qrcodes:read`: read codes, lists and images.\n`qrcodes:write`: everything `qrcodes:read` may, and create, change and delete codes.\n`keys:manage`: list, create and revoke the account's keys.\n","enum":["qrcodes:read","qrcodes:write","keys:manage"],"examples":["qrcodes:read"]},"ApiKey":{"type":"object","description":"An API key as its account holder sees it. Never the key itself or its hash.","required":["id","name","prefix","scopes","createdAt","lastUsedAt","expiresAt","revokedAt"],"properties":{"id":{"type":"string","description":"The key's id, used to revoke it.","pattern":"^key_[0-9A-Za-z]{12}$","examples":["key_8fKq2LmZ0aBc"]},"name":{"type":["string","null"],"description":"What the key is for."},"prefix":{"type":"string","description":"The first characters after `dqr_`, to tell keys apart.","minLength":1,"maxLength":8},"scopes":{"type":"array","description":"What the key may do.","items":{"$ref":"#/definitions/Scope"}},"createdAt":{"type":"string","format":"date-time","description":"Creation time, ISO 8601 in UTC."},"lastUsedAt":{"type":["string","null"],"format":"date-time","description":"When the key was last used (recorded at most once a minute); `null` if never."},"expiresAt":{"type":["string","null"],"format":"date-time","description":"When the key stops working; `null` if never."},"revokedAt":{"type":["string","null"],"format":"date-time","description":"When the key was revoked; `null` while it is not."}}},"ApiKeyList":{"type":"object","description":"The account's API keys, newest first.","required":["success","data"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."},"data":{"type":"array","description":"The keys, newest first, revoked ones included.","items":{"$ref":"#/definitions/ApiKey"}}}},"CreateApiKeyRequest":{"type":"object","description":"A new API key. Unknown fields are refused.","required":["name"],"additionalProperties":false,"properties":{"name":{"type":"string","description":"What the key is for, 1–100 characters.","minLength":1,"maxLength":100},"scopes":{"type":"array","description":"What the key may do; default `[\"qrcodes:write\"]`.","minItems":1,"maxItems":3,"uniqueItems":true,"items":{"$ref":"#/definitions/Scope"}},"expiresAt":{"type":"string","format":"date-time","description":"When the key stops working, in the future (ISO 8601)."}}},"CreatedApiKeyResponse":{"description":"A new key, with the secret `key` shown this once.","allOf":[{"type":"object","required":["success","key"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."},"key":{"type":"string","description":"The API key. Store it now; it cannot be shown again.","pattern":"^dqr_[0-9A-Za-z]{32,128}$"}}},{"$ref":"#/definitions/ApiKey"}]},"ErrorCode":{"type":"string","description":"A stable, machine-readable error code:\n\n| status | error | when |\n|---|---|---|\n| 400 | INVALID_REQUEST | the request is invalid, e.g. `targetUrl` missing |\n| 401 | UNAUTHORIZED | the API key is invalid or missing |\n| 403 | FORBIDDEN | the key lacks the scope the operation needs |\n| 404 | NOT_FOUND | the QR code (or API key) does not exist for this account |\n| 409 | CONFLICT | the custom short id is taken |\n| 413 | PAYLOAD_TOO_LARGE | the body is larger than 16 KiB |\n| 415 | UNSUPPORTED_MEDIA_TYPE | the body is not `application/json` |\n| 429 | RATE_LIMITED | too many requests; see `Retry-After` |\n| 500 | INTERNAL_ERROR | the service failed |\n| 503 | SERVICE_UNAVAILABLE | the store cannot commit right now; nothing changed, see `Retry-After` |\n","enum":["INVALID_REQUEST","UNAUTHORIZED","FORBIDDEN","NOT_FOUND","CONFLICT","PAYLOAD_TOO_LARGE","UNSUPPORTED_MEDIA_TYPE","RATE_LIMITED","INTERNAL_ERROR","SERVICE_UNAVAILABLE"]},"Error":{"type":"object","description":"The body of every error response.","required":["error","message"],"properties":{"error":{"$ref":"#/definitions/ErrorCode"},"message":{"type":"string","description":"Human-readable text; the documented cases keep their exact words."},"details":{"type":"array","description":"On validation errors, every problem found, by field.","items":{"$ref":"#/definitions/ErrorDetail"}},"requestId":{"type":"string","description":"The id of the request, as in the `x-request-id` header."}}},"ErrorDetail":{"type":"object","description":"One validation problem.","required":["field","message"],"properties":{"field":{"type":"string","description":"The offending field as a dotted path (`qrCodeOptions.width`), or the query parameter."},"message":{"type":"string","description":"What is wrong with it."}}},"Health":{"type":"object","description":"The state of the process and its store.","required":["status"],"properties":{"status":{"$ref":"#/definitions/HealthStatus"},"store":{"$ref":"#/definitions/StoreKind"}}},"HealthStatus":{"type":"string","description":"`ok` when up (and, for readiness, when the store answers).","enum":["ok","unavailable"],"examples":["ok"]},"StoreKind":{"type":"string","description":"The kind of store, on the readiness probe.","enum":["sqlite","memory","postgres"],"examples":["sqlite"]}}};

function validate19(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.shortId === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "shortId"},message:"must have required property '"+"shortId"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(key0 === "shortId")){
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
if(data.shortId !== undefined){
let data0 = data.shortId;
if(typeof data0 !== "string"){
let dataType0 = typeof data0;
let coerced0 = undefined;
if(!(coerced0 !== undefined)){
if(dataType0 == "number" || dataType0 == "boolean"){
coerced0 = "" + data0;
}
else if(data0 === null){
coerced0 = "";
}
else {
const err2 = {instancePath:instancePath+"/shortId",schemaPath:"#/properties/shortId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(coerced0 !== undefined){
data0 = coerced0;
if(data !== undefined){
data["shortId"] = coerced0;
}
}
}
if(typeof data0 === "string"){
if(func2(data0) > 256){
const err3 = {instancePath:instancePath+"/shortId",schemaPath:"#/properties/shortId/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(func2(data0) < 1){
const err4 = {instancePath:instancePath+"/shortId",schemaPath:"#/properties/shortId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
validate19.errors = vErrors;
return errors === 0;
}

export const validateGetEditPageParams = validate20;
const schema21 = {"type":"object","additionalProperties":false,"properties":{"shortId":{"type":"string","minLength":1,"maxLength":256}},"required":["shortId"],"definitions":{"WebhookEventType":{"type":"string","description":"What happened to a QR code: created, updated (target or options changed), deleted,\nor deactivated (its expiry passed or its scan limit was reached).\n","enum":["qrcode.created","qrcode.updated","qrcode.deleted","qrcode.deactivated"]},"CreateWebhookRequest":{"type":"object","additionalProperties":false,"required":["url","events"],"properties":{"url":{"type":"string","minLength":1,"maxLength":2048,"description":"Where events are POSTed; `http:` or `https:`, on a public address."},"events":{"type":"array","description":"The event types to send; at least one, no repeats.","minItems":1,"maxItems":4,"uniqueItems":true,"items":{"$ref":"#/definitions/WebhookEventType"}},"description":{"type":"string","maxLength":200,"description":"A note for people, shown in the list."}}},"Webhook":{"type":"object","description":"A webhook endpoint, without its secret.","required":["id","url","events","description","createdAt","disabledAt"],"properties":{"id":{"type":"string","description":"The endpoint's id."},"url":{"type":"string","description":"Where events are POSTed."},"events":{"type":"array","description":"The event types sent to it.","items":{"$ref":"#/definitions/WebhookEventType"}},"description":{"type":["string","null"],"description":"The note given at creation."},"createdAt":{"type":"string","format":"date-time","description":"When it was registered."},"disabledAt":{"type":["string","null"],"format":"date-time","description":"When it was disabled after 24 hours of failed deliveries; null while active."},"disabledReason":{"type":"string","const":"webhook.disabled","description":"Present on a disabled endpoint."}}},"CreatedWebhookResponse":{"description":"A new endpoint, with its secret (shown this once).","allOf":[{"type":"object","required":["success","secret"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."},"secret":{"type":"string","description":"`whsec_` + base64 of the key bytes. Sign checks use the decoded bytes."}}},{"$ref":"#/definitions/Webhook"}]},"WebhookList":{"type":"object","description":"The account's webhook endpoints.","required":["success","data"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."},"data":{"type":"array","description":"The endpoints, newest first.","items":{"$ref":"#/definitions/Webhook"}}}},"WebhookDelivery":{"type":"object","description":"One event's delivery to one endpoint.","required":["eventId","type","status","attempts","lastStatus","lastError","nextAttemptAt","createdAt"],"properties":{"eventId":{"type":"string","description":"The event id, sent as `webhook-id`; the same on every attempt."},"type":{"$ref":"#/definitions/WebhookEventType"},"status":{"$ref":"#/definitions/WebhookDeliveryStatus"},"attempts":{"type":"integer","minimum":0,"description":"Attempts made so far."},"lastStatus":{"type":["integer","null"],"description":"The HTTP status of the last attempt; null when none came back."},"lastError":{"type":["string","null"],"description":"Why the last attempt failed, in words; null after a success."},"nextAttemptAt":{"type":["string","null"],"format":"date-time","description":"When the next attempt is due; null once delivered or given up."},"createdAt":{"type":"string","format":"date-time","description":"When the event happened."}}},"WebhookDeliveryStatus":{"type":"string","description":"pending (not yet delivered), delivered (a 2xx came back) or failed (given up after 24 hours, or the endpoint was disabled).","enum":["pending","delivered","failed"]},"WebhookDeliveryList":{"type":"object","description":"An endpoint's latest deliveries.","required":["success","data"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."},"data":{"type":"array","description":"Latest first.","items":{"$ref":"#/definitions/WebhookDelivery"}}}},"WebhookEvent":{"type":"object","description":"The body POSTed to an endpoint. Headers: `webhook-id` (= `id`), `webhook-timestamp`\n(Unix seconds) and `webhook-signature` (`v1,` + base64 HMAC-SHA256 of\n`id.timestamp.body` keyed with the secret's decoded bytes).\n","required":["id","type","createdAt","data"],"properties":{"id":{"type":"string","description":"The event id; the same on every attempt, so receivers can de-duplicate."},"type":{"$ref":"#/definitions/WebhookEventType"},"createdAt":{"type":"string","format":"date-time","description":"When the change happened."},"data":{"$ref":"#/definitions/QrCode"}}},"ShortId":{"type":"string","description":"The short identifier of a QR code; case-sensitive.","minLength":3,"maxLength":64,"pattern":"^[A-Za-z0-9_-]+$","examples":["aZ3kP9qX"]},"CustomShortId":{"type":"string","description":"A caller-chosen short id: 3–64 characters of `[A-Za-z0-9_-]`. Reserved words\n(case-insensitively: api, qrcode, docs, health, healthz, readyz, metrics, static,\nassets, keys, dashboard, login, admin, favicon.ico, robots.txt, .well-known,\nopenapi.json, openapi.yaml) are refused with `400`; an id in use or used before with\n`409`.\n","minLength":3,"maxLength":64,"pattern":"^[A-Za-z0-9_-]+$","examples":["spring-sale"]},"TargetUrl":{"type":"string","format":"uri","description":"The URL the short link redirects to: absolute `http:` or `https:`, at most 2048\ncharacters, without user-info or control characters, and not on the service's own\nshort-link host. Stored and returned in normalised form.\n","minLength":1,"maxLength":2048,"pattern":"^[Hh][Tt][Tt][Pp][Ss]?://","examples":["https://example.com/menu"]},"HexColor":{"type":"string","description":"A colour in hex form `#RRGGBB`; stored in lower case.","pattern":"^#[0-9A-Fa-f]{6}$","examples":["#1a2b3c"]},"DotType":{"type":"string","description":"The shape of the dots, as the qr-code-styling library names them.","enum":["square","dots","rounded","extra-rounded","classy","classy-rounded"],"examples":["rounded"]},"Size":{"type":"integer","description":"A size in pixels, 64 to 4096.","minimum":64,"maximum":4096,"examples":[300]},"QrCodeOptions":{"type":"object","description":"Styling options, named as in the qr-code-styling library. Every field is optional;\na missing field takes its default (300 × 300 px, square black dots on white, square\ncorners in the dots' colour, no margin, error correction Q).\n\nThe dots must be darker than the background, with a contrast ratio of at least 3:1\n(WCAG's ratio for graphical objects): light-on-dark codes do not scan with common\ndecoders, and faint ones fail on paper and in glare. Other pairs are refused with `400`\nnaming the colour (`qrCodeOptions.dotsOptions.color`, or a corner colour).\n","additionalProperties":false,"properties":{"width":{"$ref":"#/definitions/Size"},"height":{"$ref":"#/definitions/Size"},"dotsOptions":{"type":"object","description":"The data dots.","additionalProperties":false,"properties":{"type":{"$ref":"#/definitions/DotType"},"color":{"$ref":"#/definitions/HexColor"}}},"backgroundOptions":{"type":"object","description":"The background.","additionalProperties":false,"properties":{"color":{"$ref":"#/definitions/HexColor"}}},"cornersSquareOptions":{"type":"object","description":"The three big squares in the corners (the finder patterns' outer rings).","additionalProperties":false,"properties":{"type":{"$ref":"#/definitions/CornerSquareType"},"color":{"$ref":"#/definitions/HexColor"}}},"cornersDotOptions":{"type":"object","description":"The dots inside the three corner squares.","additionalProperties":false,"properties":{"type":{"$ref":"#/definitions/CornerDotType"},"color":{"$ref":"#/definitions/HexColor"}}},"margin":{"$ref":"#/definitions/Margin"},"qrOptions":{"type":"object","description":"Options of the QR symbol itself.","additionalProperties":false,"properties":{"errorCorrectionLevel":{"$ref":"#/definitions/ErrorCorrectionLevel"}}}}},"CornerSquareType":{"type":"string","description":"The shape of the corner squares, as qr-code-styling names them. Default `square`.\nqr-code-styling's `dot` rings are not offered: circular finder rings failed to decode in\nour scan tests at several sizes, and every image dynqr serves must scan.\n","enum":["square","extra-rounded"],"examples":["extra-rounded"]},"CornerDotType":{"type":"string","description":"The shape of the dots inside the corner squares. Default `square`.","enum":["square","dot"],"examples":["dot"]},"Margin":{"type":"integer","description":"Empty space around the code in pixels, 0 to 512, default 0. A quiet zone of 4 modules is\nalways kept inside it, so a code scans with any margin.\n","minimum":0,"maximum":512,"examples":[16]},"ErrorCorrectionLevel":{"type":"string","description":"How much of the symbol may be damaged and still read: L 7 %, M 15 %, Q 25 % (default, as\nin qr-code-styling), H 30 %. Higher levels make denser codes.\n","enum":["L","M","Q","H"],"examples":["Q"]},"ResolvedQrCodeOptions":{"type":"object","description":"The stored styling options with every default filled in.","required":["width","height","dotsOptions","backgroundOptions","cornersSquareOptions","cornersDotOptions","margin","qrOptions"],"properties":{"cornersSquareOptions":{"type":"object","required":["type","color"],"properties":{"type":{"$ref":"#/definitions/CornerSquareType"},"color":{"$ref":"#/definitions/HexColor"}}},"cornersDotOptions":{"type":"object","required":["type","color"],"properties":{"type":{"$ref":"#/definitions/CornerDotType"},"color":{"$ref":"#/definitions/HexColor"}}},"margin":{"$ref":"#/definitions/Margin"},"qrOptions":{"type":"object","required":["errorCorrectionLevel"],"properties":{"errorCorrectionLevel":{"$ref":"#/definitions/ErrorCorrectionLevel"}}},"width":{"$ref":"#/definitions/Size"},"height":{"$ref":"#/definitions/Size"},"dotsOptions":{"type":"object","required":["type","color"],"properties":{"type":{"$ref":"#/definitions/DotType"},"color":{"$ref":"#/definitions/HexColor"}}},"backgroundOptions":{"type":"object","required":["color"],"properties":{"color":{"$ref":"#/definitions/HexColor"}}}}},"CreateQrCodeRequest":{"type":"object","description":"The fields of a new QR code. Unknown fields are refused.","required":["targetUrl"],"additionalProperties":false,"properties":{"targetUrl":{"$ref":"#/definitions/TargetUrl"},"customShortId":{"$ref":"#/definitions/CustomShortId"},"qrCodeOptions":{"$ref":"#/definitions/QrCodeOptions"}}},"UpdateQrCodeRequest":{"type":"object","description":"The fields to change. Unknown fields, and `shortId`, `views`, `createdAt`, are refused.","additionalProperties":false,"properties":{"targetUrl":{"$ref":"#/definitions/TargetUrl"},"qrCodeOptions":{"$ref":"#/definitions/QrCodeOptions"}}},"QrCode":{"type":"object","description":"A dynamic QR code.","required":["shortId","qrCodeUrl","editUrl","targetUrl","views","qrCodeOptions","createdAt","updatedAt"],"properties":{"shortId":{"$ref":"#/definitions/ShortId"},"qrCodeUrl":{"type":"string","format":"uri","description":"The public short link, `{site_url}/<shortId>`; the text the QR code encodes."},"editUrl":{"type":"string","format":"uri","description":"The edit page, `{site_url}/qrcode/edit/<shortId>`."},"targetUrl":{"type":"string","format":"uri","description":"Where the short link redirects now."},"views":{"type":"integer","minimum":0,"description":"Human scans of the short link: `GET` requests that were redirected, not `HEAD`,\nprefetches, bots or link previewers. `0` on a new code.\n"},"qrCodeOptions":{"$ref":"#/definitions/ResolvedQrCodeOptions"},"createdAt":{"type":"string","format":"date-time","description":"Creation time, ISO 8601 in UTC with milliseconds."},"updatedAt":{"type":"string","format":"date-time","description":"Last time the target or styling changed; equal to `createdAt` on creation."}}},"QrCodeResponse":{"description":"A QR code as a single-object response, with `success` at the top level.","allOf":[{"type":"object","required":["success"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."}}},{"$ref":"#/definitions/QrCode"}]},"QrCodeList":{"type":"object","description":"A page of QR codes.","required":["success","data","pagination"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."},"data":{"type":"array","description":"The QR codes of this page, in the requested order.","items":{"$ref":"#/definitions/QrCode"}},"pagination":{"$ref":"#/definitions/Pagination"}}},"Pagination":{"type":"object","description":"Where this page stands in the whole list.","required":["total","limit","offset","hasMore"],"properties":{"total":{"type":"integer","minimum":0,"description":"Number of the caller's QR codes in all."},"limit":{"type":"integer","minimum":1,"maximum":100,"description":"The page size used."},"offset":{"type":"integer","minimum":0,"description":"The number of items skipped."},"hasMore":{"type":"boolean","description":"Whether items follow this page (`offset + data.length < total`)."}}},"SortField":{"type":"string","description":"A field QR codes can be listed by. Ties are ordered by `shortId`.","enum":["createdAt","updatedAt","views"],"examples":["views"]},"SortOrder":{"type":"string","description":"The direction of an order.","enum":["asc","desc"],"examples":["asc"]},"ImageFormat":{"type":"string","description":"The format of a QR code image.","enum":["svg","png"],"examples":["png"]},"Scope":{"type":"string","description":"What an API key may do. `qrcodes:read`: read codes, lists and images.\n`qrcodes:write`: everything `qrcodes:read` may, and create, change and delete codes.\n`keys:manage`: list, create and revoke the account's keys.\n","enum":["qrcodes:read","qrcodes:write","keys:manage"],"examples":["qrcodes:read"]},"ApiKey":{"type":"object","description":"An API key as its account holder sees it. Never the key itself or its hash.","required":["id","name","prefix","scopes","createdAt","lastUsedAt","expiresAt","revokedAt"],"properties":{"id":{"type":"string","description":"The key's id, used to revoke it.","pattern":"^key_[0-9A-Za-z]{12}$","examples":["key_8fKq2LmZ0aBc"]},"name":{"type":["string","null"],"description":"What the key is for."},"prefix":{"type":"string","description":"The first characters after `dqr_`, to tell keys apart.","minLength":1,"maxLength":8},"scopes":{"type":"array","description":"What the key may do.","items":{"$ref":"#/definitions/Scope"}},"createdAt":{"type":"string","format":"date-time","description":"Creation time, ISO 8601 in UTC."},"lastUsedAt":{"type":["string","null"],"format":"date-time","description":"When the key was last used (recorded at most once a minute); `null` if never."},"expiresAt":{"type":["string","null"],"format":"date-time","description":"When the key stops working; `null` if never."},"revokedAt":{"type":["string","null"],"format":"date-time","description":"When the key was revoked; `null` while it is not."}}},"ApiKeyList":{"type":"object","description":"The account's API keys, newest first.","required":["success","data"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."},"data":{"type":"array","description":"The keys, newest first, revoked ones included.","items":{"$ref":"#/definitions/ApiKey"}}}},"CreateApiKeyRequest":{"type":"object","description":"A new API key. Unknown fields are refused.","required":["name"],"additionalProperties":false,"properties":{"name":{"type":"string","description":"What the key is for, 1–100 characters.","minLength":1,"maxLength":100},"scopes":{"type":"array","description":"What the key may do; default `[\"qrcodes:write\"]`.","minItems":1,"maxItems":3,"uniqueItems":true,"items":{"$ref":"#/definitions/Scope"}},"expiresAt":{"type":"string","format":"date-time","description":"When the key stops working, in the future (ISO 8601)."}}},"CreatedApiKeyResponse":{"description":"A new key, with the secret `key` shown this once.","allOf":[{"type":"object","required":["success","key"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."},"key":{"type":"string","description":"The API key. Store it now; it cannot be shown again.","pattern":"^dqr_[0-9A-Za-z]{32,128}$"}}},{"$ref":"#/definitions/ApiKey"}]},"ErrorCode":{"type":"string","description":"A stable, machine-readable error code:\n\n| status | error | when |\n|---|---|---|\n| 400 | INVALID_REQUEST | the request is invalid, e.g. `targetUrl` missing |\n| 401 | UNAUTHORIZED | the API key is invalid or missing |\n| 403 | FORBIDDEN | the key lacks the scope the operation needs |\n| 404 | NOT_FOUND | the QR code (or API key) does not exist for this account |\n| 409 | CONFLICT | the custom short id is taken |\n| 413 | PAYLOAD_TOO_LARGE | the body is larger than 16 KiB |\n| 415 | UNSUPPORTED_MEDIA_TYPE | the body is not `application/json` |\n| 429 | RATE_LIMITED | too many requests; see `Retry-After` |\n| 500 | INTERNAL_ERROR | the service failed |\n| 503 | SERVICE_UNAVAILABLE | the store cannot commit right now; nothing changed, see `Retry-After` |\n","enum":["INVALID_REQUEST","UNAUTHORIZED","FORBIDDEN","NOT_FOUND","CONFLICT","PAYLOAD_TOO_LARGE","UNSUPPORTED_MEDIA_TYPE","RATE_LIMITED","INTERNAL_ERROR","SERVICE_UNAVAILABLE"]},"Error":{"type":"object","description":"The body of every error response.","required":["error","message"],"properties":{"error":{"$ref":"#/definitions/ErrorCode"},"message":{"type":"string","description":"Human-readable text; the documented cases keep their exact words."},"details":{"type":"array","description":"On validation errors, every problem found, by field.","items":{"$ref":"#/definitions/ErrorDetail"}},"requestId":{"type":"string","description":"The id of the request, as in the `x-request-id` header."}}},"ErrorDetail":{"type":"object","description":"One validation problem.","required":["field","message"],"properties":{"field":{"type":"string","description":"The offending field as a dotted path (`qrCodeOptions.width`), or the query parameter."},"message":{"type":"string","description":"What is wrong with it."}}},"Health":{"type":"object","description":"The state of the process and its store.","required":["status"],"properties":{"status":{"$ref":"#/definitions/HealthStatus"},"store":{"$ref":"#/definitions/StoreKind"}}},"HealthStatus":{"type":"string","description":"`ok` when up (and, for readiness, when the store answers).","enum":["ok","unavailable"],"examples":["ok"]},"StoreKind":{"type":"string","description":"The kind of store, on the readiness probe.","enum":["sqlite","memory","postgres"],"examples":["sqlite"]}}};

function validate20(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.shortId === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "shortId"},message:"must have required property '"+"shortId"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(key0 === "shortId")){
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
if(data.shortId !== undefined){
let data0 = data.shortId;
if(typeof data0 !== "string"){
let dataType0 = typeof data0;
let coerced0 = undefined;
if(!(coerced0 !== undefined)){
if(dataType0 == "number" || dataType0 == "boolean"){
coerced0 = "" + data0;
}
else if(data0 === null){
coerced0 = "";
}
else {
const err2 = {instancePath:instancePath+"/shortId",schemaPath:"#/properties/shortId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(coerced0 !== undefined){
data0 = coerced0;
if(data !== undefined){
data["shortId"] = coerced0;
}
}
}
if(typeof data0 === "string"){
if(func2(data0) > 256){
const err3 = {instancePath:instancePath+"/shortId",schemaPath:"#/properties/shortId/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(func2(data0) < 1){
const err4 = {instancePath:instancePath+"/shortId",schemaPath:"#/properties/shortId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
validate20.errors = vErrors;
return errors === 0;
}
