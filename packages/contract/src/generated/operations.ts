// File generated from openapi.yaml by `npm run generate`. Do not edit.
import type { OperationSpec } from '../operation-spec.js'

/** Every operation of the contract, with dereferenced request and JSON response schemas. */
export const OPERATIONS: readonly OperationSpec[] = [
  {
    "operationId": "listQrCodes",
    "method": "GET",
    "path": "/qrcode",
    "url": "/api/v1/qrcode",
    "authenticated": true,
    "scopes": [
      "qrcodes:read"
    ],
    "request": {
      "querystring": {
        "type": "object",
        "additionalProperties": false,
        "properties": {
          "limit": {
            "type": "integer",
            "minimum": 1,
            "maximum": 100,
            "default": 20,
            "format": "int32"
          },
          "offset": {
            "type": "integer",
            "minimum": 0,
            "maximum": 1000000000,
            "default": 0,
            "format": "int64"
          },
          "sort": {
            "type": "string",
            "description": "A field QR codes can be listed by. Ties are ordered by `shortId`.",
            "enum": [
              "createdAt",
              "updatedAt",
              "views"
            ],
            "examples": [
              "views"
            ],
            "default": "createdAt"
          },
          "order": {
            "type": "string",
            "description": "The direction of an order.",
            "enum": [
              "asc",
              "desc"
            ],
            "examples": [
              "asc"
            ],
            "default": "desc"
          },
          "q": {
            "type": "string",
            "minLength": 1,
            "maxLength": 200
          },
          "active": {
            "type": "boolean"
          }
        },
        "required": []
      }
    },
    "responses": {
      "200": {
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
                "scanLimitCounts"
              ],
              "properties": {
                "shortId": {
                  "type": "string",
                  "description": "The short identifier of a QR code; case-sensitive.",
                  "minLength": 3,
                  "maxLength": 64,
                  "pattern": "^[A-Za-z0-9_-]+$",
                  "examples": [
                    "aZ3kP9qX"
                  ]
                },
                "qrCodeUrl": {
                  "type": "string",
                  "format": "uri",
                  "description": "The public short link, `{site_url}/<shortId>`; the text the QR code encodes.",
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
                          "type": "string",
                          "description": "The shape of the corner squares, as qr-code-styling names them. Default `square`.\nqr-code-styling's `dot` rings are not offered: circular finder rings failed to decode in\nour scan tests at several sizes, and every image dynqr serves must scan.\n",
                          "enum": [
                            "square",
                            "extra-rounded"
                          ],
                          "examples": [
                            "extra-rounded"
                          ]
                        },
                        "color": {
                          "type": "string",
                          "description": "A colour in hex form `#RRGGBB`; stored in lower case.",
                          "pattern": "^#[0-9A-Fa-f]{6}$",
                          "examples": [
                            "#1a2b3c"
                          ],
                          "maxLength": 7
                        },
                        "gradient": {
                          "type": "object",
                          "description": "A colour gradient over the whole code (qr-code-styling's form). It replaces the part's\n`color`; every stop must keep the contrast rule against every background colour.\n",
                          "required": [
                            "colorStops"
                          ],
                          "additionalProperties": false,
                          "properties": {
                            "type": {
                              "type": "string",
                              "description": "A linear gradient along `rotation`, or a radial one from the centre. Default `linear`.",
                              "enum": [
                                "linear",
                                "radial"
                              ],
                              "examples": [
                                "radial"
                              ]
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
                                    "type": "string",
                                    "description": "A colour in hex form `#RRGGBB`; stored in lower case.",
                                    "pattern": "^#[0-9A-Fa-f]{6}$",
                                    "examples": [
                                      "#1a2b3c"
                                    ],
                                    "maxLength": 7
                                  }
                                }
                              }
                            }
                          }
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
                          "type": "string",
                          "description": "The shape of the dots inside the corner squares. Default `square`.",
                          "enum": [
                            "square",
                            "dot"
                          ],
                          "examples": [
                            "dot"
                          ]
                        },
                        "color": {
                          "type": "string",
                          "description": "A colour in hex form `#RRGGBB`; stored in lower case.",
                          "pattern": "^#[0-9A-Fa-f]{6}$",
                          "examples": [
                            "#1a2b3c"
                          ],
                          "maxLength": 7
                        },
                        "gradient": {
                          "type": "object",
                          "description": "A colour gradient over the whole code (qr-code-styling's form). It replaces the part's\n`color`; every stop must keep the contrast rule against every background colour.\n",
                          "required": [
                            "colorStops"
                          ],
                          "additionalProperties": false,
                          "properties": {
                            "type": {
                              "type": "string",
                              "description": "A linear gradient along `rotation`, or a radial one from the centre. Default `linear`.",
                              "enum": [
                                "linear",
                                "radial"
                              ],
                              "examples": [
                                "radial"
                              ]
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
                                    "type": "string",
                                    "description": "A colour in hex form `#RRGGBB`; stored in lower case.",
                                    "pattern": "^#[0-9A-Fa-f]{6}$",
                                    "examples": [
                                      "#1a2b3c"
                                    ],
                                    "maxLength": 7
                                  }
                                }
                              }
                            }
                          }
                        }
                      }
                    },
                    "margin": {
                      "type": "integer",
                      "description": "Empty space around the code in pixels, 0 to 512, default 0. A quiet zone of 4 modules is\nalways kept inside it, so a code scans with any margin.\n",
                      "minimum": 0,
                      "maximum": 512,
                      "examples": [
                        16
                      ],
                      "format": "int32"
                    },
                    "qrOptions": {
                      "type": "object",
                      "required": [
                        "errorCorrectionLevel"
                      ],
                      "properties": {
                        "errorCorrectionLevel": {
                          "type": "string",
                          "description": "How much of the symbol may be damaged and still read: L 7 %, M 15 %, Q 25 % (default, as\nin qr-code-styling), H 30 %. Higher levels make denser codes.\n",
                          "enum": [
                            "L",
                            "M",
                            "Q",
                            "H"
                          ],
                          "examples": [
                            "Q"
                          ]
                        }
                      }
                    },
                    "width": {
                      "type": "integer",
                      "description": "A size in pixels, 64 to 4096.",
                      "minimum": 64,
                      "maximum": 4096,
                      "examples": [
                        300
                      ],
                      "format": "int32"
                    },
                    "height": {
                      "type": "integer",
                      "description": "A size in pixels, 64 to 4096.",
                      "minimum": 64,
                      "maximum": 4096,
                      "examples": [
                        300
                      ],
                      "format": "int32"
                    },
                    "dotsOptions": {
                      "type": "object",
                      "required": [
                        "type",
                        "color"
                      ],
                      "properties": {
                        "type": {
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
                          "examples": [
                            "rounded"
                          ]
                        },
                        "color": {
                          "type": "string",
                          "description": "A colour in hex form `#RRGGBB`; stored in lower case.",
                          "pattern": "^#[0-9A-Fa-f]{6}$",
                          "examples": [
                            "#1a2b3c"
                          ],
                          "maxLength": 7
                        },
                        "gradient": {
                          "type": "object",
                          "description": "A colour gradient over the whole code (qr-code-styling's form). It replaces the part's\n`color`; every stop must keep the contrast rule against every background colour.\n",
                          "required": [
                            "colorStops"
                          ],
                          "additionalProperties": false,
                          "properties": {
                            "type": {
                              "type": "string",
                              "description": "A linear gradient along `rotation`, or a radial one from the centre. Default `linear`.",
                              "enum": [
                                "linear",
                                "radial"
                              ],
                              "examples": [
                                "radial"
                              ]
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
                                    "type": "string",
                                    "description": "A colour in hex form `#RRGGBB`; stored in lower case.",
                                    "pattern": "^#[0-9A-Fa-f]{6}$",
                                    "examples": [
                                      "#1a2b3c"
                                    ],
                                    "maxLength": 7
                                  }
                                }
                              }
                            }
                          }
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
                          "type": "string",
                          "description": "A colour in hex form `#RRGGBB`; stored in lower case.",
                          "pattern": "^#[0-9A-Fa-f]{6}$",
                          "examples": [
                            "#1a2b3c"
                          ],
                          "maxLength": 7
                        },
                        "gradient": {
                          "type": "object",
                          "description": "A colour gradient over the whole code (qr-code-styling's form). It replaces the part's\n`color`; every stop must keep the contrast rule against every background colour.\n",
                          "required": [
                            "colorStops"
                          ],
                          "additionalProperties": false,
                          "properties": {
                            "type": {
                              "type": "string",
                              "description": "A linear gradient along `rotation`, or a radial one from the centre. Default `linear`.",
                              "enum": [
                                "linear",
                                "radial"
                              ],
                              "examples": [
                                "radial"
                              ]
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
                                    "type": "string",
                                    "description": "A colour in hex form `#RRGGBB`; stored in lower case.",
                                    "pattern": "^#[0-9A-Fa-f]{6}$",
                                    "examples": [
                                      "#1a2b3c"
                                    ],
                                    "maxLength": 7
                                  }
                                }
                              }
                            }
                          }
                        }
                      }
                    },
                    "image": {
                      "type": "string",
                      "description": "An uploaded image of the account (`ast_` and 16 hex characters); an id that is not one of the account's is refused with `400`.",
                      "pattern": "^ast_[0-9a-f]{16}$",
                      "maxLength": 20,
                      "examples": [
                        "ast_3f9a2c7d1e8b4c60"
                      ]
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
                          "type": "number",
                          "description": "The image's size as a share of the code's side, 0.1 to 0.5, default 0.4. A logo that hides\nmore modules than the error correction restores is refused by the scan guard\n(`422 UNSCANNABLE`); a square logo at 0.5 usually is.\n",
                          "minimum": 0.1,
                          "maximum": 0.5,
                          "examples": [
                            0.4
                          ]
                        },
                        "margin": {
                          "type": "integer",
                          "description": "Empty space around the image in pixels, 0 to 64, default 0.",
                          "minimum": 0,
                          "maximum": 64,
                          "examples": [
                            4
                          ],
                          "format": "int32"
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
                          "type": "string",
                          "description": "`box`: a border with the text under the code; `banner`: a border and a band of the\nframe's colour under the code with the text on it. Default `none`.\n",
                          "enum": [
                            "none",
                            "box",
                            "banner"
                          ],
                          "examples": [
                            "banner"
                          ]
                        },
                        "text": {
                          "type": "string",
                          "description": "The call to action, at most 24 characters of Latin-1 (the frame font's); default `SCAN ME`.",
                          "maxLength": 24,
                          "pattern": "^[ -~\\u00A0-\\u00FF]*$",
                          "examples": [
                            "SCAN ME"
                          ]
                        },
                        "color": {
                          "type": "string",
                          "description": "A colour in hex form `#RRGGBB`; stored in lower case.",
                          "pattern": "^#[0-9A-Fa-f]{6}$",
                          "examples": [
                            "#1a2b3c"
                          ],
                          "maxLength": 7
                        },
                        "textColor": {
                          "type": "string",
                          "description": "A colour in hex form `#RRGGBB`; stored in lower case.",
                          "pattern": "^#[0-9A-Fa-f]{6}$",
                          "examples": [
                            "#1a2b3c"
                          ],
                          "maxLength": 7
                        }
                      }
                    }
                  }
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
                "maxScans": {
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
                "fallbackUrl": {
                  "type": [
                    "string",
                    "null"
                  ],
                  "format": "uri",
                  "description": "Where scanners go when the code is inactive, expired or at its `maxScans`; the same\nrules as `targetUrl`. `null`: such scans get a `410` page saying the code is no\nlonger active.\n",
                  "minLength": 1,
                  "maxLength": 2048,
                  "pattern": "^[Hh][Tt][Tt][Pp][Ss]?://",
                  "examples": [
                    "https://example.com/offer-ended"
                  ]
                },
                "active": {
                  "type": "boolean",
                  "description": "Whether the owner has the code switched on (`true` unless set to `false`)."
                },
                "title": {
                  "type": [
                    "string",
                    "null"
                  ],
                  "description": "What the owner calls the code (\"Menu — table tent 4\"): shown in the dashboard and\nmatched by the list's `q`. 1–200 characters, no control characters; `null`: no title\n(on create, leaving it out is the same; on update, `null` removes it).\n",
                  "minLength": 1,
                  "maxLength": 200,
                  "pattern": "^[^\\u0000-\\u001F\\u007F]+$",
                  "examples": [
                    "Menu — table tent 4"
                  ]
                },
                "scanLimitCounts": {
                  "type": "string",
                  "description": "What `maxScans` counts. `views` (the default): every view. `uniqueViews`: the code's\nunique views over its life (the sum of its daily unique views, see `getQrCodeStats`), so\nthat one person reloading the code does not use it up; the code is used up when they\nreach `maxScans`, and from then on every scan goes to `fallbackUrl` or a `410` page.\nExact under concurrent scans.\n",
                  "enum": [
                    "views",
                    "uniqueViews"
                  ]
                }
              }
            },
            "maxItems": 100
          },
          "pagination": {
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
          }
        }
      },
      "400": {
        "type": "object",
        "description": "The body of every error response.",
        "required": [
          "error",
          "message"
        ],
        "properties": {
          "error": {
            "type": "string",
            "description": "A stable, machine-readable error code:\n\n| status | error | when |\n|---|---|---|\n| 400 | INVALID_REQUEST | the request is invalid, e.g. `targetUrl` missing |\n| 401 | UNAUTHORIZED | the API key is invalid or missing |\n| 403 | FORBIDDEN | the key lacks the scope the operation needs |\n| 404 | NOT_FOUND | the QR code (or API key) does not exist for this account |\n| 409 | CONFLICT | the custom short id is taken, or an account's cap (API keys, webhook endpoints) is reached |\n| 412 | PRECONDITION_FAILED | `If-Match` names none of the code's current ETag |\n| 413 | PAYLOAD_TOO_LARGE | the body is larger than 16 KiB |\n| 415 | UNSUPPORTED_MEDIA_TYPE | the body is not `application/json` |\n| 422 | IDEMPOTENCY_KEY_REUSED | the `Idempotency-Key` was used with another request |\n| 422 | UNSCANNABLE | the styling does not decode; the details name the option to change |\n| 429 | RATE_LIMITED | too many requests; see `Retry-After` |\n| 500 | INTERNAL_ERROR | the service failed |\n| 503 | SERVICE_UNAVAILABLE | the store cannot commit right now; nothing changed, see `Retry-After` |\n",
            "enum": [
              "INVALID_REQUEST",
              "UNAUTHORIZED",
              "FORBIDDEN",
              "NOT_FOUND",
              "CONFLICT",
              "PRECONDITION_FAILED",
              "PAYLOAD_TOO_LARGE",
              "UNSUPPORTED_MEDIA_TYPE",
              "IDEMPOTENCY_KEY_REUSED",
              "UNSCANNABLE",
              "RATE_LIMITED",
              "INTERNAL_ERROR",
              "SERVICE_UNAVAILABLE"
            ]
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
            "maxItems": 100
          },
          "requestId": {
            "type": "string",
            "description": "The id of the request, as in the `x-request-id` header.",
            "maxLength": 128
          }
        }
      },
      "401": {
        "type": "object",
        "description": "The body of every error response.",
        "required": [
          "error",
          "message"
        ],
        "properties": {
          "error": {
            "type": "string",
            "description": "A stable, machine-readable error code:\n\n| status | error | when |\n|---|---|---|\n| 400 | INVALID_REQUEST | the request is invalid, e.g. `targetUrl` missing |\n| 401 | UNAUTHORIZED | the API key is invalid or missing |\n| 403 | FORBIDDEN | the key lacks the scope the operation needs |\n| 404 | NOT_FOUND | the QR code (or API key) does not exist for this account |\n| 409 | CONFLICT | the custom short id is taken, or an account's cap (API keys, webhook endpoints) is reached |\n| 412 | PRECONDITION_FAILED | `If-Match` names none of the code's current ETag |\n| 413 | PAYLOAD_TOO_LARGE | the body is larger than 16 KiB |\n| 415 | UNSUPPORTED_MEDIA_TYPE | the body is not `application/json` |\n| 422 | IDEMPOTENCY_KEY_REUSED | the `Idempotency-Key` was used with another request |\n| 422 | UNSCANNABLE | the styling does not decode; the details name the option to change |\n| 429 | RATE_LIMITED | too many requests; see `Retry-After` |\n| 500 | INTERNAL_ERROR | the service failed |\n| 503 | SERVICE_UNAVAILABLE | the store cannot commit right now; nothing changed, see `Retry-After` |\n",
            "enum": [
              "INVALID_REQUEST",
              "UNAUTHORIZED",
              "FORBIDDEN",
              "NOT_FOUND",
              "CONFLICT",
              "PRECONDITION_FAILED",
              "PAYLOAD_TOO_LARGE",
              "UNSUPPORTED_MEDIA_TYPE",
              "IDEMPOTENCY_KEY_REUSED",
              "UNSCANNABLE",
              "RATE_LIMITED",
              "INTERNAL_ERROR",
              "SERVICE_UNAVAILABLE"
            ]
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
            "maxItems": 100
          },
          "requestId": {
            "type": "string",
            "description": "The id of the request, as in the `x-request-id` header.",
            "maxLength": 128
          }
        }
      },
      "403": {
        "type": "object",
        "description": "The body of every error response.",
        "required": [
          "error",
          "message"
        ],
        "properties": {
          "error": {
            "type": "string",
            "description": "A stable, machine-readable error code:\n\n| status | error | when |\n|---|---|---|\n| 400 | INVALID_REQUEST | the request is invalid, e.g. `targetUrl` missing |\n| 401 | UNAUTHORIZED | the API key is invalid or missing |\n| 403 | FORBIDDEN | the key lacks the scope the operation needs |\n| 404 | NOT_FOUND | the QR code (or API key) does not exist for this account |\n| 409 | CONFLICT | the custom short id is taken, or an account's cap (API keys, webhook endpoints) is reached |\n| 412 | PRECONDITION_FAILED | `If-Match` names none of the code's current ETag |\n| 413 | PAYLOAD_TOO_LARGE | the body is larger than 16 KiB |\n| 415 | UNSUPPORTED_MEDIA_TYPE | the body is not `application/json` |\n| 422 | IDEMPOTENCY_KEY_REUSED | the `Idempotency-Key` was used with another request |\n| 422 | UNSCANNABLE | the styling does not decode; the details name the option to change |\n| 429 | RATE_LIMITED | too many requests; see `Retry-After` |\n| 500 | INTERNAL_ERROR | the service failed |\n| 503 | SERVICE_UNAVAILABLE | the store cannot commit right now; nothing changed, see `Retry-After` |\n",
            "enum": [
              "INVALID_REQUEST",
              "UNAUTHORIZED",
              "FORBIDDEN",
              "NOT_FOUND",
              "CONFLICT",
              "PRECONDITION_FAILED",
              "PAYLOAD_TOO_LARGE",
              "UNSUPPORTED_MEDIA_TYPE",
              "IDEMPOTENCY_KEY_REUSED",
              "UNSCANNABLE",
              "RATE_LIMITED",
              "INTERNAL_ERROR",
              "SERVICE_UNAVAILABLE"
            ]
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
            "maxItems": 100
          },
          "requestId": {
            "type": "string",
            "description": "The id of the request, as in the `x-request-id` header.",
            "maxLength": 128
          }
        }
      },
      "429": {
        "type": "object",
        "description": "The body of every error response.",
        "required": [
          "error",
          "message"
        ],
        "properties": {
          "error": {
            "type": "string",
            "description": "A stable, machine-readable error code:\n\n| status | error | when |\n|---|---|---|\n| 400 | INVALID_REQUEST | the request is invalid, e.g. `targetUrl` missing |\n| 401 | UNAUTHORIZED | the API key is invalid or missing |\n| 403 | FORBIDDEN | the key lacks the scope the operation needs |\n| 404 | NOT_FOUND | the QR code (or API key) does not exist for this account |\n| 409 | CONFLICT | the custom short id is taken, or an account's cap (API keys, webhook endpoints) is reached |\n| 412 | PRECONDITION_FAILED | `If-Match` names none of the code's current ETag |\n| 413 | PAYLOAD_TOO_LARGE | the body is larger than 16 KiB |\n| 415 | UNSUPPORTED_MEDIA_TYPE | the body is not `application/json` |\n| 422 | IDEMPOTENCY_KEY_REUSED | the `Idempotency-Key` was used with another request |\n| 422 | UNSCANNABLE | the styling does not decode; the details name the option to change |\n| 429 | RATE_LIMITED | too many requests; see `Retry-After` |\n| 500 | INTERNAL_ERROR | the service failed |\n| 503 | SERVICE_UNAVAILABLE | the store cannot commit right now; nothing changed, see `Retry-After` |\n",
            "enum": [
              "INVALID_REQUEST",
              "UNAUTHORIZED",
              "FORBIDDEN",
              "NOT_FOUND",
              "CONFLICT",
              "PRECONDITION_FAILED",
              "PAYLOAD_TOO_LARGE",
              "UNSUPPORTED_MEDIA_TYPE",
              "IDEMPOTENCY_KEY_REUSED",
              "UNSCANNABLE",
              "RATE_LIMITED",
              "INTERNAL_ERROR",
              "SERVICE_UNAVAILABLE"
            ]
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
            "maxItems": 100
          },
          "requestId": {
            "type": "string",
            "description": "The id of the request, as in the `x-request-id` header.",
            "maxLength": 128
          }
        }
      },
      "500": {
        "type": "object",
        "description": "The body of every error response.",
        "required": [
          "error",
          "message"
        ],
        "properties": {
          "error": {
            "type": "string",
            "description": "A stable, machine-readable error code:\n\n| status | error | when |\n|---|---|---|\n| 400 | INVALID_REQUEST | the request is invalid, e.g. `targetUrl` missing |\n| 401 | UNAUTHORIZED | the API key is invalid or missing |\n| 403 | FORBIDDEN | the key lacks the scope the operation needs |\n| 404 | NOT_FOUND | the QR code (or API key) does not exist for this account |\n| 409 | CONFLICT | the custom short id is taken, or an account's cap (API keys, webhook endpoints) is reached |\n| 412 | PRECONDITION_FAILED | `If-Match` names none of the code's current ETag |\n| 413 | PAYLOAD_TOO_LARGE | the body is larger than 16 KiB |\n| 415 | UNSUPPORTED_MEDIA_TYPE | the body is not `application/json` |\n| 422 | IDEMPOTENCY_KEY_REUSED | the `Idempotency-Key` was used with another request |\n| 422 | UNSCANNABLE | the styling does not decode; the details name the option to change |\n| 429 | RATE_LIMITED | too many requests; see `Retry-After` |\n| 500 | INTERNAL_ERROR | the service failed |\n| 503 | SERVICE_UNAVAILABLE | the store cannot commit right now; nothing changed, see `Retry-After` |\n",
            "enum": [
              "INVALID_REQUEST",
              "UNAUTHORIZED",
              "FORBIDDEN",
              "NOT_FOUND",
              "CONFLICT",
              "PRECONDITION_FAILED",
              "PAYLOAD_TOO_LARGE",
              "UNSUPPORTED_MEDIA_TYPE",
              "IDEMPOTENCY_KEY_REUSED",
              "UNSCANNABLE",
              "RATE_LIMITED",
              "INTERNAL_ERROR",
              "SERVICE_UNAVAILABLE"
            ]
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
            "maxItems": 100
          },
          "requestId": {
            "type": "string",
            "description": "The id of the request, as in the `x-request-id` header.",
            "maxLength": 128
          }
        }
      },
      "503": {
        "type": "object",
        "description": "The body of every error response.",
        "required": [
          "error",
          "message"
        ],
        "properties": {
          "error": {
            "type": "string",
            "description": "A stable, machine-readable error code:\n\n| status | error | when |\n|---|---|---|\n| 400 | INVALID_REQUEST | the request is invalid, e.g. `targetUrl` missing |\n| 401 | UNAUTHORIZED | the API key is invalid or missing |\n| 403 | FORBIDDEN | the key lacks the scope the operation needs |\n| 404 | NOT_FOUND | the QR code (or API key) does not exist for this account |\n| 409 | CONFLICT | the custom short id is taken, or an account's cap (API keys, webhook endpoints) is reached |\n| 412 | PRECONDITION_FAILED | `If-Match` names none of the code's current ETag |\n| 413 | PAYLOAD_TOO_LARGE | the body is larger than 16 KiB |\n| 415 | UNSUPPORTED_MEDIA_TYPE | the body is not `application/json` |\n| 422 | IDEMPOTENCY_KEY_REUSED | the `Idempotency-Key` was used with another request |\n| 422 | UNSCANNABLE | the styling does not decode; the details name the option to change |\n| 429 | RATE_LIMITED | too many requests; see `Retry-After` |\n| 500 | INTERNAL_ERROR | the service failed |\n| 503 | SERVICE_UNAVAILABLE | the store cannot commit right now; nothing changed, see `Retry-After` |\n",
            "enum": [
              "INVALID_REQUEST",
              "UNAUTHORIZED",
              "FORBIDDEN",
              "NOT_FOUND",
              "CONFLICT",
              "PRECONDITION_FAILED",
              "PAYLOAD_TOO_LARGE",
              "UNSUPPORTED_MEDIA_TYPE",
              "IDEMPOTENCY_KEY_REUSED",
              "UNSCANNABLE",
              "RATE_LIMITED",
              "INTERNAL_ERROR",
              "SERVICE_UNAVAILABLE"
            ]
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
            "maxItems": 100
          },
          "requestId": {
            "type": "string",
            "description": "The id of the request, as in the `x-request-id` header.",
            "maxLength": 128
          }
        }
      }
    }
  },
  {
    "operationId": "createQrCode",
    "method": "POST",
    "path": "/qrcode",
    "url": "/api/v1/qrcode",
    "authenticated": true,
    "scopes": [
      "qrcodes:write"
    ],
    "request": {
      "body": {
        "$ref": "#/components/schemas/CreateQrCodeRequest"
      }
    },
    "responses": {
      "201": {
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
              "scanLimitCounts"
            ],
            "properties": {
              "shortId": {
                "type": "string",
                "description": "The short identifier of a QR code; case-sensitive.",
                "minLength": 3,
                "maxLength": 64,
                "pattern": "^[A-Za-z0-9_-]+$",
                "examples": [
                  "aZ3kP9qX"
                ]
              },
              "qrCodeUrl": {
                "type": "string",
                "format": "uri",
                "description": "The public short link, `{site_url}/<shortId>`; the text the QR code encodes.",
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
                        "type": "string",
                        "description": "The shape of the corner squares, as qr-code-styling names them. Default `square`.\nqr-code-styling's `dot` rings are not offered: circular finder rings failed to decode in\nour scan tests at several sizes, and every image dynqr serves must scan.\n",
                        "enum": [
                          "square",
                          "extra-rounded"
                        ],
                        "examples": [
                          "extra-rounded"
                        ]
                      },
                      "color": {
                        "type": "string",
                        "description": "A colour in hex form `#RRGGBB`; stored in lower case.",
                        "pattern": "^#[0-9A-Fa-f]{6}$",
                        "examples": [
                          "#1a2b3c"
                        ],
                        "maxLength": 7
                      },
                      "gradient": {
                        "type": "object",
                        "description": "A colour gradient over the whole code (qr-code-styling's form). It replaces the part's\n`color`; every stop must keep the contrast rule against every background colour.\n",
                        "required": [
                          "colorStops"
                        ],
                        "additionalProperties": false,
                        "properties": {
                          "type": {
                            "type": "string",
                            "description": "A linear gradient along `rotation`, or a radial one from the centre. Default `linear`.",
                            "enum": [
                              "linear",
                              "radial"
                            ],
                            "examples": [
                              "radial"
                            ]
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
                                  "type": "string",
                                  "description": "A colour in hex form `#RRGGBB`; stored in lower case.",
                                  "pattern": "^#[0-9A-Fa-f]{6}$",
                                  "examples": [
                                    "#1a2b3c"
                                  ],
                                  "maxLength": 7
                                }
                              }
                            }
                          }
                        }
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
                        "type": "string",
                        "description": "The shape of the dots inside the corner squares. Default `square`.",
                        "enum": [
                          "square",
                          "dot"
                        ],
                        "examples": [
                          "dot"
                        ]
                      },
                      "color": {
                        "type": "string",
                        "description": "A colour in hex form `#RRGGBB`; stored in lower case.",
                        "pattern": "^#[0-9A-Fa-f]{6}$",
                        "examples": [
                          "#1a2b3c"
                        ],
                        "maxLength": 7
                      },
                      "gradient": {
                        "type": "object",
                        "description": "A colour gradient over the whole code (qr-code-styling's form). It replaces the part's\n`color`; every stop must keep the contrast rule against every background colour.\n",
                        "required": [
                          "colorStops"
                        ],
                        "additionalProperties": false,
                        "properties": {
                          "type": {
                            "type": "string",
                            "description": "A linear gradient along `rotation`, or a radial one from the centre. Default `linear`.",
                            "enum": [
                              "linear",
                              "radial"
                            ],
                            "examples": [
                              "radial"
                            ]
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
                                  "type": "string",
                                  "description": "A colour in hex form `#RRGGBB`; stored in lower case.",
                                  "pattern": "^#[0-9A-Fa-f]{6}$",
                                  "examples": [
                                    "#1a2b3c"
                                  ],
                                  "maxLength": 7
                                }
                              }
                            }
                          }
                        }
                      }
                    }
                  },
                  "margin": {
                    "type": "integer",
                    "description": "Empty space around the code in pixels, 0 to 512, default 0. A quiet zone of 4 modules is\nalways kept inside it, so a code scans with any margin.\n",
                    "minimum": 0,
                    "maximum": 512,
                    "examples": [
                      16
                    ],
                    "format": "int32"
                  },
                  "qrOptions": {
                    "type": "object",
                    "required": [
                      "errorCorrectionLevel"
                    ],
                    "properties": {
                      "errorCorrectionLevel": {
                        "type": "string",
                        "description": "How much of the symbol may be damaged and still read: L 7 %, M 15 %, Q 25 % (default, as\nin qr-code-styling), H 30 %. Higher levels make denser codes.\n",
                        "enum": [
                          "L",
                          "M",
                          "Q",
                          "H"
                        ],
                        "examples": [
                          "Q"
                        ]
                      }
                    }
                  },
                  "width": {
                    "type": "integer",
                    "description": "A size in pixels, 64 to 4096.",
                    "minimum": 64,
                    "maximum": 4096,
                    "examples": [
                      300
                    ],
                    "format": "int32"
                  },
                  "height": {
                    "type": "integer",
                    "description": "A size in pixels, 64 to 4096.",
                    "minimum": 64,
                    "maximum": 4096,
                    "examples": [
                      300
                    ],
                    "format": "int32"
                  },
                  "dotsOptions": {
                    "type": "object",
                    "required": [
                      "type",
                      "color"
                    ],
                    "properties": {
                      "type": {
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
                        "examples": [
                          "rounded"
                        ]
                      },
                      "color": {
                        "type": "string",
                        "description": "A colour in hex form `#RRGGBB`; stored in lower case.",
                        "pattern": "^#[0-9A-Fa-f]{6}$",
                        "examples": [
                          "#1a2b3c"
                        ],
                        "maxLength": 7
                      },
                      "gradient": {
                        "type": "object",
                        "description": "A colour gradient over the whole code (qr-code-styling's form). It replaces the part's\n`color`; every stop must keep the contrast rule against every background colour.\n",
                        "required": [
                          "colorStops"
                        ],
                        "additionalProperties": false,
                        "properties": {
                          "type": {
                            "type": "string",
                            "description": "A linear gradient along `rotation`, or a radial one from the centre. Default `linear`.",
                            "enum": [
                              "linear",
                              "radial"
                            ],
                            "examples": [
                              "radial"
                            ]
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
                                  "type": "string",
                                  "description": "A colour in hex form `#RRGGBB`; stored in lower case.",
                                  "pattern": "^#[0-9A-Fa-f]{6}$",
                                  "examples": [
                                    "#1a2b3c"
                                  ],
                                  "maxLength": 7
                                }
                              }
                            }
                          }
                        }
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
                        "type": "string",
                        "description": "A colour in hex form `#RRGGBB`; stored in lower case.",
                        "pattern": "^#[0-9A-Fa-f]{6}$",
                        "examples": [
                          "#1a2b3c"
                        ],
                        "maxLength": 7
                      },
                      "gradient": {
                        "type": "object",
                        "description": "A colour gradient over the whole code (qr-code-styling's form). It replaces the part's\n`color`; every stop must keep the contrast rule against every background colour.\n",
                        "required": [
                          "colorStops"
                        ],
                        "additionalProperties": false,
                        "properties": {
                          "type": {
                            "type": "string",
                            "description": "A linear gradient along `rotation`, or a radial one from the centre. Default `linear`.",
                            "enum": [
                              "linear",
                              "radial"
                            ],
                            "examples": [
                              "radial"
                            ]
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
                                  "type": "string",
                                  "description": "A colour in hex form `#RRGGBB`; stored in lower case.",
                                  "pattern": "^#[0-9A-Fa-f]{6}$",
                                  "examples": [
                                    "#1a2b3c"
                                  ],
                                  "maxLength": 7
                                }
                              }
                            }
                          }
                        }
                      }
                    }
                  },
                  "image": {
                    "type": "string",
                    "description": "An uploaded image of the account (`ast_` and 16 hex characters); an id that is not one of the account's is refused with `400`.",
                    "pattern": "^ast_[0-9a-f]{16}$",
                    "maxLength": 20,
                    "examples": [
                      "ast_3f9a2c7d1e8b4c60"
                    ]
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
                        "type": "number",
                        "description": "The image's size as a share of the code's side, 0.1 to 0.5, default 0.4. A logo that hides\nmore modules than the error correction restores is refused by the scan guard\n(`422 UNSCANNABLE`); a square logo at 0.5 usually is.\n",
                        "minimum": 0.1,
                        "maximum": 0.5,
                        "examples": [
                          0.4
                        ]
                      },
                      "margin": {
                        "type": "integer",
                        "description": "Empty space around the image in pixels, 0 to 64, default 0.",
                        "minimum": 0,
                        "maximum": 64,
                        "examples": [
                          4
                        ],
                        "format": "int32"
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
                        "type": "string",
                        "description": "`box`: a border with the text under the code; `banner`: a border and a band of the\nframe's colour under the code with the text on it. Default `none`.\n",
                        "enum": [
                          "none",
                          "box",
                          "banner"
                        ],
                        "examples": [
                          "banner"
                        ]
                      },
                      "text": {
                        "type": "string",
                        "description": "The call to action, at most 24 characters of Latin-1 (the frame font's); default `SCAN ME`.",
                        "maxLength": 24,
                        "pattern": "^[ -~\\u00A0-\\u00FF]*$",
                        "examples": [
                          "SCAN ME"
                        ]
                      },
                      "color": {
                        "type": "string",
                        "description": "A colour in hex form `#RRGGBB`; stored in lower case.",
                        "pattern": "^#[0-9A-Fa-f]{6}$",
                        "examples": [
                          "#1a2b3c"
                        ],
                        "maxLength": 7
                      },
                      "textColor": {
                        "type": "string",
                        "description": "A colour in hex form `#RRGGBB`; stored in lower case.",
                        "pattern": "^#[0-9A-Fa-f]{6}$",
                        "examples": [
                          "#1a2b3c"
                        ],
                        "maxLength": 7
                      }
                    }
                  }
                }
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
              "maxScans": {
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
              "fallbackUrl": {
                "type": [
                  "string",
                  "null"
                ],
                "format": "uri",
                "description": "Where scanners go when the code is inactive, expired or at its `maxScans`; the same\nrules as `targetUrl`. `null`: such scans get a `410` page saying the code is no\nlonger active.\n",
                "minLength": 1,
                "maxLength": 2048,
                "pattern": "^[Hh][Tt][Tt][Pp][Ss]?://",
                "examples": [
                  "https://example.com/offer-ended"
                ]
              },
              "active": {
                "type": "boolean",
                "description": "Whether the owner has the code switched on (`true` unless set to `false`)."
              },
              "title": {
                "type": [
                  "string",
                  "null"
                ],
                "description": "What the owner calls the code (\"Menu — table tent 4\"): shown in the dashboard and\nmatched by the list's `q`. 1–200 characters, no control characters; `null`: no title\n(on create, leaving it out is the same; on update, `null` removes it).\n",
                "minLength": 1,
                "maxLength": 200,
                "pattern": "^[^\\u0000-\\u001F\\u007F]+$",
                "examples": [
                  "Menu — table tent 4"
                ]
              },
              "scanLimitCounts": {
                "type": "string",
                "description": "What `maxScans` counts. `views` (the default): every view. `uniqueViews`: the code's\nunique views over its life (the sum of its daily unique views, see `getQrCodeStats`), so\nthat one person reloading the code does not use it up; the code is used up when they\nreach `maxScans`, and from then on every scan goes to `fallbackUrl` or a `410` page.\nExact under concurrent scans.\n",
                "enum": [
                  "views",
                  "uniqueViews"
                ]
              }
            }
          }
        ]
      },
      "400": {
        "type": "object",
        "description": "The body of every error response.",
        "required": [
          "error",
          "message"
        ],
        "properties": {
          "error": {
            "type": "string",
            "description": "A stable, machine-readable error code:\n\n| status | error | when |\n|---|---|---|\n| 400 | INVALID_REQUEST | the request is invalid, e.g. `targetUrl` missing |\n| 401 | UNAUTHORIZED | the API key is invalid or missing |\n| 403 | FORBIDDEN | the key lacks the scope the operation needs |\n| 404 | NOT_FOUND | the QR code (or API key) does not exist for this account |\n| 409 | CONFLICT | the custom short id is taken, or an account's cap (API keys, webhook endpoints) is reached |\n| 412 | PRECONDITION_FAILED | `If-Match` names none of the code's current ETag |\n| 413 | PAYLOAD_TOO_LARGE | the body is larger than 16 KiB |\n| 415 | UNSUPPORTED_MEDIA_TYPE | the body is not `application/json` |\n| 422 | IDEMPOTENCY_KEY_REUSED | the `Idempotency-Key` was used with another request |\n| 422 | UNSCANNABLE | the styling does not decode; the details name the option to change |\n| 429 | RATE_LIMITED | too many requests; see `Retry-After` |\n| 500 | INTERNAL_ERROR | the service failed |\n| 503 | SERVICE_UNAVAILABLE | the store cannot commit right now; nothing changed, see `Retry-After` |\n",
            "enum": [
              "INVALID_REQUEST",
              "UNAUTHORIZED",
              "FORBIDDEN",
              "NOT_FOUND",
              "CONFLICT",
              "PRECONDITION_FAILED",
              "PAYLOAD_TOO_LARGE",
              "UNSUPPORTED_MEDIA_TYPE",
              "IDEMPOTENCY_KEY_REUSED",
              "UNSCANNABLE",
              "RATE_LIMITED",
              "INTERNAL_ERROR",
              "SERVICE_UNAVAILABLE"
            ]
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
            "maxItems": 100
          },
          "requestId": {
            "type": "string",
            "description": "The id of the request, as in the `x-request-id` header.",
            "maxLength": 128
          }
        }
      },
      "401": {
        "type": "object",
        "description": "The body of every error response.",
        "required": [
          "error",
          "message"
        ],
        "properties": {
          "error": {
            "type": "string",
            "description": "A stable, machine-readable error code:\n\n| status | error | when |\n|---|---|---|\n| 400 | INVALID_REQUEST | the request is invalid, e.g. `targetUrl` missing |\n| 401 | UNAUTHORIZED | the API key is invalid or missing |\n| 403 | FORBIDDEN | the key lacks the scope the operation needs |\n| 404 | NOT_FOUND | the QR code (or API key) does not exist for this account |\n| 409 | CONFLICT | the custom short id is taken, or an account's cap (API keys, webhook endpoints) is reached |\n| 412 | PRECONDITION_FAILED | `If-Match` names none of the code's current ETag |\n| 413 | PAYLOAD_TOO_LARGE | the body is larger than 16 KiB |\n| 415 | UNSUPPORTED_MEDIA_TYPE | the body is not `application/json` |\n| 422 | IDEMPOTENCY_KEY_REUSED | the `Idempotency-Key` was used with another request |\n| 422 | UNSCANNABLE | the styling does not decode; the details name the option to change |\n| 429 | RATE_LIMITED | too many requests; see `Retry-After` |\n| 500 | INTERNAL_ERROR | the service failed |\n| 503 | SERVICE_UNAVAILABLE | the store cannot commit right now; nothing changed, see `Retry-After` |\n",
            "enum": [
              "INVALID_REQUEST",
              "UNAUTHORIZED",
              "FORBIDDEN",
              "NOT_FOUND",
              "CONFLICT",
              "PRECONDITION_FAILED",
              "PAYLOAD_TOO_LARGE",
              "UNSUPPORTED_MEDIA_TYPE",
              "IDEMPOTENCY_KEY_REUSED",
              "UNSCANNABLE",
              "RATE_LIMITED",
              "INTERNAL_ERROR",
              "SERVICE_UNAVAILABLE"
            ]
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
            "maxItems": 100
          },
          "requestId": {
            "type": "string",
            "description": "The id of the request, as in the `x-request-id` header.",
            "maxLength": 128
          }
        }
      },
      "403": {
        "type": "object",
        "description": "The body of every error response.",
        "required": [
          "error",
          "message"
        ],
        "properties": {
          "error": {
            "type": "string",
            "description": "A stable, machine-readable error code:\n\n| status | error | when |\n|---|---|---|\n| 400 | INVALID_REQUEST | the request is invalid, e.g. `targetUrl` missing |\n| 401 | UNAUTHORIZED | the API key is invalid or missing |\n| 403 | FORBIDDEN | the key lacks the scope the operation needs |\n| 404 | NOT_FOUND | the QR code (or API key) does not exist for this account |\n| 409 | CONFLICT | the custom short id is taken, or an account's cap (API keys, webhook endpoints) is reached |\n| 412 | PRECONDITION_FAILED | `If-Match` names none of the code's current ETag |\n| 413 | PAYLOAD_TOO_LARGE | the body is larger than 16 KiB |\n| 415 | UNSUPPORTED_MEDIA_TYPE | the body is not `application/json` |\n| 422 | IDEMPOTENCY_KEY_REUSED | the `Idempotency-Key` was used with another request |\n| 422 | UNSCANNABLE | the styling does not decode; the details name the option to change |\n| 429 | RATE_LIMITED | too many requests; see `Retry-After` |\n| 500 | INTERNAL_ERROR | the service failed |\n| 503 | SERVICE_UNAVAILABLE | the store cannot commit right now; nothing changed, see `Retry-After` |\n",
            "enum": [
              "INVALID_REQUEST",
              "UNAUTHORIZED",
              "FORBIDDEN",
              "NOT_FOUND",
              "CONFLICT",
              "PRECONDITION_FAILED",
              "PAYLOAD_TOO_LARGE",
              "UNSUPPORTED_MEDIA_TYPE",
              "IDEMPOTENCY_KEY_REUSED",
              "UNSCANNABLE",
              "RATE_LIMITED",
              "INTERNAL_ERROR",
              "SERVICE_UNAVAILABLE"
            ]
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
            "maxItems": 100
          },
          "requestId": {
            "type": "string",
            "description": "The id of the request, as in the `x-request-id` header.",
            "maxLength": 128
          }
        }
      },
      "409": {
        "type": "object",
        "description": "The body of every error response.",
        "required": [
          "error",
          "message"
        ],
        "properties": {
          "error": {
            "type": "string",
            "description": "A stable, machine-readable error code:\n\n| status | error | when |\n|---|---|---|\n| 400 | INVALID_REQUEST | the request is invalid, e.g. `targetUrl` missing |\n| 401 | UNAUTHORIZED | the API key is invalid or missing |\n| 403 | FORBIDDEN | the key lacks the scope the operation needs |\n| 404 | NOT_FOUND | the QR code (or API key) does not exist for this account |\n| 409 | CONFLICT | the custom short id is taken, or an account's cap (API keys, webhook endpoints) is reached |\n| 412 | PRECONDITION_FAILED | `If-Match` names none of the code's current ETag |\n| 413 | PAYLOAD_TOO_LARGE | the body is larger than 16 KiB |\n| 415 | UNSUPPORTED_MEDIA_TYPE | the body is not `application/json` |\n| 422 | IDEMPOTENCY_KEY_REUSED | the `Idempotency-Key` was used with another request |\n| 422 | UNSCANNABLE | the styling does not decode; the details name the option to change |\n| 429 | RATE_LIMITED | too many requests; see `Retry-After` |\n| 500 | INTERNAL_ERROR | the service failed |\n| 503 | SERVICE_UNAVAILABLE | the store cannot commit right now; nothing changed, see `Retry-After` |\n",
            "enum": [
              "INVALID_REQUEST",
              "UNAUTHORIZED",
              "FORBIDDEN",
              "NOT_FOUND",
              "CONFLICT",
              "PRECONDITION_FAILED",
              "PAYLOAD_TOO_LARGE",
              "UNSUPPORTED_MEDIA_TYPE",
              "IDEMPOTENCY_KEY_REUSED",
              "UNSCANNABLE",
              "RATE_LIMITED",
              "INTERNAL_ERROR",
              "SERVICE_UNAVAILABLE"
            ]
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
            "maxItems": 100
          },
          "requestId": {
            "type": "string",
            "description": "The id of the request, as in the `x-request-id` header.",
            "maxLength": 128
          }
        }
      },
      "413": {
        "type": "object",
        "description": "The body of every error response.",
        "required": [
          "error",
          "message"
        ],
        "properties": {
          "error": {
            "type": "string",
            "description": "A stable, machine-readable error code:\n\n| status | error | when |\n|---|---|---|\n| 400 | INVALID_REQUEST | the request is invalid, e.g. `targetUrl` missing |\n| 401 | UNAUTHORIZED | the API key is invalid or missing |\n| 403 | FORBIDDEN | the key lacks the scope the operation needs |\n| 404 | NOT_FOUND | the QR code (or API key) does not exist for this account |\n| 409 | CONFLICT | the custom short id is taken, or an account's cap (API keys, webhook endpoints) is reached |\n| 412 | PRECONDITION_FAILED | `If-Match` names none of the code's current ETag |\n| 413 | PAYLOAD_TOO_LARGE | the body is larger than 16 KiB |\n| 415 | UNSUPPORTED_MEDIA_TYPE | the body is not `application/json` |\n| 422 | IDEMPOTENCY_KEY_REUSED | the `Idempotency-Key` was used with another request |\n| 422 | UNSCANNABLE | the styling does not decode; the details name the option to change |\n| 429 | RATE_LIMITED | too many requests; see `Retry-After` |\n| 500 | INTERNAL_ERROR | the service failed |\n| 503 | SERVICE_UNAVAILABLE | the store cannot commit right now; nothing changed, see `Retry-After` |\n",
            "enum": [
              "INVALID_REQUEST",
              "UNAUTHORIZED",
              "FORBIDDEN",
              "NOT_FOUND",
              "CONFLICT",
              "PRECONDITION_FAILED",
              "PAYLOAD_TOO_LARGE",
              "UNSUPPORTED_MEDIA_TYPE",
              "IDEMPOTENCY_KEY_REUSED",
              "UNSCANNABLE",
              "RATE_LIMITED",
              "INTERNAL_ERROR",
              "SERVICE_UNAVAILABLE"
            ]
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
            "maxItems": 100
          },
          "requestId": {
            "type": "string",
            "description": "The id of the request, as in the `x-request-id` header.",
            "maxLength": 128
          }
        }
      },
      "415": {
        "type": "object",
        "description": "The body of every error response.",
        "required": [
          "error",
          "message"
        ],
        "properties": {
          "error": {
            "type": "string",
            "description": "A stable, machine-readable error code:\n\n| status | error | when |\n|---|---|---|\n| 400 | INVALID_REQUEST | the request is invalid, e.g. `targetUrl` missing |\n| 401 | UNAUTHORIZED | the API key is invalid or missing |\n| 403 | FORBIDDEN | the key lacks the scope the operation needs |\n| 404 | NOT_FOUND | the QR code (or API key) does not exist for this account |\n| 409 | CONFLICT | the custom short id is taken, or an account's cap (API keys, webhook endpoints) is reached |\n| 412 | PRECONDITION_FAILED | `If-Match` names none of the code's current ETag |\n| 413 | PAYLOAD_TOO_LARGE | the body is larger than 16 KiB |\n| 415 | UNSUPPORTED_MEDIA_TYPE | the body is not `application/json` |\n| 422 | IDEMPOTENCY_KEY_REUSED | the `Idempotency-Key` was used with another request |\n| 422 | UNSCANNABLE | the styling does not decode; the details name the option to change |\n| 429 | RATE_LIMITED | too many requests; see `Retry-After` |\n| 500 | INTERNAL_ERROR | the service failed |\n| 503 | SERVICE_UNAVAILABLE | the store cannot commit right now; nothing changed, see `Retry-After` |\n",
            "enum": [
              "INVALID_REQUEST",
              "UNAUTHORIZED",
              "FORBIDDEN",
              "NOT_FOUND",
              "CONFLICT",
              "PRECONDITION_FAILED",
              "PAYLOAD_TOO_LARGE",
              "UNSUPPORTED_MEDIA_TYPE",
              "IDEMPOTENCY_KEY_REUSED",
              "UNSCANNABLE",
              "RATE_LIMITED",
              "INTERNAL_ERROR",
              "SERVICE_UNAVAILABLE"
            ]
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
            "maxItems": 100
          },
          "requestId": {
            "type": "string",
            "description": "The id of the request, as in the `x-request-id` header.",
            "maxLength": 128
          }
        }
      },
      "422": {
        "type": "object",
        "description": "The body of every error response.",
        "required": [
          "error",
          "message"
        ],
        "properties": {
          "error": {
            "type": "string",
            "description": "A stable, machine-readable error code:\n\n| status | error | when |\n|---|---|---|\n| 400 | INVALID_REQUEST | the request is invalid, e.g. `targetUrl` missing |\n| 401 | UNAUTHORIZED | the API key is invalid or missing |\n| 403 | FORBIDDEN | the key lacks the scope the operation needs |\n| 404 | NOT_FOUND | the QR code (or API key) does not exist for this account |\n| 409 | CONFLICT | the custom short id is taken, or an account's cap (API keys, webhook endpoints) is reached |\n| 412 | PRECONDITION_FAILED | `If-Match` names none of the code's current ETag |\n| 413 | PAYLOAD_TOO_LARGE | the body is larger than 16 KiB |\n| 415 | UNSUPPORTED_MEDIA_TYPE | the body is not `application/json` |\n| 422 | IDEMPOTENCY_KEY_REUSED | the `Idempotency-Key` was used with another request |\n| 422 | UNSCANNABLE | the styling does not decode; the details name the option to change |\n| 429 | RATE_LIMITED | too many requests; see `Retry-After` |\n| 500 | INTERNAL_ERROR | the service failed |\n| 503 | SERVICE_UNAVAILABLE | the store cannot commit right now; nothing changed, see `Retry-After` |\n",
            "enum": [
              "INVALID_REQUEST",
              "UNAUTHORIZED",
              "FORBIDDEN",
              "NOT_FOUND",
              "CONFLICT",
              "PRECONDITION_FAILED",
              "PAYLOAD_TOO_LARGE",
              "UNSUPPORTED_MEDIA_TYPE",
              "IDEMPOTENCY_KEY_REUSED",
              "UNSCANNABLE",
              "RATE_LIMITED",
              "INTERNAL_ERROR",
              "SERVICE_UNAVAILABLE"
            ]
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
            "maxItems": 100
          },
          "requestId": {
            "type": "string",
            "description": "The id of the request, as in the `x-request-id` header.",
            "maxLength": 128
          }
        }
      },
      "429": {
        "type": "object",
        "description": "The body of every error response.",
        "required": [
          "error",
          "message"
        ],
        "properties": {
          "error": {
            "type": "string",
            "description": "A stable, machine-readable error code:\n\n| status | error | when |\n|---|---|---|\n| 400 | INVALID_REQUEST | the request is invalid, e.g. `targetUrl` missing |\n| 401 | UNAUTHORIZED | the API key is invalid or missing |\n| 403 | FORBIDDEN | the key lacks the scope the operation needs |\n| 404 | NOT_FOUND | the QR code (or API key) does not exist for this account |\n| 409 | CONFLICT | the custom short id is taken, or an account's cap (API keys, webhook endpoints) is reached |\n| 412 | PRECONDITION_FAILED | `If-Match` names none of the code's current ETag |\n| 413 | PAYLOAD_TOO_LARGE | the body is larger than 16 KiB |\n| 415 | UNSUPPORTED_MEDIA_TYPE | the body is not `application/json` |\n| 422 | IDEMPOTENCY_KEY_REUSED | the `Idempotency-Key` was used with another request |\n| 422 | UNSCANNABLE | the styling does not decode; the details name the option to change |\n| 429 | RATE_LIMITED | too many requests; see `Retry-After` |\n| 500 | INTERNAL_ERROR | the service failed |\n| 503 | SERVICE_UNAVAILABLE | the store cannot commit right now; nothing changed, see `Retry-After` |\n",
            "enum": [
              "INVALID_REQUEST",
              "UNAUTHORIZED",
              "FORBIDDEN",
              "NOT_FOUND",
              "CONFLICT",
              "PRECONDITION_FAILED",
              "PAYLOAD_TOO_LARGE",
              "UNSUPPORTED_MEDIA_TYPE",
              "IDEMPOTENCY_KEY_REUSED",
              "UNSCANNABLE",
              "RATE_LIMITED",
              "INTERNAL_ERROR",
              "SERVICE_UNAVAILABLE"
            ]
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
            "maxItems": 100
          },
          "requestId": {
            "type": "string",
            "description": "The id of the request, as in the `x-request-id` header.",
            "maxLength": 128
          }
        }
      },
      "500": {
        "type": "object",
        "description": "The body of every error response.",
        "required": [
          "error",
          "message"
        ],
        "properties": {
          "error": {
            "type": "string",
            "description": "A stable, machine-readable error code:\n\n| status | error | when |\n|---|---|---|\n| 400 | INVALID_REQUEST | the request is invalid, e.g. `targetUrl` missing |\n| 401 | UNAUTHORIZED | the API key is invalid or missing |\n| 403 | FORBIDDEN | the key lacks the scope the operation needs |\n| 404 | NOT_FOUND | the QR code (or API key) does not exist for this account |\n| 409 | CONFLICT | the custom short id is taken, or an account's cap (API keys, webhook endpoints) is reached |\n| 412 | PRECONDITION_FAILED | `If-Match` names none of the code's current ETag |\n| 413 | PAYLOAD_TOO_LARGE | the body is larger than 16 KiB |\n| 415 | UNSUPPORTED_MEDIA_TYPE | the body is not `application/json` |\n| 422 | IDEMPOTENCY_KEY_REUSED | the `Idempotency-Key` was used with another request |\n| 422 | UNSCANNABLE | the styling does not decode; the details name the option to change |\n| 429 | RATE_LIMITED | too many requests; see `Retry-After` |\n| 500 | INTERNAL_ERROR | the service failed |\n| 503 | SERVICE_UNAVAILABLE | the store cannot commit right now; nothing changed, see `Retry-After` |\n",
            "enum": [
              "INVALID_REQUEST",
              "UNAUTHORIZED",
              "FORBIDDEN",
              "NOT_FOUND",
              "CONFLICT",
              "PRECONDITION_FAILED",
              "PAYLOAD_TOO_LARGE",
              "UNSUPPORTED_MEDIA_TYPE",
              "IDEMPOTENCY_KEY_REUSED",
              "UNSCANNABLE",
              "RATE_LIMITED",
              "INTERNAL_ERROR",
              "SERVICE_UNAVAILABLE"
            ]
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
            "maxItems": 100
          },
          "requestId": {
            "type": "string",
            "description": "The id of the request, as in the `x-request-id` header.",
            "maxLength": 128
          }
        }
      },
      "503": {
        "type": "object",
        "description": "The body of every error response.",
        "required": [
          "error",
          "message"
        ],
        "properties": {
          "error": {
            "type": "string",
            "description": "A stable, machine-readable error code:\n\n| status | error | when |\n|---|---|---|\n| 400 | INVALID_REQUEST | the request is invalid, e.g. `targetUrl` missing |\n| 401 | UNAUTHORIZED | the API key is invalid or missing |\n| 403 | FORBIDDEN | the key lacks the scope the operation needs |\n| 404 | NOT_FOUND | the QR code (or API key) does not exist for this account |\n| 409 | CONFLICT | the custom short id is taken, or an account's cap (API keys, webhook endpoints) is reached |\n| 412 | PRECONDITION_FAILED | `If-Match` names none of the code's current ETag |\n| 413 | PAYLOAD_TOO_LARGE | the body is larger than 16 KiB |\n| 415 | UNSUPPORTED_MEDIA_TYPE | the body is not `application/json` |\n| 422 | IDEMPOTENCY_KEY_REUSED | the `Idempotency-Key` was used with another request |\n| 422 | UNSCANNABLE | the styling does not decode; the details name the option to change |\n| 429 | RATE_LIMITED | too many requests; see `Retry-After` |\n| 500 | INTERNAL_ERROR | the service failed |\n| 503 | SERVICE_UNAVAILABLE | the store cannot commit right now; nothing changed, see `Retry-After` |\n",
            "enum": [
              "INVALID_REQUEST",
              "UNAUTHORIZED",
              "FORBIDDEN",
              "NOT_FOUND",
              "CONFLICT",
              "PRECONDITION_FAILED",
              "PAYLOAD_TOO_LARGE",
              "UNSUPPORTED_MEDIA_TYPE",
              "IDEMPOTENCY_KEY_REUSED",
              "UNSCANNABLE",
              "RATE_LIMITED",
              "INTERNAL_ERROR",
              "SERVICE_UNAVAILABLE"
            ]
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
            "maxItems": 100
          },
          "requestId": {
            "type": "string",
            "description": "The id of the request, as in the `x-request-id` header.",
            "maxLength": 128
          }
        }
      }
    }
  },
  {
    "operationId": "bulkCreateQrCodes",
    "method": "POST",
    "path": "/qrcode/bulk",
    "url": "/api/v1/qrcode/bulk",
    "authenticated": true,
    "scopes": [
      "qrcodes:write"
    ],
    "request": {
      "body": {
        "$ref": "#/components/schemas/BulkCreateRequest"
      }
    },
    "responses": {
      "200": {
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
                    "scanLimitCounts"
                  ],
                  "properties": {
                    "shortId": {
                      "type": "string",
                      "description": "The short identifier of a QR code; case-sensitive.",
                      "minLength": 3,
                      "maxLength": 64,
                      "pattern": "^[A-Za-z0-9_-]+$",
                      "examples": [
                        "aZ3kP9qX"
                      ]
                    },
                    "qrCodeUrl": {
                      "type": "string",
                      "format": "uri",
                      "description": "The public short link, `{site_url}/<shortId>`; the text the QR code encodes.",
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
                              "type": "string",
                              "description": "The shape of the corner squares, as qr-code-styling names them. Default `square`.\nqr-code-styling's `dot` rings are not offered: circular finder rings failed to decode in\nour scan tests at several sizes, and every image dynqr serves must scan.\n",
                              "enum": [
                                "square",
                                "extra-rounded"
                              ],
                              "examples": [
                                "extra-rounded"
                              ]
                            },
                            "color": {
                              "type": "string",
                              "description": "A colour in hex form `#RRGGBB`; stored in lower case.",
                              "pattern": "^#[0-9A-Fa-f]{6}$",
                              "examples": [
                                "#1a2b3c"
                              ],
                              "maxLength": 7
                            },
                            "gradient": {
                              "type": "object",
                              "description": "A colour gradient over the whole code (qr-code-styling's form). It replaces the part's\n`color`; every stop must keep the contrast rule against every background colour.\n",
                              "required": [
                                "colorStops"
                              ],
                              "additionalProperties": false,
                              "properties": {
                                "type": {
                                  "type": "string",
                                  "description": "A linear gradient along `rotation`, or a radial one from the centre. Default `linear`.",
                                  "enum": [
                                    "linear",
                                    "radial"
                                  ],
                                  "examples": [
                                    "radial"
                                  ]
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
                                        "type": "string",
                                        "description": "A colour in hex form `#RRGGBB`; stored in lower case.",
                                        "pattern": "^#[0-9A-Fa-f]{6}$",
                                        "examples": [
                                          "#1a2b3c"
                                        ],
                                        "maxLength": 7
                                      }
                                    }
                                  }
                                }
                              }
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
                              "type": "string",
                              "description": "The shape of the dots inside the corner squares. Default `square`.",
                              "enum": [
                                "square",
                                "dot"
                              ],
                              "examples": [
                                "dot"
                              ]
                            },
                            "color": {
                              "type": "string",
                              "description": "A colour in hex form `#RRGGBB`; stored in lower case.",
                              "pattern": "^#[0-9A-Fa-f]{6}$",
                              "examples": [
                                "#1a2b3c"
                              ],
                              "maxLength": 7
                            },
                            "gradient": {
                              "type": "object",
                              "description": "A colour gradient over the whole code (qr-code-styling's form). It replaces the part's\n`color`; every stop must keep the contrast rule against every background colour.\n",
                              "required": [
                                "colorStops"
                              ],
                              "additionalProperties": false,
                              "properties": {
                                "type": {
                                  "type": "string",
                                  "description": "A linear gradient along `rotation`, or a radial one from the centre. Default `linear`.",
                                  "enum": [
                                    "linear",
                                    "radial"
                                  ],
                                  "examples": [
                                    "radial"
                                  ]
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
                                        "type": "string",
                                        "description": "A colour in hex form `#RRGGBB`; stored in lower case.",
                                        "pattern": "^#[0-9A-Fa-f]{6}$",
                                        "examples": [
                                          "#1a2b3c"
                                        ],
                                        "maxLength": 7
                                      }
                                    }
                                  }
                                }
                              }
                            }
                          }
                        },
                        "margin": {
                          "type": "integer",
                          "description": "Empty space around the code in pixels, 0 to 512, default 0. A quiet zone of 4 modules is\nalways kept inside it, so a code scans with any margin.\n",
                          "minimum": 0,
                          "maximum": 512,
                          "examples": [
                            16
                          ],
                          "format": "int32"
                        },
                        "qrOptions": {
                          "type": "object",
                          "required": [
                            "errorCorrectionLevel"
                          ],
                          "properties": {
                            "errorCorrectionLevel": {
                              "type": "string",
                              "description": "How much of the symbol may be damaged and still read: L 7 %, M 15 %, Q 25 % (default, as\nin qr-code-styling), H 30 %. Higher levels make denser codes.\n",
                              "enum": [
                                "L",
                                "M",
                                "Q",
                                "H"
                              ],
                              "examples": [
                                "Q"
                              ]
                            }
                          }
                        },
                        "width": {
                          "type": "integer",
                          "description": "A size in pixels, 64 to 4096.",
                          "minimum": 64,
                          "maximum": 4096,
                          "examples": [
                            300
                          ],
                          "format": "int32"
                        },
                        "height": {
                          "type": "integer",
                          "description": "A size in pixels, 64 to 4096.",
                          "minimum": 64,
                          "maximum": 4096,
                          "examples": [
                            300
                          ],
                          "format": "int32"
                        },
                        "dotsOptions": {
                          "type": "object",
                          "required": [
                            "type",
                            "color"
                          ],
                          "properties": {
                            "type": {
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
                              "examples": [
                                "rounded"
                              ]
                            },
                            "color": {
                              "type": "string",
                              "description": "A colour in hex form `#RRGGBB`; stored in lower case.",
                              "pattern": "^#[0-9A-Fa-f]{6}$",
                              "examples": [
                                "#1a2b3c"
                              ],
                              "maxLength": 7
                            },
                            "gradient": {
                              "type": "object",
                              "description": "A colour gradient over the whole code (qr-code-styling's form). It replaces the part's\n`color`; every stop must keep the contrast rule against every background colour.\n",
                              "required": [
                                "colorStops"
                              ],
                              "additionalProperties": false,
                              "properties": {
                                "type": {
                                  "type": "string",
                                  "description": "A linear gradient along `rotation`, or a radial one from the centre. Default `linear`.",
                                  "enum": [
                                    "linear",
                                    "radial"
                                  ],
                                  "examples": [
                                    "radial"
                                  ]
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
                                        "type": "string",
                                        "description": "A colour in hex form `#RRGGBB`; stored in lower case.",
                                        "pattern": "^#[0-9A-Fa-f]{6}$",
                                        "examples": [
                                          "#1a2b3c"
                                        ],
                                        "maxLength": 7
                                      }
                                    }
                                  }
                                }
                              }
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
                              "type": "string",
                              "description": "A colour in hex form `#RRGGBB`; stored in lower case.",
                              "pattern": "^#[0-9A-Fa-f]{6}$",
                              "examples": [
                                "#1a2b3c"
                              ],
                              "maxLength": 7
                            },
                            "gradient": {
                              "type": "object",
                              "description": "A colour gradient over the whole code (qr-code-styling's form). It replaces the part's\n`color`; every stop must keep the contrast rule against every background colour.\n",
                              "required": [
                                "colorStops"
                              ],
                              "additionalProperties": false,
                              "properties": {
                                "type": {
                                  "type": "string",
                                  "description": "A linear gradient along `rotation`, or a radial one from the centre. Default `linear`.",
                                  "enum": [
                                    "linear",
                                    "radial"
                                  ],
                                  "examples": [
                                    "radial"
                                  ]
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
                                        "type": "string",
                                        "description": "A colour in hex form `#RRGGBB`; stored in lower case.",
                                        "pattern": "^#[0-9A-Fa-f]{6}$",
                                        "examples": [
                                          "#1a2b3c"
                                        ],
                                        "maxLength": 7
                                      }
                                    }
                                  }
                                }
                              }
                            }
                          }
                        },
                        "image": {
                          "type": "string",
                          "description": "An uploaded image of the account (`ast_` and 16 hex characters); an id that is not one of the account's is refused with `400`.",
                          "pattern": "^ast_[0-9a-f]{16}$",
                          "maxLength": 20,
                          "examples": [
                            "ast_3f9a2c7d1e8b4c60"
                          ]
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
                              "type": "number",
                              "description": "The image's size as a share of the code's side, 0.1 to 0.5, default 0.4. A logo that hides\nmore modules than the error correction restores is refused by the scan guard\n(`422 UNSCANNABLE`); a square logo at 0.5 usually is.\n",
                              "minimum": 0.1,
                              "maximum": 0.5,
                              "examples": [
                                0.4
                              ]
                            },
                            "margin": {
                              "type": "integer",
                              "description": "Empty space around the image in pixels, 0 to 64, default 0.",
                              "minimum": 0,
                              "maximum": 64,
                              "examples": [
                                4
                              ],
                              "format": "int32"
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
                              "type": "string",
                              "description": "`box`: a border with the text under the code; `banner`: a border and a band of the\nframe's colour under the code with the text on it. Default `none`.\n",
                              "enum": [
                                "none",
                                "box",
                                "banner"
                              ],
                              "examples": [
                                "banner"
                              ]
                            },
                            "text": {
                              "type": "string",
                              "description": "The call to action, at most 24 characters of Latin-1 (the frame font's); default `SCAN ME`.",
                              "maxLength": 24,
                              "pattern": "^[ -~\\u00A0-\\u00FF]*$",
                              "examples": [
                                "SCAN ME"
                              ]
                            },
                            "color": {
                              "type": "string",
                              "description": "A colour in hex form `#RRGGBB`; stored in lower case.",
                              "pattern": "^#[0-9A-Fa-f]{6}$",
                              "examples": [
                                "#1a2b3c"
                              ],
                              "maxLength": 7
                            },
                            "textColor": {
                              "type": "string",
                              "description": "A colour in hex form `#RRGGBB`; stored in lower case.",
                              "pattern": "^#[0-9A-Fa-f]{6}$",
                              "examples": [
                                "#1a2b3c"
                              ],
                              "maxLength": 7
                            }
                          }
                        }
                      }
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
                    "maxScans": {
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
                    "fallbackUrl": {
                      "type": [
                        "string",
                        "null"
                      ],
                      "format": "uri",
                      "description": "Where scanners go when the code is inactive, expired or at its `maxScans`; the same\nrules as `targetUrl`. `null`: such scans get a `410` page saying the code is no\nlonger active.\n",
                      "minLength": 1,
                      "maxLength": 2048,
                      "pattern": "^[Hh][Tt][Tt][Pp][Ss]?://",
                      "examples": [
                        "https://example.com/offer-ended"
                      ]
                    },
                    "active": {
                      "type": "boolean",
                      "description": "Whether the owner has the code switched on (`true` unless set to `false`)."
                    },
                    "title": {
                      "type": [
                        "string",
                        "null"
                      ],
                      "description": "What the owner calls the code (\"Menu — table tent 4\"): shown in the dashboard and\nmatched by the list's `q`. 1–200 characters, no control characters; `null`: no title\n(on create, leaving it out is the same; on update, `null` removes it).\n",
                      "minLength": 1,
                      "maxLength": 200,
                      "pattern": "^[^\\u0000-\\u001F\\u007F]+$",
                      "examples": [
                        "Menu — table tent 4"
                      ]
                    },
                    "scanLimitCounts": {
                      "type": "string",
                      "description": "What `maxScans` counts. `views` (the default): every view. `uniqueViews`: the code's\nunique views over its life (the sum of its daily unique views, see `getQrCodeStats`), so\nthat one person reloading the code does not use it up; the code is used up when they\nreach `maxScans`, and from then on every scan goes to `fallbackUrl` or a `410` page.\nExact under concurrent scans.\n",
                      "enum": [
                        "views",
                        "uniqueViews"
                      ]
                    }
                  }
                },
                "error": {
                  "type": "object",
                  "description": "The body of every error response.",
                  "required": [
                    "error",
                    "message"
                  ],
                  "properties": {
                    "error": {
                      "type": "string",
                      "description": "A stable, machine-readable error code:\n\n| status | error | when |\n|---|---|---|\n| 400 | INVALID_REQUEST | the request is invalid, e.g. `targetUrl` missing |\n| 401 | UNAUTHORIZED | the API key is invalid or missing |\n| 403 | FORBIDDEN | the key lacks the scope the operation needs |\n| 404 | NOT_FOUND | the QR code (or API key) does not exist for this account |\n| 409 | CONFLICT | the custom short id is taken, or an account's cap (API keys, webhook endpoints) is reached |\n| 412 | PRECONDITION_FAILED | `If-Match` names none of the code's current ETag |\n| 413 | PAYLOAD_TOO_LARGE | the body is larger than 16 KiB |\n| 415 | UNSUPPORTED_MEDIA_TYPE | the body is not `application/json` |\n| 422 | IDEMPOTENCY_KEY_REUSED | the `Idempotency-Key` was used with another request |\n| 422 | UNSCANNABLE | the styling does not decode; the details name the option to change |\n| 429 | RATE_LIMITED | too many requests; see `Retry-After` |\n| 500 | INTERNAL_ERROR | the service failed |\n| 503 | SERVICE_UNAVAILABLE | the store cannot commit right now; nothing changed, see `Retry-After` |\n",
                      "enum": [
                        "INVALID_REQUEST",
                        "UNAUTHORIZED",
                        "FORBIDDEN",
                        "NOT_FOUND",
                        "CONFLICT",
                        "PRECONDITION_FAILED",
                        "PAYLOAD_TOO_LARGE",
                        "UNSUPPORTED_MEDIA_TYPE",
                        "IDEMPOTENCY_KEY_REUSED",
                        "UNSCANNABLE",
                        "RATE_LIMITED",
                        "INTERNAL_ERROR",
                        "SERVICE_UNAVAILABLE"
                      ]
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
                      "maxItems": 100
                    },
                    "requestId": {
                      "type": "string",
                      "description": "The id of the request, as in the `x-request-id` header.",
                      "maxLength": 128
                    }
                  }
                }
              }
            },
            "maxItems": 100
          }
        }
      },
      "400": {
        "type": "object",
        "description": "The body of every error response.",
        "required": [
          "error",
          "message"
        ],
        "properties": {
          "error": {
            "type": "string",
            "description": "A stable, machine-readable error code:\n\n| status | error | when |\n|---|---|---|\n| 400 | INVALID_REQUEST | the request is invalid, e.g. `targetUrl` missing |\n| 401 | UNAUTHORIZED | the API key is invalid or missing |\n| 403 | FORBIDDEN | the key lacks the scope the operation needs |\n| 404 | NOT_FOUND | the QR code (or API key) does not exist for this account |\n| 409 | CONFLICT | the custom short id is taken, or an account's cap (API keys, webhook endpoints) is reached |\n| 412 | PRECONDITION_FAILED | `If-Match` names none of the code's current ETag |\n| 413 | PAYLOAD_TOO_LARGE | the body is larger than 16 KiB |\n| 415 | UNSUPPORTED_MEDIA_TYPE | the body is not `application/json` |\n| 422 | IDEMPOTENCY_KEY_REUSED | the `Idempotency-Key` was used with another request |\n| 422 | UNSCANNABLE | the styling does not decode; the details name the option to change |\n| 429 | RATE_LIMITED | too many requests; see `Retry-After` |\n| 500 | INTERNAL_ERROR | the service failed |\n| 503 | SERVICE_UNAVAILABLE | the store cannot commit right now; nothing changed, see `Retry-After` |\n",
            "enum": [
              "INVALID_REQUEST",
              "UNAUTHORIZED",
              "FORBIDDEN",
              "NOT_FOUND",
              "CONFLICT",
              "PRECONDITION_FAILED",
              "PAYLOAD_TOO_LARGE",
              "UNSUPPORTED_MEDIA_TYPE",
              "IDEMPOTENCY_KEY_REUSED",
              "UNSCANNABLE",
              "RATE_LIMITED",
              "INTERNAL_ERROR",
              "SERVICE_UNAVAILABLE"
            ]
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
            "maxItems": 100
          },
          "requestId": {
            "type": "string",
            "description": "The id of the request, as in the `x-request-id` header.",
            "maxLength": 128
          }
        }
      },
      "401": {
        "type": "object",
        "description": "The body of every error response.",
        "required": [
          "error",
          "message"
        ],
        "properties": {
          "error": {
            "type": "string",
            "description": "A stable, machine-readable error code:\n\n| status | error | when |\n|---|---|---|\n| 400 | INVALID_REQUEST | the request is invalid, e.g. `targetUrl` missing |\n| 401 | UNAUTHORIZED | the API key is invalid or missing |\n| 403 | FORBIDDEN | the key lacks the scope the operation needs |\n| 404 | NOT_FOUND | the QR code (or API key) does not exist for this account |\n| 409 | CONFLICT | the custom short id is taken, or an account's cap (API keys, webhook endpoints) is reached |\n| 412 | PRECONDITION_FAILED | `If-Match` names none of the code's current ETag |\n| 413 | PAYLOAD_TOO_LARGE | the body is larger than 16 KiB |\n| 415 | UNSUPPORTED_MEDIA_TYPE | the body is not `application/json` |\n| 422 | IDEMPOTENCY_KEY_REUSED | the `Idempotency-Key` was used with another request |\n| 422 | UNSCANNABLE | the styling does not decode; the details name the option to change |\n| 429 | RATE_LIMITED | too many requests; see `Retry-After` |\n| 500 | INTERNAL_ERROR | the service failed |\n| 503 | SERVICE_UNAVAILABLE | the store cannot commit right now; nothing changed, see `Retry-After` |\n",
            "enum": [
              "INVALID_REQUEST",
              "UNAUTHORIZED",
              "FORBIDDEN",
              "NOT_FOUND",
              "CONFLICT",
              "PRECONDITION_FAILED",
              "PAYLOAD_TOO_LARGE",
              "UNSUPPORTED_MEDIA_TYPE",
              "IDEMPOTENCY_KEY_REUSED",
              "UNSCANNABLE",
              "RATE_LIMITED",
              "INTERNAL_ERROR",
              "SERVICE_UNAVAILABLE"
            ]
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
            "maxItems": 100
          },
          "requestId": {
            "type": "string",
            "description": "The id of the request, as in the `x-request-id` header.",
            "maxLength": 128
          }
        }
      },
      "403": {
        "type": "object",
        "description": "The body of every error response.",
        "required": [
          "error",
          "message"
        ],
        "properties": {
          "error": {
            "type": "string",
            "description": "A stable, machine-readable error code:\n\n| status | error | when |\n|---|---|---|\n| 400 | INVALID_REQUEST | the request is invalid, e.g. `targetUrl` missing |\n| 401 | UNAUTHORIZED | the API key is invalid or missing |\n| 403 | FORBIDDEN | the key lacks the scope the operation needs |\n| 404 | NOT_FOUND | the QR code (or API key) does not exist for this account |\n| 409 | CONFLICT | the custom short id is taken, or an account's cap (API keys, webhook endpoints) is reached |\n| 412 | PRECONDITION_FAILED | `If-Match` names none of the code's current ETag |\n| 413 | PAYLOAD_TOO_LARGE | the body is larger than 16 KiB |\n| 415 | UNSUPPORTED_MEDIA_TYPE | the body is not `application/json` |\n| 422 | IDEMPOTENCY_KEY_REUSED | the `Idempotency-Key` was used with another request |\n| 422 | UNSCANNABLE | the styling does not decode; the details name the option to change |\n| 429 | RATE_LIMITED | too many requests; see `Retry-After` |\n| 500 | INTERNAL_ERROR | the service failed |\n| 503 | SERVICE_UNAVAILABLE | the store cannot commit right now; nothing changed, see `Retry-After` |\n",
            "enum": [
              "INVALID_REQUEST",
              "UNAUTHORIZED",
              "FORBIDDEN",
              "NOT_FOUND",
              "CONFLICT",
              "PRECONDITION_FAILED",
              "PAYLOAD_TOO_LARGE",
              "UNSUPPORTED_MEDIA_TYPE",
              "IDEMPOTENCY_KEY_REUSED",
              "UNSCANNABLE",
              "RATE_LIMITED",
              "INTERNAL_ERROR",
              "SERVICE_UNAVAILABLE"
            ]
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
            "maxItems": 100
          },
          "requestId": {
            "type": "string",
            "description": "The id of the request, as in the `x-request-id` header.",
            "maxLength": 128
          }
        }
      },
      "409": {
        "type": "object",
        "description": "The body of every error response.",
        "required": [
          "error",
          "message"
        ],
        "properties": {
          "error": {
            "type": "string",
            "description": "A stable, machine-readable error code:\n\n| status | error | when |\n|---|---|---|\n| 400 | INVALID_REQUEST | the request is invalid, e.g. `targetUrl` missing |\n| 401 | UNAUTHORIZED | the API key is invalid or missing |\n| 403 | FORBIDDEN | the key lacks the scope the operation needs |\n| 404 | NOT_FOUND | the QR code (or API key) does not exist for this account |\n| 409 | CONFLICT | the custom short id is taken, or an account's cap (API keys, webhook endpoints) is reached |\n| 412 | PRECONDITION_FAILED | `If-Match` names none of the code's current ETag |\n| 413 | PAYLOAD_TOO_LARGE | the body is larger than 16 KiB |\n| 415 | UNSUPPORTED_MEDIA_TYPE | the body is not `application/json` |\n| 422 | IDEMPOTENCY_KEY_REUSED | the `Idempotency-Key` was used with another request |\n| 422 | UNSCANNABLE | the styling does not decode; the details name the option to change |\n| 429 | RATE_LIMITED | too many requests; see `Retry-After` |\n| 500 | INTERNAL_ERROR | the service failed |\n| 503 | SERVICE_UNAVAILABLE | the store cannot commit right now; nothing changed, see `Retry-After` |\n",
            "enum": [
              "INVALID_REQUEST",
              "UNAUTHORIZED",
              "FORBIDDEN",
              "NOT_FOUND",
              "CONFLICT",
              "PRECONDITION_FAILED",
              "PAYLOAD_TOO_LARGE",
              "UNSUPPORTED_MEDIA_TYPE",
              "IDEMPOTENCY_KEY_REUSED",
              "UNSCANNABLE",
              "RATE_LIMITED",
              "INTERNAL_ERROR",
              "SERVICE_UNAVAILABLE"
            ]
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
            "maxItems": 100
          },
          "requestId": {
            "type": "string",
            "description": "The id of the request, as in the `x-request-id` header.",
            "maxLength": 128
          }
        }
      },
      "413": {
        "type": "object",
        "description": "The body of every error response.",
        "required": [
          "error",
          "message"
        ],
        "properties": {
          "error": {
            "type": "string",
            "description": "A stable, machine-readable error code:\n\n| status | error | when |\n|---|---|---|\n| 400 | INVALID_REQUEST | the request is invalid, e.g. `targetUrl` missing |\n| 401 | UNAUTHORIZED | the API key is invalid or missing |\n| 403 | FORBIDDEN | the key lacks the scope the operation needs |\n| 404 | NOT_FOUND | the QR code (or API key) does not exist for this account |\n| 409 | CONFLICT | the custom short id is taken, or an account's cap (API keys, webhook endpoints) is reached |\n| 412 | PRECONDITION_FAILED | `If-Match` names none of the code's current ETag |\n| 413 | PAYLOAD_TOO_LARGE | the body is larger than 16 KiB |\n| 415 | UNSUPPORTED_MEDIA_TYPE | the body is not `application/json` |\n| 422 | IDEMPOTENCY_KEY_REUSED | the `Idempotency-Key` was used with another request |\n| 422 | UNSCANNABLE | the styling does not decode; the details name the option to change |\n| 429 | RATE_LIMITED | too many requests; see `Retry-After` |\n| 500 | INTERNAL_ERROR | the service failed |\n| 503 | SERVICE_UNAVAILABLE | the store cannot commit right now; nothing changed, see `Retry-After` |\n",
            "enum": [
              "INVALID_REQUEST",
              "UNAUTHORIZED",
              "FORBIDDEN",
              "NOT_FOUND",
              "CONFLICT",
              "PRECONDITION_FAILED",
              "PAYLOAD_TOO_LARGE",
              "UNSUPPORTED_MEDIA_TYPE",
              "IDEMPOTENCY_KEY_REUSED",
              "UNSCANNABLE",
              "RATE_LIMITED",
              "INTERNAL_ERROR",
              "SERVICE_UNAVAILABLE"
            ]
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
            "maxItems": 100
          },
          "requestId": {
            "type": "string",
            "description": "The id of the request, as in the `x-request-id` header.",
            "maxLength": 128
          }
        }
      },
      "415": {
        "type": "object",
        "description": "The body of every error response.",
        "required": [
          "error",
          "message"
        ],
        "properties": {
          "error": {
            "type": "string",
            "description": "A stable, machine-readable error code:\n\n| status | error | when |\n|---|---|---|\n| 400 | INVALID_REQUEST | the request is invalid, e.g. `targetUrl` missing |\n| 401 | UNAUTHORIZED | the API key is invalid or missing |\n| 403 | FORBIDDEN | the key lacks the scope the operation needs |\n| 404 | NOT_FOUND | the QR code (or API key) does not exist for this account |\n| 409 | CONFLICT | the custom short id is taken, or an account's cap (API keys, webhook endpoints) is reached |\n| 412 | PRECONDITION_FAILED | `If-Match` names none of the code's current ETag |\n| 413 | PAYLOAD_TOO_LARGE | the body is larger than 16 KiB |\n| 415 | UNSUPPORTED_MEDIA_TYPE | the body is not `application/json` |\n| 422 | IDEMPOTENCY_KEY_REUSED | the `Idempotency-Key` was used with another request |\n| 422 | UNSCANNABLE | the styling does not decode; the details name the option to change |\n| 429 | RATE_LIMITED | too many requests; see `Retry-After` |\n| 500 | INTERNAL_ERROR | the service failed |\n| 503 | SERVICE_UNAVAILABLE | the store cannot commit right now; nothing changed, see `Retry-After` |\n",
            "enum": [
              "INVALID_REQUEST",
              "UNAUTHORIZED",
              "FORBIDDEN",
              "NOT_FOUND",
              "CONFLICT",
              "PRECONDITION_FAILED",
              "PAYLOAD_TOO_LARGE",
              "UNSUPPORTED_MEDIA_TYPE",
              "IDEMPOTENCY_KEY_REUSED",
              "UNSCANNABLE",
              "RATE_LIMITED",
              "INTERNAL_ERROR",
              "SERVICE_UNAVAILABLE"
            ]
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
            "maxItems": 100
          },
          "requestId": {
            "type": "string",
            "description": "The id of the request, as in the `x-request-id` header.",
            "maxLength": 128
          }
        }
      },
      "422": {
        "type": "object",
        "description": "The body of every error response.",
        "required": [
          "error",
          "message"
        ],
        "properties": {
          "error": {
            "type": "string",
            "description": "A stable, machine-readable error code:\n\n| status | error | when |\n|---|---|---|\n| 400 | INVALID_REQUEST | the request is invalid, e.g. `targetUrl` missing |\n| 401 | UNAUTHORIZED | the API key is invalid or missing |\n| 403 | FORBIDDEN | the key lacks the scope the operation needs |\n| 404 | NOT_FOUND | the QR code (or API key) does not exist for this account |\n| 409 | CONFLICT | the custom short id is taken, or an account's cap (API keys, webhook endpoints) is reached |\n| 412 | PRECONDITION_FAILED | `If-Match` names none of the code's current ETag |\n| 413 | PAYLOAD_TOO_LARGE | the body is larger than 16 KiB |\n| 415 | UNSUPPORTED_MEDIA_TYPE | the body is not `application/json` |\n| 422 | IDEMPOTENCY_KEY_REUSED | the `Idempotency-Key` was used with another request |\n| 422 | UNSCANNABLE | the styling does not decode; the details name the option to change |\n| 429 | RATE_LIMITED | too many requests; see `Retry-After` |\n| 500 | INTERNAL_ERROR | the service failed |\n| 503 | SERVICE_UNAVAILABLE | the store cannot commit right now; nothing changed, see `Retry-After` |\n",
            "enum": [
              "INVALID_REQUEST",
              "UNAUTHORIZED",
              "FORBIDDEN",
              "NOT_FOUND",
              "CONFLICT",
              "PRECONDITION_FAILED",
              "PAYLOAD_TOO_LARGE",
              "UNSUPPORTED_MEDIA_TYPE",
              "IDEMPOTENCY_KEY_REUSED",
              "UNSCANNABLE",
              "RATE_LIMITED",
              "INTERNAL_ERROR",
              "SERVICE_UNAVAILABLE"
            ]
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
            "maxItems": 100
          },
          "requestId": {
            "type": "string",
            "description": "The id of the request, as in the `x-request-id` header.",
            "maxLength": 128
          }
        }
      },
      "429": {
        "type": "object",
        "description": "The body of every error response.",
        "required": [
          "error",
          "message"
        ],
        "properties": {
          "error": {
            "type": "string",
            "description": "A stable, machine-readable error code:\n\n| status | error | when |\n|---|---|---|\n| 400 | INVALID_REQUEST | the request is invalid, e.g. `targetUrl` missing |\n| 401 | UNAUTHORIZED | the API key is invalid or missing |\n| 403 | FORBIDDEN | the key lacks the scope the operation needs |\n| 404 | NOT_FOUND | the QR code (or API key) does not exist for this account |\n| 409 | CONFLICT | the custom short id is taken, or an account's cap (API keys, webhook endpoints) is reached |\n| 412 | PRECONDITION_FAILED | `If-Match` names none of the code's current ETag |\n| 413 | PAYLOAD_TOO_LARGE | the body is larger than 16 KiB |\n| 415 | UNSUPPORTED_MEDIA_TYPE | the body is not `application/json` |\n| 422 | IDEMPOTENCY_KEY_REUSED | the `Idempotency-Key` was used with another request |\n| 422 | UNSCANNABLE | the styling does not decode; the details name the option to change |\n| 429 | RATE_LIMITED | too many requests; see `Retry-After` |\n| 500 | INTERNAL_ERROR | the service failed |\n| 503 | SERVICE_UNAVAILABLE | the store cannot commit right now; nothing changed, see `Retry-After` |\n",
            "enum": [
              "INVALID_REQUEST",
              "UNAUTHORIZED",
              "FORBIDDEN",
              "NOT_FOUND",
              "CONFLICT",
              "PRECONDITION_FAILED",
              "PAYLOAD_TOO_LARGE",
              "UNSUPPORTED_MEDIA_TYPE",
              "IDEMPOTENCY_KEY_REUSED",
              "UNSCANNABLE",
              "RATE_LIMITED",
              "INTERNAL_ERROR",
              "SERVICE_UNAVAILABLE"
            ]
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
            "maxItems": 100
          },
          "requestId": {
            "type": "string",
            "description": "The id of the request, as in the `x-request-id` header.",
            "maxLength": 128
          }
        }
      },
      "500": {
        "type": "object",
        "description": "The body of every error response.",
        "required": [
          "error",
          "message"
        ],
        "properties": {
          "error": {
            "type": "string",
            "description": "A stable, machine-readable error code:\n\n| status | error | when |\n|---|---|---|\n| 400 | INVALID_REQUEST | the request is invalid, e.g. `targetUrl` missing |\n| 401 | UNAUTHORIZED | the API key is invalid or missing |\n| 403 | FORBIDDEN | the key lacks the scope the operation needs |\n| 404 | NOT_FOUND | the QR code (or API key) does not exist for this account |\n| 409 | CONFLICT | the custom short id is taken, or an account's cap (API keys, webhook endpoints) is reached |\n| 412 | PRECONDITION_FAILED | `If-Match` names none of the code's current ETag |\n| 413 | PAYLOAD_TOO_LARGE | the body is larger than 16 KiB |\n| 415 | UNSUPPORTED_MEDIA_TYPE | the body is not `application/json` |\n| 422 | IDEMPOTENCY_KEY_REUSED | the `Idempotency-Key` was used with another request |\n| 422 | UNSCANNABLE | the styling does not decode; the details name the option to change |\n| 429 | RATE_LIMITED | too many requests; see `Retry-After` |\n| 500 | INTERNAL_ERROR | the service failed |\n| 503 | SERVICE_UNAVAILABLE | the store cannot commit right now; nothing changed, see `Retry-After` |\n",
            "enum": [
              "INVALID_REQUEST",
              "UNAUTHORIZED",
              "FORBIDDEN",
              "NOT_FOUND",
              "CONFLICT",
              "PRECONDITION_FAILED",
              "PAYLOAD_TOO_LARGE",
              "UNSUPPORTED_MEDIA_TYPE",
              "IDEMPOTENCY_KEY_REUSED",
              "UNSCANNABLE",
              "RATE_LIMITED",
              "INTERNAL_ERROR",
              "SERVICE_UNAVAILABLE"
            ]
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
            "maxItems": 100
          },
          "requestId": {
            "type": "string",
            "description": "The id of the request, as in the `x-request-id` header.",
            "maxLength": 128
          }
        }
      },
      "503": {
        "type": "object",
        "description": "The body of every error response.",
        "required": [
          "error",
          "message"
        ],
        "properties": {
          "error": {
            "type": "string",
            "description": "A stable, machine-readable error code:\n\n| status | error | when |\n|---|---|---|\n| 400 | INVALID_REQUEST | the request is invalid, e.g. `targetUrl` missing |\n| 401 | UNAUTHORIZED | the API key is invalid or missing |\n| 403 | FORBIDDEN | the key lacks the scope the operation needs |\n| 404 | NOT_FOUND | the QR code (or API key) does not exist for this account |\n| 409 | CONFLICT | the custom short id is taken, or an account's cap (API keys, webhook endpoints) is reached |\n| 412 | PRECONDITION_FAILED | `If-Match` names none of the code's current ETag |\n| 413 | PAYLOAD_TOO_LARGE | the body is larger than 16 KiB |\n| 415 | UNSUPPORTED_MEDIA_TYPE | the body is not `application/json` |\n| 422 | IDEMPOTENCY_KEY_REUSED | the `Idempotency-Key` was used with another request |\n| 422 | UNSCANNABLE | the styling does not decode; the details name the option to change |\n| 429 | RATE_LIMITED | too many requests; see `Retry-After` |\n| 500 | INTERNAL_ERROR | the service failed |\n| 503 | SERVICE_UNAVAILABLE | the store cannot commit right now; nothing changed, see `Retry-After` |\n",
            "enum": [
              "INVALID_REQUEST",
              "UNAUTHORIZED",
              "FORBIDDEN",
              "NOT_FOUND",
              "CONFLICT",
              "PRECONDITION_FAILED",
              "PAYLOAD_TOO_LARGE",
              "UNSUPPORTED_MEDIA_TYPE",
              "IDEMPOTENCY_KEY_REUSED",
              "UNSCANNABLE",
              "RATE_LIMITED",
              "INTERNAL_ERROR",
              "SERVICE_UNAVAILABLE"
            ]
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
            "maxItems": 100
          },
          "requestId": {
            "type": "string",
            "description": "The id of the request, as in the `x-request-id` header.",
            "maxLength": 128
          }
        }
      }
    }
  },
  {
    "operationId": "bulkDeleteQrCodes",
    "method": "DELETE",
    "path": "/qrcode/bulk",
    "url": "/api/v1/qrcode/bulk",
    "authenticated": true,
    "scopes": [
      "qrcodes:write"
    ],
    "request": {
      "querystring": {
        "type": "object",
        "additionalProperties": false,
        "properties": {
          "shortIds": {
            "type": "string",
            "minLength": 1,
            "maxLength": 6600,
            "pattern": "^[A-Za-z0-9_-]+(,[A-Za-z0-9_-]+)*$"
          }
        },
        "required": [
          "shortIds"
        ]
      }
    },
    "responses": {
      "200": {
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
                    "scanLimitCounts"
                  ],
                  "properties": {
                    "shortId": {
                      "type": "string",
                      "description": "The short identifier of a QR code; case-sensitive.",
                      "minLength": 3,
                      "maxLength": 64,
                      "pattern": "^[A-Za-z0-9_-]+$",
                      "examples": [
                        "aZ3kP9qX"
                      ]
                    },
                    "qrCodeUrl": {
                      "type": "string",
                      "format": "uri",
                      "description": "The public short link, `{site_url}/<shortId>`; the text the QR code encodes.",
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
                              "type": "string",
                              "description": "The shape of the corner squares, as qr-code-styling names them. Default `square`.\nqr-code-styling's `dot` rings are not offered: circular finder rings failed to decode in\nour scan tests at several sizes, and every image dynqr serves must scan.\n",
                              "enum": [
                                "square",
                                "extra-rounded"
                              ],
                              "examples": [
                                "extra-rounded"
                              ]
                            },
                            "color": {
                              "type": "string",
                              "description": "A colour in hex form `#RRGGBB`; stored in lower case.",
                              "pattern": "^#[0-9A-Fa-f]{6}$",
                              "examples": [
                                "#1a2b3c"
                              ],
                              "maxLength": 7
                            },
                            "gradient": {
                              "type": "object",
                              "description": "A colour gradient over the whole code (qr-code-styling's form). It replaces the part's\n`color`; every stop must keep the contrast rule against every background colour.\n",
                              "required": [
                                "colorStops"
                              ],
                              "additionalProperties": false,
                              "properties": {
                                "type": {
                                  "type": "string",
                                  "description": "A linear gradient along `rotation`, or a radial one from the centre. Default `linear`.",
                                  "enum": [
                                    "linear",
                                    "radial"
                                  ],
                                  "examples": [
                                    "radial"
                                  ]
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
                                        "type": "string",
                                        "description": "A colour in hex form `#RRGGBB`; stored in lower case.",
                                        "pattern": "^#[0-9A-Fa-f]{6}$",
                                        "examples": [
                                          "#1a2b3c"
                                        ],
                                        "maxLength": 7
                                      }
                                    }
                                  }
                                }
                              }
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
                              "type": "string",
                              "description": "The shape of the dots inside the corner squares. Default `square`.",
                              "enum": [
                                "square",
                                "dot"
                              ],
                              "examples": [
                                "dot"
                              ]
                            },
                            "color": {
                              "type": "string",
                              "description": "A colour in hex form `#RRGGBB`; stored in lower case.",
                              "pattern": "^#[0-9A-Fa-f]{6}$",
                              "examples": [
                                "#1a2b3c"
                              ],
                              "maxLength": 7
                            },
                            "gradient": {
                              "type": "object",
                              "description": "A colour gradient over the whole code (qr-code-styling's form). It replaces the part's\n`color`; every stop must keep the contrast rule against every background colour.\n",
                              "required": [
                                "colorStops"
                              ],
                              "additionalProperties": false,
                              "properties": {
                                "type": {
                                  "type": "string",
                                  "description": "A linear gradient along `rotation`, or a radial one from the centre. Default `linear`.",
                                  "enum": [
                                    "linear",
                                    "radial"
                                  ],
                                  "examples": [
                                    "radial"
                                  ]
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
                                        "type": "string",
                                        "description": "A colour in hex form `#RRGGBB`; stored in lower case.",
                                        "pattern": "^#[0-9A-Fa-f]{6}$",
                                        "examples": [
                                          "#1a2b3c"
                                        ],
                                        "maxLength": 7
                                      }
                                    }
                                  }
                                }
                              }
                            }
                          }
                        },
                        "margin": {
                          "type": "integer",
                          "description": "Empty space around the code in pixels, 0 to 512, default 0. A quiet zone of 4 modules is\nalways kept inside it, so a code scans with any margin.\n",
                          "minimum": 0,
                          "maximum": 512,
                          "examples": [
                            16
                          ],
                          "format": "int32"
                        },
                        "qrOptions": {
                          "type": "object",
                          "required": [
                            "errorCorrectionLevel"
                          ],
                          "properties": {
                            "errorCorrectionLevel": {
                              "type": "string",
                              "description": "How much of the symbol may be damaged and still read: L 7 %, M 15 %, Q 25 % (default, as\nin qr-code-styling), H 30 %. Higher levels make denser codes.\n",
                              "enum": [
                                "L",
                                "M",
                                "Q",
                                "H"
                              ],
                              "examples": [
                                "Q"
                              ]
                            }
                          }
                        },
                        "width": {
                          "type": "integer",
                          "description": "A size in pixels, 64 to 4096.",
                          "minimum": 64,
                          "maximum": 4096,
                          "examples": [
                            300
                          ],
                          "format": "int32"
                        },
                        "height": {
                          "type": "integer",
                          "description": "A size in pixels, 64 to 4096.",
                          "minimum": 64,
                          "maximum": 4096,
                          "examples": [
                            300
                          ],
                          "format": "int32"
                        },
                        "dotsOptions": {
                          "type": "object",
                          "required": [
                            "type",
                            "color"
                          ],
                          "properties": {
                            "type": {
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
                              "examples": [
                                "rounded"
                              ]
                            },
                            "color": {
                              "type": "string",
                              "description": "A colour in hex form `#RRGGBB`; stored in lower case.",
                              "pattern": "^#[0-9A-Fa-f]{6}$",
                              "examples": [
                                "#1a2b3c"
                              ],
                              "maxLength": 7
                            },
                            "gradient": {
                              "type": "object",
                              "description": "A colour gradient over the whole code (qr-code-styling's form). It replaces the part's\n`color`; every stop must keep the contrast rule against every background colour.\n",
                              "required": [
                                "colorStops"
                              ],
                              "additionalProperties": false,
                              "properties": {
                                "type": {
                                  "type": "string",
                                  "description": "A linear gradient along `rotation`, or a radial one from the centre. Default `linear`.",
                                  "enum": [
                                    "linear",
                                    "radial"
                                  ],
                                  "examples": [
                                    "radial"
                                  ]
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
                                        "type": "string",
                                        "description": "A colour in hex form `#RRGGBB`; stored in lower case.",
                                        "pattern": "^#[0-9A-Fa-f]{6}$",
                                        "examples": [
                                          "#1a2b3c"
                                        ],
                                        "maxLength": 7
                                      }
                                    }
                                  }
                                }
                              }
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
                              "type": "string",
                              "description": "A colour in hex form `#RRGGBB`; stored in lower case.",
                              "pattern": "^#[0-9A-Fa-f]{6}$",
                              "examples": [
                                "#1a2b3c"
                              ],
                              "maxLength": 7
                            },
                            "gradient": {
                              "type": "object",
                              "description": "A colour gradient over the whole code (qr-code-styling's form). It replaces the part's\n`color`; every stop must keep the contrast rule against every background colour.\n",
                              "required": [
                                "colorStops"
                              ],
                              "additionalProperties": false,
                              "properties": {
                                "type": {
                                  "type": "string",
                                  "description": "A linear gradient along `rotation`, or a radial one from the centre. Default `linear`.",
                                  "enum": [
                                    "linear",
                                    "radial"
                                  ],
                                  "examples": [
                                    "radial"
                                  ]
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
                                        "type": "string",
                                        "description": "A colour in hex form `#RRGGBB`; stored in lower case.",
                                        "pattern": "^#[0-9A-Fa-f]{6}$",
                                        "examples": [
                                          "#1a2b3c"
                                        ],
                                        "maxLength": 7
                                      }
                                    }
                                  }
                                }
                              }
                            }
                          }
                        },
                        "image": {
                          "type": "string",
                          "description": "An uploaded image of the account (`ast_` and 16 hex characters); an id that is not one of the account's is refused with `400`.",
                          "pattern": "^ast_[0-9a-f]{16}$",
                          "maxLength": 20,
                          "examples": [
                            "ast_3f9a2c7d1e8b4c60"
                          ]
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
                              "type": "number",
                              "description": "The image's size as a share of the code's side, 0.1 to 0.5, default 0.4. A logo that hides\nmore modules than the error correction restores is refused by the scan guard\n(`422 UNSCANNABLE`); a square logo at 0.5 usually is.\n",
                              "minimum": 0.1,
                              "maximum": 0.5,
                              "examples": [
                                0.4
                              ]
                            },
                            "margin": {
                              "type": "integer",
                              "description": "Empty space around the image in pixels, 0 to 64, default 0.",
                              "minimum": 0,
                              "maximum": 64,
                              "examples": [
                                4
                              ],
                              "format": "int32"
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
                              "type": "string",
                              "description": "`box`: a border with the text under the code; `banner`: a border and a band of the\nframe's colour under the code with the text on it. Default `none`.\n",
                              "enum": [
                                "none",
                                "box",
                                "banner"
                              ],
                              "examples": [
                                "banner"
                              ]
                            },
                            "text": {
                              "type": "string",
                              "description": "The call to action, at most 24 characters of Latin-1 (the frame font's); default `SCAN ME`.",
                              "maxLength": 24,
                              "pattern": "^[ -~\\u00A0-\\u00FF]*$",
                              "examples": [
                                "SCAN ME"
                              ]
                            },
                            "color": {
                              "type": "string",
                              "description": "A colour in hex form `#RRGGBB`; stored in lower case.",
                              "pattern": "^#[0-9A-Fa-f]{6}$",
                              "examples": [
                                "#1a2b3c"
                              ],
                              "maxLength": 7
                            },
                            "textColor": {
                              "type": "string",
                              "description": "A colour in hex form `#RRGGBB`; stored in lower case.",
                              "pattern": "^#[0-9A-Fa-f]{6}$",
                              "examples": [
                                "#1a2b3c"
                              ],
                              "maxLength": 7
                            }
                          }
                        }
                      }
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
                    "maxScans": {
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
                    "fallbackUrl": {
                      "type": [
                        "string",
                        "null"
                      ],
                      "format": "uri",
                      "description": "Where scanners go when the code is inactive, expired or at its `maxScans`; the same\nrules as `targetUrl`. `null`: such scans get a `410` page saying the code is no\nlonger active.\n",
                      "minLength": 1,
                      "maxLength": 2048,
                      "pattern": "^[Hh][Tt][Tt][Pp][Ss]?://",
                      "examples": [
                        "https://example.com/offer-ended"
                      ]
                    },
                    "active": {
                      "type": "boolean",
                      "description": "Whether the owner has the code switched on (`true` unless set to `false`)."
                    },
                    "title": {
                      "type": [
                        "string",
                        "null"
                      ],
                      "description": "What the owner calls the code (\"Menu — table tent 4\"): shown in the dashboard and\nmatched by the list's `q`. 1–200 characters, no control characters; `null`: no title\n(on create, leaving it out is the same; on update, `null` removes it).\n",
                      "minLength": 1,
                      "maxLength": 200,
                      "pattern": "^[^\\u0000-\\u001F\\u007F]+$",
                      "examples": [
                        "Menu — table tent 4"
                      ]
                    },
                    "scanLimitCounts": {
                      "type": "string",
                      "description": "What `maxScans` counts. `views` (the default): every view. `uniqueViews`: the code's\nunique views over its life (the sum of its daily unique views, see `getQrCodeStats`), so\nthat one person reloading the code does not use it up; the code is used up when they\nreach `maxScans`, and from then on every scan goes to `fallbackUrl` or a `410` page.\nExact under concurrent scans.\n",
                      "enum": [
                        "views",
                        "uniqueViews"
                      ]
                    }
                  }
                },
                "error": {
                  "type": "object",
                  "description": "The body of every error response.",
                  "required": [
                    "error",
                    "message"
                  ],
                  "properties": {
                    "error": {
                      "type": "string",
                      "description": "A stable, machine-readable error code:\n\n| status | error | when |\n|---|---|---|\n| 400 | INVALID_REQUEST | the request is invalid, e.g. `targetUrl` missing |\n| 401 | UNAUTHORIZED | the API key is invalid or missing |\n| 403 | FORBIDDEN | the key lacks the scope the operation needs |\n| 404 | NOT_FOUND | the QR code (or API key) does not exist for this account |\n| 409 | CONFLICT | the custom short id is taken, or an account's cap (API keys, webhook endpoints) is reached |\n| 412 | PRECONDITION_FAILED | `If-Match` names none of the code's current ETag |\n| 413 | PAYLOAD_TOO_LARGE | the body is larger than 16 KiB |\n| 415 | UNSUPPORTED_MEDIA_TYPE | the body is not `application/json` |\n| 422 | IDEMPOTENCY_KEY_REUSED | the `Idempotency-Key` was used with another request |\n| 422 | UNSCANNABLE | the styling does not decode; the details name the option to change |\n| 429 | RATE_LIMITED | too many requests; see `Retry-After` |\n| 500 | INTERNAL_ERROR | the service failed |\n| 503 | SERVICE_UNAVAILABLE | the store cannot commit right now; nothing changed, see `Retry-After` |\n",
                      "enum": [
                        "INVALID_REQUEST",
                        "UNAUTHORIZED",
                        "FORBIDDEN",
                        "NOT_FOUND",
                        "CONFLICT",
                        "PRECONDITION_FAILED",
                        "PAYLOAD_TOO_LARGE",
                        "UNSUPPORTED_MEDIA_TYPE",
                        "IDEMPOTENCY_KEY_REUSED",
                        "UNSCANNABLE",
                        "RATE_LIMITED",
                        "INTERNAL_ERROR",
                        "SERVICE_UNAVAILABLE"
                      ]
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
                      "maxItems": 100
                    },
                    "requestId": {
                      "type": "string",
                      "description": "The id of the request, as in the `x-request-id` header.",
                      "maxLength": 128
                    }
                  }
                }
              }
            }
          }
        }
      },
      "400": {
        "type": "object",
        "description": "The body of every error response.",
        "required": [
          "error",
          "message"
        ],
        "properties": {
          "error": {
            "type": "string",
            "description": "A stable, machine-readable error code:\n\n| status | error | when |\n|---|---|---|\n| 400 | INVALID_REQUEST | the request is invalid, e.g. `targetUrl` missing |\n| 401 | UNAUTHORIZED | the API key is invalid or missing |\n| 403 | FORBIDDEN | the key lacks the scope the operation needs |\n| 404 | NOT_FOUND | the QR code (or API key) does not exist for this account |\n| 409 | CONFLICT | the custom short id is taken, or an account's cap (API keys, webhook endpoints) is reached |\n| 412 | PRECONDITION_FAILED | `If-Match` names none of the code's current ETag |\n| 413 | PAYLOAD_TOO_LARGE | the body is larger than 16 KiB |\n| 415 | UNSUPPORTED_MEDIA_TYPE | the body is not `application/json` |\n| 422 | IDEMPOTENCY_KEY_REUSED | the `Idempotency-Key` was used with another request |\n| 422 | UNSCANNABLE | the styling does not decode; the details name the option to change |\n| 429 | RATE_LIMITED | too many requests; see `Retry-After` |\n| 500 | INTERNAL_ERROR | the service failed |\n| 503 | SERVICE_UNAVAILABLE | the store cannot commit right now; nothing changed, see `Retry-After` |\n",
            "enum": [
              "INVALID_REQUEST",
              "UNAUTHORIZED",
              "FORBIDDEN",
              "NOT_FOUND",
              "CONFLICT",
              "PRECONDITION_FAILED",
              "PAYLOAD_TOO_LARGE",
              "UNSUPPORTED_MEDIA_TYPE",
              "IDEMPOTENCY_KEY_REUSED",
              "UNSCANNABLE",
              "RATE_LIMITED",
              "INTERNAL_ERROR",
              "SERVICE_UNAVAILABLE"
            ]
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
            "maxItems": 100
          },
          "requestId": {
            "type": "string",
            "description": "The id of the request, as in the `x-request-id` header.",
            "maxLength": 128
          }
        }
      },
      "401": {
        "type": "object",
        "description": "The body of every error response.",
        "required": [
          "error",
          "message"
        ],
        "properties": {
          "error": {
            "type": "string",
            "description": "A stable, machine-readable error code:\n\n| status | error | when |\n|---|---|---|\n| 400 | INVALID_REQUEST | the request is invalid, e.g. `targetUrl` missing |\n| 401 | UNAUTHORIZED | the API key is invalid or missing |\n| 403 | FORBIDDEN | the key lacks the scope the operation needs |\n| 404 | NOT_FOUND | the QR code (or API key) does not exist for this account |\n| 409 | CONFLICT | the custom short id is taken, or an account's cap (API keys, webhook endpoints) is reached |\n| 412 | PRECONDITION_FAILED | `If-Match` names none of the code's current ETag |\n| 413 | PAYLOAD_TOO_LARGE | the body is larger than 16 KiB |\n| 415 | UNSUPPORTED_MEDIA_TYPE | the body is not `application/json` |\n| 422 | IDEMPOTENCY_KEY_REUSED | the `Idempotency-Key` was used with another request |\n| 422 | UNSCANNABLE | the styling does not decode; the details name the option to change |\n| 429 | RATE_LIMITED | too many requests; see `Retry-After` |\n| 500 | INTERNAL_ERROR | the service failed |\n| 503 | SERVICE_UNAVAILABLE | the store cannot commit right now; nothing changed, see `Retry-After` |\n",
            "enum": [
              "INVALID_REQUEST",
              "UNAUTHORIZED",
              "FORBIDDEN",
              "NOT_FOUND",
              "CONFLICT",
              "PRECONDITION_FAILED",
              "PAYLOAD_TOO_LARGE",
              "UNSUPPORTED_MEDIA_TYPE",
              "IDEMPOTENCY_KEY_REUSED",
              "UNSCANNABLE",
              "RATE_LIMITED",
              "INTERNAL_ERROR",
              "SERVICE_UNAVAILABLE"
            ]
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
            "maxItems": 100
          },
          "requestId": {
            "type": "string",
            "description": "The id of the request, as in the `x-request-id` header.",
            "maxLength": 128
          }
        }
      },
      "403": {
        "type": "object",
        "description": "The body of every error response.",
        "required": [
          "error",
          "message"
        ],
        "properties": {
          "error": {
            "type": "string",
            "description": "A stable, machine-readable error code:\n\n| status | error | when |\n|---|---|---|\n| 400 | INVALID_REQUEST | the request is invalid, e.g. `targetUrl` missing |\n| 401 | UNAUTHORIZED | the API key is invalid or missing |\n| 403 | FORBIDDEN | the key lacks the scope the operation needs |\n| 404 | NOT_FOUND | the QR code (or API key) does not exist for this account |\n| 409 | CONFLICT | the custom short id is taken, or an account's cap (API keys, webhook endpoints) is reached |\n| 412 | PRECONDITION_FAILED | `If-Match` names none of the code's current ETag |\n| 413 | PAYLOAD_TOO_LARGE | the body is larger than 16 KiB |\n| 415 | UNSUPPORTED_MEDIA_TYPE | the body is not `application/json` |\n| 422 | IDEMPOTENCY_KEY_REUSED | the `Idempotency-Key` was used with another request |\n| 422 | UNSCANNABLE | the styling does not decode; the details name the option to change |\n| 429 | RATE_LIMITED | too many requests; see `Retry-After` |\n| 500 | INTERNAL_ERROR | the service failed |\n| 503 | SERVICE_UNAVAILABLE | the store cannot commit right now; nothing changed, see `Retry-After` |\n",
            "enum": [
              "INVALID_REQUEST",
              "UNAUTHORIZED",
              "FORBIDDEN",
              "NOT_FOUND",
              "CONFLICT",
              "PRECONDITION_FAILED",
              "PAYLOAD_TOO_LARGE",
              "UNSUPPORTED_MEDIA_TYPE",
              "IDEMPOTENCY_KEY_REUSED",
              "UNSCANNABLE",
              "RATE_LIMITED",
              "INTERNAL_ERROR",
              "SERVICE_UNAVAILABLE"
            ]
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
            "maxItems": 100
          },
          "requestId": {
            "type": "string",
            "description": "The id of the request, as in the `x-request-id` header.",
            "maxLength": 128
          }
        }
      },
      "409": {
        "type": "object",
        "description": "The body of every error response.",
        "required": [
          "error",
          "message"
        ],
        "properties": {
          "error": {
            "type": "string",
            "description": "A stable, machine-readable error code:\n\n| status | error | when |\n|---|---|---|\n| 400 | INVALID_REQUEST | the request is invalid, e.g. `targetUrl` missing |\n| 401 | UNAUTHORIZED | the API key is invalid or missing |\n| 403 | FORBIDDEN | the key lacks the scope the operation needs |\n| 404 | NOT_FOUND | the QR code (or API key) does not exist for this account |\n| 409 | CONFLICT | the custom short id is taken, or an account's cap (API keys, webhook endpoints) is reached |\n| 412 | PRECONDITION_FAILED | `If-Match` names none of the code's current ETag |\n| 413 | PAYLOAD_TOO_LARGE | the body is larger than 16 KiB |\n| 415 | UNSUPPORTED_MEDIA_TYPE | the body is not `application/json` |\n| 422 | IDEMPOTENCY_KEY_REUSED | the `Idempotency-Key` was used with another request |\n| 422 | UNSCANNABLE | the styling does not decode; the details name the option to change |\n| 429 | RATE_LIMITED | too many requests; see `Retry-After` |\n| 500 | INTERNAL_ERROR | the service failed |\n| 503 | SERVICE_UNAVAILABLE | the store cannot commit right now; nothing changed, see `Retry-After` |\n",
            "enum": [
              "INVALID_REQUEST",
              "UNAUTHORIZED",
              "FORBIDDEN",
              "NOT_FOUND",
              "CONFLICT",
              "PRECONDITION_FAILED",
              "PAYLOAD_TOO_LARGE",
              "UNSUPPORTED_MEDIA_TYPE",
              "IDEMPOTENCY_KEY_REUSED",
              "UNSCANNABLE",
              "RATE_LIMITED",
              "INTERNAL_ERROR",
              "SERVICE_UNAVAILABLE"
            ]
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
            "maxItems": 100
          },
          "requestId": {
            "type": "string",
            "description": "The id of the request, as in the `x-request-id` header.",
            "maxLength": 128
          }
        }
      },
      "422": {
        "type": "object",
        "description": "The body of every error response.",
        "required": [
          "error",
          "message"
        ],
        "properties": {
          "error": {
            "type": "string",
            "description": "A stable, machine-readable error code:\n\n| status | error | when |\n|---|---|---|\n| 400 | INVALID_REQUEST | the request is invalid, e.g. `targetUrl` missing |\n| 401 | UNAUTHORIZED | the API key is invalid or missing |\n| 403 | FORBIDDEN | the key lacks the scope the operation needs |\n| 404 | NOT_FOUND | the QR code (or API key) does not exist for this account |\n| 409 | CONFLICT | the custom short id is taken, or an account's cap (API keys, webhook endpoints) is reached |\n| 412 | PRECONDITION_FAILED | `If-Match` names none of the code's current ETag |\n| 413 | PAYLOAD_TOO_LARGE | the body is larger than 16 KiB |\n| 415 | UNSUPPORTED_MEDIA_TYPE | the body is not `application/json` |\n| 422 | IDEMPOTENCY_KEY_REUSED | the `Idempotency-Key` was used with another request |\n| 422 | UNSCANNABLE | the styling does not decode; the details name the option to change |\n| 429 | RATE_LIMITED | too many requests; see `Retry-After` |\n| 500 | INTERNAL_ERROR | the service failed |\n| 503 | SERVICE_UNAVAILABLE | the store cannot commit right now; nothing changed, see `Retry-After` |\n",
            "enum": [
              "INVALID_REQUEST",
              "UNAUTHORIZED",
              "FORBIDDEN",
              "NOT_FOUND",
              "CONFLICT",
              "PRECONDITION_FAILED",
              "PAYLOAD_TOO_LARGE",
              "UNSUPPORTED_MEDIA_TYPE",
              "IDEMPOTENCY_KEY_REUSED",
              "UNSCANNABLE",
              "RATE_LIMITED",
              "INTERNAL_ERROR",
              "SERVICE_UNAVAILABLE"
            ]
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
            "maxItems": 100
          },
          "requestId": {
            "type": "string",
            "description": "The id of the request, as in the `x-request-id` header.",
            "maxLength": 128
          }
        }
      },
      "429": {
        "type": "object",
        "description": "The body of every error response.",
        "required": [
          "error",
          "message"
        ],
        "properties": {
          "error": {
            "type": "string",
            "description": "A stable, machine-readable error code:\n\n| status | error | when |\n|---|---|---|\n| 400 | INVALID_REQUEST | the request is invalid, e.g. `targetUrl` missing |\n| 401 | UNAUTHORIZED | the API key is invalid or missing |\n| 403 | FORBIDDEN | the key lacks the scope the operation needs |\n| 404 | NOT_FOUND | the QR code (or API key) does not exist for this account |\n| 409 | CONFLICT | the custom short id is taken, or an account's cap (API keys, webhook endpoints) is reached |\n| 412 | PRECONDITION_FAILED | `If-Match` names none of the code's current ETag |\n| 413 | PAYLOAD_TOO_LARGE | the body is larger than 16 KiB |\n| 415 | UNSUPPORTED_MEDIA_TYPE | the body is not `application/json` |\n| 422 | IDEMPOTENCY_KEY_REUSED | the `Idempotency-Key` was used with another request |\n| 422 | UNSCANNABLE | the styling does not decode; the details name the option to change |\n| 429 | RATE_LIMITED | too many requests; see `Retry-After` |\n| 500 | INTERNAL_ERROR | the service failed |\n| 503 | SERVICE_UNAVAILABLE | the store cannot commit right now; nothing changed, see `Retry-After` |\n",
            "enum": [
              "INVALID_REQUEST",
              "UNAUTHORIZED",
              "FORBIDDEN",
              "NOT_FOUND",
              "CONFLICT",
              "PRECONDITION_FAILED",
              "PAYLOAD_TOO_LARGE",
              "UNSUPPORTED_MEDIA_TYPE",
              "IDEMPOTENCY_KEY_REUSED",
              "UNSCANNABLE",
              "RATE_LIMITED",
              "INTERNAL_ERROR",
              "SERVICE_UNAVAILABLE"
            ]
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
            "maxItems": 100
          },
          "requestId": {
            "type": "string",
            "description": "The id of the request, as in the `x-request-id` header.",
            "maxLength": 128
          }
        }
      },
      "500": {
        "type": "object",
        "description": "The body of every error response.",
        "required": [
          "error",
          "message"
        ],
        "properties": {
          "error": {
            "type": "string",
            "description": "A stable, machine-readable error code:\n\n| status | error | when |\n|---|---|---|\n| 400 | INVALID_REQUEST | the request is invalid, e.g. `targetUrl` missing |\n| 401 | UNAUTHORIZED | the API key is invalid or missing |\n| 403 | FORBIDDEN | the key lacks the scope the operation needs |\n| 404 | NOT_FOUND | the QR code (or API key) does not exist for this account |\n| 409 | CONFLICT | the custom short id is taken, or an account's cap (API keys, webhook endpoints) is reached |\n| 412 | PRECONDITION_FAILED | `If-Match` names none of the code's current ETag |\n| 413 | PAYLOAD_TOO_LARGE | the body is larger than 16 KiB |\n| 415 | UNSUPPORTED_MEDIA_TYPE | the body is not `application/json` |\n| 422 | IDEMPOTENCY_KEY_REUSED | the `Idempotency-Key` was used with another request |\n| 422 | UNSCANNABLE | the styling does not decode; the details name the option to change |\n| 429 | RATE_LIMITED | too many requests; see `Retry-After` |\n| 500 | INTERNAL_ERROR | the service failed |\n| 503 | SERVICE_UNAVAILABLE | the store cannot commit right now; nothing changed, see `Retry-After` |\n",
            "enum": [
              "INVALID_REQUEST",
              "UNAUTHORIZED",
              "FORBIDDEN",
              "NOT_FOUND",
              "CONFLICT",
              "PRECONDITION_FAILED",
              "PAYLOAD_TOO_LARGE",
              "UNSUPPORTED_MEDIA_TYPE",
              "IDEMPOTENCY_KEY_REUSED",
              "UNSCANNABLE",
              "RATE_LIMITED",
              "INTERNAL_ERROR",
              "SERVICE_UNAVAILABLE"
            ]
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
            "maxItems": 100
          },
          "requestId": {
            "type": "string",
            "description": "The id of the request, as in the `x-request-id` header.",
            "maxLength": 128
          }
        }
      },
      "503": {
        "type": "object",
        "description": "The body of every error response.",
        "required": [
          "error",
          "message"
        ],
        "properties": {
          "error": {
            "type": "string",
            "description": "A stable, machine-readable error code:\n\n| status | error | when |\n|---|---|---|\n| 400 | INVALID_REQUEST | the request is invalid, e.g. `targetUrl` missing |\n| 401 | UNAUTHORIZED | the API key is invalid or missing |\n| 403 | FORBIDDEN | the key lacks the scope the operation needs |\n| 404 | NOT_FOUND | the QR code (or API key) does not exist for this account |\n| 409 | CONFLICT | the custom short id is taken, or an account's cap (API keys, webhook endpoints) is reached |\n| 412 | PRECONDITION_FAILED | `If-Match` names none of the code's current ETag |\n| 413 | PAYLOAD_TOO_LARGE | the body is larger than 16 KiB |\n| 415 | UNSUPPORTED_MEDIA_TYPE | the body is not `application/json` |\n| 422 | IDEMPOTENCY_KEY_REUSED | the `Idempotency-Key` was used with another request |\n| 422 | UNSCANNABLE | the styling does not decode; the details name the option to change |\n| 429 | RATE_LIMITED | too many requests; see `Retry-After` |\n| 500 | INTERNAL_ERROR | the service failed |\n| 503 | SERVICE_UNAVAILABLE | the store cannot commit right now; nothing changed, see `Retry-After` |\n",
            "enum": [
              "INVALID_REQUEST",
              "UNAUTHORIZED",
              "FORBIDDEN",
              "NOT_FOUND",
              "CONFLICT",
              "PRECONDITION_FAILED",
              "PAYLOAD_TOO_LARGE",
              "UNSUPPORTED_MEDIA_TYPE",
              "IDEMPOTENCY_KEY_REUSED",
              "UNSCANNABLE",
              "RATE_LIMITED",
              "INTERNAL_ERROR",
              "SERVICE_UNAVAILABLE"
            ]
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
            "maxItems": 100
          },
          "requestId": {
            "type": "string",
            "description": "The id of the request, as in the `x-request-id` header.",
            "maxLength": 128
          }
        }
      }
    }
  },
  {
    "operationId": "bulkUpdateQrCodes",
    "method": "PATCH",
    "path": "/qrcode/bulk",
    "url": "/api/v1/qrcode/bulk",
    "authenticated": true,
    "scopes": [
      "qrcodes:write"
    ],
    "request": {
      "body": {
        "$ref": "#/components/schemas/BulkUpdateRequest"
      }
    },
    "responses": {
      "200": {
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
                    "scanLimitCounts"
                  ],
                  "properties": {
                    "shortId": {
                      "type": "string",
                      "description": "The short identifier of a QR code; case-sensitive.",
                      "minLength": 3,
                      "maxLength": 64,
                      "pattern": "^[A-Za-z0-9_-]+$",
                      "examples": [
                        "aZ3kP9qX"
                      ]
                    },
                    "qrCodeUrl": {
                      "type": "string",
                      "format": "uri",
                      "description": "The public short link, `{site_url}/<shortId>`; the text the QR code encodes.",
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
                              "type": "string",
                              "description": "The shape of the corner squares, as qr-code-styling names them. Default `square`.\nqr-code-styling's `dot` rings are not offered: circular finder rings failed to decode in\nour scan tests at several sizes, and every image dynqr serves must scan.\n",
                              "enum": [
                                "square",
                                "extra-rounded"
                              ],
                              "examples": [
                                "extra-rounded"
                              ]
                            },
                            "color": {
                              "type": "string",
                              "description": "A colour in hex form `#RRGGBB`; stored in lower case.",
                              "pattern": "^#[0-9A-Fa-f]{6}$",
                              "examples": [
                                "#1a2b3c"
                              ],
                              "maxLength": 7
                            },
                            "gradient": {
                              "type": "object",
                              "description": "A colour gradient over the whole code (qr-code-styling's form). It replaces the part's\n`color`; every stop must keep the contrast rule against every background colour.\n",
                              "required": [
                                "colorStops"
                              ],
                              "additionalProperties": false,
                              "properties": {
                                "type": {
                                  "type": "string",
                                  "description": "A linear gradient along `rotation`, or a radial one from the centre. Default `linear`.",
                                  "enum": [
                                    "linear",
                                    "radial"
                                  ],
                                  "examples": [
                                    "radial"
                                  ]
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
                                        "type": "string",
                                        "description": "A colour in hex form `#RRGGBB`; stored in lower case.",
                                        "pattern": "^#[0-9A-Fa-f]{6}$",
                                        "examples": [
                                          "#1a2b3c"
                                        ],
                                        "maxLength": 7
                                      }
                                    }
                                  }
                                }
                              }
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
                              "type": "string",
                              "description": "The shape of the dots inside the corner squares. Default `square`.",
                              "enum": [
                                "square",
                                "dot"
                              ],
                              "examples": [
                                "dot"
                              ]
                            },
                            "color": {
                              "type": "string",
                              "description": "A colour in hex form `#RRGGBB`; stored in lower case.",
                              "pattern": "^#[0-9A-Fa-f]{6}$",
                              "examples": [
                                "#1a2b3c"
                              ],
                              "maxLength": 7
                            },
                            "gradient": {
                              "type": "object",
                              "description": "A colour gradient over the whole code (qr-code-styling's form). It replaces the part's\n`color`; every stop must keep the contrast rule against every background colour.\n",
                              "required": [
                                "colorStops"
                              ],
                              "additionalProperties": false,
                              "properties": {
                                "type": {
                                  "type": "string",
                                  "description": "A linear gradient along `rotation`, or a radial one from the centre. Default `linear`.",
                                  "enum": [
                                    "linear",
                                    "radial"
                                  ],
                                  "examples": [
                                    "radial"
                                  ]
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
                                        "type": "string",
                                        "description": "A colour in hex form `#RRGGBB`; stored in lower case.",
                                        "pattern": "^#[0-9A-Fa-f]{6}$",
                                        "examples": [
                                          "#1a2b3c"
                                        ],
                                        "maxLength": 7
                                      }
                                    }
                                  }
                                }
                              }
                            }
                          }
                        },
                        "margin": {
                          "type": "integer",
                          "description": "Empty space around the code in pixels, 0 to 512, default 0. A quiet zone of 4 modules is\nalways kept inside it, so a code scans with any margin.\n",
                          "minimum": 0,
                          "maximum": 512,
                          "examples": [
                            16
                          ],
                          "format": "int32"
                        },
                        "qrOptions": {
                          "type": "object",
                          "required": [
                            "errorCorrectionLevel"
                          ],
                          "properties": {
                            "errorCorrectionLevel": {
                              "type": "string",
                              "description": "How much of the symbol may be damaged and still read: L 7 %, M 15 %, Q 25 % (default, as\nin qr-code-styling), H 30 %. Higher levels make denser codes.\n",
                              "enum": [
                                "L",
                                "M",
                                "Q",
                                "H"
                              ],
                              "examples": [
                                "Q"
                              ]
                            }
                          }
                        },
                        "width": {
                          "type": "integer",
                          "description": "A size in pixels, 64 to 4096.",
                          "minimum": 64,
                          "maximum": 4096,
                          "examples": [
                            300
                          ],
                          "format": "int32"
                        },
                        "height": {
                          "type": "integer",
                          "description": "A size in pixels, 64 to 4096.",
                          "minimum": 64,
                          "maximum": 4096,
                          "examples": [
                            300
                          ],
                          "format": "int32"
                        },
                        "dotsOptions": {
                          "type": "object",
                          "required": [
                            "type",
                            "color"
                          ],
                          "properties": {
                            "type": {
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
                              "examples": [
                                "rounded"
                              ]
                            },
                            "color": {
                              "type": "string",
                              "description": "A colour in hex form `#RRGGBB`; stored in lower case.",
                              "pattern": "^#[0-9A-Fa-f]{6}$",
                              "examples": [
                                "#1a2b3c"
                              ],
                              "maxLength": 7
                            },
                            "gradient": {
                              "type": "object",
                              "description": "A colour gradient over the whole code (qr-code-styling's form). It replaces the part's\n`color`; every stop must keep the contrast rule against every background colour.\n",
                              "required": [
                                "colorStops"
                              ],
                              "additionalProperties": false,
                              "properties": {
                                "type": {
                                  "type": "string",
                                  "description": "A linear gradient along `rotation`, or a radial one from the centre. Default `linear`.",
                                  "enum": [
                                    "linear",
                                    "radial"
                                  ],
                                  "examples": [
                                    "radial"
                                  ]
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
                                        "type": "string",
                                        "description": "A colour in hex form `#RRGGBB`; stored in lower case.",
                                        "pattern": "^#[0-9A-Fa-f]{6}$",
                                        "examples": [
                                          "#1a2b3c"
                                        ],
                                        "maxLength": 7
                                      }
                                    }
                                  }
                                }
                              }
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
                              "type": "string",
                              "description": "A colour in hex form `#RRGGBB`; stored in lower case.",
                              "pattern": "^#[0-9A-Fa-f]{6}$",
                              "examples": [
                                "#1a2b3c"
                              ],
                              "maxLength": 7
                            },
                            "gradient": {
                              "type": "object",
                              "description": "A colour gradient over the whole code (qr-code-styling's form). It replaces the part's\n`color`; every stop must keep the contrast rule against every background colour.\n",
                              "required": [
                                "colorStops"
                              ],
                              "additionalProperties": false,
                              "properties": {
                                "type": {
                                  "type": "string",
                                  "description": "A linear gradient along `rotation`, or a radial one from the centre. Default `linear`.",
                                  "enum": [
                                    "linear",
                                    "radial"
                                  ],
                                  "examples": [
                                    "radial"
                                  ]
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
                                        "type": "string",
                                        "description": "A colour in hex form `#RRGGBB`; stored in lower case.",
                                        "pattern": "^#[0-9A-Fa-f]{6}$",
                                        "examples": [
                                          "#1a2b3c"
                                        ],
                                        "maxLength": 7
                                      }
                                    }
                                  }
                                }
                              }
                            }
                          }
                        },
                        "image": {
                          "type": "string",
                          "description": "An uploaded image of the account (`ast_` and 16 hex characters); an id that is not one of the account's is refused with `400`.",
                          "pattern": "^ast_[0-9a-f]{16}$",
                          "maxLength": 20,
                          "examples": [
                            "ast_3f9a2c7d1e8b4c60"
                          ]
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
                              "type": "number",
                              "description": "The image's size as a share of the code's side, 0.1 to 0.5, default 0.4. A logo that hides\nmore modules than the error correction restores is refused by the scan guard\n(`422 UNSCANNABLE`); a square logo at 0.5 usually is.\n",
                              "minimum": 0.1,
                              "maximum": 0.5,
                              "examples": [
                                0.4
                              ]
                            },
                            "margin": {
                              "type": "integer",
                              "description": "Empty space around the image in pixels, 0 to 64, default 0.",
                              "minimum": 0,
                              "maximum": 64,
                              "examples": [
                                4
                              ],
                              "format": "int32"
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
                              "type": "string",
                              "description": "`box`: a border with the text under the code; `banner`: a border and a band of the\nframe's colour under the code with the text on it. Default `none`.\n",
                              "enum": [
                                "none",
                                "box",
                                "banner"
                              ],
                              "examples": [
                                "banner"
                              ]
                            },
                            "text": {
                              "type": "string",
                              "description": "The call to action, at most 24 characters of Latin-1 (the frame font's); default `SCAN ME`.",
                              "maxLength": 24,
                              "pattern": "^[ -~\\u00A0-\\u00FF]*$",
                              "examples": [
                                "SCAN ME"
                              ]
                            },
                            "color": {
                              "type": "string",
                              "description": "A colour in hex form `#RRGGBB`; stored in lower case.",
                              "pattern": "^#[0-9A-Fa-f]{6}$",
                              "examples": [
                                "#1a2b3c"
                              ],
                              "maxLength": 7
                            },
                            "textColor": {
                              "type": "string",
                              "description": "A colour in hex form `#RRGGBB`; stored in lower case.",
                              "pattern": "^#[0-9A-Fa-f]{6}$",
                              "examples": [
                                "#1a2b3c"
                              ],
                              "maxLength": 7
                            }
                          }
                        }
                      }
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
                    "maxScans": {
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
                    "fallbackUrl": {
                      "type": [
                        "string",
                        "null"
                      ],
                      "format": "uri",
                      "description": "Where scanners go when the code is inactive, expired or at its `maxScans`; the same\nrules as `targetUrl`. `null`: such scans get a `410` page saying the code is no\nlonger active.\n",
                      "minLength": 1,
                      "maxLength": 2048,
                      "pattern": "^[Hh][Tt][Tt][Pp][Ss]?://",
                      "examples": [
                        "https://example.com/offer-ended"
                      ]
                    },
                    "active": {
                      "type": "boolean",
                      "description": "Whether the owner has the code switched on (`true` unless set to `false`)."
                    },
                    "title": {
                      "type": [
                        "string",
                        "null"
                      ],
                      "description": "What the owner calls the code (\"Menu — table tent 4\"): shown in the dashboard and\nmatched by the list's `q`. 1–200 characters, no control characters; `null`: no title\n(on create, leaving it out is the same; on update, `null` removes it).\n",
                      "minLength": 1,
                      "maxLength": 200,
                      "pattern": "^[^\\u0000-\\u001F\\u007F]+$",
                      "examples": [
                        "Menu — table tent 4"
                      ]
                    },
                    "scanLimitCounts": {
                      "type": "string",
                      "description": "What `maxScans` counts. `views` (the default): every view. `uniqueViews`: the code's\nunique views over its life (the sum of its daily unique views, see `getQrCodeStats`), so\nthat one person reloading the code does not use it up; the code is used up when they\nreach `maxScans`, and from then on every scan goes to `fallbackUrl` or a `410` page.\nExact under concurrent scans.\n",
                      "enum": [
                        "views",
                        "uniqueViews"
                      ]
                    }
                  }
                },
                "error": {
                  "type": "object",
                  "description": "The body of every error response.",
                  "required": [
                    "error",
                    "message"
                  ],
                  "properties": {
                    "error": {
                      "type": "string",
                      "description": "A stable, machine-readable error code:\n\n| status | error | when |\n|---|---|---|\n| 400 | INVALID_REQUEST | the request is invalid, e.g. `targetUrl` missing |\n| 401 | UNAUTHORIZED | the API key is invalid or missing |\n| 403 | FORBIDDEN | the key lacks the scope the operation needs |\n| 404 | NOT_FOUND | the QR code (or API key) does not exist for this account |\n| 409 | CONFLICT | the custom short id is taken, or an account's cap (API keys, webhook endpoints) is reached |\n| 412 | PRECONDITION_FAILED | `If-Match` names none of the code's current ETag |\n| 413 | PAYLOAD_TOO_LARGE | the body is larger than 16 KiB |\n| 415 | UNSUPPORTED_MEDIA_TYPE | the body is not `application/json` |\n| 422 | IDEMPOTENCY_KEY_REUSED | the `Idempotency-Key` was used with another request |\n| 422 | UNSCANNABLE | the styling does not decode; the details name the option to change |\n| 429 | RATE_LIMITED | too many requests; see `Retry-After` |\n| 500 | INTERNAL_ERROR | the service failed |\n| 503 | SERVICE_UNAVAILABLE | the store cannot commit right now; nothing changed, see `Retry-After` |\n",
                      "enum": [
                        "INVALID_REQUEST",
                        "UNAUTHORIZED",
                        "FORBIDDEN",
                        "NOT_FOUND",
                        "CONFLICT",
                        "PRECONDITION_FAILED",
                        "PAYLOAD_TOO_LARGE",
                        "UNSUPPORTED_MEDIA_TYPE",
                        "IDEMPOTENCY_KEY_REUSED",
                        "UNSCANNABLE",
                        "RATE_LIMITED",
                        "INTERNAL_ERROR",
                        "SERVICE_UNAVAILABLE"
                      ]
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
                      "maxItems": 100
                    },
                    "requestId": {
                      "type": "string",
                      "description": "The id of the request, as in the `x-request-id` header.",
                      "maxLength": 128
                    }
                  }
                }
              }
            }
          }
        }
      },
      "400": {
        "type": "object",
        "description": "The body of every error response.",
        "required": [
          "error",
          "message"
        ],
        "properties": {
          "error": {
            "type": "string",
            "description": "A stable, machine-readable error code:\n\n| status | error | when |\n|---|---|---|\n| 400 | INVALID_REQUEST | the request is invalid, e.g. `targetUrl` missing |\n| 401 | UNAUTHORIZED | the API key is invalid or missing |\n| 403 | FORBIDDEN | the key lacks the scope the operation needs |\n| 404 | NOT_FOUND | the QR code (or API key) does not exist for this account |\n| 409 | CONFLICT | the custom short id is taken, or an account's cap (API keys, webhook endpoints) is reached |\n| 412 | PRECONDITION_FAILED | `If-Match` names none of the code's current ETag |\n| 413 | PAYLOAD_TOO_LARGE | the body is larger than 16 KiB |\n| 415 | UNSUPPORTED_MEDIA_TYPE | the body is not `application/json` |\n| 422 | IDEMPOTENCY_KEY_REUSED | the `Idempotency-Key` was used with another request |\n| 422 | UNSCANNABLE | the styling does not decode; the details name the option to change |\n| 429 | RATE_LIMITED | too many requests; see `Retry-After` |\n| 500 | INTERNAL_ERROR | the service failed |\n| 503 | SERVICE_UNAVAILABLE | the store cannot commit right now; nothing changed, see `Retry-After` |\n",
            "enum": [
              "INVALID_REQUEST",
              "UNAUTHORIZED",
              "FORBIDDEN",
              "NOT_FOUND",
              "CONFLICT",
              "PRECONDITION_FAILED",
              "PAYLOAD_TOO_LARGE",
              "UNSUPPORTED_MEDIA_TYPE",
              "IDEMPOTENCY_KEY_REUSED",
              "UNSCANNABLE",
              "RATE_LIMITED",
              "INTERNAL_ERROR",
              "SERVICE_UNAVAILABLE"
            ]
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
            "maxItems": 100
          },
          "requestId": {
            "type": "string",
            "description": "The id of the request, as in the `x-request-id` header.",
            "maxLength": 128
          }
        }
      },
      "401": {
        "type": "object",
        "description": "The body of every error response.",
        "required": [
          "error",
          "message"
        ],
        "properties": {
          "error": {
            "type": "string",
            "description": "A stable, machine-readable error code:\n\n| status | error | when |\n|---|---|---|\n| 400 | INVALID_REQUEST | the request is invalid, e.g. `targetUrl` missing |\n| 401 | UNAUTHORIZED | the API key is invalid or missing |\n| 403 | FORBIDDEN | the key lacks the scope the operation needs |\n| 404 | NOT_FOUND | the QR code (or API key) does not exist for this account |\n| 409 | CONFLICT | the custom short id is taken, or an account's cap (API keys, webhook endpoints) is reached |\n| 412 | PRECONDITION_FAILED | `If-Match` names none of the code's current ETag |\n| 413 | PAYLOAD_TOO_LARGE | the body is larger than 16 KiB |\n| 415 | UNSUPPORTED_MEDIA_TYPE | the body is not `application/json` |\n| 422 | IDEMPOTENCY_KEY_REUSED | the `Idempotency-Key` was used with another request |\n| 422 | UNSCANNABLE | the styling does not decode; the details name the option to change |\n| 429 | RATE_LIMITED | too many requests; see `Retry-After` |\n| 500 | INTERNAL_ERROR | the service failed |\n| 503 | SERVICE_UNAVAILABLE | the store cannot commit right now; nothing changed, see `Retry-After` |\n",
            "enum": [
              "INVALID_REQUEST",
              "UNAUTHORIZED",
              "FORBIDDEN",
              "NOT_FOUND",
              "CONFLICT",
              "PRECONDITION_FAILED",
              "PAYLOAD_TOO_LARGE",
              "UNSUPPORTED_MEDIA_TYPE",
              "IDEMPOTENCY_KEY_REUSED",
              "UNSCANNABLE",
              "RATE_LIMITED",
              "INTERNAL_ERROR",
              "SERVICE_UNAVAILABLE"
            ]
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
            "maxItems": 100
          },
          "requestId": {
            "type": "string",
            "description": "The id of the request, as in the `x-request-id` header.",
            "maxLength": 128
          }
        }
      },
      "403": {
        "type": "object",
        "description": "The body of every error response.",
        "required": [
          "error",
          "message"
        ],
        "properties": {
          "error": {
            "type": "string",
            "description": "A stable, machine-readable error code:\n\n| status | error | when |\n|---|---|---|\n| 400 | INVALID_REQUEST | the request is invalid, e.g. `targetUrl` missing |\n| 401 | UNAUTHORIZED | the API key is invalid or missing |\n| 403 | FORBIDDEN | the key lacks the scope the operation needs |\n| 404 | NOT_FOUND | the QR code (or API key) does not exist for this account |\n| 409 | CONFLICT | the custom short id is taken, or an account's cap (API keys, webhook endpoints) is reached |\n| 412 | PRECONDITION_FAILED | `If-Match` names none of the code's current ETag |\n| 413 | PAYLOAD_TOO_LARGE | the body is larger than 16 KiB |\n| 415 | UNSUPPORTED_MEDIA_TYPE | the body is not `application/json` |\n| 422 | IDEMPOTENCY_KEY_REUSED | the `Idempotency-Key` was used with another request |\n| 422 | UNSCANNABLE | the styling does not decode; the details name the option to change |\n| 429 | RATE_LIMITED | too many requests; see `Retry-After` |\n| 500 | INTERNAL_ERROR | the service failed |\n| 503 | SERVICE_UNAVAILABLE | the store cannot commit right now; nothing changed, see `Retry-After` |\n",
            "enum": [
              "INVALID_REQUEST",
              "UNAUTHORIZED",
              "FORBIDDEN",
              "NOT_FOUND",
              "CONFLICT",
              "PRECONDITION_FAILED",
              "PAYLOAD_TOO_LARGE",
              "UNSUPPORTED_MEDIA_TYPE",
              "IDEMPOTENCY_KEY_REUSED",
              "UNSCANNABLE",
              "RATE_LIMITED",
              "INTERNAL_ERROR",
              "SERVICE_UNAVAILABLE"
            ]
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
            "maxItems": 100
          },
          "requestId": {
            "type": "string",
            "description": "The id of the request, as in the `x-request-id` header.",
            "maxLength": 128
          }
        }
      },
      "409": {
        "type": "object",
        "description": "The body of every error response.",
        "required": [
          "error",
          "message"
        ],
        "properties": {
          "error": {
            "type": "string",
            "description": "A stable, machine-readable error code:\n\n| status | error | when |\n|---|---|---|\n| 400 | INVALID_REQUEST | the request is invalid, e.g. `targetUrl` missing |\n| 401 | UNAUTHORIZED | the API key is invalid or missing |\n| 403 | FORBIDDEN | the key lacks the scope the operation needs |\n| 404 | NOT_FOUND | the QR code (or API key) does not exist for this account |\n| 409 | CONFLICT | the custom short id is taken, or an account's cap (API keys, webhook endpoints) is reached |\n| 412 | PRECONDITION_FAILED | `If-Match` names none of the code's current ETag |\n| 413 | PAYLOAD_TOO_LARGE | the body is larger than 16 KiB |\n| 415 | UNSUPPORTED_MEDIA_TYPE | the body is not `application/json` |\n| 422 | IDEMPOTENCY_KEY_REUSED | the `Idempotency-Key` was used with another request |\n| 422 | UNSCANNABLE | the styling does not decode; the details name the option to change |\n| 429 | RATE_LIMITED | too many requests; see `Retry-After` |\n| 500 | INTERNAL_ERROR | the service failed |\n| 503 | SERVICE_UNAVAILABLE | the store cannot commit right now; nothing changed, see `Retry-After` |\n",
            "enum": [
              "INVALID_REQUEST",
              "UNAUTHORIZED",
              "FORBIDDEN",
              "NOT_FOUND",
              "CONFLICT",
              "PRECONDITION_FAILED",
              "PAYLOAD_TOO_LARGE",
              "UNSUPPORTED_MEDIA_TYPE",
              "IDEMPOTENCY_KEY_REUSED",
              "UNSCANNABLE",
              "RATE_LIMITED",
              "INTERNAL_ERROR",
              "SERVICE_UNAVAILABLE"
            ]
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
            "maxItems": 100
          },
          "requestId": {
            "type": "string",
            "description": "The id of the request, as in the `x-request-id` header.",
            "maxLength": 128
          }
        }
      },
      "413": {
        "type": "object",
        "description": "The body of every error response.",
        "required": [
          "error",
          "message"
        ],
        "properties": {
          "error": {
            "type": "string",
            "description": "A stable, machine-readable error code:\n\n| status | error | when |\n|---|---|---|\n| 400 | INVALID_REQUEST | the request is invalid, e.g. `targetUrl` missing |\n| 401 | UNAUTHORIZED | the API key is invalid or missing |\n| 403 | FORBIDDEN | the key lacks the scope the operation needs |\n| 404 | NOT_FOUND | the QR code (or API key) does not exist for this account |\n| 409 | CONFLICT | the custom short id is taken, or an account's cap (API keys, webhook endpoints) is reached |\n| 412 | PRECONDITION_FAILED | `If-Match` names none of the code's current ETag |\n| 413 | PAYLOAD_TOO_LARGE | the body is larger than 16 KiB |\n| 415 | UNSUPPORTED_MEDIA_TYPE | the body is not `application/json` |\n| 422 | IDEMPOTENCY_KEY_REUSED | the `Idempotency-Key` was used with another request |\n| 422 | UNSCANNABLE | the styling does not decode; the details name the option to change |\n| 429 | RATE_LIMITED | too many requests; see `Retry-After` |\n| 500 | INTERNAL_ERROR | the service failed |\n| 503 | SERVICE_UNAVAILABLE | the store cannot commit right now; nothing changed, see `Retry-After` |\n",
            "enum": [
              "INVALID_REQUEST",
              "UNAUTHORIZED",
              "FORBIDDEN",
              "NOT_FOUND",
              "CONFLICT",
              "PRECONDITION_FAILED",
              "PAYLOAD_TOO_LARGE",
              "UNSUPPORTED_MEDIA_TYPE",
              "IDEMPOTENCY_KEY_REUSED",
              "UNSCANNABLE",
              "RATE_LIMITED",
              "INTERNAL_ERROR",
              "SERVICE_UNAVAILABLE"
            ]
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
            "maxItems": 100
          },
          "requestId": {
            "type": "string",
            "description": "The id of the request, as in the `x-request-id` header.",
            "maxLength": 128
          }
        }
      },
      "415": {
        "type": "object",
        "description": "The body of every error response.",
        "required": [
          "error",
          "message"
        ],
        "properties": {
          "error": {
            "type": "string",
            "description": "A stable, machine-readable error code:\n\n| status | error | when |\n|---|---|---|\n| 400 | INVALID_REQUEST | the request is invalid, e.g. `targetUrl` missing |\n| 401 | UNAUTHORIZED | the API key is invalid or missing |\n| 403 | FORBIDDEN | the key lacks the scope the operation needs |\n| 404 | NOT_FOUND | the QR code (or API key) does not exist for this account |\n| 409 | CONFLICT | the custom short id is taken, or an account's cap (API keys, webhook endpoints) is reached |\n| 412 | PRECONDITION_FAILED | `If-Match` names none of the code's current ETag |\n| 413 | PAYLOAD_TOO_LARGE | the body is larger than 16 KiB |\n| 415 | UNSUPPORTED_MEDIA_TYPE | the body is not `application/json` |\n| 422 | IDEMPOTENCY_KEY_REUSED | the `Idempotency-Key` was used with another request |\n| 422 | UNSCANNABLE | the styling does not decode; the details name the option to change |\n| 429 | RATE_LIMITED | too many requests; see `Retry-After` |\n| 500 | INTERNAL_ERROR | the service failed |\n| 503 | SERVICE_UNAVAILABLE | the store cannot commit right now; nothing changed, see `Retry-After` |\n",
            "enum": [
              "INVALID_REQUEST",
              "UNAUTHORIZED",
              "FORBIDDEN",
              "NOT_FOUND",
              "CONFLICT",
              "PRECONDITION_FAILED",
              "PAYLOAD_TOO_LARGE",
              "UNSUPPORTED_MEDIA_TYPE",
              "IDEMPOTENCY_KEY_REUSED",
              "UNSCANNABLE",
              "RATE_LIMITED",
              "INTERNAL_ERROR",
              "SERVICE_UNAVAILABLE"
            ]
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
            "maxItems": 100
          },
          "requestId": {
            "type": "string",
            "description": "The id of the request, as in the `x-request-id` header.",
            "maxLength": 128
          }
        }
      },
      "422": {
        "type": "object",
        "description": "The body of every error response.",
        "required": [
          "error",
          "message"
        ],
        "properties": {
          "error": {
            "type": "string",
            "description": "A stable, machine-readable error code:\n\n| status | error | when |\n|---|---|---|\n| 400 | INVALID_REQUEST | the request is invalid, e.g. `targetUrl` missing |\n| 401 | UNAUTHORIZED | the API key is invalid or missing |\n| 403 | FORBIDDEN | the key lacks the scope the operation needs |\n| 404 | NOT_FOUND | the QR code (or API key) does not exist for this account |\n| 409 | CONFLICT | the custom short id is taken, or an account's cap (API keys, webhook endpoints) is reached |\n| 412 | PRECONDITION_FAILED | `If-Match` names none of the code's current ETag |\n| 413 | PAYLOAD_TOO_LARGE | the body is larger than 16 KiB |\n| 415 | UNSUPPORTED_MEDIA_TYPE | the body is not `application/json` |\n| 422 | IDEMPOTENCY_KEY_REUSED | the `Idempotency-Key` was used with another request |\n| 422 | UNSCANNABLE | the styling does not decode; the details name the option to change |\n| 429 | RATE_LIMITED | too many requests; see `Retry-After` |\n| 500 | INTERNAL_ERROR | the service failed |\n| 503 | SERVICE_UNAVAILABLE | the store cannot commit right now; nothing changed, see `Retry-After` |\n",
            "enum": [
              "INVALID_REQUEST",
              "UNAUTHORIZED",
              "FORBIDDEN",
              "NOT_FOUND",
              "CONFLICT",
              "PRECONDITION_FAILED",
              "PAYLOAD_TOO_LARGE",
              "UNSUPPORTED_MEDIA_TYPE",
              "IDEMPOTENCY_KEY_REUSED",
              "UNSCANNABLE",
              "RATE_LIMITED",
              "INTERNAL_ERROR",
              "SERVICE_UNAVAILABLE"
            ]
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
            "maxItems": 100
          },
          "requestId": {
            "type": "string",
            "description": "The id of the request, as in the `x-request-id` header.",
            "maxLength": 128
          }
        }
      },
      "429": {
        "type": "object",
        "description": "The body of every error response.",
        "required": [
          "error",
          "message"
        ],
        "properties": {
          "error": {
            "type": "string",
            "description": "A stable, machine-readable error code:\n\n| status | error | when |\n|---|---|---|\n| 400 | INVALID_REQUEST | the request is invalid, e.g. `targetUrl` missing |\n| 401 | UNAUTHORIZED | the API key is invalid or missing |\n| 403 | FORBIDDEN | the key lacks the scope the operation needs |\n| 404 | NOT_FOUND | the QR code (or API key) does not exist for this account |\n| 409 | CONFLICT | the custom short id is taken, or an account's cap (API keys, webhook endpoints) is reached |\n| 412 | PRECONDITION_FAILED | `If-Match` names none of the code's current ETag |\n| 413 | PAYLOAD_TOO_LARGE | the body is larger than 16 KiB |\n| 415 | UNSUPPORTED_MEDIA_TYPE | the body is not `application/json` |\n| 422 | IDEMPOTENCY_KEY_REUSED | the `Idempotency-Key` was used with another request |\n| 422 | UNSCANNABLE | the styling does not decode; the details name the option to change |\n| 429 | RATE_LIMITED | too many requests; see `Retry-After` |\n| 500 | INTERNAL_ERROR | the service failed |\n| 503 | SERVICE_UNAVAILABLE | the store cannot commit right now; nothing changed, see `Retry-After` |\n",
            "enum": [
              "INVALID_REQUEST",
              "UNAUTHORIZED",
              "FORBIDDEN",
              "NOT_FOUND",
              "CONFLICT",
              "PRECONDITION_FAILED",
              "PAYLOAD_TOO_LARGE",
              "UNSUPPORTED_MEDIA_TYPE",
              "IDEMPOTENCY_KEY_REUSED",
              "UNSCANNABLE",
              "RATE_LIMITED",
              "INTERNAL_ERROR",
              "SERVICE_UNAVAILABLE"
            ]
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
            "maxItems": 100
          },
          "requestId": {
            "type": "string",
            "description": "The id of the request, as in the `x-request-id` header.",
            "maxLength": 128
          }
        }
      },
      "500": {
        "type": "object",
        "description": "The body of every error response.",
        "required": [
          "error",
          "message"
        ],
        "properties": {
          "error": {
            "type": "string",
            "description": "A stable, machine-readable error code:\n\n| status | error | when |\n|---|---|---|\n| 400 | INVALID_REQUEST | the request is invalid, e.g. `targetUrl` missing |\n| 401 | UNAUTHORIZED | the API key is invalid or missing |\n| 403 | FORBIDDEN | the key lacks the scope the operation needs |\n| 404 | NOT_FOUND | the QR code (or API key) does not exist for this account |\n| 409 | CONFLICT | the custom short id is taken, or an account's cap (API keys, webhook endpoints) is reached |\n| 412 | PRECONDITION_FAILED | `If-Match` names none of the code's current ETag |\n| 413 | PAYLOAD_TOO_LARGE | the body is larger than 16 KiB |\n| 415 | UNSUPPORTED_MEDIA_TYPE | the body is not `application/json` |\n| 422 | IDEMPOTENCY_KEY_REUSED | the `Idempotency-Key` was used with another request |\n| 422 | UNSCANNABLE | the styling does not decode; the details name the option to change |\n| 429 | RATE_LIMITED | too many requests; see `Retry-After` |\n| 500 | INTERNAL_ERROR | the service failed |\n| 503 | SERVICE_UNAVAILABLE | the store cannot commit right now; nothing changed, see `Retry-After` |\n",
            "enum": [
              "INVALID_REQUEST",
              "UNAUTHORIZED",
              "FORBIDDEN",
              "NOT_FOUND",
              "CONFLICT",
              "PRECONDITION_FAILED",
              "PAYLOAD_TOO_LARGE",
              "UNSUPPORTED_MEDIA_TYPE",
              "IDEMPOTENCY_KEY_REUSED",
              "UNSCANNABLE",
              "RATE_LIMITED",
              "INTERNAL_ERROR",
              "SERVICE_UNAVAILABLE"
            ]
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
            "maxItems": 100
          },
          "requestId": {
            "type": "string",
            "description": "The id of the request, as in the `x-request-id` header.",
            "maxLength": 128
          }
        }
      },
      "503": {
        "type": "object",
        "description": "The body of every error response.",
        "required": [
          "error",
          "message"
        ],
        "properties": {
          "error": {
            "type": "string",
            "description": "A stable, machine-readable error code:\n\n| status | error | when |\n|---|---|---|\n| 400 | INVALID_REQUEST | the request is invalid, e.g. `targetUrl` missing |\n| 401 | UNAUTHORIZED | the API key is invalid or missing |\n| 403 | FORBIDDEN | the key lacks the scope the operation needs |\n| 404 | NOT_FOUND | the QR code (or API key) does not exist for this account |\n| 409 | CONFLICT | the custom short id is taken, or an account's cap (API keys, webhook endpoints) is reached |\n| 412 | PRECONDITION_FAILED | `If-Match` names none of the code's current ETag |\n| 413 | PAYLOAD_TOO_LARGE | the body is larger than 16 KiB |\n| 415 | UNSUPPORTED_MEDIA_TYPE | the body is not `application/json` |\n| 422 | IDEMPOTENCY_KEY_REUSED | the `Idempotency-Key` was used with another request |\n| 422 | UNSCANNABLE | the styling does not decode; the details name the option to change |\n| 429 | RATE_LIMITED | too many requests; see `Retry-After` |\n| 500 | INTERNAL_ERROR | the service failed |\n| 503 | SERVICE_UNAVAILABLE | the store cannot commit right now; nothing changed, see `Retry-After` |\n",
            "enum": [
              "INVALID_REQUEST",
              "UNAUTHORIZED",
              "FORBIDDEN",
              "NOT_FOUND",
              "CONFLICT",
              "PRECONDITION_FAILED",
              "PAYLOAD_TOO_LARGE",
              "UNSUPPORTED_MEDIA_TYPE",
              "IDEMPOTENCY_KEY_REUSED",
              "UNSCANNABLE",
              "RATE_LIMITED",
              "INTERNAL_ERROR",
              "SERVICE_UNAVAILABLE"
            ]
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
            "maxItems": 100
          },
          "requestId": {
            "type": "string",
            "description": "The id of the request, as in the `x-request-id` header.",
            "maxLength": 128
          }
        }
      }
    }
  },
  {
    "operationId": "exportQrCodes",
    "method": "GET",
    "path": "/qrcode/export",
    "url": "/api/v1/qrcode/export",
    "authenticated": true,
    "scopes": [
      "qrcodes:read"
    ],
    "request": {
      "querystring": {
        "type": "object",
        "additionalProperties": false,
        "properties": {
          "q": {
            "type": "string",
            "minLength": 1,
            "maxLength": 200
          },
          "active": {
            "type": "boolean"
          }
        },
        "required": []
      }
    },
    "responses": {
      "400": {
        "type": "object",
        "description": "The body of every error response.",
        "required": [
          "error",
          "message"
        ],
        "properties": {
          "error": {
            "type": "string",
            "description": "A stable, machine-readable error code:\n\n| status | error | when |\n|---|---|---|\n| 400 | INVALID_REQUEST | the request is invalid, e.g. `targetUrl` missing |\n| 401 | UNAUTHORIZED | the API key is invalid or missing |\n| 403 | FORBIDDEN | the key lacks the scope the operation needs |\n| 404 | NOT_FOUND | the QR code (or API key) does not exist for this account |\n| 409 | CONFLICT | the custom short id is taken, or an account's cap (API keys, webhook endpoints) is reached |\n| 412 | PRECONDITION_FAILED | `If-Match` names none of the code's current ETag |\n| 413 | PAYLOAD_TOO_LARGE | the body is larger than 16 KiB |\n| 415 | UNSUPPORTED_MEDIA_TYPE | the body is not `application/json` |\n| 422 | IDEMPOTENCY_KEY_REUSED | the `Idempotency-Key` was used with another request |\n| 422 | UNSCANNABLE | the styling does not decode; the details name the option to change |\n| 429 | RATE_LIMITED | too many requests; see `Retry-After` |\n| 500 | INTERNAL_ERROR | the service failed |\n| 503 | SERVICE_UNAVAILABLE | the store cannot commit right now; nothing changed, see `Retry-After` |\n",
            "enum": [
              "INVALID_REQUEST",
              "UNAUTHORIZED",
              "FORBIDDEN",
              "NOT_FOUND",
              "CONFLICT",
              "PRECONDITION_FAILED",
              "PAYLOAD_TOO_LARGE",
              "UNSUPPORTED_MEDIA_TYPE",
              "IDEMPOTENCY_KEY_REUSED",
              "UNSCANNABLE",
              "RATE_LIMITED",
              "INTERNAL_ERROR",
              "SERVICE_UNAVAILABLE"
            ]
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
            "maxItems": 100
          },
          "requestId": {
            "type": "string",
            "description": "The id of the request, as in the `x-request-id` header.",
            "maxLength": 128
          }
        }
      },
      "401": {
        "type": "object",
        "description": "The body of every error response.",
        "required": [
          "error",
          "message"
        ],
        "properties": {
          "error": {
            "type": "string",
            "description": "A stable, machine-readable error code:\n\n| status | error | when |\n|---|---|---|\n| 400 | INVALID_REQUEST | the request is invalid, e.g. `targetUrl` missing |\n| 401 | UNAUTHORIZED | the API key is invalid or missing |\n| 403 | FORBIDDEN | the key lacks the scope the operation needs |\n| 404 | NOT_FOUND | the QR code (or API key) does not exist for this account |\n| 409 | CONFLICT | the custom short id is taken, or an account's cap (API keys, webhook endpoints) is reached |\n| 412 | PRECONDITION_FAILED | `If-Match` names none of the code's current ETag |\n| 413 | PAYLOAD_TOO_LARGE | the body is larger than 16 KiB |\n| 415 | UNSUPPORTED_MEDIA_TYPE | the body is not `application/json` |\n| 422 | IDEMPOTENCY_KEY_REUSED | the `Idempotency-Key` was used with another request |\n| 422 | UNSCANNABLE | the styling does not decode; the details name the option to change |\n| 429 | RATE_LIMITED | too many requests; see `Retry-After` |\n| 500 | INTERNAL_ERROR | the service failed |\n| 503 | SERVICE_UNAVAILABLE | the store cannot commit right now; nothing changed, see `Retry-After` |\n",
            "enum": [
              "INVALID_REQUEST",
              "UNAUTHORIZED",
              "FORBIDDEN",
              "NOT_FOUND",
              "CONFLICT",
              "PRECONDITION_FAILED",
              "PAYLOAD_TOO_LARGE",
              "UNSUPPORTED_MEDIA_TYPE",
              "IDEMPOTENCY_KEY_REUSED",
              "UNSCANNABLE",
              "RATE_LIMITED",
              "INTERNAL_ERROR",
              "SERVICE_UNAVAILABLE"
            ]
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
            "maxItems": 100
          },
          "requestId": {
            "type": "string",
            "description": "The id of the request, as in the `x-request-id` header.",
            "maxLength": 128
          }
        }
      },
      "403": {
        "type": "object",
        "description": "The body of every error response.",
        "required": [
          "error",
          "message"
        ],
        "properties": {
          "error": {
            "type": "string",
            "description": "A stable, machine-readable error code:\n\n| status | error | when |\n|---|---|---|\n| 400 | INVALID_REQUEST | the request is invalid, e.g. `targetUrl` missing |\n| 401 | UNAUTHORIZED | the API key is invalid or missing |\n| 403 | FORBIDDEN | the key lacks the scope the operation needs |\n| 404 | NOT_FOUND | the QR code (or API key) does not exist for this account |\n| 409 | CONFLICT | the custom short id is taken, or an account's cap (API keys, webhook endpoints) is reached |\n| 412 | PRECONDITION_FAILED | `If-Match` names none of the code's current ETag |\n| 413 | PAYLOAD_TOO_LARGE | the body is larger than 16 KiB |\n| 415 | UNSUPPORTED_MEDIA_TYPE | the body is not `application/json` |\n| 422 | IDEMPOTENCY_KEY_REUSED | the `Idempotency-Key` was used with another request |\n| 422 | UNSCANNABLE | the styling does not decode; the details name the option to change |\n| 429 | RATE_LIMITED | too many requests; see `Retry-After` |\n| 500 | INTERNAL_ERROR | the service failed |\n| 503 | SERVICE_UNAVAILABLE | the store cannot commit right now; nothing changed, see `Retry-After` |\n",
            "enum": [
              "INVALID_REQUEST",
              "UNAUTHORIZED",
              "FORBIDDEN",
              "NOT_FOUND",
              "CONFLICT",
              "PRECONDITION_FAILED",
              "PAYLOAD_TOO_LARGE",
              "UNSUPPORTED_MEDIA_TYPE",
              "IDEMPOTENCY_KEY_REUSED",
              "UNSCANNABLE",
              "RATE_LIMITED",
              "INTERNAL_ERROR",
              "SERVICE_UNAVAILABLE"
            ]
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
            "maxItems": 100
          },
          "requestId": {
            "type": "string",
            "description": "The id of the request, as in the `x-request-id` header.",
            "maxLength": 128
          }
        }
      },
      "429": {
        "type": "object",
        "description": "The body of every error response.",
        "required": [
          "error",
          "message"
        ],
        "properties": {
          "error": {
            "type": "string",
            "description": "A stable, machine-readable error code:\n\n| status | error | when |\n|---|---|---|\n| 400 | INVALID_REQUEST | the request is invalid, e.g. `targetUrl` missing |\n| 401 | UNAUTHORIZED | the API key is invalid or missing |\n| 403 | FORBIDDEN | the key lacks the scope the operation needs |\n| 404 | NOT_FOUND | the QR code (or API key) does not exist for this account |\n| 409 | CONFLICT | the custom short id is taken, or an account's cap (API keys, webhook endpoints) is reached |\n| 412 | PRECONDITION_FAILED | `If-Match` names none of the code's current ETag |\n| 413 | PAYLOAD_TOO_LARGE | the body is larger than 16 KiB |\n| 415 | UNSUPPORTED_MEDIA_TYPE | the body is not `application/json` |\n| 422 | IDEMPOTENCY_KEY_REUSED | the `Idempotency-Key` was used with another request |\n| 422 | UNSCANNABLE | the styling does not decode; the details name the option to change |\n| 429 | RATE_LIMITED | too many requests; see `Retry-After` |\n| 500 | INTERNAL_ERROR | the service failed |\n| 503 | SERVICE_UNAVAILABLE | the store cannot commit right now; nothing changed, see `Retry-After` |\n",
            "enum": [
              "INVALID_REQUEST",
              "UNAUTHORIZED",
              "FORBIDDEN",
              "NOT_FOUND",
              "CONFLICT",
              "PRECONDITION_FAILED",
              "PAYLOAD_TOO_LARGE",
              "UNSUPPORTED_MEDIA_TYPE",
              "IDEMPOTENCY_KEY_REUSED",
              "UNSCANNABLE",
              "RATE_LIMITED",
              "INTERNAL_ERROR",
              "SERVICE_UNAVAILABLE"
            ]
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
            "maxItems": 100
          },
          "requestId": {
            "type": "string",
            "description": "The id of the request, as in the `x-request-id` header.",
            "maxLength": 128
          }
        }
      },
      "500": {
        "type": "object",
        "description": "The body of every error response.",
        "required": [
          "error",
          "message"
        ],
        "properties": {
          "error": {
            "type": "string",
            "description": "A stable, machine-readable error code:\n\n| status | error | when |\n|---|---|---|\n| 400 | INVALID_REQUEST | the request is invalid, e.g. `targetUrl` missing |\n| 401 | UNAUTHORIZED | the API key is invalid or missing |\n| 403 | FORBIDDEN | the key lacks the scope the operation needs |\n| 404 | NOT_FOUND | the QR code (or API key) does not exist for this account |\n| 409 | CONFLICT | the custom short id is taken, or an account's cap (API keys, webhook endpoints) is reached |\n| 412 | PRECONDITION_FAILED | `If-Match` names none of the code's current ETag |\n| 413 | PAYLOAD_TOO_LARGE | the body is larger than 16 KiB |\n| 415 | UNSUPPORTED_MEDIA_TYPE | the body is not `application/json` |\n| 422 | IDEMPOTENCY_KEY_REUSED | the `Idempotency-Key` was used with another request |\n| 422 | UNSCANNABLE | the styling does not decode; the details name the option to change |\n| 429 | RATE_LIMITED | too many requests; see `Retry-After` |\n| 500 | INTERNAL_ERROR | the service failed |\n| 503 | SERVICE_UNAVAILABLE | the store cannot commit right now; nothing changed, see `Retry-After` |\n",
            "enum": [
              "INVALID_REQUEST",
              "UNAUTHORIZED",
              "FORBIDDEN",
              "NOT_FOUND",
              "CONFLICT",
              "PRECONDITION_FAILED",
              "PAYLOAD_TOO_LARGE",
              "UNSUPPORTED_MEDIA_TYPE",
              "IDEMPOTENCY_KEY_REUSED",
              "UNSCANNABLE",
              "RATE_LIMITED",
              "INTERNAL_ERROR",
              "SERVICE_UNAVAILABLE"
            ]
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
            "maxItems": 100
          },
          "requestId": {
            "type": "string",
            "description": "The id of the request, as in the `x-request-id` header.",
            "maxLength": 128
          }
        }
      },
      "503": {
        "type": "object",
        "description": "The body of every error response.",
        "required": [
          "error",
          "message"
        ],
        "properties": {
          "error": {
            "type": "string",
            "description": "A stable, machine-readable error code:\n\n| status | error | when |\n|---|---|---|\n| 400 | INVALID_REQUEST | the request is invalid, e.g. `targetUrl` missing |\n| 401 | UNAUTHORIZED | the API key is invalid or missing |\n| 403 | FORBIDDEN | the key lacks the scope the operation needs |\n| 404 | NOT_FOUND | the QR code (or API key) does not exist for this account |\n| 409 | CONFLICT | the custom short id is taken, or an account's cap (API keys, webhook endpoints) is reached |\n| 412 | PRECONDITION_FAILED | `If-Match` names none of the code's current ETag |\n| 413 | PAYLOAD_TOO_LARGE | the body is larger than 16 KiB |\n| 415 | UNSUPPORTED_MEDIA_TYPE | the body is not `application/json` |\n| 422 | IDEMPOTENCY_KEY_REUSED | the `Idempotency-Key` was used with another request |\n| 422 | UNSCANNABLE | the styling does not decode; the details name the option to change |\n| 429 | RATE_LIMITED | too many requests; see `Retry-After` |\n| 500 | INTERNAL_ERROR | the service failed |\n| 503 | SERVICE_UNAVAILABLE | the store cannot commit right now; nothing changed, see `Retry-After` |\n",
            "enum": [
              "INVALID_REQUEST",
              "UNAUTHORIZED",
              "FORBIDDEN",
              "NOT_FOUND",
              "CONFLICT",
              "PRECONDITION_FAILED",
              "PAYLOAD_TOO_LARGE",
              "UNSUPPORTED_MEDIA_TYPE",
              "IDEMPOTENCY_KEY_REUSED",
              "UNSCANNABLE",
              "RATE_LIMITED",
              "INTERNAL_ERROR",
              "SERVICE_UNAVAILABLE"
            ]
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
            "maxItems": 100
          },
          "requestId": {
            "type": "string",
            "description": "The id of the request, as in the `x-request-id` header.",
            "maxLength": 128
          }
        }
      }
    }
  },
  {
    "operationId": "getQrCode",
    "method": "GET",
    "path": "/qrcode/{shortId}",
    "url": "/api/v1/qrcode/:shortId",
    "authenticated": true,
    "scopes": [
      "qrcodes:read"
    ],
    "request": {
      "params": {
        "type": "object",
        "additionalProperties": false,
        "properties": {
          "shortId": {
            "type": "string",
            "minLength": 1,
            "maxLength": 256
          }
        },
        "required": [
          "shortId"
        ]
      }
    },
    "responses": {
      "200": {
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
              "scanLimitCounts"
            ],
            "properties": {
              "shortId": {
                "type": "string",
                "description": "The short identifier of a QR code; case-sensitive.",
                "minLength": 3,
                "maxLength": 64,
                "pattern": "^[A-Za-z0-9_-]+$",
                "examples": [
                  "aZ3kP9qX"
                ]
              },
              "qrCodeUrl": {
                "type": "string",
                "format": "uri",
                "description": "The public short link, `{site_url}/<shortId>`; the text the QR code encodes.",
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
                        "type": "string",
                        "description": "The shape of the corner squares, as qr-code-styling names them. Default `square`.\nqr-code-styling's `dot` rings are not offered: circular finder rings failed to decode in\nour scan tests at several sizes, and every image dynqr serves must scan.\n",
                        "enum": [
                          "square",
                          "extra-rounded"
                        ],
                        "examples": [
                          "extra-rounded"
                        ]
                      },
                      "color": {
                        "type": "string",
                        "description": "A colour in hex form `#RRGGBB`; stored in lower case.",
                        "pattern": "^#[0-9A-Fa-f]{6}$",
                        "examples": [
                          "#1a2b3c"
                        ],
                        "maxLength": 7
                      },
                      "gradient": {
                        "type": "object",
                        "description": "A colour gradient over the whole code (qr-code-styling's form). It replaces the part's\n`color`; every stop must keep the contrast rule against every background colour.\n",
                        "required": [
                          "colorStops"
                        ],
                        "additionalProperties": false,
                        "properties": {
                          "type": {
                            "type": "string",
                            "description": "A linear gradient along `rotation`, or a radial one from the centre. Default `linear`.",
                            "enum": [
                              "linear",
                              "radial"
                            ],
                            "examples": [
                              "radial"
                            ]
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
                                  "type": "string",
                                  "description": "A colour in hex form `#RRGGBB`; stored in lower case.",
                                  "pattern": "^#[0-9A-Fa-f]{6}$",
                                  "examples": [
                                    "#1a2b3c"
                                  ],
                                  "maxLength": 7
                                }
                              }
                            }
                          }
                        }
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
                        "type": "string",
                        "description": "The shape of the dots inside the corner squares. Default `square`.",
                        "enum": [
                          "square",
                          "dot"
                        ],
                        "examples": [
                          "dot"
                        ]
                      },
                      "color": {
                        "type": "string",
                        "description": "A colour in hex form `#RRGGBB`; stored in lower case.",
                        "pattern": "^#[0-9A-Fa-f]{6}$",
                        "examples": [
                          "#1a2b3c"
                        ],
                        "maxLength": 7
                      },
                      "gradient": {
                        "type": "object",
                        "description": "A colour gradient over the whole code (qr-code-styling's form). It replaces the part's\n`color`; every stop must keep the contrast rule against every background colour.\n",
                        "required": [
                          "colorStops"
                        ],
                        "additionalProperties": false,
                        "properties": {
                          "type": {
                            "type": "string",
                            "description": "A linear gradient along `rotation`, or a radial one from the centre. Default `linear`.",
                            "enum": [
                              "linear",
                              "radial"
                            ],
                            "examples": [
                              "radial"
                            ]
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
                                  "type": "string",
                                  "description": "A colour in hex form `#RRGGBB`; stored in lower case.",
                                  "pattern": "^#[0-9A-Fa-f]{6}$",
                                  "examples": [
                                    "#1a2b3c"
                                  ],
                                  "maxLength": 7
                                }
                              }
                            }
                          }
                        }
                      }
                    }
                  },
                  "margin": {
                    "type": "integer",
                    "description": "Empty space around the code in pixels, 0 to 512, default 0. A quiet zone of 4 modules is\nalways kept inside it, so a code scans with any margin.\n",
                    "minimum": 0,
                    "maximum": 512,
                    "examples": [
                      16
                    ],
                    "format": "int32"
                  },
                  "qrOptions": {
                    "type": "object",
                    "required": [
                      "errorCorrectionLevel"
                    ],
                    "properties": {
                      "errorCorrectionLevel": {
                        "type": "string",
                        "description": "How much of the symbol may be damaged and still read: L 7 %, M 15 %, Q 25 % (default, as\nin qr-code-styling), H 30 %. Higher levels make denser codes.\n",
                        "enum": [
                          "L",
                          "M",
                          "Q",
                          "H"
                        ],
                        "examples": [
                          "Q"
                        ]
                      }
                    }
                  },
                  "width": {
                    "type": "integer",
                    "description": "A size in pixels, 64 to 4096.",
                    "minimum": 64,
                    "maximum": 4096,
                    "examples": [
                      300
                    ],
                    "format": "int32"
                  },
                  "height": {
                    "type": "integer",
                    "description": "A size in pixels, 64 to 4096.",
                    "minimum": 64,
                    "maximum": 4096,
                    "examples": [
                      300
                    ],
                    "format": "int32"
                  },
                  "dotsOptions": {
                    "type": "object",
                    "required": [
                      "type",
                      "color"
                    ],
                    "properties": {
                      "type": {
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
                        "examples": [
                          "rounded"
                        ]
                      },
                      "color": {
                        "type": "string",
                        "description": "A colour in hex form `#RRGGBB`; stored in lower case.",
                        "pattern": "^#[0-9A-Fa-f]{6}$",
                        "examples": [
                          "#1a2b3c"
                        ],
                        "maxLength": 7
                      },
                      "gradient": {
                        "type": "object",
                        "description": "A colour gradient over the whole code (qr-code-styling's form). It replaces the part's\n`color`; every stop must keep the contrast rule against every background colour.\n",
                        "required": [
                          "colorStops"
                        ],
                        "additionalProperties": false,
                        "properties": {
                          "type": {
                            "type": "string",
                            "description": "A linear gradient along `rotation`, or a radial one from the centre. Default `linear`.",
                            "enum": [
                              "linear",
                              "radial"
                            ],
                            "examples": [
                              "radial"
                            ]
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
                                  "type": "string",
                                  "description": "A colour in hex form `#RRGGBB`; stored in lower case.",
                                  "pattern": "^#[0-9A-Fa-f]{6}$",
                                  "examples": [
                                    "#1a2b3c"
                                  ],
                                  "maxLength": 7
                                }
                              }
                            }
                          }
                        }
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
                        "type": "string",
                        "description": "A colour in hex form `#RRGGBB`; stored in lower case.",
                        "pattern": "^#[0-9A-Fa-f]{6}$",
                        "examples": [
                          "#1a2b3c"
                        ],
                        "maxLength": 7
                      },
                      "gradient": {
                        "type": "object",
                        "description": "A colour gradient over the whole code (qr-code-styling's form). It replaces the part's\n`color`; every stop must keep the contrast rule against every background colour.\n",
                        "required": [
                          "colorStops"
                        ],
                        "additionalProperties": false,
                        "properties": {
                          "type": {
                            "type": "string",
                            "description": "A linear gradient along `rotation`, or a radial one from the centre. Default `linear`.",
                            "enum": [
                              "linear",
                              "radial"
                            ],
                            "examples": [
                              "radial"
                            ]
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
                                  "type": "string",
                                  "description": "A colour in hex form `#RRGGBB`; stored in lower case.",
                                  "pattern": "^#[0-9A-Fa-f]{6}$",
                                  "examples": [
                                    "#1a2b3c"
                                  ],
                                  "maxLength": 7
                                }
                              }
                            }
                          }
                        }
                      }
                    }
                  },
                  "image": {
                    "type": "string",
                    "description": "An uploaded image of the account (`ast_` and 16 hex characters); an id that is not one of the account's is refused with `400`.",
                    "pattern": "^ast_[0-9a-f]{16}$",
                    "maxLength": 20,
                    "examples": [
                      "ast_3f9a2c7d1e8b4c60"
                    ]
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
                        "type": "number",
                        "description": "The image's size as a share of the code's side, 0.1 to 0.5, default 0.4. A logo that hides\nmore modules than the error correction restores is refused by the scan guard\n(`422 UNSCANNABLE`); a square logo at 0.5 usually is.\n",
                        "minimum": 0.1,
                        "maximum": 0.5,
                        "examples": [
                          0.4
                        ]
                      },
                      "margin": {
                        "type": "integer",
                        "description": "Empty space around the image in pixels, 0 to 64, default 0.",
                        "minimum": 0,
                        "maximum": 64,
                        "examples": [
                          4
                        ],
                        "format": "int32"
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
                        "type": "string",
                        "description": "`box`: a border with the text under the code; `banner`: a border and a band of the\nframe's colour under the code with the text on it. Default `none`.\n",
                        "enum": [
                          "none",
                          "box",
                          "banner"
                        ],
                        "examples": [
                          "banner"
                        ]
                      },
                      "text": {
                        "type": "string",
                        "description": "The call to action, at most 24 characters of Latin-1 (the frame font's); default `SCAN ME`.",
                        "maxLength": 24,
                        "pattern": "^[ -~\\u00A0-\\u00FF]*$",
                        "examples": [
                          "SCAN ME"
                        ]
                      },
                      "color": {
                        "type": "string",
                        "description": "A colour in hex form `#RRGGBB`; stored in lower case.",
                        "pattern": "^#[0-9A-Fa-f]{6}$",
                        "examples": [
                          "#1a2b3c"
                        ],
                        "maxLength": 7
                      },
                      "textColor": {
                        "type": "string",
                        "description": "A colour in hex form `#RRGGBB`; stored in lower case.",
                        "pattern": "^#[0-9A-Fa-f]{6}$",
                        "examples": [
                          "#1a2b3c"
                        ],
                        "maxLength": 7
                      }
                    }
                  }
                }
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
              "maxScans": {
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
              "fallbackUrl": {
                "type": [
                  "string",
                  "null"
                ],
                "format": "uri",
                "description": "Where scanners go when the code is inactive, expired or at its `maxScans`; the same\nrules as `targetUrl`. `null`: such scans get a `410` page saying the code is no\nlonger active.\n",
                "minLength": 1,
                "maxLength": 2048,
                "pattern": "^[Hh][Tt][Tt][Pp][Ss]?://",
                "examples": [
                  "https://example.com/offer-ended"
                ]
              },
              "active": {
                "type": "boolean",
                "description": "Whether the owner has the code switched on (`true` unless set to `false`)."
              },
              "title": {
                "type": [
                  "string",
                  "null"
                ],
                "description": "What the owner calls the code (\"Menu — table tent 4\"): shown in the dashboard and\nmatched by the list's `q`. 1–200 characters, no control characters; `null`: no title\n(on create, leaving it out is the same; on update, `null` removes it).\n",
                "minLength": 1,
                "maxLength": 200,
                "pattern": "^[^\\u0000-\\u001F\\u007F]+$",
                "examples": [
                  "Menu — table tent 4"
                ]
              },
              "scanLimitCounts": {
                "type": "string",
                "description": "What `maxScans` counts. `views` (the default): every view. `uniqueViews`: the code's\nunique views over its life (the sum of its daily unique views, see `getQrCodeStats`), so\nthat one person reloading the code does not use it up; the code is used up when they\nreach `maxScans`, and from then on every scan goes to `fallbackUrl` or a `410` page.\nExact under concurrent scans.\n",
                "enum": [
                  "views",
                  "uniqueViews"
                ]
              }
            }
          }
        ]
      },
      "401": {
        "type": "object",
        "description": "The body of every error response.",
        "required": [
          "error",
          "message"
        ],
        "properties": {
          "error": {
            "type": "string",
            "description": "A stable, machine-readable error code:\n\n| status | error | when |\n|---|---|---|\n| 400 | INVALID_REQUEST | the request is invalid, e.g. `targetUrl` missing |\n| 401 | UNAUTHORIZED | the API key is invalid or missing |\n| 403 | FORBIDDEN | the key lacks the scope the operation needs |\n| 404 | NOT_FOUND | the QR code (or API key) does not exist for this account |\n| 409 | CONFLICT | the custom short id is taken, or an account's cap (API keys, webhook endpoints) is reached |\n| 412 | PRECONDITION_FAILED | `If-Match` names none of the code's current ETag |\n| 413 | PAYLOAD_TOO_LARGE | the body is larger than 16 KiB |\n| 415 | UNSUPPORTED_MEDIA_TYPE | the body is not `application/json` |\n| 422 | IDEMPOTENCY_KEY_REUSED | the `Idempotency-Key` was used with another request |\n| 422 | UNSCANNABLE | the styling does not decode; the details name the option to change |\n| 429 | RATE_LIMITED | too many requests; see `Retry-After` |\n| 500 | INTERNAL_ERROR | the service failed |\n| 503 | SERVICE_UNAVAILABLE | the store cannot commit right now; nothing changed, see `Retry-After` |\n",
            "enum": [
              "INVALID_REQUEST",
              "UNAUTHORIZED",
              "FORBIDDEN",
              "NOT_FOUND",
              "CONFLICT",
              "PRECONDITION_FAILED",
              "PAYLOAD_TOO_LARGE",
              "UNSUPPORTED_MEDIA_TYPE",
              "IDEMPOTENCY_KEY_REUSED",
              "UNSCANNABLE",
              "RATE_LIMITED",
              "INTERNAL_ERROR",
              "SERVICE_UNAVAILABLE"
            ]
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
            "maxItems": 100
          },
          "requestId": {
            "type": "string",
            "description": "The id of the request, as in the `x-request-id` header.",
            "maxLength": 128
          }
        }
      },
      "403": {
        "type": "object",
        "description": "The body of every error response.",
        "required": [
          "error",
          "message"
        ],
        "properties": {
          "error": {
            "type": "string",
            "description": "A stable, machine-readable error code:\n\n| status | error | when |\n|---|---|---|\n| 400 | INVALID_REQUEST | the request is invalid, e.g. `targetUrl` missing |\n| 401 | UNAUTHORIZED | the API key is invalid or missing |\n| 403 | FORBIDDEN | the key lacks the scope the operation needs |\n| 404 | NOT_FOUND | the QR code (or API key) does not exist for this account |\n| 409 | CONFLICT | the custom short id is taken, or an account's cap (API keys, webhook endpoints) is reached |\n| 412 | PRECONDITION_FAILED | `If-Match` names none of the code's current ETag |\n| 413 | PAYLOAD_TOO_LARGE | the body is larger than 16 KiB |\n| 415 | UNSUPPORTED_MEDIA_TYPE | the body is not `application/json` |\n| 422 | IDEMPOTENCY_KEY_REUSED | the `Idempotency-Key` was used with another request |\n| 422 | UNSCANNABLE | the styling does not decode; the details name the option to change |\n| 429 | RATE_LIMITED | too many requests; see `Retry-After` |\n| 500 | INTERNAL_ERROR | the service failed |\n| 503 | SERVICE_UNAVAILABLE | the store cannot commit right now; nothing changed, see `Retry-After` |\n",
            "enum": [
              "INVALID_REQUEST",
              "UNAUTHORIZED",
              "FORBIDDEN",
              "NOT_FOUND",
              "CONFLICT",
              "PRECONDITION_FAILED",
              "PAYLOAD_TOO_LARGE",
              "UNSUPPORTED_MEDIA_TYPE",
              "IDEMPOTENCY_KEY_REUSED",
              "UNSCANNABLE",
              "RATE_LIMITED",
              "INTERNAL_ERROR",
              "SERVICE_UNAVAILABLE"
            ]
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
            "maxItems": 100
          },
          "requestId": {
            "type": "string",
            "description": "The id of the request, as in the `x-request-id` header.",
            "maxLength": 128
          }
        }
      },
      "404": {
        "type": "object",
        "description": "The body of every error response.",
        "required": [
          "error",
          "message"
        ],
        "properties": {
          "error": {
            "type": "string",
            "description": "A stable, machine-readable error code:\n\n| status | error | when |\n|---|---|---|\n| 400 | INVALID_REQUEST | the request is invalid, e.g. `targetUrl` missing |\n| 401 | UNAUTHORIZED | the API key is invalid or missing |\n| 403 | FORBIDDEN | the key lacks the scope the operation needs |\n| 404 | NOT_FOUND | the QR code (or API key) does not exist for this account |\n| 409 | CONFLICT | the custom short id is taken, or an account's cap (API keys, webhook endpoints) is reached |\n| 412 | PRECONDITION_FAILED | `If-Match` names none of the code's current ETag |\n| 413 | PAYLOAD_TOO_LARGE | the body is larger than 16 KiB |\n| 415 | UNSUPPORTED_MEDIA_TYPE | the body is not `application/json` |\n| 422 | IDEMPOTENCY_KEY_REUSED | the `Idempotency-Key` was used with another request |\n| 422 | UNSCANNABLE | the styling does not decode; the details name the option to change |\n| 429 | RATE_LIMITED | too many requests; see `Retry-After` |\n| 500 | INTERNAL_ERROR | the service failed |\n| 503 | SERVICE_UNAVAILABLE | the store cannot commit right now; nothing changed, see `Retry-After` |\n",
            "enum": [
              "INVALID_REQUEST",
              "UNAUTHORIZED",
              "FORBIDDEN",
              "NOT_FOUND",
              "CONFLICT",
              "PRECONDITION_FAILED",
              "PAYLOAD_TOO_LARGE",
              "UNSUPPORTED_MEDIA_TYPE",
              "IDEMPOTENCY_KEY_REUSED",
              "UNSCANNABLE",
              "RATE_LIMITED",
              "INTERNAL_ERROR",
              "SERVICE_UNAVAILABLE"
            ]
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
            "maxItems": 100
          },
          "requestId": {
            "type": "string",
            "description": "The id of the request, as in the `x-request-id` header.",
            "maxLength": 128
          }
        }
      },
      "429": {
        "type": "object",
        "description": "The body of every error response.",
        "required": [
          "error",
          "message"
        ],
        "properties": {
          "error": {
            "type": "string",
            "description": "A stable, machine-readable error code:\n\n| status | error | when |\n|---|---|---|\n| 400 | INVALID_REQUEST | the request is invalid, e.g. `targetUrl` missing |\n| 401 | UNAUTHORIZED | the API key is invalid or missing |\n| 403 | FORBIDDEN | the key lacks the scope the operation needs |\n| 404 | NOT_FOUND | the QR code (or API key) does not exist for this account |\n| 409 | CONFLICT | the custom short id is taken, or an account's cap (API keys, webhook endpoints) is reached |\n| 412 | PRECONDITION_FAILED | `If-Match` names none of the code's current ETag |\n| 413 | PAYLOAD_TOO_LARGE | the body is larger than 16 KiB |\n| 415 | UNSUPPORTED_MEDIA_TYPE | the body is not `application/json` |\n| 422 | IDEMPOTENCY_KEY_REUSED | the `Idempotency-Key` was used with another request |\n| 422 | UNSCANNABLE | the styling does not decode; the details name the option to change |\n| 429 | RATE_LIMITED | too many requests; see `Retry-After` |\n| 500 | INTERNAL_ERROR | the service failed |\n| 503 | SERVICE_UNAVAILABLE | the store cannot commit right now; nothing changed, see `Retry-After` |\n",
            "enum": [
              "INVALID_REQUEST",
              "UNAUTHORIZED",
              "FORBIDDEN",
              "NOT_FOUND",
              "CONFLICT",
              "PRECONDITION_FAILED",
              "PAYLOAD_TOO_LARGE",
              "UNSUPPORTED_MEDIA_TYPE",
              "IDEMPOTENCY_KEY_REUSED",
              "UNSCANNABLE",
              "RATE_LIMITED",
              "INTERNAL_ERROR",
              "SERVICE_UNAVAILABLE"
            ]
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
            "maxItems": 100
          },
          "requestId": {
            "type": "string",
            "description": "The id of the request, as in the `x-request-id` header.",
            "maxLength": 128
          }
        }
      },
      "500": {
        "type": "object",
        "description": "The body of every error response.",
        "required": [
          "error",
          "message"
        ],
        "properties": {
          "error": {
            "type": "string",
            "description": "A stable, machine-readable error code:\n\n| status | error | when |\n|---|---|---|\n| 400 | INVALID_REQUEST | the request is invalid, e.g. `targetUrl` missing |\n| 401 | UNAUTHORIZED | the API key is invalid or missing |\n| 403 | FORBIDDEN | the key lacks the scope the operation needs |\n| 404 | NOT_FOUND | the QR code (or API key) does not exist for this account |\n| 409 | CONFLICT | the custom short id is taken, or an account's cap (API keys, webhook endpoints) is reached |\n| 412 | PRECONDITION_FAILED | `If-Match` names none of the code's current ETag |\n| 413 | PAYLOAD_TOO_LARGE | the body is larger than 16 KiB |\n| 415 | UNSUPPORTED_MEDIA_TYPE | the body is not `application/json` |\n| 422 | IDEMPOTENCY_KEY_REUSED | the `Idempotency-Key` was used with another request |\n| 422 | UNSCANNABLE | the styling does not decode; the details name the option to change |\n| 429 | RATE_LIMITED | too many requests; see `Retry-After` |\n| 500 | INTERNAL_ERROR | the service failed |\n| 503 | SERVICE_UNAVAILABLE | the store cannot commit right now; nothing changed, see `Retry-After` |\n",
            "enum": [
              "INVALID_REQUEST",
              "UNAUTHORIZED",
              "FORBIDDEN",
              "NOT_FOUND",
              "CONFLICT",
              "PRECONDITION_FAILED",
              "PAYLOAD_TOO_LARGE",
              "UNSUPPORTED_MEDIA_TYPE",
              "IDEMPOTENCY_KEY_REUSED",
              "UNSCANNABLE",
              "RATE_LIMITED",
              "INTERNAL_ERROR",
              "SERVICE_UNAVAILABLE"
            ]
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
            "maxItems": 100
          },
          "requestId": {
            "type": "string",
            "description": "The id of the request, as in the `x-request-id` header.",
            "maxLength": 128
          }
        }
      },
      "503": {
        "type": "object",
        "description": "The body of every error response.",
        "required": [
          "error",
          "message"
        ],
        "properties": {
          "error": {
            "type": "string",
            "description": "A stable, machine-readable error code:\n\n| status | error | when |\n|---|---|---|\n| 400 | INVALID_REQUEST | the request is invalid, e.g. `targetUrl` missing |\n| 401 | UNAUTHORIZED | the API key is invalid or missing |\n| 403 | FORBIDDEN | the key lacks the scope the operation needs |\n| 404 | NOT_FOUND | the QR code (or API key) does not exist for this account |\n| 409 | CONFLICT | the custom short id is taken, or an account's cap (API keys, webhook endpoints) is reached |\n| 412 | PRECONDITION_FAILED | `If-Match` names none of the code's current ETag |\n| 413 | PAYLOAD_TOO_LARGE | the body is larger than 16 KiB |\n| 415 | UNSUPPORTED_MEDIA_TYPE | the body is not `application/json` |\n| 422 | IDEMPOTENCY_KEY_REUSED | the `Idempotency-Key` was used with another request |\n| 422 | UNSCANNABLE | the styling does not decode; the details name the option to change |\n| 429 | RATE_LIMITED | too many requests; see `Retry-After` |\n| 500 | INTERNAL_ERROR | the service failed |\n| 503 | SERVICE_UNAVAILABLE | the store cannot commit right now; nothing changed, see `Retry-After` |\n",
            "enum": [
              "INVALID_REQUEST",
              "UNAUTHORIZED",
              "FORBIDDEN",
              "NOT_FOUND",
              "CONFLICT",
              "PRECONDITION_FAILED",
              "PAYLOAD_TOO_LARGE",
              "UNSUPPORTED_MEDIA_TYPE",
              "IDEMPOTENCY_KEY_REUSED",
              "UNSCANNABLE",
              "RATE_LIMITED",
              "INTERNAL_ERROR",
              "SERVICE_UNAVAILABLE"
            ]
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
            "maxItems": 100
          },
          "requestId": {
            "type": "string",
            "description": "The id of the request, as in the `x-request-id` header.",
            "maxLength": 128
          }
        }
      }
    }
  },
  {
    "operationId": "updateQrCode",
    "method": "PUT",
    "path": "/qrcode/{shortId}",
    "url": "/api/v1/qrcode/:shortId",
    "authenticated": true,
    "scopes": [
      "qrcodes:write"
    ],
    "request": {
      "params": {
        "type": "object",
        "additionalProperties": false,
        "properties": {
          "shortId": {
            "type": "string",
            "minLength": 1,
            "maxLength": 256
          }
        },
        "required": [
          "shortId"
        ]
      },
      "body": {
        "$ref": "#/components/schemas/UpdateQrCodeRequest"
      }
    },
    "responses": {
      "200": {
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
              "scanLimitCounts"
            ],
            "properties": {
              "shortId": {
                "type": "string",
                "description": "The short identifier of a QR code; case-sensitive.",
                "minLength": 3,
                "maxLength": 64,
                "pattern": "^[A-Za-z0-9_-]+$",
                "examples": [
                  "aZ3kP9qX"
                ]
              },
              "qrCodeUrl": {
                "type": "string",
                "format": "uri",
                "description": "The public short link, `{site_url}/<shortId>`; the text the QR code encodes.",
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
                        "type": "string",
                        "description": "The shape of the corner squares, as qr-code-styling names them. Default `square`.\nqr-code-styling's `dot` rings are not offered: circular finder rings failed to decode in\nour scan tests at several sizes, and every image dynqr serves must scan.\n",
                        "enum": [
                          "square",
                          "extra-rounded"
                        ],
                        "examples": [
                          "extra-rounded"
                        ]
                      },
                      "color": {
                        "type": "string",
                        "description": "A colour in hex form `#RRGGBB`; stored in lower case.",
                        "pattern": "^#[0-9A-Fa-f]{6}$",
                        "examples": [
                          "#1a2b3c"
                        ],
                        "maxLength": 7
                      },
                      "gradient": {
                        "type": "object",
                        "description": "A colour gradient over the whole code (qr-code-styling's form). It replaces the part's\n`color`; every stop must keep the contrast rule against every background colour.\n",
                        "required": [
                          "colorStops"
                        ],
                        "additionalProperties": false,
                        "properties": {
                          "type": {
                            "type": "string",
                            "description": "A linear gradient along `rotation`, or a radial one from the centre. Default `linear`.",
                            "enum": [
                              "linear",
                              "radial"
                            ],
                            "examples": [
                              "radial"
                            ]
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
                                  "type": "string",
                                  "description": "A colour in hex form `#RRGGBB`; stored in lower case.",
                                  "pattern": "^#[0-9A-Fa-f]{6}$",
                                  "examples": [
                                    "#1a2b3c"
                                  ],
                                  "maxLength": 7
                                }
                              }
                            }
                          }
                        }
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
                        "type": "string",
                        "description": "The shape of the dots inside the corner squares. Default `square`.",
                        "enum": [
                          "square",
                          "dot"
                        ],
                        "examples": [
                          "dot"
                        ]
                      },
                      "color": {
                        "type": "string",
                        "description": "A colour in hex form `#RRGGBB`; stored in lower case.",
                        "pattern": "^#[0-9A-Fa-f]{6}$",
                        "examples": [
                          "#1a2b3c"
                        ],
                        "maxLength": 7
                      },
                      "gradient": {
                        "type": "object",
                        "description": "A colour gradient over the whole code (qr-code-styling's form). It replaces the part's\n`color`; every stop must keep the contrast rule against every background colour.\n",
                        "required": [
                          "colorStops"
                        ],
                        "additionalProperties": false,
                        "properties": {
                          "type": {
                            "type": "string",
                            "description": "A linear gradient along `rotation`, or a radial one from the centre. Default `linear`.",
                            "enum": [
                              "linear",
                              "radial"
                            ],
                            "examples": [
                              "radial"
                            ]
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
                                  "type": "string",
                                  "description": "A colour in hex form `#RRGGBB`; stored in lower case.",
                                  "pattern": "^#[0-9A-Fa-f]{6}$",
                                  "examples": [
                                    "#1a2b3c"
                                  ],
                                  "maxLength": 7
                                }
                              }
                            }
                          }
                        }
                      }
                    }
                  },
                  "margin": {
                    "type": "integer",
                    "description": "Empty space around the code in pixels, 0 to 512, default 0. A quiet zone of 4 modules is\nalways kept inside it, so a code scans with any margin.\n",
                    "minimum": 0,
                    "maximum": 512,
                    "examples": [
                      16
                    ],
                    "format": "int32"
                  },
                  "qrOptions": {
                    "type": "object",
                    "required": [
                      "errorCorrectionLevel"
                    ],
                    "properties": {
                      "errorCorrectionLevel": {
                        "type": "string",
                        "description": "How much of the symbol may be damaged and still read: L 7 %, M 15 %, Q 25 % (default, as\nin qr-code-styling), H 30 %. Higher levels make denser codes.\n",
                        "enum": [
                          "L",
                          "M",
                          "Q",
                          "H"
                        ],
                        "examples": [
                          "Q"
                        ]
                      }
                    }
                  },
                  "width": {
                    "type": "integer",
                    "description": "A size in pixels, 64 to 4096.",
                    "minimum": 64,
                    "maximum": 4096,
                    "examples": [
                      300
                    ],
                    "format": "int32"
                  },
                  "height": {
                    "type": "integer",
                    "description": "A size in pixels, 64 to 4096.",
                    "minimum": 64,
                    "maximum": 4096,
                    "examples": [
                      300
                    ],
                    "format": "int32"
                  },
                  "dotsOptions": {
                    "type": "object",
                    "required": [
                      "type",
                      "color"
                    ],
                    "properties": {
                      "type": {
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
                        "examples": [
                          "rounded"
                        ]
                      },
                      "color": {
                        "type": "string",
                        "description": "A colour in hex form `#RRGGBB`; stored in lower case.",
                        "pattern": "^#[0-9A-Fa-f]{6}$",
                        "examples": [
                          "#1a2b3c"
                        ],
                        "maxLength": 7
                      },
                      "gradient": {
                        "type": "object",
                        "description": "A colour gradient over the whole code (qr-code-styling's form). It replaces the part's\n`color`; every stop must keep the contrast rule against every background colour.\n",
                        "required": [
                          "colorStops"
                        ],
                        "additionalProperties": false,
                        "properties": {
                          "type": {
                            "type": "string",
                            "description": "A linear gradient along `rotation`, or a radial one from the centre. Default `linear`.",
                            "enum": [
                              "linear",
                              "radial"
                            ],
                            "examples": [
                              "radial"
                            ]
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
                                  "type": "string",
                                  "description": "A colour in hex form `#RRGGBB`; stored in lower case.",
                                  "pattern": "^#[0-9A-Fa-f]{6}$",
                                  "examples": [
                                    "#1a2b3c"
                                  ],
                                  "maxLength": 7
                                }
                              }
                            }
                          }
                        }
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
                        "type": "string",
                        "description": "A colour in hex form `#RRGGBB`; stored in lower case.",
                        "pattern": "^#[0-9A-Fa-f]{6}$",
                        "examples": [
                          "#1a2b3c"
                        ],
                        "maxLength": 7
                      },
                      "gradient": {
                        "type": "object",
                        "description": "A colour gradient over the whole code (qr-code-styling's form). It replaces the part's\n`color`; every stop must keep the contrast rule against every background colour.\n",
                        "required": [
                          "colorStops"
                        ],
                        "additionalProperties": false,
                        "properties": {
                          "type": {
                            "type": "string",
                            "description": "A linear gradient along `rotation`, or a radial one from the centre. Default `linear`.",
                            "enum": [
                              "linear",
                              "radial"
                            ],
                            "examples": [
                              "radial"
                            ]
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
                                  "type": "string",
                                  "description": "A colour in hex form `#RRGGBB`; stored in lower case.",
                                  "pattern": "^#[0-9A-Fa-f]{6}$",
                                  "examples": [
                                    "#1a2b3c"
                                  ],
                                  "maxLength": 7
                                }
                              }
                            }
                          }
                        }
                      }
                    }
                  },
                  "image": {
                    "type": "string",
                    "description": "An uploaded image of the account (`ast_` and 16 hex characters); an id that is not one of the account's is refused with `400`.",
                    "pattern": "^ast_[0-9a-f]{16}$",
                    "maxLength": 20,
                    "examples": [
                      "ast_3f9a2c7d1e8b4c60"
                    ]
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
                        "type": "number",
                        "description": "The image's size as a share of the code's side, 0.1 to 0.5, default 0.4. A logo that hides\nmore modules than the error correction restores is refused by the scan guard\n(`422 UNSCANNABLE`); a square logo at 0.5 usually is.\n",
                        "minimum": 0.1,
                        "maximum": 0.5,
                        "examples": [
                          0.4
                        ]
                      },
                      "margin": {
                        "type": "integer",
                        "description": "Empty space around the image in pixels, 0 to 64, default 0.",
                        "minimum": 0,
                        "maximum": 64,
                        "examples": [
                          4
                        ],
                        "format": "int32"
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
                        "type": "string",
                        "description": "`box`: a border with the text under the code; `banner`: a border and a band of the\nframe's colour under the code with the text on it. Default `none`.\n",
                        "enum": [
                          "none",
                          "box",
                          "banner"
                        ],
                        "examples": [
                          "banner"
                        ]
                      },
                      "text": {
                        "type": "string",
                        "description": "The call to action, at most 24 characters of Latin-1 (the frame font's); default `SCAN ME`.",
                        "maxLength": 24,
                        "pattern": "^[ -~\\u00A0-\\u00FF]*$",
                        "examples": [
                          "SCAN ME"
                        ]
                      },
                      "color": {
                        "type": "string",
                        "description": "A colour in hex form `#RRGGBB`; stored in lower case.",
                        "pattern": "^#[0-9A-Fa-f]{6}$",
                        "examples": [
                          "#1a2b3c"
                        ],
                        "maxLength": 7
                      },
                      "textColor": {
                        "type": "string",
                        "description": "A colour in hex form `#RRGGBB`; stored in lower case.",
                        "pattern": "^#[0-9A-Fa-f]{6}$",
                        "examples": [
                          "#1a2b3c"
                        ],
                        "maxLength": 7
                      }
                    }
                  }
                }
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
              "maxScans": {
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
              "fallbackUrl": {
                "type": [
                  "string",
                  "null"
                ],
                "format": "uri",
                "description": "Where scanners go when the code is inactive, expired or at its `maxScans`; the same\nrules as `targetUrl`. `null`: such scans get a `410` page saying the code is no\nlonger active.\n",
                "minLength": 1,
                "maxLength": 2048,
                "pattern": "^[Hh][Tt][Tt][Pp][Ss]?://",
                "examples": [
                  "https://example.com/offer-ended"
                ]
              },
              "active": {
                "type": "boolean",
                "description": "Whether the owner has the code switched on (`true` unless set to `false`)."
              },
              "title": {
                "type": [
                  "string",
                  "null"
                ],
                "description": "What the owner calls the code (\"Menu — table tent 4\"): shown in the dashboard and\nmatched by the list's `q`. 1–200 characters, no control characters; `null`: no title\n(on create, leaving it out is the same; on update, `null` removes it).\n",
                "minLength": 1,
                "maxLength": 200,
                "pattern": "^[^\\u0000-\\u001F\\u007F]+$",
                "examples": [
                  "Menu — table tent 4"
                ]
              },
              "scanLimitCounts": {
                "type": "string",
                "description": "What `maxScans` counts. `views` (the default): every view. `uniqueViews`: the code's\nunique views over its life (the sum of its daily unique views, see `getQrCodeStats`), so\nthat one person reloading the code does not use it up; the code is used up when they\nreach `maxScans`, and from then on every scan goes to `fallbackUrl` or a `410` page.\nExact under concurrent scans.\n",
                "enum": [
                  "views",
                  "uniqueViews"
                ]
              }
            }
          }
        ]
      },
      "400": {
        "type": "object",
        "description": "The body of every error response.",
        "required": [
          "error",
          "message"
        ],
        "properties": {
          "error": {
            "type": "string",
            "description": "A stable, machine-readable error code:\n\n| status | error | when |\n|---|---|---|\n| 400 | INVALID_REQUEST | the request is invalid, e.g. `targetUrl` missing |\n| 401 | UNAUTHORIZED | the API key is invalid or missing |\n| 403 | FORBIDDEN | the key lacks the scope the operation needs |\n| 404 | NOT_FOUND | the QR code (or API key) does not exist for this account |\n| 409 | CONFLICT | the custom short id is taken, or an account's cap (API keys, webhook endpoints) is reached |\n| 412 | PRECONDITION_FAILED | `If-Match` names none of the code's current ETag |\n| 413 | PAYLOAD_TOO_LARGE | the body is larger than 16 KiB |\n| 415 | UNSUPPORTED_MEDIA_TYPE | the body is not `application/json` |\n| 422 | IDEMPOTENCY_KEY_REUSED | the `Idempotency-Key` was used with another request |\n| 422 | UNSCANNABLE | the styling does not decode; the details name the option to change |\n| 429 | RATE_LIMITED | too many requests; see `Retry-After` |\n| 500 | INTERNAL_ERROR | the service failed |\n| 503 | SERVICE_UNAVAILABLE | the store cannot commit right now; nothing changed, see `Retry-After` |\n",
            "enum": [
              "INVALID_REQUEST",
              "UNAUTHORIZED",
              "FORBIDDEN",
              "NOT_FOUND",
              "CONFLICT",
              "PRECONDITION_FAILED",
              "PAYLOAD_TOO_LARGE",
              "UNSUPPORTED_MEDIA_TYPE",
              "IDEMPOTENCY_KEY_REUSED",
              "UNSCANNABLE",
              "RATE_LIMITED",
              "INTERNAL_ERROR",
              "SERVICE_UNAVAILABLE"
            ]
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
            "maxItems": 100
          },
          "requestId": {
            "type": "string",
            "description": "The id of the request, as in the `x-request-id` header.",
            "maxLength": 128
          }
        }
      },
      "401": {
        "type": "object",
        "description": "The body of every error response.",
        "required": [
          "error",
          "message"
        ],
        "properties": {
          "error": {
            "type": "string",
            "description": "A stable, machine-readable error code:\n\n| status | error | when |\n|---|---|---|\n| 400 | INVALID_REQUEST | the request is invalid, e.g. `targetUrl` missing |\n| 401 | UNAUTHORIZED | the API key is invalid or missing |\n| 403 | FORBIDDEN | the key lacks the scope the operation needs |\n| 404 | NOT_FOUND | the QR code (or API key) does not exist for this account |\n| 409 | CONFLICT | the custom short id is taken, or an account's cap (API keys, webhook endpoints) is reached |\n| 412 | PRECONDITION_FAILED | `If-Match` names none of the code's current ETag |\n| 413 | PAYLOAD_TOO_LARGE | the body is larger than 16 KiB |\n| 415 | UNSUPPORTED_MEDIA_TYPE | the body is not `application/json` |\n| 422 | IDEMPOTENCY_KEY_REUSED | the `Idempotency-Key` was used with another request |\n| 422 | UNSCANNABLE | the styling does not decode; the details name the option to change |\n| 429 | RATE_LIMITED | too many requests; see `Retry-After` |\n| 500 | INTERNAL_ERROR | the service failed |\n| 503 | SERVICE_UNAVAILABLE | the store cannot commit right now; nothing changed, see `Retry-After` |\n",
            "enum": [
              "INVALID_REQUEST",
              "UNAUTHORIZED",
              "FORBIDDEN",
              "NOT_FOUND",
              "CONFLICT",
              "PRECONDITION_FAILED",
              "PAYLOAD_TOO_LARGE",
              "UNSUPPORTED_MEDIA_TYPE",
              "IDEMPOTENCY_KEY_REUSED",
              "UNSCANNABLE",
              "RATE_LIMITED",
              "INTERNAL_ERROR",
              "SERVICE_UNAVAILABLE"
            ]
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
            "maxItems": 100
          },
          "requestId": {
            "type": "string",
            "description": "The id of the request, as in the `x-request-id` header.",
            "maxLength": 128
          }
        }
      },
      "403": {
        "type": "object",
        "description": "The body of every error response.",
        "required": [
          "error",
          "message"
        ],
        "properties": {
          "error": {
            "type": "string",
            "description": "A stable, machine-readable error code:\n\n| status | error | when |\n|---|---|---|\n| 400 | INVALID_REQUEST | the request is invalid, e.g. `targetUrl` missing |\n| 401 | UNAUTHORIZED | the API key is invalid or missing |\n| 403 | FORBIDDEN | the key lacks the scope the operation needs |\n| 404 | NOT_FOUND | the QR code (or API key) does not exist for this account |\n| 409 | CONFLICT | the custom short id is taken, or an account's cap (API keys, webhook endpoints) is reached |\n| 412 | PRECONDITION_FAILED | `If-Match` names none of the code's current ETag |\n| 413 | PAYLOAD_TOO_LARGE | the body is larger than 16 KiB |\n| 415 | UNSUPPORTED_MEDIA_TYPE | the body is not `application/json` |\n| 422 | IDEMPOTENCY_KEY_REUSED | the `Idempotency-Key` was used with another request |\n| 422 | UNSCANNABLE | the styling does not decode; the details name the option to change |\n| 429 | RATE_LIMITED | too many requests; see `Retry-After` |\n| 500 | INTERNAL_ERROR | the service failed |\n| 503 | SERVICE_UNAVAILABLE | the store cannot commit right now; nothing changed, see `Retry-After` |\n",
            "enum": [
              "INVALID_REQUEST",
              "UNAUTHORIZED",
              "FORBIDDEN",
              "NOT_FOUND",
              "CONFLICT",
              "PRECONDITION_FAILED",
              "PAYLOAD_TOO_LARGE",
              "UNSUPPORTED_MEDIA_TYPE",
              "IDEMPOTENCY_KEY_REUSED",
              "UNSCANNABLE",
              "RATE_LIMITED",
              "INTERNAL_ERROR",
              "SERVICE_UNAVAILABLE"
            ]
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
            "maxItems": 100
          },
          "requestId": {
            "type": "string",
            "description": "The id of the request, as in the `x-request-id` header.",
            "maxLength": 128
          }
        }
      },
      "404": {
        "type": "object",
        "description": "The body of every error response.",
        "required": [
          "error",
          "message"
        ],
        "properties": {
          "error": {
            "type": "string",
            "description": "A stable, machine-readable error code:\n\n| status | error | when |\n|---|---|---|\n| 400 | INVALID_REQUEST | the request is invalid, e.g. `targetUrl` missing |\n| 401 | UNAUTHORIZED | the API key is invalid or missing |\n| 403 | FORBIDDEN | the key lacks the scope the operation needs |\n| 404 | NOT_FOUND | the QR code (or API key) does not exist for this account |\n| 409 | CONFLICT | the custom short id is taken, or an account's cap (API keys, webhook endpoints) is reached |\n| 412 | PRECONDITION_FAILED | `If-Match` names none of the code's current ETag |\n| 413 | PAYLOAD_TOO_LARGE | the body is larger than 16 KiB |\n| 415 | UNSUPPORTED_MEDIA_TYPE | the body is not `application/json` |\n| 422 | IDEMPOTENCY_KEY_REUSED | the `Idempotency-Key` was used with another request |\n| 422 | UNSCANNABLE | the styling does not decode; the details name the option to change |\n| 429 | RATE_LIMITED | too many requests; see `Retry-After` |\n| 500 | INTERNAL_ERROR | the service failed |\n| 503 | SERVICE_UNAVAILABLE | the store cannot commit right now; nothing changed, see `Retry-After` |\n",
            "enum": [
              "INVALID_REQUEST",
              "UNAUTHORIZED",
              "FORBIDDEN",
              "NOT_FOUND",
              "CONFLICT",
              "PRECONDITION_FAILED",
              "PAYLOAD_TOO_LARGE",
              "UNSUPPORTED_MEDIA_TYPE",
              "IDEMPOTENCY_KEY_REUSED",
              "UNSCANNABLE",
              "RATE_LIMITED",
              "INTERNAL_ERROR",
              "SERVICE_UNAVAILABLE"
            ]
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
            "maxItems": 100
          },
          "requestId": {
            "type": "string",
            "description": "The id of the request, as in the `x-request-id` header.",
            "maxLength": 128
          }
        }
      },
      "412": {
        "type": "object",
        "description": "The body of every error response.",
        "required": [
          "error",
          "message"
        ],
        "properties": {
          "error": {
            "type": "string",
            "description": "A stable, machine-readable error code:\n\n| status | error | when |\n|---|---|---|\n| 400 | INVALID_REQUEST | the request is invalid, e.g. `targetUrl` missing |\n| 401 | UNAUTHORIZED | the API key is invalid or missing |\n| 403 | FORBIDDEN | the key lacks the scope the operation needs |\n| 404 | NOT_FOUND | the QR code (or API key) does not exist for this account |\n| 409 | CONFLICT | the custom short id is taken, or an account's cap (API keys, webhook endpoints) is reached |\n| 412 | PRECONDITION_FAILED | `If-Match` names none of the code's current ETag |\n| 413 | PAYLOAD_TOO_LARGE | the body is larger than 16 KiB |\n| 415 | UNSUPPORTED_MEDIA_TYPE | the body is not `application/json` |\n| 422 | IDEMPOTENCY_KEY_REUSED | the `Idempotency-Key` was used with another request |\n| 422 | UNSCANNABLE | the styling does not decode; the details name the option to change |\n| 429 | RATE_LIMITED | too many requests; see `Retry-After` |\n| 500 | INTERNAL_ERROR | the service failed |\n| 503 | SERVICE_UNAVAILABLE | the store cannot commit right now; nothing changed, see `Retry-After` |\n",
            "enum": [
              "INVALID_REQUEST",
              "UNAUTHORIZED",
              "FORBIDDEN",
              "NOT_FOUND",
              "CONFLICT",
              "PRECONDITION_FAILED",
              "PAYLOAD_TOO_LARGE",
              "UNSUPPORTED_MEDIA_TYPE",
              "IDEMPOTENCY_KEY_REUSED",
              "UNSCANNABLE",
              "RATE_LIMITED",
              "INTERNAL_ERROR",
              "SERVICE_UNAVAILABLE"
            ]
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
            "maxItems": 100
          },
          "requestId": {
            "type": "string",
            "description": "The id of the request, as in the `x-request-id` header.",
            "maxLength": 128
          }
        }
      },
      "413": {
        "type": "object",
        "description": "The body of every error response.",
        "required": [
          "error",
          "message"
        ],
        "properties": {
          "error": {
            "type": "string",
            "description": "A stable, machine-readable error code:\n\n| status | error | when |\n|---|---|---|\n| 400 | INVALID_REQUEST | the request is invalid, e.g. `targetUrl` missing |\n| 401 | UNAUTHORIZED | the API key is invalid or missing |\n| 403 | FORBIDDEN | the key lacks the scope the operation needs |\n| 404 | NOT_FOUND | the QR code (or API key) does not exist for this account |\n| 409 | CONFLICT | the custom short id is taken, or an account's cap (API keys, webhook endpoints) is reached |\n| 412 | PRECONDITION_FAILED | `If-Match` names none of the code's current ETag |\n| 413 | PAYLOAD_TOO_LARGE | the body is larger than 16 KiB |\n| 415 | UNSUPPORTED_MEDIA_TYPE | the body is not `application/json` |\n| 422 | IDEMPOTENCY_KEY_REUSED | the `Idempotency-Key` was used with another request |\n| 422 | UNSCANNABLE | the styling does not decode; the details name the option to change |\n| 429 | RATE_LIMITED | too many requests; see `Retry-After` |\n| 500 | INTERNAL_ERROR | the service failed |\n| 503 | SERVICE_UNAVAILABLE | the store cannot commit right now; nothing changed, see `Retry-After` |\n",
            "enum": [
              "INVALID_REQUEST",
              "UNAUTHORIZED",
              "FORBIDDEN",
              "NOT_FOUND",
              "CONFLICT",
              "PRECONDITION_FAILED",
              "PAYLOAD_TOO_LARGE",
              "UNSUPPORTED_MEDIA_TYPE",
              "IDEMPOTENCY_KEY_REUSED",
              "UNSCANNABLE",
              "RATE_LIMITED",
              "INTERNAL_ERROR",
              "SERVICE_UNAVAILABLE"
            ]
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
            "maxItems": 100
          },
          "requestId": {
            "type": "string",
            "description": "The id of the request, as in the `x-request-id` header.",
            "maxLength": 128
          }
        }
      },
      "415": {
        "type": "object",
        "description": "The body of every error response.",
        "required": [
          "error",
          "message"
        ],
        "properties": {
          "error": {
            "type": "string",
            "description": "A stable, machine-readable error code:\n\n| status | error | when |\n|---|---|---|\n| 400 | INVALID_REQUEST | the request is invalid, e.g. `targetUrl` missing |\n| 401 | UNAUTHORIZED | the API key is invalid or missing |\n| 403 | FORBIDDEN | the key lacks the scope the operation needs |\n| 404 | NOT_FOUND | the QR code (or API key) does not exist for this account |\n| 409 | CONFLICT | the custom short id is taken, or an account's cap (API keys, webhook endpoints) is reached |\n| 412 | PRECONDITION_FAILED | `If-Match` names none of the code's current ETag |\n| 413 | PAYLOAD_TOO_LARGE | the body is larger than 16 KiB |\n| 415 | UNSUPPORTED_MEDIA_TYPE | the body is not `application/json` |\n| 422 | IDEMPOTENCY_KEY_REUSED | the `Idempotency-Key` was used with another request |\n| 422 | UNSCANNABLE | the styling does not decode; the details name the option to change |\n| 429 | RATE_LIMITED | too many requests; see `Retry-After` |\n| 500 | INTERNAL_ERROR | the service failed |\n| 503 | SERVICE_UNAVAILABLE | the store cannot commit right now; nothing changed, see `Retry-After` |\n",
            "enum": [
              "INVALID_REQUEST",
              "UNAUTHORIZED",
              "FORBIDDEN",
              "NOT_FOUND",
              "CONFLICT",
              "PRECONDITION_FAILED",
              "PAYLOAD_TOO_LARGE",
              "UNSUPPORTED_MEDIA_TYPE",
              "IDEMPOTENCY_KEY_REUSED",
              "UNSCANNABLE",
              "RATE_LIMITED",
              "INTERNAL_ERROR",
              "SERVICE_UNAVAILABLE"
            ]
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
            "maxItems": 100
          },
          "requestId": {
            "type": "string",
            "description": "The id of the request, as in the `x-request-id` header.",
            "maxLength": 128
          }
        }
      },
      "422": {
        "type": "object",
        "description": "The body of every error response.",
        "required": [
          "error",
          "message"
        ],
        "properties": {
          "error": {
            "type": "string",
            "description": "A stable, machine-readable error code:\n\n| status | error | when |\n|---|---|---|\n| 400 | INVALID_REQUEST | the request is invalid, e.g. `targetUrl` missing |\n| 401 | UNAUTHORIZED | the API key is invalid or missing |\n| 403 | FORBIDDEN | the key lacks the scope the operation needs |\n| 404 | NOT_FOUND | the QR code (or API key) does not exist for this account |\n| 409 | CONFLICT | the custom short id is taken, or an account's cap (API keys, webhook endpoints) is reached |\n| 412 | PRECONDITION_FAILED | `If-Match` names none of the code's current ETag |\n| 413 | PAYLOAD_TOO_LARGE | the body is larger than 16 KiB |\n| 415 | UNSUPPORTED_MEDIA_TYPE | the body is not `application/json` |\n| 422 | IDEMPOTENCY_KEY_REUSED | the `Idempotency-Key` was used with another request |\n| 422 | UNSCANNABLE | the styling does not decode; the details name the option to change |\n| 429 | RATE_LIMITED | too many requests; see `Retry-After` |\n| 500 | INTERNAL_ERROR | the service failed |\n| 503 | SERVICE_UNAVAILABLE | the store cannot commit right now; nothing changed, see `Retry-After` |\n",
            "enum": [
              "INVALID_REQUEST",
              "UNAUTHORIZED",
              "FORBIDDEN",
              "NOT_FOUND",
              "CONFLICT",
              "PRECONDITION_FAILED",
              "PAYLOAD_TOO_LARGE",
              "UNSUPPORTED_MEDIA_TYPE",
              "IDEMPOTENCY_KEY_REUSED",
              "UNSCANNABLE",
              "RATE_LIMITED",
              "INTERNAL_ERROR",
              "SERVICE_UNAVAILABLE"
            ]
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
            "maxItems": 100
          },
          "requestId": {
            "type": "string",
            "description": "The id of the request, as in the `x-request-id` header.",
            "maxLength": 128
          }
        }
      },
      "429": {
        "type": "object",
        "description": "The body of every error response.",
        "required": [
          "error",
          "message"
        ],
        "properties": {
          "error": {
            "type": "string",
            "description": "A stable, machine-readable error code:\n\n| status | error | when |\n|---|---|---|\n| 400 | INVALID_REQUEST | the request is invalid, e.g. `targetUrl` missing |\n| 401 | UNAUTHORIZED | the API key is invalid or missing |\n| 403 | FORBIDDEN | the key lacks the scope the operation needs |\n| 404 | NOT_FOUND | the QR code (or API key) does not exist for this account |\n| 409 | CONFLICT | the custom short id is taken, or an account's cap (API keys, webhook endpoints) is reached |\n| 412 | PRECONDITION_FAILED | `If-Match` names none of the code's current ETag |\n| 413 | PAYLOAD_TOO_LARGE | the body is larger than 16 KiB |\n| 415 | UNSUPPORTED_MEDIA_TYPE | the body is not `application/json` |\n| 422 | IDEMPOTENCY_KEY_REUSED | the `Idempotency-Key` was used with another request |\n| 422 | UNSCANNABLE | the styling does not decode; the details name the option to change |\n| 429 | RATE_LIMITED | too many requests; see `Retry-After` |\n| 500 | INTERNAL_ERROR | the service failed |\n| 503 | SERVICE_UNAVAILABLE | the store cannot commit right now; nothing changed, see `Retry-After` |\n",
            "enum": [
              "INVALID_REQUEST",
              "UNAUTHORIZED",
              "FORBIDDEN",
              "NOT_FOUND",
              "CONFLICT",
              "PRECONDITION_FAILED",
              "PAYLOAD_TOO_LARGE",
              "UNSUPPORTED_MEDIA_TYPE",
              "IDEMPOTENCY_KEY_REUSED",
              "UNSCANNABLE",
              "RATE_LIMITED",
              "INTERNAL_ERROR",
              "SERVICE_UNAVAILABLE"
            ]
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
            "maxItems": 100
          },
          "requestId": {
            "type": "string",
            "description": "The id of the request, as in the `x-request-id` header.",
            "maxLength": 128
          }
        }
      },
      "500": {
        "type": "object",
        "description": "The body of every error response.",
        "required": [
          "error",
          "message"
        ],
        "properties": {
          "error": {
            "type": "string",
            "description": "A stable, machine-readable error code:\n\n| status | error | when |\n|---|---|---|\n| 400 | INVALID_REQUEST | the request is invalid, e.g. `targetUrl` missing |\n| 401 | UNAUTHORIZED | the API key is invalid or missing |\n| 403 | FORBIDDEN | the key lacks the scope the operation needs |\n| 404 | NOT_FOUND | the QR code (or API key) does not exist for this account |\n| 409 | CONFLICT | the custom short id is taken, or an account's cap (API keys, webhook endpoints) is reached |\n| 412 | PRECONDITION_FAILED | `If-Match` names none of the code's current ETag |\n| 413 | PAYLOAD_TOO_LARGE | the body is larger than 16 KiB |\n| 415 | UNSUPPORTED_MEDIA_TYPE | the body is not `application/json` |\n| 422 | IDEMPOTENCY_KEY_REUSED | the `Idempotency-Key` was used with another request |\n| 422 | UNSCANNABLE | the styling does not decode; the details name the option to change |\n| 429 | RATE_LIMITED | too many requests; see `Retry-After` |\n| 500 | INTERNAL_ERROR | the service failed |\n| 503 | SERVICE_UNAVAILABLE | the store cannot commit right now; nothing changed, see `Retry-After` |\n",
            "enum": [
              "INVALID_REQUEST",
              "UNAUTHORIZED",
              "FORBIDDEN",
              "NOT_FOUND",
              "CONFLICT",
              "PRECONDITION_FAILED",
              "PAYLOAD_TOO_LARGE",
              "UNSUPPORTED_MEDIA_TYPE",
              "IDEMPOTENCY_KEY_REUSED",
              "UNSCANNABLE",
              "RATE_LIMITED",
              "INTERNAL_ERROR",
              "SERVICE_UNAVAILABLE"
            ]
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
            "maxItems": 100
          },
          "requestId": {
            "type": "string",
            "description": "The id of the request, as in the `x-request-id` header.",
            "maxLength": 128
          }
        }
      },
      "503": {
        "type": "object",
        "description": "The body of every error response.",
        "required": [
          "error",
          "message"
        ],
        "properties": {
          "error": {
            "type": "string",
            "description": "A stable, machine-readable error code:\n\n| status | error | when |\n|---|---|---|\n| 400 | INVALID_REQUEST | the request is invalid, e.g. `targetUrl` missing |\n| 401 | UNAUTHORIZED | the API key is invalid or missing |\n| 403 | FORBIDDEN | the key lacks the scope the operation needs |\n| 404 | NOT_FOUND | the QR code (or API key) does not exist for this account |\n| 409 | CONFLICT | the custom short id is taken, or an account's cap (API keys, webhook endpoints) is reached |\n| 412 | PRECONDITION_FAILED | `If-Match` names none of the code's current ETag |\n| 413 | PAYLOAD_TOO_LARGE | the body is larger than 16 KiB |\n| 415 | UNSUPPORTED_MEDIA_TYPE | the body is not `application/json` |\n| 422 | IDEMPOTENCY_KEY_REUSED | the `Idempotency-Key` was used with another request |\n| 422 | UNSCANNABLE | the styling does not decode; the details name the option to change |\n| 429 | RATE_LIMITED | too many requests; see `Retry-After` |\n| 500 | INTERNAL_ERROR | the service failed |\n| 503 | SERVICE_UNAVAILABLE | the store cannot commit right now; nothing changed, see `Retry-After` |\n",
            "enum": [
              "INVALID_REQUEST",
              "UNAUTHORIZED",
              "FORBIDDEN",
              "NOT_FOUND",
              "CONFLICT",
              "PRECONDITION_FAILED",
              "PAYLOAD_TOO_LARGE",
              "UNSUPPORTED_MEDIA_TYPE",
              "IDEMPOTENCY_KEY_REUSED",
              "UNSCANNABLE",
              "RATE_LIMITED",
              "INTERNAL_ERROR",
              "SERVICE_UNAVAILABLE"
            ]
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
            "maxItems": 100
          },
          "requestId": {
            "type": "string",
            "description": "The id of the request, as in the `x-request-id` header.",
            "maxLength": 128
          }
        }
      }
    }
  },
  {
    "operationId": "deleteQrCode",
    "method": "DELETE",
    "path": "/qrcode/{shortId}",
    "url": "/api/v1/qrcode/:shortId",
    "authenticated": true,
    "scopes": [
      "qrcodes:write"
    ],
    "request": {
      "params": {
        "type": "object",
        "additionalProperties": false,
        "properties": {
          "shortId": {
            "type": "string",
            "minLength": 1,
            "maxLength": 256
          }
        },
        "required": [
          "shortId"
        ]
      }
    },
    "responses": {
      "401": {
        "type": "object",
        "description": "The body of every error response.",
        "required": [
          "error",
          "message"
        ],
        "properties": {
          "error": {
            "type": "string",
            "description": "A stable, machine-readable error code:\n\n| status | error | when |\n|---|---|---|\n| 400 | INVALID_REQUEST | the request is invalid, e.g. `targetUrl` missing |\n| 401 | UNAUTHORIZED | the API key is invalid or missing |\n| 403 | FORBIDDEN | the key lacks the scope the operation needs |\n| 404 | NOT_FOUND | the QR code (or API key) does not exist for this account |\n| 409 | CONFLICT | the custom short id is taken, or an account's cap (API keys, webhook endpoints) is reached |\n| 412 | PRECONDITION_FAILED | `If-Match` names none of the code's current ETag |\n| 413 | PAYLOAD_TOO_LARGE | the body is larger than 16 KiB |\n| 415 | UNSUPPORTED_MEDIA_TYPE | the body is not `application/json` |\n| 422 | IDEMPOTENCY_KEY_REUSED | the `Idempotency-Key` was used with another request |\n| 422 | UNSCANNABLE | the styling does not decode; the details name the option to change |\n| 429 | RATE_LIMITED | too many requests; see `Retry-After` |\n| 500 | INTERNAL_ERROR | the service failed |\n| 503 | SERVICE_UNAVAILABLE | the store cannot commit right now; nothing changed, see `Retry-After` |\n",
            "enum": [
              "INVALID_REQUEST",
              "UNAUTHORIZED",
              "FORBIDDEN",
              "NOT_FOUND",
              "CONFLICT",
              "PRECONDITION_FAILED",
              "PAYLOAD_TOO_LARGE",
              "UNSUPPORTED_MEDIA_TYPE",
              "IDEMPOTENCY_KEY_REUSED",
              "UNSCANNABLE",
              "RATE_LIMITED",
              "INTERNAL_ERROR",
              "SERVICE_UNAVAILABLE"
            ]
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
            "maxItems": 100
          },
          "requestId": {
            "type": "string",
            "description": "The id of the request, as in the `x-request-id` header.",
            "maxLength": 128
          }
        }
      },
      "403": {
        "type": "object",
        "description": "The body of every error response.",
        "required": [
          "error",
          "message"
        ],
        "properties": {
          "error": {
            "type": "string",
            "description": "A stable, machine-readable error code:\n\n| status | error | when |\n|---|---|---|\n| 400 | INVALID_REQUEST | the request is invalid, e.g. `targetUrl` missing |\n| 401 | UNAUTHORIZED | the API key is invalid or missing |\n| 403 | FORBIDDEN | the key lacks the scope the operation needs |\n| 404 | NOT_FOUND | the QR code (or API key) does not exist for this account |\n| 409 | CONFLICT | the custom short id is taken, or an account's cap (API keys, webhook endpoints) is reached |\n| 412 | PRECONDITION_FAILED | `If-Match` names none of the code's current ETag |\n| 413 | PAYLOAD_TOO_LARGE | the body is larger than 16 KiB |\n| 415 | UNSUPPORTED_MEDIA_TYPE | the body is not `application/json` |\n| 422 | IDEMPOTENCY_KEY_REUSED | the `Idempotency-Key` was used with another request |\n| 422 | UNSCANNABLE | the styling does not decode; the details name the option to change |\n| 429 | RATE_LIMITED | too many requests; see `Retry-After` |\n| 500 | INTERNAL_ERROR | the service failed |\n| 503 | SERVICE_UNAVAILABLE | the store cannot commit right now; nothing changed, see `Retry-After` |\n",
            "enum": [
              "INVALID_REQUEST",
              "UNAUTHORIZED",
              "FORBIDDEN",
              "NOT_FOUND",
              "CONFLICT",
              "PRECONDITION_FAILED",
              "PAYLOAD_TOO_LARGE",
              "UNSUPPORTED_MEDIA_TYPE",
              "IDEMPOTENCY_KEY_REUSED",
              "UNSCANNABLE",
              "RATE_LIMITED",
              "INTERNAL_ERROR",
              "SERVICE_UNAVAILABLE"
            ]
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
            "maxItems": 100
          },
          "requestId": {
            "type": "string",
            "description": "The id of the request, as in the `x-request-id` header.",
            "maxLength": 128
          }
        }
      },
      "404": {
        "type": "object",
        "description": "The body of every error response.",
        "required": [
          "error",
          "message"
        ],
        "properties": {
          "error": {
            "type": "string",
            "description": "A stable, machine-readable error code:\n\n| status | error | when |\n|---|---|---|\n| 400 | INVALID_REQUEST | the request is invalid, e.g. `targetUrl` missing |\n| 401 | UNAUTHORIZED | the API key is invalid or missing |\n| 403 | FORBIDDEN | the key lacks the scope the operation needs |\n| 404 | NOT_FOUND | the QR code (or API key) does not exist for this account |\n| 409 | CONFLICT | the custom short id is taken, or an account's cap (API keys, webhook endpoints) is reached |\n| 412 | PRECONDITION_FAILED | `If-Match` names none of the code's current ETag |\n| 413 | PAYLOAD_TOO_LARGE | the body is larger than 16 KiB |\n| 415 | UNSUPPORTED_MEDIA_TYPE | the body is not `application/json` |\n| 422 | IDEMPOTENCY_KEY_REUSED | the `Idempotency-Key` was used with another request |\n| 422 | UNSCANNABLE | the styling does not decode; the details name the option to change |\n| 429 | RATE_LIMITED | too many requests; see `Retry-After` |\n| 500 | INTERNAL_ERROR | the service failed |\n| 503 | SERVICE_UNAVAILABLE | the store cannot commit right now; nothing changed, see `Retry-After` |\n",
            "enum": [
              "INVALID_REQUEST",
              "UNAUTHORIZED",
              "FORBIDDEN",
              "NOT_FOUND",
              "CONFLICT",
              "PRECONDITION_FAILED",
              "PAYLOAD_TOO_LARGE",
              "UNSUPPORTED_MEDIA_TYPE",
              "IDEMPOTENCY_KEY_REUSED",
              "UNSCANNABLE",
              "RATE_LIMITED",
              "INTERNAL_ERROR",
              "SERVICE_UNAVAILABLE"
            ]
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
            "maxItems": 100
          },
          "requestId": {
            "type": "string",
            "description": "The id of the request, as in the `x-request-id` header.",
            "maxLength": 128
          }
        }
      },
      "412": {
        "type": "object",
        "description": "The body of every error response.",
        "required": [
          "error",
          "message"
        ],
        "properties": {
          "error": {
            "type": "string",
            "description": "A stable, machine-readable error code:\n\n| status | error | when |\n|---|---|---|\n| 400 | INVALID_REQUEST | the request is invalid, e.g. `targetUrl` missing |\n| 401 | UNAUTHORIZED | the API key is invalid or missing |\n| 403 | FORBIDDEN | the key lacks the scope the operation needs |\n| 404 | NOT_FOUND | the QR code (or API key) does not exist for this account |\n| 409 | CONFLICT | the custom short id is taken, or an account's cap (API keys, webhook endpoints) is reached |\n| 412 | PRECONDITION_FAILED | `If-Match` names none of the code's current ETag |\n| 413 | PAYLOAD_TOO_LARGE | the body is larger than 16 KiB |\n| 415 | UNSUPPORTED_MEDIA_TYPE | the body is not `application/json` |\n| 422 | IDEMPOTENCY_KEY_REUSED | the `Idempotency-Key` was used with another request |\n| 422 | UNSCANNABLE | the styling does not decode; the details name the option to change |\n| 429 | RATE_LIMITED | too many requests; see `Retry-After` |\n| 500 | INTERNAL_ERROR | the service failed |\n| 503 | SERVICE_UNAVAILABLE | the store cannot commit right now; nothing changed, see `Retry-After` |\n",
            "enum": [
              "INVALID_REQUEST",
              "UNAUTHORIZED",
              "FORBIDDEN",
              "NOT_FOUND",
              "CONFLICT",
              "PRECONDITION_FAILED",
              "PAYLOAD_TOO_LARGE",
              "UNSUPPORTED_MEDIA_TYPE",
              "IDEMPOTENCY_KEY_REUSED",
              "UNSCANNABLE",
              "RATE_LIMITED",
              "INTERNAL_ERROR",
              "SERVICE_UNAVAILABLE"
            ]
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
            "maxItems": 100
          },
          "requestId": {
            "type": "string",
            "description": "The id of the request, as in the `x-request-id` header.",
            "maxLength": 128
          }
        }
      },
      "429": {
        "type": "object",
        "description": "The body of every error response.",
        "required": [
          "error",
          "message"
        ],
        "properties": {
          "error": {
            "type": "string",
            "description": "A stable, machine-readable error code:\n\n| status | error | when |\n|---|---|---|\n| 400 | INVALID_REQUEST | the request is invalid, e.g. `targetUrl` missing |\n| 401 | UNAUTHORIZED | the API key is invalid or missing |\n| 403 | FORBIDDEN | the key lacks the scope the operation needs |\n| 404 | NOT_FOUND | the QR code (or API key) does not exist for this account |\n| 409 | CONFLICT | the custom short id is taken, or an account's cap (API keys, webhook endpoints) is reached |\n| 412 | PRECONDITION_FAILED | `If-Match` names none of the code's current ETag |\n| 413 | PAYLOAD_TOO_LARGE | the body is larger than 16 KiB |\n| 415 | UNSUPPORTED_MEDIA_TYPE | the body is not `application/json` |\n| 422 | IDEMPOTENCY_KEY_REUSED | the `Idempotency-Key` was used with another request |\n| 422 | UNSCANNABLE | the styling does not decode; the details name the option to change |\n| 429 | RATE_LIMITED | too many requests; see `Retry-After` |\n| 500 | INTERNAL_ERROR | the service failed |\n| 503 | SERVICE_UNAVAILABLE | the store cannot commit right now; nothing changed, see `Retry-After` |\n",
            "enum": [
              "INVALID_REQUEST",
              "UNAUTHORIZED",
              "FORBIDDEN",
              "NOT_FOUND",
              "CONFLICT",
              "PRECONDITION_FAILED",
              "PAYLOAD_TOO_LARGE",
              "UNSUPPORTED_MEDIA_TYPE",
              "IDEMPOTENCY_KEY_REUSED",
              "UNSCANNABLE",
              "RATE_LIMITED",
              "INTERNAL_ERROR",
              "SERVICE_UNAVAILABLE"
            ]
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
            "maxItems": 100
          },
          "requestId": {
            "type": "string",
            "description": "The id of the request, as in the `x-request-id` header.",
            "maxLength": 128
          }
        }
      },
      "500": {
        "type": "object",
        "description": "The body of every error response.",
        "required": [
          "error",
          "message"
        ],
        "properties": {
          "error": {
            "type": "string",
            "description": "A stable, machine-readable error code:\n\n| status | error | when |\n|---|---|---|\n| 400 | INVALID_REQUEST | the request is invalid, e.g. `targetUrl` missing |\n| 401 | UNAUTHORIZED | the API key is invalid or missing |\n| 403 | FORBIDDEN | the key lacks the scope the operation needs |\n| 404 | NOT_FOUND | the QR code (or API key) does not exist for this account |\n| 409 | CONFLICT | the custom short id is taken, or an account's cap (API keys, webhook endpoints) is reached |\n| 412 | PRECONDITION_FAILED | `If-Match` names none of the code's current ETag |\n| 413 | PAYLOAD_TOO_LARGE | the body is larger than 16 KiB |\n| 415 | UNSUPPORTED_MEDIA_TYPE | the body is not `application/json` |\n| 422 | IDEMPOTENCY_KEY_REUSED | the `Idempotency-Key` was used with another request |\n| 422 | UNSCANNABLE | the styling does not decode; the details name the option to change |\n| 429 | RATE_LIMITED | too many requests; see `Retry-After` |\n| 500 | INTERNAL_ERROR | the service failed |\n| 503 | SERVICE_UNAVAILABLE | the store cannot commit right now; nothing changed, see `Retry-After` |\n",
            "enum": [
              "INVALID_REQUEST",
              "UNAUTHORIZED",
              "FORBIDDEN",
              "NOT_FOUND",
              "CONFLICT",
              "PRECONDITION_FAILED",
              "PAYLOAD_TOO_LARGE",
              "UNSUPPORTED_MEDIA_TYPE",
              "IDEMPOTENCY_KEY_REUSED",
              "UNSCANNABLE",
              "RATE_LIMITED",
              "INTERNAL_ERROR",
              "SERVICE_UNAVAILABLE"
            ]
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
            "maxItems": 100
          },
          "requestId": {
            "type": "string",
            "description": "The id of the request, as in the `x-request-id` header.",
            "maxLength": 128
          }
        }
      },
      "503": {
        "type": "object",
        "description": "The body of every error response.",
        "required": [
          "error",
          "message"
        ],
        "properties": {
          "error": {
            "type": "string",
            "description": "A stable, machine-readable error code:\n\n| status | error | when |\n|---|---|---|\n| 400 | INVALID_REQUEST | the request is invalid, e.g. `targetUrl` missing |\n| 401 | UNAUTHORIZED | the API key is invalid or missing |\n| 403 | FORBIDDEN | the key lacks the scope the operation needs |\n| 404 | NOT_FOUND | the QR code (or API key) does not exist for this account |\n| 409 | CONFLICT | the custom short id is taken, or an account's cap (API keys, webhook endpoints) is reached |\n| 412 | PRECONDITION_FAILED | `If-Match` names none of the code's current ETag |\n| 413 | PAYLOAD_TOO_LARGE | the body is larger than 16 KiB |\n| 415 | UNSUPPORTED_MEDIA_TYPE | the body is not `application/json` |\n| 422 | IDEMPOTENCY_KEY_REUSED | the `Idempotency-Key` was used with another request |\n| 422 | UNSCANNABLE | the styling does not decode; the details name the option to change |\n| 429 | RATE_LIMITED | too many requests; see `Retry-After` |\n| 500 | INTERNAL_ERROR | the service failed |\n| 503 | SERVICE_UNAVAILABLE | the store cannot commit right now; nothing changed, see `Retry-After` |\n",
            "enum": [
              "INVALID_REQUEST",
              "UNAUTHORIZED",
              "FORBIDDEN",
              "NOT_FOUND",
              "CONFLICT",
              "PRECONDITION_FAILED",
              "PAYLOAD_TOO_LARGE",
              "UNSUPPORTED_MEDIA_TYPE",
              "IDEMPOTENCY_KEY_REUSED",
              "UNSCANNABLE",
              "RATE_LIMITED",
              "INTERNAL_ERROR",
              "SERVICE_UNAVAILABLE"
            ]
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
            "maxItems": 100
          },
          "requestId": {
            "type": "string",
            "description": "The id of the request, as in the `x-request-id` header.",
            "maxLength": 128
          }
        }
      }
    }
  },
  {
    "operationId": "getQrCodeStats",
    "method": "GET",
    "path": "/qrcode/{shortId}/stats",
    "url": "/api/v1/qrcode/:shortId/stats",
    "authenticated": true,
    "scopes": [
      "qrcodes:read"
    ],
    "request": {
      "params": {
        "type": "object",
        "additionalProperties": false,
        "properties": {
          "shortId": {
            "type": "string",
            "minLength": 1,
            "maxLength": 256
          }
        },
        "required": [
          "shortId"
        ]
      },
      "querystring": {
        "type": "object",
        "additionalProperties": false,
        "properties": {
          "groupBy": {
            "type": "string",
            "description": "A dimension a code's views are grouped by.",
            "enum": [
              "country",
              "device",
              "os",
              "browser",
              "referrer",
              "language"
            ],
            "examples": [
              "country"
            ]
          },
          "from": {
            "type": "string",
            "format": "date-time",
            "maxLength": 64
          },
          "to": {
            "type": "string",
            "format": "date-time",
            "maxLength": 64
          },
          "interval": {
            "type": "string",
            "description": "The width of a stats bucket, in UTC.",
            "enum": [
              "hour",
              "day"
            ],
            "examples": [
              "day"
            ],
            "default": "day"
          }
        },
        "required": []
      }
    },
    "responses": {
      "200": {
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
            "type": "string",
            "description": "The short identifier of a QR code; case-sensitive.",
            "minLength": 3,
            "maxLength": 64,
            "pattern": "^[A-Za-z0-9_-]+$",
            "examples": [
              "aZ3kP9qX"
            ]
          },
          "interval": {
            "type": "string",
            "description": "The width of a stats bucket, in UTC.",
            "enum": [
              "hour",
              "day"
            ],
            "examples": [
              "day"
            ]
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
          "series": {
            "type": "array",
            "description": "Every bucket of the range in time order, zeros included.",
            "items": {
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
                }
              ]
            },
            "maxItems": 1000
          },
          "breakdown": {
            "type": "array",
            "description": "Present only with `groupBy`: the range's views by value, most views first (ties by\nvalue). Their views add up exactly to `totals.views`.\n",
            "items": {
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
                  "description": "The value: an ISO 3166-1 alpha-2 country code; a device (`mobile`, `tablet`,\n`desktop`, `other`); an OS (`iOS`, `Android`, `Windows`, `macOS`, `Linux`,\n`ChromeOS`, `other`); a browser (`Safari`, `Chrome`, `Firefox`, `Edge`,\n`Samsung Internet`, `Opera`, `other`); a referrer host; a primary language subtag;\nor a `shortId`. `null` when unknown.\n"
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
            "maxItems": 100000
          }
        }
      },
      "400": {
        "type": "object",
        "description": "The body of every error response.",
        "required": [
          "error",
          "message"
        ],
        "properties": {
          "error": {
            "type": "string",
            "description": "A stable, machine-readable error code:\n\n| status | error | when |\n|---|---|---|\n| 400 | INVALID_REQUEST | the request is invalid, e.g. `targetUrl` missing |\n| 401 | UNAUTHORIZED | the API key is invalid or missing |\n| 403 | FORBIDDEN | the key lacks the scope the operation needs |\n| 404 | NOT_FOUND | the QR code (or API key) does not exist for this account |\n| 409 | CONFLICT | the custom short id is taken, or an account's cap (API keys, webhook endpoints) is reached |\n| 412 | PRECONDITION_FAILED | `If-Match` names none of the code's current ETag |\n| 413 | PAYLOAD_TOO_LARGE | the body is larger than 16 KiB |\n| 415 | UNSUPPORTED_MEDIA_TYPE | the body is not `application/json` |\n| 422 | IDEMPOTENCY_KEY_REUSED | the `Idempotency-Key` was used with another request |\n| 422 | UNSCANNABLE | the styling does not decode; the details name the option to change |\n| 429 | RATE_LIMITED | too many requests; see `Retry-After` |\n| 500 | INTERNAL_ERROR | the service failed |\n| 503 | SERVICE_UNAVAILABLE | the store cannot commit right now; nothing changed, see `Retry-After` |\n",
            "enum": [
              "INVALID_REQUEST",
              "UNAUTHORIZED",
              "FORBIDDEN",
              "NOT_FOUND",
              "CONFLICT",
              "PRECONDITION_FAILED",
              "PAYLOAD_TOO_LARGE",
              "UNSUPPORTED_MEDIA_TYPE",
              "IDEMPOTENCY_KEY_REUSED",
              "UNSCANNABLE",
              "RATE_LIMITED",
              "INTERNAL_ERROR",
              "SERVICE_UNAVAILABLE"
            ]
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
            "maxItems": 100
          },
          "requestId": {
            "type": "string",
            "description": "The id of the request, as in the `x-request-id` header.",
            "maxLength": 128
          }
        }
      },
      "401": {
        "type": "object",
        "description": "The body of every error response.",
        "required": [
          "error",
          "message"
        ],
        "properties": {
          "error": {
            "type": "string",
            "description": "A stable, machine-readable error code:\n\n| status | error | when |\n|---|---|---|\n| 400 | INVALID_REQUEST | the request is invalid, e.g. `targetUrl` missing |\n| 401 | UNAUTHORIZED | the API key is invalid or missing |\n| 403 | FORBIDDEN | the key lacks the scope the operation needs |\n| 404 | NOT_FOUND | the QR code (or API key) does not exist for this account |\n| 409 | CONFLICT | the custom short id is taken, or an account's cap (API keys, webhook endpoints) is reached |\n| 412 | PRECONDITION_FAILED | `If-Match` names none of the code's current ETag |\n| 413 | PAYLOAD_TOO_LARGE | the body is larger than 16 KiB |\n| 415 | UNSUPPORTED_MEDIA_TYPE | the body is not `application/json` |\n| 422 | IDEMPOTENCY_KEY_REUSED | the `Idempotency-Key` was used with another request |\n| 422 | UNSCANNABLE | the styling does not decode; the details name the option to change |\n| 429 | RATE_LIMITED | too many requests; see `Retry-After` |\n| 500 | INTERNAL_ERROR | the service failed |\n| 503 | SERVICE_UNAVAILABLE | the store cannot commit right now; nothing changed, see `Retry-After` |\n",
            "enum": [
              "INVALID_REQUEST",
              "UNAUTHORIZED",
              "FORBIDDEN",
              "NOT_FOUND",
              "CONFLICT",
              "PRECONDITION_FAILED",
              "PAYLOAD_TOO_LARGE",
              "UNSUPPORTED_MEDIA_TYPE",
              "IDEMPOTENCY_KEY_REUSED",
              "UNSCANNABLE",
              "RATE_LIMITED",
              "INTERNAL_ERROR",
              "SERVICE_UNAVAILABLE"
            ]
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
            "maxItems": 100
          },
          "requestId": {
            "type": "string",
            "description": "The id of the request, as in the `x-request-id` header.",
            "maxLength": 128
          }
        }
      },
      "403": {
        "type": "object",
        "description": "The body of every error response.",
        "required": [
          "error",
          "message"
        ],
        "properties": {
          "error": {
            "type": "string",
            "description": "A stable, machine-readable error code:\n\n| status | error | when |\n|---|---|---|\n| 400 | INVALID_REQUEST | the request is invalid, e.g. `targetUrl` missing |\n| 401 | UNAUTHORIZED | the API key is invalid or missing |\n| 403 | FORBIDDEN | the key lacks the scope the operation needs |\n| 404 | NOT_FOUND | the QR code (or API key) does not exist for this account |\n| 409 | CONFLICT | the custom short id is taken, or an account's cap (API keys, webhook endpoints) is reached |\n| 412 | PRECONDITION_FAILED | `If-Match` names none of the code's current ETag |\n| 413 | PAYLOAD_TOO_LARGE | the body is larger than 16 KiB |\n| 415 | UNSUPPORTED_MEDIA_TYPE | the body is not `application/json` |\n| 422 | IDEMPOTENCY_KEY_REUSED | the `Idempotency-Key` was used with another request |\n| 422 | UNSCANNABLE | the styling does not decode; the details name the option to change |\n| 429 | RATE_LIMITED | too many requests; see `Retry-After` |\n| 500 | INTERNAL_ERROR | the service failed |\n| 503 | SERVICE_UNAVAILABLE | the store cannot commit right now; nothing changed, see `Retry-After` |\n",
            "enum": [
              "INVALID_REQUEST",
              "UNAUTHORIZED",
              "FORBIDDEN",
              "NOT_FOUND",
              "CONFLICT",
              "PRECONDITION_FAILED",
              "PAYLOAD_TOO_LARGE",
              "UNSUPPORTED_MEDIA_TYPE",
              "IDEMPOTENCY_KEY_REUSED",
              "UNSCANNABLE",
              "RATE_LIMITED",
              "INTERNAL_ERROR",
              "SERVICE_UNAVAILABLE"
            ]
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
            "maxItems": 100
          },
          "requestId": {
            "type": "string",
            "description": "The id of the request, as in the `x-request-id` header.",
            "maxLength": 128
          }
        }
      },
      "404": {
        "type": "object",
        "description": "The body of every error response.",
        "required": [
          "error",
          "message"
        ],
        "properties": {
          "error": {
            "type": "string",
            "description": "A stable, machine-readable error code:\n\n| status | error | when |\n|---|---|---|\n| 400 | INVALID_REQUEST | the request is invalid, e.g. `targetUrl` missing |\n| 401 | UNAUTHORIZED | the API key is invalid or missing |\n| 403 | FORBIDDEN | the key lacks the scope the operation needs |\n| 404 | NOT_FOUND | the QR code (or API key) does not exist for this account |\n| 409 | CONFLICT | the custom short id is taken, or an account's cap (API keys, webhook endpoints) is reached |\n| 412 | PRECONDITION_FAILED | `If-Match` names none of the code's current ETag |\n| 413 | PAYLOAD_TOO_LARGE | the body is larger than 16 KiB |\n| 415 | UNSUPPORTED_MEDIA_TYPE | the body is not `application/json` |\n| 422 | IDEMPOTENCY_KEY_REUSED | the `Idempotency-Key` was used with another request |\n| 422 | UNSCANNABLE | the styling does not decode; the details name the option to change |\n| 429 | RATE_LIMITED | too many requests; see `Retry-After` |\n| 500 | INTERNAL_ERROR | the service failed |\n| 503 | SERVICE_UNAVAILABLE | the store cannot commit right now; nothing changed, see `Retry-After` |\n",
            "enum": [
              "INVALID_REQUEST",
              "UNAUTHORIZED",
              "FORBIDDEN",
              "NOT_FOUND",
              "CONFLICT",
              "PRECONDITION_FAILED",
              "PAYLOAD_TOO_LARGE",
              "UNSUPPORTED_MEDIA_TYPE",
              "IDEMPOTENCY_KEY_REUSED",
              "UNSCANNABLE",
              "RATE_LIMITED",
              "INTERNAL_ERROR",
              "SERVICE_UNAVAILABLE"
            ]
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
            "maxItems": 100
          },
          "requestId": {
            "type": "string",
            "description": "The id of the request, as in the `x-request-id` header.",
            "maxLength": 128
          }
        }
      },
      "429": {
        "type": "object",
        "description": "The body of every error response.",
        "required": [
          "error",
          "message"
        ],
        "properties": {
          "error": {
            "type": "string",
            "description": "A stable, machine-readable error code:\n\n| status | error | when |\n|---|---|---|\n| 400 | INVALID_REQUEST | the request is invalid, e.g. `targetUrl` missing |\n| 401 | UNAUTHORIZED | the API key is invalid or missing |\n| 403 | FORBIDDEN | the key lacks the scope the operation needs |\n| 404 | NOT_FOUND | the QR code (or API key) does not exist for this account |\n| 409 | CONFLICT | the custom short id is taken, or an account's cap (API keys, webhook endpoints) is reached |\n| 412 | PRECONDITION_FAILED | `If-Match` names none of the code's current ETag |\n| 413 | PAYLOAD_TOO_LARGE | the body is larger than 16 KiB |\n| 415 | UNSUPPORTED_MEDIA_TYPE | the body is not `application/json` |\n| 422 | IDEMPOTENCY_KEY_REUSED | the `Idempotency-Key` was used with another request |\n| 422 | UNSCANNABLE | the styling does not decode; the details name the option to change |\n| 429 | RATE_LIMITED | too many requests; see `Retry-After` |\n| 500 | INTERNAL_ERROR | the service failed |\n| 503 | SERVICE_UNAVAILABLE | the store cannot commit right now; nothing changed, see `Retry-After` |\n",
            "enum": [
              "INVALID_REQUEST",
              "UNAUTHORIZED",
              "FORBIDDEN",
              "NOT_FOUND",
              "CONFLICT",
              "PRECONDITION_FAILED",
              "PAYLOAD_TOO_LARGE",
              "UNSUPPORTED_MEDIA_TYPE",
              "IDEMPOTENCY_KEY_REUSED",
              "UNSCANNABLE",
              "RATE_LIMITED",
              "INTERNAL_ERROR",
              "SERVICE_UNAVAILABLE"
            ]
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
            "maxItems": 100
          },
          "requestId": {
            "type": "string",
            "description": "The id of the request, as in the `x-request-id` header.",
            "maxLength": 128
          }
        }
      },
      "500": {
        "type": "object",
        "description": "The body of every error response.",
        "required": [
          "error",
          "message"
        ],
        "properties": {
          "error": {
            "type": "string",
            "description": "A stable, machine-readable error code:\n\n| status | error | when |\n|---|---|---|\n| 400 | INVALID_REQUEST | the request is invalid, e.g. `targetUrl` missing |\n| 401 | UNAUTHORIZED | the API key is invalid or missing |\n| 403 | FORBIDDEN | the key lacks the scope the operation needs |\n| 404 | NOT_FOUND | the QR code (or API key) does not exist for this account |\n| 409 | CONFLICT | the custom short id is taken, or an account's cap (API keys, webhook endpoints) is reached |\n| 412 | PRECONDITION_FAILED | `If-Match` names none of the code's current ETag |\n| 413 | PAYLOAD_TOO_LARGE | the body is larger than 16 KiB |\n| 415 | UNSUPPORTED_MEDIA_TYPE | the body is not `application/json` |\n| 422 | IDEMPOTENCY_KEY_REUSED | the `Idempotency-Key` was used with another request |\n| 422 | UNSCANNABLE | the styling does not decode; the details name the option to change |\n| 429 | RATE_LIMITED | too many requests; see `Retry-After` |\n| 500 | INTERNAL_ERROR | the service failed |\n| 503 | SERVICE_UNAVAILABLE | the store cannot commit right now; nothing changed, see `Retry-After` |\n",
            "enum": [
              "INVALID_REQUEST",
              "UNAUTHORIZED",
              "FORBIDDEN",
              "NOT_FOUND",
              "CONFLICT",
              "PRECONDITION_FAILED",
              "PAYLOAD_TOO_LARGE",
              "UNSUPPORTED_MEDIA_TYPE",
              "IDEMPOTENCY_KEY_REUSED",
              "UNSCANNABLE",
              "RATE_LIMITED",
              "INTERNAL_ERROR",
              "SERVICE_UNAVAILABLE"
            ]
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
            "maxItems": 100
          },
          "requestId": {
            "type": "string",
            "description": "The id of the request, as in the `x-request-id` header.",
            "maxLength": 128
          }
        }
      },
      "503": {
        "type": "object",
        "description": "The body of every error response.",
        "required": [
          "error",
          "message"
        ],
        "properties": {
          "error": {
            "type": "string",
            "description": "A stable, machine-readable error code:\n\n| status | error | when |\n|---|---|---|\n| 400 | INVALID_REQUEST | the request is invalid, e.g. `targetUrl` missing |\n| 401 | UNAUTHORIZED | the API key is invalid or missing |\n| 403 | FORBIDDEN | the key lacks the scope the operation needs |\n| 404 | NOT_FOUND | the QR code (or API key) does not exist for this account |\n| 409 | CONFLICT | the custom short id is taken, or an account's cap (API keys, webhook endpoints) is reached |\n| 412 | PRECONDITION_FAILED | `If-Match` names none of the code's current ETag |\n| 413 | PAYLOAD_TOO_LARGE | the body is larger than 16 KiB |\n| 415 | UNSUPPORTED_MEDIA_TYPE | the body is not `application/json` |\n| 422 | IDEMPOTENCY_KEY_REUSED | the `Idempotency-Key` was used with another request |\n| 422 | UNSCANNABLE | the styling does not decode; the details name the option to change |\n| 429 | RATE_LIMITED | too many requests; see `Retry-After` |\n| 500 | INTERNAL_ERROR | the service failed |\n| 503 | SERVICE_UNAVAILABLE | the store cannot commit right now; nothing changed, see `Retry-After` |\n",
            "enum": [
              "INVALID_REQUEST",
              "UNAUTHORIZED",
              "FORBIDDEN",
              "NOT_FOUND",
              "CONFLICT",
              "PRECONDITION_FAILED",
              "PAYLOAD_TOO_LARGE",
              "UNSUPPORTED_MEDIA_TYPE",
              "IDEMPOTENCY_KEY_REUSED",
              "UNSCANNABLE",
              "RATE_LIMITED",
              "INTERNAL_ERROR",
              "SERVICE_UNAVAILABLE"
            ]
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
            "maxItems": 100
          },
          "requestId": {
            "type": "string",
            "description": "The id of the request, as in the `x-request-id` header.",
            "maxLength": 128
          }
        }
      }
    }
  },
  {
    "operationId": "getQrCodeImage",
    "method": "GET",
    "path": "/qrcode/{shortId}/image",
    "url": "/api/v1/qrcode/:shortId/image",
    "authenticated": true,
    "scopes": [
      "qrcodes:read"
    ],
    "request": {
      "params": {
        "type": "object",
        "additionalProperties": false,
        "properties": {
          "shortId": {
            "type": "string",
            "minLength": 1,
            "maxLength": 256
          }
        },
        "required": [
          "shortId"
        ]
      },
      "querystring": {
        "type": "object",
        "additionalProperties": false,
        "properties": {
          "format": {
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
          "size": {
            "type": "integer",
            "format": "int32",
            "minimum": 64,
            "maximum": 4096
          }
        },
        "required": []
      }
    },
    "responses": {
      "400": {
        "type": "object",
        "description": "The body of every error response.",
        "required": [
          "error",
          "message"
        ],
        "properties": {
          "error": {
            "type": "string",
            "description": "A stable, machine-readable error code:\n\n| status | error | when |\n|---|---|---|\n| 400 | INVALID_REQUEST | the request is invalid, e.g. `targetUrl` missing |\n| 401 | UNAUTHORIZED | the API key is invalid or missing |\n| 403 | FORBIDDEN | the key lacks the scope the operation needs |\n| 404 | NOT_FOUND | the QR code (or API key) does not exist for this account |\n| 409 | CONFLICT | the custom short id is taken, or an account's cap (API keys, webhook endpoints) is reached |\n| 412 | PRECONDITION_FAILED | `If-Match` names none of the code's current ETag |\n| 413 | PAYLOAD_TOO_LARGE | the body is larger than 16 KiB |\n| 415 | UNSUPPORTED_MEDIA_TYPE | the body is not `application/json` |\n| 422 | IDEMPOTENCY_KEY_REUSED | the `Idempotency-Key` was used with another request |\n| 422 | UNSCANNABLE | the styling does not decode; the details name the option to change |\n| 429 | RATE_LIMITED | too many requests; see `Retry-After` |\n| 500 | INTERNAL_ERROR | the service failed |\n| 503 | SERVICE_UNAVAILABLE | the store cannot commit right now; nothing changed, see `Retry-After` |\n",
            "enum": [
              "INVALID_REQUEST",
              "UNAUTHORIZED",
              "FORBIDDEN",
              "NOT_FOUND",
              "CONFLICT",
              "PRECONDITION_FAILED",
              "PAYLOAD_TOO_LARGE",
              "UNSUPPORTED_MEDIA_TYPE",
              "IDEMPOTENCY_KEY_REUSED",
              "UNSCANNABLE",
              "RATE_LIMITED",
              "INTERNAL_ERROR",
              "SERVICE_UNAVAILABLE"
            ]
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
            "maxItems": 100
          },
          "requestId": {
            "type": "string",
            "description": "The id of the request, as in the `x-request-id` header.",
            "maxLength": 128
          }
        }
      },
      "401": {
        "type": "object",
        "description": "The body of every error response.",
        "required": [
          "error",
          "message"
        ],
        "properties": {
          "error": {
            "type": "string",
            "description": "A stable, machine-readable error code:\n\n| status | error | when |\n|---|---|---|\n| 400 | INVALID_REQUEST | the request is invalid, e.g. `targetUrl` missing |\n| 401 | UNAUTHORIZED | the API key is invalid or missing |\n| 403 | FORBIDDEN | the key lacks the scope the operation needs |\n| 404 | NOT_FOUND | the QR code (or API key) does not exist for this account |\n| 409 | CONFLICT | the custom short id is taken, or an account's cap (API keys, webhook endpoints) is reached |\n| 412 | PRECONDITION_FAILED | `If-Match` names none of the code's current ETag |\n| 413 | PAYLOAD_TOO_LARGE | the body is larger than 16 KiB |\n| 415 | UNSUPPORTED_MEDIA_TYPE | the body is not `application/json` |\n| 422 | IDEMPOTENCY_KEY_REUSED | the `Idempotency-Key` was used with another request |\n| 422 | UNSCANNABLE | the styling does not decode; the details name the option to change |\n| 429 | RATE_LIMITED | too many requests; see `Retry-After` |\n| 500 | INTERNAL_ERROR | the service failed |\n| 503 | SERVICE_UNAVAILABLE | the store cannot commit right now; nothing changed, see `Retry-After` |\n",
            "enum": [
              "INVALID_REQUEST",
              "UNAUTHORIZED",
              "FORBIDDEN",
              "NOT_FOUND",
              "CONFLICT",
              "PRECONDITION_FAILED",
              "PAYLOAD_TOO_LARGE",
              "UNSUPPORTED_MEDIA_TYPE",
              "IDEMPOTENCY_KEY_REUSED",
              "UNSCANNABLE",
              "RATE_LIMITED",
              "INTERNAL_ERROR",
              "SERVICE_UNAVAILABLE"
            ]
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
            "maxItems": 100
          },
          "requestId": {
            "type": "string",
            "description": "The id of the request, as in the `x-request-id` header.",
            "maxLength": 128
          }
        }
      },
      "403": {
        "type": "object",
        "description": "The body of every error response.",
        "required": [
          "error",
          "message"
        ],
        "properties": {
          "error": {
            "type": "string",
            "description": "A stable, machine-readable error code:\n\n| status | error | when |\n|---|---|---|\n| 400 | INVALID_REQUEST | the request is invalid, e.g. `targetUrl` missing |\n| 401 | UNAUTHORIZED | the API key is invalid or missing |\n| 403 | FORBIDDEN | the key lacks the scope the operation needs |\n| 404 | NOT_FOUND | the QR code (or API key) does not exist for this account |\n| 409 | CONFLICT | the custom short id is taken, or an account's cap (API keys, webhook endpoints) is reached |\n| 412 | PRECONDITION_FAILED | `If-Match` names none of the code's current ETag |\n| 413 | PAYLOAD_TOO_LARGE | the body is larger than 16 KiB |\n| 415 | UNSUPPORTED_MEDIA_TYPE | the body is not `application/json` |\n| 422 | IDEMPOTENCY_KEY_REUSED | the `Idempotency-Key` was used with another request |\n| 422 | UNSCANNABLE | the styling does not decode; the details name the option to change |\n| 429 | RATE_LIMITED | too many requests; see `Retry-After` |\n| 500 | INTERNAL_ERROR | the service failed |\n| 503 | SERVICE_UNAVAILABLE | the store cannot commit right now; nothing changed, see `Retry-After` |\n",
            "enum": [
              "INVALID_REQUEST",
              "UNAUTHORIZED",
              "FORBIDDEN",
              "NOT_FOUND",
              "CONFLICT",
              "PRECONDITION_FAILED",
              "PAYLOAD_TOO_LARGE",
              "UNSUPPORTED_MEDIA_TYPE",
              "IDEMPOTENCY_KEY_REUSED",
              "UNSCANNABLE",
              "RATE_LIMITED",
              "INTERNAL_ERROR",
              "SERVICE_UNAVAILABLE"
            ]
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
            "maxItems": 100
          },
          "requestId": {
            "type": "string",
            "description": "The id of the request, as in the `x-request-id` header.",
            "maxLength": 128
          }
        }
      },
      "404": {
        "type": "object",
        "description": "The body of every error response.",
        "required": [
          "error",
          "message"
        ],
        "properties": {
          "error": {
            "type": "string",
            "description": "A stable, machine-readable error code:\n\n| status | error | when |\n|---|---|---|\n| 400 | INVALID_REQUEST | the request is invalid, e.g. `targetUrl` missing |\n| 401 | UNAUTHORIZED | the API key is invalid or missing |\n| 403 | FORBIDDEN | the key lacks the scope the operation needs |\n| 404 | NOT_FOUND | the QR code (or API key) does not exist for this account |\n| 409 | CONFLICT | the custom short id is taken, or an account's cap (API keys, webhook endpoints) is reached |\n| 412 | PRECONDITION_FAILED | `If-Match` names none of the code's current ETag |\n| 413 | PAYLOAD_TOO_LARGE | the body is larger than 16 KiB |\n| 415 | UNSUPPORTED_MEDIA_TYPE | the body is not `application/json` |\n| 422 | IDEMPOTENCY_KEY_REUSED | the `Idempotency-Key` was used with another request |\n| 422 | UNSCANNABLE | the styling does not decode; the details name the option to change |\n| 429 | RATE_LIMITED | too many requests; see `Retry-After` |\n| 500 | INTERNAL_ERROR | the service failed |\n| 503 | SERVICE_UNAVAILABLE | the store cannot commit right now; nothing changed, see `Retry-After` |\n",
            "enum": [
              "INVALID_REQUEST",
              "UNAUTHORIZED",
              "FORBIDDEN",
              "NOT_FOUND",
              "CONFLICT",
              "PRECONDITION_FAILED",
              "PAYLOAD_TOO_LARGE",
              "UNSUPPORTED_MEDIA_TYPE",
              "IDEMPOTENCY_KEY_REUSED",
              "UNSCANNABLE",
              "RATE_LIMITED",
              "INTERNAL_ERROR",
              "SERVICE_UNAVAILABLE"
            ]
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
            "maxItems": 100
          },
          "requestId": {
            "type": "string",
            "description": "The id of the request, as in the `x-request-id` header.",
            "maxLength": 128
          }
        }
      },
      "429": {
        "type": "object",
        "description": "The body of every error response.",
        "required": [
          "error",
          "message"
        ],
        "properties": {
          "error": {
            "type": "string",
            "description": "A stable, machine-readable error code:\n\n| status | error | when |\n|---|---|---|\n| 400 | INVALID_REQUEST | the request is invalid, e.g. `targetUrl` missing |\n| 401 | UNAUTHORIZED | the API key is invalid or missing |\n| 403 | FORBIDDEN | the key lacks the scope the operation needs |\n| 404 | NOT_FOUND | the QR code (or API key) does not exist for this account |\n| 409 | CONFLICT | the custom short id is taken, or an account's cap (API keys, webhook endpoints) is reached |\n| 412 | PRECONDITION_FAILED | `If-Match` names none of the code's current ETag |\n| 413 | PAYLOAD_TOO_LARGE | the body is larger than 16 KiB |\n| 415 | UNSUPPORTED_MEDIA_TYPE | the body is not `application/json` |\n| 422 | IDEMPOTENCY_KEY_REUSED | the `Idempotency-Key` was used with another request |\n| 422 | UNSCANNABLE | the styling does not decode; the details name the option to change |\n| 429 | RATE_LIMITED | too many requests; see `Retry-After` |\n| 500 | INTERNAL_ERROR | the service failed |\n| 503 | SERVICE_UNAVAILABLE | the store cannot commit right now; nothing changed, see `Retry-After` |\n",
            "enum": [
              "INVALID_REQUEST",
              "UNAUTHORIZED",
              "FORBIDDEN",
              "NOT_FOUND",
              "CONFLICT",
              "PRECONDITION_FAILED",
              "PAYLOAD_TOO_LARGE",
              "UNSUPPORTED_MEDIA_TYPE",
              "IDEMPOTENCY_KEY_REUSED",
              "UNSCANNABLE",
              "RATE_LIMITED",
              "INTERNAL_ERROR",
              "SERVICE_UNAVAILABLE"
            ]
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
            "maxItems": 100
          },
          "requestId": {
            "type": "string",
            "description": "The id of the request, as in the `x-request-id` header.",
            "maxLength": 128
          }
        }
      },
      "500": {
        "type": "object",
        "description": "The body of every error response.",
        "required": [
          "error",
          "message"
        ],
        "properties": {
          "error": {
            "type": "string",
            "description": "A stable, machine-readable error code:\n\n| status | error | when |\n|---|---|---|\n| 400 | INVALID_REQUEST | the request is invalid, e.g. `targetUrl` missing |\n| 401 | UNAUTHORIZED | the API key is invalid or missing |\n| 403 | FORBIDDEN | the key lacks the scope the operation needs |\n| 404 | NOT_FOUND | the QR code (or API key) does not exist for this account |\n| 409 | CONFLICT | the custom short id is taken, or an account's cap (API keys, webhook endpoints) is reached |\n| 412 | PRECONDITION_FAILED | `If-Match` names none of the code's current ETag |\n| 413 | PAYLOAD_TOO_LARGE | the body is larger than 16 KiB |\n| 415 | UNSUPPORTED_MEDIA_TYPE | the body is not `application/json` |\n| 422 | IDEMPOTENCY_KEY_REUSED | the `Idempotency-Key` was used with another request |\n| 422 | UNSCANNABLE | the styling does not decode; the details name the option to change |\n| 429 | RATE_LIMITED | too many requests; see `Retry-After` |\n| 500 | INTERNAL_ERROR | the service failed |\n| 503 | SERVICE_UNAVAILABLE | the store cannot commit right now; nothing changed, see `Retry-After` |\n",
            "enum": [
              "INVALID_REQUEST",
              "UNAUTHORIZED",
              "FORBIDDEN",
              "NOT_FOUND",
              "CONFLICT",
              "PRECONDITION_FAILED",
              "PAYLOAD_TOO_LARGE",
              "UNSUPPORTED_MEDIA_TYPE",
              "IDEMPOTENCY_KEY_REUSED",
              "UNSCANNABLE",
              "RATE_LIMITED",
              "INTERNAL_ERROR",
              "SERVICE_UNAVAILABLE"
            ]
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
            "maxItems": 100
          },
          "requestId": {
            "type": "string",
            "description": "The id of the request, as in the `x-request-id` header.",
            "maxLength": 128
          }
        }
      },
      "503": {
        "type": "object",
        "description": "The body of every error response.",
        "required": [
          "error",
          "message"
        ],
        "properties": {
          "error": {
            "type": "string",
            "description": "A stable, machine-readable error code:\n\n| status | error | when |\n|---|---|---|\n| 400 | INVALID_REQUEST | the request is invalid, e.g. `targetUrl` missing |\n| 401 | UNAUTHORIZED | the API key is invalid or missing |\n| 403 | FORBIDDEN | the key lacks the scope the operation needs |\n| 404 | NOT_FOUND | the QR code (or API key) does not exist for this account |\n| 409 | CONFLICT | the custom short id is taken, or an account's cap (API keys, webhook endpoints) is reached |\n| 412 | PRECONDITION_FAILED | `If-Match` names none of the code's current ETag |\n| 413 | PAYLOAD_TOO_LARGE | the body is larger than 16 KiB |\n| 415 | UNSUPPORTED_MEDIA_TYPE | the body is not `application/json` |\n| 422 | IDEMPOTENCY_KEY_REUSED | the `Idempotency-Key` was used with another request |\n| 422 | UNSCANNABLE | the styling does not decode; the details name the option to change |\n| 429 | RATE_LIMITED | too many requests; see `Retry-After` |\n| 500 | INTERNAL_ERROR | the service failed |\n| 503 | SERVICE_UNAVAILABLE | the store cannot commit right now; nothing changed, see `Retry-After` |\n",
            "enum": [
              "INVALID_REQUEST",
              "UNAUTHORIZED",
              "FORBIDDEN",
              "NOT_FOUND",
              "CONFLICT",
              "PRECONDITION_FAILED",
              "PAYLOAD_TOO_LARGE",
              "UNSUPPORTED_MEDIA_TYPE",
              "IDEMPOTENCY_KEY_REUSED",
              "UNSCANNABLE",
              "RATE_LIMITED",
              "INTERNAL_ERROR",
              "SERVICE_UNAVAILABLE"
            ]
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
            "maxItems": 100
          },
          "requestId": {
            "type": "string",
            "description": "The id of the request, as in the `x-request-id` header.",
            "maxLength": 128
          }
        }
      }
    }
  },
  {
    "operationId": "getAccountStats",
    "method": "GET",
    "path": "/stats",
    "url": "/api/v1/stats",
    "authenticated": true,
    "scopes": [
      "qrcodes:read"
    ],
    "request": {
      "querystring": {
        "type": "object",
        "additionalProperties": false,
        "properties": {
          "groupBy": {
            "type": "string",
            "description": "A dimension the account's views are grouped by; `shortId` gives the top codes.",
            "enum": [
              "country",
              "device",
              "os",
              "browser",
              "referrer",
              "language",
              "shortId"
            ],
            "examples": [
              "shortId"
            ]
          },
          "from": {
            "type": "string",
            "format": "date-time",
            "maxLength": 64
          },
          "to": {
            "type": "string",
            "format": "date-time",
            "maxLength": 64
          },
          "interval": {
            "type": "string",
            "description": "The width of a stats bucket, in UTC.",
            "enum": [
              "hour",
              "day"
            ],
            "examples": [
              "day"
            ],
            "default": "day"
          }
        },
        "required": []
      }
    },
    "responses": {
      "200": {
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
            "type": "string",
            "description": "The width of a stats bucket, in UTC.",
            "enum": [
              "hour",
              "day"
            ],
            "examples": [
              "day"
            ]
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
          "series": {
            "type": "array",
            "description": "Every bucket of the range in time order, zeros included.",
            "items": {
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
                }
              ]
            },
            "maxItems": 1000
          },
          "breakdown": {
            "type": "array",
            "description": "Present only with `groupBy`: the range's views by value, most views first (ties by\nvalue). Their views add up exactly to `totals.views`.\n",
            "items": {
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
                  "description": "The value: an ISO 3166-1 alpha-2 country code; a device (`mobile`, `tablet`,\n`desktop`, `other`); an OS (`iOS`, `Android`, `Windows`, `macOS`, `Linux`,\n`ChromeOS`, `other`); a browser (`Safari`, `Chrome`, `Firefox`, `Edge`,\n`Samsung Internet`, `Opera`, `other`); a referrer host; a primary language subtag;\nor a `shortId`. `null` when unknown.\n"
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
            "maxItems": 100000
          }
        }
      },
      "400": {
        "type": "object",
        "description": "The body of every error response.",
        "required": [
          "error",
          "message"
        ],
        "properties": {
          "error": {
            "type": "string",
            "description": "A stable, machine-readable error code:\n\n| status | error | when |\n|---|---|---|\n| 400 | INVALID_REQUEST | the request is invalid, e.g. `targetUrl` missing |\n| 401 | UNAUTHORIZED | the API key is invalid or missing |\n| 403 | FORBIDDEN | the key lacks the scope the operation needs |\n| 404 | NOT_FOUND | the QR code (or API key) does not exist for this account |\n| 409 | CONFLICT | the custom short id is taken, or an account's cap (API keys, webhook endpoints) is reached |\n| 412 | PRECONDITION_FAILED | `If-Match` names none of the code's current ETag |\n| 413 | PAYLOAD_TOO_LARGE | the body is larger than 16 KiB |\n| 415 | UNSUPPORTED_MEDIA_TYPE | the body is not `application/json` |\n| 422 | IDEMPOTENCY_KEY_REUSED | the `Idempotency-Key` was used with another request |\n| 422 | UNSCANNABLE | the styling does not decode; the details name the option to change |\n| 429 | RATE_LIMITED | too many requests; see `Retry-After` |\n| 500 | INTERNAL_ERROR | the service failed |\n| 503 | SERVICE_UNAVAILABLE | the store cannot commit right now; nothing changed, see `Retry-After` |\n",
            "enum": [
              "INVALID_REQUEST",
              "UNAUTHORIZED",
              "FORBIDDEN",
              "NOT_FOUND",
              "CONFLICT",
              "PRECONDITION_FAILED",
              "PAYLOAD_TOO_LARGE",
              "UNSUPPORTED_MEDIA_TYPE",
              "IDEMPOTENCY_KEY_REUSED",
              "UNSCANNABLE",
              "RATE_LIMITED",
              "INTERNAL_ERROR",
              "SERVICE_UNAVAILABLE"
            ]
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
            "maxItems": 100
          },
          "requestId": {
            "type": "string",
            "description": "The id of the request, as in the `x-request-id` header.",
            "maxLength": 128
          }
        }
      },
      "401": {
        "type": "object",
        "description": "The body of every error response.",
        "required": [
          "error",
          "message"
        ],
        "properties": {
          "error": {
            "type": "string",
            "description": "A stable, machine-readable error code:\n\n| status | error | when |\n|---|---|---|\n| 400 | INVALID_REQUEST | the request is invalid, e.g. `targetUrl` missing |\n| 401 | UNAUTHORIZED | the API key is invalid or missing |\n| 403 | FORBIDDEN | the key lacks the scope the operation needs |\n| 404 | NOT_FOUND | the QR code (or API key) does not exist for this account |\n| 409 | CONFLICT | the custom short id is taken, or an account's cap (API keys, webhook endpoints) is reached |\n| 412 | PRECONDITION_FAILED | `If-Match` names none of the code's current ETag |\n| 413 | PAYLOAD_TOO_LARGE | the body is larger than 16 KiB |\n| 415 | UNSUPPORTED_MEDIA_TYPE | the body is not `application/json` |\n| 422 | IDEMPOTENCY_KEY_REUSED | the `Idempotency-Key` was used with another request |\n| 422 | UNSCANNABLE | the styling does not decode; the details name the option to change |\n| 429 | RATE_LIMITED | too many requests; see `Retry-After` |\n| 500 | INTERNAL_ERROR | the service failed |\n| 503 | SERVICE_UNAVAILABLE | the store cannot commit right now; nothing changed, see `Retry-After` |\n",
            "enum": [
              "INVALID_REQUEST",
              "UNAUTHORIZED",
              "FORBIDDEN",
              "NOT_FOUND",
              "CONFLICT",
              "PRECONDITION_FAILED",
              "PAYLOAD_TOO_LARGE",
              "UNSUPPORTED_MEDIA_TYPE",
              "IDEMPOTENCY_KEY_REUSED",
              "UNSCANNABLE",
              "RATE_LIMITED",
              "INTERNAL_ERROR",
              "SERVICE_UNAVAILABLE"
            ]
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
            "maxItems": 100
          },
          "requestId": {
            "type": "string",
            "description": "The id of the request, as in the `x-request-id` header.",
            "maxLength": 128
          }
        }
      },
      "403": {
        "type": "object",
        "description": "The body of every error response.",
        "required": [
          "error",
          "message"
        ],
        "properties": {
          "error": {
            "type": "string",
            "description": "A stable, machine-readable error code:\n\n| status | error | when |\n|---|---|---|\n| 400 | INVALID_REQUEST | the request is invalid, e.g. `targetUrl` missing |\n| 401 | UNAUTHORIZED | the API key is invalid or missing |\n| 403 | FORBIDDEN | the key lacks the scope the operation needs |\n| 404 | NOT_FOUND | the QR code (or API key) does not exist for this account |\n| 409 | CONFLICT | the custom short id is taken, or an account's cap (API keys, webhook endpoints) is reached |\n| 412 | PRECONDITION_FAILED | `If-Match` names none of the code's current ETag |\n| 413 | PAYLOAD_TOO_LARGE | the body is larger than 16 KiB |\n| 415 | UNSUPPORTED_MEDIA_TYPE | the body is not `application/json` |\n| 422 | IDEMPOTENCY_KEY_REUSED | the `Idempotency-Key` was used with another request |\n| 422 | UNSCANNABLE | the styling does not decode; the details name the option to change |\n| 429 | RATE_LIMITED | too many requests; see `Retry-After` |\n| 500 | INTERNAL_ERROR | the service failed |\n| 503 | SERVICE_UNAVAILABLE | the store cannot commit right now; nothing changed, see `Retry-After` |\n",
            "enum": [
              "INVALID_REQUEST",
              "UNAUTHORIZED",
              "FORBIDDEN",
              "NOT_FOUND",
              "CONFLICT",
              "PRECONDITION_FAILED",
              "PAYLOAD_TOO_LARGE",
              "UNSUPPORTED_MEDIA_TYPE",
              "IDEMPOTENCY_KEY_REUSED",
              "UNSCANNABLE",
              "RATE_LIMITED",
              "INTERNAL_ERROR",
              "SERVICE_UNAVAILABLE"
            ]
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
            "maxItems": 100
          },
          "requestId": {
            "type": "string",
            "description": "The id of the request, as in the `x-request-id` header.",
            "maxLength": 128
          }
        }
      },
      "429": {
        "type": "object",
        "description": "The body of every error response.",
        "required": [
          "error",
          "message"
        ],
        "properties": {
          "error": {
            "type": "string",
            "description": "A stable, machine-readable error code:\n\n| status | error | when |\n|---|---|---|\n| 400 | INVALID_REQUEST | the request is invalid, e.g. `targetUrl` missing |\n| 401 | UNAUTHORIZED | the API key is invalid or missing |\n| 403 | FORBIDDEN | the key lacks the scope the operation needs |\n| 404 | NOT_FOUND | the QR code (or API key) does not exist for this account |\n| 409 | CONFLICT | the custom short id is taken, or an account's cap (API keys, webhook endpoints) is reached |\n| 412 | PRECONDITION_FAILED | `If-Match` names none of the code's current ETag |\n| 413 | PAYLOAD_TOO_LARGE | the body is larger than 16 KiB |\n| 415 | UNSUPPORTED_MEDIA_TYPE | the body is not `application/json` |\n| 422 | IDEMPOTENCY_KEY_REUSED | the `Idempotency-Key` was used with another request |\n| 422 | UNSCANNABLE | the styling does not decode; the details name the option to change |\n| 429 | RATE_LIMITED | too many requests; see `Retry-After` |\n| 500 | INTERNAL_ERROR | the service failed |\n| 503 | SERVICE_UNAVAILABLE | the store cannot commit right now; nothing changed, see `Retry-After` |\n",
            "enum": [
              "INVALID_REQUEST",
              "UNAUTHORIZED",
              "FORBIDDEN",
              "NOT_FOUND",
              "CONFLICT",
              "PRECONDITION_FAILED",
              "PAYLOAD_TOO_LARGE",
              "UNSUPPORTED_MEDIA_TYPE",
              "IDEMPOTENCY_KEY_REUSED",
              "UNSCANNABLE",
              "RATE_LIMITED",
              "INTERNAL_ERROR",
              "SERVICE_UNAVAILABLE"
            ]
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
            "maxItems": 100
          },
          "requestId": {
            "type": "string",
            "description": "The id of the request, as in the `x-request-id` header.",
            "maxLength": 128
          }
        }
      },
      "500": {
        "type": "object",
        "description": "The body of every error response.",
        "required": [
          "error",
          "message"
        ],
        "properties": {
          "error": {
            "type": "string",
            "description": "A stable, machine-readable error code:\n\n| status | error | when |\n|---|---|---|\n| 400 | INVALID_REQUEST | the request is invalid, e.g. `targetUrl` missing |\n| 401 | UNAUTHORIZED | the API key is invalid or missing |\n| 403 | FORBIDDEN | the key lacks the scope the operation needs |\n| 404 | NOT_FOUND | the QR code (or API key) does not exist for this account |\n| 409 | CONFLICT | the custom short id is taken, or an account's cap (API keys, webhook endpoints) is reached |\n| 412 | PRECONDITION_FAILED | `If-Match` names none of the code's current ETag |\n| 413 | PAYLOAD_TOO_LARGE | the body is larger than 16 KiB |\n| 415 | UNSUPPORTED_MEDIA_TYPE | the body is not `application/json` |\n| 422 | IDEMPOTENCY_KEY_REUSED | the `Idempotency-Key` was used with another request |\n| 422 | UNSCANNABLE | the styling does not decode; the details name the option to change |\n| 429 | RATE_LIMITED | too many requests; see `Retry-After` |\n| 500 | INTERNAL_ERROR | the service failed |\n| 503 | SERVICE_UNAVAILABLE | the store cannot commit right now; nothing changed, see `Retry-After` |\n",
            "enum": [
              "INVALID_REQUEST",
              "UNAUTHORIZED",
              "FORBIDDEN",
              "NOT_FOUND",
              "CONFLICT",
              "PRECONDITION_FAILED",
              "PAYLOAD_TOO_LARGE",
              "UNSUPPORTED_MEDIA_TYPE",
              "IDEMPOTENCY_KEY_REUSED",
              "UNSCANNABLE",
              "RATE_LIMITED",
              "INTERNAL_ERROR",
              "SERVICE_UNAVAILABLE"
            ]
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
            "maxItems": 100
          },
          "requestId": {
            "type": "string",
            "description": "The id of the request, as in the `x-request-id` header.",
            "maxLength": 128
          }
        }
      },
      "503": {
        "type": "object",
        "description": "The body of every error response.",
        "required": [
          "error",
          "message"
        ],
        "properties": {
          "error": {
            "type": "string",
            "description": "A stable, machine-readable error code:\n\n| status | error | when |\n|---|---|---|\n| 400 | INVALID_REQUEST | the request is invalid, e.g. `targetUrl` missing |\n| 401 | UNAUTHORIZED | the API key is invalid or missing |\n| 403 | FORBIDDEN | the key lacks the scope the operation needs |\n| 404 | NOT_FOUND | the QR code (or API key) does not exist for this account |\n| 409 | CONFLICT | the custom short id is taken, or an account's cap (API keys, webhook endpoints) is reached |\n| 412 | PRECONDITION_FAILED | `If-Match` names none of the code's current ETag |\n| 413 | PAYLOAD_TOO_LARGE | the body is larger than 16 KiB |\n| 415 | UNSUPPORTED_MEDIA_TYPE | the body is not `application/json` |\n| 422 | IDEMPOTENCY_KEY_REUSED | the `Idempotency-Key` was used with another request |\n| 422 | UNSCANNABLE | the styling does not decode; the details name the option to change |\n| 429 | RATE_LIMITED | too many requests; see `Retry-After` |\n| 500 | INTERNAL_ERROR | the service failed |\n| 503 | SERVICE_UNAVAILABLE | the store cannot commit right now; nothing changed, see `Retry-After` |\n",
            "enum": [
              "INVALID_REQUEST",
              "UNAUTHORIZED",
              "FORBIDDEN",
              "NOT_FOUND",
              "CONFLICT",
              "PRECONDITION_FAILED",
              "PAYLOAD_TOO_LARGE",
              "UNSUPPORTED_MEDIA_TYPE",
              "IDEMPOTENCY_KEY_REUSED",
              "UNSCANNABLE",
              "RATE_LIMITED",
              "INTERNAL_ERROR",
              "SERVICE_UNAVAILABLE"
            ]
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
            "maxItems": 100
          },
          "requestId": {
            "type": "string",
            "description": "The id of the request, as in the `x-request-id` header.",
            "maxLength": 128
          }
        }
      }
    }
  },
  {
    "operationId": "listApiKeys",
    "method": "GET",
    "path": "/keys",
    "url": "/api/v1/keys",
    "authenticated": true,
    "scopes": [
      "keys:manage"
    ],
    "request": {},
    "responses": {
      "200": {
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
                    "type": "string",
                    "description": "What an API key may do. `qrcodes:read`: read codes, lists and images.\n`qrcodes:write`: everything `qrcodes:read` may, and create, change and delete codes.\n`keys:manage`: list, create and revoke the account's keys.\n",
                    "enum": [
                      "qrcodes:read",
                      "qrcodes:write",
                      "keys:manage"
                    ],
                    "examples": [
                      "qrcodes:read"
                    ]
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
            "maxItems": 1000
          }
        }
      },
      "401": {
        "type": "object",
        "description": "The body of every error response.",
        "required": [
          "error",
          "message"
        ],
        "properties": {
          "error": {
            "type": "string",
            "description": "A stable, machine-readable error code:\n\n| status | error | when |\n|---|---|---|\n| 400 | INVALID_REQUEST | the request is invalid, e.g. `targetUrl` missing |\n| 401 | UNAUTHORIZED | the API key is invalid or missing |\n| 403 | FORBIDDEN | the key lacks the scope the operation needs |\n| 404 | NOT_FOUND | the QR code (or API key) does not exist for this account |\n| 409 | CONFLICT | the custom short id is taken, or an account's cap (API keys, webhook endpoints) is reached |\n| 412 | PRECONDITION_FAILED | `If-Match` names none of the code's current ETag |\n| 413 | PAYLOAD_TOO_LARGE | the body is larger than 16 KiB |\n| 415 | UNSUPPORTED_MEDIA_TYPE | the body is not `application/json` |\n| 422 | IDEMPOTENCY_KEY_REUSED | the `Idempotency-Key` was used with another request |\n| 422 | UNSCANNABLE | the styling does not decode; the details name the option to change |\n| 429 | RATE_LIMITED | too many requests; see `Retry-After` |\n| 500 | INTERNAL_ERROR | the service failed |\n| 503 | SERVICE_UNAVAILABLE | the store cannot commit right now; nothing changed, see `Retry-After` |\n",
            "enum": [
              "INVALID_REQUEST",
              "UNAUTHORIZED",
              "FORBIDDEN",
              "NOT_FOUND",
              "CONFLICT",
              "PRECONDITION_FAILED",
              "PAYLOAD_TOO_LARGE",
              "UNSUPPORTED_MEDIA_TYPE",
              "IDEMPOTENCY_KEY_REUSED",
              "UNSCANNABLE",
              "RATE_LIMITED",
              "INTERNAL_ERROR",
              "SERVICE_UNAVAILABLE"
            ]
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
            "maxItems": 100
          },
          "requestId": {
            "type": "string",
            "description": "The id of the request, as in the `x-request-id` header.",
            "maxLength": 128
          }
        }
      },
      "403": {
        "type": "object",
        "description": "The body of every error response.",
        "required": [
          "error",
          "message"
        ],
        "properties": {
          "error": {
            "type": "string",
            "description": "A stable, machine-readable error code:\n\n| status | error | when |\n|---|---|---|\n| 400 | INVALID_REQUEST | the request is invalid, e.g. `targetUrl` missing |\n| 401 | UNAUTHORIZED | the API key is invalid or missing |\n| 403 | FORBIDDEN | the key lacks the scope the operation needs |\n| 404 | NOT_FOUND | the QR code (or API key) does not exist for this account |\n| 409 | CONFLICT | the custom short id is taken, or an account's cap (API keys, webhook endpoints) is reached |\n| 412 | PRECONDITION_FAILED | `If-Match` names none of the code's current ETag |\n| 413 | PAYLOAD_TOO_LARGE | the body is larger than 16 KiB |\n| 415 | UNSUPPORTED_MEDIA_TYPE | the body is not `application/json` |\n| 422 | IDEMPOTENCY_KEY_REUSED | the `Idempotency-Key` was used with another request |\n| 422 | UNSCANNABLE | the styling does not decode; the details name the option to change |\n| 429 | RATE_LIMITED | too many requests; see `Retry-After` |\n| 500 | INTERNAL_ERROR | the service failed |\n| 503 | SERVICE_UNAVAILABLE | the store cannot commit right now; nothing changed, see `Retry-After` |\n",
            "enum": [
              "INVALID_REQUEST",
              "UNAUTHORIZED",
              "FORBIDDEN",
              "NOT_FOUND",
              "CONFLICT",
              "PRECONDITION_FAILED",
              "PAYLOAD_TOO_LARGE",
              "UNSUPPORTED_MEDIA_TYPE",
              "IDEMPOTENCY_KEY_REUSED",
              "UNSCANNABLE",
              "RATE_LIMITED",
              "INTERNAL_ERROR",
              "SERVICE_UNAVAILABLE"
            ]
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
            "maxItems": 100
          },
          "requestId": {
            "type": "string",
            "description": "The id of the request, as in the `x-request-id` header.",
            "maxLength": 128
          }
        }
      },
      "429": {
        "type": "object",
        "description": "The body of every error response.",
        "required": [
          "error",
          "message"
        ],
        "properties": {
          "error": {
            "type": "string",
            "description": "A stable, machine-readable error code:\n\n| status | error | when |\n|---|---|---|\n| 400 | INVALID_REQUEST | the request is invalid, e.g. `targetUrl` missing |\n| 401 | UNAUTHORIZED | the API key is invalid or missing |\n| 403 | FORBIDDEN | the key lacks the scope the operation needs |\n| 404 | NOT_FOUND | the QR code (or API key) does not exist for this account |\n| 409 | CONFLICT | the custom short id is taken, or an account's cap (API keys, webhook endpoints) is reached |\n| 412 | PRECONDITION_FAILED | `If-Match` names none of the code's current ETag |\n| 413 | PAYLOAD_TOO_LARGE | the body is larger than 16 KiB |\n| 415 | UNSUPPORTED_MEDIA_TYPE | the body is not `application/json` |\n| 422 | IDEMPOTENCY_KEY_REUSED | the `Idempotency-Key` was used with another request |\n| 422 | UNSCANNABLE | the styling does not decode; the details name the option to change |\n| 429 | RATE_LIMITED | too many requests; see `Retry-After` |\n| 500 | INTERNAL_ERROR | the service failed |\n| 503 | SERVICE_UNAVAILABLE | the store cannot commit right now; nothing changed, see `Retry-After` |\n",
            "enum": [
              "INVALID_REQUEST",
              "UNAUTHORIZED",
              "FORBIDDEN",
              "NOT_FOUND",
              "CONFLICT",
              "PRECONDITION_FAILED",
              "PAYLOAD_TOO_LARGE",
              "UNSUPPORTED_MEDIA_TYPE",
              "IDEMPOTENCY_KEY_REUSED",
              "UNSCANNABLE",
              "RATE_LIMITED",
              "INTERNAL_ERROR",
              "SERVICE_UNAVAILABLE"
            ]
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
            "maxItems": 100
          },
          "requestId": {
            "type": "string",
            "description": "The id of the request, as in the `x-request-id` header.",
            "maxLength": 128
          }
        }
      },
      "500": {
        "type": "object",
        "description": "The body of every error response.",
        "required": [
          "error",
          "message"
        ],
        "properties": {
          "error": {
            "type": "string",
            "description": "A stable, machine-readable error code:\n\n| status | error | when |\n|---|---|---|\n| 400 | INVALID_REQUEST | the request is invalid, e.g. `targetUrl` missing |\n| 401 | UNAUTHORIZED | the API key is invalid or missing |\n| 403 | FORBIDDEN | the key lacks the scope the operation needs |\n| 404 | NOT_FOUND | the QR code (or API key) does not exist for this account |\n| 409 | CONFLICT | the custom short id is taken, or an account's cap (API keys, webhook endpoints) is reached |\n| 412 | PRECONDITION_FAILED | `If-Match` names none of the code's current ETag |\n| 413 | PAYLOAD_TOO_LARGE | the body is larger than 16 KiB |\n| 415 | UNSUPPORTED_MEDIA_TYPE | the body is not `application/json` |\n| 422 | IDEMPOTENCY_KEY_REUSED | the `Idempotency-Key` was used with another request |\n| 422 | UNSCANNABLE | the styling does not decode; the details name the option to change |\n| 429 | RATE_LIMITED | too many requests; see `Retry-After` |\n| 500 | INTERNAL_ERROR | the service failed |\n| 503 | SERVICE_UNAVAILABLE | the store cannot commit right now; nothing changed, see `Retry-After` |\n",
            "enum": [
              "INVALID_REQUEST",
              "UNAUTHORIZED",
              "FORBIDDEN",
              "NOT_FOUND",
              "CONFLICT",
              "PRECONDITION_FAILED",
              "PAYLOAD_TOO_LARGE",
              "UNSUPPORTED_MEDIA_TYPE",
              "IDEMPOTENCY_KEY_REUSED",
              "UNSCANNABLE",
              "RATE_LIMITED",
              "INTERNAL_ERROR",
              "SERVICE_UNAVAILABLE"
            ]
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
            "maxItems": 100
          },
          "requestId": {
            "type": "string",
            "description": "The id of the request, as in the `x-request-id` header.",
            "maxLength": 128
          }
        }
      },
      "503": {
        "type": "object",
        "description": "The body of every error response.",
        "required": [
          "error",
          "message"
        ],
        "properties": {
          "error": {
            "type": "string",
            "description": "A stable, machine-readable error code:\n\n| status | error | when |\n|---|---|---|\n| 400 | INVALID_REQUEST | the request is invalid, e.g. `targetUrl` missing |\n| 401 | UNAUTHORIZED | the API key is invalid or missing |\n| 403 | FORBIDDEN | the key lacks the scope the operation needs |\n| 404 | NOT_FOUND | the QR code (or API key) does not exist for this account |\n| 409 | CONFLICT | the custom short id is taken, or an account's cap (API keys, webhook endpoints) is reached |\n| 412 | PRECONDITION_FAILED | `If-Match` names none of the code's current ETag |\n| 413 | PAYLOAD_TOO_LARGE | the body is larger than 16 KiB |\n| 415 | UNSUPPORTED_MEDIA_TYPE | the body is not `application/json` |\n| 422 | IDEMPOTENCY_KEY_REUSED | the `Idempotency-Key` was used with another request |\n| 422 | UNSCANNABLE | the styling does not decode; the details name the option to change |\n| 429 | RATE_LIMITED | too many requests; see `Retry-After` |\n| 500 | INTERNAL_ERROR | the service failed |\n| 503 | SERVICE_UNAVAILABLE | the store cannot commit right now; nothing changed, see `Retry-After` |\n",
            "enum": [
              "INVALID_REQUEST",
              "UNAUTHORIZED",
              "FORBIDDEN",
              "NOT_FOUND",
              "CONFLICT",
              "PRECONDITION_FAILED",
              "PAYLOAD_TOO_LARGE",
              "UNSUPPORTED_MEDIA_TYPE",
              "IDEMPOTENCY_KEY_REUSED",
              "UNSCANNABLE",
              "RATE_LIMITED",
              "INTERNAL_ERROR",
              "SERVICE_UNAVAILABLE"
            ]
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
            "maxItems": 100
          },
          "requestId": {
            "type": "string",
            "description": "The id of the request, as in the `x-request-id` header.",
            "maxLength": 128
          }
        }
      }
    }
  },
  {
    "operationId": "createApiKey",
    "method": "POST",
    "path": "/keys",
    "url": "/api/v1/keys",
    "authenticated": true,
    "scopes": [
      "keys:manage"
    ],
    "request": {
      "body": {
        "$ref": "#/components/schemas/CreateApiKeyRequest"
      }
    },
    "responses": {
      "201": {
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
                  "type": "string",
                  "description": "What an API key may do. `qrcodes:read`: read codes, lists and images.\n`qrcodes:write`: everything `qrcodes:read` may, and create, change and delete codes.\n`keys:manage`: list, create and revoke the account's keys.\n",
                  "enum": [
                    "qrcodes:read",
                    "qrcodes:write",
                    "keys:manage"
                  ],
                  "examples": [
                    "qrcodes:read"
                  ]
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
          }
        ]
      },
      "400": {
        "type": "object",
        "description": "The body of every error response.",
        "required": [
          "error",
          "message"
        ],
        "properties": {
          "error": {
            "type": "string",
            "description": "A stable, machine-readable error code:\n\n| status | error | when |\n|---|---|---|\n| 400 | INVALID_REQUEST | the request is invalid, e.g. `targetUrl` missing |\n| 401 | UNAUTHORIZED | the API key is invalid or missing |\n| 403 | FORBIDDEN | the key lacks the scope the operation needs |\n| 404 | NOT_FOUND | the QR code (or API key) does not exist for this account |\n| 409 | CONFLICT | the custom short id is taken, or an account's cap (API keys, webhook endpoints) is reached |\n| 412 | PRECONDITION_FAILED | `If-Match` names none of the code's current ETag |\n| 413 | PAYLOAD_TOO_LARGE | the body is larger than 16 KiB |\n| 415 | UNSUPPORTED_MEDIA_TYPE | the body is not `application/json` |\n| 422 | IDEMPOTENCY_KEY_REUSED | the `Idempotency-Key` was used with another request |\n| 422 | UNSCANNABLE | the styling does not decode; the details name the option to change |\n| 429 | RATE_LIMITED | too many requests; see `Retry-After` |\n| 500 | INTERNAL_ERROR | the service failed |\n| 503 | SERVICE_UNAVAILABLE | the store cannot commit right now; nothing changed, see `Retry-After` |\n",
            "enum": [
              "INVALID_REQUEST",
              "UNAUTHORIZED",
              "FORBIDDEN",
              "NOT_FOUND",
              "CONFLICT",
              "PRECONDITION_FAILED",
              "PAYLOAD_TOO_LARGE",
              "UNSUPPORTED_MEDIA_TYPE",
              "IDEMPOTENCY_KEY_REUSED",
              "UNSCANNABLE",
              "RATE_LIMITED",
              "INTERNAL_ERROR",
              "SERVICE_UNAVAILABLE"
            ]
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
            "maxItems": 100
          },
          "requestId": {
            "type": "string",
            "description": "The id of the request, as in the `x-request-id` header.",
            "maxLength": 128
          }
        }
      },
      "401": {
        "type": "object",
        "description": "The body of every error response.",
        "required": [
          "error",
          "message"
        ],
        "properties": {
          "error": {
            "type": "string",
            "description": "A stable, machine-readable error code:\n\n| status | error | when |\n|---|---|---|\n| 400 | INVALID_REQUEST | the request is invalid, e.g. `targetUrl` missing |\n| 401 | UNAUTHORIZED | the API key is invalid or missing |\n| 403 | FORBIDDEN | the key lacks the scope the operation needs |\n| 404 | NOT_FOUND | the QR code (or API key) does not exist for this account |\n| 409 | CONFLICT | the custom short id is taken, or an account's cap (API keys, webhook endpoints) is reached |\n| 412 | PRECONDITION_FAILED | `If-Match` names none of the code's current ETag |\n| 413 | PAYLOAD_TOO_LARGE | the body is larger than 16 KiB |\n| 415 | UNSUPPORTED_MEDIA_TYPE | the body is not `application/json` |\n| 422 | IDEMPOTENCY_KEY_REUSED | the `Idempotency-Key` was used with another request |\n| 422 | UNSCANNABLE | the styling does not decode; the details name the option to change |\n| 429 | RATE_LIMITED | too many requests; see `Retry-After` |\n| 500 | INTERNAL_ERROR | the service failed |\n| 503 | SERVICE_UNAVAILABLE | the store cannot commit right now; nothing changed, see `Retry-After` |\n",
            "enum": [
              "INVALID_REQUEST",
              "UNAUTHORIZED",
              "FORBIDDEN",
              "NOT_FOUND",
              "CONFLICT",
              "PRECONDITION_FAILED",
              "PAYLOAD_TOO_LARGE",
              "UNSUPPORTED_MEDIA_TYPE",
              "IDEMPOTENCY_KEY_REUSED",
              "UNSCANNABLE",
              "RATE_LIMITED",
              "INTERNAL_ERROR",
              "SERVICE_UNAVAILABLE"
            ]
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
            "maxItems": 100
          },
          "requestId": {
            "type": "string",
            "description": "The id of the request, as in the `x-request-id` header.",
            "maxLength": 128
          }
        }
      },
      "403": {
        "type": "object",
        "description": "The body of every error response.",
        "required": [
          "error",
          "message"
        ],
        "properties": {
          "error": {
            "type": "string",
            "description": "A stable, machine-readable error code:\n\n| status | error | when |\n|---|---|---|\n| 400 | INVALID_REQUEST | the request is invalid, e.g. `targetUrl` missing |\n| 401 | UNAUTHORIZED | the API key is invalid or missing |\n| 403 | FORBIDDEN | the key lacks the scope the operation needs |\n| 404 | NOT_FOUND | the QR code (or API key) does not exist for this account |\n| 409 | CONFLICT | the custom short id is taken, or an account's cap (API keys, webhook endpoints) is reached |\n| 412 | PRECONDITION_FAILED | `If-Match` names none of the code's current ETag |\n| 413 | PAYLOAD_TOO_LARGE | the body is larger than 16 KiB |\n| 415 | UNSUPPORTED_MEDIA_TYPE | the body is not `application/json` |\n| 422 | IDEMPOTENCY_KEY_REUSED | the `Idempotency-Key` was used with another request |\n| 422 | UNSCANNABLE | the styling does not decode; the details name the option to change |\n| 429 | RATE_LIMITED | too many requests; see `Retry-After` |\n| 500 | INTERNAL_ERROR | the service failed |\n| 503 | SERVICE_UNAVAILABLE | the store cannot commit right now; nothing changed, see `Retry-After` |\n",
            "enum": [
              "INVALID_REQUEST",
              "UNAUTHORIZED",
              "FORBIDDEN",
              "NOT_FOUND",
              "CONFLICT",
              "PRECONDITION_FAILED",
              "PAYLOAD_TOO_LARGE",
              "UNSUPPORTED_MEDIA_TYPE",
              "IDEMPOTENCY_KEY_REUSED",
              "UNSCANNABLE",
              "RATE_LIMITED",
              "INTERNAL_ERROR",
              "SERVICE_UNAVAILABLE"
            ]
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
            "maxItems": 100
          },
          "requestId": {
            "type": "string",
            "description": "The id of the request, as in the `x-request-id` header.",
            "maxLength": 128
          }
        }
      },
      "409": {
        "type": "object",
        "description": "The body of every error response.",
        "required": [
          "error",
          "message"
        ],
        "properties": {
          "error": {
            "type": "string",
            "description": "A stable, machine-readable error code:\n\n| status | error | when |\n|---|---|---|\n| 400 | INVALID_REQUEST | the request is invalid, e.g. `targetUrl` missing |\n| 401 | UNAUTHORIZED | the API key is invalid or missing |\n| 403 | FORBIDDEN | the key lacks the scope the operation needs |\n| 404 | NOT_FOUND | the QR code (or API key) does not exist for this account |\n| 409 | CONFLICT | the custom short id is taken, or an account's cap (API keys, webhook endpoints) is reached |\n| 412 | PRECONDITION_FAILED | `If-Match` names none of the code's current ETag |\n| 413 | PAYLOAD_TOO_LARGE | the body is larger than 16 KiB |\n| 415 | UNSUPPORTED_MEDIA_TYPE | the body is not `application/json` |\n| 422 | IDEMPOTENCY_KEY_REUSED | the `Idempotency-Key` was used with another request |\n| 422 | UNSCANNABLE | the styling does not decode; the details name the option to change |\n| 429 | RATE_LIMITED | too many requests; see `Retry-After` |\n| 500 | INTERNAL_ERROR | the service failed |\n| 503 | SERVICE_UNAVAILABLE | the store cannot commit right now; nothing changed, see `Retry-After` |\n",
            "enum": [
              "INVALID_REQUEST",
              "UNAUTHORIZED",
              "FORBIDDEN",
              "NOT_FOUND",
              "CONFLICT",
              "PRECONDITION_FAILED",
              "PAYLOAD_TOO_LARGE",
              "UNSUPPORTED_MEDIA_TYPE",
              "IDEMPOTENCY_KEY_REUSED",
              "UNSCANNABLE",
              "RATE_LIMITED",
              "INTERNAL_ERROR",
              "SERVICE_UNAVAILABLE"
            ]
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
            "maxItems": 100
          },
          "requestId": {
            "type": "string",
            "description": "The id of the request, as in the `x-request-id` header.",
            "maxLength": 128
          }
        }
      },
      "413": {
        "type": "object",
        "description": "The body of every error response.",
        "required": [
          "error",
          "message"
        ],
        "properties": {
          "error": {
            "type": "string",
            "description": "A stable, machine-readable error code:\n\n| status | error | when |\n|---|---|---|\n| 400 | INVALID_REQUEST | the request is invalid, e.g. `targetUrl` missing |\n| 401 | UNAUTHORIZED | the API key is invalid or missing |\n| 403 | FORBIDDEN | the key lacks the scope the operation needs |\n| 404 | NOT_FOUND | the QR code (or API key) does not exist for this account |\n| 409 | CONFLICT | the custom short id is taken, or an account's cap (API keys, webhook endpoints) is reached |\n| 412 | PRECONDITION_FAILED | `If-Match` names none of the code's current ETag |\n| 413 | PAYLOAD_TOO_LARGE | the body is larger than 16 KiB |\n| 415 | UNSUPPORTED_MEDIA_TYPE | the body is not `application/json` |\n| 422 | IDEMPOTENCY_KEY_REUSED | the `Idempotency-Key` was used with another request |\n| 422 | UNSCANNABLE | the styling does not decode; the details name the option to change |\n| 429 | RATE_LIMITED | too many requests; see `Retry-After` |\n| 500 | INTERNAL_ERROR | the service failed |\n| 503 | SERVICE_UNAVAILABLE | the store cannot commit right now; nothing changed, see `Retry-After` |\n",
            "enum": [
              "INVALID_REQUEST",
              "UNAUTHORIZED",
              "FORBIDDEN",
              "NOT_FOUND",
              "CONFLICT",
              "PRECONDITION_FAILED",
              "PAYLOAD_TOO_LARGE",
              "UNSUPPORTED_MEDIA_TYPE",
              "IDEMPOTENCY_KEY_REUSED",
              "UNSCANNABLE",
              "RATE_LIMITED",
              "INTERNAL_ERROR",
              "SERVICE_UNAVAILABLE"
            ]
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
            "maxItems": 100
          },
          "requestId": {
            "type": "string",
            "description": "The id of the request, as in the `x-request-id` header.",
            "maxLength": 128
          }
        }
      },
      "415": {
        "type": "object",
        "description": "The body of every error response.",
        "required": [
          "error",
          "message"
        ],
        "properties": {
          "error": {
            "type": "string",
            "description": "A stable, machine-readable error code:\n\n| status | error | when |\n|---|---|---|\n| 400 | INVALID_REQUEST | the request is invalid, e.g. `targetUrl` missing |\n| 401 | UNAUTHORIZED | the API key is invalid or missing |\n| 403 | FORBIDDEN | the key lacks the scope the operation needs |\n| 404 | NOT_FOUND | the QR code (or API key) does not exist for this account |\n| 409 | CONFLICT | the custom short id is taken, or an account's cap (API keys, webhook endpoints) is reached |\n| 412 | PRECONDITION_FAILED | `If-Match` names none of the code's current ETag |\n| 413 | PAYLOAD_TOO_LARGE | the body is larger than 16 KiB |\n| 415 | UNSUPPORTED_MEDIA_TYPE | the body is not `application/json` |\n| 422 | IDEMPOTENCY_KEY_REUSED | the `Idempotency-Key` was used with another request |\n| 422 | UNSCANNABLE | the styling does not decode; the details name the option to change |\n| 429 | RATE_LIMITED | too many requests; see `Retry-After` |\n| 500 | INTERNAL_ERROR | the service failed |\n| 503 | SERVICE_UNAVAILABLE | the store cannot commit right now; nothing changed, see `Retry-After` |\n",
            "enum": [
              "INVALID_REQUEST",
              "UNAUTHORIZED",
              "FORBIDDEN",
              "NOT_FOUND",
              "CONFLICT",
              "PRECONDITION_FAILED",
              "PAYLOAD_TOO_LARGE",
              "UNSUPPORTED_MEDIA_TYPE",
              "IDEMPOTENCY_KEY_REUSED",
              "UNSCANNABLE",
              "RATE_LIMITED",
              "INTERNAL_ERROR",
              "SERVICE_UNAVAILABLE"
            ]
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
            "maxItems": 100
          },
          "requestId": {
            "type": "string",
            "description": "The id of the request, as in the `x-request-id` header.",
            "maxLength": 128
          }
        }
      },
      "422": {
        "type": "object",
        "description": "The body of every error response.",
        "required": [
          "error",
          "message"
        ],
        "properties": {
          "error": {
            "type": "string",
            "description": "A stable, machine-readable error code:\n\n| status | error | when |\n|---|---|---|\n| 400 | INVALID_REQUEST | the request is invalid, e.g. `targetUrl` missing |\n| 401 | UNAUTHORIZED | the API key is invalid or missing |\n| 403 | FORBIDDEN | the key lacks the scope the operation needs |\n| 404 | NOT_FOUND | the QR code (or API key) does not exist for this account |\n| 409 | CONFLICT | the custom short id is taken, or an account's cap (API keys, webhook endpoints) is reached |\n| 412 | PRECONDITION_FAILED | `If-Match` names none of the code's current ETag |\n| 413 | PAYLOAD_TOO_LARGE | the body is larger than 16 KiB |\n| 415 | UNSUPPORTED_MEDIA_TYPE | the body is not `application/json` |\n| 422 | IDEMPOTENCY_KEY_REUSED | the `Idempotency-Key` was used with another request |\n| 422 | UNSCANNABLE | the styling does not decode; the details name the option to change |\n| 429 | RATE_LIMITED | too many requests; see `Retry-After` |\n| 500 | INTERNAL_ERROR | the service failed |\n| 503 | SERVICE_UNAVAILABLE | the store cannot commit right now; nothing changed, see `Retry-After` |\n",
            "enum": [
              "INVALID_REQUEST",
              "UNAUTHORIZED",
              "FORBIDDEN",
              "NOT_FOUND",
              "CONFLICT",
              "PRECONDITION_FAILED",
              "PAYLOAD_TOO_LARGE",
              "UNSUPPORTED_MEDIA_TYPE",
              "IDEMPOTENCY_KEY_REUSED",
              "UNSCANNABLE",
              "RATE_LIMITED",
              "INTERNAL_ERROR",
              "SERVICE_UNAVAILABLE"
            ]
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
            "maxItems": 100
          },
          "requestId": {
            "type": "string",
            "description": "The id of the request, as in the `x-request-id` header.",
            "maxLength": 128
          }
        }
      },
      "429": {
        "type": "object",
        "description": "The body of every error response.",
        "required": [
          "error",
          "message"
        ],
        "properties": {
          "error": {
            "type": "string",
            "description": "A stable, machine-readable error code:\n\n| status | error | when |\n|---|---|---|\n| 400 | INVALID_REQUEST | the request is invalid, e.g. `targetUrl` missing |\n| 401 | UNAUTHORIZED | the API key is invalid or missing |\n| 403 | FORBIDDEN | the key lacks the scope the operation needs |\n| 404 | NOT_FOUND | the QR code (or API key) does not exist for this account |\n| 409 | CONFLICT | the custom short id is taken, or an account's cap (API keys, webhook endpoints) is reached |\n| 412 | PRECONDITION_FAILED | `If-Match` names none of the code's current ETag |\n| 413 | PAYLOAD_TOO_LARGE | the body is larger than 16 KiB |\n| 415 | UNSUPPORTED_MEDIA_TYPE | the body is not `application/json` |\n| 422 | IDEMPOTENCY_KEY_REUSED | the `Idempotency-Key` was used with another request |\n| 422 | UNSCANNABLE | the styling does not decode; the details name the option to change |\n| 429 | RATE_LIMITED | too many requests; see `Retry-After` |\n| 500 | INTERNAL_ERROR | the service failed |\n| 503 | SERVICE_UNAVAILABLE | the store cannot commit right now; nothing changed, see `Retry-After` |\n",
            "enum": [
              "INVALID_REQUEST",
              "UNAUTHORIZED",
              "FORBIDDEN",
              "NOT_FOUND",
              "CONFLICT",
              "PRECONDITION_FAILED",
              "PAYLOAD_TOO_LARGE",
              "UNSUPPORTED_MEDIA_TYPE",
              "IDEMPOTENCY_KEY_REUSED",
              "UNSCANNABLE",
              "RATE_LIMITED",
              "INTERNAL_ERROR",
              "SERVICE_UNAVAILABLE"
            ]
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
            "maxItems": 100
          },
          "requestId": {
            "type": "string",
            "description": "The id of the request, as in the `x-request-id` header.",
            "maxLength": 128
          }
        }
      },
      "500": {
        "type": "object",
        "description": "The body of every error response.",
        "required": [
          "error",
          "message"
        ],
        "properties": {
          "error": {
            "type": "string",
            "description": "A stable, machine-readable error code:\n\n| status | error | when |\n|---|---|---|\n| 400 | INVALID_REQUEST | the request is invalid, e.g. `targetUrl` missing |\n| 401 | UNAUTHORIZED | the API key is invalid or missing |\n| 403 | FORBIDDEN | the key lacks the scope the operation needs |\n| 404 | NOT_FOUND | the QR code (or API key) does not exist for this account |\n| 409 | CONFLICT | the custom short id is taken, or an account's cap (API keys, webhook endpoints) is reached |\n| 412 | PRECONDITION_FAILED | `If-Match` names none of the code's current ETag |\n| 413 | PAYLOAD_TOO_LARGE | the body is larger than 16 KiB |\n| 415 | UNSUPPORTED_MEDIA_TYPE | the body is not `application/json` |\n| 422 | IDEMPOTENCY_KEY_REUSED | the `Idempotency-Key` was used with another request |\n| 422 | UNSCANNABLE | the styling does not decode; the details name the option to change |\n| 429 | RATE_LIMITED | too many requests; see `Retry-After` |\n| 500 | INTERNAL_ERROR | the service failed |\n| 503 | SERVICE_UNAVAILABLE | the store cannot commit right now; nothing changed, see `Retry-After` |\n",
            "enum": [
              "INVALID_REQUEST",
              "UNAUTHORIZED",
              "FORBIDDEN",
              "NOT_FOUND",
              "CONFLICT",
              "PRECONDITION_FAILED",
              "PAYLOAD_TOO_LARGE",
              "UNSUPPORTED_MEDIA_TYPE",
              "IDEMPOTENCY_KEY_REUSED",
              "UNSCANNABLE",
              "RATE_LIMITED",
              "INTERNAL_ERROR",
              "SERVICE_UNAVAILABLE"
            ]
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
            "maxItems": 100
          },
          "requestId": {
            "type": "string",
            "description": "The id of the request, as in the `x-request-id` header.",
            "maxLength": 128
          }
        }
      },
      "503": {
        "type": "object",
        "description": "The body of every error response.",
        "required": [
          "error",
          "message"
        ],
        "properties": {
          "error": {
            "type": "string",
            "description": "A stable, machine-readable error code:\n\n| status | error | when |\n|---|---|---|\n| 400 | INVALID_REQUEST | the request is invalid, e.g. `targetUrl` missing |\n| 401 | UNAUTHORIZED | the API key is invalid or missing |\n| 403 | FORBIDDEN | the key lacks the scope the operation needs |\n| 404 | NOT_FOUND | the QR code (or API key) does not exist for this account |\n| 409 | CONFLICT | the custom short id is taken, or an account's cap (API keys, webhook endpoints) is reached |\n| 412 | PRECONDITION_FAILED | `If-Match` names none of the code's current ETag |\n| 413 | PAYLOAD_TOO_LARGE | the body is larger than 16 KiB |\n| 415 | UNSUPPORTED_MEDIA_TYPE | the body is not `application/json` |\n| 422 | IDEMPOTENCY_KEY_REUSED | the `Idempotency-Key` was used with another request |\n| 422 | UNSCANNABLE | the styling does not decode; the details name the option to change |\n| 429 | RATE_LIMITED | too many requests; see `Retry-After` |\n| 500 | INTERNAL_ERROR | the service failed |\n| 503 | SERVICE_UNAVAILABLE | the store cannot commit right now; nothing changed, see `Retry-After` |\n",
            "enum": [
              "INVALID_REQUEST",
              "UNAUTHORIZED",
              "FORBIDDEN",
              "NOT_FOUND",
              "CONFLICT",
              "PRECONDITION_FAILED",
              "PAYLOAD_TOO_LARGE",
              "UNSUPPORTED_MEDIA_TYPE",
              "IDEMPOTENCY_KEY_REUSED",
              "UNSCANNABLE",
              "RATE_LIMITED",
              "INTERNAL_ERROR",
              "SERVICE_UNAVAILABLE"
            ]
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
            "maxItems": 100
          },
          "requestId": {
            "type": "string",
            "description": "The id of the request, as in the `x-request-id` header.",
            "maxLength": 128
          }
        }
      }
    }
  },
  {
    "operationId": "revokeApiKey",
    "method": "DELETE",
    "path": "/keys/{keyId}",
    "url": "/api/v1/keys/:keyId",
    "authenticated": true,
    "scopes": [
      "keys:manage"
    ],
    "request": {
      "params": {
        "type": "object",
        "additionalProperties": false,
        "properties": {
          "keyId": {
            "type": "string",
            "minLength": 1,
            "maxLength": 64
          }
        },
        "required": [
          "keyId"
        ]
      }
    },
    "responses": {
      "401": {
        "type": "object",
        "description": "The body of every error response.",
        "required": [
          "error",
          "message"
        ],
        "properties": {
          "error": {
            "type": "string",
            "description": "A stable, machine-readable error code:\n\n| status | error | when |\n|---|---|---|\n| 400 | INVALID_REQUEST | the request is invalid, e.g. `targetUrl` missing |\n| 401 | UNAUTHORIZED | the API key is invalid or missing |\n| 403 | FORBIDDEN | the key lacks the scope the operation needs |\n| 404 | NOT_FOUND | the QR code (or API key) does not exist for this account |\n| 409 | CONFLICT | the custom short id is taken, or an account's cap (API keys, webhook endpoints) is reached |\n| 412 | PRECONDITION_FAILED | `If-Match` names none of the code's current ETag |\n| 413 | PAYLOAD_TOO_LARGE | the body is larger than 16 KiB |\n| 415 | UNSUPPORTED_MEDIA_TYPE | the body is not `application/json` |\n| 422 | IDEMPOTENCY_KEY_REUSED | the `Idempotency-Key` was used with another request |\n| 422 | UNSCANNABLE | the styling does not decode; the details name the option to change |\n| 429 | RATE_LIMITED | too many requests; see `Retry-After` |\n| 500 | INTERNAL_ERROR | the service failed |\n| 503 | SERVICE_UNAVAILABLE | the store cannot commit right now; nothing changed, see `Retry-After` |\n",
            "enum": [
              "INVALID_REQUEST",
              "UNAUTHORIZED",
              "FORBIDDEN",
              "NOT_FOUND",
              "CONFLICT",
              "PRECONDITION_FAILED",
              "PAYLOAD_TOO_LARGE",
              "UNSUPPORTED_MEDIA_TYPE",
              "IDEMPOTENCY_KEY_REUSED",
              "UNSCANNABLE",
              "RATE_LIMITED",
              "INTERNAL_ERROR",
              "SERVICE_UNAVAILABLE"
            ]
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
            "maxItems": 100
          },
          "requestId": {
            "type": "string",
            "description": "The id of the request, as in the `x-request-id` header.",
            "maxLength": 128
          }
        }
      },
      "403": {
        "type": "object",
        "description": "The body of every error response.",
        "required": [
          "error",
          "message"
        ],
        "properties": {
          "error": {
            "type": "string",
            "description": "A stable, machine-readable error code:\n\n| status | error | when |\n|---|---|---|\n| 400 | INVALID_REQUEST | the request is invalid, e.g. `targetUrl` missing |\n| 401 | UNAUTHORIZED | the API key is invalid or missing |\n| 403 | FORBIDDEN | the key lacks the scope the operation needs |\n| 404 | NOT_FOUND | the QR code (or API key) does not exist for this account |\n| 409 | CONFLICT | the custom short id is taken, or an account's cap (API keys, webhook endpoints) is reached |\n| 412 | PRECONDITION_FAILED | `If-Match` names none of the code's current ETag |\n| 413 | PAYLOAD_TOO_LARGE | the body is larger than 16 KiB |\n| 415 | UNSUPPORTED_MEDIA_TYPE | the body is not `application/json` |\n| 422 | IDEMPOTENCY_KEY_REUSED | the `Idempotency-Key` was used with another request |\n| 422 | UNSCANNABLE | the styling does not decode; the details name the option to change |\n| 429 | RATE_LIMITED | too many requests; see `Retry-After` |\n| 500 | INTERNAL_ERROR | the service failed |\n| 503 | SERVICE_UNAVAILABLE | the store cannot commit right now; nothing changed, see `Retry-After` |\n",
            "enum": [
              "INVALID_REQUEST",
              "UNAUTHORIZED",
              "FORBIDDEN",
              "NOT_FOUND",
              "CONFLICT",
              "PRECONDITION_FAILED",
              "PAYLOAD_TOO_LARGE",
              "UNSUPPORTED_MEDIA_TYPE",
              "IDEMPOTENCY_KEY_REUSED",
              "UNSCANNABLE",
              "RATE_LIMITED",
              "INTERNAL_ERROR",
              "SERVICE_UNAVAILABLE"
            ]
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
            "maxItems": 100
          },
          "requestId": {
            "type": "string",
            "description": "The id of the request, as in the `x-request-id` header.",
            "maxLength": 128
          }
        }
      },
      "404": {
        "type": "object",
        "description": "The body of every error response.",
        "required": [
          "error",
          "message"
        ],
        "properties": {
          "error": {
            "type": "string",
            "description": "A stable, machine-readable error code:\n\n| status | error | when |\n|---|---|---|\n| 400 | INVALID_REQUEST | the request is invalid, e.g. `targetUrl` missing |\n| 401 | UNAUTHORIZED | the API key is invalid or missing |\n| 403 | FORBIDDEN | the key lacks the scope the operation needs |\n| 404 | NOT_FOUND | the QR code (or API key) does not exist for this account |\n| 409 | CONFLICT | the custom short id is taken, or an account's cap (API keys, webhook endpoints) is reached |\n| 412 | PRECONDITION_FAILED | `If-Match` names none of the code's current ETag |\n| 413 | PAYLOAD_TOO_LARGE | the body is larger than 16 KiB |\n| 415 | UNSUPPORTED_MEDIA_TYPE | the body is not `application/json` |\n| 422 | IDEMPOTENCY_KEY_REUSED | the `Idempotency-Key` was used with another request |\n| 422 | UNSCANNABLE | the styling does not decode; the details name the option to change |\n| 429 | RATE_LIMITED | too many requests; see `Retry-After` |\n| 500 | INTERNAL_ERROR | the service failed |\n| 503 | SERVICE_UNAVAILABLE | the store cannot commit right now; nothing changed, see `Retry-After` |\n",
            "enum": [
              "INVALID_REQUEST",
              "UNAUTHORIZED",
              "FORBIDDEN",
              "NOT_FOUND",
              "CONFLICT",
              "PRECONDITION_FAILED",
              "PAYLOAD_TOO_LARGE",
              "UNSUPPORTED_MEDIA_TYPE",
              "IDEMPOTENCY_KEY_REUSED",
              "UNSCANNABLE",
              "RATE_LIMITED",
              "INTERNAL_ERROR",
              "SERVICE_UNAVAILABLE"
            ]
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
            "maxItems": 100
          },
          "requestId": {
            "type": "string",
            "description": "The id of the request, as in the `x-request-id` header.",
            "maxLength": 128
          }
        }
      },
      "429": {
        "type": "object",
        "description": "The body of every error response.",
        "required": [
          "error",
          "message"
        ],
        "properties": {
          "error": {
            "type": "string",
            "description": "A stable, machine-readable error code:\n\n| status | error | when |\n|---|---|---|\n| 400 | INVALID_REQUEST | the request is invalid, e.g. `targetUrl` missing |\n| 401 | UNAUTHORIZED | the API key is invalid or missing |\n| 403 | FORBIDDEN | the key lacks the scope the operation needs |\n| 404 | NOT_FOUND | the QR code (or API key) does not exist for this account |\n| 409 | CONFLICT | the custom short id is taken, or an account's cap (API keys, webhook endpoints) is reached |\n| 412 | PRECONDITION_FAILED | `If-Match` names none of the code's current ETag |\n| 413 | PAYLOAD_TOO_LARGE | the body is larger than 16 KiB |\n| 415 | UNSUPPORTED_MEDIA_TYPE | the body is not `application/json` |\n| 422 | IDEMPOTENCY_KEY_REUSED | the `Idempotency-Key` was used with another request |\n| 422 | UNSCANNABLE | the styling does not decode; the details name the option to change |\n| 429 | RATE_LIMITED | too many requests; see `Retry-After` |\n| 500 | INTERNAL_ERROR | the service failed |\n| 503 | SERVICE_UNAVAILABLE | the store cannot commit right now; nothing changed, see `Retry-After` |\n",
            "enum": [
              "INVALID_REQUEST",
              "UNAUTHORIZED",
              "FORBIDDEN",
              "NOT_FOUND",
              "CONFLICT",
              "PRECONDITION_FAILED",
              "PAYLOAD_TOO_LARGE",
              "UNSUPPORTED_MEDIA_TYPE",
              "IDEMPOTENCY_KEY_REUSED",
              "UNSCANNABLE",
              "RATE_LIMITED",
              "INTERNAL_ERROR",
              "SERVICE_UNAVAILABLE"
            ]
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
            "maxItems": 100
          },
          "requestId": {
            "type": "string",
            "description": "The id of the request, as in the `x-request-id` header.",
            "maxLength": 128
          }
        }
      },
      "500": {
        "type": "object",
        "description": "The body of every error response.",
        "required": [
          "error",
          "message"
        ],
        "properties": {
          "error": {
            "type": "string",
            "description": "A stable, machine-readable error code:\n\n| status | error | when |\n|---|---|---|\n| 400 | INVALID_REQUEST | the request is invalid, e.g. `targetUrl` missing |\n| 401 | UNAUTHORIZED | the API key is invalid or missing |\n| 403 | FORBIDDEN | the key lacks the scope the operation needs |\n| 404 | NOT_FOUND | the QR code (or API key) does not exist for this account |\n| 409 | CONFLICT | the custom short id is taken, or an account's cap (API keys, webhook endpoints) is reached |\n| 412 | PRECONDITION_FAILED | `If-Match` names none of the code's current ETag |\n| 413 | PAYLOAD_TOO_LARGE | the body is larger than 16 KiB |\n| 415 | UNSUPPORTED_MEDIA_TYPE | the body is not `application/json` |\n| 422 | IDEMPOTENCY_KEY_REUSED | the `Idempotency-Key` was used with another request |\n| 422 | UNSCANNABLE | the styling does not decode; the details name the option to change |\n| 429 | RATE_LIMITED | too many requests; see `Retry-After` |\n| 500 | INTERNAL_ERROR | the service failed |\n| 503 | SERVICE_UNAVAILABLE | the store cannot commit right now; nothing changed, see `Retry-After` |\n",
            "enum": [
              "INVALID_REQUEST",
              "UNAUTHORIZED",
              "FORBIDDEN",
              "NOT_FOUND",
              "CONFLICT",
              "PRECONDITION_FAILED",
              "PAYLOAD_TOO_LARGE",
              "UNSUPPORTED_MEDIA_TYPE",
              "IDEMPOTENCY_KEY_REUSED",
              "UNSCANNABLE",
              "RATE_LIMITED",
              "INTERNAL_ERROR",
              "SERVICE_UNAVAILABLE"
            ]
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
            "maxItems": 100
          },
          "requestId": {
            "type": "string",
            "description": "The id of the request, as in the `x-request-id` header.",
            "maxLength": 128
          }
        }
      },
      "503": {
        "type": "object",
        "description": "The body of every error response.",
        "required": [
          "error",
          "message"
        ],
        "properties": {
          "error": {
            "type": "string",
            "description": "A stable, machine-readable error code:\n\n| status | error | when |\n|---|---|---|\n| 400 | INVALID_REQUEST | the request is invalid, e.g. `targetUrl` missing |\n| 401 | UNAUTHORIZED | the API key is invalid or missing |\n| 403 | FORBIDDEN | the key lacks the scope the operation needs |\n| 404 | NOT_FOUND | the QR code (or API key) does not exist for this account |\n| 409 | CONFLICT | the custom short id is taken, or an account's cap (API keys, webhook endpoints) is reached |\n| 412 | PRECONDITION_FAILED | `If-Match` names none of the code's current ETag |\n| 413 | PAYLOAD_TOO_LARGE | the body is larger than 16 KiB |\n| 415 | UNSUPPORTED_MEDIA_TYPE | the body is not `application/json` |\n| 422 | IDEMPOTENCY_KEY_REUSED | the `Idempotency-Key` was used with another request |\n| 422 | UNSCANNABLE | the styling does not decode; the details name the option to change |\n| 429 | RATE_LIMITED | too many requests; see `Retry-After` |\n| 500 | INTERNAL_ERROR | the service failed |\n| 503 | SERVICE_UNAVAILABLE | the store cannot commit right now; nothing changed, see `Retry-After` |\n",
            "enum": [
              "INVALID_REQUEST",
              "UNAUTHORIZED",
              "FORBIDDEN",
              "NOT_FOUND",
              "CONFLICT",
              "PRECONDITION_FAILED",
              "PAYLOAD_TOO_LARGE",
              "UNSUPPORTED_MEDIA_TYPE",
              "IDEMPOTENCY_KEY_REUSED",
              "UNSCANNABLE",
              "RATE_LIMITED",
              "INTERNAL_ERROR",
              "SERVICE_UNAVAILABLE"
            ]
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
            "maxItems": 100
          },
          "requestId": {
            "type": "string",
            "description": "The id of the request, as in the `x-request-id` header.",
            "maxLength": 128
          }
        }
      }
    }
  },
  {
    "operationId": "listWebhooks",
    "method": "GET",
    "path": "/webhooks",
    "url": "/api/v1/webhooks",
    "authenticated": true,
    "scopes": [
      "keys:manage"
    ],
    "request": {},
    "responses": {
      "200": {
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
                    "type": "string",
                    "description": "What happened to a QR code: created, updated (target or options changed), deleted,\nor deactivated (its expiry passed or its scan limit was reached).\n",
                    "enum": [
                      "qrcode.created",
                      "qrcode.updated",
                      "qrcode.deleted",
                      "qrcode.deactivated"
                    ]
                  },
                  "maxItems": 4
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
            "maxItems": 1000
          }
        }
      },
      "401": {
        "type": "object",
        "description": "The body of every error response.",
        "required": [
          "error",
          "message"
        ],
        "properties": {
          "error": {
            "type": "string",
            "description": "A stable, machine-readable error code:\n\n| status | error | when |\n|---|---|---|\n| 400 | INVALID_REQUEST | the request is invalid, e.g. `targetUrl` missing |\n| 401 | UNAUTHORIZED | the API key is invalid or missing |\n| 403 | FORBIDDEN | the key lacks the scope the operation needs |\n| 404 | NOT_FOUND | the QR code (or API key) does not exist for this account |\n| 409 | CONFLICT | the custom short id is taken, or an account's cap (API keys, webhook endpoints) is reached |\n| 412 | PRECONDITION_FAILED | `If-Match` names none of the code's current ETag |\n| 413 | PAYLOAD_TOO_LARGE | the body is larger than 16 KiB |\n| 415 | UNSUPPORTED_MEDIA_TYPE | the body is not `application/json` |\n| 422 | IDEMPOTENCY_KEY_REUSED | the `Idempotency-Key` was used with another request |\n| 422 | UNSCANNABLE | the styling does not decode; the details name the option to change |\n| 429 | RATE_LIMITED | too many requests; see `Retry-After` |\n| 500 | INTERNAL_ERROR | the service failed |\n| 503 | SERVICE_UNAVAILABLE | the store cannot commit right now; nothing changed, see `Retry-After` |\n",
            "enum": [
              "INVALID_REQUEST",
              "UNAUTHORIZED",
              "FORBIDDEN",
              "NOT_FOUND",
              "CONFLICT",
              "PRECONDITION_FAILED",
              "PAYLOAD_TOO_LARGE",
              "UNSUPPORTED_MEDIA_TYPE",
              "IDEMPOTENCY_KEY_REUSED",
              "UNSCANNABLE",
              "RATE_LIMITED",
              "INTERNAL_ERROR",
              "SERVICE_UNAVAILABLE"
            ]
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
            "maxItems": 100
          },
          "requestId": {
            "type": "string",
            "description": "The id of the request, as in the `x-request-id` header.",
            "maxLength": 128
          }
        }
      },
      "403": {
        "type": "object",
        "description": "The body of every error response.",
        "required": [
          "error",
          "message"
        ],
        "properties": {
          "error": {
            "type": "string",
            "description": "A stable, machine-readable error code:\n\n| status | error | when |\n|---|---|---|\n| 400 | INVALID_REQUEST | the request is invalid, e.g. `targetUrl` missing |\n| 401 | UNAUTHORIZED | the API key is invalid or missing |\n| 403 | FORBIDDEN | the key lacks the scope the operation needs |\n| 404 | NOT_FOUND | the QR code (or API key) does not exist for this account |\n| 409 | CONFLICT | the custom short id is taken, or an account's cap (API keys, webhook endpoints) is reached |\n| 412 | PRECONDITION_FAILED | `If-Match` names none of the code's current ETag |\n| 413 | PAYLOAD_TOO_LARGE | the body is larger than 16 KiB |\n| 415 | UNSUPPORTED_MEDIA_TYPE | the body is not `application/json` |\n| 422 | IDEMPOTENCY_KEY_REUSED | the `Idempotency-Key` was used with another request |\n| 422 | UNSCANNABLE | the styling does not decode; the details name the option to change |\n| 429 | RATE_LIMITED | too many requests; see `Retry-After` |\n| 500 | INTERNAL_ERROR | the service failed |\n| 503 | SERVICE_UNAVAILABLE | the store cannot commit right now; nothing changed, see `Retry-After` |\n",
            "enum": [
              "INVALID_REQUEST",
              "UNAUTHORIZED",
              "FORBIDDEN",
              "NOT_FOUND",
              "CONFLICT",
              "PRECONDITION_FAILED",
              "PAYLOAD_TOO_LARGE",
              "UNSUPPORTED_MEDIA_TYPE",
              "IDEMPOTENCY_KEY_REUSED",
              "UNSCANNABLE",
              "RATE_LIMITED",
              "INTERNAL_ERROR",
              "SERVICE_UNAVAILABLE"
            ]
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
            "maxItems": 100
          },
          "requestId": {
            "type": "string",
            "description": "The id of the request, as in the `x-request-id` header.",
            "maxLength": 128
          }
        }
      },
      "429": {
        "type": "object",
        "description": "The body of every error response.",
        "required": [
          "error",
          "message"
        ],
        "properties": {
          "error": {
            "type": "string",
            "description": "A stable, machine-readable error code:\n\n| status | error | when |\n|---|---|---|\n| 400 | INVALID_REQUEST | the request is invalid, e.g. `targetUrl` missing |\n| 401 | UNAUTHORIZED | the API key is invalid or missing |\n| 403 | FORBIDDEN | the key lacks the scope the operation needs |\n| 404 | NOT_FOUND | the QR code (or API key) does not exist for this account |\n| 409 | CONFLICT | the custom short id is taken, or an account's cap (API keys, webhook endpoints) is reached |\n| 412 | PRECONDITION_FAILED | `If-Match` names none of the code's current ETag |\n| 413 | PAYLOAD_TOO_LARGE | the body is larger than 16 KiB |\n| 415 | UNSUPPORTED_MEDIA_TYPE | the body is not `application/json` |\n| 422 | IDEMPOTENCY_KEY_REUSED | the `Idempotency-Key` was used with another request |\n| 422 | UNSCANNABLE | the styling does not decode; the details name the option to change |\n| 429 | RATE_LIMITED | too many requests; see `Retry-After` |\n| 500 | INTERNAL_ERROR | the service failed |\n| 503 | SERVICE_UNAVAILABLE | the store cannot commit right now; nothing changed, see `Retry-After` |\n",
            "enum": [
              "INVALID_REQUEST",
              "UNAUTHORIZED",
              "FORBIDDEN",
              "NOT_FOUND",
              "CONFLICT",
              "PRECONDITION_FAILED",
              "PAYLOAD_TOO_LARGE",
              "UNSUPPORTED_MEDIA_TYPE",
              "IDEMPOTENCY_KEY_REUSED",
              "UNSCANNABLE",
              "RATE_LIMITED",
              "INTERNAL_ERROR",
              "SERVICE_UNAVAILABLE"
            ]
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
            "maxItems": 100
          },
          "requestId": {
            "type": "string",
            "description": "The id of the request, as in the `x-request-id` header.",
            "maxLength": 128
          }
        }
      },
      "500": {
        "type": "object",
        "description": "The body of every error response.",
        "required": [
          "error",
          "message"
        ],
        "properties": {
          "error": {
            "type": "string",
            "description": "A stable, machine-readable error code:\n\n| status | error | when |\n|---|---|---|\n| 400 | INVALID_REQUEST | the request is invalid, e.g. `targetUrl` missing |\n| 401 | UNAUTHORIZED | the API key is invalid or missing |\n| 403 | FORBIDDEN | the key lacks the scope the operation needs |\n| 404 | NOT_FOUND | the QR code (or API key) does not exist for this account |\n| 409 | CONFLICT | the custom short id is taken, or an account's cap (API keys, webhook endpoints) is reached |\n| 412 | PRECONDITION_FAILED | `If-Match` names none of the code's current ETag |\n| 413 | PAYLOAD_TOO_LARGE | the body is larger than 16 KiB |\n| 415 | UNSUPPORTED_MEDIA_TYPE | the body is not `application/json` |\n| 422 | IDEMPOTENCY_KEY_REUSED | the `Idempotency-Key` was used with another request |\n| 422 | UNSCANNABLE | the styling does not decode; the details name the option to change |\n| 429 | RATE_LIMITED | too many requests; see `Retry-After` |\n| 500 | INTERNAL_ERROR | the service failed |\n| 503 | SERVICE_UNAVAILABLE | the store cannot commit right now; nothing changed, see `Retry-After` |\n",
            "enum": [
              "INVALID_REQUEST",
              "UNAUTHORIZED",
              "FORBIDDEN",
              "NOT_FOUND",
              "CONFLICT",
              "PRECONDITION_FAILED",
              "PAYLOAD_TOO_LARGE",
              "UNSUPPORTED_MEDIA_TYPE",
              "IDEMPOTENCY_KEY_REUSED",
              "UNSCANNABLE",
              "RATE_LIMITED",
              "INTERNAL_ERROR",
              "SERVICE_UNAVAILABLE"
            ]
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
            "maxItems": 100
          },
          "requestId": {
            "type": "string",
            "description": "The id of the request, as in the `x-request-id` header.",
            "maxLength": 128
          }
        }
      },
      "503": {
        "type": "object",
        "description": "The body of every error response.",
        "required": [
          "error",
          "message"
        ],
        "properties": {
          "error": {
            "type": "string",
            "description": "A stable, machine-readable error code:\n\n| status | error | when |\n|---|---|---|\n| 400 | INVALID_REQUEST | the request is invalid, e.g. `targetUrl` missing |\n| 401 | UNAUTHORIZED | the API key is invalid or missing |\n| 403 | FORBIDDEN | the key lacks the scope the operation needs |\n| 404 | NOT_FOUND | the QR code (or API key) does not exist for this account |\n| 409 | CONFLICT | the custom short id is taken, or an account's cap (API keys, webhook endpoints) is reached |\n| 412 | PRECONDITION_FAILED | `If-Match` names none of the code's current ETag |\n| 413 | PAYLOAD_TOO_LARGE | the body is larger than 16 KiB |\n| 415 | UNSUPPORTED_MEDIA_TYPE | the body is not `application/json` |\n| 422 | IDEMPOTENCY_KEY_REUSED | the `Idempotency-Key` was used with another request |\n| 422 | UNSCANNABLE | the styling does not decode; the details name the option to change |\n| 429 | RATE_LIMITED | too many requests; see `Retry-After` |\n| 500 | INTERNAL_ERROR | the service failed |\n| 503 | SERVICE_UNAVAILABLE | the store cannot commit right now; nothing changed, see `Retry-After` |\n",
            "enum": [
              "INVALID_REQUEST",
              "UNAUTHORIZED",
              "FORBIDDEN",
              "NOT_FOUND",
              "CONFLICT",
              "PRECONDITION_FAILED",
              "PAYLOAD_TOO_LARGE",
              "UNSUPPORTED_MEDIA_TYPE",
              "IDEMPOTENCY_KEY_REUSED",
              "UNSCANNABLE",
              "RATE_LIMITED",
              "INTERNAL_ERROR",
              "SERVICE_UNAVAILABLE"
            ]
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
            "maxItems": 100
          },
          "requestId": {
            "type": "string",
            "description": "The id of the request, as in the `x-request-id` header.",
            "maxLength": 128
          }
        }
      }
    }
  },
  {
    "operationId": "createWebhook",
    "method": "POST",
    "path": "/webhooks",
    "url": "/api/v1/webhooks",
    "authenticated": true,
    "scopes": [
      "keys:manage"
    ],
    "request": {
      "body": {
        "$ref": "#/components/schemas/CreateWebhookRequest"
      }
    },
    "responses": {
      "201": {
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
                  "type": "string",
                  "description": "What happened to a QR code: created, updated (target or options changed), deleted,\nor deactivated (its expiry passed or its scan limit was reached).\n",
                  "enum": [
                    "qrcode.created",
                    "qrcode.updated",
                    "qrcode.deleted",
                    "qrcode.deactivated"
                  ]
                },
                "maxItems": 4
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
          }
        ]
      },
      "400": {
        "type": "object",
        "description": "The body of every error response.",
        "required": [
          "error",
          "message"
        ],
        "properties": {
          "error": {
            "type": "string",
            "description": "A stable, machine-readable error code:\n\n| status | error | when |\n|---|---|---|\n| 400 | INVALID_REQUEST | the request is invalid, e.g. `targetUrl` missing |\n| 401 | UNAUTHORIZED | the API key is invalid or missing |\n| 403 | FORBIDDEN | the key lacks the scope the operation needs |\n| 404 | NOT_FOUND | the QR code (or API key) does not exist for this account |\n| 409 | CONFLICT | the custom short id is taken, or an account's cap (API keys, webhook endpoints) is reached |\n| 412 | PRECONDITION_FAILED | `If-Match` names none of the code's current ETag |\n| 413 | PAYLOAD_TOO_LARGE | the body is larger than 16 KiB |\n| 415 | UNSUPPORTED_MEDIA_TYPE | the body is not `application/json` |\n| 422 | IDEMPOTENCY_KEY_REUSED | the `Idempotency-Key` was used with another request |\n| 422 | UNSCANNABLE | the styling does not decode; the details name the option to change |\n| 429 | RATE_LIMITED | too many requests; see `Retry-After` |\n| 500 | INTERNAL_ERROR | the service failed |\n| 503 | SERVICE_UNAVAILABLE | the store cannot commit right now; nothing changed, see `Retry-After` |\n",
            "enum": [
              "INVALID_REQUEST",
              "UNAUTHORIZED",
              "FORBIDDEN",
              "NOT_FOUND",
              "CONFLICT",
              "PRECONDITION_FAILED",
              "PAYLOAD_TOO_LARGE",
              "UNSUPPORTED_MEDIA_TYPE",
              "IDEMPOTENCY_KEY_REUSED",
              "UNSCANNABLE",
              "RATE_LIMITED",
              "INTERNAL_ERROR",
              "SERVICE_UNAVAILABLE"
            ]
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
            "maxItems": 100
          },
          "requestId": {
            "type": "string",
            "description": "The id of the request, as in the `x-request-id` header.",
            "maxLength": 128
          }
        }
      },
      "401": {
        "type": "object",
        "description": "The body of every error response.",
        "required": [
          "error",
          "message"
        ],
        "properties": {
          "error": {
            "type": "string",
            "description": "A stable, machine-readable error code:\n\n| status | error | when |\n|---|---|---|\n| 400 | INVALID_REQUEST | the request is invalid, e.g. `targetUrl` missing |\n| 401 | UNAUTHORIZED | the API key is invalid or missing |\n| 403 | FORBIDDEN | the key lacks the scope the operation needs |\n| 404 | NOT_FOUND | the QR code (or API key) does not exist for this account |\n| 409 | CONFLICT | the custom short id is taken, or an account's cap (API keys, webhook endpoints) is reached |\n| 412 | PRECONDITION_FAILED | `If-Match` names none of the code's current ETag |\n| 413 | PAYLOAD_TOO_LARGE | the body is larger than 16 KiB |\n| 415 | UNSUPPORTED_MEDIA_TYPE | the body is not `application/json` |\n| 422 | IDEMPOTENCY_KEY_REUSED | the `Idempotency-Key` was used with another request |\n| 422 | UNSCANNABLE | the styling does not decode; the details name the option to change |\n| 429 | RATE_LIMITED | too many requests; see `Retry-After` |\n| 500 | INTERNAL_ERROR | the service failed |\n| 503 | SERVICE_UNAVAILABLE | the store cannot commit right now; nothing changed, see `Retry-After` |\n",
            "enum": [
              "INVALID_REQUEST",
              "UNAUTHORIZED",
              "FORBIDDEN",
              "NOT_FOUND",
              "CONFLICT",
              "PRECONDITION_FAILED",
              "PAYLOAD_TOO_LARGE",
              "UNSUPPORTED_MEDIA_TYPE",
              "IDEMPOTENCY_KEY_REUSED",
              "UNSCANNABLE",
              "RATE_LIMITED",
              "INTERNAL_ERROR",
              "SERVICE_UNAVAILABLE"
            ]
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
            "maxItems": 100
          },
          "requestId": {
            "type": "string",
            "description": "The id of the request, as in the `x-request-id` header.",
            "maxLength": 128
          }
        }
      },
      "403": {
        "type": "object",
        "description": "The body of every error response.",
        "required": [
          "error",
          "message"
        ],
        "properties": {
          "error": {
            "type": "string",
            "description": "A stable, machine-readable error code:\n\n| status | error | when |\n|---|---|---|\n| 400 | INVALID_REQUEST | the request is invalid, e.g. `targetUrl` missing |\n| 401 | UNAUTHORIZED | the API key is invalid or missing |\n| 403 | FORBIDDEN | the key lacks the scope the operation needs |\n| 404 | NOT_FOUND | the QR code (or API key) does not exist for this account |\n| 409 | CONFLICT | the custom short id is taken, or an account's cap (API keys, webhook endpoints) is reached |\n| 412 | PRECONDITION_FAILED | `If-Match` names none of the code's current ETag |\n| 413 | PAYLOAD_TOO_LARGE | the body is larger than 16 KiB |\n| 415 | UNSUPPORTED_MEDIA_TYPE | the body is not `application/json` |\n| 422 | IDEMPOTENCY_KEY_REUSED | the `Idempotency-Key` was used with another request |\n| 422 | UNSCANNABLE | the styling does not decode; the details name the option to change |\n| 429 | RATE_LIMITED | too many requests; see `Retry-After` |\n| 500 | INTERNAL_ERROR | the service failed |\n| 503 | SERVICE_UNAVAILABLE | the store cannot commit right now; nothing changed, see `Retry-After` |\n",
            "enum": [
              "INVALID_REQUEST",
              "UNAUTHORIZED",
              "FORBIDDEN",
              "NOT_FOUND",
              "CONFLICT",
              "PRECONDITION_FAILED",
              "PAYLOAD_TOO_LARGE",
              "UNSUPPORTED_MEDIA_TYPE",
              "IDEMPOTENCY_KEY_REUSED",
              "UNSCANNABLE",
              "RATE_LIMITED",
              "INTERNAL_ERROR",
              "SERVICE_UNAVAILABLE"
            ]
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
            "maxItems": 100
          },
          "requestId": {
            "type": "string",
            "description": "The id of the request, as in the `x-request-id` header.",
            "maxLength": 128
          }
        }
      },
      "409": {
        "type": "object",
        "description": "The body of every error response.",
        "required": [
          "error",
          "message"
        ],
        "properties": {
          "error": {
            "type": "string",
            "description": "A stable, machine-readable error code:\n\n| status | error | when |\n|---|---|---|\n| 400 | INVALID_REQUEST | the request is invalid, e.g. `targetUrl` missing |\n| 401 | UNAUTHORIZED | the API key is invalid or missing |\n| 403 | FORBIDDEN | the key lacks the scope the operation needs |\n| 404 | NOT_FOUND | the QR code (or API key) does not exist for this account |\n| 409 | CONFLICT | the custom short id is taken, or an account's cap (API keys, webhook endpoints) is reached |\n| 412 | PRECONDITION_FAILED | `If-Match` names none of the code's current ETag |\n| 413 | PAYLOAD_TOO_LARGE | the body is larger than 16 KiB |\n| 415 | UNSUPPORTED_MEDIA_TYPE | the body is not `application/json` |\n| 422 | IDEMPOTENCY_KEY_REUSED | the `Idempotency-Key` was used with another request |\n| 422 | UNSCANNABLE | the styling does not decode; the details name the option to change |\n| 429 | RATE_LIMITED | too many requests; see `Retry-After` |\n| 500 | INTERNAL_ERROR | the service failed |\n| 503 | SERVICE_UNAVAILABLE | the store cannot commit right now; nothing changed, see `Retry-After` |\n",
            "enum": [
              "INVALID_REQUEST",
              "UNAUTHORIZED",
              "FORBIDDEN",
              "NOT_FOUND",
              "CONFLICT",
              "PRECONDITION_FAILED",
              "PAYLOAD_TOO_LARGE",
              "UNSUPPORTED_MEDIA_TYPE",
              "IDEMPOTENCY_KEY_REUSED",
              "UNSCANNABLE",
              "RATE_LIMITED",
              "INTERNAL_ERROR",
              "SERVICE_UNAVAILABLE"
            ]
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
            "maxItems": 100
          },
          "requestId": {
            "type": "string",
            "description": "The id of the request, as in the `x-request-id` header.",
            "maxLength": 128
          }
        }
      },
      "413": {
        "type": "object",
        "description": "The body of every error response.",
        "required": [
          "error",
          "message"
        ],
        "properties": {
          "error": {
            "type": "string",
            "description": "A stable, machine-readable error code:\n\n| status | error | when |\n|---|---|---|\n| 400 | INVALID_REQUEST | the request is invalid, e.g. `targetUrl` missing |\n| 401 | UNAUTHORIZED | the API key is invalid or missing |\n| 403 | FORBIDDEN | the key lacks the scope the operation needs |\n| 404 | NOT_FOUND | the QR code (or API key) does not exist for this account |\n| 409 | CONFLICT | the custom short id is taken, or an account's cap (API keys, webhook endpoints) is reached |\n| 412 | PRECONDITION_FAILED | `If-Match` names none of the code's current ETag |\n| 413 | PAYLOAD_TOO_LARGE | the body is larger than 16 KiB |\n| 415 | UNSUPPORTED_MEDIA_TYPE | the body is not `application/json` |\n| 422 | IDEMPOTENCY_KEY_REUSED | the `Idempotency-Key` was used with another request |\n| 422 | UNSCANNABLE | the styling does not decode; the details name the option to change |\n| 429 | RATE_LIMITED | too many requests; see `Retry-After` |\n| 500 | INTERNAL_ERROR | the service failed |\n| 503 | SERVICE_UNAVAILABLE | the store cannot commit right now; nothing changed, see `Retry-After` |\n",
            "enum": [
              "INVALID_REQUEST",
              "UNAUTHORIZED",
              "FORBIDDEN",
              "NOT_FOUND",
              "CONFLICT",
              "PRECONDITION_FAILED",
              "PAYLOAD_TOO_LARGE",
              "UNSUPPORTED_MEDIA_TYPE",
              "IDEMPOTENCY_KEY_REUSED",
              "UNSCANNABLE",
              "RATE_LIMITED",
              "INTERNAL_ERROR",
              "SERVICE_UNAVAILABLE"
            ]
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
            "maxItems": 100
          },
          "requestId": {
            "type": "string",
            "description": "The id of the request, as in the `x-request-id` header.",
            "maxLength": 128
          }
        }
      },
      "415": {
        "type": "object",
        "description": "The body of every error response.",
        "required": [
          "error",
          "message"
        ],
        "properties": {
          "error": {
            "type": "string",
            "description": "A stable, machine-readable error code:\n\n| status | error | when |\n|---|---|---|\n| 400 | INVALID_REQUEST | the request is invalid, e.g. `targetUrl` missing |\n| 401 | UNAUTHORIZED | the API key is invalid or missing |\n| 403 | FORBIDDEN | the key lacks the scope the operation needs |\n| 404 | NOT_FOUND | the QR code (or API key) does not exist for this account |\n| 409 | CONFLICT | the custom short id is taken, or an account's cap (API keys, webhook endpoints) is reached |\n| 412 | PRECONDITION_FAILED | `If-Match` names none of the code's current ETag |\n| 413 | PAYLOAD_TOO_LARGE | the body is larger than 16 KiB |\n| 415 | UNSUPPORTED_MEDIA_TYPE | the body is not `application/json` |\n| 422 | IDEMPOTENCY_KEY_REUSED | the `Idempotency-Key` was used with another request |\n| 422 | UNSCANNABLE | the styling does not decode; the details name the option to change |\n| 429 | RATE_LIMITED | too many requests; see `Retry-After` |\n| 500 | INTERNAL_ERROR | the service failed |\n| 503 | SERVICE_UNAVAILABLE | the store cannot commit right now; nothing changed, see `Retry-After` |\n",
            "enum": [
              "INVALID_REQUEST",
              "UNAUTHORIZED",
              "FORBIDDEN",
              "NOT_FOUND",
              "CONFLICT",
              "PRECONDITION_FAILED",
              "PAYLOAD_TOO_LARGE",
              "UNSUPPORTED_MEDIA_TYPE",
              "IDEMPOTENCY_KEY_REUSED",
              "UNSCANNABLE",
              "RATE_LIMITED",
              "INTERNAL_ERROR",
              "SERVICE_UNAVAILABLE"
            ]
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
            "maxItems": 100
          },
          "requestId": {
            "type": "string",
            "description": "The id of the request, as in the `x-request-id` header.",
            "maxLength": 128
          }
        }
      },
      "429": {
        "type": "object",
        "description": "The body of every error response.",
        "required": [
          "error",
          "message"
        ],
        "properties": {
          "error": {
            "type": "string",
            "description": "A stable, machine-readable error code:\n\n| status | error | when |\n|---|---|---|\n| 400 | INVALID_REQUEST | the request is invalid, e.g. `targetUrl` missing |\n| 401 | UNAUTHORIZED | the API key is invalid or missing |\n| 403 | FORBIDDEN | the key lacks the scope the operation needs |\n| 404 | NOT_FOUND | the QR code (or API key) does not exist for this account |\n| 409 | CONFLICT | the custom short id is taken, or an account's cap (API keys, webhook endpoints) is reached |\n| 412 | PRECONDITION_FAILED | `If-Match` names none of the code's current ETag |\n| 413 | PAYLOAD_TOO_LARGE | the body is larger than 16 KiB |\n| 415 | UNSUPPORTED_MEDIA_TYPE | the body is not `application/json` |\n| 422 | IDEMPOTENCY_KEY_REUSED | the `Idempotency-Key` was used with another request |\n| 422 | UNSCANNABLE | the styling does not decode; the details name the option to change |\n| 429 | RATE_LIMITED | too many requests; see `Retry-After` |\n| 500 | INTERNAL_ERROR | the service failed |\n| 503 | SERVICE_UNAVAILABLE | the store cannot commit right now; nothing changed, see `Retry-After` |\n",
            "enum": [
              "INVALID_REQUEST",
              "UNAUTHORIZED",
              "FORBIDDEN",
              "NOT_FOUND",
              "CONFLICT",
              "PRECONDITION_FAILED",
              "PAYLOAD_TOO_LARGE",
              "UNSUPPORTED_MEDIA_TYPE",
              "IDEMPOTENCY_KEY_REUSED",
              "UNSCANNABLE",
              "RATE_LIMITED",
              "INTERNAL_ERROR",
              "SERVICE_UNAVAILABLE"
            ]
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
            "maxItems": 100
          },
          "requestId": {
            "type": "string",
            "description": "The id of the request, as in the `x-request-id` header.",
            "maxLength": 128
          }
        }
      },
      "500": {
        "type": "object",
        "description": "The body of every error response.",
        "required": [
          "error",
          "message"
        ],
        "properties": {
          "error": {
            "type": "string",
            "description": "A stable, machine-readable error code:\n\n| status | error | when |\n|---|---|---|\n| 400 | INVALID_REQUEST | the request is invalid, e.g. `targetUrl` missing |\n| 401 | UNAUTHORIZED | the API key is invalid or missing |\n| 403 | FORBIDDEN | the key lacks the scope the operation needs |\n| 404 | NOT_FOUND | the QR code (or API key) does not exist for this account |\n| 409 | CONFLICT | the custom short id is taken, or an account's cap (API keys, webhook endpoints) is reached |\n| 412 | PRECONDITION_FAILED | `If-Match` names none of the code's current ETag |\n| 413 | PAYLOAD_TOO_LARGE | the body is larger than 16 KiB |\n| 415 | UNSUPPORTED_MEDIA_TYPE | the body is not `application/json` |\n| 422 | IDEMPOTENCY_KEY_REUSED | the `Idempotency-Key` was used with another request |\n| 422 | UNSCANNABLE | the styling does not decode; the details name the option to change |\n| 429 | RATE_LIMITED | too many requests; see `Retry-After` |\n| 500 | INTERNAL_ERROR | the service failed |\n| 503 | SERVICE_UNAVAILABLE | the store cannot commit right now; nothing changed, see `Retry-After` |\n",
            "enum": [
              "INVALID_REQUEST",
              "UNAUTHORIZED",
              "FORBIDDEN",
              "NOT_FOUND",
              "CONFLICT",
              "PRECONDITION_FAILED",
              "PAYLOAD_TOO_LARGE",
              "UNSUPPORTED_MEDIA_TYPE",
              "IDEMPOTENCY_KEY_REUSED",
              "UNSCANNABLE",
              "RATE_LIMITED",
              "INTERNAL_ERROR",
              "SERVICE_UNAVAILABLE"
            ]
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
            "maxItems": 100
          },
          "requestId": {
            "type": "string",
            "description": "The id of the request, as in the `x-request-id` header.",
            "maxLength": 128
          }
        }
      },
      "503": {
        "type": "object",
        "description": "The body of every error response.",
        "required": [
          "error",
          "message"
        ],
        "properties": {
          "error": {
            "type": "string",
            "description": "A stable, machine-readable error code:\n\n| status | error | when |\n|---|---|---|\n| 400 | INVALID_REQUEST | the request is invalid, e.g. `targetUrl` missing |\n| 401 | UNAUTHORIZED | the API key is invalid or missing |\n| 403 | FORBIDDEN | the key lacks the scope the operation needs |\n| 404 | NOT_FOUND | the QR code (or API key) does not exist for this account |\n| 409 | CONFLICT | the custom short id is taken, or an account's cap (API keys, webhook endpoints) is reached |\n| 412 | PRECONDITION_FAILED | `If-Match` names none of the code's current ETag |\n| 413 | PAYLOAD_TOO_LARGE | the body is larger than 16 KiB |\n| 415 | UNSUPPORTED_MEDIA_TYPE | the body is not `application/json` |\n| 422 | IDEMPOTENCY_KEY_REUSED | the `Idempotency-Key` was used with another request |\n| 422 | UNSCANNABLE | the styling does not decode; the details name the option to change |\n| 429 | RATE_LIMITED | too many requests; see `Retry-After` |\n| 500 | INTERNAL_ERROR | the service failed |\n| 503 | SERVICE_UNAVAILABLE | the store cannot commit right now; nothing changed, see `Retry-After` |\n",
            "enum": [
              "INVALID_REQUEST",
              "UNAUTHORIZED",
              "FORBIDDEN",
              "NOT_FOUND",
              "CONFLICT",
              "PRECONDITION_FAILED",
              "PAYLOAD_TOO_LARGE",
              "UNSUPPORTED_MEDIA_TYPE",
              "IDEMPOTENCY_KEY_REUSED",
              "UNSCANNABLE",
              "RATE_LIMITED",
              "INTERNAL_ERROR",
              "SERVICE_UNAVAILABLE"
            ]
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
            "maxItems": 100
          },
          "requestId": {
            "type": "string",
            "description": "The id of the request, as in the `x-request-id` header.",
            "maxLength": 128
          }
        }
      }
    }
  },
  {
    "operationId": "deleteWebhook",
    "method": "DELETE",
    "path": "/webhooks/{id}",
    "url": "/api/v1/webhooks/:id",
    "authenticated": true,
    "scopes": [
      "keys:manage"
    ],
    "request": {
      "params": {
        "type": "object",
        "additionalProperties": false,
        "properties": {
          "id": {
            "type": "string",
            "minLength": 1,
            "maxLength": 256
          }
        },
        "required": [
          "id"
        ]
      }
    },
    "responses": {
      "401": {
        "type": "object",
        "description": "The body of every error response.",
        "required": [
          "error",
          "message"
        ],
        "properties": {
          "error": {
            "type": "string",
            "description": "A stable, machine-readable error code:\n\n| status | error | when |\n|---|---|---|\n| 400 | INVALID_REQUEST | the request is invalid, e.g. `targetUrl` missing |\n| 401 | UNAUTHORIZED | the API key is invalid or missing |\n| 403 | FORBIDDEN | the key lacks the scope the operation needs |\n| 404 | NOT_FOUND | the QR code (or API key) does not exist for this account |\n| 409 | CONFLICT | the custom short id is taken, or an account's cap (API keys, webhook endpoints) is reached |\n| 412 | PRECONDITION_FAILED | `If-Match` names none of the code's current ETag |\n| 413 | PAYLOAD_TOO_LARGE | the body is larger than 16 KiB |\n| 415 | UNSUPPORTED_MEDIA_TYPE | the body is not `application/json` |\n| 422 | IDEMPOTENCY_KEY_REUSED | the `Idempotency-Key` was used with another request |\n| 422 | UNSCANNABLE | the styling does not decode; the details name the option to change |\n| 429 | RATE_LIMITED | too many requests; see `Retry-After` |\n| 500 | INTERNAL_ERROR | the service failed |\n| 503 | SERVICE_UNAVAILABLE | the store cannot commit right now; nothing changed, see `Retry-After` |\n",
            "enum": [
              "INVALID_REQUEST",
              "UNAUTHORIZED",
              "FORBIDDEN",
              "NOT_FOUND",
              "CONFLICT",
              "PRECONDITION_FAILED",
              "PAYLOAD_TOO_LARGE",
              "UNSUPPORTED_MEDIA_TYPE",
              "IDEMPOTENCY_KEY_REUSED",
              "UNSCANNABLE",
              "RATE_LIMITED",
              "INTERNAL_ERROR",
              "SERVICE_UNAVAILABLE"
            ]
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
            "maxItems": 100
          },
          "requestId": {
            "type": "string",
            "description": "The id of the request, as in the `x-request-id` header.",
            "maxLength": 128
          }
        }
      },
      "403": {
        "type": "object",
        "description": "The body of every error response.",
        "required": [
          "error",
          "message"
        ],
        "properties": {
          "error": {
            "type": "string",
            "description": "A stable, machine-readable error code:\n\n| status | error | when |\n|---|---|---|\n| 400 | INVALID_REQUEST | the request is invalid, e.g. `targetUrl` missing |\n| 401 | UNAUTHORIZED | the API key is invalid or missing |\n| 403 | FORBIDDEN | the key lacks the scope the operation needs |\n| 404 | NOT_FOUND | the QR code (or API key) does not exist for this account |\n| 409 | CONFLICT | the custom short id is taken, or an account's cap (API keys, webhook endpoints) is reached |\n| 412 | PRECONDITION_FAILED | `If-Match` names none of the code's current ETag |\n| 413 | PAYLOAD_TOO_LARGE | the body is larger than 16 KiB |\n| 415 | UNSUPPORTED_MEDIA_TYPE | the body is not `application/json` |\n| 422 | IDEMPOTENCY_KEY_REUSED | the `Idempotency-Key` was used with another request |\n| 422 | UNSCANNABLE | the styling does not decode; the details name the option to change |\n| 429 | RATE_LIMITED | too many requests; see `Retry-After` |\n| 500 | INTERNAL_ERROR | the service failed |\n| 503 | SERVICE_UNAVAILABLE | the store cannot commit right now; nothing changed, see `Retry-After` |\n",
            "enum": [
              "INVALID_REQUEST",
              "UNAUTHORIZED",
              "FORBIDDEN",
              "NOT_FOUND",
              "CONFLICT",
              "PRECONDITION_FAILED",
              "PAYLOAD_TOO_LARGE",
              "UNSUPPORTED_MEDIA_TYPE",
              "IDEMPOTENCY_KEY_REUSED",
              "UNSCANNABLE",
              "RATE_LIMITED",
              "INTERNAL_ERROR",
              "SERVICE_UNAVAILABLE"
            ]
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
            "maxItems": 100
          },
          "requestId": {
            "type": "string",
            "description": "The id of the request, as in the `x-request-id` header.",
            "maxLength": 128
          }
        }
      },
      "404": {
        "type": "object",
        "description": "The body of every error response.",
        "required": [
          "error",
          "message"
        ],
        "properties": {
          "error": {
            "type": "string",
            "description": "A stable, machine-readable error code:\n\n| status | error | when |\n|---|---|---|\n| 400 | INVALID_REQUEST | the request is invalid, e.g. `targetUrl` missing |\n| 401 | UNAUTHORIZED | the API key is invalid or missing |\n| 403 | FORBIDDEN | the key lacks the scope the operation needs |\n| 404 | NOT_FOUND | the QR code (or API key) does not exist for this account |\n| 409 | CONFLICT | the custom short id is taken, or an account's cap (API keys, webhook endpoints) is reached |\n| 412 | PRECONDITION_FAILED | `If-Match` names none of the code's current ETag |\n| 413 | PAYLOAD_TOO_LARGE | the body is larger than 16 KiB |\n| 415 | UNSUPPORTED_MEDIA_TYPE | the body is not `application/json` |\n| 422 | IDEMPOTENCY_KEY_REUSED | the `Idempotency-Key` was used with another request |\n| 422 | UNSCANNABLE | the styling does not decode; the details name the option to change |\n| 429 | RATE_LIMITED | too many requests; see `Retry-After` |\n| 500 | INTERNAL_ERROR | the service failed |\n| 503 | SERVICE_UNAVAILABLE | the store cannot commit right now; nothing changed, see `Retry-After` |\n",
            "enum": [
              "INVALID_REQUEST",
              "UNAUTHORIZED",
              "FORBIDDEN",
              "NOT_FOUND",
              "CONFLICT",
              "PRECONDITION_FAILED",
              "PAYLOAD_TOO_LARGE",
              "UNSUPPORTED_MEDIA_TYPE",
              "IDEMPOTENCY_KEY_REUSED",
              "UNSCANNABLE",
              "RATE_LIMITED",
              "INTERNAL_ERROR",
              "SERVICE_UNAVAILABLE"
            ]
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
            "maxItems": 100
          },
          "requestId": {
            "type": "string",
            "description": "The id of the request, as in the `x-request-id` header.",
            "maxLength": 128
          }
        }
      },
      "429": {
        "type": "object",
        "description": "The body of every error response.",
        "required": [
          "error",
          "message"
        ],
        "properties": {
          "error": {
            "type": "string",
            "description": "A stable, machine-readable error code:\n\n| status | error | when |\n|---|---|---|\n| 400 | INVALID_REQUEST | the request is invalid, e.g. `targetUrl` missing |\n| 401 | UNAUTHORIZED | the API key is invalid or missing |\n| 403 | FORBIDDEN | the key lacks the scope the operation needs |\n| 404 | NOT_FOUND | the QR code (or API key) does not exist for this account |\n| 409 | CONFLICT | the custom short id is taken, or an account's cap (API keys, webhook endpoints) is reached |\n| 412 | PRECONDITION_FAILED | `If-Match` names none of the code's current ETag |\n| 413 | PAYLOAD_TOO_LARGE | the body is larger than 16 KiB |\n| 415 | UNSUPPORTED_MEDIA_TYPE | the body is not `application/json` |\n| 422 | IDEMPOTENCY_KEY_REUSED | the `Idempotency-Key` was used with another request |\n| 422 | UNSCANNABLE | the styling does not decode; the details name the option to change |\n| 429 | RATE_LIMITED | too many requests; see `Retry-After` |\n| 500 | INTERNAL_ERROR | the service failed |\n| 503 | SERVICE_UNAVAILABLE | the store cannot commit right now; nothing changed, see `Retry-After` |\n",
            "enum": [
              "INVALID_REQUEST",
              "UNAUTHORIZED",
              "FORBIDDEN",
              "NOT_FOUND",
              "CONFLICT",
              "PRECONDITION_FAILED",
              "PAYLOAD_TOO_LARGE",
              "UNSUPPORTED_MEDIA_TYPE",
              "IDEMPOTENCY_KEY_REUSED",
              "UNSCANNABLE",
              "RATE_LIMITED",
              "INTERNAL_ERROR",
              "SERVICE_UNAVAILABLE"
            ]
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
            "maxItems": 100
          },
          "requestId": {
            "type": "string",
            "description": "The id of the request, as in the `x-request-id` header.",
            "maxLength": 128
          }
        }
      },
      "500": {
        "type": "object",
        "description": "The body of every error response.",
        "required": [
          "error",
          "message"
        ],
        "properties": {
          "error": {
            "type": "string",
            "description": "A stable, machine-readable error code:\n\n| status | error | when |\n|---|---|---|\n| 400 | INVALID_REQUEST | the request is invalid, e.g. `targetUrl` missing |\n| 401 | UNAUTHORIZED | the API key is invalid or missing |\n| 403 | FORBIDDEN | the key lacks the scope the operation needs |\n| 404 | NOT_FOUND | the QR code (or API key) does not exist for this account |\n| 409 | CONFLICT | the custom short id is taken, or an account's cap (API keys, webhook endpoints) is reached |\n| 412 | PRECONDITION_FAILED | `If-Match` names none of the code's current ETag |\n| 413 | PAYLOAD_TOO_LARGE | the body is larger than 16 KiB |\n| 415 | UNSUPPORTED_MEDIA_TYPE | the body is not `application/json` |\n| 422 | IDEMPOTENCY_KEY_REUSED | the `Idempotency-Key` was used with another request |\n| 422 | UNSCANNABLE | the styling does not decode; the details name the option to change |\n| 429 | RATE_LIMITED | too many requests; see `Retry-After` |\n| 500 | INTERNAL_ERROR | the service failed |\n| 503 | SERVICE_UNAVAILABLE | the store cannot commit right now; nothing changed, see `Retry-After` |\n",
            "enum": [
              "INVALID_REQUEST",
              "UNAUTHORIZED",
              "FORBIDDEN",
              "NOT_FOUND",
              "CONFLICT",
              "PRECONDITION_FAILED",
              "PAYLOAD_TOO_LARGE",
              "UNSUPPORTED_MEDIA_TYPE",
              "IDEMPOTENCY_KEY_REUSED",
              "UNSCANNABLE",
              "RATE_LIMITED",
              "INTERNAL_ERROR",
              "SERVICE_UNAVAILABLE"
            ]
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
            "maxItems": 100
          },
          "requestId": {
            "type": "string",
            "description": "The id of the request, as in the `x-request-id` header.",
            "maxLength": 128
          }
        }
      },
      "503": {
        "type": "object",
        "description": "The body of every error response.",
        "required": [
          "error",
          "message"
        ],
        "properties": {
          "error": {
            "type": "string",
            "description": "A stable, machine-readable error code:\n\n| status | error | when |\n|---|---|---|\n| 400 | INVALID_REQUEST | the request is invalid, e.g. `targetUrl` missing |\n| 401 | UNAUTHORIZED | the API key is invalid or missing |\n| 403 | FORBIDDEN | the key lacks the scope the operation needs |\n| 404 | NOT_FOUND | the QR code (or API key) does not exist for this account |\n| 409 | CONFLICT | the custom short id is taken, or an account's cap (API keys, webhook endpoints) is reached |\n| 412 | PRECONDITION_FAILED | `If-Match` names none of the code's current ETag |\n| 413 | PAYLOAD_TOO_LARGE | the body is larger than 16 KiB |\n| 415 | UNSUPPORTED_MEDIA_TYPE | the body is not `application/json` |\n| 422 | IDEMPOTENCY_KEY_REUSED | the `Idempotency-Key` was used with another request |\n| 422 | UNSCANNABLE | the styling does not decode; the details name the option to change |\n| 429 | RATE_LIMITED | too many requests; see `Retry-After` |\n| 500 | INTERNAL_ERROR | the service failed |\n| 503 | SERVICE_UNAVAILABLE | the store cannot commit right now; nothing changed, see `Retry-After` |\n",
            "enum": [
              "INVALID_REQUEST",
              "UNAUTHORIZED",
              "FORBIDDEN",
              "NOT_FOUND",
              "CONFLICT",
              "PRECONDITION_FAILED",
              "PAYLOAD_TOO_LARGE",
              "UNSUPPORTED_MEDIA_TYPE",
              "IDEMPOTENCY_KEY_REUSED",
              "UNSCANNABLE",
              "RATE_LIMITED",
              "INTERNAL_ERROR",
              "SERVICE_UNAVAILABLE"
            ]
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
            "maxItems": 100
          },
          "requestId": {
            "type": "string",
            "description": "The id of the request, as in the `x-request-id` header.",
            "maxLength": 128
          }
        }
      }
    }
  },
  {
    "operationId": "listWebhookDeliveries",
    "method": "GET",
    "path": "/webhooks/{id}/deliveries",
    "url": "/api/v1/webhooks/:id/deliveries",
    "authenticated": true,
    "scopes": [
      "keys:manage"
    ],
    "request": {
      "params": {
        "type": "object",
        "additionalProperties": false,
        "properties": {
          "id": {
            "type": "string",
            "minLength": 1,
            "maxLength": 256
          }
        },
        "required": [
          "id"
        ]
      }
    },
    "responses": {
      "200": {
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
                  "type": "string",
                  "description": "What happened to a QR code: created, updated (target or options changed), deleted,\nor deactivated (its expiry passed or its scan limit was reached).\n",
                  "enum": [
                    "qrcode.created",
                    "qrcode.updated",
                    "qrcode.deleted",
                    "qrcode.deactivated"
                  ]
                },
                "status": {
                  "type": "string",
                  "description": "pending (not yet delivered), delivered (a 2xx came back) or failed (given up after 24 hours, or the endpoint was disabled).",
                  "enum": [
                    "pending",
                    "delivered",
                    "failed"
                  ]
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
            "maxItems": 1000
          }
        }
      },
      "401": {
        "type": "object",
        "description": "The body of every error response.",
        "required": [
          "error",
          "message"
        ],
        "properties": {
          "error": {
            "type": "string",
            "description": "A stable, machine-readable error code:\n\n| status | error | when |\n|---|---|---|\n| 400 | INVALID_REQUEST | the request is invalid, e.g. `targetUrl` missing |\n| 401 | UNAUTHORIZED | the API key is invalid or missing |\n| 403 | FORBIDDEN | the key lacks the scope the operation needs |\n| 404 | NOT_FOUND | the QR code (or API key) does not exist for this account |\n| 409 | CONFLICT | the custom short id is taken, or an account's cap (API keys, webhook endpoints) is reached |\n| 412 | PRECONDITION_FAILED | `If-Match` names none of the code's current ETag |\n| 413 | PAYLOAD_TOO_LARGE | the body is larger than 16 KiB |\n| 415 | UNSUPPORTED_MEDIA_TYPE | the body is not `application/json` |\n| 422 | IDEMPOTENCY_KEY_REUSED | the `Idempotency-Key` was used with another request |\n| 422 | UNSCANNABLE | the styling does not decode; the details name the option to change |\n| 429 | RATE_LIMITED | too many requests; see `Retry-After` |\n| 500 | INTERNAL_ERROR | the service failed |\n| 503 | SERVICE_UNAVAILABLE | the store cannot commit right now; nothing changed, see `Retry-After` |\n",
            "enum": [
              "INVALID_REQUEST",
              "UNAUTHORIZED",
              "FORBIDDEN",
              "NOT_FOUND",
              "CONFLICT",
              "PRECONDITION_FAILED",
              "PAYLOAD_TOO_LARGE",
              "UNSUPPORTED_MEDIA_TYPE",
              "IDEMPOTENCY_KEY_REUSED",
              "UNSCANNABLE",
              "RATE_LIMITED",
              "INTERNAL_ERROR",
              "SERVICE_UNAVAILABLE"
            ]
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
            "maxItems": 100
          },
          "requestId": {
            "type": "string",
            "description": "The id of the request, as in the `x-request-id` header.",
            "maxLength": 128
          }
        }
      },
      "403": {
        "type": "object",
        "description": "The body of every error response.",
        "required": [
          "error",
          "message"
        ],
        "properties": {
          "error": {
            "type": "string",
            "description": "A stable, machine-readable error code:\n\n| status | error | when |\n|---|---|---|\n| 400 | INVALID_REQUEST | the request is invalid, e.g. `targetUrl` missing |\n| 401 | UNAUTHORIZED | the API key is invalid or missing |\n| 403 | FORBIDDEN | the key lacks the scope the operation needs |\n| 404 | NOT_FOUND | the QR code (or API key) does not exist for this account |\n| 409 | CONFLICT | the custom short id is taken, or an account's cap (API keys, webhook endpoints) is reached |\n| 412 | PRECONDITION_FAILED | `If-Match` names none of the code's current ETag |\n| 413 | PAYLOAD_TOO_LARGE | the body is larger than 16 KiB |\n| 415 | UNSUPPORTED_MEDIA_TYPE | the body is not `application/json` |\n| 422 | IDEMPOTENCY_KEY_REUSED | the `Idempotency-Key` was used with another request |\n| 422 | UNSCANNABLE | the styling does not decode; the details name the option to change |\n| 429 | RATE_LIMITED | too many requests; see `Retry-After` |\n| 500 | INTERNAL_ERROR | the service failed |\n| 503 | SERVICE_UNAVAILABLE | the store cannot commit right now; nothing changed, see `Retry-After` |\n",
            "enum": [
              "INVALID_REQUEST",
              "UNAUTHORIZED",
              "FORBIDDEN",
              "NOT_FOUND",
              "CONFLICT",
              "PRECONDITION_FAILED",
              "PAYLOAD_TOO_LARGE",
              "UNSUPPORTED_MEDIA_TYPE",
              "IDEMPOTENCY_KEY_REUSED",
              "UNSCANNABLE",
              "RATE_LIMITED",
              "INTERNAL_ERROR",
              "SERVICE_UNAVAILABLE"
            ]
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
            "maxItems": 100
          },
          "requestId": {
            "type": "string",
            "description": "The id of the request, as in the `x-request-id` header.",
            "maxLength": 128
          }
        }
      },
      "404": {
        "type": "object",
        "description": "The body of every error response.",
        "required": [
          "error",
          "message"
        ],
        "properties": {
          "error": {
            "type": "string",
            "description": "A stable, machine-readable error code:\n\n| status | error | when |\n|---|---|---|\n| 400 | INVALID_REQUEST | the request is invalid, e.g. `targetUrl` missing |\n| 401 | UNAUTHORIZED | the API key is invalid or missing |\n| 403 | FORBIDDEN | the key lacks the scope the operation needs |\n| 404 | NOT_FOUND | the QR code (or API key) does not exist for this account |\n| 409 | CONFLICT | the custom short id is taken, or an account's cap (API keys, webhook endpoints) is reached |\n| 412 | PRECONDITION_FAILED | `If-Match` names none of the code's current ETag |\n| 413 | PAYLOAD_TOO_LARGE | the body is larger than 16 KiB |\n| 415 | UNSUPPORTED_MEDIA_TYPE | the body is not `application/json` |\n| 422 | IDEMPOTENCY_KEY_REUSED | the `Idempotency-Key` was used with another request |\n| 422 | UNSCANNABLE | the styling does not decode; the details name the option to change |\n| 429 | RATE_LIMITED | too many requests; see `Retry-After` |\n| 500 | INTERNAL_ERROR | the service failed |\n| 503 | SERVICE_UNAVAILABLE | the store cannot commit right now; nothing changed, see `Retry-After` |\n",
            "enum": [
              "INVALID_REQUEST",
              "UNAUTHORIZED",
              "FORBIDDEN",
              "NOT_FOUND",
              "CONFLICT",
              "PRECONDITION_FAILED",
              "PAYLOAD_TOO_LARGE",
              "UNSUPPORTED_MEDIA_TYPE",
              "IDEMPOTENCY_KEY_REUSED",
              "UNSCANNABLE",
              "RATE_LIMITED",
              "INTERNAL_ERROR",
              "SERVICE_UNAVAILABLE"
            ]
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
            "maxItems": 100
          },
          "requestId": {
            "type": "string",
            "description": "The id of the request, as in the `x-request-id` header.",
            "maxLength": 128
          }
        }
      },
      "429": {
        "type": "object",
        "description": "The body of every error response.",
        "required": [
          "error",
          "message"
        ],
        "properties": {
          "error": {
            "type": "string",
            "description": "A stable, machine-readable error code:\n\n| status | error | when |\n|---|---|---|\n| 400 | INVALID_REQUEST | the request is invalid, e.g. `targetUrl` missing |\n| 401 | UNAUTHORIZED | the API key is invalid or missing |\n| 403 | FORBIDDEN | the key lacks the scope the operation needs |\n| 404 | NOT_FOUND | the QR code (or API key) does not exist for this account |\n| 409 | CONFLICT | the custom short id is taken, or an account's cap (API keys, webhook endpoints) is reached |\n| 412 | PRECONDITION_FAILED | `If-Match` names none of the code's current ETag |\n| 413 | PAYLOAD_TOO_LARGE | the body is larger than 16 KiB |\n| 415 | UNSUPPORTED_MEDIA_TYPE | the body is not `application/json` |\n| 422 | IDEMPOTENCY_KEY_REUSED | the `Idempotency-Key` was used with another request |\n| 422 | UNSCANNABLE | the styling does not decode; the details name the option to change |\n| 429 | RATE_LIMITED | too many requests; see `Retry-After` |\n| 500 | INTERNAL_ERROR | the service failed |\n| 503 | SERVICE_UNAVAILABLE | the store cannot commit right now; nothing changed, see `Retry-After` |\n",
            "enum": [
              "INVALID_REQUEST",
              "UNAUTHORIZED",
              "FORBIDDEN",
              "NOT_FOUND",
              "CONFLICT",
              "PRECONDITION_FAILED",
              "PAYLOAD_TOO_LARGE",
              "UNSUPPORTED_MEDIA_TYPE",
              "IDEMPOTENCY_KEY_REUSED",
              "UNSCANNABLE",
              "RATE_LIMITED",
              "INTERNAL_ERROR",
              "SERVICE_UNAVAILABLE"
            ]
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
            "maxItems": 100
          },
          "requestId": {
            "type": "string",
            "description": "The id of the request, as in the `x-request-id` header.",
            "maxLength": 128
          }
        }
      },
      "500": {
        "type": "object",
        "description": "The body of every error response.",
        "required": [
          "error",
          "message"
        ],
        "properties": {
          "error": {
            "type": "string",
            "description": "A stable, machine-readable error code:\n\n| status | error | when |\n|---|---|---|\n| 400 | INVALID_REQUEST | the request is invalid, e.g. `targetUrl` missing |\n| 401 | UNAUTHORIZED | the API key is invalid or missing |\n| 403 | FORBIDDEN | the key lacks the scope the operation needs |\n| 404 | NOT_FOUND | the QR code (or API key) does not exist for this account |\n| 409 | CONFLICT | the custom short id is taken, or an account's cap (API keys, webhook endpoints) is reached |\n| 412 | PRECONDITION_FAILED | `If-Match` names none of the code's current ETag |\n| 413 | PAYLOAD_TOO_LARGE | the body is larger than 16 KiB |\n| 415 | UNSUPPORTED_MEDIA_TYPE | the body is not `application/json` |\n| 422 | IDEMPOTENCY_KEY_REUSED | the `Idempotency-Key` was used with another request |\n| 422 | UNSCANNABLE | the styling does not decode; the details name the option to change |\n| 429 | RATE_LIMITED | too many requests; see `Retry-After` |\n| 500 | INTERNAL_ERROR | the service failed |\n| 503 | SERVICE_UNAVAILABLE | the store cannot commit right now; nothing changed, see `Retry-After` |\n",
            "enum": [
              "INVALID_REQUEST",
              "UNAUTHORIZED",
              "FORBIDDEN",
              "NOT_FOUND",
              "CONFLICT",
              "PRECONDITION_FAILED",
              "PAYLOAD_TOO_LARGE",
              "UNSUPPORTED_MEDIA_TYPE",
              "IDEMPOTENCY_KEY_REUSED",
              "UNSCANNABLE",
              "RATE_LIMITED",
              "INTERNAL_ERROR",
              "SERVICE_UNAVAILABLE"
            ]
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
            "maxItems": 100
          },
          "requestId": {
            "type": "string",
            "description": "The id of the request, as in the `x-request-id` header.",
            "maxLength": 128
          }
        }
      },
      "503": {
        "type": "object",
        "description": "The body of every error response.",
        "required": [
          "error",
          "message"
        ],
        "properties": {
          "error": {
            "type": "string",
            "description": "A stable, machine-readable error code:\n\n| status | error | when |\n|---|---|---|\n| 400 | INVALID_REQUEST | the request is invalid, e.g. `targetUrl` missing |\n| 401 | UNAUTHORIZED | the API key is invalid or missing |\n| 403 | FORBIDDEN | the key lacks the scope the operation needs |\n| 404 | NOT_FOUND | the QR code (or API key) does not exist for this account |\n| 409 | CONFLICT | the custom short id is taken, or an account's cap (API keys, webhook endpoints) is reached |\n| 412 | PRECONDITION_FAILED | `If-Match` names none of the code's current ETag |\n| 413 | PAYLOAD_TOO_LARGE | the body is larger than 16 KiB |\n| 415 | UNSUPPORTED_MEDIA_TYPE | the body is not `application/json` |\n| 422 | IDEMPOTENCY_KEY_REUSED | the `Idempotency-Key` was used with another request |\n| 422 | UNSCANNABLE | the styling does not decode; the details name the option to change |\n| 429 | RATE_LIMITED | too many requests; see `Retry-After` |\n| 500 | INTERNAL_ERROR | the service failed |\n| 503 | SERVICE_UNAVAILABLE | the store cannot commit right now; nothing changed, see `Retry-After` |\n",
            "enum": [
              "INVALID_REQUEST",
              "UNAUTHORIZED",
              "FORBIDDEN",
              "NOT_FOUND",
              "CONFLICT",
              "PRECONDITION_FAILED",
              "PAYLOAD_TOO_LARGE",
              "UNSUPPORTED_MEDIA_TYPE",
              "IDEMPOTENCY_KEY_REUSED",
              "UNSCANNABLE",
              "RATE_LIMITED",
              "INTERNAL_ERROR",
              "SERVICE_UNAVAILABLE"
            ]
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
            "maxItems": 100
          },
          "requestId": {
            "type": "string",
            "description": "The id of the request, as in the `x-request-id` header.",
            "maxLength": 128
          }
        }
      }
    }
  },
  {
    "operationId": "listAssets",
    "method": "GET",
    "path": "/assets",
    "url": "/api/v1/assets",
    "authenticated": true,
    "scopes": [
      "qrcodes:read"
    ],
    "request": {},
    "responses": {
      "200": {
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
                  "type": "string",
                  "description": "An uploaded image of the account (`ast_` and 16 hex characters); an id that is not one of the account's is refused with `400`.",
                  "pattern": "^ast_[0-9a-f]{16}$",
                  "maxLength": 20,
                  "examples": [
                    "ast_3f9a2c7d1e8b4c60"
                  ]
                },
                "contentType": {
                  "type": "string",
                  "description": "The type of an uploaded image.",
                  "enum": [
                    "image/png",
                    "image/jpeg",
                    "image/svg+xml"
                  ]
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
            "maxItems": 1000
          }
        }
      },
      "401": {
        "type": "object",
        "description": "The body of every error response.",
        "required": [
          "error",
          "message"
        ],
        "properties": {
          "error": {
            "type": "string",
            "description": "A stable, machine-readable error code:\n\n| status | error | when |\n|---|---|---|\n| 400 | INVALID_REQUEST | the request is invalid, e.g. `targetUrl` missing |\n| 401 | UNAUTHORIZED | the API key is invalid or missing |\n| 403 | FORBIDDEN | the key lacks the scope the operation needs |\n| 404 | NOT_FOUND | the QR code (or API key) does not exist for this account |\n| 409 | CONFLICT | the custom short id is taken, or an account's cap (API keys, webhook endpoints) is reached |\n| 412 | PRECONDITION_FAILED | `If-Match` names none of the code's current ETag |\n| 413 | PAYLOAD_TOO_LARGE | the body is larger than 16 KiB |\n| 415 | UNSUPPORTED_MEDIA_TYPE | the body is not `application/json` |\n| 422 | IDEMPOTENCY_KEY_REUSED | the `Idempotency-Key` was used with another request |\n| 422 | UNSCANNABLE | the styling does not decode; the details name the option to change |\n| 429 | RATE_LIMITED | too many requests; see `Retry-After` |\n| 500 | INTERNAL_ERROR | the service failed |\n| 503 | SERVICE_UNAVAILABLE | the store cannot commit right now; nothing changed, see `Retry-After` |\n",
            "enum": [
              "INVALID_REQUEST",
              "UNAUTHORIZED",
              "FORBIDDEN",
              "NOT_FOUND",
              "CONFLICT",
              "PRECONDITION_FAILED",
              "PAYLOAD_TOO_LARGE",
              "UNSUPPORTED_MEDIA_TYPE",
              "IDEMPOTENCY_KEY_REUSED",
              "UNSCANNABLE",
              "RATE_LIMITED",
              "INTERNAL_ERROR",
              "SERVICE_UNAVAILABLE"
            ]
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
            "maxItems": 100
          },
          "requestId": {
            "type": "string",
            "description": "The id of the request, as in the `x-request-id` header.",
            "maxLength": 128
          }
        }
      },
      "403": {
        "type": "object",
        "description": "The body of every error response.",
        "required": [
          "error",
          "message"
        ],
        "properties": {
          "error": {
            "type": "string",
            "description": "A stable, machine-readable error code:\n\n| status | error | when |\n|---|---|---|\n| 400 | INVALID_REQUEST | the request is invalid, e.g. `targetUrl` missing |\n| 401 | UNAUTHORIZED | the API key is invalid or missing |\n| 403 | FORBIDDEN | the key lacks the scope the operation needs |\n| 404 | NOT_FOUND | the QR code (or API key) does not exist for this account |\n| 409 | CONFLICT | the custom short id is taken, or an account's cap (API keys, webhook endpoints) is reached |\n| 412 | PRECONDITION_FAILED | `If-Match` names none of the code's current ETag |\n| 413 | PAYLOAD_TOO_LARGE | the body is larger than 16 KiB |\n| 415 | UNSUPPORTED_MEDIA_TYPE | the body is not `application/json` |\n| 422 | IDEMPOTENCY_KEY_REUSED | the `Idempotency-Key` was used with another request |\n| 422 | UNSCANNABLE | the styling does not decode; the details name the option to change |\n| 429 | RATE_LIMITED | too many requests; see `Retry-After` |\n| 500 | INTERNAL_ERROR | the service failed |\n| 503 | SERVICE_UNAVAILABLE | the store cannot commit right now; nothing changed, see `Retry-After` |\n",
            "enum": [
              "INVALID_REQUEST",
              "UNAUTHORIZED",
              "FORBIDDEN",
              "NOT_FOUND",
              "CONFLICT",
              "PRECONDITION_FAILED",
              "PAYLOAD_TOO_LARGE",
              "UNSUPPORTED_MEDIA_TYPE",
              "IDEMPOTENCY_KEY_REUSED",
              "UNSCANNABLE",
              "RATE_LIMITED",
              "INTERNAL_ERROR",
              "SERVICE_UNAVAILABLE"
            ]
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
            "maxItems": 100
          },
          "requestId": {
            "type": "string",
            "description": "The id of the request, as in the `x-request-id` header.",
            "maxLength": 128
          }
        }
      },
      "429": {
        "type": "object",
        "description": "The body of every error response.",
        "required": [
          "error",
          "message"
        ],
        "properties": {
          "error": {
            "type": "string",
            "description": "A stable, machine-readable error code:\n\n| status | error | when |\n|---|---|---|\n| 400 | INVALID_REQUEST | the request is invalid, e.g. `targetUrl` missing |\n| 401 | UNAUTHORIZED | the API key is invalid or missing |\n| 403 | FORBIDDEN | the key lacks the scope the operation needs |\n| 404 | NOT_FOUND | the QR code (or API key) does not exist for this account |\n| 409 | CONFLICT | the custom short id is taken, or an account's cap (API keys, webhook endpoints) is reached |\n| 412 | PRECONDITION_FAILED | `If-Match` names none of the code's current ETag |\n| 413 | PAYLOAD_TOO_LARGE | the body is larger than 16 KiB |\n| 415 | UNSUPPORTED_MEDIA_TYPE | the body is not `application/json` |\n| 422 | IDEMPOTENCY_KEY_REUSED | the `Idempotency-Key` was used with another request |\n| 422 | UNSCANNABLE | the styling does not decode; the details name the option to change |\n| 429 | RATE_LIMITED | too many requests; see `Retry-After` |\n| 500 | INTERNAL_ERROR | the service failed |\n| 503 | SERVICE_UNAVAILABLE | the store cannot commit right now; nothing changed, see `Retry-After` |\n",
            "enum": [
              "INVALID_REQUEST",
              "UNAUTHORIZED",
              "FORBIDDEN",
              "NOT_FOUND",
              "CONFLICT",
              "PRECONDITION_FAILED",
              "PAYLOAD_TOO_LARGE",
              "UNSUPPORTED_MEDIA_TYPE",
              "IDEMPOTENCY_KEY_REUSED",
              "UNSCANNABLE",
              "RATE_LIMITED",
              "INTERNAL_ERROR",
              "SERVICE_UNAVAILABLE"
            ]
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
            "maxItems": 100
          },
          "requestId": {
            "type": "string",
            "description": "The id of the request, as in the `x-request-id` header.",
            "maxLength": 128
          }
        }
      },
      "500": {
        "type": "object",
        "description": "The body of every error response.",
        "required": [
          "error",
          "message"
        ],
        "properties": {
          "error": {
            "type": "string",
            "description": "A stable, machine-readable error code:\n\n| status | error | when |\n|---|---|---|\n| 400 | INVALID_REQUEST | the request is invalid, e.g. `targetUrl` missing |\n| 401 | UNAUTHORIZED | the API key is invalid or missing |\n| 403 | FORBIDDEN | the key lacks the scope the operation needs |\n| 404 | NOT_FOUND | the QR code (or API key) does not exist for this account |\n| 409 | CONFLICT | the custom short id is taken, or an account's cap (API keys, webhook endpoints) is reached |\n| 412 | PRECONDITION_FAILED | `If-Match` names none of the code's current ETag |\n| 413 | PAYLOAD_TOO_LARGE | the body is larger than 16 KiB |\n| 415 | UNSUPPORTED_MEDIA_TYPE | the body is not `application/json` |\n| 422 | IDEMPOTENCY_KEY_REUSED | the `Idempotency-Key` was used with another request |\n| 422 | UNSCANNABLE | the styling does not decode; the details name the option to change |\n| 429 | RATE_LIMITED | too many requests; see `Retry-After` |\n| 500 | INTERNAL_ERROR | the service failed |\n| 503 | SERVICE_UNAVAILABLE | the store cannot commit right now; nothing changed, see `Retry-After` |\n",
            "enum": [
              "INVALID_REQUEST",
              "UNAUTHORIZED",
              "FORBIDDEN",
              "NOT_FOUND",
              "CONFLICT",
              "PRECONDITION_FAILED",
              "PAYLOAD_TOO_LARGE",
              "UNSUPPORTED_MEDIA_TYPE",
              "IDEMPOTENCY_KEY_REUSED",
              "UNSCANNABLE",
              "RATE_LIMITED",
              "INTERNAL_ERROR",
              "SERVICE_UNAVAILABLE"
            ]
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
            "maxItems": 100
          },
          "requestId": {
            "type": "string",
            "description": "The id of the request, as in the `x-request-id` header.",
            "maxLength": 128
          }
        }
      },
      "503": {
        "type": "object",
        "description": "The body of every error response.",
        "required": [
          "error",
          "message"
        ],
        "properties": {
          "error": {
            "type": "string",
            "description": "A stable, machine-readable error code:\n\n| status | error | when |\n|---|---|---|\n| 400 | INVALID_REQUEST | the request is invalid, e.g. `targetUrl` missing |\n| 401 | UNAUTHORIZED | the API key is invalid or missing |\n| 403 | FORBIDDEN | the key lacks the scope the operation needs |\n| 404 | NOT_FOUND | the QR code (or API key) does not exist for this account |\n| 409 | CONFLICT | the custom short id is taken, or an account's cap (API keys, webhook endpoints) is reached |\n| 412 | PRECONDITION_FAILED | `If-Match` names none of the code's current ETag |\n| 413 | PAYLOAD_TOO_LARGE | the body is larger than 16 KiB |\n| 415 | UNSUPPORTED_MEDIA_TYPE | the body is not `application/json` |\n| 422 | IDEMPOTENCY_KEY_REUSED | the `Idempotency-Key` was used with another request |\n| 422 | UNSCANNABLE | the styling does not decode; the details name the option to change |\n| 429 | RATE_LIMITED | too many requests; see `Retry-After` |\n| 500 | INTERNAL_ERROR | the service failed |\n| 503 | SERVICE_UNAVAILABLE | the store cannot commit right now; nothing changed, see `Retry-After` |\n",
            "enum": [
              "INVALID_REQUEST",
              "UNAUTHORIZED",
              "FORBIDDEN",
              "NOT_FOUND",
              "CONFLICT",
              "PRECONDITION_FAILED",
              "PAYLOAD_TOO_LARGE",
              "UNSUPPORTED_MEDIA_TYPE",
              "IDEMPOTENCY_KEY_REUSED",
              "UNSCANNABLE",
              "RATE_LIMITED",
              "INTERNAL_ERROR",
              "SERVICE_UNAVAILABLE"
            ]
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
            "maxItems": 100
          },
          "requestId": {
            "type": "string",
            "description": "The id of the request, as in the `x-request-id` header.",
            "maxLength": 128
          }
        }
      }
    }
  },
  {
    "operationId": "uploadAsset",
    "method": "POST",
    "path": "/assets",
    "url": "/api/v1/assets",
    "authenticated": true,
    "scopes": [
      "qrcodes:write"
    ],
    "request": {},
    "responses": {
      "201": {
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
                "type": "string",
                "description": "An uploaded image of the account (`ast_` and 16 hex characters); an id that is not one of the account's is refused with `400`.",
                "pattern": "^ast_[0-9a-f]{16}$",
                "maxLength": 20,
                "examples": [
                  "ast_3f9a2c7d1e8b4c60"
                ]
              },
              "contentType": {
                "type": "string",
                "description": "The type of an uploaded image.",
                "enum": [
                  "image/png",
                  "image/jpeg",
                  "image/svg+xml"
                ]
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
          }
        ]
      },
      "400": {
        "type": "object",
        "description": "The body of every error response.",
        "required": [
          "error",
          "message"
        ],
        "properties": {
          "error": {
            "type": "string",
            "description": "A stable, machine-readable error code:\n\n| status | error | when |\n|---|---|---|\n| 400 | INVALID_REQUEST | the request is invalid, e.g. `targetUrl` missing |\n| 401 | UNAUTHORIZED | the API key is invalid or missing |\n| 403 | FORBIDDEN | the key lacks the scope the operation needs |\n| 404 | NOT_FOUND | the QR code (or API key) does not exist for this account |\n| 409 | CONFLICT | the custom short id is taken, or an account's cap (API keys, webhook endpoints) is reached |\n| 412 | PRECONDITION_FAILED | `If-Match` names none of the code's current ETag |\n| 413 | PAYLOAD_TOO_LARGE | the body is larger than 16 KiB |\n| 415 | UNSUPPORTED_MEDIA_TYPE | the body is not `application/json` |\n| 422 | IDEMPOTENCY_KEY_REUSED | the `Idempotency-Key` was used with another request |\n| 422 | UNSCANNABLE | the styling does not decode; the details name the option to change |\n| 429 | RATE_LIMITED | too many requests; see `Retry-After` |\n| 500 | INTERNAL_ERROR | the service failed |\n| 503 | SERVICE_UNAVAILABLE | the store cannot commit right now; nothing changed, see `Retry-After` |\n",
            "enum": [
              "INVALID_REQUEST",
              "UNAUTHORIZED",
              "FORBIDDEN",
              "NOT_FOUND",
              "CONFLICT",
              "PRECONDITION_FAILED",
              "PAYLOAD_TOO_LARGE",
              "UNSUPPORTED_MEDIA_TYPE",
              "IDEMPOTENCY_KEY_REUSED",
              "UNSCANNABLE",
              "RATE_LIMITED",
              "INTERNAL_ERROR",
              "SERVICE_UNAVAILABLE"
            ]
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
            "maxItems": 100
          },
          "requestId": {
            "type": "string",
            "description": "The id of the request, as in the `x-request-id` header.",
            "maxLength": 128
          }
        }
      },
      "401": {
        "type": "object",
        "description": "The body of every error response.",
        "required": [
          "error",
          "message"
        ],
        "properties": {
          "error": {
            "type": "string",
            "description": "A stable, machine-readable error code:\n\n| status | error | when |\n|---|---|---|\n| 400 | INVALID_REQUEST | the request is invalid, e.g. `targetUrl` missing |\n| 401 | UNAUTHORIZED | the API key is invalid or missing |\n| 403 | FORBIDDEN | the key lacks the scope the operation needs |\n| 404 | NOT_FOUND | the QR code (or API key) does not exist for this account |\n| 409 | CONFLICT | the custom short id is taken, or an account's cap (API keys, webhook endpoints) is reached |\n| 412 | PRECONDITION_FAILED | `If-Match` names none of the code's current ETag |\n| 413 | PAYLOAD_TOO_LARGE | the body is larger than 16 KiB |\n| 415 | UNSUPPORTED_MEDIA_TYPE | the body is not `application/json` |\n| 422 | IDEMPOTENCY_KEY_REUSED | the `Idempotency-Key` was used with another request |\n| 422 | UNSCANNABLE | the styling does not decode; the details name the option to change |\n| 429 | RATE_LIMITED | too many requests; see `Retry-After` |\n| 500 | INTERNAL_ERROR | the service failed |\n| 503 | SERVICE_UNAVAILABLE | the store cannot commit right now; nothing changed, see `Retry-After` |\n",
            "enum": [
              "INVALID_REQUEST",
              "UNAUTHORIZED",
              "FORBIDDEN",
              "NOT_FOUND",
              "CONFLICT",
              "PRECONDITION_FAILED",
              "PAYLOAD_TOO_LARGE",
              "UNSUPPORTED_MEDIA_TYPE",
              "IDEMPOTENCY_KEY_REUSED",
              "UNSCANNABLE",
              "RATE_LIMITED",
              "INTERNAL_ERROR",
              "SERVICE_UNAVAILABLE"
            ]
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
            "maxItems": 100
          },
          "requestId": {
            "type": "string",
            "description": "The id of the request, as in the `x-request-id` header.",
            "maxLength": 128
          }
        }
      },
      "403": {
        "type": "object",
        "description": "The body of every error response.",
        "required": [
          "error",
          "message"
        ],
        "properties": {
          "error": {
            "type": "string",
            "description": "A stable, machine-readable error code:\n\n| status | error | when |\n|---|---|---|\n| 400 | INVALID_REQUEST | the request is invalid, e.g. `targetUrl` missing |\n| 401 | UNAUTHORIZED | the API key is invalid or missing |\n| 403 | FORBIDDEN | the key lacks the scope the operation needs |\n| 404 | NOT_FOUND | the QR code (or API key) does not exist for this account |\n| 409 | CONFLICT | the custom short id is taken, or an account's cap (API keys, webhook endpoints) is reached |\n| 412 | PRECONDITION_FAILED | `If-Match` names none of the code's current ETag |\n| 413 | PAYLOAD_TOO_LARGE | the body is larger than 16 KiB |\n| 415 | UNSUPPORTED_MEDIA_TYPE | the body is not `application/json` |\n| 422 | IDEMPOTENCY_KEY_REUSED | the `Idempotency-Key` was used with another request |\n| 422 | UNSCANNABLE | the styling does not decode; the details name the option to change |\n| 429 | RATE_LIMITED | too many requests; see `Retry-After` |\n| 500 | INTERNAL_ERROR | the service failed |\n| 503 | SERVICE_UNAVAILABLE | the store cannot commit right now; nothing changed, see `Retry-After` |\n",
            "enum": [
              "INVALID_REQUEST",
              "UNAUTHORIZED",
              "FORBIDDEN",
              "NOT_FOUND",
              "CONFLICT",
              "PRECONDITION_FAILED",
              "PAYLOAD_TOO_LARGE",
              "UNSUPPORTED_MEDIA_TYPE",
              "IDEMPOTENCY_KEY_REUSED",
              "UNSCANNABLE",
              "RATE_LIMITED",
              "INTERNAL_ERROR",
              "SERVICE_UNAVAILABLE"
            ]
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
            "maxItems": 100
          },
          "requestId": {
            "type": "string",
            "description": "The id of the request, as in the `x-request-id` header.",
            "maxLength": 128
          }
        }
      },
      "413": {
        "type": "object",
        "description": "The body of every error response.",
        "required": [
          "error",
          "message"
        ],
        "properties": {
          "error": {
            "type": "string",
            "description": "A stable, machine-readable error code:\n\n| status | error | when |\n|---|---|---|\n| 400 | INVALID_REQUEST | the request is invalid, e.g. `targetUrl` missing |\n| 401 | UNAUTHORIZED | the API key is invalid or missing |\n| 403 | FORBIDDEN | the key lacks the scope the operation needs |\n| 404 | NOT_FOUND | the QR code (or API key) does not exist for this account |\n| 409 | CONFLICT | the custom short id is taken, or an account's cap (API keys, webhook endpoints) is reached |\n| 412 | PRECONDITION_FAILED | `If-Match` names none of the code's current ETag |\n| 413 | PAYLOAD_TOO_LARGE | the body is larger than 16 KiB |\n| 415 | UNSUPPORTED_MEDIA_TYPE | the body is not `application/json` |\n| 422 | IDEMPOTENCY_KEY_REUSED | the `Idempotency-Key` was used with another request |\n| 422 | UNSCANNABLE | the styling does not decode; the details name the option to change |\n| 429 | RATE_LIMITED | too many requests; see `Retry-After` |\n| 500 | INTERNAL_ERROR | the service failed |\n| 503 | SERVICE_UNAVAILABLE | the store cannot commit right now; nothing changed, see `Retry-After` |\n",
            "enum": [
              "INVALID_REQUEST",
              "UNAUTHORIZED",
              "FORBIDDEN",
              "NOT_FOUND",
              "CONFLICT",
              "PRECONDITION_FAILED",
              "PAYLOAD_TOO_LARGE",
              "UNSUPPORTED_MEDIA_TYPE",
              "IDEMPOTENCY_KEY_REUSED",
              "UNSCANNABLE",
              "RATE_LIMITED",
              "INTERNAL_ERROR",
              "SERVICE_UNAVAILABLE"
            ]
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
            "maxItems": 100
          },
          "requestId": {
            "type": "string",
            "description": "The id of the request, as in the `x-request-id` header.",
            "maxLength": 128
          }
        }
      },
      "415": {
        "type": "object",
        "description": "The body of every error response.",
        "required": [
          "error",
          "message"
        ],
        "properties": {
          "error": {
            "type": "string",
            "description": "A stable, machine-readable error code:\n\n| status | error | when |\n|---|---|---|\n| 400 | INVALID_REQUEST | the request is invalid, e.g. `targetUrl` missing |\n| 401 | UNAUTHORIZED | the API key is invalid or missing |\n| 403 | FORBIDDEN | the key lacks the scope the operation needs |\n| 404 | NOT_FOUND | the QR code (or API key) does not exist for this account |\n| 409 | CONFLICT | the custom short id is taken, or an account's cap (API keys, webhook endpoints) is reached |\n| 412 | PRECONDITION_FAILED | `If-Match` names none of the code's current ETag |\n| 413 | PAYLOAD_TOO_LARGE | the body is larger than 16 KiB |\n| 415 | UNSUPPORTED_MEDIA_TYPE | the body is not `application/json` |\n| 422 | IDEMPOTENCY_KEY_REUSED | the `Idempotency-Key` was used with another request |\n| 422 | UNSCANNABLE | the styling does not decode; the details name the option to change |\n| 429 | RATE_LIMITED | too many requests; see `Retry-After` |\n| 500 | INTERNAL_ERROR | the service failed |\n| 503 | SERVICE_UNAVAILABLE | the store cannot commit right now; nothing changed, see `Retry-After` |\n",
            "enum": [
              "INVALID_REQUEST",
              "UNAUTHORIZED",
              "FORBIDDEN",
              "NOT_FOUND",
              "CONFLICT",
              "PRECONDITION_FAILED",
              "PAYLOAD_TOO_LARGE",
              "UNSUPPORTED_MEDIA_TYPE",
              "IDEMPOTENCY_KEY_REUSED",
              "UNSCANNABLE",
              "RATE_LIMITED",
              "INTERNAL_ERROR",
              "SERVICE_UNAVAILABLE"
            ]
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
            "maxItems": 100
          },
          "requestId": {
            "type": "string",
            "description": "The id of the request, as in the `x-request-id` header.",
            "maxLength": 128
          }
        }
      },
      "429": {
        "type": "object",
        "description": "The body of every error response.",
        "required": [
          "error",
          "message"
        ],
        "properties": {
          "error": {
            "type": "string",
            "description": "A stable, machine-readable error code:\n\n| status | error | when |\n|---|---|---|\n| 400 | INVALID_REQUEST | the request is invalid, e.g. `targetUrl` missing |\n| 401 | UNAUTHORIZED | the API key is invalid or missing |\n| 403 | FORBIDDEN | the key lacks the scope the operation needs |\n| 404 | NOT_FOUND | the QR code (or API key) does not exist for this account |\n| 409 | CONFLICT | the custom short id is taken, or an account's cap (API keys, webhook endpoints) is reached |\n| 412 | PRECONDITION_FAILED | `If-Match` names none of the code's current ETag |\n| 413 | PAYLOAD_TOO_LARGE | the body is larger than 16 KiB |\n| 415 | UNSUPPORTED_MEDIA_TYPE | the body is not `application/json` |\n| 422 | IDEMPOTENCY_KEY_REUSED | the `Idempotency-Key` was used with another request |\n| 422 | UNSCANNABLE | the styling does not decode; the details name the option to change |\n| 429 | RATE_LIMITED | too many requests; see `Retry-After` |\n| 500 | INTERNAL_ERROR | the service failed |\n| 503 | SERVICE_UNAVAILABLE | the store cannot commit right now; nothing changed, see `Retry-After` |\n",
            "enum": [
              "INVALID_REQUEST",
              "UNAUTHORIZED",
              "FORBIDDEN",
              "NOT_FOUND",
              "CONFLICT",
              "PRECONDITION_FAILED",
              "PAYLOAD_TOO_LARGE",
              "UNSUPPORTED_MEDIA_TYPE",
              "IDEMPOTENCY_KEY_REUSED",
              "UNSCANNABLE",
              "RATE_LIMITED",
              "INTERNAL_ERROR",
              "SERVICE_UNAVAILABLE"
            ]
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
            "maxItems": 100
          },
          "requestId": {
            "type": "string",
            "description": "The id of the request, as in the `x-request-id` header.",
            "maxLength": 128
          }
        }
      },
      "500": {
        "type": "object",
        "description": "The body of every error response.",
        "required": [
          "error",
          "message"
        ],
        "properties": {
          "error": {
            "type": "string",
            "description": "A stable, machine-readable error code:\n\n| status | error | when |\n|---|---|---|\n| 400 | INVALID_REQUEST | the request is invalid, e.g. `targetUrl` missing |\n| 401 | UNAUTHORIZED | the API key is invalid or missing |\n| 403 | FORBIDDEN | the key lacks the scope the operation needs |\n| 404 | NOT_FOUND | the QR code (or API key) does not exist for this account |\n| 409 | CONFLICT | the custom short id is taken, or an account's cap (API keys, webhook endpoints) is reached |\n| 412 | PRECONDITION_FAILED | `If-Match` names none of the code's current ETag |\n| 413 | PAYLOAD_TOO_LARGE | the body is larger than 16 KiB |\n| 415 | UNSUPPORTED_MEDIA_TYPE | the body is not `application/json` |\n| 422 | IDEMPOTENCY_KEY_REUSED | the `Idempotency-Key` was used with another request |\n| 422 | UNSCANNABLE | the styling does not decode; the details name the option to change |\n| 429 | RATE_LIMITED | too many requests; see `Retry-After` |\n| 500 | INTERNAL_ERROR | the service failed |\n| 503 | SERVICE_UNAVAILABLE | the store cannot commit right now; nothing changed, see `Retry-After` |\n",
            "enum": [
              "INVALID_REQUEST",
              "UNAUTHORIZED",
              "FORBIDDEN",
              "NOT_FOUND",
              "CONFLICT",
              "PRECONDITION_FAILED",
              "PAYLOAD_TOO_LARGE",
              "UNSUPPORTED_MEDIA_TYPE",
              "IDEMPOTENCY_KEY_REUSED",
              "UNSCANNABLE",
              "RATE_LIMITED",
              "INTERNAL_ERROR",
              "SERVICE_UNAVAILABLE"
            ]
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
            "maxItems": 100
          },
          "requestId": {
            "type": "string",
            "description": "The id of the request, as in the `x-request-id` header.",
            "maxLength": 128
          }
        }
      },
      "503": {
        "type": "object",
        "description": "The body of every error response.",
        "required": [
          "error",
          "message"
        ],
        "properties": {
          "error": {
            "type": "string",
            "description": "A stable, machine-readable error code:\n\n| status | error | when |\n|---|---|---|\n| 400 | INVALID_REQUEST | the request is invalid, e.g. `targetUrl` missing |\n| 401 | UNAUTHORIZED | the API key is invalid or missing |\n| 403 | FORBIDDEN | the key lacks the scope the operation needs |\n| 404 | NOT_FOUND | the QR code (or API key) does not exist for this account |\n| 409 | CONFLICT | the custom short id is taken, or an account's cap (API keys, webhook endpoints) is reached |\n| 412 | PRECONDITION_FAILED | `If-Match` names none of the code's current ETag |\n| 413 | PAYLOAD_TOO_LARGE | the body is larger than 16 KiB |\n| 415 | UNSUPPORTED_MEDIA_TYPE | the body is not `application/json` |\n| 422 | IDEMPOTENCY_KEY_REUSED | the `Idempotency-Key` was used with another request |\n| 422 | UNSCANNABLE | the styling does not decode; the details name the option to change |\n| 429 | RATE_LIMITED | too many requests; see `Retry-After` |\n| 500 | INTERNAL_ERROR | the service failed |\n| 503 | SERVICE_UNAVAILABLE | the store cannot commit right now; nothing changed, see `Retry-After` |\n",
            "enum": [
              "INVALID_REQUEST",
              "UNAUTHORIZED",
              "FORBIDDEN",
              "NOT_FOUND",
              "CONFLICT",
              "PRECONDITION_FAILED",
              "PAYLOAD_TOO_LARGE",
              "UNSUPPORTED_MEDIA_TYPE",
              "IDEMPOTENCY_KEY_REUSED",
              "UNSCANNABLE",
              "RATE_LIMITED",
              "INTERNAL_ERROR",
              "SERVICE_UNAVAILABLE"
            ]
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
            "maxItems": 100
          },
          "requestId": {
            "type": "string",
            "description": "The id of the request, as in the `x-request-id` header.",
            "maxLength": 128
          }
        }
      }
    }
  },
  {
    "operationId": "getAsset",
    "method": "GET",
    "path": "/assets/{assetId}",
    "url": "/api/v1/assets/:assetId",
    "authenticated": true,
    "scopes": [
      "qrcodes:read"
    ],
    "request": {
      "params": {
        "type": "object",
        "additionalProperties": false,
        "properties": {
          "assetId": {
            "type": "string",
            "minLength": 1,
            "maxLength": 64
          }
        },
        "required": [
          "assetId"
        ]
      }
    },
    "responses": {
      "401": {
        "type": "object",
        "description": "The body of every error response.",
        "required": [
          "error",
          "message"
        ],
        "properties": {
          "error": {
            "type": "string",
            "description": "A stable, machine-readable error code:\n\n| status | error | when |\n|---|---|---|\n| 400 | INVALID_REQUEST | the request is invalid, e.g. `targetUrl` missing |\n| 401 | UNAUTHORIZED | the API key is invalid or missing |\n| 403 | FORBIDDEN | the key lacks the scope the operation needs |\n| 404 | NOT_FOUND | the QR code (or API key) does not exist for this account |\n| 409 | CONFLICT | the custom short id is taken, or an account's cap (API keys, webhook endpoints) is reached |\n| 412 | PRECONDITION_FAILED | `If-Match` names none of the code's current ETag |\n| 413 | PAYLOAD_TOO_LARGE | the body is larger than 16 KiB |\n| 415 | UNSUPPORTED_MEDIA_TYPE | the body is not `application/json` |\n| 422 | IDEMPOTENCY_KEY_REUSED | the `Idempotency-Key` was used with another request |\n| 422 | UNSCANNABLE | the styling does not decode; the details name the option to change |\n| 429 | RATE_LIMITED | too many requests; see `Retry-After` |\n| 500 | INTERNAL_ERROR | the service failed |\n| 503 | SERVICE_UNAVAILABLE | the store cannot commit right now; nothing changed, see `Retry-After` |\n",
            "enum": [
              "INVALID_REQUEST",
              "UNAUTHORIZED",
              "FORBIDDEN",
              "NOT_FOUND",
              "CONFLICT",
              "PRECONDITION_FAILED",
              "PAYLOAD_TOO_LARGE",
              "UNSUPPORTED_MEDIA_TYPE",
              "IDEMPOTENCY_KEY_REUSED",
              "UNSCANNABLE",
              "RATE_LIMITED",
              "INTERNAL_ERROR",
              "SERVICE_UNAVAILABLE"
            ]
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
            "maxItems": 100
          },
          "requestId": {
            "type": "string",
            "description": "The id of the request, as in the `x-request-id` header.",
            "maxLength": 128
          }
        }
      },
      "403": {
        "type": "object",
        "description": "The body of every error response.",
        "required": [
          "error",
          "message"
        ],
        "properties": {
          "error": {
            "type": "string",
            "description": "A stable, machine-readable error code:\n\n| status | error | when |\n|---|---|---|\n| 400 | INVALID_REQUEST | the request is invalid, e.g. `targetUrl` missing |\n| 401 | UNAUTHORIZED | the API key is invalid or missing |\n| 403 | FORBIDDEN | the key lacks the scope the operation needs |\n| 404 | NOT_FOUND | the QR code (or API key) does not exist for this account |\n| 409 | CONFLICT | the custom short id is taken, or an account's cap (API keys, webhook endpoints) is reached |\n| 412 | PRECONDITION_FAILED | `If-Match` names none of the code's current ETag |\n| 413 | PAYLOAD_TOO_LARGE | the body is larger than 16 KiB |\n| 415 | UNSUPPORTED_MEDIA_TYPE | the body is not `application/json` |\n| 422 | IDEMPOTENCY_KEY_REUSED | the `Idempotency-Key` was used with another request |\n| 422 | UNSCANNABLE | the styling does not decode; the details name the option to change |\n| 429 | RATE_LIMITED | too many requests; see `Retry-After` |\n| 500 | INTERNAL_ERROR | the service failed |\n| 503 | SERVICE_UNAVAILABLE | the store cannot commit right now; nothing changed, see `Retry-After` |\n",
            "enum": [
              "INVALID_REQUEST",
              "UNAUTHORIZED",
              "FORBIDDEN",
              "NOT_FOUND",
              "CONFLICT",
              "PRECONDITION_FAILED",
              "PAYLOAD_TOO_LARGE",
              "UNSUPPORTED_MEDIA_TYPE",
              "IDEMPOTENCY_KEY_REUSED",
              "UNSCANNABLE",
              "RATE_LIMITED",
              "INTERNAL_ERROR",
              "SERVICE_UNAVAILABLE"
            ]
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
            "maxItems": 100
          },
          "requestId": {
            "type": "string",
            "description": "The id of the request, as in the `x-request-id` header.",
            "maxLength": 128
          }
        }
      },
      "404": {
        "type": "object",
        "description": "The body of every error response.",
        "required": [
          "error",
          "message"
        ],
        "properties": {
          "error": {
            "type": "string",
            "description": "A stable, machine-readable error code:\n\n| status | error | when |\n|---|---|---|\n| 400 | INVALID_REQUEST | the request is invalid, e.g. `targetUrl` missing |\n| 401 | UNAUTHORIZED | the API key is invalid or missing |\n| 403 | FORBIDDEN | the key lacks the scope the operation needs |\n| 404 | NOT_FOUND | the QR code (or API key) does not exist for this account |\n| 409 | CONFLICT | the custom short id is taken, or an account's cap (API keys, webhook endpoints) is reached |\n| 412 | PRECONDITION_FAILED | `If-Match` names none of the code's current ETag |\n| 413 | PAYLOAD_TOO_LARGE | the body is larger than 16 KiB |\n| 415 | UNSUPPORTED_MEDIA_TYPE | the body is not `application/json` |\n| 422 | IDEMPOTENCY_KEY_REUSED | the `Idempotency-Key` was used with another request |\n| 422 | UNSCANNABLE | the styling does not decode; the details name the option to change |\n| 429 | RATE_LIMITED | too many requests; see `Retry-After` |\n| 500 | INTERNAL_ERROR | the service failed |\n| 503 | SERVICE_UNAVAILABLE | the store cannot commit right now; nothing changed, see `Retry-After` |\n",
            "enum": [
              "INVALID_REQUEST",
              "UNAUTHORIZED",
              "FORBIDDEN",
              "NOT_FOUND",
              "CONFLICT",
              "PRECONDITION_FAILED",
              "PAYLOAD_TOO_LARGE",
              "UNSUPPORTED_MEDIA_TYPE",
              "IDEMPOTENCY_KEY_REUSED",
              "UNSCANNABLE",
              "RATE_LIMITED",
              "INTERNAL_ERROR",
              "SERVICE_UNAVAILABLE"
            ]
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
            "maxItems": 100
          },
          "requestId": {
            "type": "string",
            "description": "The id of the request, as in the `x-request-id` header.",
            "maxLength": 128
          }
        }
      },
      "429": {
        "type": "object",
        "description": "The body of every error response.",
        "required": [
          "error",
          "message"
        ],
        "properties": {
          "error": {
            "type": "string",
            "description": "A stable, machine-readable error code:\n\n| status | error | when |\n|---|---|---|\n| 400 | INVALID_REQUEST | the request is invalid, e.g. `targetUrl` missing |\n| 401 | UNAUTHORIZED | the API key is invalid or missing |\n| 403 | FORBIDDEN | the key lacks the scope the operation needs |\n| 404 | NOT_FOUND | the QR code (or API key) does not exist for this account |\n| 409 | CONFLICT | the custom short id is taken, or an account's cap (API keys, webhook endpoints) is reached |\n| 412 | PRECONDITION_FAILED | `If-Match` names none of the code's current ETag |\n| 413 | PAYLOAD_TOO_LARGE | the body is larger than 16 KiB |\n| 415 | UNSUPPORTED_MEDIA_TYPE | the body is not `application/json` |\n| 422 | IDEMPOTENCY_KEY_REUSED | the `Idempotency-Key` was used with another request |\n| 422 | UNSCANNABLE | the styling does not decode; the details name the option to change |\n| 429 | RATE_LIMITED | too many requests; see `Retry-After` |\n| 500 | INTERNAL_ERROR | the service failed |\n| 503 | SERVICE_UNAVAILABLE | the store cannot commit right now; nothing changed, see `Retry-After` |\n",
            "enum": [
              "INVALID_REQUEST",
              "UNAUTHORIZED",
              "FORBIDDEN",
              "NOT_FOUND",
              "CONFLICT",
              "PRECONDITION_FAILED",
              "PAYLOAD_TOO_LARGE",
              "UNSUPPORTED_MEDIA_TYPE",
              "IDEMPOTENCY_KEY_REUSED",
              "UNSCANNABLE",
              "RATE_LIMITED",
              "INTERNAL_ERROR",
              "SERVICE_UNAVAILABLE"
            ]
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
            "maxItems": 100
          },
          "requestId": {
            "type": "string",
            "description": "The id of the request, as in the `x-request-id` header.",
            "maxLength": 128
          }
        }
      },
      "500": {
        "type": "object",
        "description": "The body of every error response.",
        "required": [
          "error",
          "message"
        ],
        "properties": {
          "error": {
            "type": "string",
            "description": "A stable, machine-readable error code:\n\n| status | error | when |\n|---|---|---|\n| 400 | INVALID_REQUEST | the request is invalid, e.g. `targetUrl` missing |\n| 401 | UNAUTHORIZED | the API key is invalid or missing |\n| 403 | FORBIDDEN | the key lacks the scope the operation needs |\n| 404 | NOT_FOUND | the QR code (or API key) does not exist for this account |\n| 409 | CONFLICT | the custom short id is taken, or an account's cap (API keys, webhook endpoints) is reached |\n| 412 | PRECONDITION_FAILED | `If-Match` names none of the code's current ETag |\n| 413 | PAYLOAD_TOO_LARGE | the body is larger than 16 KiB |\n| 415 | UNSUPPORTED_MEDIA_TYPE | the body is not `application/json` |\n| 422 | IDEMPOTENCY_KEY_REUSED | the `Idempotency-Key` was used with another request |\n| 422 | UNSCANNABLE | the styling does not decode; the details name the option to change |\n| 429 | RATE_LIMITED | too many requests; see `Retry-After` |\n| 500 | INTERNAL_ERROR | the service failed |\n| 503 | SERVICE_UNAVAILABLE | the store cannot commit right now; nothing changed, see `Retry-After` |\n",
            "enum": [
              "INVALID_REQUEST",
              "UNAUTHORIZED",
              "FORBIDDEN",
              "NOT_FOUND",
              "CONFLICT",
              "PRECONDITION_FAILED",
              "PAYLOAD_TOO_LARGE",
              "UNSUPPORTED_MEDIA_TYPE",
              "IDEMPOTENCY_KEY_REUSED",
              "UNSCANNABLE",
              "RATE_LIMITED",
              "INTERNAL_ERROR",
              "SERVICE_UNAVAILABLE"
            ]
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
            "maxItems": 100
          },
          "requestId": {
            "type": "string",
            "description": "The id of the request, as in the `x-request-id` header.",
            "maxLength": 128
          }
        }
      },
      "503": {
        "type": "object",
        "description": "The body of every error response.",
        "required": [
          "error",
          "message"
        ],
        "properties": {
          "error": {
            "type": "string",
            "description": "A stable, machine-readable error code:\n\n| status | error | when |\n|---|---|---|\n| 400 | INVALID_REQUEST | the request is invalid, e.g. `targetUrl` missing |\n| 401 | UNAUTHORIZED | the API key is invalid or missing |\n| 403 | FORBIDDEN | the key lacks the scope the operation needs |\n| 404 | NOT_FOUND | the QR code (or API key) does not exist for this account |\n| 409 | CONFLICT | the custom short id is taken, or an account's cap (API keys, webhook endpoints) is reached |\n| 412 | PRECONDITION_FAILED | `If-Match` names none of the code's current ETag |\n| 413 | PAYLOAD_TOO_LARGE | the body is larger than 16 KiB |\n| 415 | UNSUPPORTED_MEDIA_TYPE | the body is not `application/json` |\n| 422 | IDEMPOTENCY_KEY_REUSED | the `Idempotency-Key` was used with another request |\n| 422 | UNSCANNABLE | the styling does not decode; the details name the option to change |\n| 429 | RATE_LIMITED | too many requests; see `Retry-After` |\n| 500 | INTERNAL_ERROR | the service failed |\n| 503 | SERVICE_UNAVAILABLE | the store cannot commit right now; nothing changed, see `Retry-After` |\n",
            "enum": [
              "INVALID_REQUEST",
              "UNAUTHORIZED",
              "FORBIDDEN",
              "NOT_FOUND",
              "CONFLICT",
              "PRECONDITION_FAILED",
              "PAYLOAD_TOO_LARGE",
              "UNSUPPORTED_MEDIA_TYPE",
              "IDEMPOTENCY_KEY_REUSED",
              "UNSCANNABLE",
              "RATE_LIMITED",
              "INTERNAL_ERROR",
              "SERVICE_UNAVAILABLE"
            ]
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
            "maxItems": 100
          },
          "requestId": {
            "type": "string",
            "description": "The id of the request, as in the `x-request-id` header.",
            "maxLength": 128
          }
        }
      }
    }
  },
  {
    "operationId": "deleteAsset",
    "method": "DELETE",
    "path": "/assets/{assetId}",
    "url": "/api/v1/assets/:assetId",
    "authenticated": true,
    "scopes": [
      "qrcodes:write"
    ],
    "request": {
      "params": {
        "type": "object",
        "additionalProperties": false,
        "properties": {
          "assetId": {
            "type": "string",
            "minLength": 1,
            "maxLength": 64
          }
        },
        "required": [
          "assetId"
        ]
      }
    },
    "responses": {
      "401": {
        "type": "object",
        "description": "The body of every error response.",
        "required": [
          "error",
          "message"
        ],
        "properties": {
          "error": {
            "type": "string",
            "description": "A stable, machine-readable error code:\n\n| status | error | when |\n|---|---|---|\n| 400 | INVALID_REQUEST | the request is invalid, e.g. `targetUrl` missing |\n| 401 | UNAUTHORIZED | the API key is invalid or missing |\n| 403 | FORBIDDEN | the key lacks the scope the operation needs |\n| 404 | NOT_FOUND | the QR code (or API key) does not exist for this account |\n| 409 | CONFLICT | the custom short id is taken, or an account's cap (API keys, webhook endpoints) is reached |\n| 412 | PRECONDITION_FAILED | `If-Match` names none of the code's current ETag |\n| 413 | PAYLOAD_TOO_LARGE | the body is larger than 16 KiB |\n| 415 | UNSUPPORTED_MEDIA_TYPE | the body is not `application/json` |\n| 422 | IDEMPOTENCY_KEY_REUSED | the `Idempotency-Key` was used with another request |\n| 422 | UNSCANNABLE | the styling does not decode; the details name the option to change |\n| 429 | RATE_LIMITED | too many requests; see `Retry-After` |\n| 500 | INTERNAL_ERROR | the service failed |\n| 503 | SERVICE_UNAVAILABLE | the store cannot commit right now; nothing changed, see `Retry-After` |\n",
            "enum": [
              "INVALID_REQUEST",
              "UNAUTHORIZED",
              "FORBIDDEN",
              "NOT_FOUND",
              "CONFLICT",
              "PRECONDITION_FAILED",
              "PAYLOAD_TOO_LARGE",
              "UNSUPPORTED_MEDIA_TYPE",
              "IDEMPOTENCY_KEY_REUSED",
              "UNSCANNABLE",
              "RATE_LIMITED",
              "INTERNAL_ERROR",
              "SERVICE_UNAVAILABLE"
            ]
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
            "maxItems": 100
          },
          "requestId": {
            "type": "string",
            "description": "The id of the request, as in the `x-request-id` header.",
            "maxLength": 128
          }
        }
      },
      "403": {
        "type": "object",
        "description": "The body of every error response.",
        "required": [
          "error",
          "message"
        ],
        "properties": {
          "error": {
            "type": "string",
            "description": "A stable, machine-readable error code:\n\n| status | error | when |\n|---|---|---|\n| 400 | INVALID_REQUEST | the request is invalid, e.g. `targetUrl` missing |\n| 401 | UNAUTHORIZED | the API key is invalid or missing |\n| 403 | FORBIDDEN | the key lacks the scope the operation needs |\n| 404 | NOT_FOUND | the QR code (or API key) does not exist for this account |\n| 409 | CONFLICT | the custom short id is taken, or an account's cap (API keys, webhook endpoints) is reached |\n| 412 | PRECONDITION_FAILED | `If-Match` names none of the code's current ETag |\n| 413 | PAYLOAD_TOO_LARGE | the body is larger than 16 KiB |\n| 415 | UNSUPPORTED_MEDIA_TYPE | the body is not `application/json` |\n| 422 | IDEMPOTENCY_KEY_REUSED | the `Idempotency-Key` was used with another request |\n| 422 | UNSCANNABLE | the styling does not decode; the details name the option to change |\n| 429 | RATE_LIMITED | too many requests; see `Retry-After` |\n| 500 | INTERNAL_ERROR | the service failed |\n| 503 | SERVICE_UNAVAILABLE | the store cannot commit right now; nothing changed, see `Retry-After` |\n",
            "enum": [
              "INVALID_REQUEST",
              "UNAUTHORIZED",
              "FORBIDDEN",
              "NOT_FOUND",
              "CONFLICT",
              "PRECONDITION_FAILED",
              "PAYLOAD_TOO_LARGE",
              "UNSUPPORTED_MEDIA_TYPE",
              "IDEMPOTENCY_KEY_REUSED",
              "UNSCANNABLE",
              "RATE_LIMITED",
              "INTERNAL_ERROR",
              "SERVICE_UNAVAILABLE"
            ]
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
            "maxItems": 100
          },
          "requestId": {
            "type": "string",
            "description": "The id of the request, as in the `x-request-id` header.",
            "maxLength": 128
          }
        }
      },
      "404": {
        "type": "object",
        "description": "The body of every error response.",
        "required": [
          "error",
          "message"
        ],
        "properties": {
          "error": {
            "type": "string",
            "description": "A stable, machine-readable error code:\n\n| status | error | when |\n|---|---|---|\n| 400 | INVALID_REQUEST | the request is invalid, e.g. `targetUrl` missing |\n| 401 | UNAUTHORIZED | the API key is invalid or missing |\n| 403 | FORBIDDEN | the key lacks the scope the operation needs |\n| 404 | NOT_FOUND | the QR code (or API key) does not exist for this account |\n| 409 | CONFLICT | the custom short id is taken, or an account's cap (API keys, webhook endpoints) is reached |\n| 412 | PRECONDITION_FAILED | `If-Match` names none of the code's current ETag |\n| 413 | PAYLOAD_TOO_LARGE | the body is larger than 16 KiB |\n| 415 | UNSUPPORTED_MEDIA_TYPE | the body is not `application/json` |\n| 422 | IDEMPOTENCY_KEY_REUSED | the `Idempotency-Key` was used with another request |\n| 422 | UNSCANNABLE | the styling does not decode; the details name the option to change |\n| 429 | RATE_LIMITED | too many requests; see `Retry-After` |\n| 500 | INTERNAL_ERROR | the service failed |\n| 503 | SERVICE_UNAVAILABLE | the store cannot commit right now; nothing changed, see `Retry-After` |\n",
            "enum": [
              "INVALID_REQUEST",
              "UNAUTHORIZED",
              "FORBIDDEN",
              "NOT_FOUND",
              "CONFLICT",
              "PRECONDITION_FAILED",
              "PAYLOAD_TOO_LARGE",
              "UNSUPPORTED_MEDIA_TYPE",
              "IDEMPOTENCY_KEY_REUSED",
              "UNSCANNABLE",
              "RATE_LIMITED",
              "INTERNAL_ERROR",
              "SERVICE_UNAVAILABLE"
            ]
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
            "maxItems": 100
          },
          "requestId": {
            "type": "string",
            "description": "The id of the request, as in the `x-request-id` header.",
            "maxLength": 128
          }
        }
      },
      "409": {
        "type": "object",
        "description": "The body of every error response.",
        "required": [
          "error",
          "message"
        ],
        "properties": {
          "error": {
            "type": "string",
            "description": "A stable, machine-readable error code:\n\n| status | error | when |\n|---|---|---|\n| 400 | INVALID_REQUEST | the request is invalid, e.g. `targetUrl` missing |\n| 401 | UNAUTHORIZED | the API key is invalid or missing |\n| 403 | FORBIDDEN | the key lacks the scope the operation needs |\n| 404 | NOT_FOUND | the QR code (or API key) does not exist for this account |\n| 409 | CONFLICT | the custom short id is taken, or an account's cap (API keys, webhook endpoints) is reached |\n| 412 | PRECONDITION_FAILED | `If-Match` names none of the code's current ETag |\n| 413 | PAYLOAD_TOO_LARGE | the body is larger than 16 KiB |\n| 415 | UNSUPPORTED_MEDIA_TYPE | the body is not `application/json` |\n| 422 | IDEMPOTENCY_KEY_REUSED | the `Idempotency-Key` was used with another request |\n| 422 | UNSCANNABLE | the styling does not decode; the details name the option to change |\n| 429 | RATE_LIMITED | too many requests; see `Retry-After` |\n| 500 | INTERNAL_ERROR | the service failed |\n| 503 | SERVICE_UNAVAILABLE | the store cannot commit right now; nothing changed, see `Retry-After` |\n",
            "enum": [
              "INVALID_REQUEST",
              "UNAUTHORIZED",
              "FORBIDDEN",
              "NOT_FOUND",
              "CONFLICT",
              "PRECONDITION_FAILED",
              "PAYLOAD_TOO_LARGE",
              "UNSUPPORTED_MEDIA_TYPE",
              "IDEMPOTENCY_KEY_REUSED",
              "UNSCANNABLE",
              "RATE_LIMITED",
              "INTERNAL_ERROR",
              "SERVICE_UNAVAILABLE"
            ]
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
            "maxItems": 100
          },
          "requestId": {
            "type": "string",
            "description": "The id of the request, as in the `x-request-id` header.",
            "maxLength": 128
          }
        }
      },
      "429": {
        "type": "object",
        "description": "The body of every error response.",
        "required": [
          "error",
          "message"
        ],
        "properties": {
          "error": {
            "type": "string",
            "description": "A stable, machine-readable error code:\n\n| status | error | when |\n|---|---|---|\n| 400 | INVALID_REQUEST | the request is invalid, e.g. `targetUrl` missing |\n| 401 | UNAUTHORIZED | the API key is invalid or missing |\n| 403 | FORBIDDEN | the key lacks the scope the operation needs |\n| 404 | NOT_FOUND | the QR code (or API key) does not exist for this account |\n| 409 | CONFLICT | the custom short id is taken, or an account's cap (API keys, webhook endpoints) is reached |\n| 412 | PRECONDITION_FAILED | `If-Match` names none of the code's current ETag |\n| 413 | PAYLOAD_TOO_LARGE | the body is larger than 16 KiB |\n| 415 | UNSUPPORTED_MEDIA_TYPE | the body is not `application/json` |\n| 422 | IDEMPOTENCY_KEY_REUSED | the `Idempotency-Key` was used with another request |\n| 422 | UNSCANNABLE | the styling does not decode; the details name the option to change |\n| 429 | RATE_LIMITED | too many requests; see `Retry-After` |\n| 500 | INTERNAL_ERROR | the service failed |\n| 503 | SERVICE_UNAVAILABLE | the store cannot commit right now; nothing changed, see `Retry-After` |\n",
            "enum": [
              "INVALID_REQUEST",
              "UNAUTHORIZED",
              "FORBIDDEN",
              "NOT_FOUND",
              "CONFLICT",
              "PRECONDITION_FAILED",
              "PAYLOAD_TOO_LARGE",
              "UNSUPPORTED_MEDIA_TYPE",
              "IDEMPOTENCY_KEY_REUSED",
              "UNSCANNABLE",
              "RATE_LIMITED",
              "INTERNAL_ERROR",
              "SERVICE_UNAVAILABLE"
            ]
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
            "maxItems": 100
          },
          "requestId": {
            "type": "string",
            "description": "The id of the request, as in the `x-request-id` header.",
            "maxLength": 128
          }
        }
      },
      "500": {
        "type": "object",
        "description": "The body of every error response.",
        "required": [
          "error",
          "message"
        ],
        "properties": {
          "error": {
            "type": "string",
            "description": "A stable, machine-readable error code:\n\n| status | error | when |\n|---|---|---|\n| 400 | INVALID_REQUEST | the request is invalid, e.g. `targetUrl` missing |\n| 401 | UNAUTHORIZED | the API key is invalid or missing |\n| 403 | FORBIDDEN | the key lacks the scope the operation needs |\n| 404 | NOT_FOUND | the QR code (or API key) does not exist for this account |\n| 409 | CONFLICT | the custom short id is taken, or an account's cap (API keys, webhook endpoints) is reached |\n| 412 | PRECONDITION_FAILED | `If-Match` names none of the code's current ETag |\n| 413 | PAYLOAD_TOO_LARGE | the body is larger than 16 KiB |\n| 415 | UNSUPPORTED_MEDIA_TYPE | the body is not `application/json` |\n| 422 | IDEMPOTENCY_KEY_REUSED | the `Idempotency-Key` was used with another request |\n| 422 | UNSCANNABLE | the styling does not decode; the details name the option to change |\n| 429 | RATE_LIMITED | too many requests; see `Retry-After` |\n| 500 | INTERNAL_ERROR | the service failed |\n| 503 | SERVICE_UNAVAILABLE | the store cannot commit right now; nothing changed, see `Retry-After` |\n",
            "enum": [
              "INVALID_REQUEST",
              "UNAUTHORIZED",
              "FORBIDDEN",
              "NOT_FOUND",
              "CONFLICT",
              "PRECONDITION_FAILED",
              "PAYLOAD_TOO_LARGE",
              "UNSUPPORTED_MEDIA_TYPE",
              "IDEMPOTENCY_KEY_REUSED",
              "UNSCANNABLE",
              "RATE_LIMITED",
              "INTERNAL_ERROR",
              "SERVICE_UNAVAILABLE"
            ]
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
            "maxItems": 100
          },
          "requestId": {
            "type": "string",
            "description": "The id of the request, as in the `x-request-id` header.",
            "maxLength": 128
          }
        }
      },
      "503": {
        "type": "object",
        "description": "The body of every error response.",
        "required": [
          "error",
          "message"
        ],
        "properties": {
          "error": {
            "type": "string",
            "description": "A stable, machine-readable error code:\n\n| status | error | when |\n|---|---|---|\n| 400 | INVALID_REQUEST | the request is invalid, e.g. `targetUrl` missing |\n| 401 | UNAUTHORIZED | the API key is invalid or missing |\n| 403 | FORBIDDEN | the key lacks the scope the operation needs |\n| 404 | NOT_FOUND | the QR code (or API key) does not exist for this account |\n| 409 | CONFLICT | the custom short id is taken, or an account's cap (API keys, webhook endpoints) is reached |\n| 412 | PRECONDITION_FAILED | `If-Match` names none of the code's current ETag |\n| 413 | PAYLOAD_TOO_LARGE | the body is larger than 16 KiB |\n| 415 | UNSUPPORTED_MEDIA_TYPE | the body is not `application/json` |\n| 422 | IDEMPOTENCY_KEY_REUSED | the `Idempotency-Key` was used with another request |\n| 422 | UNSCANNABLE | the styling does not decode; the details name the option to change |\n| 429 | RATE_LIMITED | too many requests; see `Retry-After` |\n| 500 | INTERNAL_ERROR | the service failed |\n| 503 | SERVICE_UNAVAILABLE | the store cannot commit right now; nothing changed, see `Retry-After` |\n",
            "enum": [
              "INVALID_REQUEST",
              "UNAUTHORIZED",
              "FORBIDDEN",
              "NOT_FOUND",
              "CONFLICT",
              "PRECONDITION_FAILED",
              "PAYLOAD_TOO_LARGE",
              "UNSUPPORTED_MEDIA_TYPE",
              "IDEMPOTENCY_KEY_REUSED",
              "UNSCANNABLE",
              "RATE_LIMITED",
              "INTERNAL_ERROR",
              "SERVICE_UNAVAILABLE"
            ]
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
            "maxItems": 100
          },
          "requestId": {
            "type": "string",
            "description": "The id of the request, as in the `x-request-id` header.",
            "maxLength": 128
          }
        }
      }
    }
  },
  {
    "operationId": "followShortLink",
    "method": "GET",
    "path": "/{shortId}",
    "url": "/:shortId",
    "authenticated": false,
    "scopes": [],
    "request": {
      "params": {
        "type": "object",
        "additionalProperties": false,
        "properties": {
          "shortId": {
            "type": "string",
            "minLength": 1,
            "maxLength": 256
          }
        },
        "required": [
          "shortId"
        ]
      }
    },
    "responses": {}
  },
  {
    "operationId": "getEditPage",
    "method": "GET",
    "path": "/qrcode/edit/{shortId}",
    "url": "/qrcode/edit/:shortId",
    "authenticated": false,
    "scopes": [],
    "request": {
      "params": {
        "type": "object",
        "additionalProperties": false,
        "properties": {
          "shortId": {
            "type": "string",
            "minLength": 1,
            "maxLength": 256
          }
        },
        "required": [
          "shortId"
        ]
      }
    },
    "responses": {}
  },
  {
    "operationId": "getHealth",
    "method": "GET",
    "path": "/healthz",
    "url": "/healthz",
    "authenticated": false,
    "scopes": [],
    "request": {},
    "responses": {
      "200": {
        "type": "object",
        "description": "The state of the process and its store.",
        "required": [
          "status"
        ],
        "properties": {
          "status": {
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
          "store": {
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
  },
  {
    "operationId": "getReadiness",
    "method": "GET",
    "path": "/readyz",
    "url": "/readyz",
    "authenticated": false,
    "scopes": [],
    "request": {},
    "responses": {
      "200": {
        "type": "object",
        "description": "The state of the process and its store.",
        "required": [
          "status"
        ],
        "properties": {
          "status": {
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
          "store": {
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
      },
      "503": {
        "type": "object",
        "description": "The state of the process and its store.",
        "required": [
          "status"
        ],
        "properties": {
          "status": {
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
          "store": {
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
  }
]
