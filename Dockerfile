# syntax=docker/dockerfile:1
# The dynqr server image: the packed @dynqr/* packages installed into a clean folder, run as a
# non-root user, SQLite data in the /data volume. Build from the checkout's root:
#   docker build -t dynqr .
#   docker run -p 3000:3000 -e PUBLIC_URL=https://qr.example -v dynqr-data:/data dynqr

# Build stage: install, build and pack every publishable package.
FROM node:24-bookworm-slim AS build
RUN apt-get update -qq && apt-get install -y -qq --no-install-recommends python3 make g++ >/dev/null \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /src
COPY . .
RUN npm ci --no-audit --no-fund \
  && mkdir /packs \
  && npm pack --ignore-scripts --pack-destination /packs \
     -w @dynqr/contract -w @dynqr/render -w @dynqr/sdk -w @dynqr/contract-tests -w @dynqr/server

# Install stage: the same install an operator does with npm, outside the repository.
FROM node:24-bookworm-slim AS install
RUN apt-get update -qq && apt-get install -y -qq --no-install-recommends python3 make g++ >/dev/null \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY --from=build /packs /packs
RUN echo '{"name":"dynqr-image","private":true,"allowScripts":{"better-sqlite3":true}}' > package.json \
  && npm install --omit=dev --no-audit --no-fund /packs/dynqr-contract-0.1.0.tgz /packs/dynqr-render-0.1.0.tgz /packs/dynqr-server-0.1.0.tgz \
  && npm cache clean --force

# Runtime: no compilers, no npm cache; the unprivileged "node" user of the official image.
FROM node:24-bookworm-slim
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATABASE_URL=sqlite:/data/dynqr.db
WORKDIR /app
COPY --from=install /app /app
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=3s --start-period=10s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
ENTRYPOINT ["/app/node_modules/.bin/dynqr"]
CMD ["serve"]
