# The Varnish the tests put in front of Pictor (t/lib/Pictor/Varnish.pm):
# a template, not VCL yet.  The harness writes it into the test's
# directory with @backend_host@ and @backend_port@ filled (the test's
# nginx), as nginx.conf is filled from conf/pictor.conf.in.
#
# The logic of the shipped conf/varnish/pictor.vcl, without what hides
# things a test looks at: Surrogate-Key and xkey stay on the answers, and
# Accept goes to the origin as the client sent it.  X-Varnish-Cache says
# whether Varnish answered from its cache.

vcl 4.1;

# vmod-xkey (Debian's varnish-modules): indexes every object by the keys
# of its xkey header and purges by key
import xkey;

backend default {
    .host = "@backend_host@";
    .port = "@backend_port@";
}

# who may purge: pictord runs on the same machine in the tests
acl purgers {
    "127.0.0.1";
    "::1";
}

sub vcl_recv {
    # pictord's purges: "PURGE <url>" with "xkey: <tags>" (docs/CDN.md)
    if (req.method == "PURGE") {
        if (client.ip !~ purgers) {
            return (synth(403, "Forbidden"));
        }
        if (req.http.xkey) {
            # a hard purge: the objects are gone, none is served stale
            # within its grace (Pictor's stale-while-revalidate)
            set req.http.n-gone = xkey.purge(req.http.xkey);
            return (synth(200, "Invalidated " + req.http.n-gone
                + " objects"));
        }
        # no tags: the one object of that URL, as vcl(7)'s example
        return (purge);
    }
    # everything else: Varnish's builtin vcl_recv (GET and HEAD cached,
    # other methods passed, Cookie and Authorization passed)
}

sub vcl_backend_response {
    # the origin names an answer's cache tags in Surrogate-Key, separated
    # by spaces; xkey reads the same list (spaces or commas) from xkey
    if (beresp.http.Surrogate-Key) {
        set beresp.http.xkey = beresp.http.Surrogate-Key;
    }
}

sub vcl_deliver {
    # X-Cache is the origin's own (its nginx cache): a name of our own
    if (obj.hits > 0) {
        set resp.http.X-Varnish-Cache = "HIT";
    } else {
        set resp.http.X-Varnish-Cache = "MISS";
    }
}
