#!/usr/bin/env python3
"""Drives Examples/mkproject through a pseudo-terminal as a person would: fills the form in the
full-screen walk (a name refused while a directory of that name exists, the author computed
from git config or $USER kept, licence picker, email with a typo corrected, the CI switch that
reveals the host and the provider, a host whose providers replace the provider picker's options,
two features), presses Ctrl-D, and checks the configuration printed on stdout. The licence
picker's options are the files of the licences folder mkproject ships (ISC is one only that
folder has); a folder $MKPROJECT_LICENSES names is read instead, and one that is missing or
holds no licence is refused with one line.

usage: Scripts/drive-mkproject.py PATH/TO/mkproject     (exit 0 when the JSON is as expected)
"""
import json, os, pty, select, shutil, subprocess, sys, tempfile, time

DOWN, UP = "\x1b[B", "\x1b[A"
EXPECTED = {"name": "demo", "license": "isc", "email": "ada@example.com", "git": True,
            "tests": True, "ci": True, "host": "gitlab", "ciProvider": "gitlab-ci",
            "features": ["cli", "docs"]}


def author(directory):
    """What mkproject computes as the author: git config user.name, else $USER."""
    try:
        found = subprocess.run(["git", "config", "user.name"], cwd=directory, capture_output=True,
                               text=True, timeout=30)
        if found.returncode == 0 and found.stdout.strip():
            return found.stdout.strip()
    except (OSError, subprocess.SubprocessError):
        pass
    return os.environ.get("USER")


def run_with_folder(program, folder):
    """mkproject run with $MKPROJECT_LICENSES set, no terminal and nothing on stdin."""
    return subprocess.run([program], env=dict(os.environ, MKPROJECT_LICENSES=folder),
                          stdin=subprocess.DEVNULL, capture_output=True, text=True, timeout=60,
                          start_new_session=True)


def refused_folders(program):
    """A folder $MKPROJECT_LICENSES names is read instead of the shipped one, and refused in one
    line when it is missing or holds no licence (exit 66); one with a licence file is not."""
    here = tempfile.mkdtemp()
    try:
        empty, one = os.path.join(here, "empty"), os.path.join(here, "one")
        os.mkdir(empty)
        os.mkdir(one)
        open(os.path.join(empty, ".hidden"), "w").write("Hidden License\n")
        open(os.path.join(one, "zlib.txt"), "w").write("zlib License\n")
        for folder, reason in [(os.path.join(here, "missing"), "no such folder"),
                               (empty, "no licence file in it")]:
            found = run_with_folder(program, folder)
            line = f"mkproject: {folder} (MKPROJECT_LICENSES): {reason}"
            if found.returncode != 66 or not found.stderr.startswith(line):
                sys.exit(f"drive-mkproject: with MKPROJECT_LICENSES={folder} expected exit 66 and "
                         f"'{line}', got {found.returncode}: {found.stderr!r}")
        found = run_with_folder(program, one)
        if found.returncode == 66:
            sys.exit(f"drive-mkproject: a folder with zlib.txt was refused: {found.stderr!r}")
    finally:
        shutil.rmtree(here)
    print("drive-mkproject: a missing or empty MKPROJECT_LICENSES folder is refused in one line")


def main():
    program = sys.argv[1]
    refused_folders(program)
    out = tempfile.NamedTemporaryFile(delete=False)
    # A directory named "taken" exists where mkproject runs: that name is refused.
    here = tempfile.mkdtemp()
    os.mkdir(os.path.join(here, "taken"))
    expected = dict(EXPECTED)
    if author(here):
        expected["author"] = author(here)
    pid, master = pty.fork()
    if pid == 0:
        os.chdir(here)
        fd = os.open(out.name, os.O_WRONLY | os.O_TRUNC)
        os.dup2(fd, 1)
        os.environ["TERM"] = "xterm"
        os.environ.pop("MKPROJECT_LICENSES", None)  # the folder mkproject ships
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
    send("taken\r", "'taken' exists here already")    # a closure rule refuses it
    send(UP + "\x7f" * 5 + "demo\r", "Name = demo")      # Enter keeps it and goes to Author
    send("\r", "Licence")                               # the computed author is kept
    send("\r", "MIT License")                           # expand the picker: the folder's files
    for title in ("Apache License 2.0", "BSD 2-Clause License", "ISC License"):
        if title.encode() not in screen:
            sys.exit(f"drive-mkproject: the licence picker does not offer {title}: {screen[-600:]!r}")
    send(DOWN * 3 + "\r", "Licence: ISC License")     # choose ISC (the picker closes)
    send(DOWN + "ada@example\r", "Enter an email address like name@example.com")
    send(UP + "\x7f" * 7 + "example.com\r", "Maintainer's email = ada@example.com")  # fix it
    send(DOWN + DOWN + " ", "CI provider")              # CI on: the host and provider appear
    send(DOWN + "\r", "GitLab")                          # expand Host
    send(DOWN + DOWN + "\r", "Host: GitLab")             # choose GitLab: its providers follow
    send(DOWN + "\r", "GitLab CI")                       # expand CI provider
    send(DOWN + "\r", "CI provider: GitLab CI")
    send(DOWN + "\r", "Command-line tool")              # expand Features
    send(DOWN + " ", "Features: Command-line tool")
    send(DOWN + DOWN + " ", "Features: Command-line tool, Documentation")
    os.write(master, b"\x04")                          # Ctrl-D: done
    _, status = os.waitpid(pid, 0)
    printed = open(out.name).read()
    os.unlink(out.name)
    os.rmdir(os.path.join(here, "taken"))
    os.rmdir(here)
    if os.waitstatus_to_exitcode(status) != 0:
        sys.exit(f"drive-mkproject: mkproject exited {os.waitstatus_to_exitcode(status)}: {printed!r}")
    if json.loads(printed) != expected:
        sys.exit(f"drive-mkproject: unexpected configuration {printed}")
    print(f"drive-mkproject: mkproject printed the expected configuration ({len(printed)} bytes)")


if __name__ == "__main__":
    main()
