-- wrk: POST the file named by BODY (an environment variable) with the content type CONTENT_TYPE, and print
-- the numbers bench/run reads as one line: requests, duration, latency percentiles (us), errors.
-- Without BODY (bench/run's healthz), a GET with no body.
local name = os.getenv("BODY") or ""
if name ~= "" then
  local f = assert(io.open(name, "rb"))
  wrk.method = "POST"
  wrk.body = f:read("*a")
  f:close()
  wrk.headers["Content-Type"] = os.getenv("CONTENT_TYPE") or "application/json"
end

function done(summary, latency, requests)
  local e = summary.errors
  io.write(string.format("RESULT requests=%d duration_us=%d p50_us=%d p99_us=%d errors=%d non2xx=%d\n",
    summary.requests, summary.duration, latency:percentile(50), latency:percentile(99),
    e.connect + e.read + e.write + e.timeout, e.status))
end
