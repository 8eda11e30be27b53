"""Posts every file of Examples/ to the live server at argv[1] and validates each answer against the response
schema openapi.yaml gives for its route, status and content type (JSON Schema 2020-12, as OpenAPI 3.1 is).
Fails if the code and the contract drift apart."""
import json
import pathlib
import sys
import urllib.error
import urllib.request

import jsonschema
import yaml
from referencing import Registry, Resource
from referencing.jsonschema import DRAFT202012

base = sys.argv[1]
spec = yaml.safe_load(pathlib.Path("openapi.yaml").read_text())
registry = Registry().with_resource("urn:spec", Resource.from_contents(spec, default_specification=DRAFT202012))


def response_schema(path, method, status, content_type):
    response = spec["paths"][path][method]["responses"][str(status)]
    if "$ref" in response:
        response = spec["components"]["responses"][response["$ref"].split("/")[-1]]
    return response["content"][content_type]["schema"]


def pointer(path, method, status, content_type):
    escaped = path.replace("~", "~0").replace("/", "~1")
    return f"urn:spec#/paths/{escaped}/{method}/responses/{status}/content/{content_type.replace('/', '~1')}/schema"


def check(path, body, content_type):
    request = urllib.request.Request(base + path, data=body, method="POST", headers={"Content-Type": content_type})
    try:
        with urllib.request.urlopen(request) as r:
            status, answer_type, answer = r.status, r.headers["Content-Type"], r.read()
    except urllib.error.HTTPError as e:
        status, answer_type, answer = e.code, e.headers["Content-Type"], e.read()
    response = spec["paths"][path]["post"]["responses"][str(status)]
    ref = response.get("$ref")
    if ref:
        target = f"urn:spec#/components/responses/{ref.split('/')[-1]}/content/{answer_type.replace('/', '~1')}/schema"
    else:
        target = pointer(path, "post", status, answer_type)
    validator = jsonschema.Draft202012Validator({"$ref": target}, registry=registry)
    errors = list(validator.iter_errors(json.loads(answer)))
    return status, errors


failed = 0
for example in sorted(pathlib.Path("Examples").rglob("*")):
    if example.suffix == ".json":
        body = example.read_bytes()
        path = "/v1/keyboard/simulate" if b'"events"' in body else "/v1/keyboard/adjust"
        status, errors = check(path, body, "application/json")
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
        for content_type, media in operation.get("requestBody", {}).get("content", {}).items():
            for name, example in media.get("examples", {}).items():
                candidates = [p for p in pathlib.Path("Examples").glob(name + ".*")]
                if not candidates:
                    print(f"  spec example {name} of {method.upper()} {path}: no Examples/{name}.*")
                    failed += 1
                    continue
                file = candidates[0]
                same = (json.loads(file.read_text()) == example["value"]) if file.suffix == ".json" \
                    else (file.read_text() == example["value"])
                print(f"  spec example {name} of {method.upper()} {path}: {'is' if same else 'DIFFERS FROM'} {file}")
                failed += not same
sys.exit(1 if failed else 0)
