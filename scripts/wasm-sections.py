"""The two edits scripts/build-wasm.sh makes to a built wasm module, on one section reader.

    python3 scripts/wasm-sections.py strip-names MODULE
        drops the custom sections: the function names (debugging names only), the producers and
        the target features (the toolchain's notes, which no browser reads); every other section
        is copied byte for byte.
    python3 scripts/wasm-sections.py reorder-key MODULE OUT
        writes OUT: MODULE with its name section replaced by one naming each function by a sort key
        (its generic's path without the hash, then the start of its body), for binaryen's
        `wasm-opt --reorder-functions-by-name`, which then lays alike functions side by side.
"""
import re
import sys


def leb(data, i):
    """The unsigned LEB128 number at `i`, and the index after it."""
    r = s = 0
    while True:
        b = data[i]
        i += 1
        r |= (b & 0x7F) << s
        s += 7
        if b < 0x80:
            return r, i


def enc(n):
    """`n` as unsigned LEB128."""
    out = bytearray()
    while True:
        b = n & 0x7F
        n >>= 7
        if n:
            out.append(b | 0x80)
        else:
            out.append(b)
            return bytes(out)


def read(path):
    data = open(path, "rb").read()
    if data[:4] != b"\0asm":
        sys.exit(f"build-wasm: {path} is not a wasm module")
    return data


def sections(data):
    """Each section: (id, start, payload start, end)."""
    i = 8
    while i < len(data):
        n, j = leb(data, i + 1)
        yield data[i], i, j, j + n
        i = j + n


def is_names(data, sid, j):
    """Whether the section whose payload starts at `j` is the custom "name" section."""
    if sid != 0:
        return False
    ln, k = leb(data, j)
    return data[k:k + ln] == b"name"


def strip_names(path):
    data = read(path)
    kept = [data[start:end] for sid, start, j, end in sections(data) if sid != 0]
    open(path, "wb").write(data[:8] + b"".join(kept))


def imported_functions(data, j):
    """The number of functions among the imports (section payload at `j`): they come first in the
    function index space."""
    count, k = leb(data, j)
    functions = 0
    for _ in range(count):
        for _ in range(2):  # module and field names
            ln, k = leb(data, k)
            k += ln
        kind = data[k]
        k += 1
        if kind == 0:
            _, k = leb(data, k)
            functions += 1
        elif kind in (1, 2):  # a table (reftype, limits) or a memory (limits)
            if kind == 1:
                k += 1
            flags = data[k]
            k += 1
            _, k = leb(data, k)
            if flags & 1:
                _, k = leb(data, k)
        elif kind == 3:
            k += 2
        else:
            sys.exit(f"build-wasm: unknown import kind {kind}")
    return functions


def function_names(data, j, end):
    """The function names of the name section whose payload starts at `j`: {index: name}."""
    ln, k = leb(data, j)
    k += ln
    names = {}
    while k < end:
        sub = data[k]
        size, k2 = leb(data, k + 1)
        if sub == 1:
            count, m = leb(data, k2)
            for _ in range(count):
                idx, m = leb(data, m)
                ln, m = leb(data, m)
                names[idx] = data[m:m + ln]
                m += ln
        k = k2 + size
    return names


def reorder_key(src, dst):
    data = read(src)
    imported, bodies, names, kept = 0, [], {}, []
    for sid, start, j, end in sections(data):
        if sid == 2:
            imported = imported_functions(data, j)
        elif sid == 10:
            count, k = leb(data, j)
            for _ in range(count):
                size, k2 = leb(data, k)
                bodies.append(data[k2:k2 + size])
                k = k2 + size
        if is_names(data, sid, j):
            names = function_names(data, j, end)
        else:
            kept.append(data[start:end])
    if not names:
        sys.exit("build-wasm: reorder_functions needs the name section (wasm-bindgen keeps it)")

    def key(ix):
        return (re.sub(rb"::h[0-9a-f]{16}$", b"", names.get(imported + ix, b"")), bodies[ix][:32])

    rank = {imported + ix: r for r, ix in enumerate(sorted(range(len(bodies)), key=key))}
    sub = bytearray(enc(len(rank)))
    for idx in sorted(rank):
        text = b"%06d" % rank[idx]
        sub += enc(idx) + enc(len(text)) + text
    payload = bytes([4]) + b"name" + bytes([1]) + enc(len(sub)) + bytes(sub)
    open(dst, "wb").write(data[:8] + b"".join(kept) + bytes([0]) + enc(len(payload)) + payload)


if __name__ == "__main__":
    if len(sys.argv) == 3 and sys.argv[1] == "strip-names":
        strip_names(sys.argv[2])
    elif len(sys.argv) == 4 and sys.argv[1] == "reorder-key":
        reorder_key(sys.argv[2], sys.argv[3])
    else:
        sys.exit(__doc__)
