#!/usr/bin/env python3
"""The report of the bundled examples in a real browser (headless Chromium; docs/report.md).

usage: browser_test.py REPETITA [--screenshot FILE.png [ARGS...]]

Writes the report with -o, has Chromium load it (--dump-dom) and checks that the DOM holds the
expected figures: a board for every game shown, histograms, the tables, no script. Then it takes
screenshots: of the page's top, and of pages holding a single board or histogram of the report (with
the report's own style), and checks from their pixels (PNG decoded here, with zlib) that none is
blank. Exits 77 (skipped) when no Chromium is installed. With --screenshot, it also saves the top
of the page of `repetita report ARGS...` (900x2500 CSS pixels at a scale of 0.75) as FILE.png: docs/report.png is made with

    tests/cli/report/browser_test.py build/release/tools/cli/repetita --screenshot docs/report.png \
        --rules fide-2023,fide-1985,online-auto,london-1883 tools/cli/examples/chess/*.pgn
"""
import os
import re
import shutil
import struct
import subprocess
import sys
import tempfile
import zlib

SKIP = 77


def chromium():
    for name in ("chromium", "chromium-browser", "google-chrome", "google-chrome-stable"):
        path = shutil.which(name)
        if path:
            return path
    return None


def run_browser(browser, profile, args, url):
    # In a root container the sandbox cannot start; a fresh profile keeps runs apart.
    command = [browser, "--headless", "--disable-gpu", "--no-sandbox", "--hide-scrollbars", "--no-first-run",
               "--disable-extensions", "--disable-dev-shm-usage", "--user-data-dir=" + profile] + args + [url]
    return subprocess.run(command, capture_output=True, timeout=120)


def png_pixels(path):
    """(width, height, rows of RGB(A) bytes, channels) of an 8-bit non-interlaced PNG."""
    data = open(path, "rb").read()
    assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
    pos, idat, width = 8, b"", 0
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        if kind == b"IHDR":
            width, height, depth, colour, _, _, interlace = struct.unpack(">IIBBBBB", body)
            assert depth == 8 and interlace == 0 and colour in (2, 6), f"PNG type {colour}/{depth}/{interlace}"
            channels = 3 if colour == 2 else 4
        elif kind == b"IDAT":
            idat += body
        pos += 12 + length
    raw = zlib.decompress(idat)
    stride = width * channels
    rows, previous = [], bytearray(stride)
    for y in range(height):
        kind = raw[y * (stride + 1)]
        line = bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        for i in range(stride):
            a = line[i - channels] if i >= channels else 0
            b = previous[i]
            c = previous[i - channels] if i >= channels else 0
            if kind == 1:
                line[i] = (line[i] + a) & 255
            elif kind == 2:
                line[i] = (line[i] + b) & 255
            elif kind == 3:
                line[i] = (line[i] + (a + b) // 2) & 255
            elif kind == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        rows.append(line)
        previous = line
    return width, height, rows, channels


def ink(path):
    """The fraction of pixels that are not (nearly) white."""
    width, height, rows, channels = png_pixels(path)
    dark = 0
    for line in rows:
        for x in range(0, width * channels, channels):
            if line[x] < 235 or line[x + 1] < 235 or line[x + 2] < 235:
                dark += 1
    return dark / (width * height)


def main():
    program = sys.argv[1]
    keep = sys.argv[3] if len(sys.argv) > 3 and sys.argv[2] == "--screenshot" else None
    keep_args = sys.argv[4:] if keep else []
    browser = chromium()
    if browser is None:
        print("browser_test.py: no chromium installed (tools/install-deps.sh installs it): skipped")
        return SKIP
    problems = []
    with tempfile.TemporaryDirectory() as tmp:
        report = os.path.join(tmp, "report.html")
        subprocess.run([program, "report", "-o", report], check=True)
        profile = os.path.join(tmp, "profile")
        dom = run_browser(browser, profile, ["--dump-dom"], "file://" + report).stdout.decode("utf-8")
        boards = len(re.findall(r'<svg[^>]*class="board', dom))
        histograms = len(re.findall(r'<svg[^>]*class="histogram', dom))
        games = len(re.findall(r'<article class="game"', dom))
        tables = len(re.findall(r"<table", dom))
        print(f"DOM: {boards} boards, {histograms} histograms, {games} games, {tables} tables")
        if "<script" in dom:
            problems.append("the DOM has a script")
        for section in ("overview", "chess", "go", "shogi", "arimaa", "chess-matrix", "chess-distributions",
                        "chess-games", "provenance"):
            if f'id="{section}"' not in dom:
                problems.append(f"the DOM has no section {section}")
        if boards == 0 or boards != games:
            problems.append(f"{boards} boards for {games} games shown")
        if histograms < 4:
            problems.append(f"only {histograms} histograms")
        if tables < 8:
            problems.append(f"only {tables} tables")

        shot = os.path.join(tmp, "top.png")
        run_browser(browser, profile, ["--screenshot=" + shot, "--window-size=1000,1400"], "file://" + report)
        if not os.path.exists(shot):
            problems.append("no screenshot of the page")
        else:
            fraction = ink(shot)
            print(f"screenshot of the page's top: {fraction:.1%} of its pixels are not white")
            if fraction < 0.03:
                problems.append(f"the page looks blank ({fraction:.1%} ink)")
        if keep:
            kept = os.path.join(tmp, "kept.html")
            subprocess.run([program, "report", "-o", kept] + keep_args, check=True)
            run_browser(browser, profile, ["--screenshot=" + os.path.abspath(keep), "--window-size=900,2500", "--force-device-scale-factor=0.75"],
                        "file://" + kept)

        # One figure per page, with the report's style: each must show ink of its own.
        page = open(report, encoding="utf-8").read()
        style = re.search(r"<style>.*?</style>", page, re.S).group(0)
        for kind, minimum in (("board", 0.10), ("histogram", 0.01)):
            figures = re.findall(r'<svg[^>]*class="' + kind + r'.*?</svg>', page, re.S)
            for n, svg in enumerate(figures[:3]):
                single = os.path.join(tmp, f"{kind}-{n}.html")
                with open(single, "w", encoding="utf-8") as f:
                    f.write(f"<!DOCTYPE html><html><head><meta charset='utf-8'>{style}</head><body>{svg}</body></html>")
                png = os.path.join(tmp, f"{kind}-{n}.png")
                run_browser(browser, profile, ["--screenshot=" + png, "--window-size=500,500"], "file://" + single)
                fraction = ink(png) if os.path.exists(png) else 0.0
                print(f"{kind} {n}: {fraction:.1%} ink")
                if fraction < minimum:
                    problems.append(f"{kind} {n} looks blank ({fraction:.1%} ink)")
    for p in problems:
        print(f"browser_test.py: {p}", file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
