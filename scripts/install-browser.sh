#!/usr/bin/env bash
# Make sure Debian's Chromium is installed for the browser tests (tests/web/browser/).
#
# The tests drive /usr/bin/chromium through the Python package `playwright`; we never run
# `playwright install` (it downloads a browser build of its own). Override the browser with
# WARTABLE_CHROMIUM=/path/to/chromium.
set -euo pipefail

browser="${WARTABLE_CHROMIUM:-/usr/bin/chromium}"

if [ -x "$browser" ]; then
    echo "install-browser: $browser is installed ($("$browser" --version 2>/dev/null || echo 'version unknown'))"
    exit 0
fi

if [ "$browser" != /usr/bin/chromium ]; then
    echo "install-browser: WARTABLE_CHROMIUM=$browser is not an executable file" >&2
    exit 1
fi

if [ "$(id -u)" -ne 0 ]; then
    echo "install-browser: /usr/bin/chromium is missing and we are not root." >&2
    echo "  Install Debian's Chromium yourself:  sudo apt-get install chromium" >&2
    echo "  (or point WARTABLE_CHROMIUM at a Chromium or Chrome binary)." >&2
    exit 1
fi

if ! command -v apt-get >/dev/null 2>&1; then
    echo "install-browser: /usr/bin/chromium is missing and there is no apt-get here;" >&2
    echo "  install Chromium with your system's package manager, or set WARTABLE_CHROMIUM." >&2
    exit 1
fi

echo "install-browser: installing Debian's chromium package ..."
apt-get update -q
DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends chromium

if [ ! -x /usr/bin/chromium ]; then
    echo "install-browser: apt-get finished but /usr/bin/chromium is still missing" >&2
    exit 1
fi
echo "install-browser: installed $(/usr/bin/chromium --version 2>/dev/null || echo chromium)"
