#!/bin/sh
# Chromium on the outside test host (e2e/support/outside-network.ts): its requests reach the
# e2e server from another address than loopback.
exec ip netns exec inkpost-outside "${CHROMIUM_PATH:-/usr/bin/chromium}" "$@"
