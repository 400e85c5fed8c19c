// File generated from openapi.yaml by `npm run generate`. Do not edit.
/** The contract, openapi.yaml, as data. */
export const openapiDocument: Readonly<Record<string, unknown>> = {
  "openapi": "3.1.0",
  "info": {
    "title": "dynqr — Dynamic QR Code Management API",
    "version": "1.0.0",
    "summary": "Create, change and count dynamic QR codes whose short link can point anywhere.",
    "description": "A dynamic QR code is a short link (`{site_url}/<shortId>`) printed as a QR code. The\nshort link redirects to a target URL that the code's owner can change at any time,\ncounts its views and carries styling options for the printed image.\n\n**Addresses.** `{site_url}` is the public address on which short links and edit pages\nare served; the API lives under `{base_url}` = `{site_url}/api/v1`. Both are\nconfigurable (a deployment may serve short links on a short domain).\n\n**Bodies.** Every request and response body is JSON. Requests that carry a body must\nsend `Content-Type: application/json` (otherwise `415 UNSUPPORTED_MEDIA_TYPE`) and may\nbe at most 16 KiB (otherwise `413 PAYLOAD_TOO_LARGE`). Unknown request fields are\nrejected with `400 INVALID_REQUEST` naming the field, never silently dropped.\n\n**Errors.** Every error is `{\"error\": CODE, \"message\": text}`, with `details` (a list\nof `{field, message}`) on validation errors and the `requestId` of the request. The\nrequest id is also sent as the `x-request-id` header of every response, errors and\nsuccesses alike; quote it when you report a problem.\n\n**Accounts.** Every QR code belongs to the account of the API key that created it.\nAnother account's code is answered exactly as one that does not exist (`404`), for\nevery method.\n\n**Versioning.** The version is carried in the path prefix: `/api/v1`. Changes within\nv1 only add optional request fields, response fields and error details.\n",
    "contact": {
      "name": "dynqr maintainers",
      "url": "https://github.com/dynqr/dynqr"
    },
    "license": {
      "name": "MIT",
      "identifier": "MIT"
    }
  },
  "servers": [
    {
      "url": "{siteUrl}/api/v1",
      "description": "The API under a deployment's public address — production, staging or local (`http://localhost:3000` by default).",
      "variables": {
        "siteUrl": {
          "default": "http://localhost:3000",
          "description": "The public address of the deployment (`PUBLIC_URL`), without a trailing slash."
        }
      },
      "x-internal": false
    }
  ],
  "security": [
    {
      "bearerAuth": []
    }
  ],
  "tags": [
    {
      "name": "QR codes",
      "description": "Create, read, change, list and delete the caller's dynamic QR codes."
    },
    {
      "name": "API keys",
      "description": "The key-management area: the account's keys, with their scopes, last use and expiry.\nNeeds a key with the `keys:manage` scope.\n"
    },
    {
      "name": "Short links",
      "description": "The public pages of `{site_url}`: the short link a QR code encodes and the edit page.\nThese need no API key.\n"
    },
    {
      "name": "Operations",
      "description": "Health and readiness probes for load balancers and orchestrators."
    },
    {
      "name": "Webhooks",
      "description": "Endpoints that hear about changes to the account's QR codes instead of polling. Events\nare signed with the Standard Webhooks scheme (`webhook-id`, `webhook-timestamp`,\n`webhook-signature`), delivered at least once with a stable `webhook-id`, and retried\nwith exponential backoff and jitter for 24 hours. Needs a key with `keys:manage`.\n"
    },
    {
      "name": "Events",
      "description": "The account's events as they happen, as Server-Sent Events (`GET /events`): the same\nevents the webhooks carry, resumable with `Last-Event-ID` for 24 hours. Needs `qrcodes:read`.\n"
    },
    {
      "name": "Assets",
      "description": "Images uploaded to the account for the centre of its codes (`qrCodeOptions.image`):\nPNG, JPEG or SVG up to 512 KiB, never fetched from a URL.\n"
    },
    {
      "name": "Styles",
      "description": "Style templates: named `qrCodeOptions` that the account's codes take by `styleId`.\nChanging a template changes every code that uses it, its images and its ETag.\n"
    },
    {
      "name": "People",
      "description": "Sign-in, sessions, the account's members and their roles, and invitations. People sign\nin on the pages (a session cookie); programs use API keys. Members, invitations, keys and\nwebhooks need `keys:manage` (the `admin` and `owner` roles).\n"
    },
    {
      "name": "Audit",
      "description": "Who changed what and when in the account."
    },
    {
      "name": "Domains",
      "description": "Custom domains: the account's own hostnames, verified with a DNS TXT record, on which its\ncodes are served (`https://<hostname>/<shortId>`). Managing them needs `keys:manage`;\nreading them, `qrcodes:read`.\n"
    },
    {
      "name": "Print",
      "description": "Print runs and the brand of the public pages: sheets of labels and ZIPs of files for a\ncampaign (`POST /print`), and the name, logo and colour a scanner sees on a paused or\nexpired code (`/account/brand`).\n"
    }
  ],
  "paths": {
    "/qrcode": {
      "post": {
        "operationId": "createQrCode",
        "summary": "Create a QR code",
        "description": "Creates a dynamic QR code owned by the caller's account and answers with it.\n\n- `targetUrl` is required: an absolute `http:` or `https:` URL of at most 2048\n  characters. It is stored in its normalised form (lower-case scheme and host,\n  default port removed). Other schemes (`javascript:`, `data:`, `file:` …), URLs\n  with user-info (`user:pass@`), control characters and targets on the service's\n  own short-link host (any port) or on the machine itself (`localhost`, 127.0.0.0/8,\n  `::1`, `0.0.0.0`: a redirect loop) are refused with `400`.\n- `customShortId` is optional: 3–64 characters of `A–Z a–z 0–9 _ -`; short links are\n  case-sensitive. Reserved words (compared case-insensitively: `api`, `qrcode`,\n  `docs`, `health`, `healthz`, `readyz`, `metrics`, `static`, `assets`, `keys`,\n  `dashboard`, `login`, `admin`, `favicon.ico`, `robots.txt`, `.well-known`,\n  `openapi.json`, `openapi.yaml`) are refused with `400`. An id already in use — by\n  anyone, or ever used before and deleted — is refused with `409 CONFLICT`: a\n  printed code never starts pointing at somebody else's target.\n- Without `customShortId` the service generates 8 characters of `[0-9A-Za-z]` from a\n  cryptographic random source.\n- `qrCodeOptions` is optional; missing options take their defaults, and the response\n  carries the stored options with every default filled in.\n- `styleId` is optional: a style template of the account (`/styles`) whose options the\n  code is drawn with instead of its own; the response carries `styleId` and the\n  template's options. Send `styleId` or `qrCodeOptions`, not both (`400`); an id that is\n  not one of the account's templates is `400` naming `styleId`.\n\n`views` is `0` and `updatedAt` equals `createdAt` on a new code.\n\nAn account holds at most `MAX_CODES_PER_ACCOUNT` live codes (100,000 by default):\nbeyond it the create is `409 LIMIT_REACHED` (in a bulk create, each item beyond it).\nA styling with a logo is drawn and decoded with the code's own short link (a generated\nid is picked before the check), and that draw is charged to the account's render budget\nat its real pixels (`429` with `Retry-After` when spent, nothing stored). One request\nmakes at most `SCAN_GUARD_DRAWS_PER_REQUEST` scan-guard draws (200 by default).\n\nNot idempotent: retrying a create whose answer was lost may create a second code\n(with `customShortId`, a retry answers `409` instead).\n",
        "tags": [
          "QR codes"
        ],
        "security": [
          {
            "bearerAuth": [
              "qrcodes:write"
            ]
          },
          {
            "sessionCookie": [
              "qrcodes:write"
            ]
          }
        ],
        "parameters": [
          {
            "$ref": "#/components/parameters/IdempotencyKey"
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/CreateQrCodeRequest"
              },
              "examples": {
                "minimal": {
                  "summary": "Only the target",
                  "value": {
                    "targetUrl": "https://example.com/menu"
                  }
                },
                "custom": {
                  "summary": "A chosen short id and styling",
                  "value": {
                    "targetUrl": "https://shop.example.com/spring-sale?utm_source=poster",
                    "customShortId": "spring-sale",
                    "qrCodeOptions": {
                      "width": 512,
                      "height": 512,
                      "dotsOptions": {
                        "type": "rounded",
                        "color": "#1a2b3c"
                      },
                      "backgroundOptions": {
                        "color": "#ffffff"
                      }
                    }
                  }
                },
                "limited": {
                  "summary": "A code that stops after a date or a number of scans",
                  "value": {
                    "targetUrl": "https://example.com/contest",
                    "expiresAt": "2026-12-31T23:00:00.000Z",
                    "maxScans": 100,
                    "scanLimitCounts": "uniqueViews",
                    "fallbackUrl": "https://example.com/contest-closed",
                    "title": "Contest flyer"
                  }
                },
                "styled": {
                  "summary": "A code drawn with one of the account's style templates",
                  "value": {
                    "targetUrl": "https://shop.example.com/spring-sale",
                    "styleId": "sty_5c1e9a7b3d2f4e80"
                  }
                },
                "appStores": {
                  "summary": "One code for both app stores, a website for everyone else",
                  "value": {
                    "targetUrl": "https://example.com/app",
                    "rules": [
                      {
                        "if": {
                          "os": "iOS"
                        },
                        "targetUrl": "https://apps.apple.com/app/id123456789"
                      },
                      {
                        "if": {
                          "os": "Android"
                        },
                        "targetUrl": "https://play.google.com/store/apps/details?id=com.example.app"
                      }
                    ],
                    "utm": {
                      "source": "qr",
                      "medium": "print"
                    }
                  }
                },
                "abTest": {
                  "summary": "Half the visitors to each landing page, staff behind a password",
                  "value": {
                    "targetUrl": "https://example.com/landing",
                    "variants": [
                      {
                        "targetUrl": "https://example.com/landing-a",
                        "weight": 50
                      },
                      {
                        "targetUrl": "https://example.com/landing-b",
                        "weight": 50
                      }
                    ],
                    "password": "staff-only-2026",
                    "forwardQuery": true
                  }
                }
              }
            }
          }
        },
        "responses": {
          "201": {
            "description": "Created. The body is the new QR code.",
            "headers": {
              "x-request-id": {
                "$ref": "#/components/headers/RequestId"
              },
              "RateLimit-Policy": {
                "$ref": "#/components/headers/RateLimitPolicy"
              },
              "RateLimit": {
                "$ref": "#/components/headers/RateLimit"
              },
              "Location": {
                "description": "The API address of the new QR code.",
                "schema": {
                  "type": "string",
                  "format": "uri",
                  "maxLength": 2048
                }
              },
              "ETag": {
                "$ref": "#/components/headers/ETag"
              },
              "Access-Control-Allow-Origin": {
                "$ref": "#/components/headers/Access-Control-Allow-Origin"
              }
            },
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/QrCodeResponse"
                },
                "examples": {
                  "created": {
                    "summary": "A new code with default styling",
                    "value": {
                      "success": true,
                      "shortId": "aZ3kP9qX",
                      "qrCodeUrl": "http://localhost:3000/aZ3kP9qX",
                      "editUrl": "http://localhost:3000/qrcode/edit/aZ3kP9qX",
                      "targetUrl": "https://example.com/menu",
                      "views": 0,
                      "expiresAt": null,
                      "maxScans": null,
                      "scanLimitCounts": "views",
                      "rules": [],
                      "variants": [],
                      "hasPassword": false,
                      "forwardQuery": false,
                      "utm": null,
                      "fallbackUrl": null,
                      "active": true,
                      "title": "Menu — table tent 4",
                      "styleId": null,
                      "tags": [],
                      "qrCodeOptions": {
                        "width": 300,
                        "height": 300,
                        "dotsOptions": {
                          "type": "square",
                          "color": "#000000"
                        },
                        "backgroundOptions": {
                          "color": "#ffffff"
                        },
                        "cornersSquareOptions": {
                          "type": "square",
                          "color": "#000000"
                        },
                        "cornersDotOptions": {
                          "type": "square",
                          "color": "#000000"
                        },
                        "margin": 0,
                        "qrOptions": {
                          "errorCorrectionLevel": "Q"
                        }
                      },
                      "createdAt": "2026-11-22T09:30:00.000Z",
                      "updatedAt": "2026-11-22T09:30:00.000Z"
                    }
                  }
                }
              }
            },
            "links": {
              "GetQrCode": {
                "operationId": "getQrCode",
                "parameters": {
                  "shortId": "$response.body#/shortId"
                },
                "description": "Gets the code just created."
              },
              "UpdateQrCode": {
                "operationId": "updateQrCode",
                "parameters": {
                  "shortId": "$response.body#/shortId"
                },
                "description": "Changes the code just created."
              },
              "DeleteQrCode": {
                "operationId": "deleteQrCode",
                "parameters": {
                  "shortId": "$response.body#/shortId"
                },
                "description": "Deletes the code just created."
              },
              "GetQrCodeImage": {
                "operationId": "getQrCodeImage",
                "parameters": {
                  "shortId": "$response.body#/shortId"
                },
                "description": "Draws the code just created."
              },
              "FollowShortLink": {
                "operationId": "followShortLink",
                "parameters": {
                  "shortId": "$response.body#/shortId"
                },
                "description": "Scans the code just created."
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/InvalidCreateRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "403": {
            "$ref": "#/components/responses/Forbidden"
          },
          "409": {
            "$ref": "#/components/responses/Conflict"
          },
          "413": {
            "$ref": "#/components/responses/PayloadTooLarge"
          },
          "415": {
            "$ref": "#/components/responses/UnsupportedMediaType"
          },
          "422": {
            "$ref": "#/components/responses/CreateUnprocessable"
          },
          "429": {
            "$ref": "#/components/responses/RateLimited"
          },
          "500": {
            "$ref": "#/components/responses/InternalError"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      },
      "get": {
        "operationId": "listQrCodes",
        "summary": "List all QR codes",
        "description": "Lists the QR codes of the caller's account, a page at a time.\n\nItems are ordered by `sort` in `order`; codes with equal sort keys are ordered by\n`shortId`, so walking the pages with `offset += limit` never repeats or skips a code\nwhile nothing changes. `pagination.hasMore` says whether a further page exists.\n\n`q` keeps only the codes whose `targetUrl` or `shortId` contains it, ignoring case;\n`pagination.total` then counts the matching codes. `tag` keeps only the codes that carry\nthat tag (compared case-insensitively); several `tag` parameters keep the codes that\ncarry any of them (a campaign is a tag).\n\nA malformed or out-of-range parameter (`limit` outside 1–100, a negative `offset`,\nan unknown `sort` or `order`, an unknown parameter) is refused with `400` naming the\nparameter.\n",
        "tags": [
          "QR codes"
        ],
        "security": [
          {
            "bearerAuth": [
              "qrcodes:read"
            ]
          },
          {
            "sessionCookie": [
              "qrcodes:read"
            ]
          }
        ],
        "parameters": [
          {
            "$ref": "#/components/parameters/Limit"
          },
          {
            "$ref": "#/components/parameters/Offset"
          },
          {
            "$ref": "#/components/parameters/Sort"
          },
          {
            "$ref": "#/components/parameters/Order"
          },
          {
            "$ref": "#/components/parameters/Query"
          },
          {
            "$ref": "#/components/parameters/ActiveFilter"
          },
          {
            "$ref": "#/components/parameters/TagFilter"
          }
        ],
        "responses": {
          "200": {
            "description": "A page of the caller's QR codes.",
            "headers": {
              "x-request-id": {
                "$ref": "#/components/headers/RequestId"
              },
              "RateLimit-Policy": {
                "$ref": "#/components/headers/RateLimitPolicy"
              },
              "RateLimit": {
                "$ref": "#/components/headers/RateLimit"
              },
              "Access-Control-Allow-Origin": {
                "$ref": "#/components/headers/Access-Control-Allow-Origin"
              }
            },
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/QrCodeList"
                },
                "examples": {
                  "firstPage": {
                    "summary": "The first page, two codes in all",
                    "value": {
                      "success": true,
                      "data": [
                        {
                          "shortId": "spring-sale",
                          "qrCodeUrl": "http://localhost:3000/spring-sale",
                          "editUrl": "http://localhost:3000/qrcode/edit/spring-sale",
                          "targetUrl": "https://shop.example.com/spring-sale?utm_source=poster",
                          "views": 1342,
                          "expiresAt": "2026-12-31T23:00:00.000Z",
                          "maxScans": 5000,
                          "scanLimitCounts": "views",
                          "rules": [],
                          "variants": [],
                          "hasPassword": false,
                          "forwardQuery": false,
                          "utm": null,
                          "fallbackUrl": "https://shop.example.com/",
                          "active": true,
                          "title": "Spring sale poster",
                          "styleId": null,
                          "tags": [
                            "spring-2026",
                            "poster"
                          ],
                          "qrCodeOptions": {
                            "width": 512,
                            "height": 512,
                            "dotsOptions": {
                              "type": "rounded",
                              "color": "#1a2b3c"
                            },
                            "backgroundOptions": {
                              "color": "#ffffff"
                            },
                            "cornersSquareOptions": {
                              "type": "square",
                              "color": "#1a2b3c"
                            },
                            "cornersDotOptions": {
                              "type": "square",
                              "color": "#1a2b3c"
                            },
                            "margin": 0,
                            "qrOptions": {
                              "errorCorrectionLevel": "Q"
                            }
                          },
                          "createdAt": "2026-11-21T16:05:12.412Z",
                          "updatedAt": "2026-11-22T08:00:41.007Z"
                        },
                        {
                          "shortId": "aZ3kP9qX",
                          "qrCodeUrl": "http://localhost:3000/aZ3kP9qX",
                          "editUrl": "http://localhost:3000/qrcode/edit/aZ3kP9qX",
                          "targetUrl": "https://example.com/menu",
                          "views": 87,
                          "expiresAt": null,
                          "maxScans": null,
                          "scanLimitCounts": "views",
                          "rules": [],
                          "variants": [],
                          "hasPassword": false,
                          "forwardQuery": false,
                          "utm": null,
                          "fallbackUrl": null,
                          "active": true,
                          "title": "Menu — table tent 4",
                          "styleId": null,
                          "tags": [],
                          "qrCodeOptions": {
                            "width": 300,
                            "height": 300,
                            "dotsOptions": {
                              "type": "square",
                              "color": "#000000"
                            },
                            "backgroundOptions": {
                              "color": "#ffffff"
                            },
                            "cornersSquareOptions": {
                              "type": "square",
                              "color": "#000000"
                            },
                            "cornersDotOptions": {
                              "type": "square",
                              "color": "#000000"
                            },
                            "margin": 0,
                            "qrOptions": {
                              "errorCorrectionLevel": "Q"
                            }
                          },
                          "createdAt": "2026-11-20T10:00:00.000Z",
                          "updatedAt": "2026-11-20T10:00:00.000Z"
                        }
                      ],
                      "pagination": {
                        "total": 2,
                        "limit": 20,
                        "offset": 0,
                        "hasMore": false
                      }
                    }
                  }
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/InvalidListRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "403": {
            "$ref": "#/components/responses/Forbidden"
          },
          "429": {
            "$ref": "#/components/responses/RateLimited"
          },
          "500": {
            "$ref": "#/components/responses/InternalError"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/qrcode/bulk": {
      "post": {
        "operationId": "bulkCreateQrCodes",
        "summary": "Create many QR codes",
        "description": "Creates 1 to 100 QR codes in one request. Each item is a `createQrCode` body; the answer\nis `200` with one result per item, in order, carrying the status `createQrCode` would\nhave answered (`201` with `qrCode`, or `400` / `409` with `error`). Every item is\nchecked first; the items that pass are then stored all together or not at all, in one\ncommit: an item whose `customShortId` is taken gets its `409` and the others are stored,\nwhile a store that cannot commit (`503`) stores none of them, so a retry never finds\nhalf a bulk. Send an `Idempotency-Key` to retry safely: the `200` is kept in that same\ncommit and replayed. Only a malformed envelope (no `items`, not 1–100 of them, an item\nthat is not an object) fails the whole request with `400`. The body may be at most 1 MiB.\n\nEvery item's scan-guard draw is charged to the account's render budget at its real\npixels; a bulk create that would exceed it is `429` with `Retry-After` as a whole, and\nnone of its items is stored. The items share one request's scan-guard draws\n(`SCAN_GUARD_DRAWS_PER_REQUEST`, 200 by default): each item is drawn at least once; once\nthey are spent, a refused item's `422` names `qrCodeOptions.width` instead of the part\nthat broke it.\n",
        "tags": [
          "QR codes"
        ],
        "security": [
          {
            "bearerAuth": [
              "qrcodes:write"
            ]
          },
          {
            "sessionCookie": [
              "qrcodes:write"
            ]
          }
        ],
        "parameters": [
          {
            "$ref": "#/components/parameters/IdempotencyKey"
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/BulkCreateRequest"
              },
              "examples": {
                "two": {
                  "summary": "Two codes, the second with a taken id",
                  "value": {
                    "items": [
                      {
                        "targetUrl": "https://example.com/menu"
                      },
                      {
                        "targetUrl": "https://example.com/drinks",
                        "customShortId": "spring-sale"
                      }
                    ]
                  }
                }
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "One result per item, in the order of the request.",
            "headers": {
              "x-request-id": {
                "$ref": "#/components/headers/RequestId"
              },
              "RateLimit-Policy": {
                "$ref": "#/components/headers/RateLimitPolicy"
              },
              "RateLimit": {
                "$ref": "#/components/headers/RateLimit"
              },
              "Access-Control-Allow-Origin": {
                "$ref": "#/components/headers/Access-Control-Allow-Origin"
              }
            },
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/BulkCreateResponse"
                },
                "examples": {
                  "mixed": {
                    "summary": "One created, one refused",
                    "value": {
                      "success": true,
                      "data": [
                        {
                          "index": 0,
                          "status": 201,
                          "qrCode": {
                            "shortId": "aZ3kP9qX",
                            "qrCodeUrl": "http://localhost:3000/aZ3kP9qX",
                            "editUrl": "http://localhost:3000/qrcode/edit/aZ3kP9qX",
                            "targetUrl": "https://example.com/menu",
                            "views": 0,
                            "expiresAt": null,
                            "maxScans": null,
                            "scanLimitCounts": "views",
                            "rules": [],
                            "variants": [],
                            "hasPassword": false,
                            "forwardQuery": false,
                            "utm": null,
                            "fallbackUrl": null,
                            "active": true,
                            "title": "Menu — table tent 4",
                            "styleId": null,
                            "tags": [],
                            "qrCodeOptions": {
                              "width": 300,
                              "height": 300,
                              "dotsOptions": {
                                "type": "square",
                                "color": "#000000"
                              },
                              "backgroundOptions": {
                                "color": "#ffffff"
                              },
                              "cornersSquareOptions": {
                                "type": "square",
                                "color": "#000000"
                              },
                              "cornersDotOptions": {
                                "type": "square",
                                "color": "#000000"
                              },
                              "margin": 0,
                              "qrOptions": {
                                "errorCorrectionLevel": "Q"
                              }
                            },
                            "createdAt": "2026-11-22T09:30:00.000Z",
                            "updatedAt": "2026-11-22T09:30:00.000Z"
                          }
                        },
                        {
                          "index": 1,
                          "status": 409,
                          "error": {
                            "error": "CONFLICT",
                            "message": "customShortId \"spring-sale\" is already taken",
                            "details": [
                              {
                                "field": "customShortId",
                                "message": "customShortId \"spring-sale\" is already taken"
                              }
                            ]
                          }
                        }
                      ]
                    }
                  }
                }
              }
            }
          },
          "400": {
            "description": "The envelope is malformed (no `items`, or not 1–100 of them).",
            "headers": {
              "x-request-id": {
                "$ref": "#/components/headers/RequestId"
              },
              "RateLimit-Policy": {
                "$ref": "#/components/headers/RateLimitPolicy"
              },
              "RateLimit": {
                "$ref": "#/components/headers/RateLimit"
              },
              "Access-Control-Allow-Origin": {
                "$ref": "#/components/headers/Access-Control-Allow-Origin"
              }
            },
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                },
                "examples": {
                  "empty": {
                    "summary": "No items",
                    "value": {
                      "error": "INVALID_REQUEST",
                      "message": "items must NOT have fewer than 1 items",
                      "details": [
                        {
                          "field": "items",
                          "message": "items must NOT have fewer than 1 items"
                        }
                      ],
                      "requestId": "req-7f3a9c2e5b"
                    }
                  }
                }
              }
            }
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "403": {
            "$ref": "#/components/responses/Forbidden"
          },
          "409": {
            "$ref": "#/components/responses/IdempotencyInFlight"
          },
          "413": {
            "$ref": "#/components/responses/PayloadTooLarge"
          },
          "415": {
            "$ref": "#/components/responses/UnsupportedMediaType"
          },
          "422": {
            "$ref": "#/components/responses/IdempotencyKeyReused"
          },
          "429": {
            "$ref": "#/components/responses/RateLimited"
          },
          "500": {
            "$ref": "#/components/responses/InternalError"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      },
      "patch": {
        "operationId": "bulkUpdateQrCodes",
        "summary": "Change many QR codes",
        "description": "Changes 1 to 100 of the caller's QR codes in one request: retarget, pause or rename\nseveral at once. Each item names a code by `shortId` and carries the fields of an\n`updateQrCode` body; `ifMatch` makes that item conditional on the code's `ETag`, as the\n`If-Match` header does for one code. The answer is `200` with one result per item, in\norder, carrying the status `updateQrCode` would have answered (`200` with `qrCode`, or\n`400` / `404` / `412` / `422` with `error`). Every item is checked first; the items that\npass are then changed, in order, all together or not at all, in one commit, like a bulk\ncreate: an item whose code is gone (`404`) or whose `ifMatch` no longer holds (`412`)\ngets that result and the others are changed, while a store that cannot commit (`503`)\nchanges none of them, so a retry never finds half a bulk. Send an `Idempotency-Key` to\nretry safely: the `200` is kept in that same commit and replayed. Only a malformed\nenvelope (no `items`, not 1–100 of them, an item that is not an object) fails the whole\nrequest with `400`. The body may be at most 1 MiB.\n",
        "tags": [
          "QR codes"
        ],
        "security": [
          {
            "bearerAuth": [
              "qrcodes:write"
            ]
          },
          {
            "sessionCookie": [
              "qrcodes:write"
            ]
          }
        ],
        "parameters": [
          {
            "$ref": "#/components/parameters/IdempotencyKey"
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/BulkUpdateRequest"
              },
              "examples": {
                "pauseTwo": {
                  "summary": "Pause one code, retarget another only if unchanged",
                  "value": {
                    "items": [
                      {
                        "shortId": "spring-sale",
                        "active": false
                      },
                      {
                        "shortId": "aZ3kP9qX",
                        "targetUrl": "https://example.com/summer-menu",
                        "ifMatch": "\"Y2FjaGVkLWV0YWctb2YtdGhlLWNvZGU\""
                      }
                    ]
                  }
                }
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "One result per item, in the order of the request.",
            "headers": {
              "x-request-id": {
                "$ref": "#/components/headers/RequestId"
              },
              "RateLimit-Policy": {
                "$ref": "#/components/headers/RateLimitPolicy"
              },
              "RateLimit": {
                "$ref": "#/components/headers/RateLimit"
              },
              "Access-Control-Allow-Origin": {
                "$ref": "#/components/headers/Access-Control-Allow-Origin"
              }
            },
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/BulkChangeResponse"
                },
                "examples": {
                  "mixed": {
                    "summary": "One paused, one unknown",
                    "value": {
                      "success": true,
                      "data": [
                        {
                          "index": 0,
                          "shortId": "spring-sale",
                          "status": 200,
                          "qrCode": {
                            "shortId": "spring-sale",
                            "qrCodeUrl": "http://localhost:3000/spring-sale",
                            "editUrl": "http://localhost:3000/qrcode/edit/spring-sale",
                            "targetUrl": "https://shop.example.com/spring-sale",
                            "views": 12,
                            "expiresAt": null,
                            "maxScans": null,
                            "scanLimitCounts": "views",
                            "rules": [],
                            "variants": [],
                            "hasPassword": false,
                            "forwardQuery": false,
                            "utm": null,
                            "fallbackUrl": null,
                            "active": false,
                            "title": null,
                            "styleId": null,
                            "tags": [],
                            "qrCodeOptions": {
                              "width": 300,
                              "height": 300,
                              "dotsOptions": {
                                "type": "square",
                                "color": "#000000"
                              },
                              "backgroundOptions": {
                                "color": "#ffffff"
                              },
                              "cornersSquareOptions": {
                                "type": "square",
                                "color": "#000000"
                              },
                              "cornersDotOptions": {
                                "type": "square",
                                "color": "#000000"
                              },
                              "margin": 0,
                              "qrOptions": {
                                "errorCorrectionLevel": "Q"
                              }
                            },
                            "createdAt": "2026-11-20T10:00:00.000Z",
                            "updatedAt": "2026-11-22T09:30:00.000Z"
                          }
                        },
                        {
                          "index": 1,
                          "shortId": "aZ3kP9qX",
                          "status": 404,
                          "error": {
                            "error": "NOT_FOUND",
                            "message": "QR code not found"
                          }
                        }
                      ]
                    }
                  }
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/InvalidBulkChange"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "403": {
            "$ref": "#/components/responses/Forbidden"
          },
          "409": {
            "$ref": "#/components/responses/IdempotencyInFlight"
          },
          "413": {
            "$ref": "#/components/responses/PayloadTooLarge"
          },
          "415": {
            "$ref": "#/components/responses/UnsupportedMediaType"
          },
          "422": {
            "$ref": "#/components/responses/IdempotencyKeyReused"
          },
          "429": {
            "$ref": "#/components/responses/RateLimited"
          },
          "500": {
            "$ref": "#/components/responses/InternalError"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      },
      "delete": {
        "operationId": "bulkDeleteQrCodes",
        "summary": "Delete many QR codes",
        "description": "Deletes 1 to 100 of the caller's QR codes, named in `shortIds` (comma-separated), as\n`deleteQrCode` would: the answer is `200` with one result per id, in order (`204`, or\n`404` with `error` for a code that is not the caller's or is gone). The codes are\ndeleted all together or not at all, in one commit: a store that cannot commit (`503`)\ndeletes none of them, so a retry never reports `404` for codes a failed attempt deleted.\nWith an `Idempotency-Key` the `200` is kept in that same commit and replayed. More than\n100 ids, or an empty list, fails the whole request with `400`.\n",
        "tags": [
          "QR codes"
        ],
        "security": [
          {
            "bearerAuth": [
              "qrcodes:write"
            ]
          },
          {
            "sessionCookie": [
              "qrcodes:write"
            ]
          }
        ],
        "parameters": [
          {
            "name": "shortIds",
            "in": "query",
            "required": true,
            "description": "The short ids to delete, comma-separated, 1 to 100 of them, each at most 64\ncharacters (no code has a longer one): a longer one is `400`.\n",
            "schema": {
              "type": "string",
              "minLength": 1,
              "maxLength": 6600,
              "pattern": "^[A-Za-z0-9_-]{1,64}(,[A-Za-z0-9_-]{1,64})*$"
            },
            "examples": {
              "two": {
                "summary": "Two codes",
                "value": "spring-sale,aZ3kP9qX"
              }
            }
          },
          {
            "$ref": "#/components/parameters/IdempotencyKey"
          }
        ],
        "responses": {
          "200": {
            "description": "One result per id, in the order of `shortIds`.",
            "headers": {
              "x-request-id": {
                "$ref": "#/components/headers/RequestId"
              },
              "RateLimit-Policy": {
                "$ref": "#/components/headers/RateLimitPolicy"
              },
              "RateLimit": {
                "$ref": "#/components/headers/RateLimit"
              },
              "Access-Control-Allow-Origin": {
                "$ref": "#/components/headers/Access-Control-Allow-Origin"
              }
            },
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/BulkChangeResponse"
                },
                "examples": {
                  "mixed": {
                    "summary": "One deleted, one unknown",
                    "value": {
                      "success": true,
                      "data": [
                        {
                          "index": 0,
                          "shortId": "spring-sale",
                          "status": 204
                        },
                        {
                          "index": 1,
                          "shortId": "aZ3kP9qX",
                          "status": 404,
                          "error": {
                            "error": "NOT_FOUND",
                            "message": "QR code not found"
                          }
                        }
                      ]
                    }
                  }
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/InvalidBulkChange"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "403": {
            "$ref": "#/components/responses/Forbidden"
          },
          "409": {
            "$ref": "#/components/responses/IdempotencyInFlight"
          },
          "422": {
            "$ref": "#/components/responses/IdempotencyKeyReused"
          },
          "429": {
            "$ref": "#/components/responses/RateLimited"
          },
          "500": {
            "$ref": "#/components/responses/InternalError"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/qrcode/export": {
      "get": {
        "operationId": "exportQrCodes",
        "summary": "Export every QR code",
        "description": "Streams all of the caller's QR codes, oldest first (ties by `shortId`), in one answer of\nany length: CSV when `Accept` names `text/csv`, otherwise NDJSON (one `QrCode` object per\nline). The server reads the store a page at a time while it writes, so a large account\ncosts no more memory than a small one. `q`, `active` and `tag` filter as the list's do. An\naccount streams at most 2 exports at once (per server instance); one more is\n`429 RATE_LIMITED` with `Retry-After` until one of them ends.\n\nCSV columns, in order: `shortId`, `targetUrl`, `title`, `active`, `expiresAt`,\n`maxScans`, `fallbackUrl`, `views`, `createdAt`, `updatedAt`, `qrCodeUrl`, `tags` (the\ntags joined by `, `; RFC 4180 quoting; empty for `null`). A cell that starts with `=`, `+`, `-`, `@`, tab or carriage\nreturn (a title, an id starting with `-`) is written with a leading `'`, so a spreadsheet\nnever runs it as a formula; `dynqr import` takes that `'` off again. Both forms can be\nread back by `dynqr import`.\n",
        "tags": [
          "QR codes"
        ],
        "security": [
          {
            "bearerAuth": [
              "qrcodes:read"
            ]
          },
          {
            "sessionCookie": [
              "qrcodes:read"
            ]
          }
        ],
        "parameters": [
          {
            "$ref": "#/components/parameters/Query"
          },
          {
            "$ref": "#/components/parameters/ActiveFilter"
          },
          {
            "$ref": "#/components/parameters/TagFilter"
          }
        ],
        "responses": {
          "200": {
            "description": "The codes, streamed.",
            "headers": {
              "Content-Disposition": {
                "description": "`attachment; filename=\"qrcodes.csv\"` (or `.ndjson`).",
                "schema": {
                  "type": "string",
                  "maxLength": 200
                }
              },
              "x-request-id": {
                "$ref": "#/components/headers/RequestId"
              },
              "RateLimit-Policy": {
                "$ref": "#/components/headers/RateLimitPolicy"
              },
              "RateLimit": {
                "$ref": "#/components/headers/RateLimit"
              },
              "Access-Control-Allow-Origin": {
                "$ref": "#/components/headers/Access-Control-Allow-Origin"
              }
            },
            "content": {
              "application/x-ndjson": {
                "schema": {
                  "type": "string",
                  "maxLength": 9007199254740991
                },
                "examples": {
                  "two": {
                    "summary": "Two codes (shortened)",
                    "value": "{\"shortId\":\"aZ3kP9qX\",\"targetUrl\":\"https://example.com/menu\",\"title\":\"Menu\",\"active\":true}\n{\"shortId\":\"spring-sale\",\"targetUrl\":\"https://shop.example.com/spring-sale\",\"title\":null,\"active\":false}\n"
                  }
                }
              },
              "text/csv": {
                "schema": {
                  "type": "string",
                  "maxLength": 9007199254740991
                },
                "examples": {
                  "two": {
                    "summary": "A header and one code",
                    "value": "shortId,targetUrl,title,active,expiresAt,maxScans,fallbackUrl,views,createdAt,updatedAt,qrCodeUrl,tags\naZ3kP9qX,https://example.com/menu,\"Menu, table 4\",true,,,,87,2026-11-20T10:00:00.000Z,2026-11-20T10:00:00.000Z,http://localhost:3000/aZ3kP9qX,\"spring-2026, table tent\"\n"
                  }
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/InvalidListRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "403": {
            "$ref": "#/components/responses/Forbidden"
          },
          "429": {
            "$ref": "#/components/responses/RateLimited"
          },
          "500": {
            "$ref": "#/components/responses/InternalError"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/qrcode/{shortId}": {
      "parameters": [
        {
          "$ref": "#/components/parameters/ShortIdPath"
        }
      ],
      "get": {
        "operationId": "getQrCode",
        "summary": "Get QR code details",
        "description": "Answers with one QR code of the caller's account. An unknown, deleted or another\naccount's `shortId` is answered with `404 NOT_FOUND`.\n",
        "tags": [
          "QR codes"
        ],
        "security": [
          {
            "bearerAuth": [
              "qrcodes:read"
            ]
          },
          {
            "sessionCookie": [
              "qrcodes:read"
            ]
          }
        ],
        "responses": {
          "200": {
            "description": "The QR code.",
            "headers": {
              "x-request-id": {
                "$ref": "#/components/headers/RequestId"
              },
              "RateLimit-Policy": {
                "$ref": "#/components/headers/RateLimitPolicy"
              },
              "RateLimit": {
                "$ref": "#/components/headers/RateLimit"
              },
              "ETag": {
                "$ref": "#/components/headers/ETag"
              },
              "Access-Control-Allow-Origin": {
                "$ref": "#/components/headers/Access-Control-Allow-Origin"
              }
            },
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/QrCodeResponse"
                },
                "examples": {
                  "found": {
                    "summary": "A code that has been scanned",
                    "value": {
                      "success": true,
                      "shortId": "spring-sale",
                      "qrCodeUrl": "http://localhost:3000/spring-sale",
                      "editUrl": "http://localhost:3000/qrcode/edit/spring-sale",
                      "targetUrl": "https://shop.example.com/spring-sale?utm_source=poster",
                      "views": 1342,
                      "expiresAt": "2026-12-31T23:00:00.000Z",
                      "maxScans": 5000,
                      "scanLimitCounts": "views",
                      "rules": [],
                      "variants": [],
                      "hasPassword": false,
                      "forwardQuery": false,
                      "utm": null,
                      "fallbackUrl": "https://shop.example.com/",
                      "active": true,
                      "title": "Spring sale poster",
                      "styleId": null,
                      "tags": [],
                      "qrCodeOptions": {
                        "width": 512,
                        "height": 512,
                        "dotsOptions": {
                          "type": "rounded",
                          "color": "#1a2b3c"
                        },
                        "backgroundOptions": {
                          "color": "#ffffff"
                        },
                        "cornersSquareOptions": {
                          "type": "square",
                          "color": "#1a2b3c"
                        },
                        "cornersDotOptions": {
                          "type": "square",
                          "color": "#1a2b3c"
                        },
                        "margin": 0,
                        "qrOptions": {
                          "errorCorrectionLevel": "Q"
                        }
                      },
                      "createdAt": "2026-11-21T16:05:12.412Z",
                      "updatedAt": "2026-11-22T08:00:41.007Z"
                    }
                  }
                }
              }
            }
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "403": {
            "$ref": "#/components/responses/Forbidden"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "429": {
            "$ref": "#/components/responses/RateLimited"
          },
          "500": {
            "$ref": "#/components/responses/InternalError"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      },
      "put": {
        "operationId": "updateQrCode",
        "summary": "Update a QR code",
        "description": "Changes the target and/or the styling of one of the caller's QR codes and answers\nwith the whole code.\n\nOnly the fields the request carries change. `qrCodeOptions`, when given, replaces\nthe stored options as a whole (missing options go back to their defaults).\n`updatedAt` moves only when something actually changed. `shortId`, `views` and\n`createdAt` cannot be set: sending them is a `400` naming the field. An empty\nobject changes nothing and answers with the code as it is.\n\n`styleId` attaches a style template of the account (the code is then drawn with the\ntemplate's options, and follows its changes); `styleId: null` detaches it and keeps the\ntemplate's current options as the code's own, so its image does not change. Sending\n`qrCodeOptions` to a code that uses a template detaches it too. `styleId` and\n`qrCodeOptions` together are a `400`.\n",
        "tags": [
          "QR codes"
        ],
        "security": [
          {
            "bearerAuth": [
              "qrcodes:write"
            ]
          },
          {
            "sessionCookie": [
              "qrcodes:write"
            ]
          }
        ],
        "parameters": [
          {
            "$ref": "#/components/parameters/IfMatch"
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/UpdateQrCodeRequest"
              },
              "examples": {
                "newTarget": {
                  "summary": "Point the code somewhere else",
                  "value": {
                    "targetUrl": "https://shop.example.com/summer-sale"
                  }
                },
                "deactivate": {
                  "summary": "Stop the code sending scanners to its target",
                  "value": {
                    "active": false
                  }
                },
                "clearLimits": {
                  "summary": "Remove the expiry and the scan limit",
                  "value": {
                    "expiresAt": null,
                    "maxScans": null
                  }
                },
                "useTemplate": {
                  "summary": "Draw the code with a style template",
                  "value": {
                    "styleId": "sty_5c1e9a7b3d2f4e80"
                  }
                },
                "detachTemplate": {
                  "summary": "Keep the template's look as the code's own, no longer following it",
                  "value": {
                    "styleId": null,
                    "tags": []
                  }
                },
                "newStyle": {
                  "summary": "Restyle the code",
                  "value": {
                    "qrCodeOptions": {
                      "width": 600,
                      "height": 600,
                      "dotsOptions": {
                        "type": "classy-rounded",
                        "color": "#0b3d91"
                      },
                      "backgroundOptions": {
                        "color": "#fdfdf5"
                      }
                    }
                  }
                }
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "Updated. The body is the whole QR code as now stored.",
            "headers": {
              "x-request-id": {
                "$ref": "#/components/headers/RequestId"
              },
              "RateLimit-Policy": {
                "$ref": "#/components/headers/RateLimitPolicy"
              },
              "RateLimit": {
                "$ref": "#/components/headers/RateLimit"
              },
              "ETag": {
                "$ref": "#/components/headers/ETag"
              },
              "Access-Control-Allow-Origin": {
                "$ref": "#/components/headers/Access-Control-Allow-Origin"
              }
            },
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/QrCodeResponse"
                },
                "examples": {
                  "updated": {
                    "summary": "The code after a new target",
                    "value": {
                      "success": true,
                      "shortId": "spring-sale",
                      "qrCodeUrl": "http://localhost:3000/spring-sale",
                      "editUrl": "http://localhost:3000/qrcode/edit/spring-sale",
                      "targetUrl": "https://shop.example.com/summer-sale",
                      "views": 1342,
                      "expiresAt": null,
                      "maxScans": null,
                      "scanLimitCounts": "views",
                      "rules": [],
                      "variants": [],
                      "hasPassword": false,
                      "forwardQuery": false,
                      "utm": null,
                      "fallbackUrl": null,
                      "active": true,
                      "title": "Spring sale poster",
                      "styleId": null,
                      "tags": [],
                      "qrCodeOptions": {
                        "width": 512,
                        "height": 512,
                        "dotsOptions": {
                          "type": "rounded",
                          "color": "#1a2b3c"
                        },
                        "backgroundOptions": {
                          "color": "#ffffff"
                        },
                        "cornersSquareOptions": {
                          "type": "square",
                          "color": "#1a2b3c"
                        },
                        "cornersDotOptions": {
                          "type": "square",
                          "color": "#1a2b3c"
                        },
                        "margin": 0,
                        "qrOptions": {
                          "errorCorrectionLevel": "Q"
                        }
                      },
                      "createdAt": "2026-11-21T16:05:12.412Z",
                      "updatedAt": "2026-11-22T09:41:03.550Z"
                    }
                  }
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/InvalidUpdateRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "403": {
            "$ref": "#/components/responses/Forbidden"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "412": {
            "$ref": "#/components/responses/PreconditionFailed"
          },
          "413": {
            "$ref": "#/components/responses/PayloadTooLarge"
          },
          "415": {
            "$ref": "#/components/responses/UnsupportedMediaType"
          },
          "422": {
            "$ref": "#/components/responses/Unscannable"
          },
          "429": {
            "$ref": "#/components/responses/RateLimited"
          },
          "500": {
            "$ref": "#/components/responses/InternalError"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      },
      "delete": {
        "operationId": "deleteQrCode",
        "summary": "Delete a QR code",
        "description": "Deletes one of the caller's QR codes. Its short link answers `410 Gone` from then\non, and its `shortId` is never given out again, custom or generated. Deleting the\nsame code again answers `404`.\n",
        "tags": [
          "QR codes"
        ],
        "security": [
          {
            "bearerAuth": [
              "qrcodes:write"
            ]
          },
          {
            "sessionCookie": [
              "qrcodes:write"
            ]
          }
        ],
        "parameters": [
          {
            "$ref": "#/components/parameters/IfMatch"
          }
        ],
        "responses": {
          "204": {
            "description": "Deleted. The body is empty.",
            "headers": {
              "x-request-id": {
                "$ref": "#/components/headers/RequestId"
              },
              "RateLimit-Policy": {
                "$ref": "#/components/headers/RateLimitPolicy"
              },
              "RateLimit": {
                "$ref": "#/components/headers/RateLimit"
              },
              "Access-Control-Allow-Origin": {
                "$ref": "#/components/headers/Access-Control-Allow-Origin"
              }
            }
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "403": {
            "$ref": "#/components/responses/Forbidden"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "412": {
            "$ref": "#/components/responses/PreconditionFailed"
          },
          "429": {
            "$ref": "#/components/responses/RateLimited"
          },
          "500": {
            "$ref": "#/components/responses/InternalError"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/qrcode/{shortId}/stats": {
      "parameters": [
        {
          "$ref": "#/components/parameters/ShortIdPath"
        }
      ],
      "get": {
        "operationId": "getQrCodeStats",
        "summary": "Get a QR code's scan statistics",
        "description": "The scans of one of the caller's codes between `from` (inclusive) and `to`\n(exclusive), by hour or by day in UTC: `views`, `botHits` and `fallbackHits` per\nbucket, every bucket of the range present (zeros included), and their totals. By\ndefault the last 30 days by day. `from` is rounded down to the start of its bucket.\n\nCounts are exact: each scan is written to its hour's bucket in the same commit as the\ncode's counters, so a code's series over its whole life sums to its `views`. Hourly\nbuckets older than the retention period (`STATS_HOURLY_RETENTION_DAYS`) are rolled up\ninto days; asking for hours there answers the day's counts in its first hour.\n\n`uniqueViews` counts the views whose visitor had not viewed the code earlier that UTC\nday (a keyed hash of client address and User-Agent under a salt made for the day and\ndestroyed after it; neither is ever stored). A day's unique views are exact; over\nseveral days they add up per day.\n\nWith `groupBy`, the answer also carries `breakdown`: the range's views by country,\ndevice, OS, browser, referrer host or language, most views first, `value` `null` for\nunknown. Its views add up exactly to `totals.views`.\n\n`Accept: text/csv` answers the same as CSV (RFC 4180, a header row): the breakdown\nwhen grouped, else the series. A cell that starts with `=`, `+`, `-`, `@`, tab or\ncarriage return (a referrer host is whatever a scanner sends) is written with a leading\n`'`, so a spreadsheet never runs it as a formula; JSON keeps the value as it is.\n\n`from` must be before `to`, and the range may hold at most 1000 buckets (`400`\notherwise). An unknown, deleted or another account's `shortId` is `404`.\n",
        "tags": [
          "QR codes"
        ],
        "security": [
          {
            "bearerAuth": [
              "qrcodes:read"
            ]
          },
          {
            "sessionCookie": [
              "qrcodes:read"
            ]
          }
        ],
        "parameters": [
          {
            "$ref": "#/components/parameters/StatsGroupByQuery"
          },
          {
            "name": "from",
            "in": "query",
            "required": false,
            "description": "The start of the range, ISO 8601. Default `to` minus 30 days.",
            "schema": {
              "type": "string",
              "format": "date-time",
              "maxLength": 64
            },
            "examples": {
              "november": {
                "summary": "From the first of November",
                "value": "2026-11-01T00:00:00Z"
              }
            }
          },
          {
            "name": "to",
            "in": "query",
            "required": false,
            "description": "The end of the range (exclusive), ISO 8601. Default now.",
            "schema": {
              "type": "string",
              "format": "date-time",
              "maxLength": 64
            },
            "examples": {
              "now": {
                "summary": "Up to a given time",
                "value": "2026-11-22T12:00:00Z"
              }
            }
          },
          {
            "name": "interval",
            "in": "query",
            "required": false,
            "description": "The width of a bucket.",
            "schema": {
              "$ref": "#/components/schemas/StatsInterval",
              "default": "day"
            },
            "examples": {
              "hourly": {
                "summary": "By hour",
                "value": "hour"
              }
            }
          }
        ],
        "responses": {
          "200": {
            "description": "The code's scans over the range.",
            "headers": {
              "x-request-id": {
                "$ref": "#/components/headers/RequestId"
              },
              "RateLimit-Policy": {
                "$ref": "#/components/headers/RateLimitPolicy"
              },
              "RateLimit": {
                "$ref": "#/components/headers/RateLimit"
              },
              "Access-Control-Allow-Origin": {
                "$ref": "#/components/headers/Access-Control-Allow-Origin"
              }
            },
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/QrCodeStats"
                },
                "examples": {
                  "twoDays": {
                    "summary": "Two days by day",
                    "value": {
                      "success": true,
                      "shortId": "spring-sale",
                      "interval": "day",
                      "from": "2026-11-20T00:00:00.000Z",
                      "to": "2026-11-22T00:00:00.000Z",
                      "totals": {
                        "views": 57,
                        "uniqueViews": 41,
                        "botHits": 4,
                        "fallbackHits": 0
                      },
                      "series": [
                        {
                          "start": "2026-11-20T00:00:00.000Z",
                          "views": 12,
                          "uniqueViews": 9,
                          "botHits": 1,
                          "fallbackHits": 0
                        },
                        {
                          "start": "2026-11-21T00:00:00.000Z",
                          "views": 45,
                          "uniqueViews": 32,
                          "botHits": 3,
                          "fallbackHits": 0
                        }
                      ]
                    }
                  },
                  "byCountry": {
                    "summary": "Two days by day, grouped by country",
                    "value": {
                      "success": true,
                      "shortId": "spring-sale",
                      "interval": "day",
                      "from": "2026-11-20T00:00:00.000Z",
                      "to": "2026-11-22T00:00:00.000Z",
                      "totals": {
                        "views": 57,
                        "uniqueViews": 41,
                        "botHits": 4,
                        "fallbackHits": 0
                      },
                      "series": [
                        {
                          "start": "2026-11-20T00:00:00.000Z",
                          "views": 12,
                          "uniqueViews": 9,
                          "botHits": 1,
                          "fallbackHits": 0
                        },
                        {
                          "start": "2026-11-21T00:00:00.000Z",
                          "views": 45,
                          "uniqueViews": 32,
                          "botHits": 3,
                          "fallbackHits": 0
                        }
                      ],
                      "breakdown": [
                        {
                          "value": "US",
                          "views": 40,
                          "uniqueViews": 28
                        },
                        {
                          "value": "DE",
                          "views": 15,
                          "uniqueViews": 12
                        },
                        {
                          "value": null,
                          "views": 2,
                          "uniqueViews": 1
                        }
                      ]
                    }
                  }
                }
              },
              "text/csv": {
                "schema": {
                  "$ref": "#/components/schemas/StatsCsv"
                },
                "examples": {
                  "series": {
                    "summary": "The series as CSV",
                    "value": "start,views,uniqueViews,botHits,fallbackHits\r\n2026-11-20T00:00:00.000Z,12,9,1,0\r\n2026-11-21T00:00:00.000Z,45,32,3,0\r\n"
                  },
                  "byCountry": {
                    "summary": "The breakdown by country as CSV",
                    "value": "value,views,uniqueViews\r\nUS,40,28\r\nDE,15,12\r\n,2,1\r\n"
                  }
                }
              }
            }
          },
          "400": {
            "description": "A malformed or out-of-range parameter.",
            "headers": {
              "x-request-id": {
                "$ref": "#/components/headers/RequestId"
              },
              "RateLimit-Policy": {
                "$ref": "#/components/headers/RateLimitPolicy"
              },
              "RateLimit": {
                "$ref": "#/components/headers/RateLimit"
              },
              "Access-Control-Allow-Origin": {
                "$ref": "#/components/headers/Access-Control-Allow-Origin"
              }
            },
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                },
                "examples": {
                  "tooManyBuckets": {
                    "summary": "A year by hour",
                    "value": {
                      "error": "INVALID_REQUEST",
                      "message": "The range holds 8760 hour buckets; at most 1000 are allowed",
                      "details": [
                        {
                          "field": "from",
                          "message": "The range holds 8760 hour buckets; at most 1000 are allowed"
                        }
                      ],
                      "requestId": "req-7f3a9c2e5b"
                    }
                  },
                  "badGroup": {
                    "summary": "An unknown dimension",
                    "value": {
                      "error": "INVALID_REQUEST",
                      "message": "groupBy must be one of: country, device, os, browser, referrer, language",
                      "details": [
                        {
                          "field": "groupBy",
                          "message": "groupBy must be one of: country, device, os, browser, referrer, language"
                        }
                      ],
                      "requestId": "req-7f3a9c2e5b"
                    }
                  }
                }
              }
            }
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "403": {
            "$ref": "#/components/responses/Forbidden"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "429": {
            "$ref": "#/components/responses/RateLimited"
          },
          "500": {
            "$ref": "#/components/responses/InternalError"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/qrcode/{shortId}/resolve": {
      "parameters": [
        {
          "$ref": "#/components/parameters/ShortIdPath"
        }
      ],
      "post": {
        "operationId": "resolveQrCode",
        "summary": "Try where a scan would go",
        "description": "A dry run of the short link for a made-up scan: which route (`default`, `rule:N`,\n`variant:N`, `fallback`) it would take, the address it would be sent to (with `utm`\nand, for `query`, forwarded parameters), and why. Counts nothing and changes nothing.\n`at` sets the instant for time windows and for the code's own lifecycle (`expiresAt`);\n`active: false` and a used-up `maxScans` hold whatever `at` says. A code with a\npassword says so (`passwordRequired`) and answers where the scan would go once\nunlocked. An unknown, deleted or another account's `shortId` is `404`.\n",
        "tags": [
          "QR codes"
        ],
        "security": [
          {
            "bearerAuth": [
              "qrcodes:read"
            ]
          },
          {
            "sessionCookie": [
              "qrcodes:read"
            ]
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/ResolveRequest"
              },
              "examples": {
                "iphoneInGermany": {
                  "summary": "An iPhone in Germany on a Monday morning",
                  "value": {
                    "os": "iOS",
                    "device": "mobile",
                    "country": "DE",
                    "language": "de",
                    "at": "2026-11-23T08:30:00Z"
                  }
                }
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "Where the scan would go.",
            "headers": {
              "x-request-id": {
                "$ref": "#/components/headers/RequestId"
              },
              "RateLimit-Policy": {
                "$ref": "#/components/headers/RateLimitPolicy"
              },
              "RateLimit": {
                "$ref": "#/components/headers/RateLimit"
              },
              "Access-Control-Allow-Origin": {
                "$ref": "#/components/headers/Access-Control-Allow-Origin"
              }
            },
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/ResolveResult"
                },
                "examples": {
                  "rule": {
                    "summary": "The iOS rule matched",
                    "value": {
                      "success": true,
                      "route": "rule:0",
                      "targetUrl": "https://apps.apple.com/app/id123456789?utm_source=qr",
                      "reason": "Rule 1 matched: os is iOS.",
                      "passwordRequired": false
                    }
                  },
                  "fallback": {
                    "summary": "The code is paused",
                    "value": {
                      "success": true,
                      "route": "fallback",
                      "targetUrl": null,
                      "reason": "The code is inactive, so rules are ignored and the scanner gets the \"no longer active\" page.",
                      "passwordRequired": false
                    }
                  }
                }
              }
            }
          },
          "400": {
            "description": "The made-up scan is invalid; `details` names the field.",
            "headers": {
              "x-request-id": {
                "$ref": "#/components/headers/RequestId"
              },
              "RateLimit-Policy": {
                "$ref": "#/components/headers/RateLimitPolicy"
              },
              "RateLimit": {
                "$ref": "#/components/headers/RateLimit"
              },
              "Access-Control-Allow-Origin": {
                "$ref": "#/components/headers/Access-Control-Allow-Origin"
              }
            },
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                },
                "examples": {
                  "badCountry": {
                    "summary": "A country not in ISO 3166-1 alpha-2 form",
                    "value": {
                      "error": "INVALID_REQUEST",
                      "message": "country must be an ISO 3166-1 alpha-2 country code in upper case, e.g. DE",
                      "details": [
                        {
                          "field": "country",
                          "message": "country must be an ISO 3166-1 alpha-2 country code in upper case, e.g. DE"
                        }
                      ],
                      "requestId": "req-7f3a9c2e5b"
                    }
                  }
                }
              }
            }
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "403": {
            "$ref": "#/components/responses/Forbidden"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "413": {
            "$ref": "#/components/responses/PayloadTooLarge"
          },
          "415": {
            "$ref": "#/components/responses/UnsupportedMediaType"
          },
          "429": {
            "$ref": "#/components/responses/RateLimited"
          },
          "500": {
            "$ref": "#/components/responses/InternalError"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/qrcode/{shortId}/image": {
      "parameters": [
        {
          "$ref": "#/components/parameters/ShortIdPath"
        }
      ],
      "get": {
        "operationId": "getQrCodeImage",
        "summary": "Get the QR code image",
        "description": "The QR code of the code's `qrCodeUrl`, drawn server-side with its stored styling, as SVG\n(default), PNG or PDF (a one-page vector PDF for print, with `format=pdf` or `Accept:\napplication/pdf`). The format comes from `format`, else from `Accept` (`image/png`\nbefore `image/svg+xml` picks PNG). Every image is tested to scan.\n\nA PDF is a physical size: its page is exactly the code's own size, the code (frame\nincluded) `mm` millimetres wide (50 mm without `mm`), whatever `size` in pixels.\n\nImages carry an `ETag`; a request with a matching `If-None-Match` gets `304 Not Modified`\nwith no body. Changing the target does not change the image (the short link stays the\nsame); changing the styling does.\n\nPNG and PDF are drawn on shared image workers. Each is charged to the account's render\nbudget (`IMAGE_RENDER_MEGAPIXELS_PER_MINUTE`: the image's pixels plus its logo's) and\nwaits in the account's own queue, served in turn with other accounts'; `429` with\n`Retry-After` when the budget is spent or the account already has\n`IMAGE_QUEUE_PER_ACCOUNT` renders waiting or running (32 by default). A render whose\nclient has gone is dropped.\n",
        "tags": [
          "QR codes"
        ],
        "security": [
          {
            "bearerAuth": [
              "qrcodes:read"
            ]
          },
          {
            "sessionCookie": [
              "qrcodes:read"
            ]
          }
        ],
        "parameters": [
          {
            "name": "format",
            "in": "query",
            "required": false,
            "description": "`svg`, `png` or `pdf`. Without it, `Accept` decides; SVG when it does not.",
            "schema": {
              "$ref": "#/components/schemas/ImageFormat"
            },
            "examples": {
              "png": {
                "summary": "A PNG",
                "value": "png"
              }
            }
          },
          {
            "name": "size",
            "in": "query",
            "required": false,
            "description": "Width and height of the image in pixels, for this download only: the stored\n`qrCodeOptions.width` and `height` are used without it and are not changed by it. The\nmargin scales with it. A PNG's or PDF's pixels count against the account's image\nrender budget at the size asked for, plus the logo's decoded pixels.\n",
            "schema": {
              "type": "integer",
              "format": "int32",
              "minimum": 64,
              "maximum": 4096
            },
            "examples": {
              "print": {
                "summary": "1200 px, 4 inches at 300 dpi",
                "value": 1200
              }
            }
          },
          {
            "$ref": "#/components/parameters/ImageMillimetres"
          }
        ],
        "responses": {
          "200": {
            "description": "The image.",
            "headers": {
              "ETag": {
                "description": "Changes exactly when the image changes.",
                "schema": {
                  "type": "string",
                  "maxLength": 64
                }
              },
              "Cache-Control": {
                "description": "`private, no-cache`: revalidate with the ETag.",
                "schema": {
                  "type": "string",
                  "maxLength": 200
                }
              },
              "x-request-id": {
                "$ref": "#/components/headers/RequestId"
              },
              "RateLimit-Policy": {
                "$ref": "#/components/headers/RateLimitPolicy"
              },
              "RateLimit": {
                "$ref": "#/components/headers/RateLimit"
              },
              "Access-Control-Allow-Origin": {
                "$ref": "#/components/headers/Access-Control-Allow-Origin"
              }
            },
            "content": {
              "image/svg+xml": {
                "schema": {
                  "type": "string",
                  "maxLength": 16777216
                },
                "examples": {
                  "svg": {
                    "summary": "The start of an SVG",
                    "value": "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"300\" height=\"300\" viewBox=\"0 0 300 300\">…</svg>"
                  }
                }
              },
              "image/png": {
                "schema": {
                  "type": "string",
                  "format": "binary",
                  "maxLength": 67108864
                },
                "examples": {
                  "png": {
                    "summary": "PNG bytes",
                    "value": "(binary PNG data)"
                  }
                }
              },
              "application/pdf": {
                "schema": {
                  "type": "string",
                  "format": "binary",
                  "maxLength": 67108864
                },
                "examples": {
                  "pdf": {
                    "summary": "PDF bytes",
                    "value": "(binary PDF data)"
                  }
                }
              }
            }
          },
          "304": {
            "description": "Not modified since the ETag in `If-None-Match`.",
            "headers": {
              "ETag": {
                "description": "The image's ETag.",
                "schema": {
                  "type": "string",
                  "maxLength": 64
                }
              },
              "x-request-id": {
                "$ref": "#/components/headers/RequestId"
              },
              "RateLimit-Policy": {
                "$ref": "#/components/headers/RateLimitPolicy"
              },
              "RateLimit": {
                "$ref": "#/components/headers/RateLimit"
              },
              "Access-Control-Allow-Origin": {
                "$ref": "#/components/headers/Access-Control-Allow-Origin"
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/InvalidListRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "403": {
            "$ref": "#/components/responses/Forbidden"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "429": {
            "$ref": "#/components/responses/RateLimited"
          },
          "500": {
            "$ref": "#/components/responses/InternalError"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      },
      "post": {
        "operationId": "drawQrCodeDraft",
        "summary": "Draw the code with unsaved options",
        "description": "The code's image drawn with the options in the body instead of its stored ones, for a\npage that shows (and downloads) what is being edited before it is saved. Nothing is\nstored. The options are checked exactly as an update (`PUT /qrcode/{shortId}`) would\ncheck them: the contrast and margin rules, the account's asset, and the scan guard with\nthe code's own link; a `400` or `422 UNSCANNABLE` is the refusal the save would get,\nnaming the option to change. So `format=svg` (free of the render budget apart from the\nguard's draws) is also the way to ask \"would this save?\" as a form changes.\n\n`format`, `size` and `mm` as for `GET`; without `format`, SVG. PNG and PDF are charged to\nthe render budget as `GET` is. No `ETag`: a draft is not cached.\n",
        "tags": [
          "QR codes"
        ],
        "security": [
          {
            "bearerAuth": [
              "qrcodes:read"
            ]
          },
          {
            "sessionCookie": [
              "qrcodes:read"
            ]
          }
        ],
        "parameters": [
          {
            "name": "format",
            "in": "query",
            "required": false,
            "description": "`svg` (default), `png` or `pdf`.",
            "schema": {
              "$ref": "#/components/schemas/ImageFormat"
            }
          },
          {
            "name": "size",
            "in": "query",
            "required": false,
            "description": "Width and height in pixels, as for `GET`; without it, the body's `width`.",
            "schema": {
              "type": "integer",
              "format": "int32",
              "minimum": 64,
              "maximum": 4096
            }
          },
          {
            "$ref": "#/components/parameters/ImageMillimetres"
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/QrCodeDraftRequest"
              },
              "examples": {
                "logo": {
                  "summary": "A logo that may be too big",
                  "value": {
                    "qrCodeOptions": {
                      "image": "ast_3f9a2c7d1e8b4c60",
                      "imageOptions": {
                        "imageSize": 0.5
                      },
                      "qrOptions": {
                        "errorCorrectionLevel": "L"
                      }
                    }
                  }
                }
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "The image, drawn with the body's options; they would save.",
            "headers": {
              "Cache-Control": {
                "description": "`no-store`.",
                "schema": {
                  "type": "string",
                  "maxLength": 200
                }
              },
              "x-request-id": {
                "$ref": "#/components/headers/RequestId"
              },
              "RateLimit-Policy": {
                "$ref": "#/components/headers/RateLimitPolicy"
              },
              "RateLimit": {
                "$ref": "#/components/headers/RateLimit"
              },
              "Access-Control-Allow-Origin": {
                "$ref": "#/components/headers/Access-Control-Allow-Origin"
              }
            },
            "content": {
              "image/svg+xml": {
                "schema": {
                  "type": "string",
                  "maxLength": 16777216
                },
                "examples": {
                  "svg": {
                    "summary": "The start of an SVG",
                    "value": "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"300\" height=\"300\" viewBox=\"0 0 300 300\">…</svg>"
                  }
                }
              },
              "image/png": {
                "schema": {
                  "type": "string",
                  "format": "binary",
                  "maxLength": 67108864
                },
                "examples": {
                  "png": {
                    "summary": "PNG bytes",
                    "value": "(binary PNG data)"
                  }
                }
              },
              "application/pdf": {
                "schema": {
                  "type": "string",
                  "format": "binary",
                  "maxLength": 67108864
                },
                "examples": {
                  "pdf": {
                    "summary": "PDF bytes",
                    "value": "(binary PDF data)"
                  }
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/InvalidStyleRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "403": {
            "$ref": "#/components/responses/Forbidden"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "413": {
            "$ref": "#/components/responses/PayloadTooLarge"
          },
          "415": {
            "$ref": "#/components/responses/UnsupportedMediaType"
          },
          "422": {
            "$ref": "#/components/responses/Unscannable"
          },
          "429": {
            "$ref": "#/components/responses/RateLimited"
          },
          "500": {
            "$ref": "#/components/responses/InternalError"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/stats": {
      "get": {
        "operationId": "getAccountStats",
        "summary": "Get the account's scan statistics",
        "description": "The scans of all the caller's codes (deleted ones included) between `from`\n(inclusive) and `to` (exclusive), by hour or by day in UTC, exactly as\n`GET /qrcode/{shortId}/stats` answers them for one code: every bucket of the range,\ntheir totals, and with `groupBy` a `breakdown` whose views add up to `totals.views`.\n`groupBy=shortId` gives the top codes (most views first). Another account's scans\nare never counted.\n\n`tag` (repeatable, any of them, case-insensitive) counts only the codes that carry\nthe tag: a campaign's report. `groupBy=tag` gives the views of each tag; a code with two\ntags counts in both rows, so the rows may add up to more than `totals.views`: the\nanswer then carries `breakdownOverlaps: true` (a code's tags as they are now, not as they\nwere when it was scanned).\n\n`Accept: text/csv` answers the same as CSV (RFC 4180, a header row): the breakdown\nwhen grouped, else the series. A cell that starts with `=`, `+`, `-`, `@`, tab or\ncarriage return (a referrer host is whatever a scanner sends) is written with a leading\n`'`, so a spreadsheet never runs it as a formula; JSON keeps the value as it is.\n\n`from` must be before `to`, and the range may hold at most 1000 buckets (`400`\notherwise).\n",
        "tags": [
          "QR codes"
        ],
        "security": [
          {
            "bearerAuth": [
              "qrcodes:read"
            ]
          },
          {
            "sessionCookie": [
              "qrcodes:read"
            ]
          }
        ],
        "parameters": [
          {
            "name": "groupBy",
            "in": "query",
            "required": false,
            "description": "Adds `breakdown`, the range's views by this dimension (or by code).",
            "schema": {
              "$ref": "#/components/schemas/AccountStatsDimension"
            },
            "examples": {
              "topCodes": {
                "summary": "The top codes",
                "value": "shortId"
              }
            }
          },
          {
            "$ref": "#/components/parameters/TagFilter"
          },
          {
            "name": "from",
            "in": "query",
            "required": false,
            "description": "The start of the range, ISO 8601. Default `to` minus 30 days.",
            "schema": {
              "type": "string",
              "format": "date-time",
              "maxLength": 64
            },
            "examples": {
              "november": {
                "summary": "From the first of November",
                "value": "2026-11-01T00:00:00Z"
              }
            }
          },
          {
            "name": "to",
            "in": "query",
            "required": false,
            "description": "The end of the range (exclusive), ISO 8601. Default now.",
            "schema": {
              "type": "string",
              "format": "date-time",
              "maxLength": 64
            },
            "examples": {
              "now": {
                "summary": "Up to a given time",
                "value": "2026-11-22T12:00:00Z"
              }
            }
          },
          {
            "name": "interval",
            "in": "query",
            "required": false,
            "description": "The width of a bucket.",
            "schema": {
              "$ref": "#/components/schemas/StatsInterval",
              "default": "day"
            },
            "examples": {
              "hourly": {
                "summary": "By hour",
                "value": "hour"
              }
            }
          }
        ],
        "responses": {
          "200": {
            "description": "The account's scans over the range.",
            "headers": {
              "x-request-id": {
                "$ref": "#/components/headers/RequestId"
              },
              "RateLimit-Policy": {
                "$ref": "#/components/headers/RateLimitPolicy"
              },
              "RateLimit": {
                "$ref": "#/components/headers/RateLimit"
              },
              "Access-Control-Allow-Origin": {
                "$ref": "#/components/headers/Access-Control-Allow-Origin"
              }
            },
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/AccountStats"
                },
                "examples": {
                  "twoDays": {
                    "summary": "Two days by day, every code of the account",
                    "value": {
                      "success": true,
                      "interval": "day",
                      "from": "2026-11-20T00:00:00.000Z",
                      "to": "2026-11-22T00:00:00.000Z",
                      "totals": {
                        "views": 64,
                        "uniqueViews": 46,
                        "botHits": 4,
                        "fallbackHits": 0
                      },
                      "series": [
                        {
                          "start": "2026-11-20T00:00:00.000Z",
                          "views": 15,
                          "uniqueViews": 11,
                          "botHits": 1,
                          "fallbackHits": 0
                        },
                        {
                          "start": "2026-11-21T00:00:00.000Z",
                          "views": 49,
                          "uniqueViews": 35,
                          "botHits": 3,
                          "fallbackHits": 0
                        }
                      ]
                    }
                  },
                  "topCodes": {
                    "summary": "Two days by day, with the top codes",
                    "value": {
                      "success": true,
                      "interval": "day",
                      "from": "2026-11-20T00:00:00.000Z",
                      "to": "2026-11-22T00:00:00.000Z",
                      "totals": {
                        "views": 64,
                        "uniqueViews": 46,
                        "botHits": 4,
                        "fallbackHits": 0
                      },
                      "series": [
                        {
                          "start": "2026-11-20T00:00:00.000Z",
                          "views": 15,
                          "uniqueViews": 11,
                          "botHits": 1,
                          "fallbackHits": 0
                        },
                        {
                          "start": "2026-11-21T00:00:00.000Z",
                          "views": 49,
                          "uniqueViews": 35,
                          "botHits": 3,
                          "fallbackHits": 0
                        }
                      ],
                      "breakdown": [
                        {
                          "value": "spring-sale",
                          "views": 57,
                          "uniqueViews": 41
                        },
                        {
                          "value": "menu",
                          "views": 7,
                          "uniqueViews": 5
                        }
                      ]
                    }
                  }
                }
              },
              "text/csv": {
                "schema": {
                  "$ref": "#/components/schemas/StatsCsv"
                },
                "examples": {
                  "series": {
                    "summary": "The series as CSV",
                    "value": "start,views,uniqueViews,botHits,fallbackHits\r\n2026-11-20T00:00:00.000Z,15,11,1,0\r\n2026-11-21T00:00:00.000Z,49,35,3,0\r\n"
                  },
                  "topCodes": {
                    "summary": "The top codes as CSV",
                    "value": "value,views,uniqueViews\r\nspring-sale,57,41\r\nmenu,7,5\r\n"
                  }
                }
              }
            }
          },
          "400": {
            "description": "A malformed or out-of-range parameter.",
            "headers": {
              "x-request-id": {
                "$ref": "#/components/headers/RequestId"
              },
              "RateLimit-Policy": {
                "$ref": "#/components/headers/RateLimitPolicy"
              },
              "RateLimit": {
                "$ref": "#/components/headers/RateLimit"
              },
              "Access-Control-Allow-Origin": {
                "$ref": "#/components/headers/Access-Control-Allow-Origin"
              }
            },
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                },
                "examples": {
                  "badGroup": {
                    "summary": "An unknown dimension",
                    "value": {
                      "error": "INVALID_REQUEST",
                      "message": "groupBy must be one of: country, device, os, browser, referrer, language, shortId",
                      "details": [
                        {
                          "field": "groupBy",
                          "message": "groupBy must be one of: country, device, os, browser, referrer, language, shortId"
                        }
                      ],
                      "requestId": "req-7f3a9c2e5b"
                    }
                  }
                }
              }
            }
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "403": {
            "$ref": "#/components/responses/Forbidden"
          },
          "429": {
            "$ref": "#/components/responses/RateLimited"
          },
          "500": {
            "$ref": "#/components/responses/InternalError"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/keys": {
      "get": {
        "operationId": "listApiKeys",
        "summary": "List API keys",
        "description": "The API keys of the caller's account, newest first. Revoked and expired keys are\nincluded, with `revokedAt` / `expiresAt` set, so the account holder sees the whole\nhistory. Never the key itself or its hash: a key is shown once, when it is created.\n",
        "tags": [
          "API keys"
        ],
        "security": [
          {
            "bearerAuth": [
              "keys:manage"
            ]
          },
          {
            "sessionCookie": [
              "keys:manage"
            ]
          }
        ],
        "responses": {
          "200": {
            "description": "The account's keys.",
            "headers": {
              "x-request-id": {
                "$ref": "#/components/headers/RequestId"
              },
              "RateLimit-Policy": {
                "$ref": "#/components/headers/RateLimitPolicy"
              },
              "RateLimit": {
                "$ref": "#/components/headers/RateLimit"
              },
              "Access-Control-Allow-Origin": {
                "$ref": "#/components/headers/Access-Control-Allow-Origin"
              }
            },
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/ApiKeyList"
                },
                "examples": {
                  "keys": {
                    "summary": "An admin key and a read-only key",
                    "value": {
                      "success": true,
                      "data": [
                        {
                          "id": "key_8fKq2LmZ0aBc",
                          "name": "Dashboard (read only)",
                          "prefix": "Xw3Kp9Qa",
                          "scopes": [
                            "qrcodes:read"
                          ],
                          "createdAt": "2026-11-22T09:30:00.000Z",
                          "lastUsedAt": "2026-11-22T10:02:11.000Z",
                          "expiresAt": "2027-05-22T00:00:00.000Z",
                          "revokedAt": null
                        },
                        {
                          "id": "key_3hT7vN1sQe4R",
                          "name": "first key",
                          "prefix": "a81LmQ2z",
                          "scopes": [
                            "qrcodes:read",
                            "qrcodes:write",
                            "keys:manage"
                          ],
                          "createdAt": "2026-11-21T16:00:00.000Z",
                          "lastUsedAt": "2026-11-22T10:05:00.000Z",
                          "expiresAt": null,
                          "revokedAt": null
                        }
                      ]
                    }
                  }
                }
              }
            }
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "403": {
            "$ref": "#/components/responses/Forbidden"
          },
          "429": {
            "$ref": "#/components/responses/RateLimited"
          },
          "500": {
            "$ref": "#/components/responses/InternalError"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      },
      "post": {
        "operationId": "createApiKey",
        "summary": "Create an API key",
        "description": "Creates an API key for the caller's account and answers with it, including the key\nitself in `key`. **This is the only time the key is shown**: only its SHA-256 hash is\nstored, anywhere (the answer kept for an `Idempotency-Key` included). A repeat with the\nsame `Idempotency-Key` after the key was created therefore cannot show it again: it is\nanswered `409 CONFLICT` with the key's `id` in the message, and creates no second key.\n\n- `name` (1–100 characters) says what the key is for.\n- `scopes` defaults to `[\"qrcodes:write\"]`. `qrcodes:read` reads codes and images,\n  `qrcodes:write` also creates, changes and deletes them, `keys:manage` lists, creates\n  and revokes keys. A key may only create keys whose scopes it holds itself\n  (`qrcodes:write` includes `qrcodes:read`): asking for another is `403 FORBIDDEN`\n  naming the scope (`This API key lacks the scope qrcodes:write`), so `keys:manage`\n  alone never leads to more.\n- `expiresAt` (optional, in the future): from that instant the key is answered like an\n  invalid one (`401`).\n- An account holds at most 100 live (neither revoked nor expired) keys, or what the\n  operator set (`MAX_KEYS_PER_ACCOUNT`); past it, `409 LIMIT_REACHED` naming the cap.\n",
        "tags": [
          "API keys"
        ],
        "security": [
          {
            "bearerAuth": [
              "keys:manage"
            ]
          },
          {
            "sessionCookie": [
              "keys:manage"
            ]
          }
        ],
        "parameters": [
          {
            "$ref": "#/components/parameters/IdempotencyKey"
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/CreateApiKeyRequest"
              },
              "examples": {
                "readOnly": {
                  "summary": "A read-only key that expires",
                  "value": {
                    "name": "Dashboard (read only)",
                    "scopes": [
                      "qrcodes:read"
                    ],
                    "expiresAt": "2027-05-22T00:00:00.000Z"
                  }
                },
                "default": {
                  "summary": "A key that may create and edit codes",
                  "value": {
                    "name": "Shop backend"
                  }
                }
              }
            }
          }
        },
        "responses": {
          "201": {
            "description": "Created. `key` is the secret, returned this once.",
            "headers": {
              "x-request-id": {
                "$ref": "#/components/headers/RequestId"
              },
              "RateLimit-Policy": {
                "$ref": "#/components/headers/RateLimitPolicy"
              },
              "RateLimit": {
                "$ref": "#/components/headers/RateLimit"
              },
              "Access-Control-Allow-Origin": {
                "$ref": "#/components/headers/Access-Control-Allow-Origin"
              }
            },
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/CreatedApiKeyResponse"
                },
                "examples": {
                  "created": {
                    "summary": "A new read-only key",
                    "value": {
                      "success": true,
                      "id": "key_8fKq2LmZ0aBc",
                      "name": "Dashboard (read only)",
                      "prefix": "Xw3Kp9Qa",
                      "scopes": [
                        "qrcodes:read"
                      ],
                      "createdAt": "2026-11-22T09:30:00.000Z",
                      "lastUsedAt": null,
                      "expiresAt": "2027-05-22T00:00:00.000Z",
                      "revokedAt": null,
                      "key": "dqr_Xw3Kp9QaTz81bN4cVd0eRf7gHj2kLm5nPq6"
                    }
                  }
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/InvalidCreateApiKeyRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "403": {
            "$ref": "#/components/responses/Forbidden"
          },
          "409": {
            "$ref": "#/components/responses/CreateApiKeyConflict"
          },
          "413": {
            "$ref": "#/components/responses/PayloadTooLarge"
          },
          "415": {
            "$ref": "#/components/responses/UnsupportedMediaType"
          },
          "422": {
            "$ref": "#/components/responses/IdempotencyKeyReused"
          },
          "429": {
            "$ref": "#/components/responses/RateLimited"
          },
          "500": {
            "$ref": "#/components/responses/InternalError"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/keys/{keyId}": {
      "parameters": [
        {
          "$ref": "#/components/parameters/KeyIdPath"
        }
      ],
      "delete": {
        "operationId": "revokeApiKey",
        "summary": "Revoke an API key",
        "description": "Revokes one of the account's keys: it fails with `401` on its very next request.\nRevoking the key making this request is allowed (it is the last request that key\nmakes). The key stays in the list with `revokedAt` set. An unknown key, another\naccount's key or a key already revoked is answered with `404 NOT_FOUND`, message\n`API key not found`.\n",
        "tags": [
          "API keys"
        ],
        "security": [
          {
            "bearerAuth": [
              "keys:manage"
            ]
          },
          {
            "sessionCookie": [
              "keys:manage"
            ]
          }
        ],
        "responses": {
          "204": {
            "description": "Revoked. The body is empty.",
            "headers": {
              "x-request-id": {
                "$ref": "#/components/headers/RequestId"
              },
              "RateLimit-Policy": {
                "$ref": "#/components/headers/RateLimitPolicy"
              },
              "RateLimit": {
                "$ref": "#/components/headers/RateLimit"
              },
              "Access-Control-Allow-Origin": {
                "$ref": "#/components/headers/Access-Control-Allow-Origin"
              }
            }
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "403": {
            "$ref": "#/components/responses/Forbidden"
          },
          "404": {
            "$ref": "#/components/responses/ApiKeyNotFound"
          },
          "429": {
            "$ref": "#/components/responses/RateLimited"
          },
          "500": {
            "$ref": "#/components/responses/InternalError"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/webhooks": {
      "post": {
        "operationId": "createWebhook",
        "summary": "Register a webhook endpoint",
        "description": "Registers an endpoint that receives the listed events of the caller's account's QR\ncodes. The `secret` (`whsec_` + base64 of 24 random bytes) is returned this once;\nverify every delivery with it as the Standard Webhooks specification says (the SDK's\n`verifyWebhook` does). The URL must be `http:` or `https:` and must not resolve to a\nloopback, private, link-local or cloud-metadata address (unless the operator sets\n`WEBHOOK_ALLOW_PRIVATE=true`); it is checked again before every delivery, and\nredirects are not followed. An account registers at most 20 endpoints, or what the\noperator set (`MAX_WEBHOOKS_PER_ACCOUNT`); past it, `409 LIMIT_REACHED` naming the cap.\n",
        "tags": [
          "Webhooks"
        ],
        "security": [
          {
            "bearerAuth": [
              "keys:manage"
            ]
          },
          {
            "sessionCookie": [
              "keys:manage"
            ]
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/CreateWebhookRequest"
              },
              "examples": {
                "allEvents": {
                  "summary": "Every change of a code",
                  "value": {
                    "url": "https://hooks.example.com/dynqr",
                    "events": [
                      "qrcode.created",
                      "qrcode.updated",
                      "qrcode.deleted",
                      "qrcode.deactivated"
                    ],
                    "description": "CRM sync"
                  }
                }
              }
            }
          }
        },
        "responses": {
          "201": {
            "description": "Registered. The secret is shown this once.",
            "headers": {
              "x-request-id": {
                "$ref": "#/components/headers/RequestId"
              },
              "RateLimit-Policy": {
                "$ref": "#/components/headers/RateLimitPolicy"
              },
              "RateLimit": {
                "$ref": "#/components/headers/RateLimit"
              },
              "Access-Control-Allow-Origin": {
                "$ref": "#/components/headers/Access-Control-Allow-Origin"
              }
            },
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/CreatedWebhookResponse"
                },
                "examples": {
                  "created": {
                    "summary": "A new endpoint",
                    "value": {
                      "success": true,
                      "id": "wh_4f9c2a7d1e8b3c60",
                      "url": "https://hooks.example.com/dynqr",
                      "events": [
                        "qrcode.created",
                        "qrcode.updated"
                      ],
                      "description": "CRM sync",
                      "createdAt": "2026-11-22T09:00:00.000Z",
                      "disabledAt": null,
                      "secret": "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw"
                    }
                  }
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/InvalidWebhookRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "403": {
            "$ref": "#/components/responses/Forbidden"
          },
          "409": {
            "$ref": "#/components/responses/WebhookLimitReached"
          },
          "413": {
            "$ref": "#/components/responses/PayloadTooLarge"
          },
          "415": {
            "$ref": "#/components/responses/UnsupportedMediaType"
          },
          "429": {
            "$ref": "#/components/responses/RateLimited"
          },
          "500": {
            "$ref": "#/components/responses/InternalError"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      },
      "get": {
        "operationId": "listWebhooks",
        "summary": "List webhook endpoints",
        "description": "The caller's account's endpoints, newest first, without their secrets. An endpoint\nwhose deliveries have failed for 24 hours is disabled: it carries `disabledAt` and\n`disabledReason: webhook.disabled` and receives no further events.\n",
        "tags": [
          "Webhooks"
        ],
        "security": [
          {
            "bearerAuth": [
              "keys:manage"
            ]
          },
          {
            "sessionCookie": [
              "keys:manage"
            ]
          }
        ],
        "responses": {
          "200": {
            "description": "The endpoints.",
            "headers": {
              "x-request-id": {
                "$ref": "#/components/headers/RequestId"
              },
              "RateLimit-Policy": {
                "$ref": "#/components/headers/RateLimitPolicy"
              },
              "RateLimit": {
                "$ref": "#/components/headers/RateLimit"
              },
              "Access-Control-Allow-Origin": {
                "$ref": "#/components/headers/Access-Control-Allow-Origin"
              }
            },
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/WebhookList"
                },
                "examples": {
                  "two": {
                    "summary": "One active endpoint and one disabled",
                    "value": {
                      "success": true,
                      "data": [
                        {
                          "id": "wh_4f9c2a7d1e8b3c60",
                          "url": "https://hooks.example.com/dynqr",
                          "events": [
                            "qrcode.created"
                          ],
                          "description": null,
                          "createdAt": "2026-11-22T09:00:00.000Z",
                          "disabledAt": null
                        },
                        {
                          "id": "wh_0a1b2c3d4e5f6071",
                          "url": "https://old.example.com/hook",
                          "events": [
                            "qrcode.deleted"
                          ],
                          "description": "Old system",
                          "createdAt": "2026-11-01T09:00:00.000Z",
                          "disabledAt": "2026-11-03T10:00:00.000Z",
                          "disabledReason": "webhook.disabled"
                        }
                      ]
                    }
                  }
                }
              }
            }
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "403": {
            "$ref": "#/components/responses/Forbidden"
          },
          "429": {
            "$ref": "#/components/responses/RateLimited"
          },
          "500": {
            "$ref": "#/components/responses/InternalError"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/webhooks/{id}": {
      "parameters": [
        {
          "$ref": "#/components/parameters/WebhookIdPath"
        }
      ],
      "delete": {
        "operationId": "deleteWebhook",
        "summary": "Delete a webhook endpoint",
        "description": "Removes the endpoint; deliveries not yet made to it are dropped.",
        "tags": [
          "Webhooks"
        ],
        "security": [
          {
            "bearerAuth": [
              "keys:manage"
            ]
          },
          {
            "sessionCookie": [
              "keys:manage"
            ]
          }
        ],
        "responses": {
          "204": {
            "description": "Deleted. The body is empty.",
            "headers": {
              "x-request-id": {
                "$ref": "#/components/headers/RequestId"
              },
              "RateLimit-Policy": {
                "$ref": "#/components/headers/RateLimitPolicy"
              },
              "RateLimit": {
                "$ref": "#/components/headers/RateLimit"
              },
              "Access-Control-Allow-Origin": {
                "$ref": "#/components/headers/Access-Control-Allow-Origin"
              }
            }
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "403": {
            "$ref": "#/components/responses/Forbidden"
          },
          "404": {
            "$ref": "#/components/responses/WebhookNotFound"
          },
          "429": {
            "$ref": "#/components/responses/RateLimited"
          },
          "500": {
            "$ref": "#/components/responses/InternalError"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/webhooks/{id}/deliveries": {
      "parameters": [
        {
          "$ref": "#/components/parameters/WebhookIdPath"
        }
      ],
      "get": {
        "operationId": "listWebhookDeliveries",
        "summary": "List an endpoint's deliveries",
        "description": "The latest 100 events sent (or to be sent) to the endpoint, latest first: event id\n(the `webhook-id` header), type, attempts made, the last HTTP status (null when no\nanswer came: timeout, refused connection, refused address), and when the next\nattempt is due (null once delivered or given up).\n",
        "tags": [
          "Webhooks"
        ],
        "security": [
          {
            "bearerAuth": [
              "keys:manage"
            ]
          },
          {
            "sessionCookie": [
              "keys:manage"
            ]
          }
        ],
        "responses": {
          "200": {
            "description": "The deliveries.",
            "headers": {
              "x-request-id": {
                "$ref": "#/components/headers/RequestId"
              },
              "RateLimit-Policy": {
                "$ref": "#/components/headers/RateLimitPolicy"
              },
              "RateLimit": {
                "$ref": "#/components/headers/RateLimit"
              },
              "Access-Control-Allow-Origin": {
                "$ref": "#/components/headers/Access-Control-Allow-Origin"
              }
            },
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/WebhookDeliveryList"
                },
                "examples": {
                  "retrying": {
                    "summary": "One delivered, one being retried",
                    "value": {
                      "success": true,
                      "data": [
                        {
                          "eventId": "evt_2b7d9f0c4a1e4d5f8a6b3c2d1e0f9a8b",
                          "type": "qrcode.updated",
                          "status": "pending",
                          "attempts": 3,
                          "lastStatus": 500,
                          "lastError": "the endpoint answered 500",
                          "nextAttemptAt": "2026-11-22T09:04:10.000Z",
                          "createdAt": "2026-11-22T09:00:00.000Z"
                        },
                        {
                          "eventId": "evt_9a8b7c6d5e4f40312f1e0d9c8b7a6f5e",
                          "type": "qrcode.created",
                          "status": "delivered",
                          "attempts": 1,
                          "lastStatus": 204,
                          "lastError": null,
                          "nextAttemptAt": null,
                          "createdAt": "2026-11-22T08:59:00.000Z"
                        }
                      ]
                    }
                  }
                }
              }
            }
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "403": {
            "$ref": "#/components/responses/Forbidden"
          },
          "404": {
            "$ref": "#/components/responses/WebhookNotFound"
          },
          "429": {
            "$ref": "#/components/responses/RateLimited"
          },
          "500": {
            "$ref": "#/components/responses/InternalError"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/events": {
      "get": {
        "operationId": "streamEvents",
        "summary": "Stream the account's events as they happen",
        "description": "Server-Sent Events (`text/event-stream`): every event of the caller's account's codes as\nthe webhooks carry it (`qrcode.created`, `qrcode.updated`, `qrcode.deleted`,\n`qrcode.deactivated`, `qrcode.scanned`, `qrcode.milestone`, and the destination-health\nevents), whether or not an endpoint subscribes to it, and never another account's. Each\nmessage is `id: <event id>`, `event: <type>` and `data: <the event as JSON>` — the\nbody a webhook endpoint would receive (`WebhookEvent`, `QrCodeScannedEvent`,\n`QrCodeMilestoneEvent`), whose `id` is the `webhook-id` of the same event.\n\nA stream starts with the events committed after it opened. `Last-Event-ID` (which\nbrowsers' `EventSource` sends when it reconnects) resumes after that event: the events\ncommitted since are sent first, as long as they are at most 24 hours old; an id the\nserver no longer knows (older, or never sent) starts at the present and says so in a\n`: resumed-from-present` comment. An account's events are kept for resuming for 24 hours\nafter a stream of it was last open. With several server instances on one PostgreSQL\ndatabase, a stream on any instance carries the events committed by every instance, in\nthe order their transactions began (at most about a second after their commit).\n\nA `: heartbeat` comment every 15 seconds keeps proxies from closing an idle stream; the\n`retry: 2000` field at the start tells `EventSource` to reconnect after 2 seconds. An\naccount holds at most `MAX_EVENT_STREAMS_PER_ACCOUNT` streams open at once per instance\n(5 by default); one more is `429 RATE_LIMITED` with `Retry-After`. The server ends its\nstreams when it shuts down (reconnect with `Last-Event-ID` to go on) and when the client\ngoes.\n",
        "tags": [
          "Events"
        ],
        "security": [
          {
            "bearerAuth": [
              "qrcodes:read"
            ]
          },
          {
            "sessionCookie": [
              "qrcodes:read"
            ]
          }
        ],
        "parameters": [
          {
            "name": "Last-Event-ID",
            "in": "header",
            "required": false,
            "description": "The `id` of the last event received; the stream resumes after it (24 hours back at most).",
            "schema": {
              "type": "string",
              "minLength": 1,
              "maxLength": 128,
              "examples": [
                "evt_2b7d9f0c4a1e4d5f8a6b3c2d1e0f9a8b"
              ]
            }
          }
        ],
        "responses": {
          "200": {
            "description": "The stream; it stays open until the client or the server ends it.",
            "headers": {
              "Cache-Control": {
                "description": "`no-cache`: a stream is never cached.",
                "schema": {
                  "type": "string",
                  "const": "no-cache"
                }
              },
              "x-request-id": {
                "$ref": "#/components/headers/RequestId"
              },
              "RateLimit-Policy": {
                "$ref": "#/components/headers/RateLimitPolicy"
              },
              "RateLimit": {
                "$ref": "#/components/headers/RateLimit"
              },
              "Access-Control-Allow-Origin": {
                "$ref": "#/components/headers/Access-Control-Allow-Origin"
              }
            },
            "content": {
              "text/event-stream": {
                "schema": {
                  "type": "string",
                  "maxLength": 9007199254740991
                },
                "examples": {
                  "scanned": {
                    "summary": "A created code, then its first minute of scans",
                    "value": "retry: 2000\n\nid: evt_2b7d9f0c4a1e4d5f8a6b3c2d1e0f9a8b\nevent: qrcode.created\ndata: {\"id\":\"evt_2b7d9f0c4a1e4d5f8a6b3c2d1e0f9a8b\",\"type\":\"qrcode.created\",\"createdAt\":\"2026-11-22T08:58:30.000Z\",\"data\":{\"shortId\":\"spring-sale\",\"targetUrl\":\"https://shop.example.com/spring\",\"views\":0}}\n\n: heartbeat\n\nid: evt_7c1e9a0b2d3f4e5a6b7c8d9e0f1a2b3c\nevent: qrcode.scanned\ndata: {\"id\":\"evt_7c1e9a0b2d3f4e5a6b7c8d9e0f1a2b3c\",\"type\":\"qrcode.scanned\",\"createdAt\":\"2026-11-22T09:00:00.000Z\",\"data\":{\"shortId\":\"spring-sale\",\"views\":42,\"uniqueViews\":37,\"botHits\":3,\"byRoute\":{\"default\":42},\"since\":\"2026-11-22T08:59:00.000Z\"}}\n"
                  }
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/InvalidEventStreamRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "403": {
            "$ref": "#/components/responses/Forbidden"
          },
          "429": {
            "$ref": "#/components/responses/RateLimited"
          },
          "500": {
            "$ref": "#/components/responses/InternalError"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/assets": {
      "post": {
        "operationId": "uploadAsset",
        "summary": "Upload a logo",
        "description": "Stores an image for the account's codes to show in their centre (`qrCodeOptions.image`).\nThe body is the image itself, sent with its type: `image/png`, `image/jpeg` or\n`image/svg+xml`, at most 512 KiB (otherwise `413 PAYLOAD_TOO_LARGE`); another type is\n`415 UNSUPPORTED_MEDIA_TYPE`. Images are uploaded, never fetched from a URL. Width and\nheight are read from the image (PNG header, JPEG frame, SVG `viewBox` or\n`width`/`height`); bytes that are not an image of the type sent are `400`. An SVG may\nhold only drawing elements: scripts, event attributes (`on…`), `foreignObject`,\nentity declarations and references outside the image (an `href` not starting with\n`#` or `data:image/`) are refused with `400`, and so are CSS `url()`s outside the image,\n`@import`, `@font-face` and `image-set()`, checked after XML character references and\nCSS escapes are decoded; so is an SVG of more than 10,000 elements, one embedding a PNG\nor JPEG of more than 2048 px a side, and one the XML parser cannot read (nesting deeper\nthan 100 levels, an attribute named `__proto__`). A PNG or JPEG is decoded and\nre-encoded once, here: larger than 2048 px a side it is scaled down (its `width` and\n`height` are then the stored ones), its metadata (EXIF, GPS, text chunks) is dropped,\nand one declaring more than 16,384 px a side, or more than 64 megapixels in all, is\n`400`. Uploads are read off the event loop with a time (5 s) and memory limit: an image\nthat cannot be read within them is `400`. An account holds at most\n`MAX_ASSETS_PER_ACCOUNT` assets (200 by default; `409 LIMIT_REACHED`).\n",
        "tags": [
          "Assets"
        ],
        "security": [
          {
            "bearerAuth": [
              "qrcodes:write"
            ]
          },
          {
            "sessionCookie": [
              "qrcodes:write"
            ]
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "image/png": {
              "schema": {
                "type": "string",
                "format": "binary",
                "maxLength": 524288
              },
              "examples": {
                "png": {
                  "summary": "PNG bytes",
                  "value": "(binary PNG data)"
                }
              }
            },
            "image/jpeg": {
              "schema": {
                "type": "string",
                "format": "binary",
                "maxLength": 524288
              },
              "examples": {
                "jpeg": {
                  "summary": "JPEG bytes",
                  "value": "(binary JPEG data)"
                }
              }
            },
            "image/svg+xml": {
              "schema": {
                "type": "string",
                "maxLength": 524288
              },
              "examples": {
                "svg": {
                  "summary": "A plain SVG logo",
                  "value": "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 10 10\"><circle cx=\"5\" cy=\"5\" r=\"5\" fill=\"#0a0\"/></svg>"
                }
              }
            }
          }
        },
        "responses": {
          "201": {
            "description": "Stored.",
            "headers": {
              "Location": {
                "description": "The address of the new asset.",
                "schema": {
                  "type": "string",
                  "format": "uri",
                  "maxLength": 2048
                }
              },
              "x-request-id": {
                "$ref": "#/components/headers/RequestId"
              },
              "RateLimit-Policy": {
                "$ref": "#/components/headers/RateLimitPolicy"
              },
              "RateLimit": {
                "$ref": "#/components/headers/RateLimit"
              },
              "Access-Control-Allow-Origin": {
                "$ref": "#/components/headers/Access-Control-Allow-Origin"
              }
            },
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/AssetResponse"
                },
                "examples": {
                  "png": {
                    "summary": "A PNG logo",
                    "value": {
                      "success": true,
                      "id": "ast_3f9a2c7d1e8b4c60",
                      "contentType": "image/png",
                      "width": 256,
                      "height": 256,
                      "bytes": 10342,
                      "createdAt": "2026-11-22T09:00:00.000Z"
                    }
                  }
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/InvalidAsset"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "403": {
            "$ref": "#/components/responses/Forbidden"
          },
          "409": {
            "$ref": "#/components/responses/LimitReached"
          },
          "413": {
            "$ref": "#/components/responses/AssetTooLarge"
          },
          "415": {
            "$ref": "#/components/responses/UnsupportedAssetType"
          },
          "429": {
            "$ref": "#/components/responses/RateLimited"
          },
          "500": {
            "$ref": "#/components/responses/InternalError"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      },
      "get": {
        "operationId": "listAssets",
        "summary": "List the account's logos",
        "description": "The account's uploaded images, newest first, without their bytes.",
        "tags": [
          "Assets"
        ],
        "security": [
          {
            "bearerAuth": [
              "qrcodes:read"
            ]
          },
          {
            "sessionCookie": [
              "qrcodes:read"
            ]
          }
        ],
        "responses": {
          "200": {
            "description": "The assets.",
            "headers": {
              "x-request-id": {
                "$ref": "#/components/headers/RequestId"
              },
              "RateLimit-Policy": {
                "$ref": "#/components/headers/RateLimitPolicy"
              },
              "RateLimit": {
                "$ref": "#/components/headers/RateLimit"
              },
              "Access-Control-Allow-Origin": {
                "$ref": "#/components/headers/Access-Control-Allow-Origin"
              }
            },
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/AssetList"
                },
                "examples": {
                  "one": {
                    "summary": "One logo",
                    "value": {
                      "success": true,
                      "data": [
                        {
                          "id": "ast_3f9a2c7d1e8b4c60",
                          "contentType": "image/svg+xml",
                          "width": 120,
                          "height": 40,
                          "bytes": 2210,
                          "createdAt": "2026-11-22T09:00:00.000Z"
                        }
                      ]
                    }
                  }
                }
              }
            }
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "403": {
            "$ref": "#/components/responses/Forbidden"
          },
          "429": {
            "$ref": "#/components/responses/RateLimited"
          },
          "500": {
            "$ref": "#/components/responses/InternalError"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/assets/{assetId}": {
      "parameters": [
        {
          "$ref": "#/components/parameters/AssetIdPath"
        }
      ],
      "get": {
        "operationId": "getAsset",
        "summary": "Get a logo's image",
        "description": "The image as it was stored (an SVG as sanitised, a PNG or JPEG as re-encoded), with its\ncontent type, as a download (`Content-Disposition: attachment`) under\n`Content-Security-Policy: default-src 'none'; style-src 'unsafe-inline'`: opened\ndirectly, an SVG may style itself but never fetch or run anything.\n",
        "tags": [
          "Assets"
        ],
        "security": [
          {
            "bearerAuth": [
              "qrcodes:read"
            ]
          },
          {
            "sessionCookie": [
              "qrcodes:read"
            ]
          }
        ],
        "responses": {
          "200": {
            "description": "The image.",
            "headers": {
              "Cache-Control": {
                "description": "`private, max-age=31536000, immutable`: an asset never changes.",
                "schema": {
                  "type": "string",
                  "maxLength": 200
                }
              },
              "x-request-id": {
                "$ref": "#/components/headers/RequestId"
              },
              "RateLimit-Policy": {
                "$ref": "#/components/headers/RateLimitPolicy"
              },
              "RateLimit": {
                "$ref": "#/components/headers/RateLimit"
              },
              "Access-Control-Allow-Origin": {
                "$ref": "#/components/headers/Access-Control-Allow-Origin"
              }
            },
            "content": {
              "image/png": {
                "schema": {
                  "type": "string",
                  "format": "binary",
                  "maxLength": 524288
                },
                "examples": {
                  "png": {
                    "summary": "PNG bytes",
                    "value": "(binary PNG data)"
                  }
                }
              },
              "image/jpeg": {
                "schema": {
                  "type": "string",
                  "format": "binary",
                  "maxLength": 524288
                },
                "examples": {
                  "jpeg": {
                    "summary": "JPEG bytes",
                    "value": "(binary JPEG data)"
                  }
                }
              },
              "image/svg+xml": {
                "schema": {
                  "type": "string",
                  "maxLength": 524288
                },
                "examples": {
                  "svg": {
                    "summary": "An SVG logo",
                    "value": "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 10 10\"><circle cx=\"5\" cy=\"5\" r=\"5\" fill=\"#0a0\"/></svg>"
                  }
                }
              }
            }
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "403": {
            "$ref": "#/components/responses/Forbidden"
          },
          "404": {
            "$ref": "#/components/responses/AssetNotFound"
          },
          "429": {
            "$ref": "#/components/responses/RateLimited"
          },
          "500": {
            "$ref": "#/components/responses/InternalError"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      },
      "delete": {
        "operationId": "deleteAsset",
        "summary": "Delete a logo",
        "description": "Removes the image; `409 CONFLICT` while a code or a style template shows it, or while a\ncreate or update of one that checked this image is still running.\n",
        "tags": [
          "Assets"
        ],
        "security": [
          {
            "bearerAuth": [
              "qrcodes:write"
            ]
          },
          {
            "sessionCookie": [
              "qrcodes:write"
            ]
          }
        ],
        "responses": {
          "204": {
            "description": "Deleted. The body is empty.",
            "headers": {
              "x-request-id": {
                "$ref": "#/components/headers/RequestId"
              },
              "RateLimit-Policy": {
                "$ref": "#/components/headers/RateLimitPolicy"
              },
              "RateLimit": {
                "$ref": "#/components/headers/RateLimit"
              },
              "Access-Control-Allow-Origin": {
                "$ref": "#/components/headers/Access-Control-Allow-Origin"
              }
            }
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "403": {
            "$ref": "#/components/responses/Forbidden"
          },
          "404": {
            "$ref": "#/components/responses/AssetNotFound"
          },
          "409": {
            "$ref": "#/components/responses/InUse"
          },
          "429": {
            "$ref": "#/components/responses/RateLimited"
          },
          "500": {
            "$ref": "#/components/responses/InternalError"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/styles": {
      "post": {
        "operationId": "createStyle",
        "summary": "Create a style template",
        "description": "Stores a named set of `qrCodeOptions` for the account's codes to share (`styleId` on a\ncode). The options are checked as a code's are — defaults filled in, the contrast rule\nfor every colour and gradient stop, `image` an asset of the account (`400` naming\n`qrCodeOptions.image` otherwise) — and then drawn and decoded by the scan guard with\nthe longest short link the service makes (a 64-character custom id): a template that\ndoes not decode is `422 UNSCANNABLE` naming the option to change, and nothing is stored.\nThe draws are charged to the account's render budget (`429` with `Retry-After` when\nspent).\nAn account holds at most `MAX_STYLES_PER_ACCOUNT` templates (200 by default;\n`409 LIMIT_REACHED`).\n",
        "tags": [
          "Styles"
        ],
        "security": [
          {
            "bearerAuth": [
              "qrcodes:write"
            ]
          },
          {
            "sessionCookie": [
              "qrcodes:write"
            ]
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/CreateStyleRequest"
              },
              "examples": {
                "brand": {
                  "summary": "The brand's look, with its logo and a frame",
                  "value": {
                    "name": "Spring campaign",
                    "qrCodeOptions": {
                      "width": 512,
                      "height": 512,
                      "dotsOptions": {
                        "type": "rounded",
                        "color": "#1a2b3c"
                      },
                      "image": "ast_3f9a2c7d1e8b4c60",
                      "frameOptions": {
                        "type": "banner",
                        "text": "SCAN ME"
                      }
                    }
                  }
                }
              }
            }
          }
        },
        "responses": {
          "201": {
            "description": "Created. The body is the new template with every default filled in.",
            "headers": {
              "Location": {
                "description": "The API address of the new template.",
                "schema": {
                  "type": "string",
                  "format": "uri",
                  "maxLength": 2048
                }
              },
              "x-request-id": {
                "$ref": "#/components/headers/RequestId"
              },
              "RateLimit-Policy": {
                "$ref": "#/components/headers/RateLimitPolicy"
              },
              "RateLimit": {
                "$ref": "#/components/headers/RateLimit"
              },
              "Access-Control-Allow-Origin": {
                "$ref": "#/components/headers/Access-Control-Allow-Origin"
              }
            },
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/StyleResponse"
                },
                "examples": {
                  "created": {
                    "summary": "A new template",
                    "value": {
                      "success": true,
                      "id": "sty_5c1e9a7b3d2f4e80",
                      "name": "Spring campaign",
                      "qrCodeOptions": {
                        "width": 512,
                        "height": 512,
                        "dotsOptions": {
                          "type": "rounded",
                          "color": "#1a2b3c"
                        },
                        "backgroundOptions": {
                          "color": "#ffffff"
                        },
                        "cornersSquareOptions": {
                          "type": "square",
                          "color": "#1a2b3c"
                        },
                        "cornersDotOptions": {
                          "type": "square",
                          "color": "#1a2b3c"
                        },
                        "margin": 0,
                        "qrOptions": {
                          "errorCorrectionLevel": "H"
                        },
                        "image": "ast_3f9a2c7d1e8b4c60",
                        "imageOptions": {
                          "imageSize": 0.4,
                          "margin": 0,
                          "hideBackgroundDots": true
                        },
                        "frameOptions": {
                          "type": "banner",
                          "text": "SCAN ME",
                          "color": "#000000",
                          "textColor": "#ffffff"
                        }
                      },
                      "createdAt": "2026-11-22T09:00:00.000Z",
                      "updatedAt": "2026-11-22T09:00:00.000Z"
                    }
                  }
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/InvalidStyleRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "403": {
            "$ref": "#/components/responses/Forbidden"
          },
          "409": {
            "$ref": "#/components/responses/LimitReached"
          },
          "413": {
            "$ref": "#/components/responses/PayloadTooLarge"
          },
          "415": {
            "$ref": "#/components/responses/UnsupportedMediaType"
          },
          "422": {
            "$ref": "#/components/responses/Unscannable"
          },
          "429": {
            "$ref": "#/components/responses/RateLimited"
          },
          "500": {
            "$ref": "#/components/responses/InternalError"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      },
      "get": {
        "operationId": "listStyles",
        "summary": "List the account's style templates",
        "description": "The account's templates, a page at a time, oldest first (ties by `id`), so walking the\npages with `offset += limit` never repeats or skips one while nothing changes.\n",
        "tags": [
          "Styles"
        ],
        "security": [
          {
            "bearerAuth": [
              "qrcodes:read"
            ]
          },
          {
            "sessionCookie": [
              "qrcodes:read"
            ]
          }
        ],
        "parameters": [
          {
            "$ref": "#/components/parameters/Limit"
          },
          {
            "$ref": "#/components/parameters/Offset"
          }
        ],
        "responses": {
          "200": {
            "description": "A page of the account's templates.",
            "headers": {
              "x-request-id": {
                "$ref": "#/components/headers/RequestId"
              },
              "RateLimit-Policy": {
                "$ref": "#/components/headers/RateLimitPolicy"
              },
              "RateLimit": {
                "$ref": "#/components/headers/RateLimit"
              },
              "Access-Control-Allow-Origin": {
                "$ref": "#/components/headers/Access-Control-Allow-Origin"
              }
            },
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/StyleList"
                },
                "examples": {
                  "one": {
                    "summary": "One template",
                    "value": {
                      "success": true,
                      "data": [
                        {
                          "id": "sty_5c1e9a7b3d2f4e80",
                          "name": "Spring campaign",
                          "qrCodeOptions": {
                            "width": 512,
                            "height": 512,
                            "dotsOptions": {
                              "type": "rounded",
                              "color": "#1a2b3c"
                            },
                            "backgroundOptions": {
                              "color": "#ffffff"
                            },
                            "cornersSquareOptions": {
                              "type": "square",
                              "color": "#1a2b3c"
                            },
                            "cornersDotOptions": {
                              "type": "square",
                              "color": "#1a2b3c"
                            },
                            "margin": 0,
                            "qrOptions": {
                              "errorCorrectionLevel": "Q"
                            }
                          },
                          "createdAt": "2026-11-22T09:00:00.000Z",
                          "updatedAt": "2026-11-22T09:00:00.000Z"
                        }
                      ],
                      "pagination": {
                        "total": 1,
                        "limit": 20,
                        "offset": 0,
                        "hasMore": false
                      }
                    }
                  }
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/InvalidListRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "403": {
            "$ref": "#/components/responses/Forbidden"
          },
          "429": {
            "$ref": "#/components/responses/RateLimited"
          },
          "500": {
            "$ref": "#/components/responses/InternalError"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/styles/{styleId}": {
      "parameters": [
        {
          "$ref": "#/components/parameters/StyleIdPath"
        }
      ],
      "get": {
        "operationId": "getStyle",
        "summary": "Get a style template",
        "description": "One of the account's templates; another account's is `404`.",
        "tags": [
          "Styles"
        ],
        "security": [
          {
            "bearerAuth": [
              "qrcodes:read"
            ]
          },
          {
            "sessionCookie": [
              "qrcodes:read"
            ]
          }
        ],
        "responses": {
          "200": {
            "description": "The template.",
            "headers": {
              "x-request-id": {
                "$ref": "#/components/headers/RequestId"
              },
              "RateLimit-Policy": {
                "$ref": "#/components/headers/RateLimitPolicy"
              },
              "RateLimit": {
                "$ref": "#/components/headers/RateLimit"
              },
              "Access-Control-Allow-Origin": {
                "$ref": "#/components/headers/Access-Control-Allow-Origin"
              }
            },
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/StyleResponse"
                },
                "examples": {
                  "style": {
                    "summary": "A template",
                    "value": {
                      "success": true,
                      "id": "sty_5c1e9a7b3d2f4e80",
                      "name": "Spring campaign",
                      "qrCodeOptions": {
                        "width": 512,
                        "height": 512,
                        "dotsOptions": {
                          "type": "rounded",
                          "color": "#1a2b3c"
                        },
                        "backgroundOptions": {
                          "color": "#ffffff"
                        },
                        "cornersSquareOptions": {
                          "type": "square",
                          "color": "#1a2b3c"
                        },
                        "cornersDotOptions": {
                          "type": "square",
                          "color": "#1a2b3c"
                        },
                        "margin": 0,
                        "qrOptions": {
                          "errorCorrectionLevel": "Q"
                        }
                      },
                      "createdAt": "2026-11-22T09:00:00.000Z",
                      "updatedAt": "2026-11-22T09:00:00.000Z"
                    }
                  }
                }
              }
            }
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "403": {
            "$ref": "#/components/responses/Forbidden"
          },
          "404": {
            "$ref": "#/components/responses/StyleNotFound"
          },
          "429": {
            "$ref": "#/components/responses/RateLimited"
          },
          "500": {
            "$ref": "#/components/responses/InternalError"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      },
      "put": {
        "operationId": "updateStyle",
        "summary": "Replace a style template",
        "description": "Replaces the template's `name` and `qrCodeOptions` (both required; missing options go\nback to their defaults), checked and decoded as on create (`422 UNSCANNABLE`, nothing\nstored). New options with a logo are also drawn with the short link of every code that\nuses the template: one that would not scan is `422 UNSCANNABLE` naming that code, and a\ntemplate used by more codes than one request may draw (`SCAN_GUARD_DRAWS_PER_REQUEST`,\n200 by default) is `409 LIMIT_REACHED` (detach some codes, or change it without a\nlogo). Every draw is charged to the account's render budget (`429` with `Retry-After`).\n\nEvery code with this `styleId` is drawn with the new options from then on: its answers,\nits images and its ETag change with the template. The codes are rewritten 500 per\ncommit, each commit with those codes' `qrcode.updated` events, before the answer; a\nread during the change may find some codes still with the old options.\n",
        "tags": [
          "Styles"
        ],
        "security": [
          {
            "bearerAuth": [
              "qrcodes:write"
            ]
          },
          {
            "sessionCookie": [
              "qrcodes:write"
            ]
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/UpdateStyleRequest"
              },
              "examples": {
                "recolour": {
                  "summary": "The campaign's new colour",
                  "value": {
                    "name": "Spring campaign",
                    "qrCodeOptions": {
                      "width": 512,
                      "height": 512,
                      "dotsOptions": {
                        "type": "rounded",
                        "color": "#0b4f2e"
                      }
                    }
                  }
                }
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "Replaced. The body is the template as stored.",
            "headers": {
              "x-request-id": {
                "$ref": "#/components/headers/RequestId"
              },
              "RateLimit-Policy": {
                "$ref": "#/components/headers/RateLimitPolicy"
              },
              "RateLimit": {
                "$ref": "#/components/headers/RateLimit"
              },
              "Access-Control-Allow-Origin": {
                "$ref": "#/components/headers/Access-Control-Allow-Origin"
              }
            },
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/StyleResponse"
                },
                "examples": {
                  "replaced": {
                    "summary": "The template recoloured",
                    "value": {
                      "success": true,
                      "id": "sty_5c1e9a7b3d2f4e80",
                      "name": "Spring campaign",
                      "qrCodeOptions": {
                        "width": 512,
                        "height": 512,
                        "dotsOptions": {
                          "type": "rounded",
                          "color": "#0b4f2e"
                        },
                        "backgroundOptions": {
                          "color": "#ffffff"
                        },
                        "cornersSquareOptions": {
                          "type": "square",
                          "color": "#0b4f2e"
                        },
                        "cornersDotOptions": {
                          "type": "square",
                          "color": "#0b4f2e"
                        },
                        "margin": 0,
                        "qrOptions": {
                          "errorCorrectionLevel": "Q"
                        }
                      },
                      "createdAt": "2026-11-22T09:00:00.000Z",
                      "updatedAt": "2026-11-23T14:10:00.000Z"
                    }
                  }
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/InvalidStyleRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "403": {
            "$ref": "#/components/responses/Forbidden"
          },
          "404": {
            "$ref": "#/components/responses/StyleNotFound"
          },
          "409": {
            "$ref": "#/components/responses/LimitReached"
          },
          "413": {
            "$ref": "#/components/responses/PayloadTooLarge"
          },
          "415": {
            "$ref": "#/components/responses/UnsupportedMediaType"
          },
          "422": {
            "$ref": "#/components/responses/Unscannable"
          },
          "429": {
            "$ref": "#/components/responses/RateLimited"
          },
          "500": {
            "$ref": "#/components/responses/InternalError"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      },
      "delete": {
        "operationId": "deleteStyle",
        "summary": "Delete a style template",
        "description": "Removes the template; `409 CONFLICT` while a code uses it (detach those first with `styleId` `null`).",
        "tags": [
          "Styles"
        ],
        "security": [
          {
            "bearerAuth": [
              "qrcodes:write"
            ]
          },
          {
            "sessionCookie": [
              "qrcodes:write"
            ]
          }
        ],
        "responses": {
          "204": {
            "description": "Deleted. The body is empty.",
            "headers": {
              "x-request-id": {
                "$ref": "#/components/headers/RequestId"
              },
              "RateLimit-Policy": {
                "$ref": "#/components/headers/RateLimitPolicy"
              },
              "RateLimit": {
                "$ref": "#/components/headers/RateLimit"
              },
              "Access-Control-Allow-Origin": {
                "$ref": "#/components/headers/Access-Control-Allow-Origin"
              }
            }
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "403": {
            "$ref": "#/components/responses/Forbidden"
          },
          "404": {
            "$ref": "#/components/responses/StyleNotFound"
          },
          "409": {
            "$ref": "#/components/responses/StyleInUse"
          },
          "429": {
            "$ref": "#/components/responses/RateLimited"
          },
          "500": {
            "$ref": "#/components/responses/InternalError"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/me": {
      "get": {
        "operationId": "getMe",
        "summary": "Who is asking",
        "description": "Answers who makes the request: the signed-in person (`user`, with a session cookie) or\nthe API key (`key`; its creator's `user` when a member created it), the account the\nrequest acts on, the person's `role` there and the `scopes` the request holds. A key\ncreated by a member holds at most that member's current role (the scopes are the\nintersection). `accounts` lists the person's memberships, for an account switcher; a\nkey without a person has `[]`. Any valid credential may ask.\n",
        "tags": [
          "People"
        ],
        "security": [
          {
            "bearerAuth": []
          },
          {
            "sessionCookie": []
          }
        ],
        "responses": {
          "200": {
            "description": "Who is asking.",
            "headers": {
              "x-request-id": {
                "$ref": "#/components/headers/RequestId"
              },
              "RateLimit-Policy": {
                "$ref": "#/components/headers/RateLimitPolicy"
              },
              "RateLimit": {
                "$ref": "#/components/headers/RateLimit"
              },
              "Access-Control-Allow-Origin": {
                "$ref": "#/components/headers/Access-Control-Allow-Origin"
              }
            },
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Me"
                },
                "examples": {
                  "person": {
                    "summary": "A signed-in owner",
                    "value": {
                      "success": true,
                      "user": {
                        "id": "usr_4kT9vQ2mZx81LmQa",
                        "email": "ada@example.com",
                        "name": "Ada Lovelace"
                      },
                      "key": null,
                      "account": {
                        "id": "acc_Zx81LmQ2zT7v",
                        "name": "acme"
                      },
                      "role": "owner",
                      "scopes": [
                        "qrcodes:read",
                        "qrcodes:write",
                        "keys:manage"
                      ],
                      "accounts": [
                        {
                          "id": "acc_Zx81LmQ2zT7v",
                          "name": "acme",
                          "role": "owner"
                        },
                        {
                          "id": "acc_Q2zT7vZx81Lm",
                          "name": "acme-eu",
                          "role": "editor"
                        }
                      ]
                    }
                  },
                  "key": {
                    "summary": "An API key created on the command line",
                    "value": {
                      "success": true,
                      "user": null,
                      "key": {
                        "id": "key_3hT7vN1sQe4R",
                        "name": "first key",
                        "prefix": "a81LmQ2z"
                      },
                      "account": {
                        "id": "acc_Zx81LmQ2zT7v",
                        "name": "acme"
                      },
                      "role": null,
                      "scopes": [
                        "qrcodes:read",
                        "qrcodes:write",
                        "keys:manage"
                      ],
                      "accounts": []
                    }
                  }
                }
              }
            }
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "403": {
            "$ref": "#/components/responses/Forbidden"
          },
          "429": {
            "$ref": "#/components/responses/RateLimited"
          },
          "500": {
            "$ref": "#/components/responses/InternalError"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/session": {
      "post": {
        "operationId": "signIn",
        "summary": "Sign in",
        "description": "Signs a person in with their email and password and answers who they are (as\n`GET /me`) with the session cookie (`Set-Cookie`): a random id, stored only as its\nSHA-256 hash, `HttpOnly`, `SameSite=Lax`, `Path=/`; named `__Host-dynqr_session` and\n`Secure` when `{site_url}` is `https`, `dynqr_session` otherwise. A session ends after\n`SESSION_IDLE_HOURS` (168) without use, and at the latest `SESSION_MAX_DAYS` (30) after\nsign-in.\n\n`accountId` chooses the account when the person is a member of several (default: the\noldest membership). A wrong email or password is `401 UNAUTHORIZED`, `Wrong email or\npassword`, never saying which. After 5 failures in 15 minutes from one address or for\none email, each further failure is `429 RATE_LIMITED` with `Retry-After`; the password\nis checked first, so a correct one always signs in. A request carrying `Origin` must\ncome from `{site_url}` (`403 FORBIDDEN`).\n",
        "tags": [
          "People"
        ],
        "security": [],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/SignInRequest"
              },
              "examples": {
                "signIn": {
                  "summary": "Email and password",
                  "value": {
                    "email": "ada@example.com",
                    "password": "correct horse battery staple"
                  }
                }
              }
            }
          }
        },
        "responses": {
          "200": {
            "$ref": "#/components/responses/SignedIn"
          },
          "400": {
            "$ref": "#/components/responses/InvalidPeopleRequest"
          },
          "401": {
            "$ref": "#/components/responses/WrongCredentials"
          },
          "403": {
            "$ref": "#/components/responses/Forbidden"
          },
          "413": {
            "$ref": "#/components/responses/PayloadTooLarge"
          },
          "415": {
            "$ref": "#/components/responses/UnsupportedMediaType"
          },
          "429": {
            "$ref": "#/components/responses/RateLimited"
          },
          "500": {
            "$ref": "#/components/responses/InternalError"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      },
      "patch": {
        "operationId": "switchAccount",
        "summary": "Switch the session's account",
        "description": "Moves the session to another account of the signed-in person; later requests act on\nit. An account the person is not a member of is `404 NOT_FOUND`, `Account not found`.\nOnly a session may switch (a key belongs to one account).\n",
        "tags": [
          "People"
        ],
        "security": [
          {
            "sessionCookie": []
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/SwitchAccountRequest"
              },
              "examples": {
                "switch": {
                  "summary": "Work on another account",
                  "value": {
                    "accountId": "acc_Q2zT7vZx81Lm"
                  }
                }
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "The session now acts on the account; who is asking, as `GET /me`.",
            "headers": {
              "x-request-id": {
                "$ref": "#/components/headers/RequestId"
              },
              "RateLimit-Policy": {
                "$ref": "#/components/headers/RateLimitPolicy"
              },
              "RateLimit": {
                "$ref": "#/components/headers/RateLimit"
              },
              "Access-Control-Allow-Origin": {
                "$ref": "#/components/headers/Access-Control-Allow-Origin"
              }
            },
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Me"
                },
                "examples": {
                  "switched": {
                    "summary": "A signed-in owner",
                    "value": {
                      "success": true,
                      "user": {
                        "id": "usr_4kT9vQ2mZx81LmQa",
                        "email": "ada@example.com",
                        "name": "Ada Lovelace"
                      },
                      "key": null,
                      "account": {
                        "id": "acc_Zx81LmQ2zT7v",
                        "name": "acme"
                      },
                      "role": "owner",
                      "scopes": [
                        "qrcodes:read",
                        "qrcodes:write",
                        "keys:manage"
                      ],
                      "accounts": [
                        {
                          "id": "acc_Zx81LmQ2zT7v",
                          "name": "acme",
                          "role": "owner"
                        },
                        {
                          "id": "acc_Q2zT7vZx81Lm",
                          "name": "acme-eu",
                          "role": "editor"
                        }
                      ]
                    }
                  }
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/InvalidPeopleRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "403": {
            "$ref": "#/components/responses/Forbidden"
          },
          "404": {
            "$ref": "#/components/responses/AccountNotFound"
          },
          "413": {
            "$ref": "#/components/responses/PayloadTooLarge"
          },
          "415": {
            "$ref": "#/components/responses/UnsupportedMediaType"
          },
          "429": {
            "$ref": "#/components/responses/RateLimited"
          },
          "500": {
            "$ref": "#/components/responses/InternalError"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      },
      "delete": {
        "operationId": "signOut",
        "summary": "Sign out",
        "description": "Ends the session making the request and clears its cookie. Only a session may sign out.",
        "tags": [
          "People"
        ],
        "security": [
          {
            "sessionCookie": []
          }
        ],
        "responses": {
          "204": {
            "$ref": "#/components/responses/SignedOut"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "403": {
            "$ref": "#/components/responses/Forbidden"
          },
          "429": {
            "$ref": "#/components/responses/RateLimited"
          },
          "500": {
            "$ref": "#/components/responses/InternalError"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/sessions": {
      "delete": {
        "operationId": "signOutEverywhere",
        "summary": "Sign out everywhere",
        "description": "Ends every session of the signed-in person, on every device and account, this one\nincluded, and clears this one's cookie. Their API keys are not touched.\n",
        "tags": [
          "People"
        ],
        "security": [
          {
            "sessionCookie": []
          }
        ],
        "responses": {
          "204": {
            "$ref": "#/components/responses/SignedOut"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "403": {
            "$ref": "#/components/responses/Forbidden"
          },
          "429": {
            "$ref": "#/components/responses/RateLimited"
          },
          "500": {
            "$ref": "#/components/responses/InternalError"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/members": {
      "get": {
        "operationId": "listMembers",
        "summary": "List the account's members",
        "description": "The people of the caller's account with their roles, oldest member first.",
        "tags": [
          "People"
        ],
        "security": [
          {
            "bearerAuth": [
              "keys:manage"
            ]
          },
          {
            "sessionCookie": [
              "keys:manage"
            ]
          }
        ],
        "responses": {
          "200": {
            "description": "The account's members.",
            "headers": {
              "x-request-id": {
                "$ref": "#/components/headers/RequestId"
              },
              "RateLimit-Policy": {
                "$ref": "#/components/headers/RateLimitPolicy"
              },
              "RateLimit": {
                "$ref": "#/components/headers/RateLimit"
              },
              "Access-Control-Allow-Origin": {
                "$ref": "#/components/headers/Access-Control-Allow-Origin"
              }
            },
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/MemberList"
                },
                "examples": {
                  "team": {
                    "summary": "An owner and an editor",
                    "value": {
                      "success": true,
                      "data": [
                        {
                          "userId": "usr_4kT9vQ2mZx81LmQa",
                          "email": "ada@example.com",
                          "name": "Ada Lovelace",
                          "role": "owner",
                          "createdAt": "2026-11-21T16:00:00.000Z"
                        },
                        {
                          "userId": "usr_7bN4cVd0eRf7gHj2",
                          "email": "grace@example.com",
                          "name": "Grace Hopper",
                          "role": "editor",
                          "createdAt": "2026-11-22T09:30:00.000Z"
                        }
                      ]
                    }
                  }
                }
              }
            }
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "403": {
            "$ref": "#/components/responses/Forbidden"
          },
          "429": {
            "$ref": "#/components/responses/RateLimited"
          },
          "500": {
            "$ref": "#/components/responses/InternalError"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/members/{userId}": {
      "parameters": [
        {
          "$ref": "#/components/parameters/UserIdPath"
        }
      ],
      "patch": {
        "operationId": "updateMember",
        "summary": "Change a member's role",
        "description": "Gives a member of the caller's account another role. Granting or taking `owner` needs a\nsigned-in owner (a session, never a key): otherwise `403 FORBIDDEN`. An account always\nkeeps at least one owner: demoting the last one is `409 CONFLICT`, `An account keeps at\nleast one owner`. Keys the member created hold at most the new role from their next\nrequest.\n",
        "tags": [
          "People"
        ],
        "security": [
          {
            "bearerAuth": [
              "keys:manage"
            ]
          },
          {
            "sessionCookie": [
              "keys:manage"
            ]
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/UpdateMemberRequest"
              },
              "examples": {
                "promote": {
                  "summary": "Make an editor an admin",
                  "value": {
                    "role": "admin"
                  }
                }
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "The member with the new role.",
            "headers": {
              "x-request-id": {
                "$ref": "#/components/headers/RequestId"
              },
              "RateLimit-Policy": {
                "$ref": "#/components/headers/RateLimitPolicy"
              },
              "RateLimit": {
                "$ref": "#/components/headers/RateLimit"
              },
              "Access-Control-Allow-Origin": {
                "$ref": "#/components/headers/Access-Control-Allow-Origin"
              }
            },
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/MemberResponse"
                },
                "examples": {
                  "promoted": {
                    "summary": "Now an admin",
                    "value": {
                      "success": true,
                      "userId": "usr_7bN4cVd0eRf7gHj2",
                      "email": "grace@example.com",
                      "name": "Grace Hopper",
                      "role": "admin",
                      "createdAt": "2026-11-22T09:30:00.000Z"
                    }
                  }
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/InvalidPeopleRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "403": {
            "$ref": "#/components/responses/Forbidden"
          },
          "404": {
            "$ref": "#/components/responses/MemberNotFound"
          },
          "409": {
            "$ref": "#/components/responses/LastOwner"
          },
          "413": {
            "$ref": "#/components/responses/PayloadTooLarge"
          },
          "415": {
            "$ref": "#/components/responses/UnsupportedMediaType"
          },
          "429": {
            "$ref": "#/components/responses/RateLimited"
          },
          "500": {
            "$ref": "#/components/responses/InternalError"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      },
      "delete": {
        "operationId": "removeMember",
        "summary": "Remove a member",
        "description": "Removes a person from the caller's account. Their sessions on it end at once, and the\nkeys they created stop working (`401`). Needs `keys:manage`, except that a signed-in\nperson may always remove themselves (leave). Removing an owner needs a signed-in owner\n(`403` otherwise); the last owner cannot leave or be removed (`409 CONFLICT`, `An\naccount keeps at least one owner`).\n",
        "tags": [
          "People"
        ],
        "security": [
          {
            "bearerAuth": []
          },
          {
            "sessionCookie": []
          }
        ],
        "responses": {
          "204": {
            "description": "Removed. The body is empty.",
            "headers": {
              "x-request-id": {
                "$ref": "#/components/headers/RequestId"
              },
              "RateLimit-Policy": {
                "$ref": "#/components/headers/RateLimitPolicy"
              },
              "RateLimit": {
                "$ref": "#/components/headers/RateLimit"
              },
              "Access-Control-Allow-Origin": {
                "$ref": "#/components/headers/Access-Control-Allow-Origin"
              }
            }
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "403": {
            "$ref": "#/components/responses/Forbidden"
          },
          "404": {
            "$ref": "#/components/responses/MemberNotFound"
          },
          "409": {
            "$ref": "#/components/responses/LastOwner"
          },
          "429": {
            "$ref": "#/components/responses/RateLimited"
          },
          "500": {
            "$ref": "#/components/responses/InternalError"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/invitations": {
      "post": {
        "operationId": "createInvitation",
        "summary": "Invite a person",
        "description": "Invites a person to the caller's account with a role, through a one-time `link`\n(`{site_url}/join#<token>`) valid 7 days. When the operator set `SMTP_URL` the link is\ne-mailed to them too (`emailed: true`); otherwise it is shown here to pass on. Only the\ntoken's hash is stored, so the link is shown this once. Inviting as `owner` needs a\nsigned-in owner (`403` otherwise). Members and pending invitations together are capped\nat `MAX_MEMBERS_PER_ACCOUNT` (100): past it, `409 LIMIT_REACHED`.\n",
        "tags": [
          "People"
        ],
        "security": [
          {
            "bearerAuth": [
              "keys:manage"
            ]
          },
          {
            "sessionCookie": [
              "keys:manage"
            ]
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/CreateInvitationRequest"
              },
              "examples": {
                "editor": {
                  "summary": "Invite an editor",
                  "value": {
                    "email": "grace@example.com",
                    "role": "editor"
                  }
                }
              }
            }
          }
        },
        "responses": {
          "201": {
            "description": "Created. `link` is shown this once.",
            "headers": {
              "x-request-id": {
                "$ref": "#/components/headers/RequestId"
              },
              "RateLimit-Policy": {
                "$ref": "#/components/headers/RateLimitPolicy"
              },
              "RateLimit": {
                "$ref": "#/components/headers/RateLimit"
              },
              "Access-Control-Allow-Origin": {
                "$ref": "#/components/headers/Access-Control-Allow-Origin"
              }
            },
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/CreatedInvitation"
                },
                "examples": {
                  "created": {
                    "summary": "A link to pass on (no SMTP_URL)",
                    "value": {
                      "success": true,
                      "id": "inv_2mZx81LmQa4kT9vQ",
                      "email": "grace@example.com",
                      "role": "editor",
                      "createdAt": "2026-11-22T09:30:00.000Z",
                      "expiresAt": "2026-11-29T09:30:00.000Z",
                      "link": "http://localhost:3000/join#q3kV7x0bN1m2L8pZ4cR6tY9wE5uI0oA3sD7fG1hJ2kL",
                      "emailed": false
                    }
                  }
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/InvalidPeopleRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "403": {
            "$ref": "#/components/responses/Forbidden"
          },
          "409": {
            "$ref": "#/components/responses/MembersLimitReached"
          },
          "413": {
            "$ref": "#/components/responses/PayloadTooLarge"
          },
          "415": {
            "$ref": "#/components/responses/UnsupportedMediaType"
          },
          "429": {
            "$ref": "#/components/responses/RateLimited"
          },
          "500": {
            "$ref": "#/components/responses/InternalError"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      },
      "get": {
        "operationId": "listInvitations",
        "summary": "List pending invitations",
        "description": "The caller's account's invitations that are neither accepted, withdrawn nor expired,\nnewest first, without their links (a link is shown once, when it is created).\n",
        "tags": [
          "People"
        ],
        "security": [
          {
            "bearerAuth": [
              "keys:manage"
            ]
          },
          {
            "sessionCookie": [
              "keys:manage"
            ]
          }
        ],
        "responses": {
          "200": {
            "description": "The pending invitations.",
            "headers": {
              "x-request-id": {
                "$ref": "#/components/headers/RequestId"
              },
              "RateLimit-Policy": {
                "$ref": "#/components/headers/RateLimitPolicy"
              },
              "RateLimit": {
                "$ref": "#/components/headers/RateLimit"
              },
              "Access-Control-Allow-Origin": {
                "$ref": "#/components/headers/Access-Control-Allow-Origin"
              }
            },
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/InvitationList"
                },
                "examples": {
                  "pending": {
                    "summary": "One pending invitation",
                    "value": {
                      "success": true,
                      "data": [
                        {
                          "id": "inv_2mZx81LmQa4kT9vQ",
                          "email": "grace@example.com",
                          "role": "editor",
                          "createdAt": "2026-11-22T09:30:00.000Z",
                          "expiresAt": "2026-11-29T09:30:00.000Z"
                        }
                      ]
                    }
                  }
                }
              }
            }
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "403": {
            "$ref": "#/components/responses/Forbidden"
          },
          "429": {
            "$ref": "#/components/responses/RateLimited"
          },
          "500": {
            "$ref": "#/components/responses/InternalError"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/invitations/{id}": {
      "parameters": [
        {
          "$ref": "#/components/parameters/InvitationIdPath"
        }
      ],
      "delete": {
        "operationId": "deleteInvitation",
        "summary": "Withdraw an invitation",
        "description": "Withdraws a pending invitation of the caller's account: its link stops working. An\nunknown, used, expired or another account's invitation is `404 NOT_FOUND`,\n`Invitation not found`.\n",
        "tags": [
          "People"
        ],
        "security": [
          {
            "bearerAuth": [
              "keys:manage"
            ]
          },
          {
            "sessionCookie": [
              "keys:manage"
            ]
          }
        ],
        "responses": {
          "204": {
            "description": "Withdrawn. The body is empty.",
            "headers": {
              "x-request-id": {
                "$ref": "#/components/headers/RequestId"
              },
              "RateLimit-Policy": {
                "$ref": "#/components/headers/RateLimitPolicy"
              },
              "RateLimit": {
                "$ref": "#/components/headers/RateLimit"
              },
              "Access-Control-Allow-Origin": {
                "$ref": "#/components/headers/Access-Control-Allow-Origin"
              }
            }
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "403": {
            "$ref": "#/components/responses/Forbidden"
          },
          "404": {
            "$ref": "#/components/responses/InvitationNotFound"
          },
          "429": {
            "$ref": "#/components/responses/RateLimited"
          },
          "500": {
            "$ref": "#/components/responses/InternalError"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/invitations/accept": {
      "post": {
        "operationId": "acceptInvitation",
        "summary": "Accept an invitation or a setup link",
        "description": "Takes the token of a one-time link (`{site_url}/join#<token>`: an invitation, or the\nsetup link `npm start` and `dynqr users invite` print) and signs the person in, as\n`POST /session` does. A new email creates the person: `name` and `password` (12–1024\ncharacters) are needed. A person who already has an account gives their `password`, or\nsends the request signed in as themselves. A setup link names no email: `email` is\nneeded too. A used, withdrawn, expired or unknown token is `404 NOT_FOUND`, `This link\nis no longer valid`. A request carrying `Origin` must come from `{site_url}`.\n",
        "tags": [
          "People"
        ],
        "security": [],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/AcceptInvitationRequest"
              },
              "examples": {
                "newPerson": {
                  "summary": "A new person joins",
                  "value": {
                    "token": "q3kV7x0bN1m2L8pZ4cR6tY9wE5uI0oA3sD7fG1hJ2kL",
                    "name": "Grace Hopper",
                    "password": "a long and secret sentence"
                  }
                }
              }
            }
          }
        },
        "responses": {
          "200": {
            "$ref": "#/components/responses/SignedIn"
          },
          "400": {
            "$ref": "#/components/responses/InvalidPeopleRequest"
          },
          "401": {
            "$ref": "#/components/responses/WrongCredentials"
          },
          "403": {
            "$ref": "#/components/responses/Forbidden"
          },
          "404": {
            "$ref": "#/components/responses/LinkNotValid"
          },
          "409": {
            "$ref": "#/components/responses/MembersLimitReached"
          },
          "413": {
            "$ref": "#/components/responses/PayloadTooLarge"
          },
          "415": {
            "$ref": "#/components/responses/UnsupportedMediaType"
          },
          "429": {
            "$ref": "#/components/responses/RateLimited"
          },
          "500": {
            "$ref": "#/components/responses/InternalError"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/password-resets/accept": {
      "post": {
        "operationId": "resetPassword",
        "summary": "Set a new password with a reset link",
        "description": "Takes the token of a one-time reset link (`{site_url}/reset#<token>`, printed by\n`dynqr users reset-password`, valid one hour) and a new `password` (12–1024\ncharacters); ends every other session of the person and signs them in, as\n`POST /session` does. A used, expired or unknown token is `404 NOT_FOUND`, `This link\nis no longer valid`.\n",
        "tags": [
          "People"
        ],
        "security": [],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/ResetPasswordRequest"
              },
              "examples": {
                "reset": {
                  "summary": "A new password",
                  "value": {
                    "token": "q3kV7x0bN1m2L8pZ4cR6tY9wE5uI0oA3sD7fG1hJ2kL",
                    "password": "a new long and secret sentence"
                  }
                }
              }
            }
          }
        },
        "responses": {
          "200": {
            "$ref": "#/components/responses/SignedIn"
          },
          "400": {
            "$ref": "#/components/responses/InvalidPeopleRequest"
          },
          "403": {
            "$ref": "#/components/responses/Forbidden"
          },
          "404": {
            "$ref": "#/components/responses/LinkNotValid"
          },
          "413": {
            "$ref": "#/components/responses/PayloadTooLarge"
          },
          "415": {
            "$ref": "#/components/responses/UnsupportedMediaType"
          },
          "429": {
            "$ref": "#/components/responses/RateLimited"
          },
          "500": {
            "$ref": "#/components/responses/InternalError"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/audit": {
      "get": {
        "operationId": "listAuditEvents",
        "summary": "List the audit log",
        "description": "Who changed what and when in the caller's account, newest first: every change to a\ncode (which fields, and the old and new target), key, member, invitation, domain,\nwebhook and style, with its author (a person or a key) and the class of the address it\ncame from (never the address itself). `shortId` narrows it to one code's history;\n`from` and `to` to a time range. Entries about keys, members, invitations, webhooks,\nstyles and domains are listed only to a caller holding `keys:manage`. Entries are kept\n`AUDIT_RETENTION_DAYS` (365). Paged by `cursor`: pass the previous answer's\n`nextCursor` until it is `null`.\n",
        "tags": [
          "Audit"
        ],
        "security": [
          {
            "bearerAuth": [
              "qrcodes:read"
            ]
          },
          {
            "sessionCookie": [
              "qrcodes:read"
            ]
          }
        ],
        "parameters": [
          {
            "name": "shortId",
            "in": "query",
            "required": false,
            "description": "Only the history of this code.",
            "schema": {
              "type": "string",
              "minLength": 1,
              "maxLength": 256
            },
            "examples": {
              "code": {
                "summary": "One code's history",
                "value": "spring-sale"
              }
            }
          },
          {
            "name": "from",
            "in": "query",
            "required": false,
            "description": "Only entries at or after this instant (ISO 8601).",
            "schema": {
              "type": "string",
              "format": "date-time",
              "maxLength": 64
            },
            "examples": {
              "start": {
                "summary": "Since the start of November",
                "value": "2026-11-01T00:00:00.000Z"
              }
            }
          },
          {
            "name": "to",
            "in": "query",
            "required": false,
            "description": "Only entries before this instant (ISO 8601).",
            "schema": {
              "type": "string",
              "format": "date-time",
              "maxLength": 64
            },
            "examples": {
              "end": {
                "summary": "Before December",
                "value": "2026-12-01T00:00:00.000Z"
              }
            }
          },
          {
            "name": "limit",
            "in": "query",
            "required": false,
            "description": "Entries per page, 1 to 100.",
            "schema": {
              "type": "integer",
              "minimum": 1,
              "maximum": 100,
              "default": 50,
              "format": "int32"
            },
            "examples": {
              "ten": {
                "summary": "Ten a page",
                "value": 10
              }
            }
          },
          {
            "name": "cursor",
            "in": "query",
            "required": false,
            "description": "The `nextCursor` of the previous page.",
            "schema": {
              "type": "string",
              "minLength": 1,
              "maxLength": 256
            },
            "examples": {
              "next": {
                "summary": "The next page",
                "value": "MTc2NDA2MDAwMDAwMHxhdWRfNGtUOXZRMm1aeDgxTG1RYQ"
              }
            }
          }
        ],
        "responses": {
          "200": {
            "description": "A page of the audit log, newest first.",
            "headers": {
              "x-request-id": {
                "$ref": "#/components/headers/RequestId"
              },
              "RateLimit-Policy": {
                "$ref": "#/components/headers/RateLimitPolicy"
              },
              "RateLimit": {
                "$ref": "#/components/headers/RateLimit"
              },
              "Access-Control-Allow-Origin": {
                "$ref": "#/components/headers/Access-Control-Allow-Origin"
              }
            },
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/AuditEventList"
                },
                "examples": {
                  "targetChanged": {
                    "summary": "A person changed a code's target",
                    "value": {
                      "success": true,
                      "data": [
                        {
                          "id": "aud_4kT9vQ2mZx81LmQa",
                          "at": "2026-11-22T09:00:00.000Z",
                          "actor": {
                            "type": "user",
                            "id": "usr_7bN4cVd0eRf7gHj2",
                            "label": "grace@example.com"
                          },
                          "action": "qrcode.updated",
                          "resource": {
                            "type": "qrcode",
                            "id": "spring-sale"
                          },
                          "changes": {
                            "targetUrl": {
                              "old": "https://shop.example.com/spring",
                              "new": "https://shop.example.com/summer"
                            }
                          },
                          "addressClass": "ipv4:203.0.113.0/24"
                        }
                      ],
                      "nextCursor": null
                    }
                  }
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/InvalidPeopleRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "403": {
            "$ref": "#/components/responses/Forbidden"
          },
          "429": {
            "$ref": "#/components/responses/RateLimited"
          },
          "500": {
            "$ref": "#/components/responses/InternalError"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/domains": {
      "post": {
        "operationId": "createDomain",
        "summary": "Add a custom domain",
        "description": "Adds a hostname on which the account's codes can be served (`https://<hostname>/<shortId>`).\nThe domain starts `pending`: publish the TXT record of `verification` at your DNS\nprovider, then call `POST /domains/{id}/verify`. A hostname belongs to one account\n(`409 CONFLICT`); IP literals, `localhost` and names under it, and the server's own\nhost are refused (`400`). An account holds at most 20 domains, or what the operator set\n(`MAX_DOMAINS_PER_ACCOUNT`); past it, `409 LIMIT_REACHED` naming the cap.\n",
        "tags": [
          "Domains"
        ],
        "security": [
          {
            "bearerAuth": [
              "keys:manage"
            ]
          },
          {
            "sessionCookie": [
              "keys:manage"
            ]
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/CreateDomainRequest"
              },
              "examples": {
                "menu": {
                  "summary": "A restaurant's menu domain",
                  "value": {
                    "hostname": "menu.example.com"
                  }
                }
              }
            }
          }
        },
        "responses": {
          "201": {
            "description": "Added, pending verification.",
            "headers": {
              "x-request-id": {
                "$ref": "#/components/headers/RequestId"
              },
              "RateLimit-Policy": {
                "$ref": "#/components/headers/RateLimitPolicy"
              },
              "RateLimit": {
                "$ref": "#/components/headers/RateLimit"
              },
              "Access-Control-Allow-Origin": {
                "$ref": "#/components/headers/Access-Control-Allow-Origin"
              }
            },
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/DomainResponse"
                },
                "examples": {
                  "pending": {
                    "summary": "A new domain",
                    "value": {
                      "success": true,
                      "id": "dom_4f9c2a7d1e8b3c60",
                      "hostname": "menu.example.com",
                      "status": "pending",
                      "verification": {
                        "type": "TXT",
                        "name": "_dynqr.menu.example.com",
                        "value": "dynqr-verify=3q2-7wZxkP9aLmT0bY5cRdEs"
                      },
                      "rootRedirectUrl": null,
                      "notFoundUrl": null,
                      "createdAt": "2026-11-26T09:00:00.000Z",
                      "verifiedAt": null
                    }
                  }
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/InvalidDomainRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "403": {
            "$ref": "#/components/responses/Forbidden"
          },
          "409": {
            "$ref": "#/components/responses/DomainConflict"
          },
          "413": {
            "$ref": "#/components/responses/PayloadTooLarge"
          },
          "415": {
            "$ref": "#/components/responses/UnsupportedMediaType"
          },
          "429": {
            "$ref": "#/components/responses/RateLimited"
          },
          "500": {
            "$ref": "#/components/responses/InternalError"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      },
      "get": {
        "operationId": "listDomains",
        "summary": "List custom domains",
        "description": "The account's domains, oldest first, verified or not.",
        "tags": [
          "Domains"
        ],
        "security": [
          {
            "bearerAuth": [
              "qrcodes:read"
            ]
          },
          {
            "sessionCookie": [
              "qrcodes:read"
            ]
          }
        ],
        "responses": {
          "200": {
            "description": "The domains.",
            "headers": {
              "x-request-id": {
                "$ref": "#/components/headers/RequestId"
              },
              "RateLimit-Policy": {
                "$ref": "#/components/headers/RateLimitPolicy"
              },
              "RateLimit": {
                "$ref": "#/components/headers/RateLimit"
              },
              "Access-Control-Allow-Origin": {
                "$ref": "#/components/headers/Access-Control-Allow-Origin"
              }
            },
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/DomainList"
                },
                "examples": {
                  "one": {
                    "summary": "One verified domain",
                    "value": {
                      "success": true,
                      "data": [
                        {
                          "id": "dom_4f9c2a7d1e8b3c60",
                          "hostname": "menu.example.com",
                          "status": "verified",
                          "verification": {
                            "type": "TXT",
                            "name": "_dynqr.menu.example.com",
                            "value": "dynqr-verify=3q2-7wZxkP9aLmT0bY5cRdEs"
                          },
                          "rootRedirectUrl": "https://example.com/",
                          "notFoundUrl": null,
                          "createdAt": "2026-11-26T09:00:00.000Z",
                          "verifiedAt": "2026-11-26T09:05:00.000Z"
                        }
                      ]
                    }
                  }
                }
              }
            }
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "403": {
            "$ref": "#/components/responses/Forbidden"
          },
          "429": {
            "$ref": "#/components/responses/RateLimited"
          },
          "500": {
            "$ref": "#/components/responses/InternalError"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/domains/{id}": {
      "parameters": [
        {
          "$ref": "#/components/parameters/DomainIdPath"
        }
      ],
      "get": {
        "operationId": "getDomain",
        "summary": "Get a custom domain",
        "description": "One of the account's domains; another account's is `404`.",
        "tags": [
          "Domains"
        ],
        "security": [
          {
            "bearerAuth": [
              "qrcodes:read"
            ]
          },
          {
            "sessionCookie": [
              "qrcodes:read"
            ]
          }
        ],
        "responses": {
          "200": {
            "description": "The domain.",
            "headers": {
              "x-request-id": {
                "$ref": "#/components/headers/RequestId"
              },
              "RateLimit-Policy": {
                "$ref": "#/components/headers/RateLimitPolicy"
              },
              "RateLimit": {
                "$ref": "#/components/headers/RateLimit"
              },
              "Access-Control-Allow-Origin": {
                "$ref": "#/components/headers/Access-Control-Allow-Origin"
              }
            },
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/DomainResponse"
                },
                "examples": {
                  "verified": {
                    "summary": "A verified domain",
                    "value": {
                      "success": true,
                      "id": "dom_4f9c2a7d1e8b3c60",
                      "hostname": "menu.example.com",
                      "status": "verified",
                      "verification": {
                        "type": "TXT",
                        "name": "_dynqr.menu.example.com",
                        "value": "dynqr-verify=3q2-7wZxkP9aLmT0bY5cRdEs"
                      },
                      "rootRedirectUrl": "https://example.com/",
                      "notFoundUrl": "https://example.com/menu",
                      "createdAt": "2026-11-26T09:00:00.000Z",
                      "verifiedAt": "2026-11-26T09:05:00.000Z"
                    }
                  }
                }
              }
            }
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "403": {
            "$ref": "#/components/responses/Forbidden"
          },
          "404": {
            "$ref": "#/components/responses/DomainNotFound"
          },
          "429": {
            "$ref": "#/components/responses/RateLimited"
          },
          "500": {
            "$ref": "#/components/responses/InternalError"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      },
      "patch": {
        "operationId": "updateDomain",
        "summary": "Change a domain's redirects",
        "description": "Sets where `https://<hostname>/` goes (`rootRedirectUrl`) and where an id no code of the\ndomain has goes (`notFoundUrl`); `null` clears either (the request is then answered `404`).\n",
        "tags": [
          "Domains"
        ],
        "security": [
          {
            "bearerAuth": [
              "keys:manage"
            ]
          },
          {
            "sessionCookie": [
              "keys:manage"
            ]
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/UpdateDomainRequest"
              },
              "examples": {
                "both": {
                  "summary": "Both redirects",
                  "value": {
                    "rootRedirectUrl": "https://example.com/",
                    "notFoundUrl": "https://example.com/menu"
                  }
                }
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "The changed domain.",
            "headers": {
              "x-request-id": {
                "$ref": "#/components/headers/RequestId"
              },
              "RateLimit-Policy": {
                "$ref": "#/components/headers/RateLimitPolicy"
              },
              "RateLimit": {
                "$ref": "#/components/headers/RateLimit"
              },
              "Access-Control-Allow-Origin": {
                "$ref": "#/components/headers/Access-Control-Allow-Origin"
              }
            },
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/DomainResponse"
                },
                "examples": {
                  "verified": {
                    "summary": "A verified domain",
                    "value": {
                      "success": true,
                      "id": "dom_4f9c2a7d1e8b3c60",
                      "hostname": "menu.example.com",
                      "status": "verified",
                      "verification": {
                        "type": "TXT",
                        "name": "_dynqr.menu.example.com",
                        "value": "dynqr-verify=3q2-7wZxkP9aLmT0bY5cRdEs"
                      },
                      "rootRedirectUrl": "https://example.com/",
                      "notFoundUrl": "https://example.com/menu",
                      "createdAt": "2026-11-26T09:00:00.000Z",
                      "verifiedAt": "2026-11-26T09:05:00.000Z"
                    }
                  }
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/InvalidDomainRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "403": {
            "$ref": "#/components/responses/Forbidden"
          },
          "404": {
            "$ref": "#/components/responses/DomainNotFound"
          },
          "413": {
            "$ref": "#/components/responses/PayloadTooLarge"
          },
          "415": {
            "$ref": "#/components/responses/UnsupportedMediaType"
          },
          "429": {
            "$ref": "#/components/responses/RateLimited"
          },
          "500": {
            "$ref": "#/components/responses/InternalError"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      },
      "delete": {
        "operationId": "deleteDomain",
        "summary": "Delete a custom domain",
        "description": "Removes the domain; its hostname is no longer allowed a certificate. A domain that codes\nstill use (deleted codes included: their printed links stay theirs) is `409 CONFLICT`.\n",
        "tags": [
          "Domains"
        ],
        "security": [
          {
            "bearerAuth": [
              "keys:manage"
            ]
          },
          {
            "sessionCookie": [
              "keys:manage"
            ]
          }
        ],
        "responses": {
          "204": {
            "description": "Deleted. The body is empty.",
            "headers": {
              "x-request-id": {
                "$ref": "#/components/headers/RequestId"
              },
              "RateLimit-Policy": {
                "$ref": "#/components/headers/RateLimitPolicy"
              },
              "RateLimit": {
                "$ref": "#/components/headers/RateLimit"
              },
              "Access-Control-Allow-Origin": {
                "$ref": "#/components/headers/Access-Control-Allow-Origin"
              }
            }
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "403": {
            "$ref": "#/components/responses/Forbidden"
          },
          "404": {
            "$ref": "#/components/responses/DomainNotFound"
          },
          "409": {
            "$ref": "#/components/responses/DomainInUse"
          },
          "429": {
            "$ref": "#/components/responses/RateLimited"
          },
          "500": {
            "$ref": "#/components/responses/InternalError"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/domains/{id}/verify": {
      "parameters": [
        {
          "$ref": "#/components/parameters/DomainIdPath"
        }
      ],
      "post": {
        "operationId": "verifyDomain",
        "summary": "Verify a custom domain",
        "description": "Looks the TXT record `_dynqr.<hostname>` up now, through the resolvers the operator\nnamed (`DNS_SERVERS`; the system's by default). When one of its strings is the\nverification value the domain is `verified` (and stays so; verifying again changes\nnothing); otherwise `422 DOMAIN_NOT_VERIFIED`, saying what was found.\n",
        "tags": [
          "Domains"
        ],
        "security": [
          {
            "bearerAuth": [
              "keys:manage"
            ]
          },
          {
            "sessionCookie": [
              "keys:manage"
            ]
          }
        ],
        "responses": {
          "200": {
            "description": "Verified.",
            "headers": {
              "x-request-id": {
                "$ref": "#/components/headers/RequestId"
              },
              "RateLimit-Policy": {
                "$ref": "#/components/headers/RateLimitPolicy"
              },
              "RateLimit": {
                "$ref": "#/components/headers/RateLimit"
              },
              "Access-Control-Allow-Origin": {
                "$ref": "#/components/headers/Access-Control-Allow-Origin"
              }
            },
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/DomainResponse"
                },
                "examples": {
                  "verified": {
                    "summary": "A verified domain",
                    "value": {
                      "success": true,
                      "id": "dom_4f9c2a7d1e8b3c60",
                      "hostname": "menu.example.com",
                      "status": "verified",
                      "verification": {
                        "type": "TXT",
                        "name": "_dynqr.menu.example.com",
                        "value": "dynqr-verify=3q2-7wZxkP9aLmT0bY5cRdEs"
                      },
                      "rootRedirectUrl": "https://example.com/",
                      "notFoundUrl": "https://example.com/menu",
                      "createdAt": "2026-11-26T09:00:00.000Z",
                      "verifiedAt": "2026-11-26T09:05:00.000Z"
                    }
                  }
                }
              }
            }
          },
          "400": {
            "description": "Verifying takes no body; one sent with `Content-Type: application/json` must still\nbe JSON (an empty one is refused as for every JSON body).\n",
            "headers": {
              "x-request-id": {
                "$ref": "#/components/headers/RequestId"
              },
              "RateLimit-Policy": {
                "$ref": "#/components/headers/RateLimitPolicy"
              },
              "RateLimit": {
                "$ref": "#/components/headers/RateLimit"
              },
              "Access-Control-Allow-Origin": {
                "$ref": "#/components/headers/Access-Control-Allow-Origin"
              }
            },
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                },
                "examples": {
                  "emptyJson": {
                    "summary": "An empty body sent as JSON",
                    "value": {
                      "error": "INVALID_REQUEST",
                      "message": "The request body is empty; send a JSON object",
                      "requestId": "req-7f3a9c2e5b"
                    }
                  }
                }
              }
            }
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "403": {
            "$ref": "#/components/responses/Forbidden"
          },
          "404": {
            "$ref": "#/components/responses/DomainNotFound"
          },
          "422": {
            "$ref": "#/components/responses/DomainNotVerified"
          },
          "429": {
            "$ref": "#/components/responses/RateLimited"
          },
          "500": {
            "$ref": "#/components/responses/InternalError"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/print": {
      "post": {
        "operationId": "printCodes",
        "summary": "Print codes on a sheet, or as a ZIP of files",
        "description": "Draws up to 1,000 of the account's codes for a print run: the codes named by `shortIds`\n(in that order), or every code carrying `tag` (oldest first). Every code is drawn with\nits stored styling at `codeMm` millimetres wide (frame included) and proven to scan at\nthat size by the scan guard (its verdicts, as on save) before anything is sent; one that\ndoes not is `422 UNSCANNABLE` naming its short id.\n\nWith `Accept: application/pdf` (the default) the answer is a vector PDF streamed page by\npage: the codes in `layout`'s grid, left to right then top to bottom, each label under its\ncode, crop marks at the cells' corners when `cropMarks` is true. `layout` is a grid of\nyour own, or a standard label sheet: `avery-l7160` (A4, 3 × 7 labels of 63.5 × 38.1 mm)\nor `avery-5160` (US Letter, 3 × 10 labels of 66.7 × 25.4 mm). A code and its label that\ndo not fit in a cell are `400`, naming the largest `codeMm` that fits.\n\nWith `Accept: application/zip` the answer is a ZIP streamed with one file per code in\n`format` (`png` at 300 dpi of `codeMm`, `svg` or `pdf` of `codeMm`), named after the\ncode's title (or its short id when it has none), made safe for every file system and\nunique within the ZIP (`Flyer.png`, `Flyer-2.png`). `layout`, `label` and `cropMarks` are\nignored there.\n\nEvery code drawn is charged to the account's render budget like its image\n(`IMAGE_RENDER_MEGAPIXELS_PER_MINUTE`); the whole run is charged before the answer\nstarts, so a spent budget is `429` with `Retry-After` and nothing is sent.\n",
        "tags": [
          "Print"
        ],
        "security": [
          {
            "bearerAuth": [
              "qrcodes:read"
            ]
          },
          {
            "sessionCookie": [
              "qrcodes:read"
            ]
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/PrintRequest"
              },
              "examples": {
                "avery": {
                  "summary": "A campaign on Avery L7160 labels, titles under the codes",
                  "value": {
                    "tag": "spring-menu",
                    "layout": "avery-l7160",
                    "codeMm": 25,
                    "label": "title",
                    "cropMarks": false
                  }
                },
                "grid": {
                  "summary": "Three codes on an A4 grid of your own, with crop marks",
                  "value": {
                    "shortIds": [
                      "aZ3kP9qX",
                      "menu-2026",
                      "Qx81LmQa"
                    ],
                    "layout": {
                      "page": "A4",
                      "columns": 3,
                      "rows": 4,
                      "marginMm": 10,
                      "gapMm": 5
                    },
                    "codeMm": 50,
                    "label": "shortId",
                    "cropMarks": true
                  }
                },
                "zip": {
                  "summary": "A ZIP of PNG files (with Accept application/zip)",
                  "value": {
                    "tag": "spring-menu",
                    "layout": "avery-l7160",
                    "codeMm": 40,
                    "label": "none",
                    "cropMarks": false,
                    "format": "png"
                  }
                }
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "The print sheet (PDF) or the ZIP of files, streamed.",
            "headers": {
              "Content-Disposition": {
                "description": "`attachment; filename=\"dynqr-print.pdf\"` (or `.zip`).",
                "schema": {
                  "type": "string",
                  "maxLength": 200
                }
              },
              "x-request-id": {
                "$ref": "#/components/headers/RequestId"
              },
              "RateLimit-Policy": {
                "$ref": "#/components/headers/RateLimitPolicy"
              },
              "RateLimit": {
                "$ref": "#/components/headers/RateLimit"
              },
              "Access-Control-Allow-Origin": {
                "$ref": "#/components/headers/Access-Control-Allow-Origin"
              }
            },
            "content": {
              "application/pdf": {
                "schema": {
                  "type": "string",
                  "format": "binary",
                  "maxLength": 1073741824
                },
                "examples": {
                  "pdf": {
                    "summary": "PDF bytes",
                    "value": "(binary PDF data)"
                  }
                }
              },
              "application/zip": {
                "schema": {
                  "type": "string",
                  "format": "binary",
                  "maxLength": 1073741824
                },
                "examples": {
                  "zip": {
                    "summary": "ZIP bytes",
                    "value": "(binary ZIP data)"
                  }
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/InvalidPrintRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "403": {
            "$ref": "#/components/responses/Forbidden"
          },
          "404": {
            "$ref": "#/components/responses/PrintCodeNotFound"
          },
          "413": {
            "$ref": "#/components/responses/PayloadTooLarge"
          },
          "415": {
            "$ref": "#/components/responses/UnsupportedMediaType"
          },
          "422": {
            "$ref": "#/components/responses/Unscannable"
          },
          "429": {
            "$ref": "#/components/responses/RateLimited"
          },
          "500": {
            "$ref": "#/components/responses/InternalError"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/account/brand": {
      "get": {
        "operationId": "getBrand",
        "summary": "Get the account's brand",
        "description": "The name, logo and colour that the public pages a scanner sees (a paused, expired or\nover-the-limit code, an unknown link, the password form) carry instead of the admin\nheader. An account that never set one answers every field `null`.\n",
        "tags": [
          "Print"
        ],
        "security": [
          {
            "bearerAuth": [
              "qrcodes:read"
            ]
          },
          {
            "sessionCookie": [
              "qrcodes:read"
            ]
          }
        ],
        "responses": {
          "200": {
            "description": "The brand.",
            "headers": {
              "x-request-id": {
                "$ref": "#/components/headers/RequestId"
              },
              "RateLimit-Policy": {
                "$ref": "#/components/headers/RateLimitPolicy"
              },
              "RateLimit": {
                "$ref": "#/components/headers/RateLimit"
              },
              "Access-Control-Allow-Origin": {
                "$ref": "#/components/headers/Access-Control-Allow-Origin"
              }
            },
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/BrandResponse"
                },
                "examples": {
                  "brand": {
                    "summary": "A café's brand",
                    "value": {
                      "success": true,
                      "name": "Café Lumen",
                      "logoAssetId": "ast_3f9a2c7d1e8b4c60",
                      "color": "#7a2e0e",
                      "updatedAt": "2026-11-26T09:00:00.000Z"
                    }
                  }
                }
              }
            }
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "403": {
            "$ref": "#/components/responses/Forbidden"
          },
          "429": {
            "$ref": "#/components/responses/RateLimited"
          },
          "500": {
            "$ref": "#/components/responses/InternalError"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      },
      "put": {
        "operationId": "putBrand",
        "summary": "Set the account's brand",
        "description": "Replaces the brand of the public pages: `name` (shown as their heading), `logoAssetId`\n(an image uploaded with `POST /assets`; another account's is `400`) and `color` (the\npages' accent; it must reach 4.5:1 against white, since it colours text). A field left\nout or `null` is cleared. An asset in use by the brand cannot be deleted (`409`).\nRecorded in the audit log. Needs the admin scope `keys:manage`.\n",
        "tags": [
          "Print"
        ],
        "security": [
          {
            "bearerAuth": [
              "keys:manage"
            ]
          },
          {
            "sessionCookie": [
              "keys:manage"
            ]
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/PutBrandRequest"
              },
              "examples": {
                "brand": {
                  "summary": "Name, logo and colour",
                  "value": {
                    "name": "Café Lumen",
                    "logoAssetId": "ast_3f9a2c7d1e8b4c60",
                    "color": "#7a2e0e"
                  }
                }
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "The brand as stored.",
            "headers": {
              "x-request-id": {
                "$ref": "#/components/headers/RequestId"
              },
              "RateLimit-Policy": {
                "$ref": "#/components/headers/RateLimitPolicy"
              },
              "RateLimit": {
                "$ref": "#/components/headers/RateLimit"
              },
              "Access-Control-Allow-Origin": {
                "$ref": "#/components/headers/Access-Control-Allow-Origin"
              }
            },
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/BrandResponse"
                },
                "examples": {
                  "brand": {
                    "summary": "A café's brand",
                    "value": {
                      "success": true,
                      "name": "Café Lumen",
                      "logoAssetId": "ast_3f9a2c7d1e8b4c60",
                      "color": "#7a2e0e",
                      "updatedAt": "2026-11-26T09:00:00.000Z"
                    }
                  }
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/InvalidBrandRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "403": {
            "$ref": "#/components/responses/Forbidden"
          },
          "413": {
            "$ref": "#/components/responses/PayloadTooLarge"
          },
          "415": {
            "$ref": "#/components/responses/UnsupportedMediaType"
          },
          "429": {
            "$ref": "#/components/responses/RateLimited"
          },
          "500": {
            "$ref": "#/components/responses/InternalError"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/tls/allowed": {
      "servers": [
        {
          "url": "{siteUrl}",
          "description": "The server itself, asked by the TLS proxy on the same machine.",
          "variables": {
            "siteUrl": {
              "default": "http://127.0.0.1:3000",
              "description": "The server's loopback address."
            }
          }
        }
      ],
      "get": {
        "operationId": "getTlsAllowed",
        "summary": "Whether the proxy may get a certificate for a name",
        "description": "The permission endpoint of a proxy's on-demand TLS (Caddy's `on_demand_tls`, see\n`docs/deploy/Caddyfile`): `200` when `domain` is a verified custom domain, `404`\notherwise. Answered from memory, never a database query per handshake; kept current\non every instance (a domain verified on one is allowed by all within seconds). Only\nloopback addresses are answered (the socket's own address, whatever `X-Forwarded-For`\nsays); any other caller gets `403`.\n",
        "tags": [
          "Domains"
        ],
        "security": [],
        "parameters": [
          {
            "name": "domain",
            "in": "query",
            "required": true,
            "description": "The server name of the TLS handshake.",
            "schema": {
              "type": "string",
              "minLength": 1,
              "maxLength": 253
            },
            "examples": {
              "menu": {
                "summary": "A custom domain",
                "value": "menu.example.com"
              }
            }
          }
        ],
        "responses": {
          "200": {
            "description": "A verified custom domain.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/TlsAllowed"
                },
                "examples": {
                  "allowed": {
                    "summary": "Allowed",
                    "value": {
                      "domain": "menu.example.com",
                      "allowed": true
                    }
                  }
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/InvalidListRequest"
          },
          "403": {
            "$ref": "#/components/responses/Forbidden"
          },
          "404": {
            "$ref": "#/components/responses/DomainNotFound"
          },
          "500": {
            "$ref": "#/components/responses/InternalError"
          }
        }
      }
    },
    "/{shortId}": {
      "servers": [
        {
          "url": "{siteUrl}",
          "description": "The public site, where short links live.",
          "variables": {
            "siteUrl": {
              "default": "http://localhost:3000",
              "description": "The public address of the deployment (`PUBLIC_URL`)."
            }
          }
        }
      ],
      "get": {
        "operationId": "followShortLink",
        "summary": "Follow a short link",
        "description": "The address a printed QR code encodes. Redirects with `302 Found` to the code's\ncurrent target — never `301`, which browsers would cache for good and so defeat\nediting — with `Cache-Control: no-store` and `X-Robots-Tag: noindex`.\n\nEach `GET` by a person counts one view, committed before the redirect is sent.\n`HEAD` requests, prefetches (`Sec-Purpose: prefetch` or `Purpose: prefetch`) and\nknown bots and link previewers are redirected too but counted as bot hits, not\nviews. An unknown id answers a `404` HTML page; a deleted code answers `410 Gone`.\n\nA code that is inactive (`active: false`), past its `expiresAt` (from that instant),\nor whose `views` reached `maxScans` sends scanners to its `fallbackUrl` (`302`) or,\nwithout one, answers a `410` page saying the code is no longer active. Such human\nscans count as fallback hits, not views; the scan that reaches `maxScans` is still a\nview and still goes to the target. Bots are redirected the same way and counted as\nbot hits.\n\nWhere a live code sends a scan (PRODUCT.md, \"Where a scan goes\"): a code with a\npassword first answers the password form (below); then the first of its `rules` whose\nconditions hold; then one of its `variants` (kept per visitor for the day); then its\n`targetUrl`. A code that is inactive, expired or used up ignores all of that and goes to\nits fallback. With `forwardQuery`, the scanned address's query parameters are added to\nthe target (the target's own win); `utm` adds the UTM parameters the target lacks. Each\nview records its route (`default`, `rule:N`, `variant:N`): `groupBy=route` in stats.\n\nA live code with a password answers `200` with a small HTML form (no admin header;\nthe target appears nowhere in the page) and counts no view: the scanner `POST`s the\npassword to the same address (`unlockShortLink`). Bots and link previewers get the\nsame form and are never let through.\n",
        "tags": [
          "Short links"
        ],
        "security": [],
        "parameters": [
          {
            "$ref": "#/components/parameters/ShortIdPath"
          }
        ],
        "responses": {
          "200": {
            "description": "The code has a password; the page asks for it (`POST` it back, `unlockShortLink`).",
            "headers": {
              "Cache-Control": {
                "description": "Always `no-store`.",
                "schema": {
                  "type": "string",
                  "const": "no-store"
                }
              },
              "X-Robots-Tag": {
                "description": "Always `noindex`.",
                "schema": {
                  "type": "string",
                  "const": "noindex"
                }
              },
              "x-request-id": {
                "$ref": "#/components/headers/RequestId"
              },
              "Access-Control-Allow-Origin": {
                "$ref": "#/components/headers/Access-Control-Allow-Origin"
              }
            },
            "content": {
              "text/html": {
                "schema": {
                  "type": "string",
                  "maxLength": 262144
                },
                "examples": {
                  "passwordForm": {
                    "summary": "The password form",
                    "value": "<!doctype html><title>Password required</title><form method=\"post\"><label>Password <input type=\"password\" name=\"password\"></label><button>Open</button></form>"
                  }
                }
              }
            }
          },
          "302": {
            "description": "Found. Follow `Location` to the target.",
            "headers": {
              "Location": {
                "description": "The target URL of the code (or of its matching rule or variant), or its `fallbackUrl` when it is no longer active.",
                "schema": {
                  "type": "string",
                  "format": "uri",
                  "maxLength": 2048
                }
              },
              "Cache-Control": {
                "description": "Always `no-store`, so the next scan asks again.",
                "schema": {
                  "type": "string",
                  "const": "no-store"
                }
              },
              "X-Robots-Tag": {
                "description": "Always `noindex`.",
                "schema": {
                  "type": "string",
                  "const": "noindex"
                }
              },
              "x-request-id": {
                "$ref": "#/components/headers/RequestId"
              },
              "Access-Control-Allow-Origin": {
                "$ref": "#/components/headers/Access-Control-Allow-Origin"
              }
            }
          },
          "404": {
            "description": "No QR code has this short id.",
            "headers": {
              "x-request-id": {
                "$ref": "#/components/headers/RequestId"
              },
              "Access-Control-Allow-Origin": {
                "$ref": "#/components/headers/Access-Control-Allow-Origin"
              }
            },
            "content": {
              "text/html": {
                "schema": {
                  "type": "string",
                  "maxLength": 262144
                },
                "examples": {
                  "notFound": {
                    "summary": "The page shown for an unknown code",
                    "value": "<!doctype html><title>QR code not found</title><h1>QR code not found</h1>"
                  }
                }
              }
            }
          },
          "410": {
            "description": "The QR code was deleted by its owner, or is inactive, expired or at its scan limit\nwithout a `fallbackUrl`.\n",
            "headers": {
              "x-request-id": {
                "$ref": "#/components/headers/RequestId"
              },
              "Access-Control-Allow-Origin": {
                "$ref": "#/components/headers/Access-Control-Allow-Origin"
              }
            },
            "content": {
              "text/html": {
                "schema": {
                  "type": "string",
                  "maxLength": 262144
                },
                "examples": {
                  "gone": {
                    "summary": "The page shown for a deleted code",
                    "value": "<!doctype html><title>QR code deleted</title><h1>This QR code has been deleted</h1>"
                  },
                  "inactive": {
                    "summary": "The page shown for an inactive, expired or exhausted code",
                    "value": "<!doctype html><title>QR code no longer active</title><h1>This QR code is no longer active</h1>"
                  }
                }
              }
            }
          },
          "503": {
            "description": "The scan could not be counted (the store cannot commit right now), so the scanner is\nnot redirected: a redirect is only sent for a view that is stored. Scanning again\nafter `Retry-After` seconds works once the store recovers. This is the default\n(`SCAN_FAILURE_MODE=closed`). A deployment that prefers the redirect to the count\nsets `SCAN_FAILURE_MODE=open`: a live code without `maxScans` is then redirected\n(`302`) without counting the scan, while a code with `maxScans` still answers `503`,\nsince its limit holds only if every scan is counted.\n",
            "headers": {
              "Retry-After": {
                "$ref": "#/components/headers/RetryAfter"
              },
              "x-request-id": {
                "$ref": "#/components/headers/RequestId"
              },
              "Access-Control-Allow-Origin": {
                "$ref": "#/components/headers/Access-Control-Allow-Origin"
              }
            },
            "content": {
              "text/html": {
                "schema": {
                  "type": "string",
                  "maxLength": 262144
                },
                "examples": {
                  "unavailable": {
                    "summary": "The page shown while scans cannot be counted",
                    "value": "<!doctype html><title>Try again</title><h1>This QR code cannot be opened right now</h1>"
                  }
                }
              }
            }
          }
        }
      },
      "post": {
        "operationId": "unlockShortLink",
        "summary": "Unlock a short link with its password",
        "description": "The password form's answer (`application/x-www-form-urlencoded`, field `password`).\nThe right password on a live code redirects (`302`) as a `GET` would once past the\nform (rules, variants, `forwardQuery` and `utm` apply) and counts the view then. A\nwrong one answers the form again (`403`) saying so. One address may try 10 passwords\n(right or wrong) on one code within 15 minutes; further tries answer `429` with\n`Retry-After` until the window ends, right password or not. Bots, link previewers, prefetches and\nrequests without a User-Agent get the form (`403`) whatever they send and are never\nredirected to the target. A code without a password, or one that is inactive, expired\nor used up, answers as `GET` does.\n",
        "tags": [
          "Short links"
        ],
        "security": [],
        "parameters": [
          {
            "$ref": "#/components/parameters/ShortIdPath"
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/x-www-form-urlencoded": {
              "schema": {
                "type": "object",
                "required": [
                  "password"
                ],
                "properties": {
                  "password": {
                    "type": "string",
                    "maxLength": 200
                  }
                }
              },
              "examples": {
                "unlock": {
                  "summary": "A password typed into the form",
                  "value": {
                    "password": "staff-only-2026"
                  }
                }
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "The code has no password (any more) and answers as `GET` does, here a page.",
            "headers": {
              "x-request-id": {
                "$ref": "#/components/headers/RequestId"
              },
              "Access-Control-Allow-Origin": {
                "$ref": "#/components/headers/Access-Control-Allow-Origin"
              }
            },
            "content": {
              "text/html": {
                "schema": {
                  "type": "string",
                  "maxLength": 262144
                }
              }
            }
          },
          "302": {
            "description": "The right password. Follow `Location` to the target.",
            "headers": {
              "Location": {
                "description": "Where the code sends this scan.",
                "schema": {
                  "type": "string",
                  "format": "uri",
                  "maxLength": 4096
                }
              },
              "Cache-Control": {
                "description": "Always `no-store`.",
                "schema": {
                  "type": "string",
                  "const": "no-store"
                }
              },
              "x-request-id": {
                "$ref": "#/components/headers/RequestId"
              },
              "Access-Control-Allow-Origin": {
                "$ref": "#/components/headers/Access-Control-Allow-Origin"
              }
            }
          },
          "400": {
            "description": "The form's body holds no password, or one longer than 200 characters; `details` names it.",
            "headers": {
              "x-request-id": {
                "$ref": "#/components/headers/RequestId"
              },
              "Access-Control-Allow-Origin": {
                "$ref": "#/components/headers/Access-Control-Allow-Origin"
              }
            },
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                },
                "examples": {
                  "noPassword": {
                    "summary": "The form sent without its field",
                    "value": {
                      "error": "INVALID_REQUEST",
                      "message": "body must have required property 'password'",
                      "details": [
                        {
                          "field": "password",
                          "message": "body must have required property 'password'"
                        }
                      ],
                      "requestId": "req-7f3a9c2e5b"
                    }
                  }
                }
              }
            }
          },
          "403": {
            "description": "A wrong password (or a bot): the form again, saying the password was wrong.",
            "headers": {
              "x-request-id": {
                "$ref": "#/components/headers/RequestId"
              },
              "Access-Control-Allow-Origin": {
                "$ref": "#/components/headers/Access-Control-Allow-Origin"
              }
            },
            "content": {
              "text/html": {
                "schema": {
                  "type": "string",
                  "maxLength": 262144
                },
                "examples": {
                  "wrong": {
                    "summary": "The form after a wrong password",
                    "value": "<!doctype html><title>Password required</title><p role=\"alert\">That password is not right.</p><form method=\"post\"><input type=\"password\" name=\"password\"><button>Open</button></form>"
                  }
                }
              }
            }
          },
          "404": {
            "description": "No QR code has this short id.",
            "headers": {
              "x-request-id": {
                "$ref": "#/components/headers/RequestId"
              },
              "Access-Control-Allow-Origin": {
                "$ref": "#/components/headers/Access-Control-Allow-Origin"
              }
            },
            "content": {
              "text/html": {
                "schema": {
                  "type": "string",
                  "maxLength": 262144
                }
              }
            }
          },
          "410": {
            "description": "The QR code was deleted, or is no longer active and has no `fallbackUrl`.",
            "headers": {
              "x-request-id": {
                "$ref": "#/components/headers/RequestId"
              },
              "Access-Control-Allow-Origin": {
                "$ref": "#/components/headers/Access-Control-Allow-Origin"
              }
            },
            "content": {
              "text/html": {
                "schema": {
                  "type": "string",
                  "maxLength": 262144
                }
              }
            }
          },
          "429": {
            "description": "Too many passwords tried from this address on this code; try after `Retry-After` seconds.",
            "headers": {
              "Retry-After": {
                "$ref": "#/components/headers/RetryAfter"
              },
              "x-request-id": {
                "$ref": "#/components/headers/RequestId"
              },
              "Access-Control-Allow-Origin": {
                "$ref": "#/components/headers/Access-Control-Allow-Origin"
              }
            },
            "content": {
              "text/html": {
                "schema": {
                  "type": "string",
                  "maxLength": 262144
                }
              }
            }
          },
          "503": {
            "description": "The scan could not be counted; try again after `Retry-After` seconds.",
            "headers": {
              "Retry-After": {
                "$ref": "#/components/headers/RetryAfter"
              },
              "x-request-id": {
                "$ref": "#/components/headers/RequestId"
              },
              "Access-Control-Allow-Origin": {
                "$ref": "#/components/headers/Access-Control-Allow-Origin"
              }
            },
            "content": {
              "text/html": {
                "schema": {
                  "type": "string",
                  "maxLength": 262144
                }
              }
            }
          }
        }
      }
    },
    "/qrcode/edit/{shortId}": {
      "servers": [
        {
          "url": "{siteUrl}",
          "description": "The public site, where edit pages live.",
          "variables": {
            "siteUrl": {
              "default": "http://localhost:3000",
              "description": "The public address of the deployment (`PUBLIC_URL`)."
            }
          }
        }
      ],
      "get": {
        "operationId": "getEditPage",
        "summary": "Open the edit page",
        "description": "The `editUrl` of a code: an HTML page on which its owner, after entering an API key\n(kept in the browser's session storage only), sees the target and views and changes\nthe target and styling. The page itself is public; everything it shows or changes\ngoes through the API with the owner's key. The page answers `200` for any\nwell-formed id; whether the code exists is learnt through the API.\n",
        "tags": [
          "Short links"
        ],
        "security": [],
        "parameters": [
          {
            "$ref": "#/components/parameters/ShortIdPath"
          }
        ],
        "responses": {
          "200": {
            "description": "The edit page.",
            "headers": {
              "x-request-id": {
                "$ref": "#/components/headers/RequestId"
              },
              "Access-Control-Allow-Origin": {
                "$ref": "#/components/headers/Access-Control-Allow-Origin"
              }
            },
            "content": {
              "text/html": {
                "schema": {
                  "type": "string",
                  "maxLength": 262144
                },
                "examples": {
                  "page": {
                    "summary": "The start of the page",
                    "value": "<!doctype html><html lang=\"en\"><title>Edit QR code spring-sale</title>"
                  }
                }
              }
            }
          },
          "404": {
            "description": "The id is not a well-formed short id.",
            "headers": {
              "x-request-id": {
                "$ref": "#/components/headers/RequestId"
              },
              "Access-Control-Allow-Origin": {
                "$ref": "#/components/headers/Access-Control-Allow-Origin"
              }
            },
            "content": {
              "text/html": {
                "schema": {
                  "type": "string",
                  "maxLength": 262144
                },
                "examples": {
                  "notFound": {
                    "summary": "The page shown for a malformed id",
                    "value": "<!doctype html><title>QR code not found</title><h1>QR code not found</h1>"
                  }
                }
              }
            }
          }
        }
      }
    },
    "/signin": {
      "servers": [
        {
          "url": "{siteUrl}",
          "description": "The public site, where the pages live.",
          "variables": {
            "siteUrl": {
              "default": "http://localhost:3000",
              "description": "The public address of the deployment (`PUBLIC_URL`)."
            }
          }
        }
      ],
      "get": {
        "operationId": "getSignInPage",
        "summary": "Open the sign-in page",
        "description": "The page where a person signs in with email and password, or with the operator's\nOpenID Connect provider (\"Sign in with …\", shown only when `OIDC_ISSUER` is set). The\nquery parameter `error` (set by `/auth/oidc/start` and `/auth/oidc/callback`) names why a\nsingle sign-on failed: `not_invited` (neither a user, invited, nor from an allowed\ndomain, or the address is not verified), `denied` (refused at the provider), `expired`\n(not begun in this browser, or over ten minutes ago), `unavailable` (the provider cannot\nbe reached), `failed` (its answer did not check out), `not_configured`; `next` the page\nto go to afterwards. The page reads them itself;\nthe server answers the page whatever the query.\n",
        "tags": [
          "People"
        ],
        "security": [],
        "responses": {
          "200": {
            "description": "The page.",
            "headers": {
              "x-request-id": {
                "$ref": "#/components/headers/RequestId"
              },
              "Access-Control-Allow-Origin": {
                "$ref": "#/components/headers/Access-Control-Allow-Origin"
              }
            },
            "content": {
              "text/html": {
                "schema": {
                  "type": "string",
                  "maxLength": 262144
                },
                "examples": {
                  "page": {
                    "summary": "The start of the page",
                    "value": "<!doctype html><html lang=\"en\"><title>Sign in · dynqr</title>"
                  }
                }
              }
            }
          }
        }
      }
    },
    "/join": {
      "servers": [
        {
          "url": "{siteUrl}",
          "description": "The public site, where the pages live.",
          "variables": {
            "siteUrl": {
              "default": "http://localhost:3000",
              "description": "The public address of the deployment (`PUBLIC_URL`)."
            }
          }
        }
      ],
      "get": {
        "operationId": "getJoinPage",
        "summary": "Open the join page",
        "description": "The page of an invitation or setup link (`{site_url}/join#<token>`): the person\nchooses a name and password, or signs in, and joins the account. The token travels in\nthe fragment, which browsers never send to the server; the page posts it to\n`POST /invitations/accept`.\n",
        "tags": [
          "People"
        ],
        "security": [],
        "responses": {
          "200": {
            "description": "The page.",
            "headers": {
              "x-request-id": {
                "$ref": "#/components/headers/RequestId"
              },
              "Access-Control-Allow-Origin": {
                "$ref": "#/components/headers/Access-Control-Allow-Origin"
              }
            },
            "content": {
              "text/html": {
                "schema": {
                  "type": "string",
                  "maxLength": 262144
                },
                "examples": {
                  "page": {
                    "summary": "The start of the page",
                    "value": "<!doctype html><html lang=\"en\"><title>Join · dynqr</title>"
                  }
                }
              }
            }
          }
        }
      }
    },
    "/reset": {
      "servers": [
        {
          "url": "{siteUrl}",
          "description": "The public site, where the pages live.",
          "variables": {
            "siteUrl": {
              "default": "http://localhost:3000",
              "description": "The public address of the deployment (`PUBLIC_URL`)."
            }
          }
        }
      ],
      "get": {
        "operationId": "getResetPage",
        "summary": "Open the password reset page",
        "description": "The page of a reset link (`{site_url}/reset#<token>`): the person sets a new password\n(`POST /password-resets/accept`). The token travels in the fragment.\n",
        "tags": [
          "People"
        ],
        "security": [],
        "responses": {
          "200": {
            "description": "The page.",
            "headers": {
              "x-request-id": {
                "$ref": "#/components/headers/RequestId"
              },
              "Access-Control-Allow-Origin": {
                "$ref": "#/components/headers/Access-Control-Allow-Origin"
              }
            },
            "content": {
              "text/html": {
                "schema": {
                  "type": "string",
                  "maxLength": 262144
                },
                "examples": {
                  "page": {
                    "summary": "The start of the page",
                    "value": "<!doctype html><html lang=\"en\"><title>Set a new password · dynqr</title>"
                  }
                }
              }
            }
          }
        }
      }
    },
    "/auth/oidc/start": {
      "servers": [
        {
          "url": "{siteUrl}",
          "description": "The public site.",
          "variables": {
            "siteUrl": {
              "default": "http://localhost:3000",
              "description": "The public address of the deployment (`PUBLIC_URL`)."
            }
          }
        }
      ],
      "get": {
        "operationId": "startOidcSignIn",
        "summary": "Start signing in with OpenID Connect",
        "description": "Sends the browser to the operator's OpenID Connect provider (`OIDC_ISSUER`) with an\nauthorization code request (PKCE S256, state and nonce kept in a short-lived signed\n`HttpOnly` cookie `dynqr_oidc`). The query parameter `next` is the page to return to\nafterwards (a path of `{site_url}`; default `/dashboard`; anything else is ignored).\nWithout `OIDC_ISSUER`, redirects to `/signin?error=not_configured`; when the provider\ncannot be reached (its discovery document is read on first use, and again after a\nfailure), to `/signin?error=unavailable`.\n",
        "tags": [
          "People"
        ],
        "security": [],
        "responses": {
          "302": {
            "description": "Found. Follow `Location` to the provider.",
            "headers": {
              "Location": {
                "description": "The provider's authorization endpoint with the request.",
                "schema": {
                  "type": "string",
                  "format": "uri",
                  "maxLength": 4096
                }
              },
              "Set-Cookie": {
                "description": "The short-lived `dynqr_oidc` cookie holding state, nonce and the PKCE verifier (absent without `OIDC_ISSUER`).",
                "required": false,
                "schema": {
                  "type": "string",
                  "maxLength": 4096
                }
              },
              "x-request-id": {
                "$ref": "#/components/headers/RequestId"
              },
              "Access-Control-Allow-Origin": {
                "$ref": "#/components/headers/Access-Control-Allow-Origin"
              }
            }
          }
        }
      }
    },
    "/auth/oidc/callback": {
      "servers": [
        {
          "url": "{siteUrl}",
          "description": "The public site.",
          "variables": {
            "siteUrl": {
              "default": "http://localhost:3000",
              "description": "The public address of the deployment (`PUBLIC_URL`)."
            }
          }
        }
      ],
      "get": {
        "operationId": "finishOidcSignIn",
        "summary": "Finish signing in with OpenID Connect",
        "description": "Where the provider sends the browser back. A person gets in when their identity is\nlinked to a user, their verified email is a user's, a pending invitation names it, or\nits domain is in `OIDC_ALLOWED_DOMAINS`; then the answer redirects to `next` with the\nsession cookie (as `POST /session`). Otherwise it redirects to `/signin?error=<code>`\n(`not_invited`, `denied`, `expired`, `unavailable`, `failed`: see `GET /signin`). Its\nquery is the provider's (RFC 6749 and OpenID Connect:\n`code`, `state`, `iss`, or `error` and `error_description`), checked against the\n`dynqr_oidc` cookie; a query that does not fit is a refusal (`/signin?error=failed`, or\n`expired` without the cookie), never an error page. Parameters a provider adds of its\nown (Google's `scope`, `authuser`, `hd`, `prompt`) are ignored.\n",
        "tags": [
          "People"
        ],
        "security": [],
        "responses": {
          "302": {
            "description": "Found. Signed in (to `next`) or refused (to `/signin?error=<code>`).",
            "headers": {
              "Location": {
                "description": "`next` (default `/dashboard`) when signed in, `/signin?error=<code>` otherwise.",
                "schema": {
                  "type": "string",
                  "maxLength": 2048
                }
              },
              "Set-Cookie": {
                "description": "The session cookie (as `POST /session`) when signed in; the `dynqr_oidc` cookie cleared.",
                "required": false,
                "schema": {
                  "type": "string",
                  "maxLength": 4096
                }
              },
              "x-request-id": {
                "$ref": "#/components/headers/RequestId"
              },
              "Access-Control-Allow-Origin": {
                "$ref": "#/components/headers/Access-Control-Allow-Origin"
              }
            }
          }
        }
      }
    },
    "/healthz": {
      "servers": [
        {
          "url": "{siteUrl}",
          "description": "The public site.",
          "variables": {
            "siteUrl": {
              "default": "http://localhost:3000",
              "description": "The public address of the deployment (`PUBLIC_URL`)."
            }
          }
        }
      ],
      "get": {
        "operationId": "getHealth",
        "summary": "Liveness probe",
        "description": "Answers `200` while the process is up. It checks nothing else.",
        "tags": [
          "Operations"
        ],
        "security": [],
        "responses": {
          "200": {
            "description": "The process is up.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Health"
                },
                "examples": {
                  "up": {
                    "summary": "Up",
                    "value": {
                      "status": "ok"
                    }
                  }
                }
              }
            }
          }
        }
      }
    },
    "/readyz": {
      "servers": [
        {
          "url": "{siteUrl}",
          "description": "The public site.",
          "variables": {
            "siteUrl": {
              "default": "http://localhost:3000",
              "description": "The public address of the deployment (`PUBLIC_URL`)."
            }
          }
        }
      ],
      "get": {
        "operationId": "getReadiness",
        "summary": "Readiness probe",
        "description": "Answers `200` when the store answers a query, `503` when it does not.",
        "tags": [
          "Operations"
        ],
        "security": [],
        "responses": {
          "200": {
            "description": "Ready to serve.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Health"
                },
                "examples": {
                  "ready": {
                    "summary": "Ready",
                    "value": {
                      "status": "ok",
                      "store": "sqlite"
                    }
                  }
                }
              }
            }
          },
          "503": {
            "description": "The store does not answer.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Health"
                },
                "examples": {
                  "notReady": {
                    "summary": "The store is down",
                    "value": {
                      "status": "unavailable",
                      "store": "postgres"
                    }
                  }
                }
              }
            }
          }
        }
      }
    }
  },
  "webhooks": {
    "qrcodeEvent": {
      "post": {
        "operationId": "receiveQrCodeEvent",
        "summary": "A change to a QR code (sent to your endpoint)",
        "description": "What dynqr POSTs to a registered endpoint. Answer any 2xx within the timeout\n(`WEBHOOK_TIMEOUT_MS`, default 10 s) to acknowledge; anything else, a redirect or no\nanswer is retried with exponential backoff and jitter for 24 hours. The same event\nmay arrive more than once: de-duplicate on `webhook-id`.\n",
        "tags": [
          "Webhooks"
        ],
        "security": [],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/WebhookEvent"
              },
              "examples": {
                "updated": {
                  "summary": "A target changed",
                  "value": {
                    "id": "evt_2b7d9f0c4a1e4d5f8a6b3c2d1e0f9a8b",
                    "type": "qrcode.updated",
                    "createdAt": "2026-11-22T09:00:00.000Z",
                    "data": {
                      "shortId": "spring-sale",
                      "qrCodeUrl": "http://localhost:3000/spring-sale",
                      "editUrl": "http://localhost:3000/qrcode/edit/spring-sale",
                      "targetUrl": "https://shop.example.com/summer",
                      "views": 12,
                      "qrCodeOptions": {
                        "width": 300,
                        "height": 300,
                        "dotsOptions": {
                          "type": "square",
                          "color": "#000000"
                        },
                        "backgroundOptions": {
                          "color": "#ffffff"
                        },
                        "cornersSquareOptions": {
                          "type": "square",
                          "color": "#000000"
                        },
                        "cornersDotOptions": {
                          "type": "square",
                          "color": "#000000"
                        },
                        "margin": 0,
                        "qrOptions": {
                          "errorCorrectionLevel": "M"
                        }
                      },
                      "createdAt": "2026-11-21T16:05:12.412Z",
                      "updatedAt": "2026-11-22T09:00:00.000Z",
                      "expiresAt": null,
                      "maxScans": null,
                      "scanLimitCounts": "views",
                      "rules": [],
                      "variants": [],
                      "hasPassword": false,
                      "forwardQuery": false,
                      "utm": null,
                      "fallbackUrl": null,
                      "active": true,
                      "title": null,
                      "styleId": null,
                      "tags": []
                    }
                  }
                }
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "Any 2xx acknowledges the event."
          },
          "400": {
            "description": "Anything else (here a bad signature) is retried until 24 hours have passed."
          }
        }
      }
    },
    "qrcode.target_failing": {
      "post": {
        "operationId": "receiveTargetFailing",
        "summary": "A code's target fails its health checks (sent to your endpoint)",
        "description": "Sent once when the code's target has failed three health checks in a row (its\n`targetHealth.status` turned `failing`; `httpStatus`/`error` say why). With\n`onTargetFailing: fallback` scans now go to `fallbackUrl`. Signed and retried like\nevery event; de-duplicate on `webhook-id`.\n",
        "tags": [
          "Webhooks"
        ],
        "security": [],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/WebhookEvent"
              },
              "examples": {
                "failing": {
                  "summary": "The target answers 500",
                  "value": {
                    "id": "evt_5c1f0e9d8b7a4c3e2d1f0a9b8c7d6e5f",
                    "type": "qrcode.target_failing",
                    "createdAt": "2026-11-26T06:00:00.000Z",
                    "data": {
                      "shortId": "spring-sale",
                      "qrCodeUrl": "http://localhost:3000/spring-sale",
                      "editUrl": "http://localhost:3000/qrcode/edit/spring-sale",
                      "targetUrl": "https://shop.example.com/summer",
                      "views": 12,
                      "qrCodeOptions": {
                        "width": 300,
                        "height": 300,
                        "dotsOptions": {
                          "type": "square",
                          "color": "#000000"
                        },
                        "backgroundOptions": {
                          "color": "#ffffff"
                        },
                        "cornersSquareOptions": {
                          "type": "square",
                          "color": "#000000"
                        },
                        "cornersDotOptions": {
                          "type": "square",
                          "color": "#000000"
                        },
                        "margin": 0,
                        "qrOptions": {
                          "errorCorrectionLevel": "M"
                        }
                      },
                      "createdAt": "2026-11-21T16:05:12.412Z",
                      "updatedAt": "2026-11-22T09:00:00.000Z",
                      "expiresAt": null,
                      "maxScans": null,
                      "scanLimitCounts": "views",
                      "rules": [],
                      "variants": [],
                      "hasPassword": false,
                      "forwardQuery": false,
                      "utm": null,
                      "tags": [],
                      "fallbackUrl": "https://shop.example.com/",
                      "active": true,
                      "title": null,
                      "styleId": null,
                      "onTargetFailing": "fallback",
                      "targetHealth": {
                        "status": "failing",
                        "checkedAt": "2026-11-26T06:00:00.000Z",
                        "httpStatus": 500,
                        "error": "the target answered 500",
                        "failingSince": "2026-11-25T18:00:00.000Z"
                      }
                    }
                  }
                }
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "Any 2xx acknowledges the event."
          },
          "400": {
            "description": "Anything else is retried until 24 hours have passed."
          }
        }
      }
    },
    "qrcode.target_recovered": {
      "post": {
        "operationId": "receiveTargetRecovered",
        "summary": "A failing target answers again (sent to your endpoint)",
        "description": "Sent once when a target that was `failing` passes a health check again (its\n`targetHealth.status` is `ok`); scans go to the target again. Signed and retried like\nevery event; de-duplicate on `webhook-id`.\n",
        "tags": [
          "Webhooks"
        ],
        "security": [],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/WebhookEvent"
              },
              "examples": {
                "recovered": {
                  "summary": "The target answers 200 again",
                  "value": {
                    "id": "evt_5c1f0e9d8b7a4c3e2d1f0a9b8c7d6e5f",
                    "type": "qrcode.target_recovered",
                    "createdAt": "2026-11-26T06:00:00.000Z",
                    "data": {
                      "shortId": "spring-sale",
                      "qrCodeUrl": "http://localhost:3000/spring-sale",
                      "editUrl": "http://localhost:3000/qrcode/edit/spring-sale",
                      "targetUrl": "https://shop.example.com/summer",
                      "views": 12,
                      "qrCodeOptions": {
                        "width": 300,
                        "height": 300,
                        "dotsOptions": {
                          "type": "square",
                          "color": "#000000"
                        },
                        "backgroundOptions": {
                          "color": "#ffffff"
                        },
                        "cornersSquareOptions": {
                          "type": "square",
                          "color": "#000000"
                        },
                        "cornersDotOptions": {
                          "type": "square",
                          "color": "#000000"
                        },
                        "margin": 0,
                        "qrOptions": {
                          "errorCorrectionLevel": "M"
                        }
                      },
                      "createdAt": "2026-11-21T16:05:12.412Z",
                      "updatedAt": "2026-11-22T09:00:00.000Z",
                      "expiresAt": null,
                      "maxScans": null,
                      "scanLimitCounts": "views",
                      "rules": [],
                      "variants": [],
                      "hasPassword": false,
                      "forwardQuery": false,
                      "utm": null,
                      "tags": [],
                      "fallbackUrl": "https://shop.example.com/",
                      "active": true,
                      "title": null,
                      "styleId": null,
                      "onTargetFailing": "fallback",
                      "targetHealth": {
                        "status": "ok",
                        "checkedAt": "2026-11-26T12:00:00.000Z",
                        "httpStatus": 200
                      }
                    }
                  }
                }
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "Any 2xx acknowledges the event."
          },
          "400": {
            "description": "Anything else is retried until 24 hours have passed."
          }
        }
      }
    },
    "qrcodeScanned": {
      "post": {
        "operationId": "receiveQrCodeScanned",
        "summary": "A code's scans since the last report (sent to your endpoint)",
        "description": "`qrcode.scanned`: what a code's scans came to since its previous `qrcode.scanned` event,\nat most one event per code per `SCAN_EVENT_INTERVAL` (60 s by default) and never one per\nscan; none while the code is not scanned. The counts are written in the same commits\nas the views they report and turned into events in one transaction that also clears\nthem, so across the events `views` adds up to exactly the views counted, a crash\nincluded. Only endpoints subscribed to `qrcode.scanned` receive it; signed, retried and\nde-duplicated (`webhook-id`) as every webhook is.\n",
        "tags": [
          "Webhooks"
        ],
        "security": [],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/QrCodeScannedEvent"
              },
              "examples": {
                "scanned": {
                  "summary": "A minute of scans",
                  "value": {
                    "id": "evt_7c1e9a0b2d3f4e5a6b7c8d9e0f1a2b3c",
                    "type": "qrcode.scanned",
                    "createdAt": "2026-11-22T09:00:00.000Z",
                    "data": {
                      "shortId": "spring-sale",
                      "views": 42,
                      "uniqueViews": 37,
                      "botHits": 3,
                      "byRoute": {
                        "default": 42
                      },
                      "since": "2026-11-22T08:59:00.000Z"
                    }
                  }
                }
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "Any 2xx acknowledges the event."
          },
          "400": {
            "description": "Anything else is retried until 24 hours have passed."
          }
        }
      }
    },
    "qrcodeMilestone": {
      "post": {
        "operationId": "receiveQrCodeMilestone",
        "summary": "A code's views reached a round number (sent to your endpoint)",
        "description": "`qrcode.milestone`: the code's views reached 100, 1,000, 10,000, … — recorded in the\ncommit of the view that reached the number, once per code and number. Only endpoints\nsubscribed to `qrcode.milestone` receive it.\n",
        "tags": [
          "Webhooks"
        ],
        "security": [],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/QrCodeMilestoneEvent"
              },
              "examples": {
                "thousand": {
                  "summary": "The thousandth view",
                  "value": {
                    "id": "evt_0a1b2c3d4e5f60718293a4b5c6d7e8f9",
                    "type": "qrcode.milestone",
                    "createdAt": "2026-11-22T09:00:00.000Z",
                    "data": {
                      "shortId": "spring-sale",
                      "views": 1000
                    }
                  }
                }
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "Any 2xx acknowledges the event."
          },
          "400": {
            "description": "Anything else is retried until 24 hours have passed."
          }
        }
      }
    }
  },
  "components": {
    "securitySchemes": {
      "bearerAuth": {
        "type": "http",
        "scheme": "bearer",
        "bearerFormat": "dqr_ API key",
        "description": "Every API request carries `Authorization: Bearer <API_KEY>`. A missing, malformed,\nunknown or revoked key is answered with `401 UNAUTHORIZED`, message\n`Invalid or missing API key`, and `WWW-Authenticate: Bearer`.\n\nKeys look like `dqr_` followed by at least 32 random base62 characters. The\nservice stores only a SHA-256 hash of a key, so a key is shown once, when it is\ncreated. Keys are created, listed (name, prefix, created, last used) and revoked by\nthe account holder in the key-management area (`{site_url}/keys`, the `/keys`\noperations) or with the `dynqr keys` command-line tool; a revoked key fails on its\nvery next request, and an expired key is answered like an invalid one.\n\nEach key holds scopes: `qrcodes:read`, `qrcodes:write` (includes read) and\n`keys:manage`. Each operation names the scope it needs; a valid key without it gets\n`403 FORBIDDEN`, message `This API key lacks the scope <scope>`. The first key of an\naccount holds all three. A key created by a member holds at most that member's current\nrole's scopes, and stops working (`401`) when its creator leaves the account.\n"
      },
      "sessionCookie": {
        "type": "apiKey",
        "in": "cookie",
        "name": "dynqr_session",
        "description": "The pages' credential: the cookie `POST /session` (or accepting an invitation) sets, a\nrandom id of which only the SHA-256 hash is stored. Named `dynqr_session` on `http://`\nand `__Host-dynqr_session` (with `Secure`) when `{site_url}` is `https`; always\n`HttpOnly`, `SameSite=Lax`, `Path=/`. A request with an `Authorization` header is\nauthenticated by its key alone. A session grants the scopes of the person's role in the\nsession's account (`viewer`: `qrcodes:read`; `editor`: `qrcodes:write`; `admin` and\n`owner`: `qrcodes:write` and `keys:manage`); lacking one is `403 FORBIDDEN`. An ended,\nexpired or unknown session is `401 UNAUTHORIZED`. A request authenticated by the cookie\nthat is not `GET`, `HEAD` or `OPTIONS` must carry `Origin` equal to `{site_url}`'s origin\n(or, without `Origin`, `Sec-Fetch-Site: same-origin`): otherwise `403 FORBIDDEN`,\n`Cross-origin request refused`.\n"
      }
    },
    "parameters": {
      "IfMatch": {
        "name": "If-Match",
        "in": "header",
        "required": false,
        "description": "Makes the change conditional: the `ETag` of the code as the caller last saw it (or a\ncomma-separated list of them; `*` matches any existing code). When the code has changed\nsince — another edit moved its ETag — nothing changes and the answer is\n`412 PRECONDITION_FAILED`. Compared strongly: a weak `W/` tag never matches.\n",
        "schema": {
          "type": "string",
          "minLength": 1,
          "maxLength": 1024,
          "examples": [
            "\"Y2FjaGVkLWV0YWctb2YtdGhlLWNvZGU\""
          ]
        }
      },
      "IdempotencyKey": {
        "name": "Idempotency-Key",
        "in": "header",
        "required": false,
        "description": "Makes the create safe to retry: 1–255 printable ASCII characters, unique per logical\ncreate (a UUID). The first answer (status and body) is kept 24 hours per account and\nkey; a repeat with the same body gets it again with `Idempotent-Replayed: true` and\ncreates nothing; a repeat with another body (or on another operation) gets\n`422 IDEMPOTENCY_KEY_REUSED`; a repeat while the first is still running gets\n`409 CONFLICT`, however long the first takes (its claim is renewed while it runs; only\nthe claim of a request whose server stopped lapses, after a minute). A successful create's answer is kept in the same commit as what it\ncreated, so a create that happened is never repeated, even when its answer was lost (a\ncrash, a dropped connection, a `503` for a commit that did happen). A `5xx` answer of a\ncreate that did not happen is not kept: a retry runs afresh. `POST /keys` is the one\nexception to replaying: the new key's secret is never stored, so a repeat of a key\ncreation that succeeded answers `409 CONFLICT` naming the key's `id` (revoke it if its\nsecret was lost, and create another with a new key) and never makes a second key. The\nSDK sends one on every create.\n",
        "schema": {
          "type": "string",
          "minLength": 1,
          "maxLength": 255,
          "pattern": "^[\\x21-\\x7E][\\x20-\\x7E]*$"
        },
        "examples": {
          "uuid": {
            "summary": "A UUID per logical create",
            "value": "5f1c2a9e-7b3d-4e8a-9c61-2d4b8f0a7e13"
          }
        }
      },
      "KeyIdPath": {
        "name": "keyId",
        "in": "path",
        "required": true,
        "description": "The id of an API key of the caller's account (`key_` and 12 characters).",
        "schema": {
          "type": "string",
          "minLength": 1,
          "maxLength": 64
        },
        "examples": {
          "key": {
            "summary": "A key id",
            "value": "key_8fKq2LmZ0aBc"
          }
        }
      },
      "UserIdPath": {
        "name": "userId",
        "in": "path",
        "required": true,
        "description": "The id of a member of the caller's account (`usr_` and 16 characters).",
        "schema": {
          "type": "string",
          "minLength": 1,
          "maxLength": 64
        },
        "examples": {
          "user": {
            "summary": "A user id",
            "value": "usr_7bN4cVd0eRf7gHj2"
          }
        }
      },
      "InvitationIdPath": {
        "name": "id",
        "in": "path",
        "required": true,
        "description": "The id of a pending invitation of the caller's account (`inv_` and 16 characters).",
        "schema": {
          "type": "string",
          "minLength": 1,
          "maxLength": 64
        },
        "examples": {
          "invitation": {
            "summary": "An invitation id",
            "value": "inv_2mZx81LmQa4kT9vQ"
          }
        }
      },
      "WebhookIdPath": {
        "name": "id",
        "in": "path",
        "required": true,
        "description": "The id of a webhook endpoint (`wh_` and 16 hex characters).",
        "schema": {
          "type": "string",
          "minLength": 1,
          "maxLength": 256
        },
        "examples": {
          "endpoint": {
            "summary": "An endpoint id",
            "value": "wh_4f9c2a7d1e8b3c60"
          }
        }
      },
      "DomainIdPath": {
        "name": "id",
        "in": "path",
        "required": true,
        "description": "The id of a custom domain (`dom_` and 16 hex characters).",
        "schema": {
          "type": "string",
          "minLength": 1,
          "maxLength": 256
        },
        "examples": {
          "domain": {
            "summary": "A domain id",
            "value": "dom_4f9c2a7d1e8b3c60"
          }
        }
      },
      "StatsGroupByQuery": {
        "name": "groupBy",
        "in": "query",
        "required": false,
        "description": "Adds `breakdown`, the range's views by this dimension.",
        "schema": {
          "$ref": "#/components/schemas/StatsDimension"
        },
        "examples": {
          "country": {
            "summary": "By country",
            "value": "country"
          }
        }
      },
      "AssetIdPath": {
        "name": "assetId",
        "in": "path",
        "required": true,
        "description": "The id of an uploaded image of the caller's account (`ast_` and 16 hex characters).",
        "schema": {
          "type": "string",
          "minLength": 1,
          "maxLength": 64
        },
        "examples": {
          "asset": {
            "summary": "An asset id",
            "value": "ast_3f9a2c7d1e8b4c60"
          }
        }
      },
      "StyleIdPath": {
        "name": "styleId",
        "in": "path",
        "required": true,
        "description": "The id of a style template of the caller's account (`sty_` and 16 hex characters).",
        "schema": {
          "type": "string",
          "minLength": 1,
          "maxLength": 64
        },
        "examples": {
          "style": {
            "summary": "A style id",
            "value": "sty_5c1e9a7b3d2f4e80"
          }
        }
      },
      "ImageMillimetres": {
        "name": "mm",
        "in": "query",
        "required": false,
        "description": "PDF only: the code's width on paper in millimetres, frame included; the page is the\ncode's own size (a framed code's page is taller than wide, in proportion). 50 mm without\nit. With `format` `png` or `svg` (sized in pixels by `size`), a `400`.\n",
        "schema": {
          "type": "number",
          "minimum": 10,
          "maximum": 1000
        },
        "examples": {
          "card": {
            "summary": "5 cm wide, for a flyer",
            "value": 50
          }
        }
      },
      "ShortIdPath": {
        "name": "shortId",
        "in": "path",
        "required": true,
        "description": "The short identifier of the QR code: 8 generated characters of `[0-9A-Za-z]`, or a\ncustom id of 3–64 characters of `[A-Za-z0-9_-]`. Case-sensitive. An id of any other\nform cannot exist and is answered like an unknown one.\n",
        "schema": {
          "type": "string",
          "minLength": 1,
          "maxLength": 256
        },
        "examples": {
          "generated": {
            "summary": "A generated id",
            "value": "aZ3kP9qX"
          },
          "custom": {
            "summary": "A custom id",
            "value": "spring-sale"
          }
        }
      },
      "Limit": {
        "name": "limit",
        "in": "query",
        "required": false,
        "description": "Number of items per page, 1 to 100.",
        "schema": {
          "type": "integer",
          "minimum": 1,
          "maximum": 100,
          "default": 20,
          "format": "int32"
        },
        "examples": {
          "fifty": {
            "summary": "Fifty a page",
            "value": 50
          }
        }
      },
      "Offset": {
        "name": "offset",
        "in": "query",
        "required": false,
        "description": "Number of items to skip, 0 or more.",
        "schema": {
          "type": "integer",
          "minimum": 0,
          "maximum": 1000000000,
          "default": 0,
          "format": "int64"
        },
        "examples": {
          "secondPage": {
            "summary": "The second page of twenty",
            "value": 20
          }
        }
      },
      "Sort": {
        "name": "sort",
        "in": "query",
        "required": false,
        "description": "The field to order by. Ties are ordered by `shortId`.",
        "schema": {
          "$ref": "#/components/schemas/SortField",
          "default": "createdAt"
        },
        "examples": {
          "byViews": {
            "summary": "Most or least viewed",
            "value": "views"
          }
        }
      },
      "Order": {
        "name": "order",
        "in": "query",
        "required": false,
        "description": "The direction of the order.",
        "schema": {
          "$ref": "#/components/schemas/SortOrder",
          "default": "desc"
        },
        "examples": {
          "oldestFirst": {
            "summary": "Ascending",
            "value": "asc"
          }
        }
      },
      "Query": {
        "name": "q",
        "in": "query",
        "required": false,
        "description": "Only codes whose `targetUrl`, `shortId` or `title` contains this text, compared\ncase-insensitively (1–200 characters).\n",
        "schema": {
          "type": "string",
          "minLength": 1,
          "maxLength": 200
        },
        "examples": {
          "menu": {
            "summary": "Codes that point at a menu",
            "value": "menu"
          }
        }
      },
      "TagFilter": {
        "name": "tag",
        "in": "query",
        "required": false,
        "description": "Only codes that carry this tag, compared case-insensitively (`Summer` finds `summer`).\nRepeat it (`tag=a&tag=b`, at most 10) to keep the codes that carry any of them.\n",
        "style": "form",
        "explode": true,
        "schema": {
          "type": "array",
          "maxItems": 10,
          "items": {
            "$ref": "#/components/schemas/Tag"
          }
        },
        "examples": {
          "campaign": {
            "summary": "The codes of one campaign",
            "value": [
              "spring-2026"
            ]
          }
        }
      },
      "ActiveFilter": {
        "name": "active",
        "in": "query",
        "required": false,
        "description": "Only codes whose `active` flag is `true` or `false`. The flag alone decides: an active\ncode past its `expiresAt` or at its `maxScans` is listed with `active=true`.\n",
        "schema": {
          "type": "boolean"
        },
        "examples": {
          "inactive": {
            "summary": "Codes switched off by their owner",
            "value": false
          }
        }
      }
    },
    "headers": {
      "RateLimitPolicy": {
        "description": "The quota this request counts against, in the structured-field syntax of the IETF\nhttpapi draft \"RateLimit header fields for HTTP\": `\"default\";q=<requests>;w=<seconds>`\nper API key, `\"auth\";q=…;w=…` for requests that fail authentication (per client\naddress). Present whenever rate limits are on (the default; `RATE_LIMIT_PER_MINUTE=0`\nturns them off).\n",
        "required": false,
        "schema": {
          "type": "string",
          "maxLength": 200,
          "examples": [
            "\"default\";q=1200;w=60"
          ]
        }
      },
      "RateLimit": {
        "description": "What is left of that quota: `\"default\";r=<remaining>;t=<seconds until it resets>`.\n",
        "required": false,
        "schema": {
          "type": "string",
          "maxLength": 200,
          "examples": [
            "\"default\";r=1187;t=42"
          ]
        }
      },
      "ETag": {
        "description": "A strong validator of the code's editable state (target, options and lifecycle fields):\nit changes whenever one of them does, and not when only its counters (`views`) do. Send\nit back in `If-Match` to update or delete only the code as you last saw it.\n",
        "schema": {
          "type": "string",
          "maxLength": 64,
          "examples": [
            "\"Y2FjaGVkLWV0YWctb2YtdGhlLWNvZGU\""
          ]
        }
      },
      "RequestId": {
        "description": "The id of this request, also in the `requestId` field of error bodies. A request\nthat sends a well-formed `x-request-id` (1–128 characters of `[A-Za-z0-9._-]`) has it\nechoed; otherwise the service makes one.\n",
        "schema": {
          "type": "string",
          "examples": [
            "req-7f3a9c2e5b"
          ],
          "maxLength": 128
        }
      },
      "WwwAuthenticate": {
        "description": "Always `Bearer` with the realm of the API.",
        "schema": {
          "type": "string",
          "examples": [
            "Bearer realm=\"dynqr\""
          ],
          "maxLength": 200
        }
      },
      "SetSessionCookie": {
        "description": "The session cookie: `dynqr_session=<id>; Path=/; HttpOnly; SameSite=Lax` (on `https`,\n`__Host-dynqr_session=<id>; Path=/; HttpOnly; SameSite=Lax; Secure`), with `Max-Age`\nthe session's absolute lifetime; on sign-out the same name with `Max-Age=0`.\n",
        "schema": {
          "type": "string",
          "maxLength": 4096,
          "examples": [
            "dynqr_session=q3kV7x0bN1m2L8pZ4cR6tY9wE5uI0oA3sD7fG1hJ2kL; Max-Age=2592000; Path=/; HttpOnly; SameSite=Lax"
          ]
        }
      },
      "RetryAfter": {
        "description": "Seconds to wait before trying again.",
        "schema": {
          "type": "integer",
          "minimum": 1,
          "examples": [
            12
          ],
          "format": "int32",
          "maximum": 86400
        }
      },
      "Access-Control-Allow-Origin": {
        "description": "The origin allowed to read the answer, when the request came from a browser on an\norigin the server allows (`CORS_ORIGINS`: the origin itself, or `*` when any is);\nabsent otherwise.\n",
        "required": false,
        "schema": {
          "type": "string",
          "maxLength": 2048,
          "examples": [
            "*"
          ]
        }
      }
    },
    "responses": {
      "SignedIn": {
        "description": "Signed in. Who is asking, as `GET /me`, with the session cookie.",
        "headers": {
          "Set-Cookie": {
            "$ref": "#/components/headers/SetSessionCookie"
          },
          "x-request-id": {
            "$ref": "#/components/headers/RequestId"
          },
          "RateLimit-Policy": {
            "$ref": "#/components/headers/RateLimitPolicy"
          },
          "RateLimit": {
            "$ref": "#/components/headers/RateLimit"
          },
          "Access-Control-Allow-Origin": {
            "$ref": "#/components/headers/Access-Control-Allow-Origin"
          }
        },
        "content": {
          "application/json": {
            "schema": {
              "$ref": "#/components/schemas/Me"
            },
            "examples": {
              "signedIn": {
                "summary": "A signed-in owner",
                "value": {
                  "success": true,
                  "user": {
                    "id": "usr_4kT9vQ2mZx81LmQa",
                    "email": "ada@example.com",
                    "name": "Ada Lovelace"
                  },
                  "key": null,
                  "account": {
                    "id": "acc_Zx81LmQ2zT7v",
                    "name": "acme"
                  },
                  "role": "owner",
                  "scopes": [
                    "qrcodes:read",
                    "qrcodes:write",
                    "keys:manage"
                  ],
                  "accounts": [
                    {
                      "id": "acc_Zx81LmQ2zT7v",
                      "name": "acme",
                      "role": "owner"
                    }
                  ]
                }
              }
            }
          }
        }
      },
      "SignedOut": {
        "description": "Signed out; the session cookie is cleared. The body is empty.",
        "headers": {
          "Set-Cookie": {
            "$ref": "#/components/headers/SetSessionCookie"
          },
          "x-request-id": {
            "$ref": "#/components/headers/RequestId"
          },
          "RateLimit-Policy": {
            "$ref": "#/components/headers/RateLimitPolicy"
          },
          "RateLimit": {
            "$ref": "#/components/headers/RateLimit"
          },
          "Access-Control-Allow-Origin": {
            "$ref": "#/components/headers/Access-Control-Allow-Origin"
          }
        }
      },
      "WrongCredentials": {
        "description": "The email or the password is wrong (which one is never said).",
        "headers": {
          "x-request-id": {
            "$ref": "#/components/headers/RequestId"
          },
          "RateLimit-Policy": {
            "$ref": "#/components/headers/RateLimitPolicy"
          },
          "RateLimit": {
            "$ref": "#/components/headers/RateLimit"
          },
          "Access-Control-Allow-Origin": {
            "$ref": "#/components/headers/Access-Control-Allow-Origin"
          }
        },
        "content": {
          "application/json": {
            "schema": {
              "$ref": "#/components/schemas/Error"
            },
            "examples": {
              "wrong": {
                "summary": "Wrong email or password",
                "value": {
                  "error": "UNAUTHORIZED",
                  "message": "Wrong email or password",
                  "requestId": "req-7f3a9c2e5b"
                }
              }
            }
          }
        }
      },
      "InvalidPeopleRequest": {
        "description": "The request is invalid; `details` lists every problem by field.",
        "headers": {
          "x-request-id": {
            "$ref": "#/components/headers/RequestId"
          },
          "RateLimit-Policy": {
            "$ref": "#/components/headers/RateLimitPolicy"
          },
          "RateLimit": {
            "$ref": "#/components/headers/RateLimit"
          },
          "Access-Control-Allow-Origin": {
            "$ref": "#/components/headers/Access-Control-Allow-Origin"
          }
        },
        "content": {
          "application/json": {
            "schema": {
              "$ref": "#/components/schemas/Error"
            },
            "examples": {
              "shortPassword": {
                "summary": "A password too short",
                "value": {
                  "error": "INVALID_REQUEST",
                  "message": "password must be at least 12 characters",
                  "details": [
                    {
                      "field": "password",
                      "message": "password must be at least 12 characters"
                    }
                  ],
                  "requestId": "req-7f3a9c2e5b"
                }
              }
            }
          }
        }
      },
      "AccountNotFound": {
        "description": "The signed-in person is not a member of this account.",
        "headers": {
          "x-request-id": {
            "$ref": "#/components/headers/RequestId"
          },
          "RateLimit-Policy": {
            "$ref": "#/components/headers/RateLimitPolicy"
          },
          "RateLimit": {
            "$ref": "#/components/headers/RateLimit"
          },
          "Access-Control-Allow-Origin": {
            "$ref": "#/components/headers/Access-Control-Allow-Origin"
          }
        },
        "content": {
          "application/json": {
            "schema": {
              "$ref": "#/components/schemas/Error"
            },
            "examples": {
              "notFound": {
                "summary": "Not a member",
                "value": {
                  "error": "NOT_FOUND",
                  "message": "Account not found",
                  "requestId": "req-7f3a9c2e5b"
                }
              }
            }
          }
        }
      },
      "MemberNotFound": {
        "description": "No member of the caller's account has this user id.",
        "headers": {
          "x-request-id": {
            "$ref": "#/components/headers/RequestId"
          },
          "RateLimit-Policy": {
            "$ref": "#/components/headers/RateLimitPolicy"
          },
          "RateLimit": {
            "$ref": "#/components/headers/RateLimit"
          },
          "Access-Control-Allow-Origin": {
            "$ref": "#/components/headers/Access-Control-Allow-Origin"
          }
        },
        "content": {
          "application/json": {
            "schema": {
              "$ref": "#/components/schemas/Error"
            },
            "examples": {
              "notFound": {
                "summary": "Unknown member",
                "value": {
                  "error": "NOT_FOUND",
                  "message": "Member not found",
                  "requestId": "req-7f3a9c2e5b"
                }
              }
            }
          }
        }
      },
      "InvitationNotFound": {
        "description": "No pending invitation of the caller's account has this id.",
        "headers": {
          "x-request-id": {
            "$ref": "#/components/headers/RequestId"
          },
          "RateLimit-Policy": {
            "$ref": "#/components/headers/RateLimitPolicy"
          },
          "RateLimit": {
            "$ref": "#/components/headers/RateLimit"
          },
          "Access-Control-Allow-Origin": {
            "$ref": "#/components/headers/Access-Control-Allow-Origin"
          }
        },
        "content": {
          "application/json": {
            "schema": {
              "$ref": "#/components/schemas/Error"
            },
            "examples": {
              "notFound": {
                "summary": "Unknown invitation",
                "value": {
                  "error": "NOT_FOUND",
                  "message": "Invitation not found",
                  "requestId": "req-7f3a9c2e5b"
                }
              }
            }
          }
        }
      },
      "LinkNotValid": {
        "description": "The link's token is unknown, used, withdrawn or expired.",
        "headers": {
          "x-request-id": {
            "$ref": "#/components/headers/RequestId"
          },
          "RateLimit-Policy": {
            "$ref": "#/components/headers/RateLimitPolicy"
          },
          "RateLimit": {
            "$ref": "#/components/headers/RateLimit"
          },
          "Access-Control-Allow-Origin": {
            "$ref": "#/components/headers/Access-Control-Allow-Origin"
          }
        },
        "content": {
          "application/json": {
            "schema": {
              "$ref": "#/components/schemas/Error"
            },
            "examples": {
              "used": {
                "summary": "A link used before",
                "value": {
                  "error": "NOT_FOUND",
                  "message": "This link is no longer valid",
                  "requestId": "req-7f3a9c2e5b"
                }
              }
            }
          }
        }
      },
      "LastOwner": {
        "description": "The change would leave the account without an owner.",
        "headers": {
          "x-request-id": {
            "$ref": "#/components/headers/RequestId"
          },
          "RateLimit-Policy": {
            "$ref": "#/components/headers/RateLimitPolicy"
          },
          "RateLimit": {
            "$ref": "#/components/headers/RateLimit"
          },
          "Access-Control-Allow-Origin": {
            "$ref": "#/components/headers/Access-Control-Allow-Origin"
          }
        },
        "content": {
          "application/json": {
            "schema": {
              "$ref": "#/components/schemas/Error"
            },
            "examples": {
              "lastOwner": {
                "summary": "The last owner",
                "value": {
                  "error": "CONFLICT",
                  "message": "An account keeps at least one owner",
                  "requestId": "req-7f3a9c2e5b"
                }
              }
            }
          }
        }
      },
      "MembersLimitReached": {
        "description": "The account's members and pending invitations together reached `MAX_MEMBERS_PER_ACCOUNT`\n(100 by default): remove a member or withdraw an invitation first.\n",
        "headers": {
          "x-request-id": {
            "$ref": "#/components/headers/RequestId"
          },
          "RateLimit-Policy": {
            "$ref": "#/components/headers/RateLimitPolicy"
          },
          "RateLimit": {
            "$ref": "#/components/headers/RateLimit"
          },
          "Access-Control-Allow-Origin": {
            "$ref": "#/components/headers/Access-Control-Allow-Origin"
          }
        },
        "content": {
          "application/json": {
            "schema": {
              "$ref": "#/components/schemas/Error"
            },
            "examples": {
              "membersLimit": {
                "summary": "The account has as many members as it may",
                "value": {
                  "error": "LIMIT_REACHED",
                  "message": "This account has 100 members and invitations, the most it may hold (MAX_MEMBERS_PER_ACCOUNT is 100); remove one first",
                  "requestId": "req-7f3a9c2e5b"
                }
              }
            }
          }
        }
      },
      "PreconditionFailed": {
        "description": "The `If-Match` header names none of the code's current ETag: it changed since the\ncaller read it. Nothing changed; read it again and retry.\n",
        "headers": {
          "x-request-id": {
            "$ref": "#/components/headers/RequestId"
          },
          "RateLimit-Policy": {
            "$ref": "#/components/headers/RateLimitPolicy"
          },
          "RateLimit": {
            "$ref": "#/components/headers/RateLimit"
          },
          "Access-Control-Allow-Origin": {
            "$ref": "#/components/headers/Access-Control-Allow-Origin"
          }
        },
        "content": {
          "application/json": {
            "schema": {
              "$ref": "#/components/schemas/Error"
            },
            "examples": {
              "stale": {
                "summary": "Someone else edited the code first",
                "value": {
                  "error": "PRECONDITION_FAILED",
                  "message": "The QR code has changed since the ETag in If-Match",
                  "requestId": "req-7f3a9c2e5b"
                }
              }
            }
          }
        }
      },
      "InvalidWebhookRequest": {
        "description": "The request is invalid: a missing or malformed field, a URL that is not `http:` or\n`https:`, or one that resolves to a loopback, private, link-local or metadata address\n(a host name is answered \"is not allowed\", never with what it resolves to).\n",
        "headers": {
          "x-request-id": {
            "$ref": "#/components/headers/RequestId"
          },
          "RateLimit-Policy": {
            "$ref": "#/components/headers/RateLimitPolicy"
          },
          "RateLimit": {
            "$ref": "#/components/headers/RateLimit"
          },
          "Access-Control-Allow-Origin": {
            "$ref": "#/components/headers/Access-Control-Allow-Origin"
          }
        },
        "content": {
          "application/json": {
            "schema": {
              "$ref": "#/components/schemas/Error"
            },
            "examples": {
              "privateAddress": {
                "summary": "A URL on a private address",
                "value": {
                  "error": "INVALID_REQUEST",
                  "message": "url points at 169.254.169.254, a link-local address; webhooks may only call public addresses",
                  "details": [
                    {
                      "field": "url",
                      "message": "url points at 169.254.169.254, a link-local address; webhooks may only call public addresses"
                    }
                  ],
                  "requestId": "req-7f3a9c2e5b"
                }
              }
            }
          }
        }
      },
      "InvalidEventStreamRequest": {
        "description": "`Last-Event-ID` is empty or longer than 128 characters.",
        "headers": {
          "x-request-id": {
            "$ref": "#/components/headers/RequestId"
          },
          "RateLimit-Policy": {
            "$ref": "#/components/headers/RateLimitPolicy"
          },
          "RateLimit": {
            "$ref": "#/components/headers/RateLimit"
          },
          "Access-Control-Allow-Origin": {
            "$ref": "#/components/headers/Access-Control-Allow-Origin"
          }
        },
        "content": {
          "application/json": {
            "schema": {
              "$ref": "#/components/schemas/Error"
            },
            "examples": {
              "tooLong": {
                "summary": "An id no event has",
                "value": {
                  "error": "INVALID_REQUEST",
                  "message": "Last-Event-ID must be at most 128 characters long",
                  "details": [
                    {
                      "field": "Last-Event-ID",
                      "message": "Last-Event-ID must be at most 128 characters long"
                    }
                  ],
                  "requestId": "req-7f3a9c2e5b"
                }
              }
            }
          }
        }
      },
      "WebhookNotFound": {
        "description": "No webhook endpoint of the caller's account has this id.",
        "headers": {
          "x-request-id": {
            "$ref": "#/components/headers/RequestId"
          },
          "RateLimit-Policy": {
            "$ref": "#/components/headers/RateLimitPolicy"
          },
          "RateLimit": {
            "$ref": "#/components/headers/RateLimit"
          },
          "Access-Control-Allow-Origin": {
            "$ref": "#/components/headers/Access-Control-Allow-Origin"
          }
        },
        "content": {
          "application/json": {
            "schema": {
              "$ref": "#/components/schemas/Error"
            },
            "examples": {
              "notFound": {
                "summary": "Unknown endpoint",
                "value": {
                  "error": "NOT_FOUND",
                  "message": "Webhook not found",
                  "requestId": "req-7f3a9c2e5b"
                }
              }
            }
          }
        }
      },
      "InvalidCreateRequest": {
        "description": "The request is invalid. `message` says what is wrong with the first problem found and\n`details` lists every problem by field. A missing `targetUrl` has the message\n`targetUrl is required`.\n",
        "headers": {
          "x-request-id": {
            "$ref": "#/components/headers/RequestId"
          },
          "RateLimit-Policy": {
            "$ref": "#/components/headers/RateLimitPolicy"
          },
          "RateLimit": {
            "$ref": "#/components/headers/RateLimit"
          },
          "Access-Control-Allow-Origin": {
            "$ref": "#/components/headers/Access-Control-Allow-Origin"
          }
        },
        "content": {
          "application/json": {
            "schema": {
              "$ref": "#/components/schemas/Error"
            },
            "examples": {
              "missingTargetUrl": {
                "summary": "targetUrl missing",
                "value": {
                  "error": "INVALID_REQUEST",
                  "message": "targetUrl is required",
                  "details": [
                    {
                      "field": "targetUrl",
                      "message": "targetUrl is required"
                    }
                  ],
                  "requestId": "req-7f3a9c2e5b"
                }
              },
              "badScheme": {
                "summary": "A target that is not http or https",
                "value": {
                  "error": "INVALID_REQUEST",
                  "message": "targetUrl must be an absolute http: or https: URL",
                  "details": [
                    {
                      "field": "targetUrl",
                      "message": "targetUrl must be an absolute http: or https: URL"
                    }
                  ],
                  "requestId": "req-7f3a9c2e5b"
                }
              },
              "reservedShortId": {
                "summary": "A reserved custom id",
                "value": {
                  "error": "INVALID_REQUEST",
                  "message": "customShortId \"admin\" is a reserved word",
                  "details": [
                    {
                      "field": "customShortId",
                      "message": "customShortId \"admin\" is a reserved word"
                    }
                  ],
                  "requestId": "req-7f3a9c2e5b"
                }
              },
              "poorContrast": {
                "summary": "Dots too close to the background to scan",
                "value": {
                  "error": "INVALID_REQUEST",
                  "message": "qrCodeOptions.dotsOptions.color #cccccc on #ffffff has a contrast of 1.6:1; the dots must be darker than the background, at least 3:1",
                  "details": [
                    {
                      "field": "qrCodeOptions.dotsOptions.color",
                      "message": "qrCodeOptions.dotsOptions.color #cccccc on #ffffff has a contrast of 1.6:1; the dots must be darker than the background, at least 3:1"
                    }
                  ],
                  "requestId": "req-7f3a9c2e5b"
                }
              },
              "unknownField": {
                "summary": "A field the API does not know",
                "value": {
                  "error": "INVALID_REQUEST",
                  "message": "views is not a known field",
                  "details": [
                    {
                      "field": "views",
                      "message": "views is not a known field"
                    }
                  ],
                  "requestId": "req-7f3a9c2e5b"
                }
              },
              "malformedJson": {
                "summary": "A body that is not JSON",
                "value": {
                  "error": "INVALID_REQUEST",
                  "message": "The request body is not valid JSON",
                  "requestId": "req-7f3a9c2e5b"
                }
              },
              "styleAndOptions": {
                "summary": "Both a style template and options of its own",
                "value": {
                  "error": "INVALID_REQUEST",
                  "message": "Send styleId or qrCodeOptions, not both",
                  "details": [
                    {
                      "field": "styleId",
                      "message": "Send styleId or qrCodeOptions, not both"
                    }
                  ],
                  "requestId": "req-7f3a9c2e5b"
                }
              }
            }
          }
        }
      },
      "InvalidUpdateRequest": {
        "description": "The request is invalid. `message` says what is wrong with the first problem found and\n`details` lists every problem by field.\n",
        "headers": {
          "x-request-id": {
            "$ref": "#/components/headers/RequestId"
          },
          "RateLimit-Policy": {
            "$ref": "#/components/headers/RateLimitPolicy"
          },
          "RateLimit": {
            "$ref": "#/components/headers/RateLimit"
          },
          "Access-Control-Allow-Origin": {
            "$ref": "#/components/headers/Access-Control-Allow-Origin"
          }
        },
        "content": {
          "application/json": {
            "schema": {
              "$ref": "#/components/schemas/Error"
            },
            "examples": {
              "badColour": {
                "summary": "A colour not in",
                "value": {
                  "error": "INVALID_REQUEST",
                  "message": "qrCodeOptions.dotsOptions.color must be a colour in #RRGGBB form",
                  "details": [
                    {
                      "field": "qrCodeOptions.dotsOptions.color",
                      "message": "qrCodeOptions.dotsOptions.color must be a colour in #RRGGBB form"
                    }
                  ],
                  "requestId": "req-7f3a9c2e5b"
                }
              },
              "readOnlyField": {
                "summary": "A field a client cannot set",
                "value": {
                  "error": "INVALID_REQUEST",
                  "message": "shortId is not a known field",
                  "details": [
                    {
                      "field": "shortId",
                      "message": "shortId is not a known field"
                    }
                  ],
                  "requestId": "req-7f3a9c2e5b"
                }
              },
              "styleAndOptions": {
                "summary": "Both a style template and options of its own",
                "value": {
                  "error": "INVALID_REQUEST",
                  "message": "Send styleId or qrCodeOptions, not both",
                  "details": [
                    {
                      "field": "styleId",
                      "message": "Send styleId or qrCodeOptions, not both"
                    }
                  ],
                  "requestId": "req-7f3a9c2e5b"
                }
              }
            }
          }
        }
      },
      "InvalidListRequest": {
        "description": "A query parameter is malformed, unknown or out of range; `details` names it.",
        "headers": {
          "x-request-id": {
            "$ref": "#/components/headers/RequestId"
          },
          "RateLimit-Policy": {
            "$ref": "#/components/headers/RateLimitPolicy"
          },
          "RateLimit": {
            "$ref": "#/components/headers/RateLimit"
          },
          "Access-Control-Allow-Origin": {
            "$ref": "#/components/headers/Access-Control-Allow-Origin"
          }
        },
        "content": {
          "application/json": {
            "schema": {
              "$ref": "#/components/schemas/Error"
            },
            "examples": {
              "limitTooLarge": {
                "summary": "limit above 100",
                "value": {
                  "error": "INVALID_REQUEST",
                  "message": "limit must be at most 100",
                  "details": [
                    {
                      "field": "limit",
                      "message": "limit must be at most 100"
                    }
                  ],
                  "requestId": "req-7f3a9c2e5b"
                }
              }
            }
          }
        }
      },
      "Unauthorized": {
        "description": "The API key is missing, malformed, unknown or revoked (or its creator left the\naccount), or the session cookie is missing, ended or expired.\n",
        "headers": {
          "WWW-Authenticate": {
            "$ref": "#/components/headers/WwwAuthenticate"
          },
          "x-request-id": {
            "$ref": "#/components/headers/RequestId"
          },
          "RateLimit-Policy": {
            "$ref": "#/components/headers/RateLimitPolicy"
          },
          "RateLimit": {
            "$ref": "#/components/headers/RateLimit"
          },
          "Access-Control-Allow-Origin": {
            "$ref": "#/components/headers/Access-Control-Allow-Origin"
          }
        },
        "content": {
          "application/json": {
            "schema": {
              "$ref": "#/components/schemas/Error"
            },
            "examples": {
              "unauthorized": {
                "summary": "No valid key",
                "value": {
                  "error": "UNAUTHORIZED",
                  "message": "Invalid or missing API key",
                  "requestId": "req-7f3a9c2e5b"
                }
              }
            }
          }
        }
      },
      "IdempotencyKeyReused": {
        "description": "The `Idempotency-Key` was used before with another body or operation; nothing was done.",
        "headers": {
          "x-request-id": {
            "$ref": "#/components/headers/RequestId"
          },
          "RateLimit-Policy": {
            "$ref": "#/components/headers/RateLimitPolicy"
          },
          "RateLimit": {
            "$ref": "#/components/headers/RateLimit"
          },
          "Access-Control-Allow-Origin": {
            "$ref": "#/components/headers/Access-Control-Allow-Origin"
          }
        },
        "content": {
          "application/json": {
            "schema": {
              "$ref": "#/components/schemas/Error"
            },
            "examples": {
              "reused": {
                "summary": "Same key, other body",
                "value": {
                  "error": "IDEMPOTENCY_KEY_REUSED",
                  "message": "This Idempotency-Key was used with another request; use a new key for a new create",
                  "requestId": "req-7f3a9c2e5b"
                }
              }
            }
          }
        }
      },
      "IdempotencyInFlight": {
        "description": "A request with the same `Idempotency-Key` is still running; retry in a moment to get its answer.",
        "headers": {
          "x-request-id": {
            "$ref": "#/components/headers/RequestId"
          },
          "RateLimit-Policy": {
            "$ref": "#/components/headers/RateLimitPolicy"
          },
          "RateLimit": {
            "$ref": "#/components/headers/RateLimit"
          },
          "Access-Control-Allow-Origin": {
            "$ref": "#/components/headers/Access-Control-Allow-Origin"
          }
        },
        "content": {
          "application/json": {
            "schema": {
              "$ref": "#/components/schemas/Error"
            },
            "examples": {
              "inFlight": {
                "summary": "The first request is still running",
                "value": {
                  "error": "CONFLICT",
                  "message": "A request with this Idempotency-Key is still running; retry in a moment",
                  "requestId": "req-7f3a9c2e5b"
                }
              }
            }
          }
        }
      },
      "CreateApiKeyConflict": {
        "description": "A request with the same `Idempotency-Key` is still running (retry in a moment to get its\nanswer); or it already created a key, whose secret is never stored and so is not shown\nagain (revoke the key named if its secret was lost); or the account already holds as\nmany live keys as it may (`MAX_KEYS_PER_ACCOUNT`, 100 by default; `LIMIT_REACHED`): revoke one first.\n",
        "headers": {
          "x-request-id": {
            "$ref": "#/components/headers/RequestId"
          },
          "RateLimit-Policy": {
            "$ref": "#/components/headers/RateLimitPolicy"
          },
          "RateLimit": {
            "$ref": "#/components/headers/RateLimit"
          },
          "Access-Control-Allow-Origin": {
            "$ref": "#/components/headers/Access-Control-Allow-Origin"
          }
        },
        "content": {
          "application/json": {
            "schema": {
              "$ref": "#/components/schemas/Error"
            },
            "examples": {
              "inFlight": {
                "summary": "The first request is still running",
                "value": {
                  "error": "CONFLICT",
                  "message": "A request with this Idempotency-Key is still running; retry in a moment",
                  "requestId": "req-7f3a9c2e5b"
                }
              },
              "alreadyCreated": {
                "summary": "The first request created the key",
                "value": {
                  "error": "CONFLICT",
                  "message": "The API key key_8fKq2LmZ0aBc was created by the first request with this Idempotency-Key; its secret is shown only once and is not stored. Revoke that key if the secret was lost, and create another with a new Idempotency-Key",
                  "requestId": "req-7f3a9c2e5b"
                }
              },
              "keyLimit": {
                "summary": "The account holds as many keys as it may",
                "value": {
                  "error": "LIMIT_REACHED",
                  "message": "This account has 100 live API keys, the most it may hold (MAX_KEYS_PER_ACCOUNT is 100); revoke one first",
                  "requestId": "req-7f3a9c2e5b"
                }
              }
            }
          }
        }
      },
      "WebhookLimitReached": {
        "description": "The account has registered as many webhook endpoints as it may\n(`MAX_WEBHOOKS_PER_ACCOUNT`, 20 by default; disabled endpoints count until deleted):\n`409 LIMIT_REACHED`; delete one first.\n",
        "headers": {
          "x-request-id": {
            "$ref": "#/components/headers/RequestId"
          },
          "RateLimit-Policy": {
            "$ref": "#/components/headers/RateLimitPolicy"
          },
          "RateLimit": {
            "$ref": "#/components/headers/RateLimit"
          },
          "Access-Control-Allow-Origin": {
            "$ref": "#/components/headers/Access-Control-Allow-Origin"
          }
        },
        "content": {
          "application/json": {
            "schema": {
              "$ref": "#/components/schemas/Error"
            },
            "examples": {
              "webhookLimit": {
                "summary": "The account has as many endpoints as it may",
                "value": {
                  "error": "LIMIT_REACHED",
                  "message": "This account has 20 webhook endpoints, the most it may register (MAX_WEBHOOKS_PER_ACCOUNT is 20); delete one first",
                  "requestId": "req-7f3a9c2e5b"
                }
              }
            }
          }
        }
      },
      "Forbidden": {
        "description": "The API key or session is valid but lacks the scope this operation needs; the message\nnames it (`This API key lacks the scope qrcodes:write`). Also: a cookie-authenticated\nchange from another origin (`Cross-origin request refused`), and granting, taking or\nremoving `owner` other than as a signed-in owner.\n",
        "headers": {
          "x-request-id": {
            "$ref": "#/components/headers/RequestId"
          },
          "RateLimit-Policy": {
            "$ref": "#/components/headers/RateLimitPolicy"
          },
          "RateLimit": {
            "$ref": "#/components/headers/RateLimit"
          },
          "Access-Control-Allow-Origin": {
            "$ref": "#/components/headers/Access-Control-Allow-Origin"
          }
        },
        "content": {
          "application/json": {
            "schema": {
              "$ref": "#/components/schemas/Error"
            },
            "examples": {
              "readOnlyKey": {
                "summary": "A read-only key tried to write",
                "value": {
                  "error": "FORBIDDEN",
                  "message": "This API key lacks the scope qrcodes:write",
                  "requestId": "req-7f3a9c2e5b"
                }
              },
              "crossOrigin": {
                "summary": "A cookie-authenticated change from another site",
                "value": {
                  "error": "FORBIDDEN",
                  "message": "Cross-origin request refused",
                  "requestId": "req-7f3a9c2e5b"
                }
              }
            }
          }
        }
      },
      "ApiKeyNotFound": {
        "description": "No live API key of the caller's account has this id (it may never have existed, be revoked already, or belong to another account).",
        "headers": {
          "x-request-id": {
            "$ref": "#/components/headers/RequestId"
          },
          "RateLimit-Policy": {
            "$ref": "#/components/headers/RateLimitPolicy"
          },
          "RateLimit": {
            "$ref": "#/components/headers/RateLimit"
          },
          "Access-Control-Allow-Origin": {
            "$ref": "#/components/headers/Access-Control-Allow-Origin"
          }
        },
        "content": {
          "application/json": {
            "schema": {
              "$ref": "#/components/schemas/Error"
            },
            "examples": {
              "notFound": {
                "summary": "Unknown key",
                "value": {
                  "error": "NOT_FOUND",
                  "message": "API key not found",
                  "requestId": "req-7f3a9c2e5b"
                }
              }
            }
          }
        }
      },
      "InvalidCreateApiKeyRequest": {
        "description": "The request is invalid; `details` lists every problem by field.",
        "headers": {
          "x-request-id": {
            "$ref": "#/components/headers/RequestId"
          },
          "RateLimit-Policy": {
            "$ref": "#/components/headers/RateLimitPolicy"
          },
          "RateLimit": {
            "$ref": "#/components/headers/RateLimit"
          },
          "Access-Control-Allow-Origin": {
            "$ref": "#/components/headers/Access-Control-Allow-Origin"
          }
        },
        "content": {
          "application/json": {
            "schema": {
              "$ref": "#/components/schemas/Error"
            },
            "examples": {
              "missingName": {
                "summary": "name missing",
                "value": {
                  "error": "INVALID_REQUEST",
                  "message": "name is required",
                  "details": [
                    {
                      "field": "name",
                      "message": "name is required"
                    }
                  ],
                  "requestId": "req-7f3a9c2e5b"
                }
              },
              "pastExpiry": {
                "summary": "An expiry in the past",
                "value": {
                  "error": "INVALID_REQUEST",
                  "message": "expiresAt must be in the future",
                  "details": [
                    {
                      "field": "expiresAt",
                      "message": "expiresAt must be in the future"
                    }
                  ],
                  "requestId": "req-7f3a9c2e5b"
                }
              }
            }
          }
        }
      },
      "CreateUnprocessable": {
        "description": "The styling does not decode with a QR decoder at its own size (`UNSCANNABLE`, the details\nname the option to change), or the `Idempotency-Key` was used before with another body\n(`IDEMPOTENCY_KEY_REUSED`). Nothing was stored.\n",
        "headers": {
          "x-request-id": {
            "$ref": "#/components/headers/RequestId"
          },
          "RateLimit-Policy": {
            "$ref": "#/components/headers/RateLimitPolicy"
          },
          "RateLimit": {
            "$ref": "#/components/headers/RateLimit"
          },
          "Access-Control-Allow-Origin": {
            "$ref": "#/components/headers/Access-Control-Allow-Origin"
          }
        },
        "content": {
          "application/json": {
            "schema": {
              "$ref": "#/components/schemas/Error"
            },
            "examples": {
              "reused": {
                "summary": "Same key, other body",
                "value": {
                  "error": "IDEMPOTENCY_KEY_REUSED",
                  "message": "This Idempotency-Key was used with another request; use a new key for a new create",
                  "requestId": "req-7f3a9c2e5b"
                }
              },
              "unscannable": {
                "summary": "A logo too large for the error correction",
                "value": {
                  "error": "UNSCANNABLE",
                  "message": "The code does not scan with these options at 300 × 300 px; lower imageOptions.imageSize or use errorCorrectionLevel H",
                  "details": [
                    {
                      "field": "qrCodeOptions.imageOptions.imageSize",
                      "message": "The code does not scan with these options at 300 × 300 px; lower imageOptions.imageSize or use errorCorrectionLevel H"
                    }
                  ],
                  "requestId": "req-7f3a9c2e5b"
                }
              }
            }
          }
        }
      },
      "Unscannable": {
        "description": "The styling does not decode with a QR decoder at its own size; the details name the option to change.",
        "headers": {
          "x-request-id": {
            "$ref": "#/components/headers/RequestId"
          },
          "RateLimit-Policy": {
            "$ref": "#/components/headers/RateLimitPolicy"
          },
          "RateLimit": {
            "$ref": "#/components/headers/RateLimit"
          },
          "Access-Control-Allow-Origin": {
            "$ref": "#/components/headers/Access-Control-Allow-Origin"
          }
        },
        "content": {
          "application/json": {
            "schema": {
              "$ref": "#/components/schemas/Error"
            },
            "examples": {
              "logoTooLarge": {
                "summary": "A logo too large for the error correction",
                "value": {
                  "error": "UNSCANNABLE",
                  "message": "The code does not scan with these options; lower qrCodeOptions.imageOptions.imageSize or raise qrCodeOptions.qrOptions.errorCorrectionLevel",
                  "details": [
                    {
                      "field": "qrCodeOptions.imageOptions.imageSize",
                      "message": "The code does not scan with these options; lower qrCodeOptions.imageOptions.imageSize or raise qrCodeOptions.qrOptions.errorCorrectionLevel"
                    }
                  ],
                  "requestId": "req-7f3a9c2e5b"
                }
              }
            }
          }
        }
      },
      "InvalidAsset": {
        "description": "The bytes are not an image of the type sent, or an SVG holds something other than drawing (a script, an event attribute, foreignObject, an entity declaration or an outside reference).",
        "headers": {
          "x-request-id": {
            "$ref": "#/components/headers/RequestId"
          },
          "RateLimit-Policy": {
            "$ref": "#/components/headers/RateLimitPolicy"
          },
          "RateLimit": {
            "$ref": "#/components/headers/RateLimit"
          },
          "Access-Control-Allow-Origin": {
            "$ref": "#/components/headers/Access-Control-Allow-Origin"
          }
        },
        "content": {
          "application/json": {
            "schema": {
              "$ref": "#/components/schemas/Error"
            },
            "examples": {
              "script": {
                "summary": "An SVG with a script",
                "value": {
                  "error": "INVALID_REQUEST",
                  "message": "The SVG holds a script element, which is not allowed",
                  "requestId": "req-7f3a9c2e5b"
                }
              }
            }
          }
        }
      },
      "AssetTooLarge": {
        "description": "The image is larger than 512 KiB.",
        "headers": {
          "x-request-id": {
            "$ref": "#/components/headers/RequestId"
          },
          "RateLimit-Policy": {
            "$ref": "#/components/headers/RateLimitPolicy"
          },
          "RateLimit": {
            "$ref": "#/components/headers/RateLimit"
          },
          "Access-Control-Allow-Origin": {
            "$ref": "#/components/headers/Access-Control-Allow-Origin"
          }
        },
        "content": {
          "application/json": {
            "schema": {
              "$ref": "#/components/schemas/Error"
            },
            "examples": {
              "tooLarge": {
                "summary": "Image too large",
                "value": {
                  "error": "PAYLOAD_TOO_LARGE",
                  "message": "The request body is larger than 524288 bytes",
                  "requestId": "req-7f3a9c2e5b"
                }
              }
            }
          }
        }
      },
      "UnsupportedAssetType": {
        "description": "The body is not sent as image/png, image/jpeg or image/svg+xml.",
        "headers": {
          "x-request-id": {
            "$ref": "#/components/headers/RequestId"
          },
          "RateLimit-Policy": {
            "$ref": "#/components/headers/RateLimitPolicy"
          },
          "RateLimit": {
            "$ref": "#/components/headers/RateLimit"
          },
          "Access-Control-Allow-Origin": {
            "$ref": "#/components/headers/Access-Control-Allow-Origin"
          }
        },
        "content": {
          "application/json": {
            "schema": {
              "$ref": "#/components/schemas/Error"
            },
            "examples": {
              "gif": {
                "summary": "A GIF",
                "value": {
                  "error": "UNSUPPORTED_MEDIA_TYPE",
                  "message": "Content-Type must be image/png, image/jpeg or image/svg+xml, not image/gif",
                  "requestId": "req-7f3a9c2e5b"
                }
              }
            }
          }
        }
      },
      "AssetNotFound": {
        "description": "No image of the caller's account has this id (it may never have existed, have been deleted, or belong to another account).",
        "headers": {
          "x-request-id": {
            "$ref": "#/components/headers/RequestId"
          },
          "RateLimit-Policy": {
            "$ref": "#/components/headers/RateLimitPolicy"
          },
          "RateLimit": {
            "$ref": "#/components/headers/RateLimit"
          },
          "Access-Control-Allow-Origin": {
            "$ref": "#/components/headers/Access-Control-Allow-Origin"
          }
        },
        "content": {
          "application/json": {
            "schema": {
              "$ref": "#/components/schemas/Error"
            },
            "examples": {
              "notFound": {
                "summary": "Unknown asset",
                "value": {
                  "error": "NOT_FOUND",
                  "message": "Asset not found",
                  "requestId": "req-7f3a9c2e5b"
                }
              }
            }
          }
        }
      },
      "InUse": {
        "description": "A QR code or a style template still uses it; change or delete those first.",
        "headers": {
          "x-request-id": {
            "$ref": "#/components/headers/RequestId"
          },
          "RateLimit-Policy": {
            "$ref": "#/components/headers/RateLimitPolicy"
          },
          "RateLimit": {
            "$ref": "#/components/headers/RateLimit"
          },
          "Access-Control-Allow-Origin": {
            "$ref": "#/components/headers/Access-Control-Allow-Origin"
          }
        },
        "content": {
          "application/json": {
            "schema": {
              "$ref": "#/components/schemas/Error"
            },
            "examples": {
              "inUse": {
                "summary": "A code shows the logo",
                "value": {
                  "error": "CONFLICT",
                  "message": "The asset is used by a QR code or a style template",
                  "requestId": "req-7f3a9c2e5b"
                }
              }
            }
          }
        }
      },
      "InvalidPrintRequest": {
        "description": "The print request is invalid: no codes named (neither `shortIds` nor `tag`, or both), more\nthan 1,000 codes, a grid that does not fit its page, or a code and its label that do not\nfit in a cell. `message` says which; `details` names the field.\n",
        "headers": {
          "x-request-id": {
            "$ref": "#/components/headers/RequestId"
          },
          "RateLimit-Policy": {
            "$ref": "#/components/headers/RateLimitPolicy"
          },
          "RateLimit": {
            "$ref": "#/components/headers/RateLimit"
          },
          "Access-Control-Allow-Origin": {
            "$ref": "#/components/headers/Access-Control-Allow-Origin"
          }
        },
        "content": {
          "application/json": {
            "schema": {
              "$ref": "#/components/schemas/Error"
            },
            "examples": {
              "doesNotFit": {
                "summary": "Codes too large for the labels",
                "value": {
                  "error": "INVALID_REQUEST",
                  "message": "A code of 40 mm and its label do not fit a 63.5 × 38.1 mm cell; at most 28 mm fits",
                  "details": [
                    {
                      "field": "codeMm",
                      "message": "A code of 40 mm and its label do not fit a 63.5 × 38.1 mm cell; at most 28 mm fits"
                    }
                  ],
                  "requestId": "req-7f3a9c2e5b"
                }
              },
              "tooMany": {
                "summary": "More than 1,000 codes",
                "value": {
                  "error": "INVALID_REQUEST",
                  "message": "The tag \"spring\" selects 1,204 codes; one print run holds at most 1,000",
                  "details": [
                    {
                      "field": "tag",
                      "message": "The tag \"spring\" selects 1,204 codes; one print run holds at most 1,000"
                    }
                  ],
                  "requestId": "req-7f3a9c2e5b"
                }
              },
              "noCodes": {
                "summary": "A tag no code carries",
                "value": {
                  "error": "INVALID_REQUEST",
                  "message": "No code carries the tag \"sprng\"",
                  "details": [
                    {
                      "field": "tag",
                      "message": "No code carries the tag \"sprng\""
                    }
                  ],
                  "requestId": "req-7f3a9c2e5b"
                }
              }
            }
          }
        }
      },
      "PrintCodeNotFound": {
        "description": "A short id in `shortIds` is not a code of this account (it may belong to another account); the message names it.",
        "headers": {
          "x-request-id": {
            "$ref": "#/components/headers/RequestId"
          },
          "RateLimit-Policy": {
            "$ref": "#/components/headers/RateLimitPolicy"
          },
          "RateLimit": {
            "$ref": "#/components/headers/RateLimit"
          },
          "Access-Control-Allow-Origin": {
            "$ref": "#/components/headers/Access-Control-Allow-Origin"
          }
        },
        "content": {
          "application/json": {
            "schema": {
              "$ref": "#/components/schemas/Error"
            },
            "examples": {
              "notFound": {
                "summary": "An unknown short id",
                "value": {
                  "error": "NOT_FOUND",
                  "message": "No QR code aZ3kP9qX in this account",
                  "details": [
                    {
                      "field": "shortIds[0]",
                      "message": "No QR code aZ3kP9qX in this account"
                    }
                  ],
                  "requestId": "req-7f3a9c2e5b"
                }
              }
            }
          }
        }
      },
      "InvalidBrandRequest": {
        "description": "The brand is invalid (a colour too light for text, an asset that is not the account's); `details` names the field.",
        "headers": {
          "x-request-id": {
            "$ref": "#/components/headers/RequestId"
          },
          "RateLimit-Policy": {
            "$ref": "#/components/headers/RateLimitPolicy"
          },
          "RateLimit": {
            "$ref": "#/components/headers/RateLimit"
          },
          "Access-Control-Allow-Origin": {
            "$ref": "#/components/headers/Access-Control-Allow-Origin"
          }
        },
        "content": {
          "application/json": {
            "schema": {
              "$ref": "#/components/schemas/Error"
            },
            "examples": {
              "lightColour": {
                "summary": "A colour too light for text on white",
                "value": {
                  "error": "INVALID_REQUEST",
                  "message": "color #f3e9a0 has a contrast of 1.2:1 on white; the pages need at least 4.5:1",
                  "details": [
                    {
                      "field": "color",
                      "message": "color #f3e9a0 has a contrast of 1.2:1 on white; the pages need at least 4.5:1"
                    }
                  ],
                  "requestId": "req-7f3a9c2e5b"
                }
              },
              "unknownAsset": {
                "summary": "An asset of another account",
                "value": {
                  "error": "INVALID_REQUEST",
                  "message": "logoAssetId ast_3f9a2c7d1e8b4c60 is not an image of this account",
                  "details": [
                    {
                      "field": "logoAssetId",
                      "message": "logoAssetId ast_3f9a2c7d1e8b4c60 is not an image of this account"
                    }
                  ],
                  "requestId": "req-7f3a9c2e5b"
                }
              }
            }
          }
        }
      },
      "InvalidDomainRequest": {
        "description": "The hostname or a redirect URL is invalid; `details` names the field.",
        "headers": {
          "x-request-id": {
            "$ref": "#/components/headers/RequestId"
          },
          "RateLimit-Policy": {
            "$ref": "#/components/headers/RateLimitPolicy"
          },
          "RateLimit": {
            "$ref": "#/components/headers/RateLimit"
          },
          "Access-Control-Allow-Origin": {
            "$ref": "#/components/headers/Access-Control-Allow-Origin"
          }
        },
        "content": {
          "application/json": {
            "schema": {
              "$ref": "#/components/schemas/Error"
            },
            "examples": {
              "ipLiteral": {
                "summary": "An IP address",
                "value": {
                  "error": "INVALID_REQUEST",
                  "message": "hostname must be a DNS name, not an IP address",
                  "details": [
                    {
                      "field": "hostname",
                      "message": "hostname must be a DNS name, not an IP address"
                    }
                  ],
                  "requestId": "req-7f3a9c2e5b"
                }
              }
            }
          }
        }
      },
      "DomainConflict": {
        "description": "The hostname belongs to an account already (`CONFLICT`), or the account holds as many\ndomains as it may (`LIMIT_REACHED`, naming `MAX_DOMAINS_PER_ACCOUNT`).\n",
        "headers": {
          "x-request-id": {
            "$ref": "#/components/headers/RequestId"
          },
          "RateLimit-Policy": {
            "$ref": "#/components/headers/RateLimitPolicy"
          },
          "RateLimit": {
            "$ref": "#/components/headers/RateLimit"
          },
          "Access-Control-Allow-Origin": {
            "$ref": "#/components/headers/Access-Control-Allow-Origin"
          }
        },
        "content": {
          "application/json": {
            "schema": {
              "$ref": "#/components/schemas/Error"
            },
            "examples": {
              "taken": {
                "summary": "The hostname is taken",
                "value": {
                  "error": "CONFLICT",
                  "message": "The hostname menu.example.com belongs to an account already",
                  "requestId": "req-7f3a9c2e5b"
                }
              },
              "limit": {
                "summary": "The cap is reached",
                "value": {
                  "error": "LIMIT_REACHED",
                  "message": "This account has 20 domains, the most it may hold (MAX_DOMAINS_PER_ACCOUNT is 20); delete one first",
                  "requestId": "req-7f3a9c2e5b"
                }
              }
            }
          }
        }
      },
      "DomainNotFound": {
        "description": "No domain of the caller's account has this id (or, for `/tls/allowed`, the name is no verified domain).",
        "headers": {
          "x-request-id": {
            "$ref": "#/components/headers/RequestId"
          },
          "RateLimit-Policy": {
            "$ref": "#/components/headers/RateLimitPolicy"
          },
          "RateLimit": {
            "$ref": "#/components/headers/RateLimit"
          },
          "Access-Control-Allow-Origin": {
            "$ref": "#/components/headers/Access-Control-Allow-Origin"
          }
        },
        "content": {
          "application/json": {
            "schema": {
              "$ref": "#/components/schemas/Error"
            },
            "examples": {
              "notFound": {
                "summary": "Unknown domain",
                "value": {
                  "error": "NOT_FOUND",
                  "message": "Domain not found",
                  "requestId": "req-7f3a9c2e5b"
                }
              }
            }
          }
        }
      },
      "DomainInUse": {
        "description": "Codes use the domain; it cannot be deleted.",
        "headers": {
          "x-request-id": {
            "$ref": "#/components/headers/RequestId"
          },
          "RateLimit-Policy": {
            "$ref": "#/components/headers/RateLimitPolicy"
          },
          "RateLimit": {
            "$ref": "#/components/headers/RateLimit"
          },
          "Access-Control-Allow-Origin": {
            "$ref": "#/components/headers/Access-Control-Allow-Origin"
          }
        },
        "content": {
          "application/json": {
            "schema": {
              "$ref": "#/components/schemas/Error"
            },
            "examples": {
              "inUse": {
                "summary": "Codes are printed with it",
                "value": {
                  "error": "CONFLICT",
                  "message": "3 QR codes use the domain menu.example.com; it cannot be deleted",
                  "requestId": "req-7f3a9c2e5b"
                }
              }
            }
          }
        }
      },
      "DomainNotVerified": {
        "description": "The TXT record was not found, or holds another value; the message says what was found.",
        "headers": {
          "x-request-id": {
            "$ref": "#/components/headers/RequestId"
          },
          "RateLimit-Policy": {
            "$ref": "#/components/headers/RateLimitPolicy"
          },
          "RateLimit": {
            "$ref": "#/components/headers/RateLimit"
          },
          "Access-Control-Allow-Origin": {
            "$ref": "#/components/headers/Access-Control-Allow-Origin"
          }
        },
        "content": {
          "application/json": {
            "schema": {
              "$ref": "#/components/schemas/Error"
            },
            "examples": {
              "missing": {
                "summary": "No record yet",
                "value": {
                  "error": "DOMAIN_NOT_VERIFIED",
                  "message": "No TXT record at _dynqr.menu.example.com (ENOTFOUND); publish dynqr-verify=3q2-7wZxkP9aLmT0bY5cRdEs there",
                  "requestId": "req-7f3a9c2e5b"
                }
              }
            }
          }
        }
      },
      "InvalidStyleRequest": {
        "description": "The request is invalid: a field missing or malformed, options that break the contrast\nrule or the margin rule, or an `image` that is not an asset of the account. `details`\nnames every problem by field.\n",
        "headers": {
          "x-request-id": {
            "$ref": "#/components/headers/RequestId"
          },
          "RateLimit-Policy": {
            "$ref": "#/components/headers/RateLimitPolicy"
          },
          "RateLimit": {
            "$ref": "#/components/headers/RateLimit"
          },
          "Access-Control-Allow-Origin": {
            "$ref": "#/components/headers/Access-Control-Allow-Origin"
          }
        },
        "content": {
          "application/json": {
            "schema": {
              "$ref": "#/components/schemas/Error"
            },
            "examples": {
              "missingName": {
                "summary": "No name",
                "value": {
                  "error": "INVALID_REQUEST",
                  "message": "name is required",
                  "details": [
                    {
                      "field": "name",
                      "message": "name is required"
                    }
                  ],
                  "requestId": "req-7f3a9c2e5b"
                }
              },
              "unknownImage": {
                "summary": "An image that is not the account's",
                "value": {
                  "error": "INVALID_REQUEST",
                  "message": "qrCodeOptions.image is not an asset of this account",
                  "details": [
                    {
                      "field": "qrCodeOptions.image",
                      "message": "qrCodeOptions.image is not an asset of this account"
                    }
                  ],
                  "requestId": "req-7f3a9c2e5b"
                }
              }
            }
          }
        }
      },
      "StyleNotFound": {
        "description": "No style template of the caller's account has this id (it may never have existed, have been deleted, or belong to another account).",
        "headers": {
          "x-request-id": {
            "$ref": "#/components/headers/RequestId"
          },
          "RateLimit-Policy": {
            "$ref": "#/components/headers/RateLimitPolicy"
          },
          "RateLimit": {
            "$ref": "#/components/headers/RateLimit"
          },
          "Access-Control-Allow-Origin": {
            "$ref": "#/components/headers/Access-Control-Allow-Origin"
          }
        },
        "content": {
          "application/json": {
            "schema": {
              "$ref": "#/components/schemas/Error"
            },
            "examples": {
              "notFound": {
                "summary": "Unknown template",
                "value": {
                  "error": "NOT_FOUND",
                  "message": "Style not found",
                  "requestId": "req-7f3a9c2e5b"
                }
              }
            }
          }
        }
      },
      "StyleInUse": {
        "description": "A QR code of the account still uses the template; detach it (`styleId` `null`) or delete it first.",
        "headers": {
          "x-request-id": {
            "$ref": "#/components/headers/RequestId"
          },
          "RateLimit-Policy": {
            "$ref": "#/components/headers/RateLimitPolicy"
          },
          "RateLimit": {
            "$ref": "#/components/headers/RateLimit"
          },
          "Access-Control-Allow-Origin": {
            "$ref": "#/components/headers/Access-Control-Allow-Origin"
          }
        },
        "content": {
          "application/json": {
            "schema": {
              "$ref": "#/components/schemas/Error"
            },
            "examples": {
              "inUse": {
                "summary": "A code uses the template",
                "value": {
                  "error": "CONFLICT",
                  "message": "The style is used by a QR code",
                  "requestId": "req-7f3a9c2e5b"
                }
              }
            }
          }
        }
      },
      "InvalidBulkChange": {
        "description": "The envelope is malformed (no `items` or ids, or not 1–100 of them).",
        "headers": {
          "x-request-id": {
            "$ref": "#/components/headers/RequestId"
          },
          "RateLimit-Policy": {
            "$ref": "#/components/headers/RateLimitPolicy"
          },
          "RateLimit": {
            "$ref": "#/components/headers/RateLimit"
          },
          "Access-Control-Allow-Origin": {
            "$ref": "#/components/headers/Access-Control-Allow-Origin"
          }
        },
        "content": {
          "application/json": {
            "schema": {
              "$ref": "#/components/schemas/Error"
            },
            "examples": {
              "tooMany": {
                "summary": "More than 100 ids",
                "value": {
                  "error": "INVALID_REQUEST",
                  "message": "shortIds must name at most 100 codes",
                  "details": [
                    {
                      "field": "shortIds",
                      "message": "shortIds must name at most 100 codes"
                    }
                  ],
                  "requestId": "req-7f3a9c2e5b"
                }
              }
            }
          }
        }
      },
      "NotFound": {
        "description": "No QR code of the caller's account has this id (it may never have existed, have been deleted, or belong to another account).",
        "headers": {
          "x-request-id": {
            "$ref": "#/components/headers/RequestId"
          },
          "RateLimit-Policy": {
            "$ref": "#/components/headers/RateLimitPolicy"
          },
          "RateLimit": {
            "$ref": "#/components/headers/RateLimit"
          },
          "Access-Control-Allow-Origin": {
            "$ref": "#/components/headers/Access-Control-Allow-Origin"
          }
        },
        "content": {
          "application/json": {
            "schema": {
              "$ref": "#/components/schemas/Error"
            },
            "examples": {
              "notFound": {
                "summary": "Unknown code",
                "value": {
                  "error": "NOT_FOUND",
                  "message": "QR code not found",
                  "requestId": "req-7f3a9c2e5b"
                }
              }
            }
          }
        }
      },
      "Conflict": {
        "description": "The `customShortId` is in use, or was used by a code that has since been deleted; or a\nrequest with the same `Idempotency-Key` is still running (`CONFLICT`). Or the account\nholds as many live codes as it may (`MAX_CODES_PER_ACCOUNT`, 100,000 by default;\n`LIMIT_REACHED`): delete some first.\n",
        "headers": {
          "x-request-id": {
            "$ref": "#/components/headers/RequestId"
          },
          "RateLimit-Policy": {
            "$ref": "#/components/headers/RateLimitPolicy"
          },
          "RateLimit": {
            "$ref": "#/components/headers/RateLimit"
          },
          "Access-Control-Allow-Origin": {
            "$ref": "#/components/headers/Access-Control-Allow-Origin"
          }
        },
        "content": {
          "application/json": {
            "schema": {
              "$ref": "#/components/schemas/Error"
            },
            "examples": {
              "taken": {
                "summary": "The custom id is taken",
                "value": {
                  "error": "CONFLICT",
                  "message": "customShortId \"spring-sale\" is already taken",
                  "details": [
                    {
                      "field": "customShortId",
                      "message": "customShortId \"spring-sale\" is already taken"
                    }
                  ],
                  "requestId": "req-7f3a9c2e5b"
                }
              },
              "codeLimit": {
                "summary": "The account holds as many codes as it may",
                "value": {
                  "error": "LIMIT_REACHED",
                  "message": "This account has 100000 QR codes, the most it may hold (MAX_CODES_PER_ACCOUNT is 100000); delete some first",
                  "requestId": "req-7f3a9c2e5b"
                }
              }
            }
          }
        }
      },
      "LimitReached": {
        "description": "The account holds as many of these as its cap allows (the message names the cap's\nvariable: `MAX_ASSETS_PER_ACCOUNT`, 200 by default; `MAX_STYLES_PER_ACCOUNT`, 200 by\ndefault): delete one first. Caps keep one tenant from filling a store that others share.\nOn `PUT /styles/{id}`, the cap is `SCAN_GUARD_DRAWS_PER_REQUEST`: a change with a logo\nfor more codes than one request may draw.\n",
        "headers": {
          "x-request-id": {
            "$ref": "#/components/headers/RequestId"
          },
          "RateLimit-Policy": {
            "$ref": "#/components/headers/RateLimitPolicy"
          },
          "RateLimit": {
            "$ref": "#/components/headers/RateLimit"
          },
          "Access-Control-Allow-Origin": {
            "$ref": "#/components/headers/Access-Control-Allow-Origin"
          }
        },
        "content": {
          "application/json": {
            "schema": {
              "$ref": "#/components/schemas/Error"
            },
            "examples": {
              "assetLimit": {
                "summary": "The account holds as many assets as it may",
                "value": {
                  "error": "LIMIT_REACHED",
                  "message": "This account has 200 assets, the most it may hold (MAX_ASSETS_PER_ACCOUNT is 200); delete one first",
                  "requestId": "req-7f3a9c2e5b"
                }
              },
              "styleLimit": {
                "summary": "The account holds as many style templates as it may",
                "value": {
                  "error": "LIMIT_REACHED",
                  "message": "This account has 200 style templates, the most it may hold (MAX_STYLES_PER_ACCOUNT is 200); delete one first",
                  "requestId": "req-7f3a9c2e5b"
                }
              }
            }
          }
        }
      },
      "PayloadTooLarge": {
        "description": "The request body is larger than 16 KiB.",
        "headers": {
          "x-request-id": {
            "$ref": "#/components/headers/RequestId"
          },
          "RateLimit-Policy": {
            "$ref": "#/components/headers/RateLimitPolicy"
          },
          "RateLimit": {
            "$ref": "#/components/headers/RateLimit"
          },
          "Access-Control-Allow-Origin": {
            "$ref": "#/components/headers/Access-Control-Allow-Origin"
          }
        },
        "content": {
          "application/json": {
            "schema": {
              "$ref": "#/components/schemas/Error"
            },
            "examples": {
              "tooLarge": {
                "summary": "Body too large",
                "value": {
                  "error": "PAYLOAD_TOO_LARGE",
                  "message": "The request body is larger than 16384 bytes",
                  "requestId": "req-7f3a9c2e5b"
                }
              }
            }
          }
        }
      },
      "UnsupportedMediaType": {
        "description": "The request body is not sent as `application/json`.",
        "headers": {
          "x-request-id": {
            "$ref": "#/components/headers/RequestId"
          },
          "RateLimit-Policy": {
            "$ref": "#/components/headers/RateLimitPolicy"
          },
          "RateLimit": {
            "$ref": "#/components/headers/RateLimit"
          },
          "Access-Control-Allow-Origin": {
            "$ref": "#/components/headers/Access-Control-Allow-Origin"
          }
        },
        "content": {
          "application/json": {
            "schema": {
              "$ref": "#/components/schemas/Error"
            },
            "examples": {
              "notJson": {
                "summary": "Wrong content type",
                "value": {
                  "error": "UNSUPPORTED_MEDIA_TYPE",
                  "message": "Content-Type must be application/json, not text/plain",
                  "requestId": "req-7f3a9c2e5b"
                }
              }
            }
          }
        }
      },
      "RateLimited": {
        "description": "Too many requests for this API key (or, before a key is known, this address). Wait\nthe number of seconds in `Retry-After` before trying again.\n",
        "headers": {
          "Retry-After": {
            "$ref": "#/components/headers/RetryAfter"
          },
          "x-request-id": {
            "$ref": "#/components/headers/RequestId"
          },
          "RateLimit-Policy": {
            "$ref": "#/components/headers/RateLimitPolicy"
          },
          "RateLimit": {
            "$ref": "#/components/headers/RateLimit"
          },
          "Access-Control-Allow-Origin": {
            "$ref": "#/components/headers/Access-Control-Allow-Origin"
          }
        },
        "content": {
          "application/json": {
            "schema": {
              "$ref": "#/components/schemas/Error"
            },
            "examples": {
              "rateLimited": {
                "summary": "Slow down",
                "value": {
                  "error": "RATE_LIMITED",
                  "message": "Too many requests; retry after 12 seconds",
                  "requestId": "req-7f3a9c2e5b"
                }
              }
            }
          }
        }
      },
      "ServiceUnavailable": {
        "description": "The store could not commit or read in time (the disk is full, another process holds\nthe database's write lock for too long, the database is unreachable). Nothing was\nchanged; the request may be repeated after the number of seconds in `Retry-After`.\n",
        "headers": {
          "Retry-After": {
            "$ref": "#/components/headers/RetryAfter"
          },
          "x-request-id": {
            "$ref": "#/components/headers/RequestId"
          },
          "RateLimit-Policy": {
            "$ref": "#/components/headers/RateLimitPolicy"
          },
          "RateLimit": {
            "$ref": "#/components/headers/RateLimit"
          },
          "Access-Control-Allow-Origin": {
            "$ref": "#/components/headers/Access-Control-Allow-Origin"
          }
        },
        "content": {
          "application/json": {
            "schema": {
              "$ref": "#/components/schemas/Error"
            },
            "examples": {
              "unavailable": {
                "summary": "The store cannot take writes right now",
                "value": {
                  "error": "SERVICE_UNAVAILABLE",
                  "message": "The service is temporarily unavailable; retry after 1 second",
                  "requestId": "req-7f3a9c2e5b"
                }
              }
            }
          }
        }
      },
      "InternalError": {
        "description": "The service failed. The message never shows internals; quote the `requestId` when reporting it.",
        "headers": {
          "x-request-id": {
            "$ref": "#/components/headers/RequestId"
          },
          "RateLimit-Policy": {
            "$ref": "#/components/headers/RateLimitPolicy"
          },
          "RateLimit": {
            "$ref": "#/components/headers/RateLimit"
          },
          "Access-Control-Allow-Origin": {
            "$ref": "#/components/headers/Access-Control-Allow-Origin"
          }
        },
        "content": {
          "application/json": {
            "schema": {
              "$ref": "#/components/schemas/Error"
            },
            "examples": {
              "internal": {
                "summary": "Unexpected failure",
                "value": {
                  "error": "INTERNAL_ERROR",
                  "message": "An unexpected error occurred",
                  "requestId": "req-7f3a9c2e5b"
                }
              }
            }
          }
        }
      }
    },
    "schemas": {
      "Role": {
        "type": "string",
        "description": "A member's role in an account. `viewer`: `qrcodes:read`. `editor`: `qrcodes:write`\n(codes, styles, assets). `admin`: `qrcodes:write` and `keys:manage` (keys, members,\ninvitations, webhooks). `owner`: what `admin` may, and granting or taking `owner`.\n",
        "enum": [
          "owner",
          "admin",
          "editor",
          "viewer"
        ],
        "x-enum-labels": {
          "owner": "Owner",
          "admin": "Admin",
          "editor": "Editor",
          "viewer": "Viewer"
        },
        "x-role-scopes": {
          "owner": [
            "qrcodes:write",
            "keys:manage"
          ],
          "admin": [
            "qrcodes:write",
            "keys:manage"
          ],
          "editor": [
            "qrcodes:write"
          ],
          "viewer": [
            "qrcodes:read"
          ]
        },
        "examples": [
          "editor"
        ]
      },
      "UserId": {
        "type": "string",
        "description": "A person's id (`usr_` and 16 characters).",
        "pattern": "^usr_[0-9A-Za-z]{16}$",
        "maxLength": 20,
        "examples": [
          "usr_4kT9vQ2mZx81LmQa"
        ]
      },
      "Email": {
        "type": "string",
        "description": "An email address (one `@`, no spaces), compared without regard to case.",
        "pattern": "^[^\\s@]+@[^\\s@]+$",
        "minLength": 3,
        "maxLength": 254,
        "examples": [
          "ada@example.com"
        ]
      },
      "PersonName": {
        "type": "string",
        "description": "A person's name as shown to their team, 1–100 characters.",
        "minLength": 1,
        "maxLength": 100,
        "examples": [
          "Ada Lovelace"
        ]
      },
      "NewPassword": {
        "type": "string",
        "description": "A password of 12–1024 characters.",
        "minLength": 12,
        "maxLength": 1024
      },
      "User": {
        "type": "object",
        "description": "A person.",
        "required": [
          "id",
          "email",
          "name"
        ],
        "properties": {
          "id": {
            "$ref": "#/components/schemas/UserId"
          },
          "email": {
            "$ref": "#/components/schemas/Email"
          },
          "name": {
            "$ref": "#/components/schemas/PersonName"
          }
        }
      },
      "AccountRef": {
        "type": "object",
        "description": "An account.",
        "required": [
          "id",
          "name"
        ],
        "properties": {
          "id": {
            "type": "string",
            "description": "The account's id.",
            "maxLength": 64,
            "examples": [
              "acc_Zx81LmQ2zT7v"
            ]
          },
          "name": {
            "type": "string",
            "description": "The account's name.",
            "maxLength": 64,
            "examples": [
              "acme"
            ]
          }
        }
      },
      "Membership": {
        "type": "object",
        "description": "An account the person is a member of, with their role there.",
        "required": [
          "id",
          "name",
          "role"
        ],
        "properties": {
          "id": {
            "type": "string",
            "description": "The account's id.",
            "maxLength": 64
          },
          "name": {
            "type": "string",
            "description": "The account's name.",
            "maxLength": 64
          },
          "role": {
            "$ref": "#/components/schemas/Role"
          }
        }
      },
      "Me": {
        "type": "object",
        "description": "Who is asking.",
        "required": [
          "success",
          "user",
          "key",
          "account",
          "role",
          "scopes",
          "accounts"
        ],
        "properties": {
          "success": {
            "type": "boolean",
            "const": true,
            "description": "Always `true` on a successful response."
          },
          "user": {
            "description": "The signed-in person, or the member who created the key; `null` for a key made on the command line.",
            "oneOf": [
              {
                "$ref": "#/components/schemas/User"
              },
              {
                "type": "null"
              }
            ]
          },
          "key": {
            "description": "The API key making the request; `null` for a session.",
            "oneOf": [
              {
                "type": "object",
                "description": "An API key.",
                "required": [
                  "id",
                  "name",
                  "prefix"
                ],
                "properties": {
                  "id": {
                    "type": "string",
                    "description": "The key's id.",
                    "maxLength": 128
                  },
                  "name": {
                    "type": [
                      "string",
                      "null"
                    ],
                    "description": "What the key is for.",
                    "maxLength": 200
                  },
                  "prefix": {
                    "type": "string",
                    "description": "The first characters after `dqr_`.",
                    "maxLength": 8
                  }
                }
              },
              {
                "type": "null"
              }
            ]
          },
          "account": {
            "$ref": "#/components/schemas/AccountRef"
          },
          "role": {
            "description": "The person's role in the account; `null` for a key without a person.",
            "oneOf": [
              {
                "$ref": "#/components/schemas/Role"
              },
              {
                "type": "null"
              }
            ]
          },
          "scopes": {
            "type": "array",
            "description": "What this request may do.",
            "items": {
              "$ref": "#/components/schemas/Scope"
            },
            "maxItems": 3
          },
          "accounts": {
            "type": "array",
            "description": "The person's memberships, for an account switcher; `[]` for a key without a person.",
            "items": {
              "$ref": "#/components/schemas/Membership"
            },
            "maxItems": 1000
          }
        }
      },
      "Member": {
        "type": "object",
        "description": "A person of the account, with their role.",
        "required": [
          "userId",
          "email",
          "name",
          "role",
          "createdAt"
        ],
        "properties": {
          "userId": {
            "$ref": "#/components/schemas/UserId"
          },
          "email": {
            "$ref": "#/components/schemas/Email"
          },
          "name": {
            "$ref": "#/components/schemas/PersonName"
          },
          "role": {
            "$ref": "#/components/schemas/Role"
          },
          "createdAt": {
            "type": "string",
            "format": "date-time",
            "description": "When the person joined the account.",
            "maxLength": 64
          }
        }
      },
      "MemberResponse": {
        "description": "A member.",
        "allOf": [
          {
            "type": "object",
            "required": [
              "success"
            ],
            "properties": {
              "success": {
                "type": "boolean",
                "const": true,
                "description": "Always `true` on a successful response."
              }
            }
          },
          {
            "$ref": "#/components/schemas/Member"
          }
        ]
      },
      "MemberList": {
        "type": "object",
        "description": "The account's members, oldest first.",
        "required": [
          "success",
          "data"
        ],
        "properties": {
          "success": {
            "type": "boolean",
            "const": true,
            "description": "Always `true` on a successful response."
          },
          "data": {
            "type": "array",
            "description": "The members.",
            "items": {
              "$ref": "#/components/schemas/Member"
            },
            "maxItems": 10000
          }
        }
      },
      "Invitation": {
        "type": "object",
        "description": "A pending invitation. Never its token.",
        "required": [
          "id",
          "email",
          "role",
          "createdAt",
          "expiresAt"
        ],
        "properties": {
          "id": {
            "type": "string",
            "description": "The invitation's id, used to withdraw it.",
            "pattern": "^inv_[0-9A-Za-z]{16}$",
            "maxLength": 20,
            "examples": [
              "inv_2mZx81LmQa4kT9vQ"
            ]
          },
          "email": {
            "description": "Whom it invites; `null` for a setup link, which anyone holding it may take.",
            "oneOf": [
              {
                "$ref": "#/components/schemas/Email"
              },
              {
                "type": "null"
              }
            ]
          },
          "role": {
            "$ref": "#/components/schemas/Role"
          },
          "createdAt": {
            "type": "string",
            "format": "date-time",
            "description": "Creation time, ISO 8601 in UTC.",
            "maxLength": 64
          },
          "expiresAt": {
            "type": "string",
            "format": "date-time",
            "description": "When the link stops working.",
            "maxLength": 64
          }
        }
      },
      "CreatedInvitation": {
        "description": "A new invitation, with its one-time `link` shown this once.",
        "allOf": [
          {
            "type": "object",
            "required": [
              "success",
              "link",
              "emailed"
            ],
            "properties": {
              "success": {
                "type": "boolean",
                "const": true,
                "description": "Always `true` on a successful response."
              },
              "link": {
                "type": "string",
                "format": "uri",
                "description": "The one-time link to pass on (`{site_url}/join#<token>`).",
                "maxLength": 2200
              },
              "emailed": {
                "type": "boolean",
                "description": "Whether the link was e-mailed to the person (`SMTP_URL` set and the mail accepted)."
              }
            }
          },
          {
            "$ref": "#/components/schemas/Invitation"
          }
        ]
      },
      "InvitationList": {
        "type": "object",
        "description": "The account's pending invitations, newest first.",
        "required": [
          "success",
          "data"
        ],
        "properties": {
          "success": {
            "type": "boolean",
            "const": true,
            "description": "Always `true` on a successful response."
          },
          "data": {
            "type": "array",
            "description": "The invitations.",
            "items": {
              "$ref": "#/components/schemas/Invitation"
            },
            "maxItems": 10000
          }
        }
      },
      "SignInRequest": {
        "type": "object",
        "description": "Email and password. Unknown fields are refused.",
        "required": [
          "email",
          "password"
        ],
        "additionalProperties": false,
        "properties": {
          "email": {
            "$ref": "#/components/schemas/Email"
          },
          "password": {
            "type": "string",
            "description": "The person's password.",
            "minLength": 1,
            "maxLength": 1024
          },
          "accountId": {
            "type": "string",
            "description": "The account to act on; default the person's oldest membership.",
            "minLength": 1,
            "maxLength": 64
          }
        }
      },
      "SwitchAccountRequest": {
        "type": "object",
        "description": "The account to act on. Unknown fields are refused.",
        "required": [
          "accountId"
        ],
        "additionalProperties": false,
        "properties": {
          "accountId": {
            "type": "string",
            "description": "An account of the signed-in person.",
            "minLength": 1,
            "maxLength": 64
          }
        }
      },
      "UpdateMemberRequest": {
        "type": "object",
        "description": "A member's new role. Unknown fields are refused.",
        "required": [
          "role"
        ],
        "additionalProperties": false,
        "properties": {
          "role": {
            "$ref": "#/components/schemas/Role"
          }
        }
      },
      "CreateInvitationRequest": {
        "type": "object",
        "description": "Whom to invite, with which role. Unknown fields are refused.",
        "required": [
          "email",
          "role"
        ],
        "additionalProperties": false,
        "properties": {
          "email": {
            "$ref": "#/components/schemas/Email"
          },
          "role": {
            "$ref": "#/components/schemas/Role"
          }
        }
      },
      "AcceptInvitationRequest": {
        "type": "object",
        "description": "The link's token, and who takes it. Unknown fields are refused.",
        "required": [
          "token"
        ],
        "additionalProperties": false,
        "properties": {
          "token": {
            "type": "string",
            "description": "The token of the link (after `#`).",
            "minLength": 1,
            "maxLength": 128
          },
          "email": {
            "$ref": "#/components/schemas/Email"
          },
          "name": {
            "$ref": "#/components/schemas/PersonName"
          },
          "password": {
            "type": "string",
            "description": "The new person's password (12–1024 characters), or an existing person's own.",
            "minLength": 1,
            "maxLength": 1024
          }
        }
      },
      "ResetPasswordRequest": {
        "type": "object",
        "description": "The reset link's token and the new password. Unknown fields are refused.",
        "required": [
          "token",
          "password"
        ],
        "additionalProperties": false,
        "properties": {
          "token": {
            "type": "string",
            "description": "The token of the link (after `#`).",
            "minLength": 1,
            "maxLength": 128
          },
          "password": {
            "$ref": "#/components/schemas/NewPassword"
          }
        }
      },
      "AuditActorType": {
        "type": "string",
        "description": "Who made a change. `user`, a signed-in person; `key`, an API key; `system`, dynqr itself or the command line.",
        "enum": [
          "user",
          "key",
          "system"
        ],
        "examples": [
          "user"
        ]
      },
      "AuditEvent": {
        "type": "object",
        "description": "One change, with its author.",
        "required": [
          "id",
          "at",
          "actor",
          "action",
          "resource",
          "changes",
          "addressClass"
        ],
        "properties": {
          "id": {
            "type": "string",
            "description": "The entry's id (`aud_` and 16 characters).",
            "pattern": "^aud_[0-9A-Za-z]{16}$",
            "maxLength": 20
          },
          "at": {
            "type": "string",
            "format": "date-time",
            "description": "When the change was made, ISO 8601 in UTC.",
            "maxLength": 64
          },
          "actor": {
            "type": "object",
            "description": "Who made the change.",
            "required": [
              "type",
              "id",
              "label"
            ],
            "properties": {
              "type": {
                "$ref": "#/components/schemas/AuditActorType"
              },
              "id": {
                "type": [
                  "string",
                  "null"
                ],
                "description": "The person's or key's id; `null` for `system`.",
                "maxLength": 128
              },
              "label": {
                "type": [
                  "string",
                  "null"
                ],
                "description": "The person's email, or the key's name and prefix, as they were then.",
                "maxLength": 300
              }
            }
          },
          "action": {
            "type": "string",
            "description": "What was done (`qrcode.created`, `qrcode.updated`, `qrcode.deleted`, `key.created`, `key.revoked`, `member.updated`, `member.removed`, `invitation.created`, `webhook.created`, `style.updated`, `domain.created`, `domain.verified`, `domain.updated` (its redirects), `domain.deleted`…).",
            "maxLength": 64,
            "examples": [
              "qrcode.updated"
            ]
          },
          "resource": {
            "type": "object",
            "description": "What was changed.",
            "required": [
              "type",
              "id"
            ],
            "properties": {
              "type": {
                "type": "string",
                "description": "The kind of thing (`qrcode`, `key`, `member`, `invitation`, `webhook`, `style`, `asset`, `domain`).",
                "maxLength": 32
              },
              "id": {
                "type": "string",
                "description": "Its id (a code's short id).",
                "maxLength": 256
              }
            }
          },
          "changes": {
            "type": "object",
            "description": "The fields changed, each with its old and new value (`null` when there was none, or for a create's old values).",
            "maxProperties": 100,
            "additionalProperties": {
              "type": "object",
              "description": "A field's value before and after.",
              "required": [
                "old",
                "new"
              ],
              "properties": {
                "old": {
                  "description": "The value before."
                },
                "new": {
                  "description": "The value after."
                }
              }
            }
          },
          "addressClass": {
            "type": [
              "string",
              "null"
            ],
            "description": "The class of the address the change came from (`ipv4:203.0.113.0/24`), never the address itself; `null` when unknown (the command line).",
            "maxLength": 64
          }
        }
      },
      "AuditEventList": {
        "type": "object",
        "description": "A page of the audit log, newest first.",
        "required": [
          "success",
          "data",
          "nextCursor"
        ],
        "properties": {
          "success": {
            "type": "boolean",
            "const": true,
            "description": "Always `true` on a successful response."
          },
          "data": {
            "type": "array",
            "description": "The entries.",
            "items": {
              "$ref": "#/components/schemas/AuditEvent"
            },
            "maxItems": 100
          },
          "nextCursor": {
            "type": [
              "string",
              "null"
            ],
            "description": "Pass as `cursor` for the next page; `null` on the last page.",
            "maxLength": 256
          }
        }
      },
      "WebhookEventType": {
        "type": "string",
        "description": "What happened to a QR code: created, updated (target or options changed), deleted,\nor deactivated (its expiry passed or its scan limit was reached); `qrcode.scanned`:\nits scans since the last such event, at most one per code per `SCAN_EVENT_INTERVAL`\n(60 s by default; `data` is a `ScanReport`); `qrcode.milestone`: its views reached\n100, 1,000, 10,000, … (`data` is a `ViewMilestone`); `qrcode.target_failing` when its\ntarget failed three health checks in a row, `qrcode.target_recovered` when it answers\nagain after failing (the code's `targetHealth` says when and why).\n",
        "enum": [
          "qrcode.created",
          "qrcode.updated",
          "qrcode.deleted",
          "qrcode.deactivated",
          "qrcode.target_failing",
          "qrcode.target_recovered",
          "qrcode.scanned",
          "qrcode.milestone"
        ]
      },
      "CreateWebhookRequest": {
        "type": "object",
        "additionalProperties": false,
        "required": [
          "url",
          "events"
        ],
        "properties": {
          "url": {
            "type": "string",
            "minLength": 1,
            "maxLength": 2048,
            "description": "Where events are POSTed; `http:` or `https:`, on a public address."
          },
          "events": {
            "type": "array",
            "description": "The event types to send; at least one, no repeats.",
            "minItems": 1,
            "maxItems": 8,
            "uniqueItems": true,
            "items": {
              "$ref": "#/components/schemas/WebhookEventType"
            }
          },
          "description": {
            "type": "string",
            "maxLength": 200,
            "description": "A note for people, shown in the list."
          }
        }
      },
      "Webhook": {
        "type": "object",
        "description": "A webhook endpoint, without its secret.",
        "required": [
          "id",
          "url",
          "events",
          "description",
          "createdAt",
          "disabledAt"
        ],
        "properties": {
          "id": {
            "type": "string",
            "description": "The endpoint's id.",
            "maxLength": 128
          },
          "url": {
            "type": "string",
            "description": "Where events are POSTed.",
            "maxLength": 2048
          },
          "events": {
            "type": "array",
            "description": "The event types sent to it.",
            "items": {
              "$ref": "#/components/schemas/WebhookEventType"
            },
            "maxItems": 8
          },
          "description": {
            "type": [
              "string",
              "null"
            ],
            "description": "The note given at creation.",
            "maxLength": 500
          },
          "createdAt": {
            "type": "string",
            "format": "date-time",
            "description": "When it was registered.",
            "maxLength": 64
          },
          "disabledAt": {
            "type": [
              "string",
              "null"
            ],
            "format": "date-time",
            "description": "When it was disabled after 24 hours of failed deliveries; null while active.",
            "maxLength": 64
          },
          "disabledReason": {
            "type": "string",
            "const": "webhook.disabled",
            "description": "Present on a disabled endpoint."
          }
        }
      },
      "CreatedWebhookResponse": {
        "description": "A new endpoint, with its secret (shown this once).",
        "allOf": [
          {
            "type": "object",
            "required": [
              "success",
              "secret"
            ],
            "properties": {
              "success": {
                "type": "boolean",
                "const": true,
                "description": "Always `true` on a successful response."
              },
              "secret": {
                "type": "string",
                "description": "`whsec_` + base64 of the key bytes. Sign checks use the decoded bytes.",
                "maxLength": 128
              }
            }
          },
          {
            "$ref": "#/components/schemas/Webhook"
          }
        ]
      },
      "WebhookList": {
        "type": "object",
        "description": "The account's webhook endpoints.",
        "required": [
          "success",
          "data"
        ],
        "properties": {
          "success": {
            "type": "boolean",
            "const": true,
            "description": "Always `true` on a successful response."
          },
          "data": {
            "type": "array",
            "description": "The endpoints, newest first.",
            "items": {
              "$ref": "#/components/schemas/Webhook"
            },
            "maxItems": 1000
          }
        }
      },
      "WebhookDelivery": {
        "type": "object",
        "description": "One event's delivery to one endpoint.",
        "required": [
          "eventId",
          "type",
          "status",
          "attempts",
          "lastStatus",
          "lastError",
          "nextAttemptAt",
          "createdAt"
        ],
        "properties": {
          "eventId": {
            "type": "string",
            "description": "The event id, sent as `webhook-id`; the same on every attempt.",
            "maxLength": 128
          },
          "type": {
            "$ref": "#/components/schemas/WebhookEventType"
          },
          "status": {
            "$ref": "#/components/schemas/WebhookDeliveryStatus"
          },
          "attempts": {
            "type": "integer",
            "minimum": 0,
            "description": "Attempts made so far.",
            "format": "int32",
            "maximum": 10000
          },
          "lastStatus": {
            "type": [
              "integer",
              "null"
            ],
            "description": "The HTTP status of the last attempt; null when none came back.",
            "format": "int32",
            "minimum": 0,
            "maximum": 599
          },
          "lastError": {
            "type": [
              "string",
              "null"
            ],
            "description": "Why the last attempt failed, in words; null after a success.",
            "maxLength": 2000
          },
          "nextAttemptAt": {
            "type": [
              "string",
              "null"
            ],
            "format": "date-time",
            "description": "When the next attempt is due; null once delivered or given up.",
            "maxLength": 64
          },
          "createdAt": {
            "type": "string",
            "format": "date-time",
            "description": "When the event happened.",
            "maxLength": 64
          }
        }
      },
      "WebhookDeliveryStatus": {
        "type": "string",
        "description": "pending (not yet delivered), delivered (a 2xx came back) or failed (given up after 24 hours, or the endpoint was disabled).",
        "enum": [
          "pending",
          "delivered",
          "failed"
        ]
      },
      "WebhookDeliveryList": {
        "type": "object",
        "description": "An endpoint's latest deliveries.",
        "required": [
          "success",
          "data"
        ],
        "properties": {
          "success": {
            "type": "boolean",
            "const": true,
            "description": "Always `true` on a successful response."
          },
          "data": {
            "type": "array",
            "description": "Latest first.",
            "items": {
              "$ref": "#/components/schemas/WebhookDelivery"
            },
            "maxItems": 1000
          }
        }
      },
      "WebhookEvent": {
        "type": "object",
        "description": "The body POSTed to an endpoint. Headers: `webhook-id` (= `id`), `webhook-timestamp`\n(Unix seconds) and `webhook-signature` (`v1,` + base64 HMAC-SHA256 of\n`id.timestamp.body` keyed with the secret's decoded bytes).\n",
        "required": [
          "id",
          "type",
          "createdAt",
          "data"
        ],
        "properties": {
          "id": {
            "type": "string",
            "description": "The event id; the same on every attempt, so receivers can de-duplicate.",
            "maxLength": 128
          },
          "type": {
            "$ref": "#/components/schemas/WebhookEventType"
          },
          "createdAt": {
            "type": "string",
            "format": "date-time",
            "description": "When the change happened.",
            "maxLength": 64
          },
          "data": {
            "$ref": "#/components/schemas/QrCode"
          }
        }
      },
      "ScanReport": {
        "type": "object",
        "description": "The scans of one code since its last `qrcode.scanned` event (or since its first scan),\ncounted in the same commits as the views themselves: no view is reported twice and none\nis left out, a crash included. `views` adds up over the events to the code's views.\n",
        "required": [
          "shortId",
          "views",
          "uniqueViews",
          "botHits",
          "byRoute",
          "since"
        ],
        "properties": {
          "shortId": {
            "$ref": "#/components/schemas/ShortId"
          },
          "views": {
            "type": "integer",
            "description": "People's scans that went to the target (views) since the last event.",
            "format": "int64",
            "minimum": 0,
            "maximum": 9007199254740991
          },
          "uniqueViews": {
            "type": "integer",
            "description": "Of those views, the ones that were their visitor's first of the code that UTC day.",
            "format": "int64",
            "minimum": 0,
            "maximum": 9007199254740991
          },
          "botHits": {
            "type": "integer",
            "description": "Scans by bots and link previewers since the last event.",
            "format": "int64",
            "minimum": 0,
            "maximum": 9007199254740991
          },
          "byRoute": {
            "type": "object",
            "description": "The views by the route that decided them (`default`, `rule:N`, `variant:N`,\n`fallback`); they add up to `views`. A code without rules or variants has only\n`default`.\n",
            "additionalProperties": {
              "type": "integer",
              "format": "int64",
              "minimum": 0,
              "maximum": 9007199254740991
            },
            "maxProperties": 40
          },
          "since": {
            "type": "string",
            "format": "date-time",
            "description": "When the previous `qrcode.scanned` event of the code was made (its first scan's time for the first).",
            "maxLength": 64
          }
        },
        "examples": [
          {
            "shortId": "spring-sale",
            "views": 42,
            "uniqueViews": 37,
            "botHits": 3,
            "byRoute": {
              "default": 42
            },
            "since": "2026-11-22T08:59:00.000Z"
          }
        ]
      },
      "ViewMilestone": {
        "type": "object",
        "description": "A code's views reached a round number (100, 1,000, 10,000, …), in the commit of the view that reached it; once per code and number.",
        "required": [
          "shortId",
          "views"
        ],
        "properties": {
          "shortId": {
            "$ref": "#/components/schemas/ShortId"
          },
          "views": {
            "type": "integer",
            "description": "The number reached.",
            "format": "int64",
            "minimum": 100,
            "maximum": 9007199254740991
          }
        },
        "examples": [
          {
            "shortId": "spring-sale",
            "views": 1000
          }
        ]
      },
      "QrCodeScannedEvent": {
        "type": "object",
        "description": "`qrcode.scanned`, sent to endpoints subscribed to it and carried by `GET /events`;\nsigned as every webhook is (see `WebhookEvent`).\n",
        "required": [
          "id",
          "type",
          "createdAt",
          "data"
        ],
        "properties": {
          "id": {
            "type": "string",
            "description": "The event id; the same on every attempt and in the event stream.",
            "maxLength": 128
          },
          "type": {
            "type": "string",
            "const": "qrcode.scanned"
          },
          "createdAt": {
            "type": "string",
            "format": "date-time",
            "description": "When the scans were reported (the end of the period).",
            "maxLength": 64
          },
          "data": {
            "$ref": "#/components/schemas/ScanReport"
          }
        }
      },
      "QrCodeMilestoneEvent": {
        "type": "object",
        "description": "`qrcode.milestone`, sent to endpoints subscribed to it and carried by `GET /events`.",
        "required": [
          "id",
          "type",
          "createdAt",
          "data"
        ],
        "properties": {
          "id": {
            "type": "string",
            "description": "The event id; the same on every attempt and in the event stream.",
            "maxLength": 128
          },
          "type": {
            "type": "string",
            "const": "qrcode.milestone"
          },
          "createdAt": {
            "type": "string",
            "format": "date-time",
            "description": "When the view that reached the number was counted.",
            "maxLength": 64
          },
          "data": {
            "$ref": "#/components/schemas/ViewMilestone"
          }
        }
      },
      "ShortId": {
        "type": "string",
        "description": "The short identifier of a QR code; case-sensitive.",
        "minLength": 3,
        "maxLength": 64,
        "pattern": "^[A-Za-z0-9_-]+$",
        "x-pattern-message": "must contain only the characters A–Z, a–z, 0–9, _ and -",
        "examples": [
          "aZ3kP9qX"
        ]
      },
      "CustomShortId": {
        "type": "string",
        "description": "A caller-chosen short id: 3–64 characters of `[A-Za-z0-9_-]`. Reserved words\n(case-insensitively: api, qrcode, docs, health, healthz, readyz, metrics, static,\nassets, keys, dashboard, login, admin, favicon.ico, robots.txt, .well-known,\nopenapi.json, openapi.yaml, bulk, export) are refused with `400`; an id in use or used before with\n`409`.\n",
        "minLength": 3,
        "maxLength": 64,
        "pattern": "^[A-Za-z0-9_-]+$",
        "x-pattern-message": "must contain only the characters A–Z, a–z, 0–9, _ and -",
        "x-reserved-words": [
          "api",
          "qrcode",
          "docs",
          "health",
          "healthz",
          "readyz",
          "metrics",
          "static",
          "assets",
          "keys",
          "dashboard",
          "login",
          "admin",
          "favicon.ico",
          "robots.txt",
          ".well-known",
          "openapi.json",
          "openapi.yaml",
          "bulk",
          "export"
        ],
        "examples": [
          "spring-sale"
        ]
      },
      "TargetUrl": {
        "type": "string",
        "format": "uri",
        "description": "The URL the short link redirects to: absolute `http:` or `https:`, at most 2048\ncharacters, without user-info or control characters, and not on the service's own\nshort-link host. Stored and returned in normalised form.\n",
        "minLength": 1,
        "maxLength": 2048,
        "pattern": "^[Hh][Tt][Tt][Pp][Ss]?://",
        "x-pattern-message": "must be an absolute http: or https: URL",
        "examples": [
          "https://example.com/menu"
        ]
      },
      "HexColor": {
        "type": "string",
        "description": "A colour in hex form `#RRGGBB`; stored in lower case.",
        "pattern": "^#[0-9A-Fa-f]{6}$",
        "x-pattern-message": "must be a colour in #RRGGBB form",
        "examples": [
          "#1a2b3c"
        ],
        "maxLength": 7
      },
      "DotType": {
        "type": "string",
        "description": "The shape of the dots, as the qr-code-styling library names them.",
        "enum": [
          "square",
          "dots",
          "rounded",
          "extra-rounded",
          "classy",
          "classy-rounded"
        ],
        "x-enum-labels": {
          "square": "Square",
          "dots": "Dots",
          "rounded": "Rounded",
          "extra-rounded": "Extra rounded",
          "classy": "Classy",
          "classy-rounded": "Classy rounded"
        },
        "examples": [
          "rounded"
        ]
      },
      "Size": {
        "type": "integer",
        "description": "A size in pixels, 64 to 4096.",
        "minimum": 64,
        "maximum": 4096,
        "examples": [
          300
        ],
        "format": "int32"
      },
      "QrCodeOptions": {
        "type": "object",
        "description": "Styling options, named as in the qr-code-styling library. Every field is optional;\na missing field takes its default (300 × 300 px, square black dots on white, square\ncorners in the dots' colour, no margin, error correction Q, or H with an `image`).\n\n`image` puts an uploaded asset (`POST /assets`) in the centre; `gradient` on the dots,\ncorners or background replaces that part's `color`; `frameOptions` draws a frame with a\ncall to action. Every stop of a gradient keeps the contrast rule below.\n\nThe scan guard: before a style is stored the server renders it and decodes it with a QR\ndecoder at its own size (at most 1024 px a side); one that does not decode is refused with\n`422 UNSCANNABLE`, naming the option to change.\n\nThe dots must be darker than the background, with a contrast ratio of at least 3:1\n(WCAG's ratio for graphical objects): light-on-dark codes do not scan with common\ndecoders, and faint ones fail on paper and in glare. Other pairs are refused with `400`\nnaming the colour (`qrCodeOptions.dotsOptions.color`, or a corner colour).\n",
        "additionalProperties": false,
        "properties": {
          "width": {
            "$ref": "#/components/schemas/Size"
          },
          "height": {
            "$ref": "#/components/schemas/Size"
          },
          "dotsOptions": {
            "type": "object",
            "description": "The data dots.",
            "additionalProperties": false,
            "properties": {
              "type": {
                "$ref": "#/components/schemas/DotType"
              },
              "color": {
                "$ref": "#/components/schemas/HexColor"
              },
              "gradient": {
                "$ref": "#/components/schemas/Gradient"
              }
            }
          },
          "backgroundOptions": {
            "type": "object",
            "description": "The background.",
            "additionalProperties": false,
            "properties": {
              "color": {
                "$ref": "#/components/schemas/HexColor"
              },
              "gradient": {
                "$ref": "#/components/schemas/Gradient"
              }
            }
          },
          "cornersSquareOptions": {
            "type": "object",
            "description": "The three big squares in the corners (the finder patterns' outer rings).",
            "additionalProperties": false,
            "properties": {
              "type": {
                "$ref": "#/components/schemas/CornerSquareType"
              },
              "color": {
                "$ref": "#/components/schemas/HexColor"
              },
              "gradient": {
                "$ref": "#/components/schemas/Gradient"
              }
            }
          },
          "cornersDotOptions": {
            "type": "object",
            "description": "The dots inside the three corner squares.",
            "additionalProperties": false,
            "properties": {
              "type": {
                "$ref": "#/components/schemas/CornerDotType"
              },
              "color": {
                "$ref": "#/components/schemas/HexColor"
              },
              "gradient": {
                "$ref": "#/components/schemas/Gradient"
              }
            }
          },
          "margin": {
            "$ref": "#/components/schemas/Margin"
          },
          "qrOptions": {
            "type": "object",
            "description": "Options of the QR symbol itself.",
            "additionalProperties": false,
            "properties": {
              "errorCorrectionLevel": {
                "$ref": "#/components/schemas/ErrorCorrectionLevel"
              }
            }
          },
          "image": {
            "$ref": "#/components/schemas/AssetId"
          },
          "imageOptions": {
            "$ref": "#/components/schemas/ImageOptions"
          },
          "frameOptions": {
            "$ref": "#/components/schemas/FrameOptions"
          }
        }
      },
      "Gradient": {
        "type": "object",
        "description": "A colour gradient over the whole code (qr-code-styling's form). It replaces the part's\n`color`; every stop must keep the contrast rule against every background colour.\n",
        "required": [
          "colorStops"
        ],
        "additionalProperties": false,
        "properties": {
          "type": {
            "$ref": "#/components/schemas/GradientType"
          },
          "rotation": {
            "type": "number",
            "description": "The angle of a linear gradient in radians, clockwise from left-to-right; default 0.",
            "minimum": -6.2832,
            "maximum": 6.2832
          },
          "colorStops": {
            "type": "array",
            "description": "Two to five stops, in order of offset.",
            "minItems": 2,
            "maxItems": 5,
            "items": {
              "$ref": "#/components/schemas/ColorStop"
            }
          }
        }
      },
      "GradientType": {
        "type": "string",
        "description": "A linear gradient along `rotation`, or a radial one from the centre. Default `linear`.",
        "enum": [
          "linear",
          "radial"
        ],
        "x-enum-labels": {
          "linear": "Linear",
          "radial": "Radial"
        },
        "examples": [
          "radial"
        ]
      },
      "ColorStop": {
        "type": "object",
        "description": "One colour of a gradient and where it falls, 0 (start or centre) to 1 (end or edge).",
        "required": [
          "offset",
          "color"
        ],
        "additionalProperties": false,
        "properties": {
          "offset": {
            "type": "number",
            "minimum": 0,
            "maximum": 1
          },
          "color": {
            "$ref": "#/components/schemas/HexColor"
          }
        }
      },
      "ImageSize": {
        "type": "number",
        "description": "The image's size as a share of the code's side, 0.1 to 0.5, default 0.4. A logo that hides\nmore modules than the error correction restores is refused by the scan guard\n(`422 UNSCANNABLE`); a square logo at 0.5 usually is.\n",
        "minimum": 0.1,
        "maximum": 0.5,
        "examples": [
          0.4
        ]
      },
      "ImageMargin": {
        "type": "integer",
        "description": "Empty space around the image in pixels, 0 to 64, default 0.",
        "minimum": 0,
        "maximum": 64,
        "examples": [
          4
        ],
        "format": "int32"
      },
      "ImageOptions": {
        "type": "object",
        "description": "How the `image` sits in the code (qr-code-styling's names).",
        "additionalProperties": false,
        "properties": {
          "imageSize": {
            "$ref": "#/components/schemas/ImageSize"
          },
          "margin": {
            "$ref": "#/components/schemas/ImageMargin"
          },
          "hideBackgroundDots": {
            "type": "boolean",
            "description": "Clear the dots under the image; default `true`."
          }
        }
      },
      "FrameType": {
        "type": "string",
        "description": "`box`: a border with the text under the code; `banner`: a border and a band of the\nframe's colour under the code with the text on it. Default `none`.\n",
        "enum": [
          "none",
          "box",
          "banner"
        ],
        "x-enum-labels": {
          "none": "No frame",
          "box": "Box",
          "banner": "Banner"
        },
        "examples": [
          "banner"
        ]
      },
      "FrameText": {
        "type": "string",
        "description": "The call to action, at most 24 characters of Latin-1 (the frame font's); default `SCAN ME`.",
        "maxLength": 24,
        "pattern": "^[ -~\\u00A0-\\u00FF]*$",
        "x-pattern-message": "must be printable Latin-1 characters",
        "examples": [
          "SCAN ME"
        ]
      },
      "FrameOptions": {
        "type": "object",
        "description": "A frame around the code with a call to action, drawn in SVG, PNG and PDF alike. The call\nto action must be readable: `textColor` against what it is drawn on (the frame's `color`\nfor a banner, every background colour for a box) keeps a contrast of at least 3:1, or the\nstyle is refused with `400` naming `qrCodeOptions.frameOptions.textColor`.\n",
        "additionalProperties": false,
        "properties": {
          "type": {
            "$ref": "#/components/schemas/FrameType"
          },
          "text": {
            "$ref": "#/components/schemas/FrameText"
          },
          "color": {
            "$ref": "#/components/schemas/HexColor"
          },
          "textColor": {
            "$ref": "#/components/schemas/HexColor"
          }
        }
      },
      "AssetId": {
        "type": "string",
        "description": "An uploaded image of the account (`ast_` and 16 hex characters); an id that is not one of the account's is refused with `400`.",
        "pattern": "^ast_[0-9a-f]{16}$",
        "maxLength": 20,
        "examples": [
          "ast_3f9a2c7d1e8b4c60"
        ]
      },
      "AssetContentType": {
        "type": "string",
        "description": "The type of an uploaded image.",
        "enum": [
          "image/png",
          "image/jpeg",
          "image/svg+xml"
        ]
      },
      "Asset": {
        "type": "object",
        "description": "An uploaded image, without its bytes.",
        "required": [
          "id",
          "contentType",
          "width",
          "height",
          "bytes",
          "createdAt"
        ],
        "properties": {
          "id": {
            "$ref": "#/components/schemas/AssetId"
          },
          "contentType": {
            "$ref": "#/components/schemas/AssetContentType"
          },
          "width": {
            "type": "integer",
            "format": "int32",
            "description": "Its width in pixels (an SVG's in user units), read from the image.",
            "minimum": 1,
            "maximum": 1000000
          },
          "height": {
            "type": "integer",
            "format": "int32",
            "description": "Its height in pixels (an SVG's in user units), read from the image.",
            "minimum": 1,
            "maximum": 1000000
          },
          "bytes": {
            "type": "integer",
            "format": "int32",
            "description": "Its size as stored (an SVG after sanitising).",
            "minimum": 1,
            "maximum": 524288
          },
          "createdAt": {
            "type": "string",
            "format": "date-time",
            "description": "When it was uploaded.",
            "maxLength": 64
          }
        }
      },
      "AssetResponse": {
        "description": "One asset.",
        "allOf": [
          {
            "type": "object",
            "required": [
              "success"
            ],
            "properties": {
              "success": {
                "type": "boolean",
                "const": true,
                "description": "Always `true` on a successful response."
              }
            }
          },
          {
            "$ref": "#/components/schemas/Asset"
          }
        ]
      },
      "AssetList": {
        "type": "object",
        "description": "The account's assets.",
        "required": [
          "success",
          "data"
        ],
        "properties": {
          "success": {
            "type": "boolean",
            "const": true,
            "description": "Always `true` on a successful response."
          },
          "data": {
            "type": "array",
            "description": "The assets, newest first.",
            "items": {
              "$ref": "#/components/schemas/Asset"
            },
            "maxItems": 1000
          }
        }
      },
      "StyleId": {
        "type": "string",
        "description": "A style template of the account (`sty_` and 16 hex characters).",
        "pattern": "^sty_[0-9a-f]{16}$",
        "maxLength": 20,
        "examples": [
          "sty_5c1e9a7b3d2f4e80"
        ]
      },
      "StyleRef": {
        "type": [
          "string",
          "null"
        ],
        "description": "The style template the code is drawn with (`sty_` and 16 hex characters), instead of\noptions of its own; `null`: none. An id that is not one of the account's templates is\nrefused with `400`. A request may carry `styleId` or `qrCodeOptions`, not both (`400`).\nOn update, `null` detaches the code and keeps the template's options as its own.\n",
        "pattern": "^sty_[0-9a-f]{16}$",
        "maxLength": 20
      },
      "StyleName": {
        "type": "string",
        "description": "What the account calls the template; 1–100 characters, no control characters.",
        "minLength": 1,
        "maxLength": 100,
        "pattern": "^[^\\u0000-\\u001F\\u007F]+$",
        "x-pattern-message": "must not contain control characters"
      },
      "Style": {
        "type": "object",
        "description": "A named set of styling options that the account's codes share.",
        "required": [
          "id",
          "name",
          "qrCodeOptions",
          "createdAt",
          "updatedAt"
        ],
        "properties": {
          "id": {
            "$ref": "#/components/schemas/StyleId"
          },
          "name": {
            "$ref": "#/components/schemas/StyleName"
          },
          "qrCodeOptions": {
            "$ref": "#/components/schemas/ResolvedQrCodeOptions"
          },
          "createdAt": {
            "type": "string",
            "format": "date-time",
            "description": "When it was created.",
            "maxLength": 64
          },
          "updatedAt": {
            "type": "string",
            "format": "date-time",
            "description": "When it was last replaced; equal to `createdAt` on creation.",
            "maxLength": 64
          }
        }
      },
      "StyleResponse": {
        "description": "One style template.",
        "allOf": [
          {
            "type": "object",
            "required": [
              "success"
            ],
            "properties": {
              "success": {
                "type": "boolean",
                "const": true,
                "description": "Always `true` on a successful response."
              }
            }
          },
          {
            "$ref": "#/components/schemas/Style"
          }
        ]
      },
      "StyleList": {
        "type": "object",
        "description": "A page of the account's style templates.",
        "required": [
          "success",
          "data",
          "pagination"
        ],
        "properties": {
          "success": {
            "type": "boolean",
            "const": true,
            "description": "Always `true` on a successful response."
          },
          "data": {
            "type": "array",
            "description": "The templates of this page, oldest first.",
            "items": {
              "$ref": "#/components/schemas/Style"
            },
            "maxItems": 100
          },
          "pagination": {
            "$ref": "#/components/schemas/Pagination"
          }
        }
      },
      "CreateStyleRequest": {
        "type": "object",
        "description": "A new style template. Unknown fields are refused.",
        "required": [
          "name",
          "qrCodeOptions"
        ],
        "additionalProperties": false,
        "properties": {
          "name": {
            "$ref": "#/components/schemas/StyleName"
          },
          "qrCodeOptions": {
            "$ref": "#/components/schemas/QrCodeOptions"
          }
        }
      },
      "UpdateStyleRequest": {
        "type": "object",
        "description": "The template's new name and options, replacing the stored ones. Unknown fields are refused.",
        "required": [
          "name",
          "qrCodeOptions"
        ],
        "additionalProperties": false,
        "properties": {
          "name": {
            "$ref": "#/components/schemas/StyleName"
          },
          "qrCodeOptions": {
            "$ref": "#/components/schemas/QrCodeOptions"
          }
        }
      },
      "CornerSquareType": {
        "type": "string",
        "description": "The shape of the corner squares, as qr-code-styling names them. Default `square`.\nqr-code-styling's `dot` rings are not offered: circular finder rings failed to decode in\nour scan tests at several sizes, and every image dynqr serves must scan.\n",
        "enum": [
          "square",
          "extra-rounded"
        ],
        "x-enum-labels": {
          "square": "Square",
          "extra-rounded": "Extra rounded"
        },
        "examples": [
          "extra-rounded"
        ]
      },
      "CornerDotType": {
        "type": "string",
        "description": "The shape of the dots inside the corner squares. Default `square`.",
        "enum": [
          "square",
          "dot"
        ],
        "x-enum-labels": {
          "square": "Square",
          "dot": "Dot"
        },
        "examples": [
          "dot"
        ]
      },
      "Margin": {
        "type": "integer",
        "description": "Empty space around the code in pixels, 0 to 512, default 0. A quiet zone of 4 modules is\nalways kept inside it, so a code scans with any margin.\n",
        "minimum": 0,
        "maximum": 512,
        "examples": [
          16
        ],
        "format": "int32"
      },
      "ErrorCorrectionLevel": {
        "type": "string",
        "description": "How much of the symbol may be damaged and still read: L 7 %, M 15 %, Q 25 % (default, as\nin qr-code-styling), H 30 %. Higher levels make denser codes.\n",
        "enum": [
          "L",
          "M",
          "Q",
          "H"
        ],
        "x-enum-labels": {
          "L": "L (7 %)",
          "M": "M (15 %)",
          "Q": "Q (25 %)",
          "H": "H (30 %)"
        },
        "examples": [
          "Q"
        ]
      },
      "ResolvedQrCodeOptions": {
        "type": "object",
        "description": "The stored styling options with every default filled in.",
        "required": [
          "width",
          "height",
          "dotsOptions",
          "backgroundOptions",
          "cornersSquareOptions",
          "cornersDotOptions",
          "margin",
          "qrOptions"
        ],
        "properties": {
          "cornersSquareOptions": {
            "type": "object",
            "required": [
              "type",
              "color"
            ],
            "properties": {
              "type": {
                "$ref": "#/components/schemas/CornerSquareType"
              },
              "color": {
                "$ref": "#/components/schemas/HexColor"
              },
              "gradient": {
                "$ref": "#/components/schemas/Gradient"
              }
            }
          },
          "cornersDotOptions": {
            "type": "object",
            "required": [
              "type",
              "color"
            ],
            "properties": {
              "type": {
                "$ref": "#/components/schemas/CornerDotType"
              },
              "color": {
                "$ref": "#/components/schemas/HexColor"
              },
              "gradient": {
                "$ref": "#/components/schemas/Gradient"
              }
            }
          },
          "margin": {
            "$ref": "#/components/schemas/Margin"
          },
          "qrOptions": {
            "type": "object",
            "required": [
              "errorCorrectionLevel"
            ],
            "properties": {
              "errorCorrectionLevel": {
                "$ref": "#/components/schemas/ErrorCorrectionLevel"
              }
            }
          },
          "width": {
            "$ref": "#/components/schemas/Size"
          },
          "height": {
            "$ref": "#/components/schemas/Size"
          },
          "dotsOptions": {
            "type": "object",
            "required": [
              "type",
              "color"
            ],
            "properties": {
              "type": {
                "$ref": "#/components/schemas/DotType"
              },
              "color": {
                "$ref": "#/components/schemas/HexColor"
              },
              "gradient": {
                "$ref": "#/components/schemas/Gradient"
              }
            }
          },
          "backgroundOptions": {
            "type": "object",
            "required": [
              "color"
            ],
            "properties": {
              "color": {
                "$ref": "#/components/schemas/HexColor"
              },
              "gradient": {
                "$ref": "#/components/schemas/Gradient"
              }
            }
          },
          "image": {
            "$ref": "#/components/schemas/AssetId"
          },
          "imageOptions": {
            "type": "object",
            "description": "Present with an `image`, every default filled in.",
            "required": [
              "imageSize",
              "margin",
              "hideBackgroundDots"
            ],
            "properties": {
              "imageSize": {
                "$ref": "#/components/schemas/ImageSize"
              },
              "margin": {
                "$ref": "#/components/schemas/ImageMargin"
              },
              "hideBackgroundDots": {
                "type": "boolean",
                "description": "Whether the dots under the image are cleared."
              }
            }
          },
          "frameOptions": {
            "type": "object",
            "description": "Present when a frame is drawn, every default filled in.",
            "required": [
              "type",
              "text",
              "color",
              "textColor"
            ],
            "properties": {
              "type": {
                "$ref": "#/components/schemas/FrameType"
              },
              "text": {
                "$ref": "#/components/schemas/FrameText"
              },
              "color": {
                "$ref": "#/components/schemas/HexColor"
              },
              "textColor": {
                "$ref": "#/components/schemas/HexColor"
              }
            }
          }
        }
      },
      "DomainId": {
        "type": "string",
        "description": "The id of a custom domain (`dom_` and 16 hex characters).",
        "pattern": "^dom_[0-9a-f]{16}$",
        "maxLength": 20,
        "examples": [
          "dom_4f9c2a7d1e8b3c60"
        ]
      },
      "Hostname": {
        "type": "string",
        "description": "A DNS name, lower case, without a trailing dot or port: not an IP address, not\n`localhost` or a name under it, not the server's own host.\n",
        "minLength": 1,
        "maxLength": 253,
        "examples": [
          "menu.example.com"
        ]
      },
      "DomainStatus": {
        "type": "string",
        "description": "`pending` until its TXT record was seen, then `verified`.",
        "enum": [
          "pending",
          "verified"
        ],
        "x-enum-labels": {
          "pending": "Pending",
          "verified": "Verified"
        },
        "examples": [
          "verified"
        ]
      },
      "DomainRedirectUrl": {
        "type": [
          "string",
          "null"
        ],
        "format": "uri",
        "maxLength": 2048,
        "description": "An `http:` or `https:` URL, or `null` (a `404`).",
        "examples": [
          "https://example.com/"
        ]
      },
      "CreateDomainRequest": {
        "type": "object",
        "description": "A hostname to add. Unknown fields are refused.",
        "required": [
          "hostname"
        ],
        "additionalProperties": false,
        "properties": {
          "hostname": {
            "$ref": "#/components/schemas/Hostname"
          }
        }
      },
      "UpdateDomainRequest": {
        "type": "object",
        "description": "The redirects to change. Unknown fields (the hostname among them) are refused.",
        "additionalProperties": false,
        "properties": {
          "rootRedirectUrl": {
            "$ref": "#/components/schemas/DomainRedirectUrl"
          },
          "notFoundUrl": {
            "$ref": "#/components/schemas/DomainRedirectUrl"
          }
        }
      },
      "PrintRequest": {
        "type": "object",
        "description": "What to print and how (`POST /print`). Give `shortIds` or `tag`, not both. Unknown fields are refused.",
        "required": [
          "layout",
          "codeMm"
        ],
        "additionalProperties": false,
        "properties": {
          "shortIds": {
            "type": "array",
            "description": "The codes to print, in this order (each at most once).",
            "minItems": 1,
            "maxItems": 1000,
            "uniqueItems": true,
            "items": {
              "$ref": "#/components/schemas/ShortId"
            }
          },
          "tag": {
            "type": "string",
            "description": "Print every code of the account carrying this tag (compared case-insensitively), oldest first.",
            "minLength": 1,
            "maxLength": 40,
            "examples": [
              "spring-menu"
            ]
          },
          "layout": {
            "$ref": "#/components/schemas/PrintLayout"
          },
          "codeMm": {
            "type": "number",
            "description": "The width of each code in millimetres, frame included (10–1000).",
            "minimum": 10,
            "maximum": 1000,
            "examples": [
              25
            ]
          },
          "label": {
            "$ref": "#/components/schemas/PrintLabel"
          },
          "cropMarks": {
            "type": "boolean",
            "description": "Whether to draw crop marks at each cell's corners (sheets only).",
            "default": false
          },
          "format": {
            "description": "The files' format inside a ZIP (`Accept application/zip`); PNG is drawn at 300 dpi of `codeMm`. PDF when missing.",
            "allOf": [
              {
                "$ref": "#/components/schemas/ImageFormat"
              }
            ]
          }
        }
      },
      "PrintLayout": {
        "description": "A grid of your own, or the name of a standard label sheet.",
        "oneOf": [
          {
            "$ref": "#/components/schemas/PrintGrid"
          },
          {
            "$ref": "#/components/schemas/LabelSheet"
          }
        ]
      },
      "PrintGrid": {
        "type": "object",
        "description": "A page divided into `columns` × `rows` equal cells inside `marginMm`, `gapMm` apart.",
        "required": [
          "page",
          "columns",
          "rows"
        ],
        "additionalProperties": false,
        "properties": {
          "page": {
            "$ref": "#/components/schemas/PageSize"
          },
          "columns": {
            "type": "integer",
            "format": "int32",
            "minimum": 1,
            "maximum": 20
          },
          "rows": {
            "type": "integer",
            "format": "int32",
            "minimum": 1,
            "maximum": 30
          },
          "marginMm": {
            "type": "number",
            "description": "The blank border around the grid.",
            "minimum": 0,
            "maximum": 50,
            "default": 10
          },
          "gapMm": {
            "type": "number",
            "description": "The space between cells.",
            "minimum": 0,
            "maximum": 50,
            "default": 5
          }
        }
      },
      "PrintLabel": {
        "type": "string",
        "description": "The text under each code on a sheet; `title` falls back to the short id for a code without one.",
        "enum": [
          "title",
          "shortId",
          "none"
        ],
        "default": "title"
      },
      "LabelSheet": {
        "type": "string",
        "description": "`avery-l7160`: A4, 3 × 7 labels of 63.5 × 38.1 mm. `avery-5160`: US Letter, 3 × 10 labels of 66.7 × 25.4 mm.",
        "enum": [
          "avery-l7160",
          "avery-5160"
        ]
      },
      "PageSize": {
        "type": "string",
        "description": "A4 (210 × 297 mm) or US Letter (215.9 × 279.4 mm), portrait.",
        "enum": [
          "A4",
          "Letter"
        ]
      },
      "Brand": {
        "type": "object",
        "description": "How the public pages a scanner sees look. `null` fields are unset.",
        "required": [
          "name",
          "logoAssetId",
          "color",
          "updatedAt"
        ],
        "properties": {
          "name": {
            "type": [
              "string",
              "null"
            ],
            "description": "The business's name, the pages' heading.",
            "maxLength": 80,
            "examples": [
              "Café Lumen"
            ]
          },
          "logoAssetId": {
            "description": "The logo, an uploaded image of the account.",
            "oneOf": [
              {
                "$ref": "#/components/schemas/AssetId"
              },
              {
                "type": "null"
              }
            ]
          },
          "color": {
            "description": "The pages' accent colour (4.5:1 against white at least).",
            "oneOf": [
              {
                "$ref": "#/components/schemas/HexColor"
              },
              {
                "type": "null"
              }
            ]
          },
          "updatedAt": {
            "type": [
              "string",
              "null"
            ],
            "format": "date-time",
            "description": "When the brand was last set; `null` when never.",
            "maxLength": 30
          }
        }
      },
      "BrandResponse": {
        "allOf": [
          {
            "type": "object",
            "required": [
              "success"
            ],
            "properties": {
              "success": {
                "type": "boolean",
                "const": true
              }
            }
          },
          {
            "$ref": "#/components/schemas/Brand"
          }
        ]
      },
      "PutBrandRequest": {
        "type": "object",
        "description": "The whole brand; a field left out or `null` is cleared. Unknown fields are refused.",
        "additionalProperties": false,
        "properties": {
          "name": {
            "type": [
              "string",
              "null"
            ],
            "minLength": 1,
            "maxLength": 80
          },
          "logoAssetId": {
            "oneOf": [
              {
                "$ref": "#/components/schemas/AssetId"
              },
              {
                "type": "null"
              }
            ]
          },
          "color": {
            "oneOf": [
              {
                "$ref": "#/components/schemas/HexColor"
              },
              {
                "type": "null"
              }
            ]
          }
        }
      },
      "DomainVerification": {
        "type": "object",
        "description": "The DNS record that proves the hostname is the account's.",
        "required": [
          "type",
          "name",
          "value"
        ],
        "properties": {
          "type": {
            "type": "string",
            "const": "TXT",
            "description": "Always a TXT record."
          },
          "name": {
            "type": "string",
            "description": "The record's name, `_dynqr.<hostname>`.",
            "maxLength": 300
          },
          "value": {
            "type": "string",
            "description": "The record's value, `dynqr-verify=<token>`.",
            "maxLength": 100
          }
        }
      },
      "Domain": {
        "type": "object",
        "description": "A custom domain of the account.",
        "required": [
          "id",
          "hostname",
          "status",
          "verification",
          "rootRedirectUrl",
          "notFoundUrl",
          "createdAt",
          "verifiedAt"
        ],
        "properties": {
          "id": {
            "$ref": "#/components/schemas/DomainId"
          },
          "hostname": {
            "$ref": "#/components/schemas/Hostname"
          },
          "status": {
            "$ref": "#/components/schemas/DomainStatus"
          },
          "verification": {
            "$ref": "#/components/schemas/DomainVerification"
          },
          "rootRedirectUrl": {
            "$ref": "#/components/schemas/DomainRedirectUrl"
          },
          "notFoundUrl": {
            "$ref": "#/components/schemas/DomainRedirectUrl"
          },
          "createdAt": {
            "type": "string",
            "format": "date-time",
            "description": "When it was added.",
            "maxLength": 64
          },
          "verifiedAt": {
            "type": [
              "string",
              "null"
            ],
            "format": "date-time",
            "description": "When its record was first seen; `null` while pending.",
            "maxLength": 64
          }
        }
      },
      "DomainResponse": {
        "description": "A domain, as every answer about one carries it.",
        "allOf": [
          {
            "type": "object",
            "required": [
              "success"
            ],
            "properties": {
              "success": {
                "type": "boolean",
                "const": true,
                "description": "Always `true`."
              }
            }
          },
          {
            "$ref": "#/components/schemas/Domain"
          }
        ]
      },
      "DomainList": {
        "type": "object",
        "description": "The account's domains.",
        "required": [
          "success",
          "data"
        ],
        "properties": {
          "success": {
            "type": "boolean",
            "const": true,
            "description": "Always `true`."
          },
          "data": {
            "type": "array",
            "description": "The domains, oldest first.",
            "maxItems": 1000,
            "items": {
              "$ref": "#/components/schemas/Domain"
            }
          }
        }
      },
      "TlsAllowed": {
        "type": "object",
        "description": "The name is a verified custom domain.",
        "required": [
          "domain",
          "allowed"
        ],
        "properties": {
          "domain": {
            "type": "string",
            "description": "The name asked about.",
            "maxLength": 253
          },
          "allowed": {
            "type": "boolean",
            "const": true,
            "description": "Always `true` (a name not allowed is `404`)."
          }
        }
      },
      "CreateQrCodeRequest": {
        "type": "object",
        "description": "The fields of a new QR code. Unknown fields are refused.",
        "required": [
          "targetUrl"
        ],
        "additionalProperties": false,
        "properties": {
          "targetUrl": {
            "$ref": "#/components/schemas/TargetUrl"
          },
          "customShortId": {
            "$ref": "#/components/schemas/CustomShortId"
          },
          "qrCodeOptions": {
            "$ref": "#/components/schemas/QrCodeOptions"
          },
          "expiresAt": {
            "$ref": "#/components/schemas/ExpiresAt"
          },
          "maxScans": {
            "$ref": "#/components/schemas/MaxScans"
          },
          "fallbackUrl": {
            "$ref": "#/components/schemas/FallbackUrl"
          },
          "active": {
            "type": "boolean",
            "description": "Whether the short link sends scanners to the target; `false` sends them to\n`fallbackUrl` or a `410` page. Defaults to `true`.\n"
          },
          "title": {
            "$ref": "#/components/schemas/Title"
          },
          "styleId": {
            "$ref": "#/components/schemas/StyleRef"
          },
          "scanLimitCounts": {
            "$ref": "#/components/schemas/ScanLimitCounts"
          },
          "rules": {
            "$ref": "#/components/schemas/RoutingRules"
          },
          "variants": {
            "$ref": "#/components/schemas/Variants"
          },
          "password": {
            "$ref": "#/components/schemas/CodePassword"
          },
          "forwardQuery": {
            "$ref": "#/components/schemas/ForwardQuery"
          },
          "utm": {
            "$ref": "#/components/schemas/Utm"
          },
          "tags": {
            "$ref": "#/components/schemas/Tags"
          },
          "onTargetFailing": {
            "$ref": "#/components/schemas/OnTargetFailing"
          },
          "domain": {
            "$ref": "#/components/schemas/Hostname",
            "description": "A verified custom domain of the account (`GET /domains`) to serve the code on: its\n`qrCodeUrl` is then `https://<domain>/<shortId>`, answered on that host only. Fixed\nat creation: an update (`PUT`) naming `domain` is `400 INVALID_REQUEST` (an unknown field),\nso printed codes never break. A hostname that is not the account's is `400`; one\nstill pending is `422 DOMAIN_NOT_VERIFIED`.\n"
          }
        }
      },
      "QrCodeDraftRequest": {
        "type": "object",
        "description": "Options to draw a code with, unsaved (`POST /qrcode/{shortId}/image`).",
        "additionalProperties": false,
        "required": [
          "qrCodeOptions"
        ],
        "properties": {
          "qrCodeOptions": {
            "$ref": "#/components/schemas/QrCodeOptions"
          }
        }
      },
      "UpdateQrCodeRequest": {
        "type": "object",
        "description": "The fields to change. Unknown fields, and `shortId`, `views`, `createdAt`, are refused.\n`null` clears `expiresAt`, `maxScans`, `fallbackUrl`, `title`, `password` or `utm`;\n`rules` and `variants` are replaced whole (`[]` removes them).\n",
        "additionalProperties": false,
        "properties": {
          "targetUrl": {
            "$ref": "#/components/schemas/TargetUrl"
          },
          "qrCodeOptions": {
            "$ref": "#/components/schemas/QrCodeOptions"
          },
          "expiresAt": {
            "$ref": "#/components/schemas/ExpiresAt"
          },
          "maxScans": {
            "$ref": "#/components/schemas/MaxScans"
          },
          "fallbackUrl": {
            "$ref": "#/components/schemas/FallbackUrl"
          },
          "active": {
            "type": "boolean",
            "description": "Whether the short link sends scanners to the target; `false` sends them to\n`fallbackUrl` or a `410` page. Defaults to `true`.\n"
          },
          "title": {
            "$ref": "#/components/schemas/Title"
          },
          "styleId": {
            "$ref": "#/components/schemas/StyleRef"
          },
          "scanLimitCounts": {
            "$ref": "#/components/schemas/ScanLimitCounts"
          },
          "rules": {
            "$ref": "#/components/schemas/RoutingRules"
          },
          "variants": {
            "$ref": "#/components/schemas/Variants"
          },
          "password": {
            "$ref": "#/components/schemas/CodePassword"
          },
          "forwardQuery": {
            "$ref": "#/components/schemas/ForwardQuery"
          },
          "utm": {
            "$ref": "#/components/schemas/Utm"
          },
          "tags": {
            "$ref": "#/components/schemas/Tags"
          },
          "onTargetFailing": {
            "$ref": "#/components/schemas/OnTargetFailing"
          }
        }
      },
      "QrCode": {
        "type": "object",
        "description": "A dynamic QR code.",
        "required": [
          "shortId",
          "qrCodeUrl",
          "editUrl",
          "targetUrl",
          "views",
          "qrCodeOptions",
          "createdAt",
          "updatedAt",
          "expiresAt",
          "maxScans",
          "fallbackUrl",
          "active",
          "title",
          "styleId",
          "scanLimitCounts",
          "rules",
          "variants",
          "hasPassword",
          "forwardQuery",
          "utm",
          "tags"
        ],
        "properties": {
          "shortId": {
            "$ref": "#/components/schemas/ShortId"
          },
          "qrCodeUrl": {
            "type": "string",
            "format": "uri",
            "description": "The public short link, `{site_url}/<shortId>` (`https://<domain>/<shortId>` on a custom domain); the text the QR code encodes.",
            "maxLength": 2048
          },
          "editUrl": {
            "type": "string",
            "format": "uri",
            "description": "The edit page, `{site_url}/qrcode/edit/<shortId>`.",
            "maxLength": 2048
          },
          "targetUrl": {
            "type": "string",
            "format": "uri",
            "description": "Where the short link redirects now.",
            "maxLength": 2048
          },
          "views": {
            "type": "integer",
            "minimum": 0,
            "description": "Human scans of the short link: `GET` requests that were redirected, not `HEAD`,\nprefetches, bots or link previewers. `0` on a new code.\n",
            "format": "int64",
            "maximum": 9007199254740991
          },
          "qrCodeOptions": {
            "$ref": "#/components/schemas/ResolvedQrCodeOptions"
          },
          "createdAt": {
            "type": "string",
            "format": "date-time",
            "description": "Creation time, ISO 8601 in UTC with milliseconds.",
            "maxLength": 64
          },
          "updatedAt": {
            "type": "string",
            "format": "date-time",
            "description": "Last time the target, styling or a lifecycle field changed; equal to `createdAt`\non creation.\n",
            "maxLength": 64
          },
          "expiresAt": {
            "$ref": "#/components/schemas/ExpiresAt"
          },
          "maxScans": {
            "$ref": "#/components/schemas/MaxScans"
          },
          "fallbackUrl": {
            "$ref": "#/components/schemas/FallbackUrl"
          },
          "active": {
            "type": "boolean",
            "description": "Whether the owner has the code switched on (`true` unless set to `false`)."
          },
          "title": {
            "$ref": "#/components/schemas/Title"
          },
          "styleId": {
            "$ref": "#/components/schemas/StyleRef"
          },
          "scanLimitCounts": {
            "$ref": "#/components/schemas/ScanLimitCounts"
          },
          "rules": {
            "$ref": "#/components/schemas/RoutingRules"
          },
          "variants": {
            "$ref": "#/components/schemas/Variants"
          },
          "hasPassword": {
            "type": "boolean",
            "description": "Whether scanners must type a password first (the password itself is never returned)."
          },
          "forwardQuery": {
            "$ref": "#/components/schemas/ForwardQuery"
          },
          "utm": {
            "$ref": "#/components/schemas/Utm"
          },
          "tags": {
            "$ref": "#/components/schemas/Tags"
          },
          "domain": {
            "type": [
              "string",
              "null"
            ],
            "description": "The custom domain the code is served on (its `qrCodeUrl` is `https://<domain>/<shortId>`),\nfixed at creation. Absent (or `null`) on a code served on the site's own address.\n",
            "maxLength": 253
          },
          "onTargetFailing": {
            "$ref": "#/components/schemas/OnTargetFailing"
          },
          "targetHealth": {
            "$ref": "#/components/schemas/TargetHealth"
          }
        }
      },
      "OnTargetFailing": {
        "type": [
          "string",
          "null"
        ],
        "description": "What the short link does while the code's target is failing its health checks\n(`targetHealth.status` is `failing`): `fallback` sends scanners to `fallbackUrl` (when the\ncode has one) until the target answers again; `null` (the default) keeps sending them to\nthe target. Answers always carry it (`null` where unset).\n",
        "enum": [
          "fallback",
          null
        ]
      },
      "TargetHealth": {
        "type": "object",
        "description": "What the background health checks found of the code's targets, `targetUrl` and the rules'\nand variants' (`HEAD`, or `GET` where `HEAD` is refused with `405`; redirects followed up\nto 5; 10 s timeout; at most once per `TARGET_CHECK_INTERVAL`, 6 h by default, per URL).\n`unknown` until the first check of the current target; `failing` after three failed checks\nin a row of any target (an answer outside 2xx/3xx after redirects, a timeout, an address\nthe server may not call), `failingUrl` naming it when it is not `targetUrl`; `ok` after a\nsuccess. Answers always carry it.\n",
        "required": [
          "status",
          "checkedAt"
        ],
        "properties": {
          "status": {
            "$ref": "#/components/schemas/TargetHealthStatus"
          },
          "checkedAt": {
            "type": [
              "string",
              "null"
            ],
            "format": "date-time",
            "description": "When the target was last checked; `null` before the first check.",
            "maxLength": 64
          },
          "httpStatus": {
            "type": "integer",
            "format": "int32",
            "minimum": 100,
            "maximum": 599,
            "description": "The HTTP status of the last check's final answer, when one came back."
          },
          "error": {
            "type": "string",
            "description": "Why the last check failed, in words (absent after a success).",
            "maxLength": 500
          },
          "failingSince": {
            "type": "string",
            "format": "date-time",
            "description": "When the target started failing (the first of the failed checks in a row); only while `failing`.",
            "maxLength": 64
          },
          "failingUrl": {
            "type": "string",
            "format": "uri",
            "description": "Which target is failing when it is a rule's or a variant's rather than `targetUrl`; only\nwhile `failing`. Every target of a code is checked, and the code is `failing` when any\nof them is.\n",
            "maxLength": 2048
          }
        },
        "examples": [
          {
            "status": "failing",
            "checkedAt": "2026-11-26T06:00:00.000Z",
            "httpStatus": 500,
            "error": "the target answered 500",
            "failingSince": "2026-11-25T18:00:00.000Z"
          }
        ]
      },
      "TargetHealthStatus": {
        "type": "string",
        "description": "`ok`: the last check succeeded; `failing`: three or more checks failed in a row;\n`unknown`: not checked yet. One or two failures in a row leave the status as it was\n(with the last check's `error`).\n",
        "enum": [
          "ok",
          "failing",
          "unknown"
        ]
      },
      "ScanLimitCounts": {
        "type": "string",
        "description": "What `maxScans` counts. `views` (the default): every view. `uniqueViews`: the code's\nunique views over its life (the sum of its daily unique views, see `getQrCodeStats`), so\nthat one person reloading the code does not use it up; the code is used up when they\nreach `maxScans`, and from then on every scan goes to `fallbackUrl` or a `410` page.\nExact under concurrent scans.\n",
        "enum": [
          "views",
          "uniqueViews"
        ],
        "x-enum-labels": {
          "views": "Views",
          "uniqueViews": "Unique views"
        }
      },
      "Title": {
        "type": [
          "string",
          "null"
        ],
        "description": "What the owner calls the code (\"Menu — table tent 4\"): shown in the dashboard and\nmatched by the list's `q`. 1–200 characters, no control characters; `null`: no title\n(on create, leaving it out is the same; on update, `null` removes it).\n",
        "minLength": 1,
        "maxLength": 200,
        "pattern": "^[^\\u0000-\\u001F\\u007F]+$",
        "x-pattern-message": "must not contain control characters",
        "examples": [
          "Menu — table tent 4"
        ]
      },
      "Tag": {
        "type": "string",
        "description": "A label of the code: a campaign (\"spring-2026\"), a place, a print run. 1–40 characters,\nno commas and no control characters; spaces around it are removed.\n",
        "minLength": 1,
        "maxLength": 40,
        "pattern": "^[^,\\u0000-\\u001F\\u007F]+$",
        "x-pattern-message": "must not contain commas or control characters",
        "examples": [
          "spring-2026"
        ]
      },
      "Tags": {
        "type": "array",
        "description": "The code's tags, at most 10. Compared case-insensitively and kept as first written:\ntags that differ only in case are merged into the first (`[\"Spring\", \"spring\"]` is\nstored as `[\"Spring\"]`), and a later write keeps the spelling it is given. On create,\nleaving it out is `[]`; on update, the list given replaces the code's tags (`[]` removes\nthem all). The list's `tag` filter, the account's stats (`groupBy=tag`, `tag=`), the\nexport and the import read them.\n",
        "maxItems": 10,
        "items": {
          "$ref": "#/components/schemas/Tag"
        },
        "examples": [
          [
            "spring-2026",
            "flyer"
          ]
        ]
      },
      "ExpiresAt": {
        "type": [
          "string",
          "null"
        ],
        "format": "date-time",
        "description": "When the code stops sending scanners to its target, ISO 8601 (stored in UTC with\nmilliseconds). From that instant on, scans go to `fallbackUrl` or a `410` page.\n`null`: never.\n",
        "examples": [
          "2026-12-31T23:00:00.000Z"
        ],
        "maxLength": 64
      },
      "MaxScans": {
        "type": [
          "integer",
          "null"
        ],
        "minimum": 1,
        "maximum": 1000000000,
        "description": "The number of human views (or, with `scanLimitCounts: uniqueViews`, unique views) after\nwhich the code stops sending scanners to its target.\nThe scan that reaches the limit is still a view and still goes to the target; later\nones go to `fallbackUrl` or a `410` page and count as fallback hits. Exact under\nconcurrent scans. `null`: no limit.\n",
        "examples": [
          100
        ],
        "format": "int64"
      },
      "FallbackUrl": {
        "type": [
          "string",
          "null"
        ],
        "format": "uri",
        "description": "Where scanners go when the code is inactive, expired or at its `maxScans`; the same\nrules as `targetUrl`. `null`: such scans get a `410` page saying the code is no\nlonger active.\n",
        "minLength": 1,
        "maxLength": 2048,
        "pattern": "^[Hh][Tt][Tt][Pp][Ss]?://",
        "x-pattern-message": "must be an absolute http: or https: URL",
        "examples": [
          "https://example.com/offer-ended"
        ]
      },
      "ScanDevice": {
        "type": "string",
        "description": "A kind of device, as the scan analytics classify a scan's User-Agent.",
        "enum": [
          "mobile",
          "tablet",
          "desktop",
          "other"
        ],
        "x-enum-labels": {
          "mobile": "Phone",
          "tablet": "Tablet",
          "desktop": "Desktop",
          "other": "Other"
        }
      },
      "ScanOs": {
        "type": "string",
        "description": "An operating system, as the scan analytics classify a scan's User-Agent.",
        "enum": [
          "iOS",
          "Android",
          "Windows",
          "macOS",
          "Linux",
          "ChromeOS",
          "other"
        ],
        "x-enum-labels": {
          "iOS": "iOS",
          "Android": "Android",
          "Windows": "Windows",
          "macOS": "macOS",
          "Linux": "Linux",
          "ChromeOS": "ChromeOS",
          "other": "Other"
        }
      },
      "Weekday": {
        "type": "string",
        "description": "A day of the week.",
        "enum": [
          "mon",
          "tue",
          "wed",
          "thu",
          "fri",
          "sat",
          "sun"
        ],
        "x-enum-labels": {
          "mon": "Monday",
          "tue": "Tuesday",
          "wed": "Wednesday",
          "thu": "Thursday",
          "fri": "Friday",
          "sat": "Saturday",
          "sun": "Sunday"
        }
      },
      "CountryCode": {
        "type": "string",
        "description": "An ISO 3166-1 alpha-2 country code, upper case.",
        "pattern": "^[A-Z]{2}$",
        "x-pattern-message": "must be an ISO 3166-1 alpha-2 country code in upper case, e.g. DE",
        "minLength": 2,
        "maxLength": 2,
        "examples": [
          "DE"
        ]
      },
      "LanguageCode": {
        "type": "string",
        "description": "A primary language subtag (ISO 639, lower case), as the scan analytics read `Accept-Language`.",
        "pattern": "^[a-z]{2,3}$",
        "x-pattern-message": "must be a primary language subtag in lower case, e.g. de",
        "minLength": 2,
        "maxLength": 3,
        "examples": [
          "de"
        ]
      },
      "ClockTime": {
        "type": "string",
        "description": "A time of day, `HH:MM` on a 24-hour clock.",
        "pattern": "^([01][0-9]|2[0-3]):[0-5][0-9]$",
        "x-pattern-message": "must be a time of day as HH:MM, 00:00 to 23:59",
        "minLength": 5,
        "maxLength": 5,
        "examples": [
          "09:00"
        ]
      },
      "TimeZoneName": {
        "type": "string",
        "description": "An IANA time zone name (`Europe/Berlin`, `America/New_York`, `UTC`), checked against\nthe platform's time zone data: an unknown zone is `400`.\n",
        "minLength": 1,
        "maxLength": 64,
        "pattern": "^[A-Za-z][A-Za-z0-9_+\\-]*(/[A-Za-z0-9_+\\-]+)*$",
        "x-pattern-message": "must be an IANA time zone name, e.g. Europe/Berlin",
        "examples": [
          "Europe/Berlin"
        ]
      },
      "RuleHours": {
        "type": "object",
        "description": "A daily window of local time in `timeZone`: from `start` (inclusive) to `end`\n(exclusive). An `end` before `start` wraps midnight (`22:00`–`06:00` is the night).\n`start` equal to `end` is refused.\n",
        "required": [
          "start",
          "end",
          "timeZone"
        ],
        "additionalProperties": false,
        "properties": {
          "start": {
            "$ref": "#/components/schemas/ClockTime"
          },
          "end": {
            "$ref": "#/components/schemas/ClockTime"
          },
          "timeZone": {
            "$ref": "#/components/schemas/TimeZoneName"
          }
        }
      },
      "RuleConditions": {
        "type": "object",
        "description": "What a scan must be for a rule to send it to the rule's `targetUrl`: every condition\ngiven must hold (AND); a list matches any of its values (OR). `device`, `os`,\n`country` and `language` use the scan analytics' classifier and vocabulary (a scan the\nclassifier cannot place matches none of them). `from` (inclusive) and `until`\n(exclusive) bound the instant; `days` and `hours` are in `hours.timeZone` when given,\nelse in UTC. `query`: each named query parameter of the scanned address must equal its\nvalue. At least one condition.\n",
        "additionalProperties": false,
        "minProperties": 1,
        "properties": {
          "device": {
            "oneOf": [
              {
                "$ref": "#/components/schemas/ScanDevice"
              },
              {
                "type": "array",
                "minItems": 1,
                "maxItems": 20,
                "items": {
                  "$ref": "#/components/schemas/ScanDevice"
                }
              }
            ]
          },
          "os": {
            "oneOf": [
              {
                "$ref": "#/components/schemas/ScanOs"
              },
              {
                "type": "array",
                "minItems": 1,
                "maxItems": 20,
                "items": {
                  "$ref": "#/components/schemas/ScanOs"
                }
              }
            ]
          },
          "country": {
            "oneOf": [
              {
                "$ref": "#/components/schemas/CountryCode"
              },
              {
                "type": "array",
                "minItems": 1,
                "maxItems": 20,
                "items": {
                  "$ref": "#/components/schemas/CountryCode"
                }
              }
            ]
          },
          "language": {
            "oneOf": [
              {
                "$ref": "#/components/schemas/LanguageCode"
              },
              {
                "type": "array",
                "minItems": 1,
                "maxItems": 20,
                "items": {
                  "$ref": "#/components/schemas/LanguageCode"
                }
              }
            ]
          },
          "from": {
            "type": "string",
            "format": "date-time",
            "description": "The first instant the rule applies, RFC 3339.",
            "maxLength": 64
          },
          "until": {
            "type": "string",
            "format": "date-time",
            "description": "The instant the rule stops applying, RFC 3339; after `from`.",
            "maxLength": 64
          },
          "days": {
            "type": "array",
            "description": "The days of the week the rule applies on.",
            "minItems": 1,
            "maxItems": 7,
            "uniqueItems": true,
            "items": {
              "$ref": "#/components/schemas/Weekday"
            }
          },
          "hours": {
            "$ref": "#/components/schemas/RuleHours"
          },
          "query": {
            "type": "object",
            "description": "Query parameters the scanned address must carry, each with this exact value.",
            "minProperties": 1,
            "maxProperties": 10,
            "propertyNames": {
              "minLength": 1,
              "maxLength": 100
            },
            "additionalProperties": {
              "type": "string",
              "maxLength": 200
            }
          }
        },
        "examples": [
          {
            "os": "iOS"
          },
          {
            "country": [
              "DE",
              "AT",
              "CH"
            ],
            "language": "de"
          }
        ]
      },
      "RoutingRule": {
        "type": "object",
        "description": "If the scan is as `if` says, it goes to `targetUrl`.",
        "required": [
          "if",
          "targetUrl"
        ],
        "additionalProperties": false,
        "properties": {
          "if": {
            "$ref": "#/components/schemas/RuleConditions"
          },
          "targetUrl": {
            "$ref": "#/components/schemas/TargetUrl"
          }
        }
      },
      "RoutingRules": {
        "type": "array",
        "description": "Where scans of a kind go instead of `targetUrl`: the first rule whose conditions all\nhold wins; none matching goes on to `variants`, then `targetUrl`. At most 20. A rule's\n`targetUrl` follows the same rules as the code's (`details` name e.g.\n`rules.3.targetUrl`). `[]` (the default): no rules.\n",
        "maxItems": 20,
        "items": {
          "$ref": "#/components/schemas/RoutingRule"
        },
        "examples": [
          [
            {
              "if": {
                "os": "iOS"
              },
              "targetUrl": "https://apps.apple.com/app/id123456789"
            },
            {
              "if": {
                "os": "Android"
              },
              "targetUrl": "https://play.google.com/store/apps/details?id=com.example.app"
            }
          ]
        ]
      },
      "Variant": {
        "type": "object",
        "description": "One of the targets of an A/B test and its share of the scans, in per cent.",
        "required": [
          "targetUrl",
          "weight"
        ],
        "additionalProperties": false,
        "properties": {
          "targetUrl": {
            "$ref": "#/components/schemas/TargetUrl"
          },
          "weight": {
            "type": "integer",
            "format": "int32",
            "minimum": 1,
            "maximum": 100,
            "description": "The per cent of visitors sent to this target."
          }
        }
      },
      "Variants": {
        "type": "array",
        "description": "An A/B test: scans no rule took are shared among 2–10 targets by `weight`, which must\nadd up to 100 (a single variant, or weights adding up to anything else, is `400`). A visitor keeps their variant for the UTC day: it is chosen from the\nvisitor key (a keyed hash of address and User-Agent under the day's salt), and nothing\nabout the choice is stored. `[]` (the default): every such scan goes to `targetUrl`.\n",
        "maxItems": 10,
        "items": {
          "$ref": "#/components/schemas/Variant"
        },
        "examples": [
          [
            {
              "targetUrl": "https://example.com/landing-a",
              "weight": 50
            },
            {
              "targetUrl": "https://example.com/landing-b",
              "weight": 50
            }
          ]
        ]
      },
      "CodePassword": {
        "type": [
          "string",
          "null"
        ],
        "writeOnly": true,
        "description": "A password scanners must type before the short link sends them on (write-only: stored\nhashed, never returned; answers carry `hasPassword`). 4–200 characters. `null` removes\nit; on update, leaving it out keeps it.\n",
        "minLength": 4,
        "maxLength": 200,
        "examples": [
          "staff-only-2026"
        ]
      },
      "Utm": {
        "type": [
          "object",
          "null"
        ],
        "description": "UTM parameters added to the address a scan is sent to (`utm_source`, `utm_medium`,\n`utm_campaign`, `utm_term`, `utm_content`), only those the target does not already\ncarry. `null` (the default): none.\n",
        "additionalProperties": false,
        "minProperties": 1,
        "properties": {
          "source": {
            "$ref": "#/components/schemas/UtmValue"
          },
          "medium": {
            "$ref": "#/components/schemas/UtmValue"
          },
          "campaign": {
            "$ref": "#/components/schemas/UtmValue"
          },
          "term": {
            "$ref": "#/components/schemas/UtmValue"
          },
          "content": {
            "$ref": "#/components/schemas/UtmValue"
          }
        },
        "examples": [
          {
            "source": "qr",
            "medium": "print",
            "campaign": "spring-2026"
          }
        ]
      },
      "UtmValue": {
        "type": "string",
        "description": "The value of one UTM parameter.",
        "minLength": 1,
        "maxLength": 200,
        "pattern": "^[^\\u0000-\\u001F\\u007F]+$",
        "x-pattern-message": "must not contain control characters"
      },
      "ForwardQuery": {
        "type": "boolean",
        "description": "Whether the scanned address's query parameters are passed on to the target (added to\nthose the target has; a parameter the target already has keeps the target's value).\nDefault `false`.\n"
      },
      "RouteName": {
        "type": "string",
        "description": "What sent a scan where it went: `default` (the code's `targetUrl`), `rule:N` (the rule\nat 0-based index N of `rules`), `variant:N` (the variant at index N of `variants`) or\n`fallback` (the code is inactive, expired or used up: `fallbackUrl` or a `410` page).\n",
        "pattern": "^(default|fallback|rule:([0-9]|1[0-9])|variant:[0-9])$",
        "maxLength": 16,
        "examples": [
          "rule:0"
        ]
      },
      "ResolveRequest": {
        "type": "object",
        "description": "A made-up scan. Each field left out is unknown (matching no rule on it), except `at`,\nwhich defaults to now.\n",
        "additionalProperties": false,
        "properties": {
          "device": {
            "$ref": "#/components/schemas/ScanDevice"
          },
          "os": {
            "$ref": "#/components/schemas/ScanOs"
          },
          "country": {
            "$ref": "#/components/schemas/CountryCode"
          },
          "language": {
            "$ref": "#/components/schemas/LanguageCode"
          },
          "at": {
            "type": "string",
            "format": "date-time",
            "description": "The instant of the scan, RFC 3339 (for `from`/`until`, `days`, `hours`, and the code's `expiresAt`). Default now.",
            "maxLength": 64
          },
          "query": {
            "type": "object",
            "description": "The query parameters of the scanned address.",
            "maxProperties": 50,
            "propertyNames": {
              "minLength": 1,
              "maxLength": 100
            },
            "additionalProperties": {
              "type": "string",
              "maxLength": 200
            }
          },
          "visitor": {
            "type": "string",
            "description": "Any name standing for a visitor: the same name gets the same variant on the same\nUTC day of `at`, as a real visitor does. Without it, a variant is drawn at random by\nweight.\n",
            "minLength": 1,
            "maxLength": 200
          }
        }
      },
      "ResolveResult": {
        "type": "object",
        "description": "Where the made-up scan would go, and why. Nothing is counted.",
        "required": [
          "success",
          "route",
          "targetUrl",
          "reason",
          "passwordRequired"
        ],
        "properties": {
          "success": {
            "type": "boolean",
            "const": true,
            "description": "Always `true` on a successful response."
          },
          "route": {
            "$ref": "#/components/schemas/RouteName"
          },
          "targetUrl": {
            "type": [
              "string",
              "null"
            ],
            "format": "uri",
            "maxLength": 4096,
            "description": "The address the scanner would be sent to, with `utm` and forwarded query\nparameters added; `null` when the scanner would get the `410` page (route\n`fallback` without a `fallbackUrl`).\n"
          },
          "reason": {
            "type": "string",
            "maxLength": 500,
            "description": "A sentence saying why, e.g. \"Rule 1 matched, the OS is iOS.\""
          },
          "passwordRequired": {
            "type": "boolean",
            "description": "Whether the scanner would first get the password form (`hasPassword` on a live code)."
          }
        }
      },
      "BulkCreateRequest": {
        "type": "object",
        "description": "Up to 100 QR codes to create. Each item is a create body (see `createQrCode`) and is\nvalidated on its own; only an item that is not a JSON object fails the whole request.\n",
        "required": [
          "items"
        ],
        "additionalProperties": false,
        "properties": {
          "items": {
            "type": "array",
            "minItems": 1,
            "maxItems": 100,
            "description": "The create bodies, 1 to 100.",
            "items": {
              "type": "object",
              "description": "A create body, as for `createQrCode`; its fields are checked item by item.",
              "additionalProperties": true
            }
          }
        }
      },
      "BulkCreateResult": {
        "type": "object",
        "description": "The outcome of one bulk item.",
        "required": [
          "index",
          "status"
        ],
        "properties": {
          "index": {
            "type": "integer",
            "minimum": 0,
            "description": "The item's position in the request, from 0.",
            "format": "int32",
            "maximum": 99
          },
          "status": {
            "type": "integer",
            "description": "The HTTP status `createQrCode` would have answered for this item (`201`, `400`, `409`, `422` for styling that does not scan).",
            "examples": [
              201
            ],
            "format": "int32",
            "minimum": 0,
            "maximum": 599
          },
          "qrCode": {
            "$ref": "#/components/schemas/QrCode"
          },
          "error": {
            "$ref": "#/components/schemas/Error"
          }
        }
      },
      "BulkCreateResponse": {
        "type": "object",
        "description": "One result per item, in the order of the request.",
        "required": [
          "success",
          "data"
        ],
        "properties": {
          "success": {
            "type": "boolean",
            "const": true,
            "description": "Always `true`; each item says whether it succeeded."
          },
          "data": {
            "type": "array",
            "description": "The results, in the order of the request's items.",
            "items": {
              "$ref": "#/components/schemas/BulkCreateResult"
            },
            "maxItems": 100
          }
        }
      },
      "BulkUpdateRequest": {
        "type": "object",
        "description": "Up to 100 changes. Each item names a code (`shortId`), may carry `ifMatch` (the code's\n`ETag`, as the `If-Match` header) and the fields of an update body (see `updateQrCode`);\neach is validated on its own. Instead of `tags` (which replaces the code's tags) an item\nmay carry `addTags` and/or `removeTags` (lists of tags, at most 10 each, compared\ncase-insensitively): a tag added that the code has is kept as it was written, and a\ncode that would end with more than 10 tags is `400` for that item.\n",
        "required": [
          "items"
        ],
        "additionalProperties": false,
        "properties": {
          "items": {
            "type": "array",
            "minItems": 1,
            "maxItems": 100,
            "description": "The changes, 1 to 100.",
            "items": {
              "type": "object",
              "description": "`shortId`, optional `ifMatch`, and update fields; checked item by item.",
              "additionalProperties": true
            }
          }
        }
      },
      "BulkChangeResult": {
        "type": "object",
        "description": "The outcome of one item of a bulk change or delete.",
        "required": [
          "index",
          "status"
        ],
        "properties": {
          "index": {
            "type": "integer",
            "minimum": 0,
            "maximum": 99,
            "format": "int32",
            "description": "The item's position in the request, from 0."
          },
          "shortId": {
            "type": "string",
            "maxLength": 256,
            "description": "The code the item named (absent when the item named none)."
          },
          "status": {
            "type": "integer",
            "minimum": 0,
            "maximum": 599,
            "format": "int32",
            "description": "The HTTP status the single-code operation would have answered (`200`, `204`, `400`, `404`, `412`, `422` for styling that does not scan).",
            "examples": [
              200
            ]
          },
          "qrCode": {
            "$ref": "#/components/schemas/QrCode"
          },
          "error": {
            "$ref": "#/components/schemas/Error"
          }
        }
      },
      "BulkChangeResponse": {
        "type": "object",
        "description": "One result per item, in the order of the request.",
        "required": [
          "success",
          "data"
        ],
        "properties": {
          "success": {
            "type": "boolean",
            "const": true,
            "description": "Always `true`; each item says whether it succeeded."
          },
          "data": {
            "type": "array",
            "maxItems": 100,
            "description": "The results, in the order of the request's items.",
            "items": {
              "$ref": "#/components/schemas/BulkChangeResult"
            }
          }
        }
      },
      "StatsInterval": {
        "type": "string",
        "description": "The width of a stats bucket, in UTC.",
        "enum": [
          "hour",
          "day"
        ],
        "x-enum-labels": {
          "hour": "By hour",
          "day": "By day"
        },
        "examples": [
          "day"
        ]
      },
      "ScanCounts": {
        "type": "object",
        "description": "Scans of a short link, by kind.",
        "required": [
          "views",
          "uniqueViews",
          "botHits",
          "fallbackHits"
        ],
        "properties": {
          "views": {
            "type": "integer",
            "minimum": 0,
            "description": "Human scans sent to the target (they count towards `views` and `maxScans`).",
            "format": "int64",
            "maximum": 9007199254740991
          },
          "uniqueViews": {
            "type": "integer",
            "minimum": 0,
            "description": "Views whose visitor had not viewed the code earlier that UTC day (at most `views`).",
            "format": "int64",
            "maximum": 9007199254740991
          },
          "botHits": {
            "type": "integer",
            "minimum": 0,
            "description": "`HEAD` requests, prefetches, bots and link previewers.",
            "format": "int64",
            "maximum": 9007199254740991
          },
          "fallbackHits": {
            "type": "integer",
            "minimum": 0,
            "description": "Human scans of an inactive, expired or exhausted code.",
            "format": "int64",
            "maximum": 9007199254740991
          }
        }
      },
      "StatsBucket": {
        "description": "The scans of one hour or one day.",
        "allOf": [
          {
            "type": "object",
            "required": [
              "start"
            ],
            "properties": {
              "start": {
                "type": "string",
                "format": "date-time",
                "description": "The start of the bucket, UTC.",
                "maxLength": 64
              }
            }
          },
          {
            "$ref": "#/components/schemas/ScanCounts"
          }
        ]
      },
      "QrCodeStats": {
        "type": "object",
        "description": "A code's scans over a time range, bucket by bucket.",
        "required": [
          "success",
          "shortId",
          "interval",
          "from",
          "to",
          "totals",
          "series"
        ],
        "properties": {
          "success": {
            "type": "boolean",
            "const": true,
            "description": "Always `true` on a successful response."
          },
          "shortId": {
            "$ref": "#/components/schemas/ShortId"
          },
          "interval": {
            "$ref": "#/components/schemas/StatsInterval"
          },
          "from": {
            "type": "string",
            "format": "date-time",
            "description": "The start of the first bucket (the requested `from` rounded down to the interval).",
            "maxLength": 64
          },
          "to": {
            "type": "string",
            "format": "date-time",
            "description": "The end of the range (exclusive), as requested.",
            "maxLength": 64
          },
          "totals": {
            "$ref": "#/components/schemas/ScanCounts"
          },
          "series": {
            "type": "array",
            "description": "Every bucket of the range in time order, zeros included.",
            "items": {
              "$ref": "#/components/schemas/StatsBucket"
            },
            "maxItems": 1000
          },
          "breakdown": {
            "$ref": "#/components/schemas/StatsBreakdown"
          }
        }
      },
      "AccountStats": {
        "type": "object",
        "description": "The scans of all an account's codes over a time range, bucket by bucket.",
        "required": [
          "success",
          "interval",
          "from",
          "to",
          "totals",
          "series"
        ],
        "properties": {
          "success": {
            "type": "boolean",
            "const": true,
            "description": "Always `true` on a successful response."
          },
          "interval": {
            "$ref": "#/components/schemas/StatsInterval"
          },
          "from": {
            "type": "string",
            "format": "date-time",
            "description": "The start of the first bucket (the requested `from` rounded down to the interval).",
            "maxLength": 64
          },
          "to": {
            "type": "string",
            "format": "date-time",
            "description": "The end of the range (exclusive), as requested.",
            "maxLength": 64
          },
          "totals": {
            "$ref": "#/components/schemas/ScanCounts"
          },
          "series": {
            "type": "array",
            "description": "Every bucket of the range in time order, zeros included.",
            "items": {
              "$ref": "#/components/schemas/StatsBucket"
            },
            "maxItems": 1000
          },
          "breakdown": {
            "$ref": "#/components/schemas/StatsBreakdown"
          },
          "breakdownOverlaps": {
            "type": "boolean",
            "description": "Present (`true`) with `groupBy=tag` only: a code with several tags counts in each of\ntheir rows, so the breakdown's views may add up to more than `totals.views`.\n"
          }
        }
      },
      "StatsBreakdown": {
        "type": "array",
        "description": "Present only with `groupBy`: the range's views by value, most views first (ties by\nvalue). Their views add up exactly to `totals.views`.\n",
        "items": {
          "$ref": "#/components/schemas/StatsBreakdownItem"
        },
        "maxItems": 100000
      },
      "StatsBreakdownItem": {
        "type": "object",
        "description": "The views of one value of the grouped dimension.",
        "required": [
          "value",
          "views",
          "uniqueViews"
        ],
        "properties": {
          "value": {
            "type": [
              "string",
              "null"
            ],
            "maxLength": 256,
            "description": "The value: an ISO 3166-1 alpha-2 country code; a device (`mobile`, `tablet`,\n`desktop`, `other`); an OS (`iOS`, `Android`, `Windows`, `macOS`, `Linux`,\n`ChromeOS`, `other`); a browser (`Safari`, `Chrome`, `Firefox`, `Edge`,\n`Samsung Internet`, `Opera`, `other`); a referrer host; a primary language subtag\n(an ISO 639 code; others are unknown); a route (`default`, `rule:N`, `variant:N`,\n`fallback`: what sent the scan where it went); a `shortId`; a domain; or a tag as\nfirst written. `null` when unknown (with `groupBy=tag`: the codes without tags). Per\ncode and day at most 100 distinct referrers and 100 distinct languages are kept: later\nnew values of that day count as\n`(other)`, so anonymous scanners cannot grow a code's analytics without bound.\n"
          },
          "views": {
            "type": "integer",
            "minimum": 0,
            "format": "int64",
            "maximum": 9007199254740991,
            "description": "Views with this value."
          },
          "uniqueViews": {
            "type": "integer",
            "minimum": 0,
            "format": "int64",
            "maximum": 9007199254740991,
            "description": "Unique views with this value."
          }
        }
      },
      "StatsDimension": {
        "type": "string",
        "description": "A dimension a code's views are grouped by.",
        "enum": [
          "country",
          "device",
          "os",
          "browser",
          "referrer",
          "language",
          "route"
        ],
        "x-enum-labels": {
          "country": "Country",
          "device": "Device",
          "os": "Operating system",
          "browser": "Browser",
          "referrer": "Referrer",
          "language": "Language",
          "route": "Route"
        },
        "examples": [
          "country"
        ]
      },
      "AccountStatsDimension": {
        "type": "string",
        "description": "A dimension the account's views are grouped by; `shortId` gives the top codes, `domain` the views of each custom domain (`null`: the codes on the site's own address), `tag` the views of each tag (a campaign; `null`: the codes without tags; a code with several tags counts in each of their rows, so the rows may add up to more than `totals.views`, and the answer says so with `breakdownOverlaps: true`).",
        "enum": [
          "country",
          "device",
          "os",
          "browser",
          "referrer",
          "language",
          "shortId",
          "domain",
          "tag"
        ],
        "x-enum-labels": {
          "country": "Country",
          "device": "Device",
          "os": "Operating system",
          "browser": "Browser",
          "referrer": "Referrer",
          "language": "Language",
          "shortId": "Code",
          "domain": "Domain",
          "tag": "Tag"
        },
        "examples": [
          "shortId"
        ]
      },
      "StatsCsv": {
        "type": "string",
        "description": "RFC 4180 CSV with a header row: `value,views,uniqueViews` for a breakdown (an empty\nvalue for unknown), else `start,views,uniqueViews,botHits,fallbackHits` per bucket.\nA value that starts with `=`, `+`, `-`, `@`, tab or carriage return is written with a\nleading `'`, so that a spreadsheet never runs it as a formula.\n(Its examples are the operations' own, so that a mock answers each with its own series.)\n",
        "maxLength": 100000000
      },
      "QrCodeResponse": {
        "description": "A QR code as a single-object response, with `success` at the top level.",
        "allOf": [
          {
            "type": "object",
            "required": [
              "success"
            ],
            "properties": {
              "success": {
                "type": "boolean",
                "const": true,
                "description": "Always `true` on a successful response."
              }
            }
          },
          {
            "$ref": "#/components/schemas/QrCode"
          }
        ]
      },
      "QrCodeList": {
        "type": "object",
        "description": "A page of QR codes.",
        "required": [
          "success",
          "data",
          "pagination"
        ],
        "properties": {
          "success": {
            "type": "boolean",
            "const": true,
            "description": "Always `true` on a successful response."
          },
          "data": {
            "type": "array",
            "description": "The QR codes of this page, in the requested order.",
            "items": {
              "$ref": "#/components/schemas/QrCode"
            },
            "maxItems": 100
          },
          "pagination": {
            "$ref": "#/components/schemas/Pagination"
          }
        }
      },
      "Pagination": {
        "type": "object",
        "description": "Where this page stands in the whole list.",
        "required": [
          "total",
          "limit",
          "offset",
          "hasMore"
        ],
        "properties": {
          "total": {
            "type": "integer",
            "minimum": 0,
            "description": "Number of the caller's QR codes in all.",
            "format": "int64",
            "maximum": 9007199254740991
          },
          "limit": {
            "type": "integer",
            "minimum": 1,
            "maximum": 100,
            "description": "The page size used.",
            "format": "int32"
          },
          "offset": {
            "type": "integer",
            "minimum": 0,
            "description": "The number of items skipped.",
            "format": "int64",
            "maximum": 9007199254740991
          },
          "hasMore": {
            "type": "boolean",
            "description": "Whether items follow this page (`offset + data.length < total`)."
          }
        }
      },
      "SortField": {
        "type": "string",
        "description": "A field QR codes can be listed by. Ties are ordered by `shortId`.",
        "enum": [
          "createdAt",
          "updatedAt",
          "views"
        ],
        "x-enum-labels": {
          "createdAt": "Created",
          "updatedAt": "Updated",
          "views": "Views"
        },
        "examples": [
          "views"
        ]
      },
      "SortOrder": {
        "type": "string",
        "description": "The direction of an order.",
        "enum": [
          "asc",
          "desc"
        ],
        "x-enum-labels": {
          "asc": "Ascending",
          "desc": "Descending"
        },
        "examples": [
          "asc"
        ]
      },
      "ImageFormat": {
        "type": "string",
        "description": "The format of a QR code image.",
        "enum": [
          "svg",
          "png",
          "pdf"
        ],
        "examples": [
          "png"
        ]
      },
      "Scope": {
        "type": "string",
        "description": "What an API key may do. `qrcodes:read`: read codes, lists and images.\n`qrcodes:write`: everything `qrcodes:read` may, and create, change and delete codes.\n`keys:manage`: list, create and revoke the account's keys.\n",
        "enum": [
          "qrcodes:read",
          "qrcodes:write",
          "keys:manage"
        ],
        "x-enum-labels": {
          "qrcodes:read": "Read QR codes",
          "qrcodes:write": "Create and edit QR codes",
          "keys:manage": "Manage API keys"
        },
        "examples": [
          "qrcodes:read"
        ]
      },
      "ApiKey": {
        "type": "object",
        "description": "An API key as its account holder sees it. Never the key itself or its hash.",
        "required": [
          "id",
          "name",
          "prefix",
          "scopes",
          "createdAt",
          "lastUsedAt",
          "expiresAt",
          "revokedAt"
        ],
        "properties": {
          "id": {
            "type": "string",
            "description": "The key's id, used to revoke it.",
            "pattern": "^key_[0-9A-Za-z]{12}$",
            "examples": [
              "key_8fKq2LmZ0aBc"
            ],
            "maxLength": 128
          },
          "name": {
            "type": [
              "string",
              "null"
            ],
            "description": "What the key is for.",
            "maxLength": 200
          },
          "prefix": {
            "type": "string",
            "description": "The first characters after `dqr_`, to tell keys apart.",
            "minLength": 1,
            "maxLength": 8
          },
          "scopes": {
            "type": "array",
            "description": "What the key may do.",
            "items": {
              "$ref": "#/components/schemas/Scope"
            },
            "maxItems": 3
          },
          "createdAt": {
            "type": "string",
            "format": "date-time",
            "description": "Creation time, ISO 8601 in UTC.",
            "maxLength": 64
          },
          "lastUsedAt": {
            "type": [
              "string",
              "null"
            ],
            "format": "date-time",
            "description": "When the key was last used (recorded at most once a minute); `null` if never.",
            "maxLength": 64
          },
          "expiresAt": {
            "type": [
              "string",
              "null"
            ],
            "format": "date-time",
            "description": "When the key stops working; `null` if never.",
            "maxLength": 64
          },
          "revokedAt": {
            "type": [
              "string",
              "null"
            ],
            "format": "date-time",
            "description": "When the key was revoked; `null` while it is not.",
            "maxLength": 64
          }
        }
      },
      "ApiKeyList": {
        "type": "object",
        "description": "The account's API keys, newest first.",
        "required": [
          "success",
          "data"
        ],
        "properties": {
          "success": {
            "type": "boolean",
            "const": true,
            "description": "Always `true` on a successful response."
          },
          "data": {
            "type": "array",
            "description": "The keys, newest first, revoked ones included.",
            "items": {
              "$ref": "#/components/schemas/ApiKey"
            },
            "maxItems": 1000
          }
        }
      },
      "CreateApiKeyRequest": {
        "type": "object",
        "description": "A new API key. Unknown fields are refused.",
        "required": [
          "name"
        ],
        "additionalProperties": false,
        "properties": {
          "name": {
            "type": "string",
            "description": "What the key is for, 1–100 characters.",
            "minLength": 1,
            "maxLength": 100
          },
          "scopes": {
            "type": "array",
            "description": "What the key may do; default `[\"qrcodes:write\"]`.",
            "minItems": 1,
            "maxItems": 3,
            "uniqueItems": true,
            "items": {
              "$ref": "#/components/schemas/Scope"
            }
          },
          "expiresAt": {
            "type": "string",
            "format": "date-time",
            "description": "When the key stops working, in the future (ISO 8601).",
            "maxLength": 64
          }
        }
      },
      "CreatedApiKeyResponse": {
        "description": "A new key, with the secret `key` shown this once.",
        "allOf": [
          {
            "type": "object",
            "required": [
              "success",
              "key"
            ],
            "properties": {
              "success": {
                "type": "boolean",
                "const": true,
                "description": "Always `true` on a successful response."
              },
              "key": {
                "type": "string",
                "description": "The API key. Store it now; it cannot be shown again.",
                "pattern": "^dqr_[0-9A-Za-z]{32,128}$",
                "maxLength": 128
              }
            }
          },
          {
            "$ref": "#/components/schemas/ApiKey"
          }
        ]
      },
      "ErrorCode": {
        "type": "string",
        "description": "A stable, machine-readable error code:\n\n| status | error | when |\n|---|---|---|\n| 400 | INVALID_REQUEST | the request is invalid, e.g. `targetUrl` missing |\n| 401 | UNAUTHORIZED | the API key is invalid or missing |\n| 403 | FORBIDDEN | the key lacks the scope the operation needs |\n| 404 | NOT_FOUND | the QR code (or API key) does not exist for this account |\n| 409 | CONFLICT | the custom short id is taken, the asset or template is in use, or a request with the same `Idempotency-Key` is still running |\n| 409 | LIMIT_REACHED | the account holds as many of something (codes, assets, style templates, API keys, webhook endpoints, custom domains) as its cap allows; the message names the cap's variable |\n| 412 | PRECONDITION_FAILED | `If-Match` names none of the code's current ETag |\n| 413 | PAYLOAD_TOO_LARGE | the body is larger than 16 KiB |\n| 415 | UNSUPPORTED_MEDIA_TYPE | the body is not `application/json` |\n| 422 | IDEMPOTENCY_KEY_REUSED | the `Idempotency-Key` was used with another request |\n| 422 | UNSCANNABLE | the styling does not decode; the details name the option to change |\n| 422 | DOMAIN_NOT_VERIFIED | the custom domain's TXT record was not found (verify), or a code names a domain still pending |\n| 429 | RATE_LIMITED | too many requests; see `Retry-After` |\n| 500 | INTERNAL_ERROR | the service failed |\n| 503 | SERVICE_UNAVAILABLE | the store cannot commit right now; nothing changed, see `Retry-After` |\n",
        "enum": [
          "INVALID_REQUEST",
          "UNAUTHORIZED",
          "FORBIDDEN",
          "NOT_FOUND",
          "CONFLICT",
          "LIMIT_REACHED",
          "PRECONDITION_FAILED",
          "PAYLOAD_TOO_LARGE",
          "UNSUPPORTED_MEDIA_TYPE",
          "IDEMPOTENCY_KEY_REUSED",
          "UNSCANNABLE",
          "DOMAIN_NOT_VERIFIED",
          "RATE_LIMITED",
          "INTERNAL_ERROR",
          "SERVICE_UNAVAILABLE"
        ],
        "x-error-status": {
          "INVALID_REQUEST": 400,
          "UNAUTHORIZED": 401,
          "FORBIDDEN": 403,
          "NOT_FOUND": 404,
          "CONFLICT": 409,
          "LIMIT_REACHED": 409,
          "PRECONDITION_FAILED": 412,
          "PAYLOAD_TOO_LARGE": 413,
          "UNSUPPORTED_MEDIA_TYPE": 415,
          "IDEMPOTENCY_KEY_REUSED": 422,
          "UNSCANNABLE": 422,
          "DOMAIN_NOT_VERIFIED": 422,
          "RATE_LIMITED": 429,
          "INTERNAL_ERROR": 500,
          "SERVICE_UNAVAILABLE": 503
        }
      },
      "Error": {
        "type": "object",
        "description": "The body of every error response.",
        "required": [
          "error",
          "message"
        ],
        "properties": {
          "error": {
            "$ref": "#/components/schemas/ErrorCode"
          },
          "message": {
            "type": "string",
            "description": "Human-readable text; the documented cases keep their exact words.",
            "maxLength": 2000
          },
          "details": {
            "type": "array",
            "description": "On validation errors, every problem found, by field.",
            "items": {
              "$ref": "#/components/schemas/ErrorDetail"
            },
            "maxItems": 100
          },
          "requestId": {
            "type": "string",
            "description": "The id of the request, as in the `x-request-id` header.",
            "maxLength": 128
          }
        }
      },
      "ErrorDetail": {
        "type": "object",
        "description": "One validation problem.",
        "required": [
          "field",
          "message"
        ],
        "properties": {
          "field": {
            "type": "string",
            "description": "The offending field as a dotted path (`qrCodeOptions.width`), or the query parameter.",
            "maxLength": 200
          },
          "message": {
            "type": "string",
            "description": "What is wrong with it.",
            "maxLength": 2000
          }
        }
      },
      "Health": {
        "type": "object",
        "description": "The state of the process and its store.",
        "required": [
          "status"
        ],
        "properties": {
          "status": {
            "$ref": "#/components/schemas/HealthStatus"
          },
          "store": {
            "$ref": "#/components/schemas/StoreKind"
          }
        }
      },
      "HealthStatus": {
        "type": "string",
        "description": "`ok` when up (and, for readiness, when the store answers).",
        "enum": [
          "ok",
          "unavailable"
        ],
        "examples": [
          "ok"
        ]
      },
      "StoreKind": {
        "type": "string",
        "description": "The kind of store, on the readiness probe.",
        "enum": [
          "sqlite",
          "memory",
          "postgres"
        ],
        "examples": [
          "sqlite"
        ]
      }
    }
  }
}
