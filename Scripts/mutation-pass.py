#!/usr/bin/env python3
"""Applies one-line mutations to the sources, one at a time, and runs the suite on each.

Usage: Scripts/mutation-pass.py MUTATIONS [--tests-at REV] [--filter FILTER]

MUTATIONS is a text file of blocks separated by a line `---`; each block is

    name: a short label
    file: Sources/…/File.swift
    old: the exact text to replace (it must occur once in the file; `\\n` for a line break)
    new: what to put in its place

With `--tests-at REV` the tests under Tests/ are taken from REV for the run (to score the
suite as it was) and put back from HEAD afterwards. Each mutation is undone with
`git checkout -- FILE` before the next, and the run stops if `git diff -- Sources` is not empty
before a mutation. A mutation is *caught* when `swift build --build-tests` or `swift test`
fails. Deterministic: the suite uses fixed seeds and no wall clock.
"""
import argparse
import subprocess
import sys


def run(command, **kwargs):
    return subprocess.run(command, shell=True, capture_output=True, text=True, **kwargs)


def mutations(path):
    blocks = open(path).read().split("\n---\n")
    for block in blocks:
        fields = {}
        for line in block.strip().splitlines():
            if line.startswith("#") or not line.strip():
                continue
            key, _, value = line.partition(": ")
            fields[key.strip()] = value.replace("\\n", "\n")
        if fields:
            yield fields


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("mutations")
    parser.add_argument("--tests-at")
    parser.add_argument("--filter")
    args = parser.parse_args()
    if args.tests_at:
        run(f"git checkout {args.tests_at} -- Tests")
    caught = 0
    total = 0
    try:
        for mutation in mutations(args.mutations):
            if run("git diff --quiet -- Sources").returncode != 0:
                sys.exit("Sources are not clean; stopping")
            path = mutation["file"]
            text = open(path).read()
            if text.count(mutation["old"]) != 1:
                print(f"SKIP {mutation['name']}: the old text occurs {text.count(mutation['old'])} times")
                continue
            line = text[: text.index(mutation["old"])].count("\n") + 1
            open(path, "w").write(text.replace(mutation["old"], mutation["new"]))
            try:
                build = run("swift build --build-tests")
                if build.returncode != 0:
                    verdict, detail = "caught (build)", ""
                else:
                    command = "swift test --skip-build"
                    if args.filter:
                        command += f" --filter '{args.filter}'"
                    test = run(command)
                    failing = sorted(
                        {l.split('"')[1] if '"' in l else l for l in test.stdout.splitlines()
                         if l.startswith("✘ Test") and "recorded an issue" not in l})
                    verdict = "caught" if test.returncode != 0 else "SURVIVED"
                    detail = "; ".join(failing[:4])
            finally:
                run(f"git checkout -- {path}")
            total += 1
            caught += verdict.startswith("caught")
            print(f"{verdict:15} {mutation['name']} ({path}:{line}) {detail}", flush=True)
    finally:
        if args.tests_at:
            run("git checkout HEAD -- Tests")
    print(f"score: {caught} of {total} caught")


if __name__ == "__main__":
    main()
