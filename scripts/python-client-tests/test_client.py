"""Every operation of openapi.yaml, called through the Python client that openapi-python-client generates from
it, against a live server, reading typed answers. scripts/check-python-client generates and installs the client
(package keyboard_layout_client), starts the server on 127.0.0.1 and runs this with KEYBOARD_LAYOUT_URL set.
The numbers are those README.md ("Reading the output, by hand", "Simulating a rotation, by hand") and
Examples/README.md work out by hand."""
import io
import json
import os
import pathlib
import urllib.parse

import jsonschema
import pytest
import yaml
from referencing import Registry, Resource
from referencing.jsonschema import DRAFT202012

from keyboard_layout_client import Client
from keyboard_layout_client.api.default import (
    adjust,
    check,
    compare,
    devices,
    healthz,
    metrics,
    openapi,
    parse,
    playground,
    readyz,
    render,
    replay,
    scene_parse,
    simulate,
    streams,
)
from keyboard_layout_client.models import (
    AdjustRequest,
    Adjustment,
    CheckAdjustRequest,
    CheckResult,
    CompareResult,
    DevicesOrientation,
    DeviceTable,
    DiagnosisCode,
    HierarchyCheckRequest,
    KeyboardEvent,
    ParsedNotification,
    ParseRequestObject,
    SceneParseRequest,
    Problem,
    Replay,
    ReplayRequest,
    ResolvedDeviceAnswer,
    ServiceState,
    SimulateRequest,
    Simulation,
    SnapshotVerdict,
    Status,
    Streams,
    StreamsRequest,
    TimingType,
    WarningCode,
)
from keyboard_layout_client.types import File

ROOT = pathlib.Path(__file__).resolve().parents[2]
EXAMPLES = ROOT / "Examples"
SPEC = yaml.safe_load((ROOT / "openapi.yaml").read_text())
URL = os.environ.get("KEYBOARD_LAYOUT_URL", "http://127.0.0.1:8080")

# The operations this file called, by operationId; the last test checks that it is every one of the spec's.
CALLED = set()


def request_files():
    """The request files at the top of Examples/ (the playground presets), as (name, JSON, is simulate)."""
    for path in sorted(EXAMPLES.glob("*.json")):
        body = json.loads(path.read_text())
        yield path.name, body, "events" in body


@pytest.fixture(scope="module")
def client():
    assert urllib.parse.urlsplit(URL).hostname == "127.0.0.1", "the tests talk only to 127.0.0.1"
    with Client(base_url=URL, raise_on_unexpected_status=True, timeout=30) as c:
        yield c


def call(module, client, **kwargs):
    """The operation's detailed answer; records that the operation was called."""
    # The module is the operationId in snake case (scene_parse for sceneParse).
    head, *rest = module.__name__.rsplit(".", 1)[-1].split("_")
    CALLED.add(head + "".join(word.capitalize() for word in rest))
    return module.sync_detailed(client=client, **kwargs)


def example(name):
    return json.loads((EXAMPLES / name).read_text())


# The generated models are complete: every request file reads into them and writes back unchanged, so what the
# client sends is what the file says.
@pytest.mark.parametrize("name,body,is_simulate", list(request_files()), ids=lambda v: v if isinstance(v, str) else "")
def test_every_request_file_round_trips_through_the_models(name, body, is_simulate):
    model = (SimulateRequest if is_simulate else AdjustRequest).from_dict(body)
    assert model.to_dict() == body


def test_adjust_the_designs_scene(client):
    answer = call(adjust, client, body=AdjustRequest.from_dict(example("iphone-comment-bar.json")))
    assert answer.status_code == 200
    a = answer.parsed
    assert isinstance(a, Adjustment)
    assert a.event == KeyboardEvent.WILLSHOW
    # The keyboard: the end frame in the window, docked, overlapping 852 - 516 = 336.
    k = a.keyboard
    assert (k.frame_in_window.x, k.frame_in_window.y, k.frame_in_window.width, k.frame_in_window.height) == (0, 516, 393, 336)
    assert (k.visible, k.docked, k.local, k.overlap) == (True, True, True, 336)
    # The bar (rule 5): y = min(774, 516 - 44) = 472; constraint 852 - (472 + 44) = 336, to the safe area 302.
    bar = a.views["bar"]
    assert bar.frame.y == 472 and bar.frame.height == 44
    assert (bar.bottom_constraint.to_superview, bar.bottom_constraint.to_safe_area) == (336, 302)
    # The table (rules 5 and 7): resized to end at the bar's top, not inset, scrolled 744 - 472 = 272.
    table = a.views["table"]
    assert table.frame.height == 472
    assert table.content_inset.bottom == 0
    assert (table.adjusted_content_inset.top, table.adjusted_content_inset.bottom) == (59, 0)
    assert table.content_offset.y == 272
    # The animation (rule 9): (7 << 16) | 4, the keyboard's 0.5 s spring.
    assert a.animation.options == 458756
    assert a.animation.timing.type_ == TimingType.SPRING and a.animation.timing.duration == 0.5
    assert [w.code for w in a.warnings] == [WarningCode.DOUBLE_AVOIDANCE]


@pytest.mark.parametrize(
    "name,body", [(n, b) for n, b, sim in request_files() if not sim], ids=lambda v: v if isinstance(v, str) else "")
def test_adjust_every_request_file(client, name, body):
    answer = call(adjust, client, body=AdjustRequest.from_dict(body))
    assert answer.status_code == 200, answer.content
    assert isinstance(answer.parsed, Adjustment)


def test_adjust_the_floating_keyboard(client):
    a = call(adjust, client, body=AdjustRequest.from_dict(example("ipad-floating-keyboard.json"))).parsed
    assert WarningCode.KEYBOARD_UNDOCKED in [w.code for w in a.warnings]
    assert a.keyboard.overlap == 0


def test_adjust_invalid_is_a_problem_with_pointers(client):
    request = AdjustRequest.from_dict(example("iphone-comment-bar.json"))
    request.views[3].frame.height = -44  # the bar
    request.behaviors[1].resize = "tabel"  # attachToKeyboard resizing a view that does not exist
    answer = call(adjust, client, body=request)
    assert answer.status_code == 422
    assert answer.headers["content-type"].startswith("application/problem+json")
    problem = answer.parsed
    assert isinstance(problem, Problem)
    assert (problem.status, problem.type_, problem.title) == (422, "/problems/invalid-request", "Invalid request")
    pointers = [e.pointer for e in problem.errors]
    assert "/views/3/frame/height" in pointers
    assert "/behaviors/1/resize" in pointers


def test_simulate_the_rotation(client):
    answer = call(simulate, client, body=SimulateRequest.from_dict(example("rotation-001-simulate.json")))
    assert answer.status_code == 200
    s = answer.parsed
    assert isinstance(s, Simulation)
    assert [step.index for step in s.steps] == [0, 1, 2, 3, 4]
    assert [step.time for step in s.steps] == pytest.approx([0, 0.5, 0.5, 0.5, 0.9])
    assert [step.event for step in s.steps] == ["willShow", "transitionBegin", "willHide", "willShow", "transitionEnd"]
    assert [step.animation.animated for step in s.steps] == [True, False, False, False, False]
    assert [step.views["commentBar"].frame.y for step in s.steps] == [308, 276, 276, 114, 114]
    assert s.steps[1].input_["transition"] == "begin"
    assert s.max_bar_gap == 0
    assert len(s.keyframes) == 28
    assert s.keyframes[0].t == 0 and s.keyframes[0].keyboard_top == 568
    assert s.keyframes[0].views["commentBar"].frame.y == 524


def test_simulate_the_chat(client):
    # Examples/iphone17pro-chat-when-at-end.json (docs/rules.md, Chat lists): a whenAtEnd list at its end (1160) on
    # an iPhone 17 Pro. Show: inset 335 - 34 = 301, 1160 + 301 = 1461; the composer grows 40: inset 341, 1501; the
    # user scrolls to 900; the hide finds it 1501 - 900 = 601 pt from the end: no lift, inset 40, 900 stays.
    s = call(simulate, client, body=SimulateRequest.from_dict(example("iphone17pro-chat-when-at-end.json"))).parsed
    assert isinstance(s, Simulation)
    assert [step.event for step in s.steps] == ["willShow", "extraContentPadding", "userScroll", "willHide"]
    assert [step.views["messages"].content_offset.y for step in s.steps] == [1461, 1501, 900, 900]
    assert [step.views["messages"].content_inset.bottom for step in s.steps] == [301, 341, 341, 40]
    assert s.steps[2].input_["userScroll"] == {"view": "messages", "y": 900}


def test_simulate_the_naive_rotation(client):
    s = call(simulate, client, body=SimulateRequest.from_dict(example("rotation-001-simulate-naive.json"))).parsed
    assert isinstance(s, Simulation)
    # 0.1 s in the bar's own spring has done 54.5 % of 194 pt and the rotation's easeInOut 13.0 %.
    assert s.max_bar_gap >= 80.5


def test_simulate_over_the_keyframe_limit_is_a_problem(client):
    body = example("rotation-001-simulate.json")
    body["sampling"] = {"fps": 240}
    body["events"][-1]["at"] = 100
    answer = call(simulate, client, body=SimulateRequest.from_dict(body))
    assert answer.status_code == 422
    assert isinstance(answer.parsed, Problem)
    assert [e.pointer for e in answer.parsed.errors] == ["/sampling/fps"]


def check_nslog_answer(p):
    assert isinstance(p, ParsedNotification)
    assert p.event == "willShow"
    assert (p.end_frame.x, p.end_frame.y, p.end_frame.width, p.end_frame.height) == (0, 516, 393, 336)
    assert (p.begin_frame.x, p.begin_frame.y, p.begin_frame.width, p.begin_frame.height) == (0, 852, 393, 336)
    assert (p.duration, p.curve, p.is_local) == (0.25, 7, True)
    assert (p.bounds.width, p.bounds.height) == (393, 336)
    # center = x + w/2, y + h/2: the legacy keys agree with the frames, so no legacy-mismatch.
    assert (p.center_begin.x, p.center_begin.y) == (196.5, 1020)
    assert (p.center_end.x, p.center_end.y) == (196.5, 684)
    assert p.warnings == []


def test_check_seed_002_on_an_iphone_15(client):
    # Examples/check/seed-002-iphone15.json: seed 002's inset 336 where the rules give 336 - 34 = 302 (docs/check.md).
    body = json.loads((EXAMPLES / "check" / "seed-002-iphone15.json").read_text())
    answer = call(check, client, body=CheckAdjustRequest.from_dict(body))
    assert answer.status_code == 200, answer.content
    r = answer.parsed
    assert isinstance(r, CheckResult)
    assert r.compared == 9 and len(r.differences) == 3
    d = r.differences[0]
    assert (d.pointer, d.expected, d.actual, d.delta) == ("/actual/views/scroll/contentInset/bottom", 302, 336, 34)
    assert d.diagnoses[0].codes == [DiagnosisCode.SAFE_AREA_COUNTED_TWICE]


def test_compare_the_designs_scene(client):
    # Examples/iphone-comment-bar.json played by every policy (docs/policies.md "The example scene"): the
    # reference passes with the field visible; seed 002 insets the table by endFrame.height 336 where the
    # reference's table, resized to end at the bar above the keyboard (516 - 44 = 472), needs none.
    answer = call(compare, client, body=AdjustRequest.from_dict(example("iphone-comment-bar.json")))
    assert answer.status_code == 200, answer.content
    r = answer.parsed
    assert isinstance(r, CompareResult)
    assert [p.policy.value for p in r.policies] == [
        "reference", "seed-000", "seed-001", "seed-001-naive", "seed-002", "seed-003", "seed-004", "iqkeyboardmanager",
        "uikeyboardlayoutguide", "swiftui", "uitableviewcontroller", "react-native-kav",
        "react-native-keyboard-controller", "flutter-scaffold"]
    reference = r.policies[0]
    assert reference.pass_ and reference.differences == [] and reference.summary.fully_visible is True
    seed002 = next(p for p in r.policies if p.policy.value == "seed-002")
    assert not seed002.pass_
    assert seed002.summary.inset_beyond_reference == 336
    assert isinstance(seed002.answer, Adjustment)
    # Both KeyboardAvoidingViews count the home indicator twice: bottom = 852 - 516 = 336 where the bar, on the
    # safe area's bottom (818), needs 818 - 516 = 302; keyboardVerticalOffset -34 gives it.
    for name in ("react-native-kav", "react-native-keyboard-controller"):
        kav = next(p for p in r.policies if p.policy.value == name)
        assert kav.summary.suggested.setting.value == "keyboardVerticalOffset"
        assert kav.summary.suggested.value == -34


def test_streams_duplicate_will_show(client):
    # The example scene keeps its keyboard height (336, from the notification); a willShow sent again
    # (reloadInputViews) changes nothing: the bar stays at 516 - 44 = 472 after each of the four events.
    body = StreamsRequest.from_dict(example("iphone-comment-bar.json"))
    answer = call(streams, client, body=body, name="duplicate-willShow")
    assert answer.status_code == 200, answer.content
    r = answer.parsed
    assert isinstance(r, Streams)
    assert r.keyboard_height == 336 and r.keyboard_height_from.value == "notification"
    assert [s.name for s in r.streams] == ["duplicate-willShow"]
    steps = r.streams[0].steps
    assert len(steps) == len(r.streams[0].request.events) == 4
    assert [s.views["bar"].frame.y for s in steps] == [472, 472, 472, 472]
    assert r.streams[0].evidence.startswith("Calling reloadInputViews") and r.device.value == "iPhone"


def test_streams_not_applicable_on_an_iphone(client):
    # floating-drag is iPad only: an iPhone 15 scene gets no stream and the reason.
    body = StreamsRequest.from_dict(example("iphone-comment-bar.json"))
    r = call(streams, client, body=body, name="floating-drag").parsed
    assert r.streams == [] and [n.name for n in r.not_applicable] == ["floating-drag"]
    assert r.not_applicable[0].reason.startswith("iPad only")


# An iPhone 15 dump written for this test: a table holding a field at the content's y 700, a 44 pt bar on the
# safe area's bottom (774 + 44 = 818 = 852 - 34), the keyboard's host view at 516 (docs/scene-from-dump.md).
DUMP = """<UIWindow: 0x1a; frame = (0 0; 393 852); layer = <UIWindowLayer: 0x2c>>
   | <UIView: 0x3a; frame = (0 0; 393 852); layer = <CALayer: 0x3b>>
   |    | <UITableView: 0x5a; frame = (0 0; 393 774); contentOffset: {0, 0}; contentSize: {393, 1600}>
   |    |    | <UITextField: 0x6a; frame = (16 700; 361 44); layer = <CALayer: 0x6b>>
   |    | <UIToolbar: 0x8a; frame = (0 774; 393 44); layer = <CALayer: 0x8b>>
<UITextEffectsWindow: 0xaa; frame = (0 0; 393 852); layer = <UIWindowLayer: 0xab>>
   | <UIInputSetHostView: 0xca; frame = (0 516; 393 336); layer = <CALayer: 0xcb>>
"""


def test_scene_parse_text(client):
    answer = call(scene_parse, client, body=File(payload=io.BytesIO(DUMP.encode()), mime_type="text/plain"))
    assert answer.status_code == 200
    s = answer.parsed
    assert s.format_ == "recursiveDescription" or getattr(s, "format", None) == "recursiveDescription"
    assert s.focus.view == "0x6a" and s.keyboard.frame.y == 516
    # The request posts unchanged to adjust: the bar rides the keyboard at 516 - 44 = 472.
    a = call(adjust, client, body=s.request).parsed
    assert a.views["0x8a"].frame.y == 472


def test_scene_parse_json_with_a_device(client):
    s = call(scene_parse, client, body=SceneParseRequest(text=DUMP, device="iPhone 15")).parsed
    assert s.request.window.safe_area_insets.top == 59


def test_check_hierarchy_three_outcomes(client):
    # The dump's field (700-744) lies wholly under its keyboard (516-852): fail. Its main window alone (the first five
    # lines) shows no keyboard: inconclusive, pass false, keyboard-not-found first with no view.
    failed = call(check, client, body=HierarchyCheckRequest(hierarchy=DUMP)).parsed
    assert isinstance(failed, SnapshotVerdict)
    assert (failed.outcome, failed.pass_) == ("fail", False)
    assert failed.findings[0].points == 44
    blind = "\n".join(DUMP.strip("\n").split("\n")[:5])
    unsure = call(check, client, body=HierarchyCheckRequest(hierarchy=blind)).parsed
    assert isinstance(unsure, SnapshotVerdict)
    assert (unsure.outcome, unsure.pass_) == ("inconclusive", False)
    assert unsure.findings[0].code == "keyboard-not-found" and unsure.findings[0].view is None


def test_replay_the_two_willshow_log(client):
    # Examples/replay/iphone-two-willshow.json (docs/replay.md, worked by hand): two willShow on lines 1 and 3, 0.3 s
    # apart, the keyboard growing from 291 to 336 pt at the same bottom: a keyboard-height-change; no silent change;
    # the bar on the keyboard at 561 - 44 = 517, then 516 - 44 = 472.
    body = json.loads((EXAMPLES / "replay" / "iphone-two-willshow.json").read_text())
    r = call(replay, client, body=ReplayRequest.from_dict(body)).parsed
    assert isinstance(r, Replay)
    assert [e.line for e in r.events] == [1, 3]
    assert abs(r.events[1].t - 0.3) < 1e-6
    assert r.silent_changes == []
    assert r.matches[0].behavior == "keyboard-height-change"
    steps = r.simulation.to_dict()["steps"]
    assert [st["views"]["bar"]["frame"]["y"] for st in steps] == [517, 472]


def test_parse_text(client):
    text = (EXAMPLES / "iphone-willshow-nslog.txt").read_bytes()
    answer = call(parse, client, body=File(payload=io.BytesIO(text), mime_type="text/plain"))
    assert answer.status_code == 200
    check_nslog_answer(answer.parsed)


def test_parse_the_text_as_a_json_string(client):
    text = (EXAMPLES / "iphone-willshow-nslog.txt").read_text()
    check_nslog_answer(call(parse, client, body=text).parsed)


def test_parse_a_json_notification(client):
    notification = example("iphone-comment-bar.json")["notification"]
    p = call(parse, client, body=ParseRequestObject.from_dict(notification)).parsed
    assert isinstance(p, ParsedNotification)
    assert p.event == "willShow" and p.end_frame.y == 516 and p.is_local is True
    assert p.bounds is None and p.center_end is None  # keys the object lacks


@pytest.mark.parametrize("name", sorted(p.name for p in EXAMPLES.glob("*.txt")))
def test_parse_every_text_file(client, name):
    answer = call(parse, client, body=File(payload=io.BytesIO((EXAMPLES / name).read_bytes())))
    assert answer.status_code == 200, answer.content
    assert isinstance(answer.parsed, ParsedNotification)


def test_parse_a_messy_log(client):
    p = call(parse, client, body=File(payload=io.BytesIO((EXAMPLES / "notification-messy-log.txt").read_bytes()))).parsed
    assert p.event == "willChangeFrame" and p.duration == 0.3 and p.is_local is None
    codes = [w.code for w in p.warnings]
    assert WarningCode.SKIPPED_TEXT in codes and WarningCode.SKIPPED_KEY in codes


def test_parse_bytes_that_are_not_text_is_a_problem(client):
    answer = call(parse, client, body=File(payload=io.BytesIO(b"\xff\xfe\x00abc")))
    assert answer.status_code == 422
    assert isinstance(answer.parsed, Problem) and answer.parsed.errors


def test_render(client):
    answer = call(render, client, body=AdjustRequest.from_dict(example("iphone-comment-bar.json")))
    assert answer.status_code == 200
    assert answer.headers["content-type"].startswith("image/svg+xml")
    svg = answer.parsed
    assert isinstance(svg, str)
    assert svg.lstrip().startswith("<svg") and svg.rstrip().endswith("</svg>")
    assert 'data-id="bar"' in svg


def test_render_invalid_is_a_problem(client):
    request = AdjustRequest.from_dict(example("iphone-comment-bar.json"))
    request.behaviors[0].scroll_view = "nowhere"
    answer = call(render, client, body=request)
    assert answer.status_code == 422
    assert "/behaviors/0/scrollView" in [e.pointer for e in answer.parsed.errors]


def test_devices_the_iphone_air_on_ios_26_5(client):
    # flutter_device_preview's probe on the iOS 26.5 simulator (device_specs/apple-iphone-air.json at 865952b):
    # 420 x 912 points, 68 pt at the top and 34 at the bottom, a 345 pt keyboard in portrait.
    answer = call(devices, client, name="iPhone Air", os_version="26.5", orientation=DevicesOrientation.PORTRAIT)
    d = answer.parsed.device
    assert isinstance(answer.parsed, ResolvedDeviceAnswer)
    assert (d.points.width, d.points.height, d.safe_area_insets.top, d.safe_area_insets.bottom) == (420, 912, 68, 34)
    assert d.keyboard_height == 345 and d.assumed == []


def test_devices_the_table_and_an_unknown_name(client):
    table = call(devices, client).parsed
    assert isinstance(table, DeviceTable)
    assert any(row.names[0] == "iPhone Air" for row in table.devices)
    unknown = call(devices, client, name="iPhone 99")
    assert unknown.status_code == 404 and "iPhone" in unknown.parsed.detail


def test_healthz(client):
    answer = call(healthz, client)
    assert isinstance(answer.parsed, Status) and answer.parsed.status == ServiceState.OK


def test_readyz(client):
    answer = call(readyz, client)
    assert answer.status_code == 200
    assert isinstance(answer.parsed, Status) and answer.parsed.status == ServiceState.READY


def test_metrics(client):
    answer = call(metrics, client)
    assert isinstance(answer.parsed, File)
    text = answer.parsed.payload.read().decode()
    assert "# TYPE keyboard_layout_http_requests_total counter" in text
    assert 'keyboard_layout_http_requests_total{route="/v1/keyboard/adjust",method="POST",status="200"}' in text
    assert "keyboard_layout_http_request_duration_seconds_bucket" in text


def test_openapi_document(client):
    answer = call(openapi, client)
    assert answer.status_code == 200
    assert answer.headers["content-type"].startswith("application/yaml")
    served = yaml.safe_load(answer.content)
    assert served["openapi"] == "3.1.0" and served["info"]["title"] == "keyboard-layout"
    operations = lambda doc: sorted(
        op["operationId"] for item in doc["paths"].values() for key, op in item.items() if key != "parameters")
    assert operations(served) == operations(SPEC)


def test_playground(client):
    answer = call(playground, client)
    assert answer.status_code == 200
    assert answer.headers["content-type"].startswith("text/html")
    assert answer.parsed.lstrip().lower().startswith("<!doctype html>")


# The spec's response examples conform to their schemas (JSON Schema 2020-12, as OpenAPI 3.1 is) and read into
# the generated types.
def response_examples():
    for path, item in SPEC["paths"].items():
        for method, operation in item.items():
            if method == "parameters":
                continue
            for status, response in operation["responses"].items():
                where = f"#/paths/{path.replace('~', '~0').replace('/', '~1')}/{method}/responses/{status}"
                if "$ref" in response:
                    where = response["$ref"]
                    response = SPEC["components"]["responses"][where.split("/")[-1]]
                for content_type, media in response.get("content", {}).items():
                    for name, ex in media.get("examples", {}).items():
                        if content_type.endswith("json"):
                            yield operation["operationId"], status, where, content_type, name, ex["value"]


@pytest.mark.parametrize("operation,status,where,content_type,name,value", list(response_examples()),
                         ids=lambda v: v if isinstance(v, str) else "")
def test_spec_response_examples(operation, status, where, content_type, name, value):
    registry = Registry().with_resource("urn:spec", Resource.from_contents(SPEC, default_specification=DRAFT202012))
    pointer = f"urn:spec{where}/content/{content_type.replace('/', '~1')}/schema"
    errors = list(jsonschema.Draft202012Validator({"$ref": pointer}, registry=registry).iter_errors(value))
    assert not errors, errors[0].message
    model = {"adjust": Adjustment, "simulate": Simulation, "parse": ParsedNotification,
             "healthz": Status, "readyz": Status, "devices": ResolvedDeviceAnswer}.get(operation)
    if content_type == "application/problem+json":
        model = Problem
    assert model is not None
    assert model.from_dict(value).to_dict() == value


def test_every_operation_of_the_spec_was_called():
    ids = {op["operationId"] for item in SPEC["paths"].values() for key, op in item.items() if key != "parameters"}
    assert ids == CALLED, f"not called: {sorted(ids - CALLED)}"
