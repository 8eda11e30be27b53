"""openapi.yaml's response schemas, for the scripts that check answers against it (validate-examples.py,
validate-responses.py): JSON Schema 2020-12, as OpenAPI 3.1 is."""
import pathlib

import jsonschema
import yaml
from referencing import Registry, Resource
from referencing.jsonschema import DRAFT202012

spec = yaml.safe_load(pathlib.Path("openapi.yaml").read_text())
registry = Registry().with_resource("urn:spec", Resource.from_contents(spec, default_specification=DRAFT202012))


def escape(token):
    return token.replace("~", "~0").replace("/", "~1")


def response(path, method, status):
    """The response object the spec gives for the operation and status (references resolved), its pointer
    in the spec, or (None, None) when the spec lists no such response."""
    operation = spec["paths"].get(path, {}).get(method)
    if not isinstance(operation, dict) or str(status) not in operation["responses"]:
        return None, None
    found = operation["responses"][str(status)]
    where = f"urn:spec#/paths/{escape(path)}/{method}/responses/{status}"
    if "$ref" in found:
        name = found["$ref"].split("/")[-1]
        return spec["components"]["responses"][name], f"urn:spec#/components/responses/{name}"
    return found, where


def schema_errors(where, content_type, body):
    """The errors of the JSON `body` against the schema at `where` for `content_type`."""
    target = f"{where}/content/{escape(content_type)}/schema"
    return list(jsonschema.Draft202012Validator({"$ref": target}, registry=registry).iter_errors(body))
