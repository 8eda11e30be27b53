import KeyboardGeometry
import ServiceJSON

/// The service's operations as plain functions from request bytes to a result; the HTTP routes, the CLI and
/// the in-process test client all call these, so an answer never depends on the transport.
public enum Operations {
}
