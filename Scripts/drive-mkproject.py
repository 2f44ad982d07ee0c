#!/usr/bin/env python3
"""Drives Examples/mkproject through a pseudo-terminal as a person would: fills the form in the
full-screen walk (name, licence picker, email with a typo corrected, the CI switch that reveals
the provider, two features), presses Ctrl-D, and checks the configuration printed on stdout.

usage: Scripts/drive-mkproject.py PATH/TO/mkproject     (exit 0 when the JSON is as expected)
"""
import json, os, pty, select, sys, tempfile, time

DOWN, UP = "\x1b[B", "\x1b[A"
EXPECTED = {"name": "demo", "license": "mit", "email": "ada@example.com", "git": True,
            "tests": True, "ci": True, "ciProvider": "GitHub Actions", "features": ["cli", "docs"]}


def main():
    program = sys.argv[1]
    out = tempfile.NamedTemporaryFile(delete=False)
    pid, master = pty.fork()
    if pid == 0:
        fd = os.open(out.name, os.O_WRONLY | os.O_TRUNC)
        os.dup2(fd, 1)
        os.environ["TERM"] = "xterm"
        os.execv(program, [program])
    screen = b""

    def wait_for(text, timeout=30):
        nonlocal screen
        deadline = time.time() + timeout
        while time.time() < deadline:
            if text.encode() in screen:
                return
            ready, _, _ = select.select([master], [], [], 0.1)
            if ready:
                try:
                    screen += os.read(master, 65536)
                except OSError:
                    break
        sys.exit(f"drive-mkproject: '{text}' never appeared on the screen: {screen[-600:]!r}")

    def send(keys, then):
        nonlocal screen
        screen = b""
        os.write(master, keys.encode())
        wait_for(then)

    wait_for("^D done")
    send("demo\r", "Name = demo")                      # Enter keeps it and goes to Licence
    send("\r", "MIT")                                   # expand the picker
    send(DOWN + "\r", "Licence: MIT")                  # choose MIT (the picker closes)
    send(DOWN + "ada@example\r", "Enter an email address like name@example.com")
    send(UP + "\x7f" * 7 + "example.com\r", "Maintainer's email = ada@example.com")  # fix it
    send(DOWN + DOWN + " ", "CI provider")              # CI on: the provider appears
    send(DOWN + "GitHub Actions\r", "CI provider = GitHub Actions")
    send("\r", "Command-line tool")                     # expand Features
    send(DOWN + " ", "Features: Command-line tool")
    send(DOWN + DOWN + " ", "Features: Command-line tool, Documentation")
    os.write(master, b"\x04")                          # Ctrl-D: done
    _, status = os.waitpid(pid, 0)
    printed = open(out.name).read()
    os.unlink(out.name)
    if os.waitstatus_to_exitcode(status) != 0:
        sys.exit(f"drive-mkproject: mkproject exited {os.waitstatus_to_exitcode(status)}: {printed!r}")
    if json.loads(printed) != EXPECTED:
        sys.exit(f"drive-mkproject: unexpected configuration {printed}")
    print(f"drive-mkproject: mkproject printed the expected configuration ({len(printed)} bytes)")


if __name__ == "__main__":
    main()
