#!/usr/bin/env bash
# Builds the dynqr image and smoke-tests it: it starts, turns healthy, serves /readyz and
# /metrics, runs as a non-root user, and stops on SIGTERM. Needs docker and the node:24 base image.
# Without docker it says so and exits 0 (scripts/packed-packages.test.ts runs the same entrypoint,
# node_modules/.bin/dynqr from the packed packages, outside a container).
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v docker >/dev/null 2>&1 || ! docker info >/dev/null 2>&1; then
  echo "container-smoke: SKIPPED: no docker daemon on this machine; the image was not built or tested" >&2
  exit 0
fi
tag="dynqr:smoke-$$"
name="dynqr-smoke-$$"
docker build -q -t "$tag" .
trap 'docker rm -f "$name" >/dev/null 2>&1 || true; docker rmi "$tag" >/dev/null 2>&1 || true' EXIT
docker run -d --name "$name" -p 127.0.0.1::3000 -e PUBLIC_URL=http://localhost:3000 -e METRICS_TOKEN=smoke "$tag" >/dev/null
port=$(docker port "$name" 3000/tcp | head -1 | sed 's/.*://')
for _ in $(seq 1 60); do
  [ "$(docker inspect -f '{{.State.Health.Status}}' "$name")" = healthy ] && break
  sleep 1
done
[ "$(docker inspect -f '{{.State.Health.Status}}' "$name")" = healthy ] || { docker logs "$name"; exit 1; }
curl -fsS "http://127.0.0.1:$port/readyz"
curl -fsS -H 'Authorization: Bearer smoke' "http://127.0.0.1:$port/metrics" | grep -q '^dynqr_http_requests_total'
[ "$(docker exec "$name" id -u)" != 0 ] || { echo "container-smoke: runs as root" >&2; exit 1; }
docker exec "$name" /app/node_modules/.bin/dynqr --version
docker stop -t 15 "$name" >/dev/null
[ "$(docker inspect -f '{{.State.ExitCode}}' "$name")" = 0 ] || { docker logs "$name"; exit 1; }
echo "container-smoke: image $(docker image inspect -f '{{.Size}}' "$tag" | awk '{printf "%.0f MB", $1/1e6}') ok"
