-- make bench: the one wrk script.  Arguments after "--" (name=value):
--   upload=PATH   POST PATH as the multipart/form-data field "file"
--   method=M      request method (default GET)
--   paths=FILE    GET the paths listed in FILE (one a line), each once:
--                 with threads=T, thread k of T takes lines k, k+T, ...;
--                 a thread that has used up its lines starts them again.
--                 A "%s" in a line is replaced by "" the first time and
--                 by ",bgcolor_00000N" in round N+1: another cache key,
--                 the same render for an opaque source (counted as
--                 "spilled"); without one, a second round is cache hits.
--                 Size the list so that neither happens.
--   threads=T     wrk's -t, for paths=
--   range=LEN:SIZE  GET the URL with "Range: bytes=a-(a+LEN-1)", a at a
--                 random offset of a SIZE-byte object (each thread its
--                 own seed)
-- Headers come from wrk's own -H.  done() prints one line for lib.pm:
--   WRK requests=.. duration_us=.. bytes=.. connect=.. read=.. write=..
--       status=.. timeout=.. p50_us=.. p90_us=.. p99_us=.. mean_us=..
--       max_us=.. [misses=.. hits=.. other=.. wrapped=.. spilled=..]
-- ("status" counts responses >= 400; latencies are per request; with
-- paths=, misses/hits/other count the X-Cache header of the responses
-- wrapped the threads that ran out of paths, spilled their requests
-- with a bgcolor token.)

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

-- main state: the threads, numbered in the order wrk sets them up
local threads = {}

function setup(thread)
   table.insert(threads, thread)
   thread:set("thread_n", #threads)
end

-- thread state (paths=): this thread's paths and counters
local mine, next_i, round = nil, 1, 0
misses, hits, other, wrapped, spilled = 0, 0, 0, 0, 0

local function paths_request()
   if next_i > #mine then
      next_i = 1
      round = round + 1
      wrapped = 1
   end
   local p = mine[next_i]
   next_i = next_i + 1
   local token = ""
   if round > 0 and p:find("%s", 1, true) then
      token = string.format(",bgcolor_%06x", round)
      spilled = spilled + 1
   end
   return wrk.format("GET", (p:gsub("%%s", token)))
end

local function paths_response(status, headers, body)
   local c = headers["X-Cache"]
   if c == "MISS" then
      misses = misses + 1
   elseif c == "HIT" then
      hits = hits + 1
   else
      other = other + 1
   end
end

-- thread state (range=)
local range_len, range_size = nil, nil

local function range_request()
   local a = math.random(0, range_size - range_len)
   return wrk.format(nil, nil,
      { Range = string.format("bytes=%d-%d", a, a + range_len - 1) })
end

function init(args)
   local file, nthreads
   for _, a in ipairs(args) do
      local k, v = a:match("^([%w_]+)=(.*)$")
      if k == "upload" then
         wrk.method = "POST"
         wrk.headers["Content-Type"] =
            "multipart/form-data; boundary=" .. boundary
         wrk.body = multipart(v)
      elseif k == "method" then
         wrk.method = v
      elseif k == "paths" then
         file = v
      elseif k == "threads" then
         nthreads = tonumber(v)
      elseif k == "range" then
         local l, z = v:match("^(%d+):(%d+)$")
         range_len, range_size = tonumber(l), tonumber(z)
         math.randomseed(thread_n * 7919)
         request = range_request
      end
   end
   if file then
      local n = 0
      mine = {}
      for line in io.lines(file) do
         if line ~= "" then
            if n % (nthreads or 1) == thread_n - 1 then
               table.insert(mine, line)
            end
            n = n + 1
         end
      end
      assert(#mine > 0, "paths: no line for thread " .. thread_n)
      -- wrk looks for these globals after init()
      request = paths_request
      response = paths_response
   end
end

function done(summary, latency, requests)
   local e = summary.errors
   io.write(string.format("WRK requests=%d duration_us=%d bytes=%d"
      .. " connect=%d read=%d write=%d status=%d timeout=%d"
      .. " p50_us=%d p90_us=%d p99_us=%d mean_us=%d max_us=%d",
      summary.requests, summary.duration, summary.bytes,
      e.connect, e.read, e.write, e.status, e.timeout,
      latency:percentile(50), latency:percentile(90),
      latency:percentile(99), latency.mean, latency.max))
   local m, h, o, w, sp = 0, 0, 0, 0, 0
   for _, t in ipairs(threads) do
      m = m + (t:get("misses") or 0)
      h = h + (t:get("hits") or 0)
      o = o + (t:get("other") or 0)
      w = w + (t:get("wrapped") or 0)
      sp = sp + (t:get("spilled") or 0)
   end
   if m + h + o > 0 then
      io.write(string.format(" misses=%d hits=%d other=%d wrapped=%d"
         .. " spilled=%d", m, h, o, w, sp))
   end
   io.write("\n")
end
