#!/usr/bin/env python3
"""Extracts facts about the iOS SDK's declarations into the table UIModel's tests check.

The facts, not the text: for each UIKit, Core Animation and Core Graphics type UIModel declares,
and each of its members Apple documents, how the SDK declares it in Swift: the type's kind,
actor isolation and `Sendable`; an initializer's kind (designated or convenience), whether it
is `required` and failable; a member's isolation, whether it is static, settable, which
parameters and results are optional, and whether a class member can be overridden (`open`).

Two public sources feed it, neither of which is kept in the repository:
- the SDK's Objective-C headers (`UIKit.framework/Headers` and `QuartzCore.framework/Headers`,
  with `UIKit.apinotes`): `NS_DESIGNATED_INITIALIZER`, `NS_SWIFT_UI_ACTOR`, `NS_SWIFT_SENDABLE`,
  `NS_SWIFT_NAME`, `NS_UNAVAILABLE` and the `NSCoding` conformance that makes `init(coder:)`
  required;
- Apple's documentation pages in Markdown, one per symbol (a breadcrumb of its owner, its kind
  and its Swift declaration as the SDK imports it, with `@MainActor` or `nonisolated`).

Usage:
  scripts/sdk-declarations.py --headers DIR [--headers DIR ...] --docs DIR [--docs DIR ...] \
      --types Sources/UIModelPort/Resources/UIModelSurface.txt > Tests/UIModelPortTests/SDK/SDKDeclarations.tsv

The output is sorted and deterministic: the same sources give the same bytes.
"""
import argparse
import os
import re
import sys

import yaml  # PyYAML, for UIKit.apinotes


# ---------------------------------------------------------------- documentation pages

# The owner of free functions and constants in the table.
GLOBAL = "(global)"

def unescape(text):
    return text.replace("\\_", "_").replace("\\*", "*").strip()


def split_top(text, separator=","):
    """Splits at `separator` outside brackets, parentheses and angle brackets."""
    parts, depth, current = [], 0, ""
    i = 0
    while i < len(text):
        c = text[i]
        if c in "([<{":
            depth += 1
        elif c in ")]}":
            depth -= 1
        elif c == ">" and not text[i - 1] == "-":
            depth -= 1
        if c == separator and depth == 0:
            parts.append(current)
            current = ""
        else:
            current += c
        i += 1
    if current.strip():
        parts.append(current)
    return [p.strip() for p in parts]


def is_optional_type(text):
    text = text.strip()
    return text.endswith("?") or text.endswith("!")


def parse_doc(path):
    """One documentation page: its owner path, name, kind, declaration and conformances."""
    with open(path, encoding="utf-8", errors="replace") as f:
        lines = f.read().split("\n")
    crumbs, i = [], 0
    while i < len(lines) and not lines[i].startswith("#"):
        if lines[i].startswith("- "):
            crumbs.append(unescape(lines[i][2:]))
        elif crumbs and lines[i].strip() and not lines[i].startswith("- "):
            break
        i += 1
    kind = ""
    for line in lines[i:i + 6]:
        if line.strip() and not line.startswith("- "):
            kind = line.strip()
            break
    declaration, conforms, inherits, section = None, [], [], None
    j = 0
    while j < len(lines):
        line = lines[j]
        if declaration is None and line.startswith("``` source"):
            block = []
            j += 1
            while j < len(lines) and not lines[j].startswith("```"):
                block.append(lines[j])
                j += 1
            declaration = "\n".join(block)
        elif line.startswith("### "):
            section = line[4:].strip()
        elif line.startswith("## "):
            section = None
        elif line.startswith("- ") and section in ("Conforms To", "Inherits From"):
            (conforms if section == "Conforms To" else inherits).append(line[2:].strip())
        j += 1
    return crumbs, kind, declaration, conforms, inherits


DECL_KEYWORDS = re.compile(r"^(?P<mods>(?:(?:class|static|final|override|required|convenience|open|public|mutating|nonmutating|optional|dynamic|unowned|weak|lazy|nonisolated|indirect)\s+)*)"
                           r"(?P<kw>init[?!]?(?![\w?!])|func\b|var\b|let\b|case\b|class\b|struct\b|enum\b|protocol\b|typealias\b|subscript\b|actor\b)")


def parse_declaration(text):
    """The facts a Swift declaration states: attributes, keyword, name, parameters, result."""
    attributes, body = [], []
    for raw in text.split("\n"):
        line = raw.strip()
        if not body and line.startswith("@"):
            attributes.extend(re.findall(r"@[A-Za-z_]+(?:\([^)]*\))?", line))
            continue
        body.append(line)
    source = " ".join(body)
    # Attributes written on the declaration's own line (`@MainActor func`).
    while source.startswith("@"):
        match = re.match(r"(@[A-Za-z_]+(?:\([^)]*\))?)\s*", source)
        attributes.append(match.group(1))
        source = source[match.end():]
    match = DECL_KEYWORDS.match(source)
    if not match:
        return None
    mods = match.group("mods").split()
    keyword = match.group("kw")
    rest = source[match.end():].strip()
    facts = {"attributes": attributes, "modifiers": mods, "keyword": keyword}
    if keyword.startswith("init") or keyword in ("func", "subscript"):
        if keyword == "func":
            name_match = re.match(r"([^\s(<]+)", rest)
            rest = rest[name_match.end():] if name_match else rest
            if rest.startswith("<"):
                depth, k = 0, 0
                for k, c in enumerate(rest):
                    depth += c == "<"
                    depth -= c == ">" and rest[k - 1] != "-"
                    if depth == 0:
                        break
                rest = rest[k + 1:]
        if not rest.startswith("("):
            return facts
        depth, end = 0, 0
        for end, c in enumerate(rest):
            depth += c == "("
            depth -= c == ")"
            if depth == 0:
                break
        params = split_top(rest[1:end]) if rest[1:end].strip() else []
        tail = rest[end + 1:]
        facts["params"] = []
        for p in params:
            p = p.split(" = ")[0] if " = " in p else p
            names, _, type_text = p.partition(":")
            facts["params"].append(is_optional_type(type_text.replace("...", "")))
        arrow = split_top(tail.replace("async", "").replace("throws", "").replace("rethrows", ""), "-")
        result = re.search(r"->\s*(.+?)(?:\s+where\s+.*)?$", tail)
        facts["result"] = is_optional_type(result.group(1)) if result else None
    elif keyword in ("var", "let"):
        name, _, type_text = rest.partition(":")
        accessor = re.search(r"\{([^}]*)\}\s*$", type_text)
        if accessor:
            type_text = type_text[:accessor.start()]
        facts["optional"] = is_optional_type(type_text)
        facts["settable"] = keyword == "var" and (accessor is None or "set" in accessor.group(1))
    return facts


def member_name(crumb):
    """A documentation page's symbol as Swift spells it in a member list: `init(coder:)`, `frame`."""
    return crumb.strip()


# ---------------------------------------------------------------- Objective-C headers

def strip_comments(text):
    text = re.sub(r"/\*.*?\*/", " ", text, flags=re.S)
    return re.sub(r"//[^\n]*", "", text)


def selector_and_flags(method):
    """`- (nullable instancetype)initWithCoder:(NSCoder *)coder NS_DESIGNATED_INITIALIZER;`."""
    match = re.match(r"([-+])\s*\(([^)]*(?:\([^)]*\)[^)]*)*)\)\s*(.*)", method, re.S)
    if not match:
        return None
    sign, result, rest = match.groups()
    # Each `label:(type)name` piece; a label may be empty (`initWithControlPoints:(float)a :(float)b`).
    pieces = re.findall(r"(\w*)\s*:\s*\((?:[^()]|\([^()]*\))*\)\s*\w+", rest)
    if pieces:
        selector = "".join(p + ":" for p in pieces)
    else:
        name = re.match(r"\w+", rest)
        if not name:
            return None
        selector = name.group(0)
    return sign, result, selector, rest


def init_swift_name(selector, class_name, is_factory):
    """The Swift initializer ClangImporter makes of an `init…` or factory selector."""
    pieces = selector.split(":")[:-1] if ":" in selector else []
    if not pieces:
        return "init()"
    first = pieces[0]
    if is_factory:
        return None
    if not first.startswith("initWith"):
        if first == "init":
            return None
        label = first[4:]
    else:
        label = first[len("initWith"):]
    labels = [lower_camel(label)] + [piece or "_" for piece in pieces[1:]]
    return "init(" + "".join(l + ":" for l in labels) + ")"


def lower_camel(word):
    """`CGImage` → `cgImage`, `URL` → `url`, `NibName` → `nibName`: as Swift lowercases a label."""
    upper = 0
    while upper < len(word) and word[upper].isupper():
        upper += 1
    if upper == 0:
        return word
    if upper == 1 or upper == len(word):
        return word[:upper].lower() + word[upper:]
    return word[:upper - 1].lower() + word[upper - 1:]


def parse_headers(directories):
    """Each class's (and protocol's) header facts, by Objective-C name."""
    classes, protocols = {}, {}
    notes = {}
    for directory in directories:
        for name in sorted(os.listdir(directory)):
            path = os.path.join(directory, name)
            if name.endswith(".apinotes"):
                with open(path, encoding="utf-8") as f:
                    document = yaml.safe_load(f)
                for entry in document.get("Classes", []) or []:
                    notes.setdefault(entry["Name"], {}).update(entry)
                continue
            if not name.endswith(".h"):
                continue
            with open(path, encoding="utf-8", errors="replace") as f:
                text = strip_comments(f.read())
            for prefix, keyword, head, body in declaration_blocks(text):
                if keyword == "@protocol":
                    name_ = re.match(r"\s*(\w+)", head)
                    if name_:
                        protocols[name_.group(1)] = {"main": "NS_SWIFT_UI_ACTOR" in prefix}
                    continue
                header = re.match(r"\s*(\w+)\s*(?:<[^>]*>)?\s*(\([^)]*\))?\s*(?::\s*(\w+))?\s*(?:<([^>]*)>)?", head)
                if not header:
                    continue
                cls, category, superclass, conformances = header.groups()
                info = classes.setdefault(cls, {"super": None, "main": False, "sendable": False, "coding": False,
                                                "designated": set(), "inits": {}, "properties": {}, "methods": {},
                                                "unavailable": set(), "swiftName": None})
                if category is None:
                    info["super"] = superclass
                    info["main"] = info["main"] or "NS_SWIFT_UI_ACTOR" in prefix
                    info["sendable"] = info["sendable"] or "NS_SWIFT_SENDABLE" in prefix
                    swift = re.search(r"NS_SWIFT_NAME\(([\w.]+)\)", prefix)
                    if swift:
                        info["swiftName"] = swift.group(1)
                if conformances and re.search(r"\bNS(Secure)?Coding\b", conformances):
                    info["coding"] = True
                for statement in body.split(";"):
                    # What follows an instance-variable block (`{ … }`) or a method body.
                    statement = statement.split("}")[-1]
                    # Without the preprocessor's lines (`#if TARGET_OS_IOS`, `#endif`).
                    statement = "\n".join(l for l in statement.split("\n") if not l.strip().startswith("#")).strip()
                    if statement.startswith("@property"):
                        parse_property(statement, info)
                    elif statement.startswith("-") or statement.startswith("+"):
                        parse_method(statement, info, cls, category is None)
    return classes, protocols, notes


def declaration_blocks(text):
    """Each `@interface` and `@protocol` block: the attributes before it, its keyword, its head
    line (name, superclass, protocols) and its body up to `@end`. Forward declarations
    (`@protocol X;`) are skipped."""
    for match in re.finditer(r"@(interface|protocol)\b", text):
        start = match.start()
        before = text[max(0, start - 400):start]
        cut = max(before.rfind(";"), before.rfind("@end"), before.rfind("}"), before.rfind("#"))
        prefix = before[cut + 1:] if cut >= 0 else before
        end = text.find("@end", match.end())
        if end < 0:
            continue
        block = text[match.end():end]
        newline = block.find("\n")
        head = block if newline < 0 else block[:newline]
        if match.group(1) == "protocol" and re.match(r"\s*[\w\s,]*;", head):
            continue
        yield prefix, "@" + match.group(1), head, block[len(head):]


def unavailable_on_ios(statement):
    return ("NS_UNAVAILABLE" in statement or re.search(r"API_UNAVAILABLE\([^)]*\bios\b", statement)
            or "NS_SWIFT_UNAVAILABLE" in statement or "UNAVAILABLE_ATTRIBUTE" in statement
            or "__IOS_PROHIBITED" in statement or "__IOS_UNAVAILABLE" in statement)


def parse_property(statement, info):
    match = re.match(r"@property\s*(\(([^)]*)\))?\s*(.*)", statement, re.S)
    attributes = match.group(2) or ""
    rest = re.sub(r"\b[A-Z_]+\([^()]*(\([^()]*\)[^()]*)*\)", "", match.group(3))
    rest = re.sub(r"\b(UI_APPEARANCE_SELECTOR|NS_REFINED_FOR_SWIFT|NS_SWIFT_NONISOLATED|UIKIT_SWIFT_ACTOR_INDEPENDENT|__TVOS_PROHIBITED|NS_DESIGNATED_INITIALIZER|API_UNAVAILABLE)\b", "", rest).strip()
    name = re.search(r"(\w+)\s*$", rest)
    if not name:
        return
    getter = re.search(r"getter\s*=\s*(\w+)", attributes)
    swift = getter.group(1) if getter and getter.group(1).startswith("is") else name.group(1)
    swift_name = re.search(r"NS_SWIFT_NAME\((\w+)\)", statement)
    if swift_name:
        swift = swift_name.group(1)
    info["properties"][swift] = {
        "class": "class" in attributes.split(","),
        "readonly": "readonly" in attributes,
        "unavailable": bool(unavailable_on_ios(statement)),
        "refined": "NS_REFINED_FOR_SWIFT" in statement,
        "nonisolated": "NS_SWIFT_NONISOLATED" in statement or "UIKIT_SWIFT_ACTOR_INDEPENDENT" in statement,
    }


def parse_method(statement, info, cls, primary):
    parsed = selector_and_flags(statement)
    if not parsed:
        return
    sign, result, selector, rest = parsed
    swift = re.search(r"NS_SWIFT_NAME\(([^)]*)\)", statement)
    unavailable = bool(unavailable_on_ios(statement))
    entry = {"selector": selector, "sign": sign, "swift": swift.group(1) if swift else None,
             "unavailable": unavailable, "refined": "NS_REFINED_FOR_SWIFT" in statement,
             "nullable": "nullable" in result or "_Nullable" in result,
             "designated": "NS_DESIGNATED_INITIALIZER" in statement, "primary": primary,
             "nonisolated": "NS_SWIFT_NONISOLATED" in statement or "UIKIT_SWIFT_ACTOR_INDEPENDENT" in statement}
    # An initializer returns `instancetype`, `id` or the class itself (`- (UIColor *)initWithRed:…`).
    returns_self = "instancetype" in result or re.match(r"\s*(nullable\s+)?id\b", result) or re.search(r"\b%s\s*\*" % cls, result)
    is_init = sign == "-" and re.match(r"init([A-Z]|$|:)", selector) and returns_self
    if is_init:
        info["inits"][selector] = entry
        if entry["designated"]:
            info["designated"].add(selector)
        if unavailable:
            info["unavailable"].add(selector)
    else:
        info["methods"][selector + sign] = entry


# ---------------------------------------------------------------- the table

def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--headers", action="append", default=[])
    parser.add_argument("--docs", action="append", default=[])
    parser.add_argument("--types", required=True, help="UIModelSurface.txt: the types UIModel declares")
    parser.add_argument("--unmatched", help="a file to list header initializers no documented name matched")
    args = parser.parse_args()

    with open(args.types, encoding="utf-8") as f:
        wanted = {line.strip() for line in f if line.strip() and "\t" not in line}
    # The free functions UIModel declares appear in its surface by base name (`UIRectFill`).
    wanted_globals = set()

    classes, protocols, notes = parse_headers(args.headers)
    swift_names = {}
    for objc, info in classes.items():
        swift_names[objc] = info["swiftName"] or (notes.get(objc, {}).get("SwiftName")) or objc

    # The documentation: each type's page and each member's, by Swift owner path.
    types, members = {}, {}
    for directory in args.docs:
        for name in sorted(os.listdir(directory)):
            if not name.endswith(".md"):
                continue
            crumbs, kind, declaration, conforms, inherits = parse_doc(os.path.join(directory, name))
            if len(crumbs) < 2 or declaration is None:
                continue
            path = crumbs[1:]
            facts = parse_declaration(declaration)
            if facts is None:
                continue
            if kind in ("Class", "Structure", "Enumeration", "Protocol", "Type Alias"):
                owner = ".".join(path)
                types[owner] = {"kind": kind, "facts": facts, "conforms": conforms, "inherits": inherits}
            elif len(path) >= 2:
                owner = ".".join(path[:-1])
                # Overloads (`previousLocation(in:)` for a view and for a SpriteKit node) are
                # pages of one name: only what they agree on is a fact.
                members.setdefault(owner, {}).setdefault(member_name(path[-1]), []).append({"kind": kind, "facts": facts})
            elif kind in ("Function", "Global Variable") and member_name(path[0]).split("(")[0] in wanted:
                # A free function or constant (`UIGraphicsGetCurrentContext()`): a C function,
                # not isolated, unless its page says so.
                members.setdefault(GLOBAL, {}).setdefault(member_name(path[0]), []).append({"kind": kind, "facts": facts})

    rows = []

    def emit(owner, member, fact, value):
        rows.append(f"{owner}\t{member}\t{fact}\t{value}")

    objc_by_swift = {name: objc for objc, name in swift_names.items()}
    unmatched = []
    for name, entry in sorted((n, e) for n, es in members.get(GLOBAL, {}).items() for e in es):
        facts = entry["facts"]
        emit(GLOBAL, name, "isolation", "main" if "@MainActor" in facts["attributes"] else "nonisolated")
        if "params" in facts and facts["params"]:
            emit(GLOBAL, name, "optional-params", ",".join("yes" if p else "no" for p in facts["params"]))
        if facts["keyword"] == "func":
            emit(GLOBAL, name, "optional-result", "none" if facts["result"] is None else ("yes" if facts["result"] else "no"))

    for owner in sorted(types):
        if owner not in wanted:
            continue
        t = types[owner]
        facts = t["facts"]
        keyword = facts["keyword"]
        main = "@MainActor" in facts["attributes"]
        # The Objective-C class behind a Swift class of this name (a Swift structure of the same
        # name, such as `UIListContentConfiguration`, bridges a class it hides).
        objc_name = objc_by_swift.get(owner)
        objc = classes.get(objc_name) if objc_name and facts["keyword"] == "class" else None
        if objc and not main:
            main = objc["main"]
        if keyword in ("class", "struct", "enum", "protocol", "actor"):
            emit(owner, "-", "kind", keyword)
            emit(owner, "-", "isolation", "main" if main else "nonisolated")
        if keyword in ("class", "struct", "enum"):
            # A main-actor class is `Sendable` by its isolation (the pages do not always list it).
            sendable = "Sendable" in t["conforms"] or (objc is not None and objc["sendable"]) or (keyword == "class" and main)
            emit(owner, "-", "sendable", "yes" if sendable else "no")
        if keyword == "class" and objc is not None:
            emit(owner, "-", "open", "yes")

        documented = members.get(owner, {})
        # Initializers: designated or convenience from the header, failable from the page.
        if keyword == "class" and objc is not None:
            inits_documented = [n for n in documented if n.startswith("init(")]
            designated_names = set()
            for selector in sorted(objc["designated"]):
                swift = documented_init(objc["inits"][selector], selector, owner, inits_documented)
                if swift:
                    designated_names.add(swift)
                else:
                    unmatched.append(f"{owner}\t{selector}")
            chain, cls_info = [], objc
            has_designated = bool(objc["designated"])
            for name in sorted(documented):
                if not name.startswith("init("):
                    continue
                doc = documented[name][0]
                if doc["facts"]["keyword"].startswith("init") is False:
                    continue
                required = name == "init(coder:)" and inherits_coding(objc, classes)
                if has_designated:
                    kind = "designated" if name in designated_names else "convenience"
                else:
                    own = {documented_init(e, s, owner, inits_documented) for s, e in objc["inits"].items() if not e["unavailable"]}
                    kind = "designated" if name in own else "convenience"
                if kind:
                    emit(owner, name, "init", kind)
                emit(owner, name, "required", "yes" if required else "no")
        # Initializers the header makes unavailable (`- (instancetype)init NS_UNAVAILABLE;`).
        if keyword == "class" and objc is not None:
            for selector in sorted(objc["unavailable"]):
                swift = init_swift_name(selector, owner, False)
                if swift and swift not in documented:
                    emit(owner, swift, "available", "no")

        for name, doc in sorted(((n, d) for n, ds in documented.items() for d in ds), key=lambda p: p[0]):
            facts = doc["facts"]
            keyword = facts["keyword"]
            if keyword in ("class", "struct", "enum", "protocol", "typealias", "actor", "subscript"):
                continue
            if "@MainActor" in facts["attributes"]:
                emit(owner, name, "isolation", "main")
            elif "nonisolated" in facts["modifiers"]:
                emit(owner, name, "isolation", "nonisolated")
            elif not main:
                emit(owner, name, "isolation", "nonisolated")
            if keyword == "case":
                continue
            if objc is not None and keyword in ("func", "var") and objc_member(objc, name, facts):
                # An Objective-C class's methods and properties can be overridden: `open`.
                emit(owner, name, "open", "yes")
            emit(owner, name, "static", "yes" if ("class" in facts["modifiers"] or "static" in facts["modifiers"]) else "no")
            if keyword.startswith("init"):
                emit(owner, name, "failable", "yes" if keyword != "init" else "no")
            if "params" in facts:
                if facts["params"]:
                    emit(owner, name, "optional-params", ",".join("yes" if p else "no" for p in facts["params"]))
                if keyword == "func":
                    emit(owner, name, "optional-result", "none" if facts["result"] is None else ("yes" if facts["result"] else "no"))
            if keyword in ("var", "let"):
                emit(owner, name, "optional-result", "yes" if facts["optional"] else "no")
                emit(owner, name, "settable", "yes" if facts["settable"] else "no")

    # A fact the overloads' pages disagree on is no fact.
    values = {}
    for row in rows:
        key, _, value = row.rpartition("\t")
        values.setdefault(key, set()).add(value)
    rows = [row for row in rows if len(values[row.rpartition("\t")[0]]) == 1]

    print("# The iOS SDK's declarations of the UIKit, Core Animation and Core Graphics types UIModel")
    print("# declares: owner, member (- for the type), fact, value. Made by scripts/sdk-declarations.py")
    print("# from the SDK's headers and Apple's documentation; Tests/UIModelPortTests checks UIModel's")
    print("# sources against it.")
    for row in sorted(set(rows)):
        print(row)
    if args.unmatched:
        with open(args.unmatched, "w", encoding="utf-8") as f:
            f.write("\n".join(unmatched) + "\n")


def documented_init(entry, selector, owner, documented):
    """The documented Swift name of a header initializer: its `NS_SWIFT_NAME`, the plain import
    (`initWithFrame:` → `init(frame:)`), or the documented initializer whose labels are the
    selector's pieces with the words Swift omits (`initWithActivityIndicatorStyle:` →
    `init(style:)`, `attachedToItem:` → `attachedTo:`)."""
    if entry["swift"]:
        return entry["swift"].replace(" ", "")
    plain = init_swift_name(selector, owner, False)
    if plain in documented or plain is None:
        return plain
    pieces = selector.split(":")[:-1]
    pieces = [lower_camel(pieces[0][len("initWith"):] if pieces[0].startswith("initWith") else pieces[0][4:])] + pieces[1:]
    for name in documented:
        labels = name[len("init("):-1].split(":")[:-1]
        if len(labels) == len(pieces) and all(
                l.lower() == p.lower() or (l != "_" and (p.lower().startswith(l.lower()) or p.lower().endswith(l.lower())))
                for l, p in zip(labels, pieces)):
            return name
    return None


def objc_member(info, name, facts):
    """Whether the documented Swift member `name` is one of the class's Objective-C methods or
    properties (not a Swift overlay's addition): a property of that name, or a selector whose
    first piece starts with the Swift base name and has as many arguments as it has labels."""
    static = "class" in facts["modifiers"] or "static" in facts["modifiers"]
    if facts["keyword"] == "var":
        prop = info["properties"].get(name)
        return prop is not None and prop["class"] == static and not prop["unavailable"] and not prop["refined"]
    base, _, labels = name.partition("(")
    labels = [l for l in labels.rstrip(")").split(":") if l != ""] if labels else []
    sign = "+" if static else "-"
    for key, entry in info["methods"].items():
        if not key.endswith(sign) or entry["unavailable"] or entry["refined"]:
            continue
        selector = key[:-1]
        pieces = selector.split(":")[:-1] if ":" in selector else []
        if entry["swift"]:
            if entry["swift"].replace(" ", "") == name:
                return True
            continue
        if len(pieces) != len(labels):
            continue
        first = pieces[0] if pieces else selector
        if first.lower().startswith(base.lower()):
            return True
    return False


def inherits_coding(info, classes):
    seen = set()
    while info is not None:
        if info["coding"]:
            return True
        superclass = info["super"]
        if superclass is None or superclass in seen:
            return False
        seen.add(superclass)
        info = classes.get(superclass)
    return False


if __name__ == "__main__":
    main()
