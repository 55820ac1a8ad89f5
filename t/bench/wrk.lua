-- make bench: the one wrk script.  Arguments after "--" (name=value):
--   upload=PATH   POST PATH as the multipart/form-data field "file"
--   method=M      request method (default GET)
-- Headers come from wrk's own -H.  done() prints one line for lib.pm:
--   WRK requests=.. duration_us=.. bytes=.. connect=.. read=.. write=..
--       status=.. timeout=.. p50_us=.. p90_us=.. p99_us=.. mean_us=..
--       max_us=..
-- ("status" counts responses >= 400; latencies are per request.)

local boundary = "pictor-bench-5f0c2a9e1d"

local function multipart(path)
   local f = assert(io.open(path, "rb"))
   local data = f:read("*a")
   f:close()
   local name = path:gsub(".*/", "")
   return "--" .. boundary .. "\r\n"
      .. "Content-Disposition: form-data; name=\"file\"; filename=\""
      .. name .. "\"\r\n"
      .. "Content-Type: application/octet-stream\r\n\r\n"
      .. data .. "\r\n--" .. boundary .. "--\r\n"
end

function init(args)
   for _, a in ipairs(args) do
      local k, v = a:match("^([%w_]+)=(.*)$")
      if k == "upload" then
         wrk.method = "POST"
         wrk.headers["Content-Type"] =
            "multipart/form-data; boundary=" .. boundary
         wrk.body = multipart(v)
      elseif k == "method" then
         wrk.method = v
      end
   end
end

function done(summary, latency, requests)
   local e = summary.errors
   io.write(string.format("WRK requests=%d duration_us=%d bytes=%d"
      .. " connect=%d read=%d write=%d status=%d timeout=%d"
      .. " p50_us=%d p90_us=%d p99_us=%d mean_us=%d max_us=%d\n",
      summary.requests, summary.duration, summary.bytes,
      e.connect, e.read, e.write, e.status, e.timeout,
      latency:percentile(50), latency:percentile(90),
      latency:percentile(99), latency.mean, latency.max))
end
