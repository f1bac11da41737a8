#!/bin/sh
# Compiles the reference firmware of the button box (firmware/mus-box) with Debian's arduino-mk.
# Needs: apt-get install -y arduino-mk arduino-core-avr gcc-avr avr-libc
# Exit status: 0 when it compiles (and fits the board), non-zero otherwise.
# BOARD_TAG=nano328 .ci/firmware.sh builds for another board. Build files go to a temp dir;
# MUS_FIRMWARE_OUT=DIR keeps the .elf and .hex there (the simulation, npm run test:firmware, runs the .elf).
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
out=$(mktemp -d "${TMPDIR:-/tmp}/mus-box-build.XXXXXX")
trap 'rm -rf "$out"' EXIT
for f in /usr/share/arduino/Arduino.mk /usr/bin/avr-g++; do
  if [ ! -e "$f" ]; then
    echo "firmware: $f missing; install: apt-get install -y arduino-mk arduino-core-avr gcc-avr avr-libc" >&2
    exit 2
  fi
done
make -s -C "$root/firmware/mus-box" OBJDIR="$out" BOARD_TAG="${BOARD_TAG:-uno}" >"$out/make.log" 2>&1 || {
  cat "$out/make.log" >&2
  echo "firmware: build failed" >&2
  exit 1
}
hex=$(ls "$out"/*.hex 2>/dev/null | head -n 1)
if [ -z "$hex" ]; then
  cat "$out/make.log" >&2
  echo "firmware: no .hex produced" >&2
  exit 1
fi
if [ -n "${MUS_FIRMWARE_OUT:-}" ]; then
  mkdir -p "$MUS_FIRMWARE_OUT"
  cp "$out"/*.elf "$MUS_FIRMWARE_OUT/mus-box.elf"
  cp "$hex" "$MUS_FIRMWARE_OUT/mus-box.hex"
fi
# arduino-mk stops with an error when the program does not fit; show the sizes anyway
avr-size "$out"/*.elf | tail -n 1 | awk '{ printf "firmware: ok (%s) flash %d bytes, static RAM %d bytes\n", b, $1 + $2, $2 + $3 }' b="${BOARD_TAG:-uno}"
