// File generated from openapi.yaml by `npm run generate`. Do not edit.
// @ts-nocheck
import func2Module from "ajv/dist/runtime/ucs2length.js";
export const validateListQrCodesQuery = validate10;
const schema11 = {"type":"object","additionalProperties":false,"properties":{"limit":{"type":"integer","minimum":1,"maximum":100,"default":20},"offset":{"type":"integer","minimum":0,"maximum":1000000000,"default":0},"sort":{"type":"string","description":"A field QR codes can be listed by. Ties are ordered by `shortId`.","enum":["createdAt","updatedAt","views"],"examples":["views"],"default":"createdAt"},"order":{"type":"string","description":"The direction of an order.","enum":["asc","desc"],"examples":["asc"],"default":"desc"},"q":{"type":"string","minLength":1,"maxLength":200},"active":{"type":"boolean"}},"required":[],"definitions":{"ShortId":{"type":"string","description":"The short identifier of a QR code; case-sensitive.","minLength":3,"maxLength":64,"pattern":"^[A-Za-z0-9_-]+$","examples":["aZ3kP9qX"]},"CustomShortId":{"type":"string","description":"A caller-chosen short id: 3–64 characters of `[A-Za-z0-9_-]`. Reserved words\n(case-insensitively: api, qrcode, docs, health, healthz, readyz, metrics, static,\nassets, keys, dashboard, login, admin, favicon.ico, robots.txt, .well-known,\nopenapi.json, openapi.yaml) are refused with `400`; an id in use or used before with\n`409`.\n","minLength":3,"maxLength":64,"pattern":"^[A-Za-z0-9_-]+$","examples":["spring-sale"]},"TargetUrl":{"type":"string","format":"uri","description":"The URL the short link redirects to: absolute `http:` or `https:`, at most 2048\ncharacters, without user-info or control characters, and not on the service's own\nshort-link host. Stored and returned in normalised form.\n","minLength":1,"maxLength":2048,"pattern":"^[Hh][Tt][Tt][Pp][Ss]?://","examples":["https://example.com/menu"]},"HexColor":{"type":"string","description":"A colour in hex form `#RRGGBB`; stored in lower case.","pattern":"^#[0-9A-Fa-f]{6}$","examples":["#1a2b3c"]},"DotType":{"type":"string","description":"The shape of the dots, as the qr-code-styling library names them.","enum":["square","dots","rounded","extra-rounded","classy","classy-rounded"],"examples":["rounded"]},"Size":{"type":"integer","description":"A size in pixels, 64 to 4096.","minimum":64,"maximum":4096,"examples":[300]},"QrCodeOptions":{"type":"object","description":"Styling options, named as in the qr-code-styling library. Every field is optional;\na missing field takes its default (300 × 300 px, square black dots on white, square\ncorners in the dots' colour, no margin, error correction Q).\n\nThe dots must be darker than the background, with a contrast ratio of at least 3:1\n(WCAG's ratio for graphical objects): light-on-dark codes do not scan with common\ndecoders, and faint ones fail on paper and in glare. Other pairs are refused with `400`\nnaming the colour (`qrCodeOptions.dotsOptions.color`, or a corner colour).\n","additionalProperties":false,"properties":{"width":{"$ref":"#/definitions/Size"},"height":{"$ref":"#/definitions/Size"},"dotsOptions":{"type":"object","description":"The data dots.","additionalProperties":false,"properties":{"type":{"$ref":"#/definitions/DotType"},"color":{"$ref":"#/definitions/HexColor"}}},"backgroundOptions":{"type":"object","description":"The background.","additionalProperties":false,"properties":{"color":{"$ref":"#/definitions/HexColor"}}},"cornersSquareOptions":{"type":"object","description":"The three big squares in the corners (the finder patterns' outer rings).","additionalProperties":false,"properties":{"type":{"$ref":"#/definitions/CornerSquareType"},"color":{"$ref":"#/definitions/HexColor"}}},"cornersDotOptions":{"type":"object","description":"The dots inside the three corner squares.","additionalProperties":false,"properties":{"type":{"$ref":"#/definitions/CornerDotType"},"color":{"$ref":"#/definitions/HexColor"}}},"margin":{"$ref":"#/definitions/Margin"},"qrOptions":{"type":"object","description":"Options of the QR symbol itself.","additionalProperties":false,"properties":{"errorCorrectionLevel":{"$ref":"#/definitions/ErrorCorrectionLevel"}}}}},"CornerSquareType":{"type":"string","description":"The shape of the corner squares, as qr-code-styling names them. Default `square`.\nqr-code-styling's `dot` rings are not offered: circular finder rings failed to decode in\nour scan tests at several sizes, and every image dynqr serves must scan.\n","enum":["square","extra-rounded"],"examples":["extra-rounded"]},"CornerDotType":{"type":"string","description":"The shape of the dots inside the corner squares. Default `square`.","enum":["square","dot"],"examples":["dot"]},"Margin":{"type":"integer","description":"Empty space around the code in pixels, 0 to 512, default 0. A quiet zone of 4 modules is\nalways kept inside it, so a code scans with any margin.\n","minimum":0,"maximum":512,"examples":[16]},"ErrorCorrectionLevel":{"type":"string","description":"How much of the symbol may be damaged and still read: L 7 %, M 15 %, Q 25 % (default, as\nin qr-code-styling), H 30 %. Higher levels make denser codes.\n","enum":["L","M","Q","H"],"examples":["Q"]},"ResolvedQrCodeOptions":{"type":"object","description":"The stored styling options with every default filled in.","required":["width","height","dotsOptions","backgroundOptions","cornersSquareOptions","cornersDotOptions","margin","qrOptions"],"properties":{"cornersSquareOptions":{"type":"object","required":["type","color"],"properties":{"type":{"$ref":"#/definitions/CornerSquareType"},"color":{"$ref":"#/definitions/HexColor"}}},"cornersDotOptions":{"type":"object","required":["type","color"],"properties":{"type":{"$ref":"#/definitions/CornerDotType"},"color":{"$ref":"#/definitions/HexColor"}}},"margin":{"$ref":"#/definitions/Margin"},"qrOptions":{"type":"object","required":["errorCorrectionLevel"],"properties":{"errorCorrectionLevel":{"$ref":"#/definitions/ErrorCorrectionLevel"}}},"width":{"$ref":"#/definitions/Size"},"height":{"$ref":"#/definitions/Size"},"dotsOptions":{"type":"object","required":["type","color"],"properties":{"type":{"$ref":"#/definitions/DotType"},"color":{"$ref":"#/definitions/HexColor"}}},"backgroundOptions":{"type":"object","required":["color"],"properties":{"color":{"$ref":"#/definitions/HexColor"}}}}},"CreateQrCodeRequest":{"type":"object","description":"The fields of a new QR code. Unknown fields are refused.","required":["targetUrl"],"additionalProperties":false,"properties":{"targetUrl":{"$ref":"#/definitions/TargetUrl"},"customShortId":{"$ref":"#/definitions/CustomShortId"},"qrCodeOptions":{"$ref":"#/definitions/QrCodeOptions"},"expiresAt":{"$ref":"#/definitions/ExpiresAt"},"maxScans":{"$ref":"#/definitions/MaxScans"},"fallbackUrl":{"$ref":"#/definitions/FallbackUrl"},"active":{"type":"boolean","description":"Whether the short link sends scanners to the target; `false` sends them to\n`fallbackUrl` or a `410` page. Defaults to `true`.\n"}}},"UpdateQrCodeRequest":{"type":"object","description":"The fields to change. Unknown fields, and `shortId`, `views`, `createdAt`, are refused.\n`null` clears `expiresAt`, `maxScans` or `fallbackUrl`.\n","additionalProperties":false,"properties":{"targetUrl":{"$ref":"#/definitions/TargetUrl"},"qrCodeOptions":{"$ref":"#/definitions/QrCodeOptions"},"expiresAt":{"$ref":"#/definitions/ExpiresAt"},"maxScans":{"$ref":"#/definitions/MaxScans"},"fallbackUrl":{"$ref":"#/definitions/FallbackUrl"},"active":{"type":"boolean","description":"Whether the short link sends scanners to the target; `false` sends them to\n`fallbackUrl` or a `410` page. Defaults to `true`.\n"}}},"QrCode":{"type":"object","description":"A dynamic QR code.","required":["shortId","qrCodeUrl","editUrl","targetUrl","views","qrCodeOptions","createdAt","updatedAt","expiresAt","maxScans","fallbackUrl","active"],"properties":{"shortId":{"$ref":"#/definitions/ShortId"},"qrCodeUrl":{"type":"string","format":"uri","description":"The public short link, `{site_url}/<shortId>`; the text the QR code encodes."},"editUrl":{"type":"string","format":"uri","description":"The edit page, `{site_url}/qrcode/edit/<shortId>`."},"targetUrl":{"type":"string","format":"uri","description":"Where the short link redirects now."},"views":{"type":"integer","minimum":0,"description":"Human scans of the short link: `GET` requests that were redirected, not `HEAD`,\nprefetches, bots or link previewers. `0` on a new code.\n"},"qrCodeOptions":{"$ref":"#/definitions/ResolvedQrCodeOptions"},"createdAt":{"type":"string","format":"date-time","description":"Creation time, ISO 8601 in UTC with milliseconds."},"updatedAt":{"type":"string","format":"date-time","description":"Last time the target, styling or a lifecycle field changed; equal to `createdAt`\non creation.\n"},"expiresAt":{"$ref":"#/definitions/ExpiresAt"},"maxScans":{"$ref":"#/definitions/MaxScans"},"fallbackUrl":{"$ref":"#/definitions/FallbackUrl"},"active":{"type":"boolean","description":"Whether the owner has the code switched on (`true` unless set to `false`)."}}},"ExpiresAt":{"type":["string","null"],"format":"date-time","description":"When the code stops sending scanners to its target, ISO 8601 (stored in UTC with\nmilliseconds). From that instant on, scans go to `fallbackUrl` or a `410` page.\n`null`: never.\n","examples":["2026-12-31T23:00:00.000Z"]},"MaxScans":{"type":["integer","null"],"minimum":1,"maximum":1000000000,"description":"The number of human views after which the code stops sending scanners to its target.\nThe scan that reaches the limit is still a view and still goes to the target; later\nones go to `fallbackUrl` or a `410` page and count as fallback hits. Exact under\nconcurrent scans. `null`: no limit.\n","examples":[100]},"FallbackUrl":{"type":["string","null"],"format":"uri","description":"Where scanners go when the code is inactive, expired or at its `maxScans`; the same\nrules as `targetUrl`. `null`: such scans get a `410` page saying the code is no\nlonger active.\n","minLength":1,"maxLength":2048,"pattern":"^[Hh][Tt][Tt][Pp][Ss]?://","examples":["https://example.com/offer-ended"]},"BulkCreateRequest":{"type":"object","description":"Up to 100 QR codes to create. Each item is a create body (see `createQrCode`) and is\nvalidated on its own; only an item that is not a JSON object fails the whole request.\n","required":["items"],"additionalProperties":false,"properties":{"items":{"type":"array","minItems":1,"maxItems":100,"description":"The create bodies, 1 to 100.","items":{"type":"object","description":"A create body, as for `createQrCode`; its fields are checked item by item.","additionalProperties":true}}}},"BulkCreateResult":{"type":"object","description":"The outcome of one bulk item.","required":["index","status"],"properties":{"index":{"type":"integer","minimum":0,"description":"The item's position in the request, from 0."},"status":{"type":"integer","description":"The HTTP status `createQrCode` would have answered for this item (`201`, `400`, `409`).","examples":[201]},"qrCode":{"$ref":"#/definitions/QrCode"},"error":{"$ref":"#/definitions/Error"}}},"BulkCreateResponse":{"type":"object","description":"One result per item, in the order of the request.","required":["success","data"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true`; each item says whether it succeeded."},"data":{"type":"array","description":"The results, in the order of the request's items.","items":{"$ref":"#/definitions/BulkCreateResult"}}}},"StatsInterval":{"type":"string","description":"The width of a stats bucket, in UTC.","enum":["hour","day"],"examples":["day"]},"ScanCounts":{"type":"object","description":"Scans of a short link, by kind.","required":["views","botHits","fallbackHits"],"properties":{"views":{"type":"integer","minimum":0,"description":"Human scans sent to the target (they count towards `views` and `maxScans`)."},"botHits":{"type":"integer","minimum":0,"description":"`HEAD` requests, prefetches, bots and link previewers."},"fallbackHits":{"type":"integer","minimum":0,"description":"Human scans of an inactive, expired or exhausted code."}}},"StatsBucket":{"description":"The scans of one hour or one day.","allOf":[{"type":"object","required":["start"],"properties":{"start":{"type":"string","format":"date-time","description":"The start of the bucket, UTC."}}},{"$ref":"#/definitions/ScanCounts"}]},"QrCodeStats":{"type":"object","description":"A code's scans over a time range, bucket by bucket.","required":["success","shortId","interval","from","to","totals","series"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."},"shortId":{"$ref":"#/definitions/ShortId"},"interval":{"$ref":"#/definitions/StatsInterval"},"from":{"type":"string","format":"date-time","description":"The start of the first bucket (the requested `from` rounded down to the interval)."},"to":{"type":"string","format":"date-time","description":"The end of the range (exclusive), as requested."},"totals":{"$ref":"#/definitions/ScanCounts"},"series":{"type":"array","description":"Every bucket of the range in time order, zeros included.","items":{"$ref":"#/definitions/StatsBucket"}}}},"QrCodeResponse":{"description":"A QR code as a single-object response, with `success` at the top level.","allOf":[{"type":"object","required":["success"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."}}},{"$ref":"#/definitions/QrCode"}]},"QrCodeList":{"type":"object","description":"A page of QR codes.","required":["success","data","pagination"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."},"data":{"type":"array","description":"The QR codes of this page, in the requested order.","items":{"$ref":"#/definitions/QrCode"}},"pagination":{"$ref":"#/definitions/Pagination"}}},"Pagination":{"type":"object","description":"Where this page stands in the whole list.","required":["total","limit","offset","hasMore"],"properties":{"total":{"type":"integer","minimum":0,"description":"Number of the caller's QR codes in all."},"limit":{"type":"integer","minimum":1,"maximum":100,"description":"The page size used."},"offset":{"type":"integer","minimum":0,"description":"The number of items skipped."},"hasMore":{"type":"boolean","description":"Whether items follow this page (`offset + data.length < total`)."}}},"SortField":{"type":"string","description":"A field QR codes can be listed by. Ties are ordered by `shortId`.","enum":["createdAt","updatedAt","views"],"examples":["views"]},"SortOrder":{"type":"string","description":"The direction of an order.","enum":["asc","desc"],"examples":["asc"]},"ImageFormat":{"type":"string","description":"The format of a QR code image.","enum":["svg","png"],"examples":["png"]},"ErrorCode":{"type":"string","description":"A stable, machine-readable error code:\n\n| status | error | when |\n|---|---|---|\n| 400 | INVALID_REQUEST | the request is invalid, e.g. `targetUrl` missing |\n| 401 | UNAUTHORIZED | the API key is invalid or missing |\n| 403 | FORBIDDEN | the key may not do this (reserved: v1 keys may do everything their account may) |\n| 404 | NOT_FOUND | the QR code does not exist (for this account) |\n| 409 | CONFLICT | the custom short id is taken |\n| 413 | PAYLOAD_TOO_LARGE | the body is larger than 16 KiB |\n| 415 | UNSUPPORTED_MEDIA_TYPE | the body is not `application/json` |\n| 429 | RATE_LIMITED | too many requests; see `Retry-After` |\n| 500 | INTERNAL_ERROR | the service failed |\n| 503 | SERVICE_UNAVAILABLE | the store cannot commit right now; nothing changed, see `Retry-After` |\n","enum":["INVALID_REQUEST","UNAUTHORIZED","FORBIDDEN","NOT_FOUND","CONFLICT","PAYLOAD_TOO_LARGE","UNSUPPORTED_MEDIA_TYPE","RATE_LIMITED","INTERNAL_ERROR","SERVICE_UNAVAILABLE"]},"Error":{"type":"object","description":"The body of every error response.","required":["error","message"],"properties":{"error":{"$ref":"#/definitions/ErrorCode"},"message":{"type":"string","description":"Human-readable text; the documented cases keep their exact words."},"details":{"type":"array","description":"On validation errors, every problem found, by field.","items":{"$ref":"#/definitions/ErrorDetail"}},"requestId":{"type":"string","description":"The id of the request, as in the `x-request-id` header."}}},"ErrorDetail":{"type":"object","description":"One validation problem.","required":["field","message"],"properties":{"field":{"type":"string","description":"The offending field as a dotted path (`qrCodeOptions.width`), or the query parameter."},"message":{"type":"string","description":"What is wrong with it."}}},"Health":{"type":"object","description":"The state of the process and its store.","required":["status"],"properties":{"status":{"$ref":"#/definitions/HealthStatus"},"store":{"$ref":"#/definitions/StoreKind"}}},"HealthStatus":{"type":"string","description":"`ok` when up (and, for readiness, when the store answers).","enum":["ok","unavailable"],"examples":["ok"]},"StoreKind":{"type":"string","description":"The kind of store, on the readiness probe.","enum":["sqlite","memory","postgres"],"examples":["sqlite"]}}};
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
if(!((((((key0 === "limit") || (key0 === "offset")) || (key0 === "sort")) || (key0 === "order")) || (key0 === "q")) || (key0 === "active"))){
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
let data0 = data.limit;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
let dataType0 = typeof data0;
let coerced0 = undefined;
if(!(coerced0 !== undefined)){
if(dataType0 === "boolean" || data0 === null
              || (dataType0 === "string" && data0 && data0 == +data0 && !(data0 % 1))){
coerced0 = +data0;
}
else {
const err1 = {instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
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
data["limit"] = coerced0;
}
}
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 100 || isNaN(data0)){
const err2 = {instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data0 < 1 || isNaN(data0)){
const err3 = {instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
let data1 = data.offset;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
let dataType1 = typeof data1;
let coerced1 = undefined;
if(!(coerced1 !== undefined)){
if(dataType1 === "boolean" || data1 === null
              || (dataType1 === "string" && data1 && data1 == +data1 && !(data1 % 1))){
coerced1 = +data1;
}
else {
const err4 = {instancePath:instancePath+"/offset",schemaPath:"#/properties/offset/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
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
data["offset"] = coerced1;
}
}
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 1000000000 || isNaN(data1)){
const err5 = {instancePath:instancePath+"/offset",schemaPath:"#/properties/offset/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000000000},message:"must be <= 1000000000"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data1 < 0 || isNaN(data1)){
const err6 = {instancePath:instancePath+"/offset",schemaPath:"#/properties/offset/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
let data2 = data.sort;
if(typeof data2 !== "string"){
let dataType2 = typeof data2;
let coerced2 = undefined;
if(!(coerced2 !== undefined)){
if(dataType2 == "number" || dataType2 == "boolean"){
coerced2 = "" + data2;
}
else if(data2 === null){
coerced2 = "";
}
else {
const err7 = {instancePath:instancePath+"/sort",schemaPath:"#/properties/sort/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
data["sort"] = coerced2;
}
}
}
if(!(((data2 === "createdAt") || (data2 === "updatedAt")) || (data2 === "views"))){
const err8 = {instancePath:instancePath+"/sort",schemaPath:"#/properties/sort/enum",keyword:"enum",params:{allowedValues: schema11.properties.sort.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
let data3 = data.order;
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
const err9 = {instancePath:instancePath+"/order",schemaPath:"#/properties/order/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(coerced3 !== undefined){
data3 = coerced3;
if(data !== undefined){
data["order"] = coerced3;
}
}
}
if(!((data3 === "asc") || (data3 === "desc"))){
const err10 = {instancePath:instancePath+"/order",schemaPath:"#/properties/order/enum",keyword:"enum",params:{allowedValues: schema11.properties.order.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data.q !== undefined){
let data4 = data.q;
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
const err11 = {instancePath:instancePath+"/q",schemaPath:"#/properties/q/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(coerced4 !== undefined){
data4 = coerced4;
if(data !== undefined){
data["q"] = coerced4;
}
}
}
if(typeof data4 === "string"){
if(func2(data4) > 200){
const err12 = {instancePath:instancePath+"/q",schemaPath:"#/properties/q/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(func2(data4) < 1){
const err13 = {instancePath:instancePath+"/q",schemaPath:"#/properties/q/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
let data5 = data.active;
if(typeof data5 !== "boolean"){
let coerced5 = undefined;
if(!(coerced5 !== undefined)){
if(data5 === "false" || data5 === 0 || data5 === null){
coerced5 = false;
}
else if(data5 === "true" || data5 === 1){
coerced5 = true;
}
else {
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
if(coerced5 !== undefined){
data5 = coerced5;
if(data !== undefined){
data["active"] = coerced5;
}
}
}
}
}
else {
const err15 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}

export const validateGetQrCodeParams = validate11;
const schema12 = {"type":"object","additionalProperties":false,"properties":{"shortId":{"type":"string","minLength":1,"maxLength":256}},"required":["shortId"],"definitions":{"ShortId":{"type":"string","description":"The short identifier of a QR code; case-sensitive.","minLength":3,"maxLength":64,"pattern":"^[A-Za-z0-9_-]+$","examples":["aZ3kP9qX"]},"CustomShortId":{"type":"string","description":"A caller-chosen short id: 3–64 characters of `[A-Za-z0-9_-]`. Reserved words\n(case-insensitively: api, qrcode, docs, health, healthz, readyz, metrics, static,\nassets, keys, dashboard, login, admin, favicon.ico, robots.txt, .well-known,\nopenapi.json, openapi.yaml) are refused with `400`; an id in use or used before with\n`409`.\n","minLength":3,"maxLength":64,"pattern":"^[A-Za-z0-9_-]+$","examples":["spring-sale"]},"TargetUrl":{"type":"string","format":"uri","description":"The URL the short link redirects to: absolute `http:` or `https:`, at most 2048\ncharacters, without user-info or control characters, and not on the service's own\nshort-link host. Stored and returned in normalised form.\n","minLength":1,"maxLength":2048,"pattern":"^[Hh][Tt][Tt][Pp][Ss]?://","examples":["https://example.com/menu"]},"HexColor":{"type":"string","description":"A colour in hex form `#RRGGBB`; stored in lower case.","pattern":"^#[0-9A-Fa-f]{6}$","examples":["#1a2b3c"]},"DotType":{"type":"string","description":"The shape of the dots, as the qr-code-styling library names them.","enum":["square","dots","rounded","extra-rounded","classy","classy-rounded"],"examples":["rounded"]},"Size":{"type":"integer","description":"A size in pixels, 64 to 4096.","minimum":64,"maximum":4096,"examples":[300]},"QrCodeOptions":{"type":"object","description":"Styling options, named as in the qr-code-styling library. Every field is optional;\na missing field takes its default (300 × 300 px, square black dots on white, square\ncorners in the dots' colour, no margin, error correction Q).\n\nThe dots must be darker than the background, with a contrast ratio of at least 3:1\n(WCAG's ratio for graphical objects): light-on-dark codes do not scan with common\ndecoders, and faint ones fail on paper and in glare. Other pairs are refused with `400`\nnaming the colour (`qrCodeOptions.dotsOptions.color`, or a corner colour).\n","additionalProperties":false,"properties":{"width":{"$ref":"#/definitions/Size"},"height":{"$ref":"#/definitions/Size"},"dotsOptions":{"type":"object","description":"The data dots.","additionalProperties":false,"properties":{"type":{"$ref":"#/definitions/DotType"},"color":{"$ref":"#/definitions/HexColor"}}},"backgroundOptions":{"type":"object","description":"The background.","additionalProperties":false,"properties":{"color":{"$ref":"#/definitions/HexColor"}}},"cornersSquareOptions":{"type":"object","description":"The three big squares in the corners (the finder patterns' outer rings).","additionalProperties":false,"properties":{"type":{"$ref":"#/definitions/CornerSquareType"},"color":{"$ref":"#/definitions/HexColor"}}},"cornersDotOptions":{"type":"object","description":"The dots inside the three corner squares.","additionalProperties":false,"properties":{"type":{"$ref":"#/definitions/CornerDotType"},"color":{"$ref":"#/definitions/HexColor"}}},"margin":{"$ref":"#/definitions/Margin"},"qrOptions":{"type":"object","description":"Options of the QR symbol itself.","additionalProperties":false,"properties":{"errorCorrectionLevel":{"$ref":"#/definitions/ErrorCorrectionLevel"}}}}},"CornerSquareType":{"type":"string","description":"The shape of the corner squares, as qr-code-styling names them. Default `square`.\nqr-code-styling's `dot` rings are not offered: circular finder rings failed to decode in\nour scan tests at several sizes, and every image dynqr serves must scan.\n","enum":["square","extra-rounded"],"examples":["extra-rounded"]},"CornerDotType":{"type":"string","description":"The shape of the dots inside the corner squares. Default `square`.","enum":["square","dot"],"examples":["dot"]},"Margin":{"type":"integer","description":"Empty space around the code in pixels, 0 to 512, default 0. A quiet zone of 4 modules is\nalways kept inside it, so a code scans with any margin.\n","minimum":0,"maximum":512,"examples":[16]},"ErrorCorrectionLevel":{"type":"string","description":"How much of the symbol may be damaged and still read: L 7 %, M 15 %, Q 25 % (default, as\nin qr-code-styling), H 30 %. Higher levels make denser codes.\n","enum":["L","M","Q","H"],"examples":["Q"]},"ResolvedQrCodeOptions":{"type":"object","description":"The stored styling options with every default filled in.","required":["width","height","dotsOptions","backgroundOptions","cornersSquareOptions","cornersDotOptions","margin","qrOptions"],"properties":{"cornersSquareOptions":{"type":"object","required":["type","color"],"properties":{"type":{"$ref":"#/definitions/CornerSquareType"},"color":{"$ref":"#/definitions/HexColor"}}},"cornersDotOptions":{"type":"object","required":["type","color"],"properties":{"type":{"$ref":"#/definitions/CornerDotType"},"color":{"$ref":"#/definitions/HexColor"}}},"margin":{"$ref":"#/definitions/Margin"},"qrOptions":{"type":"object","required":["errorCorrectionLevel"],"properties":{"errorCorrectionLevel":{"$ref":"#/definitions/ErrorCorrectionLevel"}}},"width":{"$ref":"#/definitions/Size"},"height":{"$ref":"#/definitions/Size"},"dotsOptions":{"type":"object","required":["type","color"],"properties":{"type":{"$ref":"#/definitions/DotType"},"color":{"$ref":"#/definitions/HexColor"}}},"backgroundOptions":{"type":"object","required":["color"],"properties":{"color":{"$ref":"#/definitions/HexColor"}}}}},"CreateQrCodeRequest":{"type":"object","description":"The fields of a new QR code. Unknown fields are refused.","required":["targetUrl"],"additionalProperties":false,"properties":{"targetUrl":{"$ref":"#/definitions/TargetUrl"},"customShortId":{"$ref":"#/definitions/CustomShortId"},"qrCodeOptions":{"$ref":"#/definitions/QrCodeOptions"},"expiresAt":{"$ref":"#/definitions/ExpiresAt"},"maxScans":{"$ref":"#/definitions/MaxScans"},"fallbackUrl":{"$ref":"#/definitions/FallbackUrl"},"active":{"type":"boolean","description":"Whether the short link sends scanners to the target; `false` sends them to\n`fallbackUrl` or a `410` page. Defaults to `true`.\n"}}},"UpdateQrCodeRequest":{"type":"object","description":"The fields to change. Unknown fields, and `shortId`, `views`, `createdAt`, are refused.\n`null` clears `expiresAt`, `maxScans` or `fallbackUrl`.\n","additionalProperties":false,"properties":{"targetUrl":{"$ref":"#/definitions/TargetUrl"},"qrCodeOptions":{"$ref":"#/definitions/QrCodeOptions"},"expiresAt":{"$ref":"#/definitions/ExpiresAt"},"maxScans":{"$ref":"#/definitions/MaxScans"},"fallbackUrl":{"$ref":"#/definitions/FallbackUrl"},"active":{"type":"boolean","description":"Whether the short link sends scanners to the target; `false` sends them to\n`fallbackUrl` or a `410` page. Defaults to `true`.\n"}}},"QrCode":{"type":"object","description":"A dynamic QR code.","required":["shortId","qrCodeUrl","editUrl","targetUrl","views","qrCodeOptions","createdAt","updatedAt","expiresAt","maxScans","fallbackUrl","active"],"properties":{"shortId":{"$ref":"#/definitions/ShortId"},"qrCodeUrl":{"type":"string","format":"uri","description":"The public short link, `{site_url}/<shortId>`; the text the QR code encodes."},"editUrl":{"type":"string","format":"uri","description":"The edit page, `{site_url}/qrcode/edit/<shortId>`."},"targetUrl":{"type":"string","format":"uri","description":"Where the short link redirects now."},"views":{"type":"integer","minimum":0,"description":"Human scans of the short link: `GET` requests that were redirected, not `HEAD`,\nprefetches, bots or link previewers. `0` on a new code.\n"},"qrCodeOptions":{"$ref":"#/definitions/ResolvedQrCodeOptions"},"createdAt":{"type":"string","format":"date-time","description":"Creation time, ISO 8601 in UTC with milliseconds."},"updatedAt":{"type":"string","format":"date-time","description":"Last time the target, styling or a lifecycle field changed; equal to `createdAt`\non creation.\n"},"expiresAt":{"$ref":"#/definitions/ExpiresAt"},"maxScans":{"$ref":"#/definitions/MaxScans"},"fallbackUrl":{"$ref":"#/definitions/FallbackUrl"},"active":{"type":"boolean","description":"Whether the owner has the code switched on (`true` unless set to `false`)."}}},"ExpiresAt":{"type":["string","null"],"format":"date-time","description":"When the code stops sending scanners to its target, ISO 8601 (stored in UTC with\nmilliseconds). From that instant on, scans go to `fallbackUrl` or a `410` page.\n`null`: never.\n","examples":["2026-12-31T23:00:00.000Z"]},"MaxScans":{"type":["integer","null"],"minimum":1,"maximum":1000000000,"description":"The number of human views after which the code stops sending scanners to its target.\nThe scan that reaches the limit is still a view and still goes to the target; later\nones go to `fallbackUrl` or a `410` page and count as fallback hits. Exact under\nconcurrent scans. `null`: no limit.\n","examples":[100]},"FallbackUrl":{"type":["string","null"],"format":"uri","description":"Where scanners go when the code is inactive, expired or at its `maxScans`; the same\nrules as `targetUrl`. `null`: such scans get a `410` page saying the code is no\nlonger active.\n","minLength":1,"maxLength":2048,"pattern":"^[Hh][Tt][Tt][Pp][Ss]?://","examples":["https://example.com/offer-ended"]},"BulkCreateRequest":{"type":"object","description":"Up to 100 QR codes to create. Each item is a create body (see `createQrCode`) and is\nvalidated on its own; only an item that is not a JSON object fails the whole request.\n","required":["items"],"additionalProperties":false,"properties":{"items":{"type":"array","minItems":1,"maxItems":100,"description":"The create bodies, 1 to 100.","items":{"type":"object","description":"A create body, as for `createQrCode`; its fields are checked item by item.","additionalProperties":true}}}},"BulkCreateResult":{"type":"object","description":"The outcome of one bulk item.","required":["index","status"],"properties":{"index":{"type":"integer","minimum":0,"description":"The item's position in the request, from 0."},"status":{"type":"integer","description":"The HTTP status `createQrCode` would have answered for this item (`201`, `400`, `409`).","examples":[201]},"qrCode":{"$ref":"#/definitions/QrCode"},"error":{"$ref":"#/definitions/Error"}}},"BulkCreateResponse":{"type":"object","description":"One result per item, in the order of the request.","required":["success","data"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true`; each item says whether it succeeded."},"data":{"type":"array","description":"The results, in the order of the request's items.","items":{"$ref":"#/definitions/BulkCreateResult"}}}},"StatsInterval":{"type":"string","description":"The width of a stats bucket, in UTC.","enum":["hour","day"],"examples":["day"]},"ScanCounts":{"type":"object","description":"Scans of a short link, by kind.","required":["views","botHits","fallbackHits"],"properties":{"views":{"type":"integer","minimum":0,"description":"Human scans sent to the target (they count towards `views` and `maxScans`)."},"botHits":{"type":"integer","minimum":0,"description":"`HEAD` requests, prefetches, bots and link previewers."},"fallbackHits":{"type":"integer","minimum":0,"description":"Human scans of an inactive, expired or exhausted code."}}},"StatsBucket":{"description":"The scans of one hour or one day.","allOf":[{"type":"object","required":["start"],"properties":{"start":{"type":"string","format":"date-time","description":"The start of the bucket, UTC."}}},{"$ref":"#/definitions/ScanCounts"}]},"QrCodeStats":{"type":"object","description":"A code's scans over a time range, bucket by bucket.","required":["success","shortId","interval","from","to","totals","series"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."},"shortId":{"$ref":"#/definitions/ShortId"},"interval":{"$ref":"#/definitions/StatsInterval"},"from":{"type":"string","format":"date-time","description":"The start of the first bucket (the requested `from` rounded down to the interval)."},"to":{"type":"string","format":"date-time","description":"The end of the range (exclusive), as requested."},"totals":{"$ref":"#/definitions/ScanCounts"},"series":{"type":"array","description":"Every bucket of the range in time order, zeros included.","items":{"$ref":"#/definitions/StatsBucket"}}}},"QrCodeResponse":{"description":"A QR code as a single-object response, with `success` at the top level.","allOf":[{"type":"object","required":["success"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."}}},{"$ref":"#/definitions/QrCode"}]},"QrCodeList":{"type":"object","description":"A page of QR codes.","required":["success","data","pagination"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."},"data":{"type":"array","description":"The QR codes of this page, in the requested order.","items":{"$ref":"#/definitions/QrCode"}},"pagination":{"$ref":"#/definitions/Pagination"}}},"Pagination":{"type":"object","description":"Where this page stands in the whole list.","required":["total","limit","offset","hasMore"],"properties":{"total":{"type":"integer","minimum":0,"description":"Number of the caller's QR codes in all."},"limit":{"type":"integer","minimum":1,"maximum":100,"description":"The page size used."},"offset":{"type":"integer","minimum":0,"description":"The number of items skipped."},"hasMore":{"type":"boolean","description":"Whether items follow this page (`offset + data.length < total`)."}}},"SortField":{"type":"string","description":"A field QR codes can be listed by. Ties are ordered by `shortId`.","enum":["createdAt","updatedAt","views"],"examples":["views"]},"SortOrder":{"type":"string","description":"The direction of an order.","enum":["asc","desc"],"examples":["asc"]},"ImageFormat":{"type":"string","description":"The format of a QR code image.","enum":["svg","png"],"examples":["png"]},"ErrorCode":{"type":"string","description":"A stable, machine-readable error code:\n\n| status | error | when |\n|---|---|---|\n| 400 | INVALID_REQUEST | the request is invalid, e.g. `targetUrl` missing |\n| 401 | UNAUTHORIZED | the API key is invalid or missing |\n| 403 | FORBIDDEN | the key may not do this (reserved: v1 keys may do everything their account may) |\n| 404 | NOT_FOUND | the QR code does not exist (for this account) |\n| 409 | CONFLICT | the custom short id is taken |\n| 413 | PAYLOAD_TOO_LARGE | the body is larger than 16 KiB |\n| 415 | UNSUPPORTED_MEDIA_TYPE | the body is not `application/json` |\n| 429 | RATE_LIMITED | too many requests; see `Retry-After` |\n| 500 | INTERNAL_ERROR | the service failed |\n| 503 | SERVICE_UNAVAILABLE | the store cannot commit right now; nothing changed, see `Retry-After` |\n","enum":["INVALID_REQUEST","UNAUTHORIZED","FORBIDDEN","NOT_FOUND","CONFLICT","PAYLOAD_TOO_LARGE","UNSUPPORTED_MEDIA_TYPE","RATE_LIMITED","INTERNAL_ERROR","SERVICE_UNAVAILABLE"]},"Error":{"type":"object","description":"The body of every error response.","required":["error","message"],"properties":{"error":{"$ref":"#/definitions/ErrorCode"},"message":{"type":"string","description":"Human-readable text; the documented cases keep their exact words."},"details":{"type":"array","description":"On validation errors, every problem found, by field.","items":{"$ref":"#/definitions/ErrorDetail"}},"requestId":{"type":"string","description":"The id of the request, as in the `x-request-id` header."}}},"ErrorDetail":{"type":"object","description":"One validation problem.","required":["field","message"],"properties":{"field":{"type":"string","description":"The offending field as a dotted path (`qrCodeOptions.width`), or the query parameter."},"message":{"type":"string","description":"What is wrong with it."}}},"Health":{"type":"object","description":"The state of the process and its store.","required":["status"],"properties":{"status":{"$ref":"#/definitions/HealthStatus"},"store":{"$ref":"#/definitions/StoreKind"}}},"HealthStatus":{"type":"string","description":"`ok` when up (and, for readiness, when the store answers).","enum":["ok","unavailable"],"examples":["ok"]},"StoreKind":{"type":"string","description":"The kind of store, on the readiness probe.","enum":["sqlite","memory","postgres"],"examples":["sqlite"]}}};

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
const schema13 = {"type":"object","additionalProperties":false,"properties":{"shortId":{"type":"string","minLength":1,"maxLength":256}},"required":["shortId"],"definitions":{"ShortId":{"type":"string","description":"The short identifier of a QR code; case-sensitive.","minLength":3,"maxLength":64,"pattern":"^[A-Za-z0-9_-]+$","examples":["aZ3kP9qX"]},"CustomShortId":{"type":"string","description":"A caller-chosen short id: 3–64 characters of `[A-Za-z0-9_-]`. Reserved words\n(case-insensitively: api, qrcode, docs, health, healthz, readyz, metrics, static,\nassets, keys, dashboard, login, admin, favicon.ico, robots.txt, .well-known,\nopenapi.json, openapi.yaml) are refused with `400`; an id in use or used before with\n`409`.\n","minLength":3,"maxLength":64,"pattern":"^[A-Za-z0-9_-]+$","examples":["spring-sale"]},"TargetUrl":{"type":"string","format":"uri","description":"The URL the short link redirects to: absolute `http:` or `https:`, at most 2048\ncharacters, without user-info or control characters, and not on the service's own\nshort-link host. Stored and returned in normalised form.\n","minLength":1,"maxLength":2048,"pattern":"^[Hh][Tt][Tt][Pp][Ss]?://","examples":["https://example.com/menu"]},"HexColor":{"type":"string","description":"A colour in hex form `#RRGGBB`; stored in lower case.","pattern":"^#[0-9A-Fa-f]{6}$","examples":["#1a2b3c"]},"DotType":{"type":"string","description":"The shape of the dots, as the qr-code-styling library names them.","enum":["square","dots","rounded","extra-rounded","classy","classy-rounded"],"examples":["rounded"]},"Size":{"type":"integer","description":"A size in pixels, 64 to 4096.","minimum":64,"maximum":4096,"examples":[300]},"QrCodeOptions":{"type":"object","description":"Styling options, named as in the qr-code-styling library. Every field is optional;\na missing field takes its default (300 × 300 px, square black dots on white, square\ncorners in the dots' colour, no margin, error correction Q).\n\nThe dots must be darker than the background, with a contrast ratio of at least 3:1\n(WCAG's ratio for graphical objects): light-on-dark codes do not scan with common\ndecoders, and faint ones fail on paper and in glare. Other pairs are refused with `400`\nnaming the colour (`qrCodeOptions.dotsOptions.color`, or a corner colour).\n","additionalProperties":false,"properties":{"width":{"$ref":"#/definitions/Size"},"height":{"$ref":"#/definitions/Size"},"dotsOptions":{"type":"object","description":"The data dots.","additionalProperties":false,"properties":{"type":{"$ref":"#/definitions/DotType"},"color":{"$ref":"#/definitions/HexColor"}}},"backgroundOptions":{"type":"object","description":"The background.","additionalProperties":false,"properties":{"color":{"$ref":"#/definitions/HexColor"}}},"cornersSquareOptions":{"type":"object","description":"The three big squares in the corners (the finder patterns' outer rings).","additionalProperties":false,"properties":{"type":{"$ref":"#/definitions/CornerSquareType"},"color":{"$ref":"#/definitions/HexColor"}}},"cornersDotOptions":{"type":"object","description":"The dots inside the three corner squares.","additionalProperties":false,"properties":{"type":{"$ref":"#/definitions/CornerDotType"},"color":{"$ref":"#/definitions/HexColor"}}},"margin":{"$ref":"#/definitions/Margin"},"qrOptions":{"type":"object","description":"Options of the QR symbol itself.","additionalProperties":false,"properties":{"errorCorrectionLevel":{"$ref":"#/definitions/ErrorCorrectionLevel"}}}}},"CornerSquareType":{"type":"string","description":"The shape of the corner squares, as qr-code-styling names them. Default `square`.\nqr-code-styling's `dot` rings are not offered: circular finder rings failed to decode in\nour scan tests at several sizes, and every image dynqr serves must scan.\n","enum":["square","extra-rounded"],"examples":["extra-rounded"]},"CornerDotType":{"type":"string","description":"The shape of the dots inside the corner squares. Default `square`.","enum":["square","dot"],"examples":["dot"]},"Margin":{"type":"integer","description":"Empty space around the code in pixels, 0 to 512, default 0. A quiet zone of 4 modules is\nalways kept inside it, so a code scans with any margin.\n","minimum":0,"maximum":512,"examples":[16]},"ErrorCorrectionLevel":{"type":"string","description":"How much of the symbol may be damaged and still read: L 7 %, M 15 %, Q 25 % (default, as\nin qr-code-styling), H 30 %. Higher levels make denser codes.\n","enum":["L","M","Q","H"],"examples":["Q"]},"ResolvedQrCodeOptions":{"type":"object","description":"The stored styling options with every default filled in.","required":["width","height","dotsOptions","backgroundOptions","cornersSquareOptions","cornersDotOptions","margin","qrOptions"],"properties":{"cornersSquareOptions":{"type":"object","required":["type","color"],"properties":{"type":{"$ref":"#/definitions/CornerSquareType"},"color":{"$ref":"#/definitions/HexColor"}}},"cornersDotOptions":{"type":"object","required":["type","color"],"properties":{"type":{"$ref":"#/definitions/CornerDotType"},"color":{"$ref":"#/definitions/HexColor"}}},"margin":{"$ref":"#/definitions/Margin"},"qrOptions":{"type":"object","required":["errorCorrectionLevel"],"properties":{"errorCorrectionLevel":{"$ref":"#/definitions/ErrorCorrectionLevel"}}},"width":{"$ref":"#/definitions/Size"},"height":{"$ref":"#/definitions/Size"},"dotsOptions":{"type":"object","required":["type","color"],"properties":{"type":{"$ref":"#/definitions/DotType"},"color":{"$ref":"#/definitions/HexColor"}}},"backgroundOptions":{"type":"object","required":["color"],"properties":{"color":{"$ref":"#/definitions/HexColor"}}}}},"CreateQrCodeRequest":{"type":"object","description":"The fields of a new QR code. Unknown fields are refused.","required":["targetUrl"],"additionalProperties":false,"properties":{"targetUrl":{"$ref":"#/definitions/TargetUrl"},"customShortId":{"$ref":"#/definitions/CustomShortId"},"qrCodeOptions":{"$ref":"#/definitions/QrCodeOptions"},"expiresAt":{"$ref":"#/definitions/ExpiresAt"},"maxScans":{"$ref":"#/definitions/MaxScans"},"fallbackUrl":{"$ref":"#/definitions/FallbackUrl"},"active":{"type":"boolean","description":"Whether the short link sends scanners to the target; `false` sends them to\n`fallbackUrl` or a `410` page. Defaults to `true`.\n"}}},"UpdateQrCodeRequest":{"type":"object","description":"The fields to change. Unknown fields, and `shortId`, `views`, `createdAt`, are refused.\n`null` clears `expiresAt`, `maxScans` or `fallbackUrl`.\n","additionalProperties":false,"properties":{"targetUrl":{"$ref":"#/definitions/TargetUrl"},"qrCodeOptions":{"$ref":"#/definitions/QrCodeOptions"},"expiresAt":{"$ref":"#/definitions/ExpiresAt"},"maxScans":{"$ref":"#/definitions/MaxScans"},"fallbackUrl":{"$ref":"#/definitions/FallbackUrl"},"active":{"type":"boolean","description":"Whether the short link sends scanners to the target; `false` sends them to\n`fallbackUrl` or a `410` page. Defaults to `true`.\n"}}},"QrCode":{"type":"object","description":"A dynamic QR code.","required":["shortId","qrCodeUrl","editUrl","targetUrl","views","qrCodeOptions","createdAt","updatedAt","expiresAt","maxScans","fallbackUrl","active"],"properties":{"shortId":{"$ref":"#/definitions/ShortId"},"qrCodeUrl":{"type":"string","format":"uri","description":"The public short link, `{site_url}/<shortId>`; the text the QR code encodes."},"editUrl":{"type":"string","format":"uri","description":"The edit page, `{site_url}/qrcode/edit/<shortId>`."},"targetUrl":{"type":"string","format":"uri","description":"Where the short link redirects now."},"views":{"type":"integer","minimum":0,"description":"Human scans of the short link: `GET` requests that were redirected, not `HEAD`,\nprefetches, bots or link previewers. `0` on a new code.\n"},"qrCodeOptions":{"$ref":"#/definitions/ResolvedQrCodeOptions"},"createdAt":{"type":"string","format":"date-time","description":"Creation time, ISO 8601 in UTC with milliseconds."},"updatedAt":{"type":"string","format":"date-time","description":"Last time the target, styling or a lifecycle field changed; equal to `createdAt`\non creation.\n"},"expiresAt":{"$ref":"#/definitions/ExpiresAt"},"maxScans":{"$ref":"#/definitions/MaxScans"},"fallbackUrl":{"$ref":"#/definitions/FallbackUrl"},"active":{"type":"boolean","description":"Whether the owner has the code switched on (`true` unless set to `false`)."}}},"ExpiresAt":{"type":["string","null"],"format":"date-time","description":"When the code stops sending scanners to its target, ISO 8601 (stored in UTC with\nmilliseconds). From that instant on, scans go to `fallbackUrl` or a `410` page.\n`null`: never.\n","examples":["2026-12-31T23:00:00.000Z"]},"MaxScans":{"type":["integer","null"],"minimum":1,"maximum":1000000000,"description":"The number of human views after which the code stops sending scanners to its target.\nThe scan that reaches the limit is still a view and still goes to the target; later\nones go to `fallbackUrl` or a `410` page and count as fallback hits. Exact under\nconcurrent scans. `null`: no limit.\n","examples":[100]},"FallbackUrl":{"type":["string","null"],"format":"uri","description":"Where scanners go when the code is inactive, expired or at its `maxScans`; the same\nrules as `targetUrl`. `null`: such scans get a `410` page saying the code is no\nlonger active.\n","minLength":1,"maxLength":2048,"pattern":"^[Hh][Tt][Tt][Pp][Ss]?://","examples":["https://example.com/offer-ended"]},"BulkCreateRequest":{"type":"object","description":"Up to 100 QR codes to create. Each item is a create body (see `createQrCode`) and is\nvalidated on its own; only an item that is not a JSON object fails the whole request.\n","required":["items"],"additionalProperties":false,"properties":{"items":{"type":"array","minItems":1,"maxItems":100,"description":"The create bodies, 1 to 100.","items":{"type":"object","description":"A create body, as for `createQrCode`; its fields are checked item by item.","additionalProperties":true}}}},"BulkCreateResult":{"type":"object","description":"The outcome of one bulk item.","required":["index","status"],"properties":{"index":{"type":"integer","minimum":0,"description":"The item's position in the request, from 0."},"status":{"type":"integer","description":"The HTTP status `createQrCode` would have answered for this item (`201`, `400`, `409`).","examples":[201]},"qrCode":{"$ref":"#/definitions/QrCode"},"error":{"$ref":"#/definitions/Error"}}},"BulkCreateResponse":{"type":"object","description":"One result per item, in the order of the request.","required":["success","data"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true`; each item says whether it succeeded."},"data":{"type":"array","description":"The results, in the order of the request's items.","items":{"$ref":"#/definitions/BulkCreateResult"}}}},"StatsInterval":{"type":"string","description":"The width of a stats bucket, in UTC.","enum":["hour","day"],"examples":["day"]},"ScanCounts":{"type":"object","description":"Scans of a short link, by kind.","required":["views","botHits","fallbackHits"],"properties":{"views":{"type":"integer","minimum":0,"description":"Human scans sent to the target (they count towards `views` and `maxScans`)."},"botHits":{"type":"integer","minimum":0,"description":"`HEAD` requests, prefetches, bots and link previewers."},"fallbackHits":{"type":"integer","minimum":0,"description":"Human scans of an inactive, expired or exhausted code."}}},"StatsBucket":{"description":"The scans of one hour or one day.","allOf":[{"type":"object","required":["start"],"properties":{"start":{"type":"string","format":"date-time","description":"The start of the bucket, UTC."}}},{"$ref":"#/definitions/ScanCounts"}]},"QrCodeStats":{"type":"object","description":"A code's scans over a time range, bucket by bucket.","required":["success","shortId","interval","from","to","totals","series"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."},"shortId":{"$ref":"#/definitions/ShortId"},"interval":{"$ref":"#/definitions/StatsInterval"},"from":{"type":"string","format":"date-time","description":"The start of the first bucket (the requested `from` rounded down to the interval)."},"to":{"type":"string","format":"date-time","description":"The end of the range (exclusive), as requested."},"totals":{"$ref":"#/definitions/ScanCounts"},"series":{"type":"array","description":"Every bucket of the range in time order, zeros included.","items":{"$ref":"#/definitions/StatsBucket"}}}},"QrCodeResponse":{"description":"A QR code as a single-object response, with `success` at the top level.","allOf":[{"type":"object","required":["success"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."}}},{"$ref":"#/definitions/QrCode"}]},"QrCodeList":{"type":"object","description":"A page of QR codes.","required":["success","data","pagination"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."},"data":{"type":"array","description":"The QR codes of this page, in the requested order.","items":{"$ref":"#/definitions/QrCode"}},"pagination":{"$ref":"#/definitions/Pagination"}}},"Pagination":{"type":"object","description":"Where this page stands in the whole list.","required":["total","limit","offset","hasMore"],"properties":{"total":{"type":"integer","minimum":0,"description":"Number of the caller's QR codes in all."},"limit":{"type":"integer","minimum":1,"maximum":100,"description":"The page size used."},"offset":{"type":"integer","minimum":0,"description":"The number of items skipped."},"hasMore":{"type":"boolean","description":"Whether items follow this page (`offset + data.length < total`)."}}},"SortField":{"type":"string","description":"A field QR codes can be listed by. Ties are ordered by `shortId`.","enum":["createdAt","updatedAt","views"],"examples":["views"]},"SortOrder":{"type":"string","description":"The direction of an order.","enum":["asc","desc"],"examples":["asc"]},"ImageFormat":{"type":"string","description":"The format of a QR code image.","enum":["svg","png"],"examples":["png"]},"ErrorCode":{"type":"string","description":"A stable, machine-readable error code:\n\n| status | error | when |\n|---|---|---|\n| 400 | INVALID_REQUEST | the request is invalid, e.g. `targetUrl` missing |\n| 401 | UNAUTHORIZED | the API key is invalid or missing |\n| 403 | FORBIDDEN | the key may not do this (reserved: v1 keys may do everything their account may) |\n| 404 | NOT_FOUND | the QR code does not exist (for this account) |\n| 409 | CONFLICT | the custom short id is taken |\n| 413 | PAYLOAD_TOO_LARGE | the body is larger than 16 KiB |\n| 415 | UNSUPPORTED_MEDIA_TYPE | the body is not `application/json` |\n| 429 | RATE_LIMITED | too many requests; see `Retry-After` |\n| 500 | INTERNAL_ERROR | the service failed |\n| 503 | SERVICE_UNAVAILABLE | the store cannot commit right now; nothing changed, see `Retry-After` |\n","enum":["INVALID_REQUEST","UNAUTHORIZED","FORBIDDEN","NOT_FOUND","CONFLICT","PAYLOAD_TOO_LARGE","UNSUPPORTED_MEDIA_TYPE","RATE_LIMITED","INTERNAL_ERROR","SERVICE_UNAVAILABLE"]},"Error":{"type":"object","description":"The body of every error response.","required":["error","message"],"properties":{"error":{"$ref":"#/definitions/ErrorCode"},"message":{"type":"string","description":"Human-readable text; the documented cases keep their exact words."},"details":{"type":"array","description":"On validation errors, every problem found, by field.","items":{"$ref":"#/definitions/ErrorDetail"}},"requestId":{"type":"string","description":"The id of the request, as in the `x-request-id` header."}}},"ErrorDetail":{"type":"object","description":"One validation problem.","required":["field","message"],"properties":{"field":{"type":"string","description":"The offending field as a dotted path (`qrCodeOptions.width`), or the query parameter."},"message":{"type":"string","description":"What is wrong with it."}}},"Health":{"type":"object","description":"The state of the process and its store.","required":["status"],"properties":{"status":{"$ref":"#/definitions/HealthStatus"},"store":{"$ref":"#/definitions/StoreKind"}}},"HealthStatus":{"type":"string","description":"`ok` when up (and, for readiness, when the store answers).","enum":["ok","unavailable"],"examples":["ok"]},"StoreKind":{"type":"string","description":"The kind of store, on the readiness probe.","enum":["sqlite","memory","postgres"],"examples":["sqlite"]}}};

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
const schema14 = {"type":"object","additionalProperties":false,"properties":{"shortId":{"type":"string","minLength":1,"maxLength":256}},"required":["shortId"],"definitions":{"ShortId":{"type":"string","description":"The short identifier of a QR code; case-sensitive.","minLength":3,"maxLength":64,"pattern":"^[A-Za-z0-9_-]+$","examples":["aZ3kP9qX"]},"CustomShortId":{"type":"string","description":"A caller-chosen short id: 3–64 characters of `[A-Za-z0-9_-]`. Reserved words\n(case-insensitively: api, qrcode, docs, health, healthz, readyz, metrics, static,\nassets, keys, dashboard, login, admin, favicon.ico, robots.txt, .well-known,\nopenapi.json, openapi.yaml) are refused with `400`; an id in use or used before with\n`409`.\n","minLength":3,"maxLength":64,"pattern":"^[A-Za-z0-9_-]+$","examples":["spring-sale"]},"TargetUrl":{"type":"string","format":"uri","description":"The URL the short link redirects to: absolute `http:` or `https:`, at most 2048\ncharacters, without user-info or control characters, and not on the service's own\nshort-link host. Stored and returned in normalised form.\n","minLength":1,"maxLength":2048,"pattern":"^[Hh][Tt][Tt][Pp][Ss]?://","examples":["https://example.com/menu"]},"HexColor":{"type":"string","description":"A colour in hex form `#RRGGBB`; stored in lower case.","pattern":"^#[0-9A-Fa-f]{6}$","examples":["#1a2b3c"]},"DotType":{"type":"string","description":"The shape of the dots, as the qr-code-styling library names them.","enum":["square","dots","rounded","extra-rounded","classy","classy-rounded"],"examples":["rounded"]},"Size":{"type":"integer","description":"A size in pixels, 64 to 4096.","minimum":64,"maximum":4096,"examples":[300]},"QrCodeOptions":{"type":"object","description":"Styling options, named as in the qr-code-styling library. Every field is optional;\na missing field takes its default (300 × 300 px, square black dots on white, square\ncorners in the dots' colour, no margin, error correction Q).\n\nThe dots must be darker than the background, with a contrast ratio of at least 3:1\n(WCAG's ratio for graphical objects): light-on-dark codes do not scan with common\ndecoders, and faint ones fail on paper and in glare. Other pairs are refused with `400`\nnaming the colour (`qrCodeOptions.dotsOptions.color`, or a corner colour).\n","additionalProperties":false,"properties":{"width":{"$ref":"#/definitions/Size"},"height":{"$ref":"#/definitions/Size"},"dotsOptions":{"type":"object","description":"The data dots.","additionalProperties":false,"properties":{"type":{"$ref":"#/definitions/DotType"},"color":{"$ref":"#/definitions/HexColor"}}},"backgroundOptions":{"type":"object","description":"The background.","additionalProperties":false,"properties":{"color":{"$ref":"#/definitions/HexColor"}}},"cornersSquareOptions":{"type":"object","description":"The three big squares in the corners (the finder patterns' outer rings).","additionalProperties":false,"properties":{"type":{"$ref":"#/definitions/CornerSquareType"},"color":{"$ref":"#/definitions/HexColor"}}},"cornersDotOptions":{"type":"object","description":"The dots inside the three corner squares.","additionalProperties":false,"properties":{"type":{"$ref":"#/definitions/CornerDotType"},"color":{"$ref":"#/definitions/HexColor"}}},"margin":{"$ref":"#/definitions/Margin"},"qrOptions":{"type":"object","description":"Options of the QR symbol itself.","additionalProperties":false,"properties":{"errorCorrectionLevel":{"$ref":"#/definitions/ErrorCorrectionLevel"}}}}},"CornerSquareType":{"type":"string","description":"The shape of the corner squares, as qr-code-styling names them. Default `square`.\nqr-code-styling's `dot` rings are not offered: circular finder rings failed to decode in\nour scan tests at several sizes, and every image dynqr serves must scan.\n","enum":["square","extra-rounded"],"examples":["extra-rounded"]},"CornerDotType":{"type":"string","description":"The shape of the dots inside the corner squares. Default `square`.","enum":["square","dot"],"examples":["dot"]},"Margin":{"type":"integer","description":"Empty space around the code in pixels, 0 to 512, default 0. A quiet zone of 4 modules is\nalways kept inside it, so a code scans with any margin.\n","minimum":0,"maximum":512,"examples":[16]},"ErrorCorrectionLevel":{"type":"string","description":"How much of the symbol may be damaged and still read: L 7 %, M 15 %, Q 25 % (default, as\nin qr-code-styling), H 30 %. Higher levels make denser codes.\n","enum":["L","M","Q","H"],"examples":["Q"]},"ResolvedQrCodeOptions":{"type":"object","description":"The stored styling options with every default filled in.","required":["width","height","dotsOptions","backgroundOptions","cornersSquareOptions","cornersDotOptions","margin","qrOptions"],"properties":{"cornersSquareOptions":{"type":"object","required":["type","color"],"properties":{"type":{"$ref":"#/definitions/CornerSquareType"},"color":{"$ref":"#/definitions/HexColor"}}},"cornersDotOptions":{"type":"object","required":["type","color"],"properties":{"type":{"$ref":"#/definitions/CornerDotType"},"color":{"$ref":"#/definitions/HexColor"}}},"margin":{"$ref":"#/definitions/Margin"},"qrOptions":{"type":"object","required":["errorCorrectionLevel"],"properties":{"errorCorrectionLevel":{"$ref":"#/definitions/ErrorCorrectionLevel"}}},"width":{"$ref":"#/definitions/Size"},"height":{"$ref":"#/definitions/Size"},"dotsOptions":{"type":"object","required":["type","color"],"properties":{"type":{"$ref":"#/definitions/DotType"},"color":{"$ref":"#/definitions/HexColor"}}},"backgroundOptions":{"type":"object","required":["color"],"properties":{"color":{"$ref":"#/definitions/HexColor"}}}}},"CreateQrCodeRequest":{"type":"object","description":"The fields of a new QR code. Unknown fields are refused.","required":["targetUrl"],"additionalProperties":false,"properties":{"targetUrl":{"$ref":"#/definitions/TargetUrl"},"customShortId":{"$ref":"#/definitions/CustomShortId"},"qrCodeOptions":{"$ref":"#/definitions/QrCodeOptions"},"expiresAt":{"$ref":"#/definitions/ExpiresAt"},"maxScans":{"$ref":"#/definitions/MaxScans"},"fallbackUrl":{"$ref":"#/definitions/FallbackUrl"},"active":{"type":"boolean","description":"Whether the short link sends scanners to the target; `false` sends them to\n`fallbackUrl` or a `410` page. Defaults to `true`.\n"}}},"UpdateQrCodeRequest":{"type":"object","description":"The fields to change. Unknown fields, and `shortId`, `views`, `createdAt`, are refused.\n`null` clears `expiresAt`, `maxScans` or `fallbackUrl`.\n","additionalProperties":false,"properties":{"targetUrl":{"$ref":"#/definitions/TargetUrl"},"qrCodeOptions":{"$ref":"#/definitions/QrCodeOptions"},"expiresAt":{"$ref":"#/definitions/ExpiresAt"},"maxScans":{"$ref":"#/definitions/MaxScans"},"fallbackUrl":{"$ref":"#/definitions/FallbackUrl"},"active":{"type":"boolean","description":"Whether the short link sends scanners to the target; `false` sends them to\n`fallbackUrl` or a `410` page. Defaults to `true`.\n"}}},"QrCode":{"type":"object","description":"A dynamic QR code.","required":["shortId","qrCodeUrl","editUrl","targetUrl","views","qrCodeOptions","createdAt","updatedAt","expiresAt","maxScans","fallbackUrl","active"],"properties":{"shortId":{"$ref":"#/definitions/ShortId"},"qrCodeUrl":{"type":"string","format":"uri","description":"The public short link, `{site_url}/<shortId>`; the text the QR code encodes."},"editUrl":{"type":"string","format":"uri","description":"The edit page, `{site_url}/qrcode/edit/<shortId>`."},"targetUrl":{"type":"string","format":"uri","description":"Where the short link redirects now."},"views":{"type":"integer","minimum":0,"description":"Human scans of the short link: `GET` requests that were redirected, not `HEAD`,\nprefetches, bots or link previewers. `0` on a new code.\n"},"qrCodeOptions":{"$ref":"#/definitions/ResolvedQrCodeOptions"},"createdAt":{"type":"string","format":"date-time","description":"Creation time, ISO 8601 in UTC with milliseconds."},"updatedAt":{"type":"string","format":"date-time","description":"Last time the target, styling or a lifecycle field changed; equal to `createdAt`\non creation.\n"},"expiresAt":{"$ref":"#/definitions/ExpiresAt"},"maxScans":{"$ref":"#/definitions/MaxScans"},"fallbackUrl":{"$ref":"#/definitions/FallbackUrl"},"active":{"type":"boolean","description":"Whether the owner has the code switched on (`true` unless set to `false`)."}}},"ExpiresAt":{"type":["string","null"],"format":"date-time","description":"When the code stops sending scanners to its target, ISO 8601 (stored in UTC with\nmilliseconds). From that instant on, scans go to `fallbackUrl` or a `410` page.\n`null`: never.\n","examples":["2026-12-31T23:00:00.000Z"]},"MaxScans":{"type":["integer","null"],"minimum":1,"maximum":1000000000,"description":"The number of human views after which the code stops sending scanners to its target.\nThe scan that reaches the limit is still a view and still goes to the target; later\nones go to `fallbackUrl` or a `410` page and count as fallback hits. Exact under\nconcurrent scans. `null`: no limit.\n","examples":[100]},"FallbackUrl":{"type":["string","null"],"format":"uri","description":"Where scanners go when the code is inactive, expired or at its `maxScans`; the same\nrules as `targetUrl`. `null`: such scans get a `410` page saying the code is no\nlonger active.\n","minLength":1,"maxLength":2048,"pattern":"^[Hh][Tt][Tt][Pp][Ss]?://","examples":["https://example.com/offer-ended"]},"BulkCreateRequest":{"type":"object","description":"Up to 100 QR codes to create. Each item is a create body (see `createQrCode`) and is\nvalidated on its own; only an item that is not a JSON object fails the whole request.\n","required":["items"],"additionalProperties":false,"properties":{"items":{"type":"array","minItems":1,"maxItems":100,"description":"The create bodies, 1 to 100.","items":{"type":"object","description":"A create body, as for `createQrCode`; its fields are checked item by item.","additionalProperties":true}}}},"BulkCreateResult":{"type":"object","description":"The outcome of one bulk item.","required":["index","status"],"properties":{"index":{"type":"integer","minimum":0,"description":"The item's position in the request, from 0."},"status":{"type":"integer","description":"The HTTP status `createQrCode` would have answered for this item (`201`, `400`, `409`).","examples":[201]},"qrCode":{"$ref":"#/definitions/QrCode"},"error":{"$ref":"#/definitions/Error"}}},"BulkCreateResponse":{"type":"object","description":"One result per item, in the order of the request.","required":["success","data"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true`; each item says whether it succeeded."},"data":{"type":"array","description":"The results, in the order of the request's items.","items":{"$ref":"#/definitions/BulkCreateResult"}}}},"StatsInterval":{"type":"string","description":"The width of a stats bucket, in UTC.","enum":["hour","day"],"examples":["day"]},"ScanCounts":{"type":"object","description":"Scans of a short link, by kind.","required":["views","botHits","fallbackHits"],"properties":{"views":{"type":"integer","minimum":0,"description":"Human scans sent to the target (they count towards `views` and `maxScans`)."},"botHits":{"type":"integer","minimum":0,"description":"`HEAD` requests, prefetches, bots and link previewers."},"fallbackHits":{"type":"integer","minimum":0,"description":"Human scans of an inactive, expired or exhausted code."}}},"StatsBucket":{"description":"The scans of one hour or one day.","allOf":[{"type":"object","required":["start"],"properties":{"start":{"type":"string","format":"date-time","description":"The start of the bucket, UTC."}}},{"$ref":"#/definitions/ScanCounts"}]},"QrCodeStats":{"type":"object","description":"A code's scans over a time range, bucket by bucket.","required":["success","shortId","interval","from","to","totals","series"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."},"shortId":{"$ref":"#/definitions/ShortId"},"interval":{"$ref":"#/definitions/StatsInterval"},"from":{"type":"string","format":"date-time","description":"The start of the first bucket (the requested `from` rounded down to the interval)."},"to":{"type":"string","format":"date-time","description":"The end of the range (exclusive), as requested."},"totals":{"$ref":"#/definitions/ScanCounts"},"series":{"type":"array","description":"Every bucket of the range in time order, zeros included.","items":{"$ref":"#/definitions/StatsBucket"}}}},"QrCodeResponse":{"description":"A QR code as a single-object response, with `success` at the top level.","allOf":[{"type":"object","required":["success"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."}}},{"$ref":"#/definitions/QrCode"}]},"QrCodeList":{"type":"object","description":"A page of QR codes.","required":["success","data","pagination"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."},"data":{"type":"array","description":"The QR codes of this page, in the requested order.","items":{"$ref":"#/definitions/QrCode"}},"pagination":{"$ref":"#/definitions/Pagination"}}},"Pagination":{"type":"object","description":"Where this page stands in the whole list.","required":["total","limit","offset","hasMore"],"properties":{"total":{"type":"integer","minimum":0,"description":"Number of the caller's QR codes in all."},"limit":{"type":"integer","minimum":1,"maximum":100,"description":"The page size used."},"offset":{"type":"integer","minimum":0,"description":"The number of items skipped."},"hasMore":{"type":"boolean","description":"Whether items follow this page (`offset + data.length < total`)."}}},"SortField":{"type":"string","description":"A field QR codes can be listed by. Ties are ordered by `shortId`.","enum":["createdAt","updatedAt","views"],"examples":["views"]},"SortOrder":{"type":"string","description":"The direction of an order.","enum":["asc","desc"],"examples":["asc"]},"ImageFormat":{"type":"string","description":"The format of a QR code image.","enum":["svg","png"],"examples":["png"]},"ErrorCode":{"type":"string","description":"A stable, machine-readable error code:\n\n| status | error | when |\n|---|---|---|\n| 400 | INVALID_REQUEST | the request is invalid, e.g. `targetUrl` missing |\n| 401 | UNAUTHORIZED | the API key is invalid or missing |\n| 403 | FORBIDDEN | the key may not do this (reserved: v1 keys may do everything their account may) |\n| 404 | NOT_FOUND | the QR code does not exist (for this account) |\n| 409 | CONFLICT | the custom short id is taken |\n| 413 | PAYLOAD_TOO_LARGE | the body is larger than 16 KiB |\n| 415 | UNSUPPORTED_MEDIA_TYPE | the body is not `application/json` |\n| 429 | RATE_LIMITED | too many requests; see `Retry-After` |\n| 500 | INTERNAL_ERROR | the service failed |\n| 503 | SERVICE_UNAVAILABLE | the store cannot commit right now; nothing changed, see `Retry-After` |\n","enum":["INVALID_REQUEST","UNAUTHORIZED","FORBIDDEN","NOT_FOUND","CONFLICT","PAYLOAD_TOO_LARGE","UNSUPPORTED_MEDIA_TYPE","RATE_LIMITED","INTERNAL_ERROR","SERVICE_UNAVAILABLE"]},"Error":{"type":"object","description":"The body of every error response.","required":["error","message"],"properties":{"error":{"$ref":"#/definitions/ErrorCode"},"message":{"type":"string","description":"Human-readable text; the documented cases keep their exact words."},"details":{"type":"array","description":"On validation errors, every problem found, by field.","items":{"$ref":"#/definitions/ErrorDetail"}},"requestId":{"type":"string","description":"The id of the request, as in the `x-request-id` header."}}},"ErrorDetail":{"type":"object","description":"One validation problem.","required":["field","message"],"properties":{"field":{"type":"string","description":"The offending field as a dotted path (`qrCodeOptions.width`), or the query parameter."},"message":{"type":"string","description":"What is wrong with it."}}},"Health":{"type":"object","description":"The state of the process and its store.","required":["status"],"properties":{"status":{"$ref":"#/definitions/HealthStatus"},"store":{"$ref":"#/definitions/StoreKind"}}},"HealthStatus":{"type":"string","description":"`ok` when up (and, for readiness, when the store answers).","enum":["ok","unavailable"],"examples":["ok"]},"StoreKind":{"type":"string","description":"The kind of store, on the readiness probe.","enum":["sqlite","memory","postgres"],"examples":["sqlite"]}}};

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

export const validateGetQrCodeStatsParams = validate14;
const schema15 = {"type":"object","additionalProperties":false,"properties":{"shortId":{"type":"string","minLength":1,"maxLength":256}},"required":["shortId"],"definitions":{"ShortId":{"type":"string","description":"The short identifier of a QR code; case-sensitive.","minLength":3,"maxLength":64,"pattern":"^[A-Za-z0-9_-]+$","examples":["aZ3kP9qX"]},"CustomShortId":{"type":"string","description":"A caller-chosen short id: 3–64 characters of `[A-Za-z0-9_-]`. Reserved words\n(case-insensitively: api, qrcode, docs, health, healthz, readyz, metrics, static,\nassets, keys, dashboard, login, admin, favicon.ico, robots.txt, .well-known,\nopenapi.json, openapi.yaml) are refused with `400`; an id in use or used before with\n`409`.\n","minLength":3,"maxLength":64,"pattern":"^[A-Za-z0-9_-]+$","examples":["spring-sale"]},"TargetUrl":{"type":"string","format":"uri","description":"The URL the short link redirects to: absolute `http:` or `https:`, at most 2048\ncharacters, without user-info or control characters, and not on the service's own\nshort-link host. Stored and returned in normalised form.\n","minLength":1,"maxLength":2048,"pattern":"^[Hh][Tt][Tt][Pp][Ss]?://","examples":["https://example.com/menu"]},"HexColor":{"type":"string","description":"A colour in hex form `#RRGGBB`; stored in lower case.","pattern":"^#[0-9A-Fa-f]{6}$","examples":["#1a2b3c"]},"DotType":{"type":"string","description":"The shape of the dots, as the qr-code-styling library names them.","enum":["square","dots","rounded","extra-rounded","classy","classy-rounded"],"examples":["rounded"]},"Size":{"type":"integer","description":"A size in pixels, 64 to 4096.","minimum":64,"maximum":4096,"examples":[300]},"QrCodeOptions":{"type":"object","description":"Styling options, named as in the qr-code-styling library. Every field is optional;\na missing field takes its default (300 × 300 px, square black dots on white, square\ncorners in the dots' colour, no margin, error correction Q).\n\nThe dots must be darker than the background, with a contrast ratio of at least 3:1\n(WCAG's ratio for graphical objects): light-on-dark codes do not scan with common\ndecoders, and faint ones fail on paper and in glare. Other pairs are refused with `400`\nnaming the colour (`qrCodeOptions.dotsOptions.color`, or a corner colour).\n","additionalProperties":false,"properties":{"width":{"$ref":"#/definitions/Size"},"height":{"$ref":"#/definitions/Size"},"dotsOptions":{"type":"object","description":"The data dots.","additionalProperties":false,"properties":{"type":{"$ref":"#/definitions/DotType"},"color":{"$ref":"#/definitions/HexColor"}}},"backgroundOptions":{"type":"object","description":"The background.","additionalProperties":false,"properties":{"color":{"$ref":"#/definitions/HexColor"}}},"cornersSquareOptions":{"type":"object","description":"The three big squares in the corners (the finder patterns' outer rings).","additionalProperties":false,"properties":{"type":{"$ref":"#/definitions/CornerSquareType"},"color":{"$ref":"#/definitions/HexColor"}}},"cornersDotOptions":{"type":"object","description":"The dots inside the three corner squares.","additionalProperties":false,"properties":{"type":{"$ref":"#/definitions/CornerDotType"},"color":{"$ref":"#/definitions/HexColor"}}},"margin":{"$ref":"#/definitions/Margin"},"qrOptions":{"type":"object","description":"Options of the QR symbol itself.","additionalProperties":false,"properties":{"errorCorrectionLevel":{"$ref":"#/definitions/ErrorCorrectionLevel"}}}}},"CornerSquareType":{"type":"string","description":"The shape of the corner squares, as qr-code-styling names them. Default `square`.\nqr-code-styling's `dot` rings are not offered: circular finder rings failed to decode in\nour scan tests at several sizes, and every image dynqr serves must scan.\n","enum":["square","extra-rounded"],"examples":["extra-rounded"]},"CornerDotType":{"type":"string","description":"The shape of the dots inside the corner squares. Default `square`.","enum":["square","dot"],"examples":["dot"]},"Margin":{"type":"integer","description":"Empty space around the code in pixels, 0 to 512, default 0. A quiet zone of 4 modules is\nalways kept inside it, so a code scans with any margin.\n","minimum":0,"maximum":512,"examples":[16]},"ErrorCorrectionLevel":{"type":"string","description":"How much of the symbol may be damaged and still read: L 7 %, M 15 %, Q 25 % (default, as\nin qr-code-styling), H 30 %. Higher levels make denser codes.\n","enum":["L","M","Q","H"],"examples":["Q"]},"ResolvedQrCodeOptions":{"type":"object","description":"The stored styling options with every default filled in.","required":["width","height","dotsOptions","backgroundOptions","cornersSquareOptions","cornersDotOptions","margin","qrOptions"],"properties":{"cornersSquareOptions":{"type":"object","required":["type","color"],"properties":{"type":{"$ref":"#/definitions/CornerSquareType"},"color":{"$ref":"#/definitions/HexColor"}}},"cornersDotOptions":{"type":"object","required":["type","color"],"properties":{"type":{"$ref":"#/definitions/CornerDotType"},"color":{"$ref":"#/definitions/HexColor"}}},"margin":{"$ref":"#/definitions/Margin"},"qrOptions":{"type":"object","required":["errorCorrectionLevel"],"properties":{"errorCorrectionLevel":{"$ref":"#/definitions/ErrorCorrectionLevel"}}},"width":{"$ref":"#/definitions/Size"},"height":{"$ref":"#/definitions/Size"},"dotsOptions":{"type":"object","required":["type","color"],"properties":{"type":{"$ref":"#/definitions/DotType"},"color":{"$ref":"#/definitions/HexColor"}}},"backgroundOptions":{"type":"object","required":["color"],"properties":{"color":{"$ref":"#/definitions/HexColor"}}}}},"CreateQrCodeRequest":{"type":"object","description":"The fields of a new QR code. Unknown fields are refused.","required":["targetUrl"],"additionalProperties":false,"properties":{"targetUrl":{"$ref":"#/definitions/TargetUrl"},"customShortId":{"$ref":"#/definitions/CustomShortId"},"qrCodeOptions":{"$ref":"#/definitions/QrCodeOptions"},"expiresAt":{"$ref":"#/definitions/ExpiresAt"},"maxScans":{"$ref":"#/definitions/MaxScans"},"fallbackUrl":{"$ref":"#/definitions/FallbackUrl"},"active":{"type":"boolean","description":"Whether the short link sends scanners to the target; `false` sends them to\n`fallbackUrl` or a `410` page. Defaults to `true`.\n"}}},"UpdateQrCodeRequest":{"type":"object","description":"The fields to change. Unknown fields, and `shortId`, `views`, `createdAt`, are refused.\n`null` clears `expiresAt`, `maxScans` or `fallbackUrl`.\n","additionalProperties":false,"properties":{"targetUrl":{"$ref":"#/definitions/TargetUrl"},"qrCodeOptions":{"$ref":"#/definitions/QrCodeOptions"},"expiresAt":{"$ref":"#/definitions/ExpiresAt"},"maxScans":{"$ref":"#/definitions/MaxScans"},"fallbackUrl":{"$ref":"#/definitions/FallbackUrl"},"active":{"type":"boolean","description":"Whether the short link sends scanners to the target; `false` sends them to\n`fallbackUrl` or a `410` page. Defaults to `true`.\n"}}},"QrCode":{"type":"object","description":"A dynamic QR code.","required":["shortId","qrCodeUrl","editUrl","targetUrl","views","qrCodeOptions","createdAt","updatedAt","expiresAt","maxScans","fallbackUrl","active"],"properties":{"shortId":{"$ref":"#/definitions/ShortId"},"qrCodeUrl":{"type":"string","format":"uri","description":"The public short link, `{site_url}/<shortId>`; the text the QR code encodes."},"editUrl":{"type":"string","format":"uri","description":"The edit page, `{site_url}/qrcode/edit/<shortId>`."},"targetUrl":{"type":"string","format":"uri","description":"Where the short link redirects now."},"views":{"type":"integer","minimum":0,"description":"Human scans of the short link: `GET` requests that were redirected, not `HEAD`,\nprefetches, bots or link previewers. `0` on a new code.\n"},"qrCodeOptions":{"$ref":"#/definitions/ResolvedQrCodeOptions"},"createdAt":{"type":"string","format":"date-time","description":"Creation time, ISO 8601 in UTC with milliseconds."},"updatedAt":{"type":"string","format":"date-time","description":"Last time the target, styling or a lifecycle field changed; equal to `createdAt`\non creation.\n"},"expiresAt":{"$ref":"#/definitions/ExpiresAt"},"maxScans":{"$ref":"#/definitions/MaxScans"},"fallbackUrl":{"$ref":"#/definitions/FallbackUrl"},"active":{"type":"boolean","description":"Whether the owner has the code switched on (`true` unless set to `false`)."}}},"ExpiresAt":{"type":["string","null"],"format":"date-time","description":"When the code stops sending scanners to its target, ISO 8601 (stored in UTC with\nmilliseconds). From that instant on, scans go to `fallbackUrl` or a `410` page.\n`null`: never.\n","examples":["2026-12-31T23:00:00.000Z"]},"MaxScans":{"type":["integer","null"],"minimum":1,"maximum":1000000000,"description":"The number of human views after which the code stops sending scanners to its target.\nThe scan that reaches the limit is still a view and still goes to the target; later\nones go to `fallbackUrl` or a `410` page and count as fallback hits. Exact under\nconcurrent scans. `null`: no limit.\n","examples":[100]},"FallbackUrl":{"type":["string","null"],"format":"uri","description":"Where scanners go when the code is inactive, expired or at its `maxScans`; the same\nrules as `targetUrl`. `null`: such scans get a `410` page saying the code is no\nlonger active.\n","minLength":1,"maxLength":2048,"pattern":"^[Hh][Tt][Tt][Pp][Ss]?://","examples":["https://example.com/offer-ended"]},"BulkCreateRequest":{"type":"object","description":"Up to 100 QR codes to create. Each item is a create body (see `createQrCode`) and is\nvalidated on its own; only an item that is not a JSON object fails the whole request.\n","required":["items"],"additionalProperties":false,"properties":{"items":{"type":"array","minItems":1,"maxItems":100,"description":"The create bodies, 1 to 100.","items":{"type":"object","description":"A create body, as for `createQrCode`; its fields are checked item by item.","additionalProperties":true}}}},"BulkCreateResult":{"type":"object","description":"The outcome of one bulk item.","required":["index","status"],"properties":{"index":{"type":"integer","minimum":0,"description":"The item's position in the request, from 0."},"status":{"type":"integer","description":"The HTTP status `createQrCode` would have answered for this item (`201`, `400`, `409`).","examples":[201]},"qrCode":{"$ref":"#/definitions/QrCode"},"error":{"$ref":"#/definitions/Error"}}},"BulkCreateResponse":{"type":"object","description":"One result per item, in the order of the request.","required":["success","data"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true`; each item says whether it succeeded."},"data":{"type":"array","description":"The results, in the order of the request's items.","items":{"$ref":"#/definitions/BulkCreateResult"}}}},"StatsInterval":{"type":"string","description":"The width of a stats bucket, in UTC.","enum":["hour","day"],"examples":["day"]},"ScanCounts":{"type":"object","description":"Scans of a short link, by kind.","required":["views","botHits","fallbackHits"],"properties":{"views":{"type":"integer","minimum":0,"description":"Human scans sent to the target (they count towards `views` and `maxScans`)."},"botHits":{"type":"integer","minimum":0,"description":"`HEAD` requests, prefetches, bots and link previewers."},"fallbackHits":{"type":"integer","minimum":0,"description":"Human scans of an inactive, expired or exhausted code."}}},"StatsBucket":{"description":"The scans of one hour or one day.","allOf":[{"type":"object","required":["start"],"properties":{"start":{"type":"string","format":"date-time","description":"The start of the bucket, UTC."}}},{"$ref":"#/definitions/ScanCounts"}]},"QrCodeStats":{"type":"object","description":"A code's scans over a time range, bucket by bucket.","required":["success","shortId","interval","from","to","totals","series"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."},"shortId":{"$ref":"#/definitions/ShortId"},"interval":{"$ref":"#/definitions/StatsInterval"},"from":{"type":"string","format":"date-time","description":"The start of the first bucket (the requested `from` rounded down to the interval)."},"to":{"type":"string","format":"date-time","description":"The end of the range (exclusive), as requested."},"totals":{"$ref":"#/definitions/ScanCounts"},"series":{"type":"array","description":"Every bucket of the range in time order, zeros included.","items":{"$ref":"#/definitions/StatsBucket"}}}},"QrCodeResponse":{"description":"A QR code as a single-object response, with `success` at the top level.","allOf":[{"type":"object","required":["success"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."}}},{"$ref":"#/definitions/QrCode"}]},"QrCodeList":{"type":"object","description":"A page of QR codes.","required":["success","data","pagination"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."},"data":{"type":"array","description":"The QR codes of this page, in the requested order.","items":{"$ref":"#/definitions/QrCode"}},"pagination":{"$ref":"#/definitions/Pagination"}}},"Pagination":{"type":"object","description":"Where this page stands in the whole list.","required":["total","limit","offset","hasMore"],"properties":{"total":{"type":"integer","minimum":0,"description":"Number of the caller's QR codes in all."},"limit":{"type":"integer","minimum":1,"maximum":100,"description":"The page size used."},"offset":{"type":"integer","minimum":0,"description":"The number of items skipped."},"hasMore":{"type":"boolean","description":"Whether items follow this page (`offset + data.length < total`)."}}},"SortField":{"type":"string","description":"A field QR codes can be listed by. Ties are ordered by `shortId`.","enum":["createdAt","updatedAt","views"],"examples":["views"]},"SortOrder":{"type":"string","description":"The direction of an order.","enum":["asc","desc"],"examples":["asc"]},"ImageFormat":{"type":"string","description":"The format of a QR code image.","enum":["svg","png"],"examples":["png"]},"ErrorCode":{"type":"string","description":"A stable, machine-readable error code:\n\n| status | error | when |\n|---|---|---|\n| 400 | INVALID_REQUEST | the request is invalid, e.g. `targetUrl` missing |\n| 401 | UNAUTHORIZED | the API key is invalid or missing |\n| 403 | FORBIDDEN | the key may not do this (reserved: v1 keys may do everything their account may) |\n| 404 | NOT_FOUND | the QR code does not exist (for this account) |\n| 409 | CONFLICT | the custom short id is taken |\n| 413 | PAYLOAD_TOO_LARGE | the body is larger than 16 KiB |\n| 415 | UNSUPPORTED_MEDIA_TYPE | the body is not `application/json` |\n| 429 | RATE_LIMITED | too many requests; see `Retry-After` |\n| 500 | INTERNAL_ERROR | the service failed |\n| 503 | SERVICE_UNAVAILABLE | the store cannot commit right now; nothing changed, see `Retry-After` |\n","enum":["INVALID_REQUEST","UNAUTHORIZED","FORBIDDEN","NOT_FOUND","CONFLICT","PAYLOAD_TOO_LARGE","UNSUPPORTED_MEDIA_TYPE","RATE_LIMITED","INTERNAL_ERROR","SERVICE_UNAVAILABLE"]},"Error":{"type":"object","description":"The body of every error response.","required":["error","message"],"properties":{"error":{"$ref":"#/definitions/ErrorCode"},"message":{"type":"string","description":"Human-readable text; the documented cases keep their exact words."},"details":{"type":"array","description":"On validation errors, every problem found, by field.","items":{"$ref":"#/definitions/ErrorDetail"}},"requestId":{"type":"string","description":"The id of the request, as in the `x-request-id` header."}}},"ErrorDetail":{"type":"object","description":"One validation problem.","required":["field","message"],"properties":{"field":{"type":"string","description":"The offending field as a dotted path (`qrCodeOptions.width`), or the query parameter."},"message":{"type":"string","description":"What is wrong with it."}}},"Health":{"type":"object","description":"The state of the process and its store.","required":["status"],"properties":{"status":{"$ref":"#/definitions/HealthStatus"},"store":{"$ref":"#/definitions/StoreKind"}}},"HealthStatus":{"type":"string","description":"`ok` when up (and, for readiness, when the store answers).","enum":["ok","unavailable"],"examples":["ok"]},"StoreKind":{"type":"string","description":"The kind of store, on the readiness probe.","enum":["sqlite","memory","postgres"],"examples":["sqlite"]}}};

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

export const validateGetQrCodeStatsQuery = validate15;
const schema16 = {"type":"object","additionalProperties":false,"properties":{"from":{"type":"string","format":"date-time"},"to":{"type":"string","format":"date-time"},"interval":{"type":"string","description":"The width of a stats bucket, in UTC.","enum":["hour","day"],"examples":["day"],"default":"day"}},"required":[],"definitions":{"ShortId":{"type":"string","description":"The short identifier of a QR code; case-sensitive.","minLength":3,"maxLength":64,"pattern":"^[A-Za-z0-9_-]+$","examples":["aZ3kP9qX"]},"CustomShortId":{"type":"string","description":"A caller-chosen short id: 3–64 characters of `[A-Za-z0-9_-]`. Reserved words\n(case-insensitively: api, qrcode, docs, health, healthz, readyz, metrics, static,\nassets, keys, dashboard, login, admin, favicon.ico, robots.txt, .well-known,\nopenapi.json, openapi.yaml) are refused with `400`; an id in use or used before with\n`409`.\n","minLength":3,"maxLength":64,"pattern":"^[A-Za-z0-9_-]+$","examples":["spring-sale"]},"TargetUrl":{"type":"string","format":"uri","description":"The URL the short link redirects to: absolute `http:` or `https:`, at most 2048\ncharacters, without user-info or control characters, and not on the service's own\nshort-link host. Stored and returned in normalised form.\n","minLength":1,"maxLength":2048,"pattern":"^[Hh][Tt][Tt][Pp][Ss]?://","examples":["https://example.com/menu"]},"HexColor":{"type":"string","description":"A colour in hex form `#RRGGBB`; stored in lower case.","pattern":"^#[0-9A-Fa-f]{6}$","examples":["#1a2b3c"]},"DotType":{"type":"string","description":"The shape of the dots, as the qr-code-styling library names them.","enum":["square","dots","rounded","extra-rounded","classy","classy-rounded"],"examples":["rounded"]},"Size":{"type":"integer","description":"A size in pixels, 64 to 4096.","minimum":64,"maximum":4096,"examples":[300]},"QrCodeOptions":{"type":"object","description":"Styling options, named as in the qr-code-styling library. Every field is optional;\na missing field takes its default (300 × 300 px, square black dots on white, square\ncorners in the dots' colour, no margin, error correction Q).\n\nThe dots must be darker than the background, with a contrast ratio of at least 3:1\n(WCAG's ratio for graphical objects): light-on-dark codes do not scan with common\ndecoders, and faint ones fail on paper and in glare. Other pairs are refused with `400`\nnaming the colour (`qrCodeOptions.dotsOptions.color`, or a corner colour).\n","additionalProperties":false,"properties":{"width":{"$ref":"#/definitions/Size"},"height":{"$ref":"#/definitions/Size"},"dotsOptions":{"type":"object","description":"The data dots.","additionalProperties":false,"properties":{"type":{"$ref":"#/definitions/DotType"},"color":{"$ref":"#/definitions/HexColor"}}},"backgroundOptions":{"type":"object","description":"The background.","additionalProperties":false,"properties":{"color":{"$ref":"#/definitions/HexColor"}}},"cornersSquareOptions":{"type":"object","description":"The three big squares in the corners (the finder patterns' outer rings).","additionalProperties":false,"properties":{"type":{"$ref":"#/definitions/CornerSquareType"},"color":{"$ref":"#/definitions/HexColor"}}},"cornersDotOptions":{"type":"object","description":"The dots inside the three corner squares.","additionalProperties":false,"properties":{"type":{"$ref":"#/definitions/CornerDotType"},"color":{"$ref":"#/definitions/HexColor"}}},"margin":{"$ref":"#/definitions/Margin"},"qrOptions":{"type":"object","description":"Options of the QR symbol itself.","additionalProperties":false,"properties":{"errorCorrectionLevel":{"$ref":"#/definitions/ErrorCorrectionLevel"}}}}},"CornerSquareType":{"type":"string","description":"The shape of the corner squares, as qr-code-styling names them. Default `square`.\nqr-code-styling's `dot` rings are not offered: circular finder rings failed to decode in\nour scan tests at several sizes, and every image dynqr serves must scan.\n","enum":["square","extra-rounded"],"examples":["extra-rounded"]},"CornerDotType":{"type":"string","description":"The shape of the dots inside the corner squares. Default `square`.","enum":["square","dot"],"examples":["dot"]},"Margin":{"type":"integer","description":"Empty space around the code in pixels, 0 to 512, default 0. A quiet zone of 4 modules is\nalways kept inside it, so a code scans with any margin.\n","minimum":0,"maximum":512,"examples":[16]},"ErrorCorrectionLevel":{"type":"string","description":"How much of the symbol may be damaged and still read: L 7 %, M 15 %, Q 25 % (default, as\nin qr-code-styling), H 30 %. Higher levels make denser codes.\n","enum":["L","M","Q","H"],"examples":["Q"]},"ResolvedQrCodeOptions":{"type":"object","description":"The stored styling options with every default filled in.","required":["width","height","dotsOptions","backgroundOptions","cornersSquareOptions","cornersDotOptions","margin","qrOptions"],"properties":{"cornersSquareOptions":{"type":"object","required":["type","color"],"properties":{"type":{"$ref":"#/definitions/CornerSquareType"},"color":{"$ref":"#/definitions/HexColor"}}},"cornersDotOptions":{"type":"object","required":["type","color"],"properties":{"type":{"$ref":"#/definitions/CornerDotType"},"color":{"$ref":"#/definitions/HexColor"}}},"margin":{"$ref":"#/definitions/Margin"},"qrOptions":{"type":"object","required":["errorCorrectionLevel"],"properties":{"errorCorrectionLevel":{"$ref":"#/definitions/ErrorCorrectionLevel"}}},"width":{"$ref":"#/definitions/Size"},"height":{"$ref":"#/definitions/Size"},"dotsOptions":{"type":"object","required":["type","color"],"properties":{"type":{"$ref":"#/definitions/DotType"},"color":{"$ref":"#/definitions/HexColor"}}},"backgroundOptions":{"type":"object","required":["color"],"properties":{"color":{"$ref":"#/definitions/HexColor"}}}}},"CreateQrCodeRequest":{"type":"object","description":"The fields of a new QR code. Unknown fields are refused.","required":["targetUrl"],"additionalProperties":false,"properties":{"targetUrl":{"$ref":"#/definitions/TargetUrl"},"customShortId":{"$ref":"#/definitions/CustomShortId"},"qrCodeOptions":{"$ref":"#/definitions/QrCodeOptions"},"expiresAt":{"$ref":"#/definitions/ExpiresAt"},"maxScans":{"$ref":"#/definitions/MaxScans"},"fallbackUrl":{"$ref":"#/definitions/FallbackUrl"},"active":{"type":"boolean","description":"Whether the short link sends scanners to the target; `false` sends them to\n`fallbackUrl` or a `410` page. Defaults to `true`.\n"}}},"UpdateQrCodeRequest":{"type":"object","description":"The fields to change. Unknown fields, and `shortId`, `views`, `createdAt`, are refused.\n`null` clears `expiresAt`, `maxScans` or `fallbackUrl`.\n","additionalProperties":false,"properties":{"targetUrl":{"$ref":"#/definitions/TargetUrl"},"qrCodeOptions":{"$ref":"#/definitions/QrCodeOptions"},"expiresAt":{"$ref":"#/definitions/ExpiresAt"},"maxScans":{"$ref":"#/definitions/MaxScans"},"fallbackUrl":{"$ref":"#/definitions/FallbackUrl"},"active":{"type":"boolean","description":"Whether the short link sends scanners to the target; `false` sends them to\n`fallbackUrl` or a `410` page. Defaults to `true`.\n"}}},"QrCode":{"type":"object","description":"A dynamic QR code.","required":["shortId","qrCodeUrl","editUrl","targetUrl","views","qrCodeOptions","createdAt","updatedAt","expiresAt","maxScans","fallbackUrl","active"],"properties":{"shortId":{"$ref":"#/definitions/ShortId"},"qrCodeUrl":{"type":"string","format":"uri","description":"The public short link, `{site_url}/<shortId>`; the text the QR code encodes."},"editUrl":{"type":"string","format":"uri","description":"The edit page, `{site_url}/qrcode/edit/<shortId>`."},"targetUrl":{"type":"string","format":"uri","description":"Where the short link redirects now."},"views":{"type":"integer","minimum":0,"description":"Human scans of the short link: `GET` requests that were redirected, not `HEAD`,\nprefetches, bots or link previewers. `0` on a new code.\n"},"qrCodeOptions":{"$ref":"#/definitions/ResolvedQrCodeOptions"},"createdAt":{"type":"string","format":"date-time","description":"Creation time, ISO 8601 in UTC with milliseconds."},"updatedAt":{"type":"string","format":"date-time","description":"Last time the target, styling or a lifecycle field changed; equal to `createdAt`\non creation.\n"},"expiresAt":{"$ref":"#/definitions/ExpiresAt"},"maxScans":{"$ref":"#/definitions/MaxScans"},"fallbackUrl":{"$ref":"#/definitions/FallbackUrl"},"active":{"type":"boolean","description":"Whether the owner has the code switched on (`true` unless set to `false`)."}}},"ExpiresAt":{"type":["string","null"],"format":"date-time","description":"When the code stops sending scanners to its target, ISO 8601 (stored in UTC with\nmilliseconds). From that instant on, scans go to `fallbackUrl` or a `410` page.\n`null`: never.\n","examples":["2026-12-31T23:00:00.000Z"]},"MaxScans":{"type":["integer","null"],"minimum":1,"maximum":1000000000,"description":"The number of human views after which the code stops sending scanners to its target.\nThe scan that reaches the limit is still a view and still goes to the target; later\nones go to `fallbackUrl` or a `410` page and count as fallback hits. Exact under\nconcurrent scans. `null`: no limit.\n","examples":[100]},"FallbackUrl":{"type":["string","null"],"format":"uri","description":"Where scanners go when the code is inactive, expired or at its `maxScans`; the same\nrules as `targetUrl`. `null`: such scans get a `410` page saying the code is no\nlonger active.\n","minLength":1,"maxLength":2048,"pattern":"^[Hh][Tt][Tt][Pp][Ss]?://","examples":["https://example.com/offer-ended"]},"BulkCreateRequest":{"type":"object","description":"Up to 100 QR codes to create. Each item is a create body (see `createQrCode`) and is\nvalidated on its own; only an item that is not a JSON object fails the whole request.\n","required":["items"],"additionalProperties":false,"properties":{"items":{"type":"array","minItems":1,"maxItems":100,"description":"The create bodies, 1 to 100.","items":{"type":"object","description":"A create body, as for `createQrCode`; its fields are checked item by item.","additionalProperties":true}}}},"BulkCreateResult":{"type":"object","description":"The outcome of one bulk item.","required":["index","status"],"properties":{"index":{"type":"integer","minimum":0,"description":"The item's position in the request, from 0."},"status":{"type":"integer","description":"The HTTP status `createQrCode` would have answered for this item (`201`, `400`, `409`).","examples":[201]},"qrCode":{"$ref":"#/definitions/QrCode"},"error":{"$ref":"#/definitions/Error"}}},"BulkCreateResponse":{"type":"object","description":"One result per item, in the order of the request.","required":["success","data"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true`; each item says whether it succeeded."},"data":{"type":"array","description":"The results, in the order of the request's items.","items":{"$ref":"#/definitions/BulkCreateResult"}}}},"StatsInterval":{"type":"string","description":"The width of a stats bucket, in UTC.","enum":["hour","day"],"examples":["day"]},"ScanCounts":{"type":"object","description":"Scans of a short link, by kind.","required":["views","botHits","fallbackHits"],"properties":{"views":{"type":"integer","minimum":0,"description":"Human scans sent to the target (they count towards `views` and `maxScans`)."},"botHits":{"type":"integer","minimum":0,"description":"`HEAD` requests, prefetches, bots and link previewers."},"fallbackHits":{"type":"integer","minimum":0,"description":"Human scans of an inactive, expired or exhausted code."}}},"StatsBucket":{"description":"The scans of one hour or one day.","allOf":[{"type":"object","required":["start"],"properties":{"start":{"type":"string","format":"date-time","description":"The start of the bucket, UTC."}}},{"$ref":"#/definitions/ScanCounts"}]},"QrCodeStats":{"type":"object","description":"A code's scans over a time range, bucket by bucket.","required":["success","shortId","interval","from","to","totals","series"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."},"shortId":{"$ref":"#/definitions/ShortId"},"interval":{"$ref":"#/definitions/StatsInterval"},"from":{"type":"string","format":"date-time","description":"The start of the first bucket (the requested `from` rounded down to the interval)."},"to":{"type":"string","format":"date-time","description":"The end of the range (exclusive), as requested."},"totals":{"$ref":"#/definitions/ScanCounts"},"series":{"type":"array","description":"Every bucket of the range in time order, zeros included.","items":{"$ref":"#/definitions/StatsBucket"}}}},"QrCodeResponse":{"description":"A QR code as a single-object response, with `success` at the top level.","allOf":[{"type":"object","required":["success"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."}}},{"$ref":"#/definitions/QrCode"}]},"QrCodeList":{"type":"object","description":"A page of QR codes.","required":["success","data","pagination"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."},"data":{"type":"array","description":"The QR codes of this page, in the requested order.","items":{"$ref":"#/definitions/QrCode"}},"pagination":{"$ref":"#/definitions/Pagination"}}},"Pagination":{"type":"object","description":"Where this page stands in the whole list.","required":["total","limit","offset","hasMore"],"properties":{"total":{"type":"integer","minimum":0,"description":"Number of the caller's QR codes in all."},"limit":{"type":"integer","minimum":1,"maximum":100,"description":"The page size used."},"offset":{"type":"integer","minimum":0,"description":"The number of items skipped."},"hasMore":{"type":"boolean","description":"Whether items follow this page (`offset + data.length < total`)."}}},"SortField":{"type":"string","description":"A field QR codes can be listed by. Ties are ordered by `shortId`.","enum":["createdAt","updatedAt","views"],"examples":["views"]},"SortOrder":{"type":"string","description":"The direction of an order.","enum":["asc","desc"],"examples":["asc"]},"ImageFormat":{"type":"string","description":"The format of a QR code image.","enum":["svg","png"],"examples":["png"]},"ErrorCode":{"type":"string","description":"A stable, machine-readable error code:\n\n| status | error | when |\n|---|---|---|\n| 400 | INVALID_REQUEST | the request is invalid, e.g. `targetUrl` missing |\n| 401 | UNAUTHORIZED | the API key is invalid or missing |\n| 403 | FORBIDDEN | the key may not do this (reserved: v1 keys may do everything their account may) |\n| 404 | NOT_FOUND | the QR code does not exist (for this account) |\n| 409 | CONFLICT | the custom short id is taken |\n| 413 | PAYLOAD_TOO_LARGE | the body is larger than 16 KiB |\n| 415 | UNSUPPORTED_MEDIA_TYPE | the body is not `application/json` |\n| 429 | RATE_LIMITED | too many requests; see `Retry-After` |\n| 500 | INTERNAL_ERROR | the service failed |\n| 503 | SERVICE_UNAVAILABLE | the store cannot commit right now; nothing changed, see `Retry-After` |\n","enum":["INVALID_REQUEST","UNAUTHORIZED","FORBIDDEN","NOT_FOUND","CONFLICT","PAYLOAD_TOO_LARGE","UNSUPPORTED_MEDIA_TYPE","RATE_LIMITED","INTERNAL_ERROR","SERVICE_UNAVAILABLE"]},"Error":{"type":"object","description":"The body of every error response.","required":["error","message"],"properties":{"error":{"$ref":"#/definitions/ErrorCode"},"message":{"type":"string","description":"Human-readable text; the documented cases keep their exact words."},"details":{"type":"array","description":"On validation errors, every problem found, by field.","items":{"$ref":"#/definitions/ErrorDetail"}},"requestId":{"type":"string","description":"The id of the request, as in the `x-request-id` header."}}},"ErrorDetail":{"type":"object","description":"One validation problem.","required":["field","message"],"properties":{"field":{"type":"string","description":"The offending field as a dotted path (`qrCodeOptions.width`), or the query parameter."},"message":{"type":"string","description":"What is wrong with it."}}},"Health":{"type":"object","description":"The state of the process and its store.","required":["status"],"properties":{"status":{"$ref":"#/definitions/HealthStatus"},"store":{"$ref":"#/definitions/StoreKind"}}},"HealthStatus":{"type":"string","description":"`ok` when up (and, for readiness, when the store answers).","enum":["ok","unavailable"],"examples":["ok"]},"StoreKind":{"type":"string","description":"The kind of store, on the readiness probe.","enum":["sqlite","memory","postgres"],"examples":["sqlite"]}}};

function validate15(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.interval === undefined){
data.interval = "day";
}
for(const key0 in data){
if(!(((key0 === "from") || (key0 === "to")) || (key0 === "interval"))){
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
if(data.from !== undefined){
let data0 = data.from;
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
const err1 = {instancePath:instancePath+"/from",schemaPath:"#/properties/from/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
data["from"] = coerced0;
}
}
}
}
if(data.to !== undefined){
let data1 = data.to;
if(typeof data1 !== "string"){
let dataType1 = typeof data1;
let coerced1 = undefined;
if(!(coerced1 !== undefined)){
if(dataType1 == "number" || dataType1 == "boolean"){
coerced1 = "" + data1;
}
else if(data1 === null){
coerced1 = "";
}
else {
const err2 = {instancePath:instancePath+"/to",schemaPath:"#/properties/to/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(coerced1 !== undefined){
data1 = coerced1;
if(data !== undefined){
data["to"] = coerced1;
}
}
}
}
let data2 = data.interval;
if(typeof data2 !== "string"){
let dataType2 = typeof data2;
let coerced2 = undefined;
if(!(coerced2 !== undefined)){
if(dataType2 == "number" || dataType2 == "boolean"){
coerced2 = "" + data2;
}
else if(data2 === null){
coerced2 = "";
}
else {
const err3 = {instancePath:instancePath+"/interval",schemaPath:"#/properties/interval/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(coerced2 !== undefined){
data2 = coerced2;
if(data !== undefined){
data["interval"] = coerced2;
}
}
}
if(!((data2 === "hour") || (data2 === "day"))){
const err4 = {instancePath:instancePath+"/interval",schemaPath:"#/properties/interval/enum",keyword:"enum",params:{allowedValues: schema16.properties.interval.enum},message:"must be equal to one of the allowed values"};
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
const err5 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
validate15.errors = vErrors;
return errors === 0;
}

export const validateGetQrCodeImageParams = validate16;
const schema17 = {"type":"object","additionalProperties":false,"properties":{"shortId":{"type":"string","minLength":1,"maxLength":256}},"required":["shortId"],"definitions":{"ShortId":{"type":"string","description":"The short identifier of a QR code; case-sensitive.","minLength":3,"maxLength":64,"pattern":"^[A-Za-z0-9_-]+$","examples":["aZ3kP9qX"]},"CustomShortId":{"type":"string","description":"A caller-chosen short id: 3–64 characters of `[A-Za-z0-9_-]`. Reserved words\n(case-insensitively: api, qrcode, docs, health, healthz, readyz, metrics, static,\nassets, keys, dashboard, login, admin, favicon.ico, robots.txt, .well-known,\nopenapi.json, openapi.yaml) are refused with `400`; an id in use or used before with\n`409`.\n","minLength":3,"maxLength":64,"pattern":"^[A-Za-z0-9_-]+$","examples":["spring-sale"]},"TargetUrl":{"type":"string","format":"uri","description":"The URL the short link redirects to: absolute `http:` or `https:`, at most 2048\ncharacters, without user-info or control characters, and not on the service's own\nshort-link host. Stored and returned in normalised form.\n","minLength":1,"maxLength":2048,"pattern":"^[Hh][Tt][Tt][Pp][Ss]?://","examples":["https://example.com/menu"]},"HexColor":{"type":"string","description":"A colour in hex form `#RRGGBB`; stored in lower case.","pattern":"^#[0-9A-Fa-f]{6}$","examples":["#1a2b3c"]},"DotType":{"type":"string","description":"The shape of the dots, as the qr-code-styling library names them.","enum":["square","dots","rounded","extra-rounded","classy","classy-rounded"],"examples":["rounded"]},"Size":{"type":"integer","description":"A size in pixels, 64 to 4096.","minimum":64,"maximum":4096,"examples":[300]},"QrCodeOptions":{"type":"object","description":"Styling options, named as in the qr-code-styling library. Every field is optional;\na missing field takes its default (300 × 300 px, square black dots on white, square\ncorners in the dots' colour, no margin, error correction Q).\n\nThe dots must be darker than the background, with a contrast ratio of at least 3:1\n(WCAG's ratio for graphical objects): light-on-dark codes do not scan with common\ndecoders, and faint ones fail on paper and in glare. Other pairs are refused with `400`\nnaming the colour (`qrCodeOptions.dotsOptions.color`, or a corner colour).\n","additionalProperties":false,"properties":{"width":{"$ref":"#/definitions/Size"},"height":{"$ref":"#/definitions/Size"},"dotsOptions":{"type":"object","description":"The data dots.","additionalProperties":false,"properties":{"type":{"$ref":"#/definitions/DotType"},"color":{"$ref":"#/definitions/HexColor"}}},"backgroundOptions":{"type":"object","description":"The background.","additionalProperties":false,"properties":{"color":{"$ref":"#/definitions/HexColor"}}},"cornersSquareOptions":{"type":"object","description":"The three big squares in the corners (the finder patterns' outer rings).","additionalProperties":false,"properties":{"type":{"$ref":"#/definitions/CornerSquareType"},"color":{"$ref":"#/definitions/HexColor"}}},"cornersDotOptions":{"type":"object","description":"The dots inside the three corner squares.","additionalProperties":false,"properties":{"type":{"$ref":"#/definitions/CornerDotType"},"color":{"$ref":"#/definitions/HexColor"}}},"margin":{"$ref":"#/definitions/Margin"},"qrOptions":{"type":"object","description":"Options of the QR symbol itself.","additionalProperties":false,"properties":{"errorCorrectionLevel":{"$ref":"#/definitions/ErrorCorrectionLevel"}}}}},"CornerSquareType":{"type":"string","description":"The shape of the corner squares, as qr-code-styling names them. Default `square`.\nqr-code-styling's `dot` rings are not offered: circular finder rings failed to decode in\nour scan tests at several sizes, and every image dynqr serves must scan.\n","enum":["square","extra-rounded"],"examples":["extra-rounded"]},"CornerDotType":{"type":"string","description":"The shape of the dots inside the corner squares. Default `square`.","enum":["square","dot"],"examples":["dot"]},"Margin":{"type":"integer","description":"Empty space around the code in pixels, 0 to 512, default 0. A quiet zone of 4 modules is\nalways kept inside it, so a code scans with any margin.\n","minimum":0,"maximum":512,"examples":[16]},"ErrorCorrectionLevel":{"type":"string","description":"How much of the symbol may be damaged and still read: L 7 %, M 15 %, Q 25 % (default, as\nin qr-code-styling), H 30 %. Higher levels make denser codes.\n","enum":["L","M","Q","H"],"examples":["Q"]},"ResolvedQrCodeOptions":{"type":"object","description":"The stored styling options with every default filled in.","required":["width","height","dotsOptions","backgroundOptions","cornersSquareOptions","cornersDotOptions","margin","qrOptions"],"properties":{"cornersSquareOptions":{"type":"object","required":["type","color"],"properties":{"type":{"$ref":"#/definitions/CornerSquareType"},"color":{"$ref":"#/definitions/HexColor"}}},"cornersDotOptions":{"type":"object","required":["type","color"],"properties":{"type":{"$ref":"#/definitions/CornerDotType"},"color":{"$ref":"#/definitions/HexColor"}}},"margin":{"$ref":"#/definitions/Margin"},"qrOptions":{"type":"object","required":["errorCorrectionLevel"],"properties":{"errorCorrectionLevel":{"$ref":"#/definitions/ErrorCorrectionLevel"}}},"width":{"$ref":"#/definitions/Size"},"height":{"$ref":"#/definitions/Size"},"dotsOptions":{"type":"object","required":["type","color"],"properties":{"type":{"$ref":"#/definitions/DotType"},"color":{"$ref":"#/definitions/HexColor"}}},"backgroundOptions":{"type":"object","required":["color"],"properties":{"color":{"$ref":"#/definitions/HexColor"}}}}},"CreateQrCodeRequest":{"type":"object","description":"The fields of a new QR code. Unknown fields are refused.","required":["targetUrl"],"additionalProperties":false,"properties":{"targetUrl":{"$ref":"#/definitions/TargetUrl"},"customShortId":{"$ref":"#/definitions/CustomShortId"},"qrCodeOptions":{"$ref":"#/definitions/QrCodeOptions"},"expiresAt":{"$ref":"#/definitions/ExpiresAt"},"maxScans":{"$ref":"#/definitions/MaxScans"},"fallbackUrl":{"$ref":"#/definitions/FallbackUrl"},"active":{"type":"boolean","description":"Whether the short link sends scanners to the target; `false` sends them to\n`fallbackUrl` or a `410` page. Defaults to `true`.\n"}}},"UpdateQrCodeRequest":{"type":"object","description":"The fields to change. Unknown fields, and `shortId`, `views`, `createdAt`, are refused.\n`null` clears `expiresAt`, `maxScans` or `fallbackUrl`.\n","additionalProperties":false,"properties":{"targetUrl":{"$ref":"#/definitions/TargetUrl"},"qrCodeOptions":{"$ref":"#/definitions/QrCodeOptions"},"expiresAt":{"$ref":"#/definitions/ExpiresAt"},"maxScans":{"$ref":"#/definitions/MaxScans"},"fallbackUrl":{"$ref":"#/definitions/FallbackUrl"},"active":{"type":"boolean","description":"Whether the short link sends scanners to the target; `false` sends them to\n`fallbackUrl` or a `410` page. Defaults to `true`.\n"}}},"QrCode":{"type":"object","description":"A dynamic QR code.","required":["shortId","qrCodeUrl","editUrl","targetUrl","views","qrCodeOptions","createdAt","updatedAt","expiresAt","maxScans","fallbackUrl","active"],"properties":{"shortId":{"$ref":"#/definitions/ShortId"},"qrCodeUrl":{"type":"string","format":"uri","description":"The public short link, `{site_url}/<shortId>`; the text the QR code encodes."},"editUrl":{"type":"string","format":"uri","description":"The edit page, `{site_url}/qrcode/edit/<shortId>`."},"targetUrl":{"type":"string","format":"uri","description":"Where the short link redirects now."},"views":{"type":"integer","minimum":0,"description":"Human scans of the short link: `GET` requests that were redirected, not `HEAD`,\nprefetches, bots or link previewers. `0` on a new code.\n"},"qrCodeOptions":{"$ref":"#/definitions/ResolvedQrCodeOptions"},"createdAt":{"type":"string","format":"date-time","description":"Creation time, ISO 8601 in UTC with milliseconds."},"updatedAt":{"type":"string","format":"date-time","description":"Last time the target, styling or a lifecycle field changed; equal to `createdAt`\non creation.\n"},"expiresAt":{"$ref":"#/definitions/ExpiresAt"},"maxScans":{"$ref":"#/definitions/MaxScans"},"fallbackUrl":{"$ref":"#/definitions/FallbackUrl"},"active":{"type":"boolean","description":"Whether the owner has the code switched on (`true` unless set to `false`)."}}},"ExpiresAt":{"type":["string","null"],"format":"date-time","description":"When the code stops sending scanners to its target, ISO 8601 (stored in UTC with\nmilliseconds). From that instant on, scans go to `fallbackUrl` or a `410` page.\n`null`: never.\n","examples":["2026-12-31T23:00:00.000Z"]},"MaxScans":{"type":["integer","null"],"minimum":1,"maximum":1000000000,"description":"The number of human views after which the code stops sending scanners to its target.\nThe scan that reaches the limit is still a view and still goes to the target; later\nones go to `fallbackUrl` or a `410` page and count as fallback hits. Exact under\nconcurrent scans. `null`: no limit.\n","examples":[100]},"FallbackUrl":{"type":["string","null"],"format":"uri","description":"Where scanners go when the code is inactive, expired or at its `maxScans`; the same\nrules as `targetUrl`. `null`: such scans get a `410` page saying the code is no\nlonger active.\n","minLength":1,"maxLength":2048,"pattern":"^[Hh][Tt][Tt][Pp][Ss]?://","examples":["https://example.com/offer-ended"]},"BulkCreateRequest":{"type":"object","description":"Up to 100 QR codes to create. Each item is a create body (see `createQrCode`) and is\nvalidated on its own; only an item that is not a JSON object fails the whole request.\n","required":["items"],"additionalProperties":false,"properties":{"items":{"type":"array","minItems":1,"maxItems":100,"description":"The create bodies, 1 to 100.","items":{"type":"object","description":"A create body, as for `createQrCode`; its fields are checked item by item.","additionalProperties":true}}}},"BulkCreateResult":{"type":"object","description":"The outcome of one bulk item.","required":["index","status"],"properties":{"index":{"type":"integer","minimum":0,"description":"The item's position in the request, from 0."},"status":{"type":"integer","description":"The HTTP status `createQrCode` would have answered for this item (`201`, `400`, `409`).","examples":[201]},"qrCode":{"$ref":"#/definitions/QrCode"},"error":{"$ref":"#/definitions/Error"}}},"BulkCreateResponse":{"type":"object","description":"One result per item, in the order of the request.","required":["success","data"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true`; each item says whether it succeeded."},"data":{"type":"array","description":"The results, in the order of the request's items.","items":{"$ref":"#/definitions/BulkCreateResult"}}}},"StatsInterval":{"type":"string","description":"The width of a stats bucket, in UTC.","enum":["hour","day"],"examples":["day"]},"ScanCounts":{"type":"object","description":"Scans of a short link, by kind.","required":["views","botHits","fallbackHits"],"properties":{"views":{"type":"integer","minimum":0,"description":"Human scans sent to the target (they count towards `views` and `maxScans`)."},"botHits":{"type":"integer","minimum":0,"description":"`HEAD` requests, prefetches, bots and link previewers."},"fallbackHits":{"type":"integer","minimum":0,"description":"Human scans of an inactive, expired or exhausted code."}}},"StatsBucket":{"description":"The scans of one hour or one day.","allOf":[{"type":"object","required":["start"],"properties":{"start":{"type":"string","format":"date-time","description":"The start of the bucket, UTC."}}},{"$ref":"#/definitions/ScanCounts"}]},"QrCodeStats":{"type":"object","description":"A code's scans over a time range, bucket by bucket.","required":["success","shortId","interval","from","to","totals","series"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."},"shortId":{"$ref":"#/definitions/ShortId"},"interval":{"$ref":"#/definitions/StatsInterval"},"from":{"type":"string","format":"date-time","description":"The start of the first bucket (the requested `from` rounded down to the interval)."},"to":{"type":"string","format":"date-time","description":"The end of the range (exclusive), as requested."},"totals":{"$ref":"#/definitions/ScanCounts"},"series":{"type":"array","description":"Every bucket of the range in time order, zeros included.","items":{"$ref":"#/definitions/StatsBucket"}}}},"QrCodeResponse":{"description":"A QR code as a single-object response, with `success` at the top level.","allOf":[{"type":"object","required":["success"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."}}},{"$ref":"#/definitions/QrCode"}]},"QrCodeList":{"type":"object","description":"A page of QR codes.","required":["success","data","pagination"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."},"data":{"type":"array","description":"The QR codes of this page, in the requested order.","items":{"$ref":"#/definitions/QrCode"}},"pagination":{"$ref":"#/definitions/Pagination"}}},"Pagination":{"type":"object","description":"Where this page stands in the whole list.","required":["total","limit","offset","hasMore"],"properties":{"total":{"type":"integer","minimum":0,"description":"Number of the caller's QR codes in all."},"limit":{"type":"integer","minimum":1,"maximum":100,"description":"The page size used."},"offset":{"type":"integer","minimum":0,"description":"The number of items skipped."},"hasMore":{"type":"boolean","description":"Whether items follow this page (`offset + data.length < total`)."}}},"SortField":{"type":"string","description":"A field QR codes can be listed by. Ties are ordered by `shortId`.","enum":["createdAt","updatedAt","views"],"examples":["views"]},"SortOrder":{"type":"string","description":"The direction of an order.","enum":["asc","desc"],"examples":["asc"]},"ImageFormat":{"type":"string","description":"The format of a QR code image.","enum":["svg","png"],"examples":["png"]},"ErrorCode":{"type":"string","description":"A stable, machine-readable error code:\n\n| status | error | when |\n|---|---|---|\n| 400 | INVALID_REQUEST | the request is invalid, e.g. `targetUrl` missing |\n| 401 | UNAUTHORIZED | the API key is invalid or missing |\n| 403 | FORBIDDEN | the key may not do this (reserved: v1 keys may do everything their account may) |\n| 404 | NOT_FOUND | the QR code does not exist (for this account) |\n| 409 | CONFLICT | the custom short id is taken |\n| 413 | PAYLOAD_TOO_LARGE | the body is larger than 16 KiB |\n| 415 | UNSUPPORTED_MEDIA_TYPE | the body is not `application/json` |\n| 429 | RATE_LIMITED | too many requests; see `Retry-After` |\n| 500 | INTERNAL_ERROR | the service failed |\n| 503 | SERVICE_UNAVAILABLE | the store cannot commit right now; nothing changed, see `Retry-After` |\n","enum":["INVALID_REQUEST","UNAUTHORIZED","FORBIDDEN","NOT_FOUND","CONFLICT","PAYLOAD_TOO_LARGE","UNSUPPORTED_MEDIA_TYPE","RATE_LIMITED","INTERNAL_ERROR","SERVICE_UNAVAILABLE"]},"Error":{"type":"object","description":"The body of every error response.","required":["error","message"],"properties":{"error":{"$ref":"#/definitions/ErrorCode"},"message":{"type":"string","description":"Human-readable text; the documented cases keep their exact words."},"details":{"type":"array","description":"On validation errors, every problem found, by field.","items":{"$ref":"#/definitions/ErrorDetail"}},"requestId":{"type":"string","description":"The id of the request, as in the `x-request-id` header."}}},"ErrorDetail":{"type":"object","description":"One validation problem.","required":["field","message"],"properties":{"field":{"type":"string","description":"The offending field as a dotted path (`qrCodeOptions.width`), or the query parameter."},"message":{"type":"string","description":"What is wrong with it."}}},"Health":{"type":"object","description":"The state of the process and its store.","required":["status"],"properties":{"status":{"$ref":"#/definitions/HealthStatus"},"store":{"$ref":"#/definitions/StoreKind"}}},"HealthStatus":{"type":"string","description":"`ok` when up (and, for readiness, when the store answers).","enum":["ok","unavailable"],"examples":["ok"]},"StoreKind":{"type":"string","description":"The kind of store, on the readiness probe.","enum":["sqlite","memory","postgres"],"examples":["sqlite"]}}};

function validate16(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
validate16.errors = vErrors;
return errors === 0;
}

export const validateGetQrCodeImageQuery = validate17;
const schema18 = {"type":"object","additionalProperties":false,"properties":{"format":{"type":"string","description":"The format of a QR code image.","enum":["svg","png"],"examples":["png"]}},"required":[],"definitions":{"ShortId":{"type":"string","description":"The short identifier of a QR code; case-sensitive.","minLength":3,"maxLength":64,"pattern":"^[A-Za-z0-9_-]+$","examples":["aZ3kP9qX"]},"CustomShortId":{"type":"string","description":"A caller-chosen short id: 3–64 characters of `[A-Za-z0-9_-]`. Reserved words\n(case-insensitively: api, qrcode, docs, health, healthz, readyz, metrics, static,\nassets, keys, dashboard, login, admin, favicon.ico, robots.txt, .well-known,\nopenapi.json, openapi.yaml) are refused with `400`; an id in use or used before with\n`409`.\n","minLength":3,"maxLength":64,"pattern":"^[A-Za-z0-9_-]+$","examples":["spring-sale"]},"TargetUrl":{"type":"string","format":"uri","description":"The URL the short link redirects to: absolute `http:` or `https:`, at most 2048\ncharacters, without user-info or control characters, and not on the service's own\nshort-link host. Stored and returned in normalised form.\n","minLength":1,"maxLength":2048,"pattern":"^[Hh][Tt][Tt][Pp][Ss]?://","examples":["https://example.com/menu"]},"HexColor":{"type":"string","description":"A colour in hex form `#RRGGBB`; stored in lower case.","pattern":"^#[0-9A-Fa-f]{6}$","examples":["#1a2b3c"]},"DotType":{"type":"string","description":"The shape of the dots, as the qr-code-styling library names them.","enum":["square","dots","rounded","extra-rounded","classy","classy-rounded"],"examples":["rounded"]},"Size":{"type":"integer","description":"A size in pixels, 64 to 4096.","minimum":64,"maximum":4096,"examples":[300]},"QrCodeOptions":{"type":"object","description":"Styling options, named as in the qr-code-styling library. Every field is optional;\na missing field takes its default (300 × 300 px, square black dots on white, square\ncorners in the dots' colour, no margin, error correction Q).\n\nThe dots must be darker than the background, with a contrast ratio of at least 3:1\n(WCAG's ratio for graphical objects): light-on-dark codes do not scan with common\ndecoders, and faint ones fail on paper and in glare. Other pairs are refused with `400`\nnaming the colour (`qrCodeOptions.dotsOptions.color`, or a corner colour).\n","additionalProperties":false,"properties":{"width":{"$ref":"#/definitions/Size"},"height":{"$ref":"#/definitions/Size"},"dotsOptions":{"type":"object","description":"The data dots.","additionalProperties":false,"properties":{"type":{"$ref":"#/definitions/DotType"},"color":{"$ref":"#/definitions/HexColor"}}},"backgroundOptions":{"type":"object","description":"The background.","additionalProperties":false,"properties":{"color":{"$ref":"#/definitions/HexColor"}}},"cornersSquareOptions":{"type":"object","description":"The three big squares in the corners (the finder patterns' outer rings).","additionalProperties":false,"properties":{"type":{"$ref":"#/definitions/CornerSquareType"},"color":{"$ref":"#/definitions/HexColor"}}},"cornersDotOptions":{"type":"object","description":"The dots inside the three corner squares.","additionalProperties":false,"properties":{"type":{"$ref":"#/definitions/CornerDotType"},"color":{"$ref":"#/definitions/HexColor"}}},"margin":{"$ref":"#/definitions/Margin"},"qrOptions":{"type":"object","description":"Options of the QR symbol itself.","additionalProperties":false,"properties":{"errorCorrectionLevel":{"$ref":"#/definitions/ErrorCorrectionLevel"}}}}},"CornerSquareType":{"type":"string","description":"The shape of the corner squares, as qr-code-styling names them. Default `square`.\nqr-code-styling's `dot` rings are not offered: circular finder rings failed to decode in\nour scan tests at several sizes, and every image dynqr serves must scan.\n","enum":["square","extra-rounded"],"examples":["extra-rounded"]},"CornerDotType":{"type":"string","description":"The shape of the dots inside the corner squares. Default `square`.","enum":["square","dot"],"examples":["dot"]},"Margin":{"type":"integer","description":"Empty space around the code in pixels, 0 to 512, default 0. A quiet zone of 4 modules is\nalways kept inside it, so a code scans with any margin.\n","minimum":0,"maximum":512,"examples":[16]},"ErrorCorrectionLevel":{"type":"string","description":"How much of the symbol may be damaged and still read: L 7 %, M 15 %, Q 25 % (default, as\nin qr-code-styling), H 30 %. Higher levels make denser codes.\n","enum":["L","M","Q","H"],"examples":["Q"]},"ResolvedQrCodeOptions":{"type":"object","description":"The stored styling options with every default filled in.","required":["width","height","dotsOptions","backgroundOptions","cornersSquareOptions","cornersDotOptions","margin","qrOptions"],"properties":{"cornersSquareOptions":{"type":"object","required":["type","color"],"properties":{"type":{"$ref":"#/definitions/CornerSquareType"},"color":{"$ref":"#/definitions/HexColor"}}},"cornersDotOptions":{"type":"object","required":["type","color"],"properties":{"type":{"$ref":"#/definitions/CornerDotType"},"color":{"$ref":"#/definitions/HexColor"}}},"margin":{"$ref":"#/definitions/Margin"},"qrOptions":{"type":"object","required":["errorCorrectionLevel"],"properties":{"errorCorrectionLevel":{"$ref":"#/definitions/ErrorCorrectionLevel"}}},"width":{"$ref":"#/definitions/Size"},"height":{"$ref":"#/definitions/Size"},"dotsOptions":{"type":"object","required":["type","color"],"properties":{"type":{"$ref":"#/definitions/DotType"},"color":{"$ref":"#/definitions/HexColor"}}},"backgroundOptions":{"type":"object","required":["color"],"properties":{"color":{"$ref":"#/definitions/HexColor"}}}}},"CreateQrCodeRequest":{"type":"object","description":"The fields of a new QR code. Unknown fields are refused.","required":["targetUrl"],"additionalProperties":false,"properties":{"targetUrl":{"$ref":"#/definitions/TargetUrl"},"customShortId":{"$ref":"#/definitions/CustomShortId"},"qrCodeOptions":{"$ref":"#/definitions/QrCodeOptions"},"expiresAt":{"$ref":"#/definitions/ExpiresAt"},"maxScans":{"$ref":"#/definitions/MaxScans"},"fallbackUrl":{"$ref":"#/definitions/FallbackUrl"},"active":{"type":"boolean","description":"Whether the short link sends scanners to the target; `false` sends them to\n`fallbackUrl` or a `410` page. Defaults to `true`.\n"}}},"UpdateQrCodeRequest":{"type":"object","description":"The fields to change. Unknown fields, and `shortId`, `views`, `createdAt`, are refused.\n`null` clears `expiresAt`, `maxScans` or `fallbackUrl`.\n","additionalProperties":false,"properties":{"targetUrl":{"$ref":"#/definitions/TargetUrl"},"qrCodeOptions":{"$ref":"#/definitions/QrCodeOptions"},"expiresAt":{"$ref":"#/definitions/ExpiresAt"},"maxScans":{"$ref":"#/definitions/MaxScans"},"fallbackUrl":{"$ref":"#/definitions/FallbackUrl"},"active":{"type":"boolean","description":"Whether the short link sends scanners to the target; `false` sends them to\n`fallbackUrl` or a `410` page. Defaults to `true`.\n"}}},"QrCode":{"type":"object","description":"A dynamic QR code.","required":["shortId","qrCodeUrl","editUrl","targetUrl","views","qrCodeOptions","createdAt","updatedAt","expiresAt","maxScans","fallbackUrl","active"],"properties":{"shortId":{"$ref":"#/definitions/ShortId"},"qrCodeUrl":{"type":"string","format":"uri","description":"The public short link, `{site_url}/<shortId>`; the text the QR code encodes."},"editUrl":{"type":"string","format":"uri","description":"The edit page, `{site_url}/qrcode/edit/<shortId>`."},"targetUrl":{"type":"string","format":"uri","description":"Where the short link redirects now."},"views":{"type":"integer","minimum":0,"description":"Human scans of the short link: `GET` requests that were redirected, not `HEAD`,\nprefetches, bots or link previewers. `0` on a new code.\n"},"qrCodeOptions":{"$ref":"#/definitions/ResolvedQrCodeOptions"},"createdAt":{"type":"string","format":"date-time","description":"Creation time, ISO 8601 in UTC with milliseconds."},"updatedAt":{"type":"string","format":"date-time","description":"Last time the target, styling or a lifecycle field changed; equal to `createdAt`\non creation.\n"},"expiresAt":{"$ref":"#/definitions/ExpiresAt"},"maxScans":{"$ref":"#/definitions/MaxScans"},"fallbackUrl":{"$ref":"#/definitions/FallbackUrl"},"active":{"type":"boolean","description":"Whether the owner has the code switched on (`true` unless set to `false`)."}}},"ExpiresAt":{"type":["string","null"],"format":"date-time","description":"When the code stops sending scanners to its target, ISO 8601 (stored in UTC with\nmilliseconds). From that instant on, scans go to `fallbackUrl` or a `410` page.\n`null`: never.\n","examples":["2026-12-31T23:00:00.000Z"]},"MaxScans":{"type":["integer","null"],"minimum":1,"maximum":1000000000,"description":"The number of human views after which the code stops sending scanners to its target.\nThe scan that reaches the limit is still a view and still goes to the target; later\nones go to `fallbackUrl` or a `410` page and count as fallback hits. Exact under\nconcurrent scans. `null`: no limit.\n","examples":[100]},"FallbackUrl":{"type":["string","null"],"format":"uri","description":"Where scanners go when the code is inactive, expired or at its `maxScans`; the same\nrules as `targetUrl`. `null`: such scans get a `410` page saying the code is no\nlonger active.\n","minLength":1,"maxLength":2048,"pattern":"^[Hh][Tt][Tt][Pp][Ss]?://","examples":["https://example.com/offer-ended"]},"BulkCreateRequest":{"type":"object","description":"Up to 100 QR codes to create. Each item is a create body (see `createQrCode`) and is\nvalidated on its own; only an item that is not a JSON object fails the whole request.\n","required":["items"],"additionalProperties":false,"properties":{"items":{"type":"array","minItems":1,"maxItems":100,"description":"The create bodies, 1 to 100.","items":{"type":"object","description":"A create body, as for `createQrCode`; its fields are checked item by item.","additionalProperties":true}}}},"BulkCreateResult":{"type":"object","description":"The outcome of one bulk item.","required":["index","status"],"properties":{"index":{"type":"integer","minimum":0,"description":"The item's position in the request, from 0."},"status":{"type":"integer","description":"The HTTP status `createQrCode` would have answered for this item (`201`, `400`, `409`).","examples":[201]},"qrCode":{"$ref":"#/definitions/QrCode"},"error":{"$ref":"#/definitions/Error"}}},"BulkCreateResponse":{"type":"object","description":"One result per item, in the order of the request.","required":["success","data"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true`; each item says whether it succeeded."},"data":{"type":"array","description":"The results, in the order of the request's items.","items":{"$ref":"#/definitions/BulkCreateResult"}}}},"StatsInterval":{"type":"string","description":"The width of a stats bucket, in UTC.","enum":["hour","day"],"examples":["day"]},"ScanCounts":{"type":"object","description":"Scans of a short link, by kind.","required":["views","botHits","fallbackHits"],"properties":{"views":{"type":"integer","minimum":0,"description":"Human scans sent to the target (they count towards `views` and `maxScans`)."},"botHits":{"type":"integer","minimum":0,"description":"`HEAD` requests, prefetches, bots and link previewers."},"fallbackHits":{"type":"integer","minimum":0,"description":"Human scans of an inactive, expired or exhausted code."}}},"StatsBucket":{"description":"The scans of one hour or one day.","allOf":[{"type":"object","required":["start"],"properties":{"start":{"type":"string","format":"date-time","description":"The start of the bucket, UTC."}}},{"$ref":"#/definitions/ScanCounts"}]},"QrCodeStats":{"type":"object","description":"A code's scans over a time range, bucket by bucket.","required":["success","shortId","interval","from","to","totals","series"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."},"shortId":{"$ref":"#/definitions/ShortId"},"interval":{"$ref":"#/definitions/StatsInterval"},"from":{"type":"string","format":"date-time","description":"The start of the first bucket (the requested `from` rounded down to the interval)."},"to":{"type":"string","format":"date-time","description":"The end of the range (exclusive), as requested."},"totals":{"$ref":"#/definitions/ScanCounts"},"series":{"type":"array","description":"Every bucket of the range in time order, zeros included.","items":{"$ref":"#/definitions/StatsBucket"}}}},"QrCodeResponse":{"description":"A QR code as a single-object response, with `success` at the top level.","allOf":[{"type":"object","required":["success"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."}}},{"$ref":"#/definitions/QrCode"}]},"QrCodeList":{"type":"object","description":"A page of QR codes.","required":["success","data","pagination"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."},"data":{"type":"array","description":"The QR codes of this page, in the requested order.","items":{"$ref":"#/definitions/QrCode"}},"pagination":{"$ref":"#/definitions/Pagination"}}},"Pagination":{"type":"object","description":"Where this page stands in the whole list.","required":["total","limit","offset","hasMore"],"properties":{"total":{"type":"integer","minimum":0,"description":"Number of the caller's QR codes in all."},"limit":{"type":"integer","minimum":1,"maximum":100,"description":"The page size used."},"offset":{"type":"integer","minimum":0,"description":"The number of items skipped."},"hasMore":{"type":"boolean","description":"Whether items follow this page (`offset + data.length < total`)."}}},"SortField":{"type":"string","description":"A field QR codes can be listed by. Ties are ordered by `shortId`.","enum":["createdAt","updatedAt","views"],"examples":["views"]},"SortOrder":{"type":"string","description":"The direction of an order.","enum":["asc","desc"],"examples":["asc"]},"ImageFormat":{"type":"string","description":"The format of a QR code image.","enum":["svg","png"],"examples":["png"]},"ErrorCode":{"type":"string","description":"A stable, machine-readable error code:\n\n| status | error | when |\n|---|---|---|\n| 400 | INVALID_REQUEST | the request is invalid, e.g. `targetUrl` missing |\n| 401 | UNAUTHORIZED | the API key is invalid or missing |\n| 403 | FORBIDDEN | the key may not do this (reserved: v1 keys may do everything their account may) |\n| 404 | NOT_FOUND | the QR code does not exist (for this account) |\n| 409 | CONFLICT | the custom short id is taken |\n| 413 | PAYLOAD_TOO_LARGE | the body is larger than 16 KiB |\n| 415 | UNSUPPORTED_MEDIA_TYPE | the body is not `application/json` |\n| 429 | RATE_LIMITED | too many requests; see `Retry-After` |\n| 500 | INTERNAL_ERROR | the service failed |\n| 503 | SERVICE_UNAVAILABLE | the store cannot commit right now; nothing changed, see `Retry-After` |\n","enum":["INVALID_REQUEST","UNAUTHORIZED","FORBIDDEN","NOT_FOUND","CONFLICT","PAYLOAD_TOO_LARGE","UNSUPPORTED_MEDIA_TYPE","RATE_LIMITED","INTERNAL_ERROR","SERVICE_UNAVAILABLE"]},"Error":{"type":"object","description":"The body of every error response.","required":["error","message"],"properties":{"error":{"$ref":"#/definitions/ErrorCode"},"message":{"type":"string","description":"Human-readable text; the documented cases keep their exact words."},"details":{"type":"array","description":"On validation errors, every problem found, by field.","items":{"$ref":"#/definitions/ErrorDetail"}},"requestId":{"type":"string","description":"The id of the request, as in the `x-request-id` header."}}},"ErrorDetail":{"type":"object","description":"One validation problem.","required":["field","message"],"properties":{"field":{"type":"string","description":"The offending field as a dotted path (`qrCodeOptions.width`), or the query parameter."},"message":{"type":"string","description":"What is wrong with it."}}},"Health":{"type":"object","description":"The state of the process and its store.","required":["status"],"properties":{"status":{"$ref":"#/definitions/HealthStatus"},"store":{"$ref":"#/definitions/StoreKind"}}},"HealthStatus":{"type":"string","description":"`ok` when up (and, for readiness, when the store answers).","enum":["ok","unavailable"],"examples":["ok"]},"StoreKind":{"type":"string","description":"The kind of store, on the readiness probe.","enum":["sqlite","memory","postgres"],"examples":["sqlite"]}}};

function validate17(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
const err2 = {instancePath:instancePath+"/format",schemaPath:"#/properties/format/enum",keyword:"enum",params:{allowedValues: schema18.properties.format.enum},message:"must be equal to one of the allowed values"};
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
validate17.errors = vErrors;
return errors === 0;
}

export const validateFollowShortLinkParams = validate18;
const schema19 = {"type":"object","additionalProperties":false,"properties":{"shortId":{"type":"string","minLength":1,"maxLength":256}},"required":["shortId"],"definitions":{"ShortId":{"type":"string","description":"The short identifier of a QR code; case-sensitive.","minLength":3,"maxLength":64,"pattern":"^[A-Za-z0-9_-]+$","examples":["aZ3kP9qX"]},"CustomShortId":{"type":"string","description":"A caller-chosen short id: 3–64 characters of `[A-Za-z0-9_-]`. Reserved words\n(case-insensitively: api, qrcode, docs, health, healthz, readyz, metrics, static,\nassets, keys, dashboard, login, admin, favicon.ico, robots.txt, .well-known,\nopenapi.json, openapi.yaml) are refused with `400`; an id in use or used before with\n`409`.\n","minLength":3,"maxLength":64,"pattern":"^[A-Za-z0-9_-]+$","examples":["spring-sale"]},"TargetUrl":{"type":"string","format":"uri","description":"The URL the short link redirects to: absolute `http:` or `https:`, at most 2048\ncharacters, without user-info or control characters, and not on the service's own\nshort-link host. Stored and returned in normalised form.\n","minLength":1,"maxLength":2048,"pattern":"^[Hh][Tt][Tt][Pp][Ss]?://","examples":["https://example.com/menu"]},"HexColor":{"type":"string","description":"A colour in hex form `#RRGGBB`; stored in lower case.","pattern":"^#[0-9A-Fa-f]{6}$","examples":["#1a2b3c"]},"DotType":{"type":"string","description":"The shape of the dots, as the qr-code-styling library names them.","enum":["square","dots","rounded","extra-rounded","classy","classy-rounded"],"examples":["rounded"]},"Size":{"type":"integer","description":"A size in pixels, 64 to 4096.","minimum":64,"maximum":4096,"examples":[300]},"QrCodeOptions":{"type":"object","description":"Styling options, named as in the qr-code-styling library. Every field is optional;\na missing field takes its default (300 × 300 px, square black dots on white, square\ncorners in the dots' colour, no margin, error correction Q).\n\nThe dots must be darker than the background, with a contrast ratio of at least 3:1\n(WCAG's ratio for graphical objects): light-on-dark codes do not scan with common\ndecoders, and faint ones fail on paper and in glare. Other pairs are refused with `400`\nnaming the colour (`qrCodeOptions.dotsOptions.color`, or a corner colour).\n","additionalProperties":false,"properties":{"width":{"$ref":"#/definitions/Size"},"height":{"$ref":"#/definitions/Size"},"dotsOptions":{"type":"object","description":"The data dots.","additionalProperties":false,"properties":{"type":{"$ref":"#/definitions/DotType"},"color":{"$ref":"#/definitions/HexColor"}}},"backgroundOptions":{"type":"object","description":"The background.","additionalProperties":false,"properties":{"color":{"$ref":"#/definitions/HexColor"}}},"cornersSquareOptions":{"type":"object","description":"The three big squares in the corners (the finder patterns' outer rings).","additionalProperties":false,"properties":{"type":{"$ref":"#/definitions/CornerSquareType"},"color":{"$ref":"#/definitions/HexColor"}}},"cornersDotOptions":{"type":"object","description":"The dots inside the three corner squares.","additionalProperties":false,"properties":{"type":{"$ref":"#/definitions/CornerDotType"},"color":{"$ref":"#/definitions/HexColor"}}},"margin":{"$ref":"#/definitions/Margin"},"qrOptions":{"type":"object","description":"Options of the QR symbol itself.","additionalProperties":false,"properties":{"errorCorrectionLevel":{"$ref":"#/definitions/ErrorCorrectionLevel"}}}}},"CornerSquareType":{"type":"string","description":"The shape of the corner squares, as qr-code-styling names them. Default `square`.\nqr-code-styling's `dot` rings are not offered: circular finder rings failed to decode in\nour scan tests at several sizes, and every image dynqr serves must scan.\n","enum":["square","extra-rounded"],"examples":["extra-rounded"]},"CornerDotType":{"type":"string","description":"The shape of the dots inside the corner squares. Default `square`.","enum":["square","dot"],"examples":["dot"]},"Margin":{"type":"integer","description":"Empty space around the code in pixels, 0 to 512, default 0. A quiet zone of 4 modules is\nalways kept inside it, so a code scans with any margin.\n","minimum":0,"maximum":512,"examples":[16]},"ErrorCorrectionLevel":{"type":"string","description":"How much of the symbol may be damaged and still read: L 7 %, M 15 %, Q 25 % (default, as\nin qr-code-styling), H 30 %. Higher levels make denser codes.\n","enum":["L","M","Q","H"],"examples":["Q"]},"ResolvedQrCodeOptions":{"type":"object","description":"The stored styling options with every default filled in.","required":["width","height","dotsOptions","backgroundOptions","cornersSquareOptions","cornersDotOptions","margin","qrOptions"],"properties":{"cornersSquareOptions":{"type":"object","required":["type","color"],"properties":{"type":{"$ref":"#/definitions/CornerSquareType"},"color":{"$ref":"#/definitions/HexColor"}}},"cornersDotOptions":{"type":"object","required":["type","color"],"properties":{"type":{"$ref":"#/definitions/CornerDotType"},"color":{"$ref":"#/definitions/HexColor"}}},"margin":{"$ref":"#/definitions/Margin"},"qrOptions":{"type":"object","required":["errorCorrectionLevel"],"properties":{"errorCorrectionLevel":{"$ref":"#/definitions/ErrorCorrectionLevel"}}},"width":{"$ref":"#/definitions/Size"},"height":{"$ref":"#/definitions/Size"},"dotsOptions":{"type":"object","required":["type","color"],"properties":{"type":{"$ref":"#/definitions/DotType"},"color":{"$ref":"#/definitions/HexColor"}}},"backgroundOptions":{"type":"object","required":["color"],"properties":{"color":{"$ref":"#/definitions/HexColor"}}}}},"CreateQrCodeRequest":{"type":"object","description":"The fields of a new QR code. Unknown fields are refused.","required":["targetUrl"],"additionalProperties":false,"properties":{"targetUrl":{"$ref":"#/definitions/TargetUrl"},"customShortId":{"$ref":"#/definitions/CustomShortId"},"qrCodeOptions":{"$ref":"#/definitions/QrCodeOptions"},"expiresAt":{"$ref":"#/definitions/ExpiresAt"},"maxScans":{"$ref":"#/definitions/MaxScans"},"fallbackUrl":{"$ref":"#/definitions/FallbackUrl"},"active":{"type":"boolean","description":"Whether the short link sends scanners to the target; `false` sends them to\n`fallbackUrl` or a `410` page. Defaults to `true`.\n"}}},"UpdateQrCodeRequest":{"type":"object","description":"The fields to change. Unknown fields, and `shortId`, `views`, `createdAt`, are refused.\n`null` clears `expiresAt`, `maxScans` or `fallbackUrl`.\n","additionalProperties":false,"properties":{"targetUrl":{"$ref":"#/definitions/TargetUrl"},"qrCodeOptions":{"$ref":"#/definitions/QrCodeOptions"},"expiresAt":{"$ref":"#/definitions/ExpiresAt"},"maxScans":{"$ref":"#/definitions/MaxScans"},"fallbackUrl":{"$ref":"#/definitions/FallbackUrl"},"active":{"type":"boolean","description":"Whether the short link sends scanners to the target; `false` sends them to\n`fallbackUrl` or a `410` page. Defaults to `true`.\n"}}},"QrCode":{"type":"object","description":"A dynamic QR code.","required":["shortId","qrCodeUrl","editUrl","targetUrl","views","qrCodeOptions","createdAt","updatedAt","expiresAt","maxScans","fallbackUrl","active"],"properties":{"shortId":{"$ref":"#/definitions/ShortId"},"qrCodeUrl":{"type":"string","format":"uri","description":"The public short link, `{site_url}/<shortId>`; the text the QR code encodes."},"editUrl":{"type":"string","format":"uri","description":"The edit page, `{site_url}/qrcode/edit/<shortId>`."},"targetUrl":{"type":"string","format":"uri","description":"Where the short link redirects now."},"views":{"type":"integer","minimum":0,"description":"Human scans of the short link: `GET` requests that were redirected, not `HEAD`,\nprefetches, bots or link previewers. `0` on a new code.\n"},"qrCodeOptions":{"$ref":"#/definitions/ResolvedQrCodeOptions"},"createdAt":{"type":"string","format":"date-time","description":"Creation time, ISO 8601 in UTC with milliseconds."},"updatedAt":{"type":"string","format":"date-time","description":"Last time the target, styling or a lifecycle field changed; equal to `createdAt`\non creation.\n"},"expiresAt":{"$ref":"#/definitions/ExpiresAt"},"maxScans":{"$ref":"#/definitions/MaxScans"},"fallbackUrl":{"$ref":"#/definitions/FallbackUrl"},"active":{"type":"boolean","description":"Whether the owner has the code switched on (`true` unless set to `false`)."}}},"ExpiresAt":{"type":["string","null"],"format":"date-time","description":"When the code stops sending scanners to its target, ISO 8601 (stored in UTC with\nmilliseconds). From that instant on, scans go to `fallbackUrl` or a `410` page.\n`null`: never.\n","examples":["2026-12-31T23:00:00.000Z"]},"MaxScans":{"type":["integer","null"],"minimum":1,"maximum":1000000000,"description":"The number of human views after which the code stops sending scanners to its target.\nThe scan that reaches the limit is still a view and still goes to the target; later\nones go to `fallbackUrl` or a `410` page and count as fallback hits. Exact under\nconcurrent scans. `null`: no limit.\n","examples":[100]},"FallbackUrl":{"type":["string","null"],"format":"uri","description":"Where scanners go when the code is inactive, expired or at its `maxScans`; the same\nrules as `targetUrl`. `null`: such scans get a `410` page saying the code is no\nlonger active.\n","minLength":1,"maxLength":2048,"pattern":"^[Hh][Tt][Tt][Pp][Ss]?://","examples":["https://example.com/offer-ended"]},"BulkCreateRequest":{"type":"object","description":"Up to 100 QR codes to create. Each item is a create body (see `createQrCode`) and is\nvalidated on its own; only an item that is not a JSON object fails the whole request.\n","required":["items"],"additionalProperties":false,"properties":{"items":{"type":"array","minItems":1,"maxItems":100,"description":"The create bodies, 1 to 100.","items":{"type":"object","description":"A create body, as for `createQrCode`; its fields are checked item by item.","additionalProperties":true}}}},"BulkCreateResult":{"type":"object","description":"The outcome of one bulk item.","required":["index","status"],"properties":{"index":{"type":"integer","minimum":0,"description":"The item's position in the request, from 0."},"status":{"type":"integer","description":"The HTTP status `createQrCode` would have answered for this item (`201`, `400`, `409`).","examples":[201]},"qrCode":{"$ref":"#/definitions/QrCode"},"error":{"$ref":"#/definitions/Error"}}},"BulkCreateResponse":{"type":"object","description":"One result per item, in the order of the request.","required":["success","data"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true`; each item says whether it succeeded."},"data":{"type":"array","description":"The results, in the order of the request's items.","items":{"$ref":"#/definitions/BulkCreateResult"}}}},"StatsInterval":{"type":"string","description":"The width of a stats bucket, in UTC.","enum":["hour","day"],"examples":["day"]},"ScanCounts":{"type":"object","description":"Scans of a short link, by kind.","required":["views","botHits","fallbackHits"],"properties":{"views":{"type":"integer","minimum":0,"description":"Human scans sent to the target (they count towards `views` and `maxScans`)."},"botHits":{"type":"integer","minimum":0,"description":"`HEAD` requests, prefetches, bots and link previewers."},"fallbackHits":{"type":"integer","minimum":0,"description":"Human scans of an inactive, expired or exhausted code."}}},"StatsBucket":{"description":"The scans of one hour or one day.","allOf":[{"type":"object","required":["start"],"properties":{"start":{"type":"string","format":"date-time","description":"The start of the bucket, UTC."}}},{"$ref":"#/definitions/ScanCounts"}]},"QrCodeStats":{"type":"object","description":"A code's scans over a time range, bucket by bucket.","required":["success","shortId","interval","from","to","totals","series"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."},"shortId":{"$ref":"#/definitions/ShortId"},"interval":{"$ref":"#/definitions/StatsInterval"},"from":{"type":"string","format":"date-time","description":"The start of the first bucket (the requested `from` rounded down to the interval)."},"to":{"type":"string","format":"date-time","description":"The end of the range (exclusive), as requested."},"totals":{"$ref":"#/definitions/ScanCounts"},"series":{"type":"array","description":"Every bucket of the range in time order, zeros included.","items":{"$ref":"#/definitions/StatsBucket"}}}},"QrCodeResponse":{"description":"A QR code as a single-object response, with `success` at the top level.","allOf":[{"type":"object","required":["success"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."}}},{"$ref":"#/definitions/QrCode"}]},"QrCodeList":{"type":"object","description":"A page of QR codes.","required":["success","data","pagination"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."},"data":{"type":"array","description":"The QR codes of this page, in the requested order.","items":{"$ref":"#/definitions/QrCode"}},"pagination":{"$ref":"#/definitions/Pagination"}}},"Pagination":{"type":"object","description":"Where this page stands in the whole list.","required":["total","limit","offset","hasMore"],"properties":{"total":{"type":"integer","minimum":0,"description":"Number of the caller's QR codes in all."},"limit":{"type":"integer","minimum":1,"maximum":100,"description":"The page size used."},"offset":{"type":"integer","minimum":0,"description":"The number of items skipped."},"hasMore":{"type":"boolean","description":"Whether items follow this page (`offset + data.length < total`)."}}},"SortField":{"type":"string","description":"A field QR codes can be listed by. Ties are ordered by `shortId`.","enum":["createdAt","updatedAt","views"],"examples":["views"]},"SortOrder":{"type":"string","description":"The direction of an order.","enum":["asc","desc"],"examples":["asc"]},"ImageFormat":{"type":"string","description":"The format of a QR code image.","enum":["svg","png"],"examples":["png"]},"ErrorCode":{"type":"string","description":"A stable, machine-readable error code:\n\n| status | error | when |\n|---|---|---|\n| 400 | INVALID_REQUEST | the request is invalid, e.g. `targetUrl` missing |\n| 401 | UNAUTHORIZED | the API key is invalid or missing |\n| 403 | FORBIDDEN | the key may not do this (reserved: v1 keys may do everything their account may) |\n| 404 | NOT_FOUND | the QR code does not exist (for this account) |\n| 409 | CONFLICT | the custom short id is taken |\n| 413 | PAYLOAD_TOO_LARGE | the body is larger than 16 KiB |\n| 415 | UNSUPPORTED_MEDIA_TYPE | the body is not `application/json` |\n| 429 | RATE_LIMITED | too many requests; see `Retry-After` |\n| 500 | INTERNAL_ERROR | the service failed |\n| 503 | SERVICE_UNAVAILABLE | the store cannot commit right now; nothing changed, see `Retry-After` |\n","enum":["INVALID_REQUEST","UNAUTHORIZED","FORBIDDEN","NOT_FOUND","CONFLICT","PAYLOAD_TOO_LARGE","UNSUPPORTED_MEDIA_TYPE","RATE_LIMITED","INTERNAL_ERROR","SERVICE_UNAVAILABLE"]},"Error":{"type":"object","description":"The body of every error response.","required":["error","message"],"properties":{"error":{"$ref":"#/definitions/ErrorCode"},"message":{"type":"string","description":"Human-readable text; the documented cases keep their exact words."},"details":{"type":"array","description":"On validation errors, every problem found, by field.","items":{"$ref":"#/definitions/ErrorDetail"}},"requestId":{"type":"string","description":"The id of the request, as in the `x-request-id` header."}}},"ErrorDetail":{"type":"object","description":"One validation problem.","required":["field","message"],"properties":{"field":{"type":"string","description":"The offending field as a dotted path (`qrCodeOptions.width`), or the query parameter."},"message":{"type":"string","description":"What is wrong with it."}}},"Health":{"type":"object","description":"The state of the process and its store.","required":["status"],"properties":{"status":{"$ref":"#/definitions/HealthStatus"},"store":{"$ref":"#/definitions/StoreKind"}}},"HealthStatus":{"type":"string","description":"`ok` when up (and, for readiness, when the store answers).","enum":["ok","unavailable"],"examples":["ok"]},"StoreKind":{"type":"string","description":"The kind of store, on the readiness probe.","enum":["sqlite","memory","postgres"],"examples":["sqlite"]}}};

function validate18(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
validate18.errors = vErrors;
return errors === 0;
}

export const validateGetEditPageParams = validate19;
const schema20 = {"type":"object","additionalProperties":false,"properties":{"shortId":{"type":"string","minLength":1,"maxLength":256}},"required":["shortId"],"definitions":{"ShortId":{"type":"string","description":"The short identifier of a QR code; case-sensitive.","minLength":3,"maxLength":64,"pattern":"^[A-Za-z0-9_-]+$","examples":["aZ3kP9qX"]},"CustomShortId":{"type":"string","description":"A caller-chosen short id: 3–64 characters of `[A-Za-z0-9_-]`. Reserved words\n(case-insensitively: api, qrcode, docs, health, healthz, readyz, metrics, static,\nassets, keys, dashboard, login, admin, favicon.ico, robots.txt, .well-known,\nopenapi.json, openapi.yaml) are refused with `400`; an id in use or used before with\n`409`.\n","minLength":3,"maxLength":64,"pattern":"^[A-Za-z0-9_-]+$","examples":["spring-sale"]},"TargetUrl":{"type":"string","format":"uri","description":"The URL the short link redirects to: absolute `http:` or `https:`, at most 2048\ncharacters, without user-info or control characters, and not on the service's own\nshort-link host. Stored and returned in normalised form.\n","minLength":1,"maxLength":2048,"pattern":"^[Hh][Tt][Tt][Pp][Ss]?://","examples":["https://example.com/menu"]},"HexColor":{"type":"string","description":"A colour in hex form `#RRGGBB`; stored in lower case.","pattern":"^#[0-9A-Fa-f]{6}$","examples":["#1a2b3c"]},"DotType":{"type":"string","description":"The shape of the dots, as the qr-code-styling library names them.","enum":["square","dots","rounded","extra-rounded","classy","classy-rounded"],"examples":["rounded"]},"Size":{"type":"integer","description":"A size in pixels, 64 to 4096.","minimum":64,"maximum":4096,"examples":[300]},"QrCodeOptions":{"type":"object","description":"Styling options, named as in the qr-code-styling library. Every field is optional;\na missing field takes its default (300 × 300 px, square black dots on white, square\ncorners in the dots' colour, no margin, error correction Q).\n\nThe dots must be darker than the background, with a contrast ratio of at least 3:1\n(WCAG's ratio for graphical objects): light-on-dark codes do not scan with common\ndecoders, and faint ones fail on paper and in glare. Other pairs are refused with `400`\nnaming the colour (`qrCodeOptions.dotsOptions.color`, or a corner colour).\n","additionalProperties":false,"properties":{"width":{"$ref":"#/definitions/Size"},"height":{"$ref":"#/definitions/Size"},"dotsOptions":{"type":"object","description":"The data dots.","additionalProperties":false,"properties":{"type":{"$ref":"#/definitions/DotType"},"color":{"$ref":"#/definitions/HexColor"}}},"backgroundOptions":{"type":"object","description":"The background.","additionalProperties":false,"properties":{"color":{"$ref":"#/definitions/HexColor"}}},"cornersSquareOptions":{"type":"object","description":"The three big squares in the corners (the finder patterns' outer rings).","additionalProperties":false,"properties":{"type":{"$ref":"#/definitions/CornerSquareType"},"color":{"$ref":"#/definitions/HexColor"}}},"cornersDotOptions":{"type":"object","description":"The dots inside the three corner squares.","additionalProperties":false,"properties":{"type":{"$ref":"#/definitions/CornerDotType"},"color":{"$ref":"#/definitions/HexColor"}}},"margin":{"$ref":"#/definitions/Margin"},"qrOptions":{"type":"object","description":"Options of the QR symbol itself.","additionalProperties":false,"properties":{"errorCorrectionLevel":{"$ref":"#/definitions/ErrorCorrectionLevel"}}}}},"CornerSquareType":{"type":"string","description":"The shape of the corner squares, as qr-code-styling names them. Default `square`.\nqr-code-styling's `dot` rings are not offered: circular finder rings failed to decode in\nour scan tests at several sizes, and every image dynqr serves must scan.\n","enum":["square","extra-rounded"],"examples":["extra-rounded"]},"CornerDotType":{"type":"string","description":"The shape of the dots inside the corner squares. Default `square`.","enum":["square","dot"],"examples":["dot"]},"Margin":{"type":"integer","description":"Empty space around the code in pixels, 0 to 512, default 0. A quiet zone of 4 modules is\nalways kept inside it, so a code scans with any margin.\n","minimum":0,"maximum":512,"examples":[16]},"ErrorCorrectionLevel":{"type":"string","description":"How much of the symbol may be damaged and still read: L 7 %, M 15 %, Q 25 % (default, as\nin qr-code-styling), H 30 %. Higher levels make denser codes.\n","enum":["L","M","Q","H"],"examples":["Q"]},"ResolvedQrCodeOptions":{"type":"object","description":"The stored styling options with every default filled in.","required":["width","height","dotsOptions","backgroundOptions","cornersSquareOptions","cornersDotOptions","margin","qrOptions"],"properties":{"cornersSquareOptions":{"type":"object","required":["type","color"],"properties":{"type":{"$ref":"#/definitions/CornerSquareType"},"color":{"$ref":"#/definitions/HexColor"}}},"cornersDotOptions":{"type":"object","required":["type","color"],"properties":{"type":{"$ref":"#/definitions/CornerDotType"},"color":{"$ref":"#/definitions/HexColor"}}},"margin":{"$ref":"#/definitions/Margin"},"qrOptions":{"type":"object","required":["errorCorrectionLevel"],"properties":{"errorCorrectionLevel":{"$ref":"#/definitions/ErrorCorrectionLevel"}}},"width":{"$ref":"#/definitions/Size"},"height":{"$ref":"#/definitions/Size"},"dotsOptions":{"type":"object","required":["type","color"],"properties":{"type":{"$ref":"#/definitions/DotType"},"color":{"$ref":"#/definitions/HexColor"}}},"backgroundOptions":{"type":"object","required":["color"],"properties":{"color":{"$ref":"#/definitions/HexColor"}}}}},"CreateQrCodeRequest":{"type":"object","description":"The fields of a new QR code. Unknown fields are refused.","required":["targetUrl"],"additionalProperties":false,"properties":{"targetUrl":{"$ref":"#/definitions/TargetUrl"},"customShortId":{"$ref":"#/definitions/CustomShortId"},"qrCodeOptions":{"$ref":"#/definitions/QrCodeOptions"},"expiresAt":{"$ref":"#/definitions/ExpiresAt"},"maxScans":{"$ref":"#/definitions/MaxScans"},"fallbackUrl":{"$ref":"#/definitions/FallbackUrl"},"active":{"type":"boolean","description":"Whether the short link sends scanners to the target; `false` sends them to\n`fallbackUrl` or a `410` page. Defaults to `true`.\n"}}},"UpdateQrCodeRequest":{"type":"object","description":"The fields to change. Unknown fields, and `shortId`, `views`, `createdAt`, are refused.\n`null` clears `expiresAt`, `maxScans` or `fallbackUrl`.\n","additionalProperties":false,"properties":{"targetUrl":{"$ref":"#/definitions/TargetUrl"},"qrCodeOptions":{"$ref":"#/definitions/QrCodeOptions"},"expiresAt":{"$ref":"#/definitions/ExpiresAt"},"maxScans":{"$ref":"#/definitions/MaxScans"},"fallbackUrl":{"$ref":"#/definitions/FallbackUrl"},"active":{"type":"boolean","description":"Whether the short link sends scanners to the target; `false` sends them to\n`fallbackUrl` or a `410` page. Defaults to `true`.\n"}}},"QrCode":{"type":"object","description":"A dynamic QR code.","required":["shortId","qrCodeUrl","editUrl","targetUrl","views","qrCodeOptions","createdAt","updatedAt","expiresAt","maxScans","fallbackUrl","active"],"properties":{"shortId":{"$ref":"#/definitions/ShortId"},"qrCodeUrl":{"type":"string","format":"uri","description":"The public short link, `{site_url}/<shortId>`; the text the QR code encodes."},"editUrl":{"type":"string","format":"uri","description":"The edit page, `{site_url}/qrcode/edit/<shortId>`."},"targetUrl":{"type":"string","format":"uri","description":"Where the short link redirects now."},"views":{"type":"integer","minimum":0,"description":"Human scans of the short link: `GET` requests that were redirected, not `HEAD`,\nprefetches, bots or link previewers. `0` on a new code.\n"},"qrCodeOptions":{"$ref":"#/definitions/ResolvedQrCodeOptions"},"createdAt":{"type":"string","format":"date-time","description":"Creation time, ISO 8601 in UTC with milliseconds."},"updatedAt":{"type":"string","format":"date-time","description":"Last time the target, styling or a lifecycle field changed; equal to `createdAt`\non creation.\n"},"expiresAt":{"$ref":"#/definitions/ExpiresAt"},"maxScans":{"$ref":"#/definitions/MaxScans"},"fallbackUrl":{"$ref":"#/definitions/FallbackUrl"},"active":{"type":"boolean","description":"Whether the owner has the code switched on (`true` unless set to `false`)."}}},"ExpiresAt":{"type":["string","null"],"format":"date-time","description":"When the code stops sending scanners to its target, ISO 8601 (stored in UTC with\nmilliseconds). From that instant on, scans go to `fallbackUrl` or a `410` page.\n`null`: never.\n","examples":["2026-12-31T23:00:00.000Z"]},"MaxScans":{"type":["integer","null"],"minimum":1,"maximum":1000000000,"description":"The number of human views after which the code stops sending scanners to its target.\nThe scan that reaches the limit is still a view and still goes to the target; later\nones go to `fallbackUrl` or a `410` page and count as fallback hits. Exact under\nconcurrent scans. `null`: no limit.\n","examples":[100]},"FallbackUrl":{"type":["string","null"],"format":"uri","description":"Where scanners go when the code is inactive, expired or at its `maxScans`; the same\nrules as `targetUrl`. `null`: such scans get a `410` page saying the code is no\nlonger active.\n","minLength":1,"maxLength":2048,"pattern":"^[Hh][Tt][Tt][Pp][Ss]?://","examples":["https://example.com/offer-ended"]},"BulkCreateRequest":{"type":"object","description":"Up to 100 QR codes to create. Each item is a create body (see `createQrCode`) and is\nvalidated on its own; only an item that is not a JSON object fails the whole request.\n","required":["items"],"additionalProperties":false,"properties":{"items":{"type":"array","minItems":1,"maxItems":100,"description":"The create bodies, 1 to 100.","items":{"type":"object","description":"A create body, as for `createQrCode`; its fields are checked item by item.","additionalProperties":true}}}},"BulkCreateResult":{"type":"object","description":"The outcome of one bulk item.","required":["index","status"],"properties":{"index":{"type":"integer","minimum":0,"description":"The item's position in the request, from 0."},"status":{"type":"integer","description":"The HTTP status `createQrCode` would have answered for this item (`201`, `400`, `409`).","examples":[201]},"qrCode":{"$ref":"#/definitions/QrCode"},"error":{"$ref":"#/definitions/Error"}}},"BulkCreateResponse":{"type":"object","description":"One result per item, in the order of the request.","required":["success","data"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true`; each item says whether it succeeded."},"data":{"type":"array","description":"The results, in the order of the request's items.","items":{"$ref":"#/definitions/BulkCreateResult"}}}},"StatsInterval":{"type":"string","description":"The width of a stats bucket, in UTC.","enum":["hour","day"],"examples":["day"]},"ScanCounts":{"type":"object","description":"Scans of a short link, by kind.","required":["views","botHits","fallbackHits"],"properties":{"views":{"type":"integer","minimum":0,"description":"Human scans sent to the target (they count towards `views` and `maxScans`)."},"botHits":{"type":"integer","minimum":0,"description":"`HEAD` requests, prefetches, bots and link previewers."},"fallbackHits":{"type":"integer","minimum":0,"description":"Human scans of an inactive, expired or exhausted code."}}},"StatsBucket":{"description":"The scans of one hour or one day.","allOf":[{"type":"object","required":["start"],"properties":{"start":{"type":"string","format":"date-time","description":"The start of the bucket, UTC."}}},{"$ref":"#/definitions/ScanCounts"}]},"QrCodeStats":{"type":"object","description":"A code's scans over a time range, bucket by bucket.","required":["success","shortId","interval","from","to","totals","series"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."},"shortId":{"$ref":"#/definitions/ShortId"},"interval":{"$ref":"#/definitions/StatsInterval"},"from":{"type":"string","format":"date-time","description":"The start of the first bucket (the requested `from` rounded down to the interval)."},"to":{"type":"string","format":"date-time","description":"The end of the range (exclusive), as requested."},"totals":{"$ref":"#/definitions/ScanCounts"},"series":{"type":"array","description":"Every bucket of the range in time order, zeros included.","items":{"$ref":"#/definitions/StatsBucket"}}}},"QrCodeResponse":{"description":"A QR code as a single-object response, with `success` at the top level.","allOf":[{"type":"object","required":["success"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."}}},{"$ref":"#/definitions/QrCode"}]},"QrCodeList":{"type":"object","description":"A page of QR codes.","required":["success","data","pagination"],"properties":{"success":{"type":"boolean","const":true,"description":"Always `true` on a successful response."},"data":{"type":"array","description":"The QR codes of this page, in the requested order.","items":{"$ref":"#/definitions/QrCode"}},"pagination":{"$ref":"#/definitions/Pagination"}}},"Pagination":{"type":"object","description":"Where this page stands in the whole list.","required":["total","limit","offset","hasMore"],"properties":{"total":{"type":"integer","minimum":0,"description":"Number of the caller's QR codes in all."},"limit":{"type":"integer","minimum":1,"maximum":100,"description":"The page size used."},"offset":{"type":"integer","minimum":0,"description":"The number of items skipped."},"hasMore":{"type":"boolean","description":"Whether items follow this page (`offset + data.length < total`)."}}},"SortField":{"type":"string","description":"A field QR codes can be listed by. Ties are ordered by `shortId`.","enum":["createdAt","updatedAt","views"],"examples":["views"]},"SortOrder":{"type":"string","description":"The direction of an order.","enum":["asc","desc"],"examples":["asc"]},"ImageFormat":{"type":"string","description":"The format of a QR code image.","enum":["svg","png"],"examples":["png"]},"ErrorCode":{"type":"string","description":"A stable, machine-readable error code:\n\n| status | error | when |\n|---|---|---|\n| 400 | INVALID_REQUEST | the request is invalid, e.g. `targetUrl` missing |\n| 401 | UNAUTHORIZED | the API key is invalid or missing |\n| 403 | FORBIDDEN | the key may not do this (reserved: v1 keys may do everything their account may) |\n| 404 | NOT_FOUND | the QR code does not exist (for this account) |\n| 409 | CONFLICT | the custom short id is taken |\n| 413 | PAYLOAD_TOO_LARGE | the body is larger than 16 KiB |\n| 415 | UNSUPPORTED_MEDIA_TYPE | the body is not `application/json` |\n| 429 | RATE_LIMITED | too many requests; see `Retry-After` |\n| 500 | INTERNAL_ERROR | the service failed |\n| 503 | SERVICE_UNAVAILABLE | the store cannot commit right now; nothing changed, see `Retry-After` |\n","enum":["INVALID_REQUEST","UNAUTHORIZED","FORBIDDEN","NOT_FOUND","CONFLICT","PAYLOAD_TOO_LARGE","UNSUPPORTED_MEDIA_TYPE","RATE_LIMITED","INTERNAL_ERROR","SERVICE_UNAVAILABLE"]},"Error":{"type":"object","description":"The body of every error response.","required":["error","message"],"properties":{"error":{"$ref":"#/definitions/ErrorCode"},"message":{"type":"string","description":"Human-readable text; the documented cases keep their exact words."},"details":{"type":"array","description":"On validation errors, every problem found, by field.","items":{"$ref":"#/definitions/ErrorDetail"}},"requestId":{"type":"string","description":"The id of the request, as in the `x-request-id` header."}}},"ErrorDetail":{"type":"object","description":"One validation problem.","required":["field","message"],"properties":{"field":{"type":"string","description":"The offending field as a dotted path (`qrCodeOptions.width`), or the query parameter."},"message":{"type":"string","description":"What is wrong with it."}}},"Health":{"type":"object","description":"The state of the process and its store.","required":["status"],"properties":{"status":{"$ref":"#/definitions/HealthStatus"},"store":{"$ref":"#/definitions/StoreKind"}}},"HealthStatus":{"type":"string","description":"`ok` when up (and, for readiness, when the store answers).","enum":["ok","unavailable"],"examples":["ok"]},"StoreKind":{"type":"string","description":"The kind of store, on the readiness probe.","enum":["sqlite","memory","postgres"],"examples":["sqlite"]}}};

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
