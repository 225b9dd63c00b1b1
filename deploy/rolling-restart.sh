#!/usr/bin/env bash
# Restarts the app instances one at a time, each only once the previous one
# answers /readyz again, so Caddy always has instances to send visitors to.
#   deploy/rolling-restart.sh 3001 3002 3003
set -euo pipefail
[ $# -gt 0 ] || { echo "Usage: $0 PORT..." >&2; exit 2; }
for port in "$@"; do
  systemctl restart "league@$port"
  for _ in $(seq 1 120); do
    if curl -fsS "http://127.0.0.1:$port/readyz" >/dev/null 2>&1; then break; fi
    sleep 0.5
  done
  curl -fsS "http://127.0.0.1:$port/readyz" >/dev/null || { echo "league@$port is not ready" >&2; exit 1; }
  echo "league@$port restarted and ready"
done
