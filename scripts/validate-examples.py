"""Posts every file of Examples/ to the live server at argv[1] and validates each answer against the response
schema openapi.yaml gives for its route, status and content type (JSON Schema 2020-12, as OpenAPI 3.1 is).
Fails if the code and the contract drift apart."""
import json
import pathlib
import sys
import urllib.error
import urllib.request
from types import SimpleNamespace

from openapi_contract import response, schema_errors, spec

base = sys.argv[1]


def check(path, body, content_type):
    request = urllib.request.Request(base + path, data=body, method="POST", headers={"Content-Type": content_type})
    try:
        with urllib.request.urlopen(request) as r:
            status, answer_type, answer = r.status, r.headers["Content-Type"], r.read()
    except urllib.error.HTTPError as e:
        status, answer_type, answer = e.code, e.headers["Content-Type"], e.read()
    _, where = response(path, "post", status)
    if where is None:
        return status, [SimpleNamespace(message=f"openapi.yaml lists no {status} for POST {path}")]
    return status, schema_errors(where, answer_type, json.loads(answer))


failed = 0
for example in sorted(pathlib.Path("Examples").rglob("*")):
    if example.suffix == ".json":
        body = example.read_bytes()
        if example.parent.name == "check":
            path = "/v1/keyboard/check"
        elif example.parent.name == "replay":
            path = "/v1/keyboard/replay"
        else:
            path = "/v1/keyboard/simulate" if b'"events"' in body else "/v1/keyboard/adjust"
        status, errors = check(path, body, "application/json")
    elif example.parent.name == "dumps":
        # A real view dump, as scene/parse reads it.
        status, errors = check("/v1/scene/parse", example.read_bytes(), "text/plain")
    elif example.parent.name == "logs":
        # A real console log, replayed on the scene the docs give it (seed 002's form, the same 375 x 667 screen).
        scene = json.loads(pathlib.Path("Examples/seed-002-form-inset-iphone-se.json").read_text())
        scene.pop("notification", None)
        body = json.dumps({"log": example.read_text(), **scene}).encode()
        status, errors = check("/v1/keyboard/replay", body, "application/json")
    elif example.suffix == ".txt":
        status, errors = check("/v1/notifications/parse", example.read_bytes(), "text/plain")
    else:
        continue
    expected = 422 if "invalid" in example.parts else 200
    ok = status == expected and not errors
    failed += not ok
    print(f"  {example}: {status} {'conforms' if not errors else 'VIOLATES: ' + errors[0].message[:200]}")
    if status != expected:
        print(f"    expected {expected}")
# The spec's own examples are the files of Examples/ they name, to the byte of their meaning.
for path, item in spec["paths"].items():
    for method, operation in item.items():
        if method == "parameters":  # the path item's own (X-Request-Id), not an operation
            continue
        for content_type, media in operation.get("requestBody", {}).get("content", {}).items():
            for name, example in media.get("examples", {}).items():
                candidates = [p for p in pathlib.Path("Examples").rglob(name + ".*")]
                if not candidates:
                    print(f"  spec example {name} of {method.upper()} {path}: no Examples/**/{name}.*")
                    failed += 1
                    continue
                file = candidates[0]
                same = (json.loads(file.read_text()) == example["value"]) if file.suffix == ".json" \
                    else (file.read_text() == example["value"])
                print(f"  spec example {name} of {method.upper()} {path}: {'is' if same else 'DIFFERS FROM'} {file}")
                failed += not same
sys.exit(1 if failed else 0)
