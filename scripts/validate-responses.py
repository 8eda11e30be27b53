"""Checks every answer the test suite received (the file KEYBOARD_LAYOUT_RECORD_RESPONSES named while
`swift test` ran: one JSON line an answer, written by KeyboardLayoutTesting's ResponseRecorder) against
openapi.yaml: the operation lists the status and the content type, and a JSON body conforms to the schema.
A path the spec does not have must be a 404 problem; a method its path does not take, a 405 problem.
Fails, naming each, when the code and the contract have drifted apart.

usage: python3 scripts/validate-responses.py RECORDED.jsonl"""
import json
import sys

from openapi_contract import response, schema_errors, spec

seen = set()
checked = failed = 0
for line in open(sys.argv[1], encoding="utf-8"):
    r = json.loads(line)
    key = (r["method"], r["path"], r["status"], r["contentType"], r["body"])
    if key in seen:
        continue
    seen.add(key)
    path, method, status = r["path"].split("?")[0], r["method"].lower(), r["status"]
    content_type = (r["contentType"] or "").split(";")[0].strip()
    problems = []
    # An unknown path is a 404 problem, a method the path does not take a 405 problem (components/responses).
    if path not in spec["paths"] or method not in spec["paths"][path]:
        name, expected = ("NotFound", 404) if path not in spec["paths"] else ("MethodNotAllowed", 405)
        found, where = spec["components"]["responses"][name], f"urn:spec#/components/responses/{name}"
        if status != expected:
            problems.append(f"expected {expected}")
    else:
        found, where = response(path, method, status)
        if found is None:
            problems.append(f"openapi.yaml lists no {status} for {method.upper()} {path}")
    if not problems:
        if content_type not in found.get("content", {}):
            problems.append(f"content type {content_type!r} is not one openapi.yaml lists for it")
        elif content_type.endswith("json") and r["body"] is not None:
            problems += [e.message[:200] for e in schema_errors(where, content_type, json.loads(r["body"]))]
    checked += 1
    if problems:
        failed += 1
        print(f"  {method.upper()} {r['path']} -> {status} {content_type}: {'; '.join(problems)}")
print(f"responses: {checked} distinct answers from the tests checked against openapi.yaml, {failed} do not conform")
sys.exit(1 if failed else 0)
