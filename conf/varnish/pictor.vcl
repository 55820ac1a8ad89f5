# Varnish in front of Pictor, purged by tag (issue 32).
#
# Pictor names on every delivery answer what it depends on, as cache tags
# in a Surrogate-Key header ("demo demo/img_01H... demo/t/card"), and
# pictord sends a purge of the tags whose images, named transforms,
# watermarks or plugins changed: "PURGE /" with "xkey: <tags>", to the URL
# of its cdn_purge line (cdn_purge xkey http://127.0.0.1:6081/).  This
# file is what Varnish needs for that, and no more:
#
#   - vmod-xkey indexes each object by the tags of its answer and purges
#     by tag (Debian: apt-get install varnish varnish-modules);
#   - only the addresses of acl purgers may purge;
#   - Accept is reduced to the three classes the origin tells apart, so
#     Vary: Accept keeps three variants of an image, not one per browser;
#   - browsers get neither Surrogate-Key nor xkey.
#
# To use: set the backend to Pictor's public server (conf/pictor.conf
# listens on 127.0.0.1:8080), the acl to where pictord runs, and start
#   varnishd -a :6081 -f /etc/varnish/pictor.vcl -s malloc,1g
# Everything else is Varnish's builtin VCL (varnishd -x builtin), which
# runs after each subroutine here that does not return.
#
# The tests run the same logic (t/varnish/pictor.vcl, t/varnish_harness.t
# runs this file too).

vcl 4.1;

import xkey;

# Pictor's public server (nginx, conf/pictor.conf)
backend default {
    .host = "127.0.0.1";
    .port = "8080";
}

# Who may purge: the machines pictord runs on.  Edit this: anyone who can
# purge can empty the cache, and every miss is a render at the origin.
acl purgers {
    "127.0.0.1";
    "::1";
}

sub vcl_recv {
    if (req.method == "PURGE") {
        if (client.ip !~ purgers) {
            return (synth(403, "Forbidden"));
        }
        if (req.http.xkey) {
            # A hard purge: the objects are gone at once.  A soft purge
            # (xkey.softpurge) would keep serving them within their grace,
            # which the origin's stale-while-revalidate=60 sets: a deleted
            # image would stay visible for a minute.
            set req.http.n-gone = xkey.purge(req.http.xkey);
            return (synth(200, "Invalidated " + req.http.n-gone
                + " objects"));
        }
        # no tags: the one object of that URL
        return (purge);
    }

    # The API and the service's own pages are never cached here: they
    # answer per caller (X-Api-Key, which the builtin VCL does not know,
    # or the session cookie).
    if (req.url ~ "^/(api|problems)/" || req.url ~ "^/healthz(\?|$)") {
        return (pass);
    }

    # Delivery (/{project}/{imageId}/...) reads no cookie: a browser that
    # sends the service's session cookie along must not make every image
    # a pass (the builtin VCL passes any request with a Cookie).
    unset req.http.Cookie;

    # A ranged read (a video player's seek) goes to the origin, which
    # answers it from the original without caching it (conf/pictor.conf,
    # @pictor_range): Varnish would otherwise fetch and keep the whole
    # video to cut one range from it.
    if (req.http.Range) {
        return (pass);
    }

    call pictor_accept;
}

# An image asked for without an extension (/demo/img_01H.../w_300) is
# answered in AVIF, WebP or the legacy format from Accept, with
# Vary: Accept.  Varnish keeps one variant per distinct Accept string, and
# browsers send many (each version its own): the same few bytes cached
# dozens of times, each a miss at the origin.  The origin tells three
# classes apart (pt_out_format_negotiate in
# shared/transform/transform_format.c):
#
#   avif    an image/avif range with q > 0, none with q = 0
#   webp    else the same for image/webp
#   other   anything else: wildcards (image/*, */*) count for neither
#
# So Accept is set here to one canonical value per class, which the
# origin then sees and answers: the cached variant and the answer agree
# whatever these expressions get wrong.  Where they differ from the
# origin's parser they err towards the lower class: a range with a
# parameter other than q (image/avif;foo=1), which the origin takes, is
# not taken here, so such a browser gets WebP or JPEG, never a format it
# refused.  A qvalue is "0" or "1" with up to three decimals.
sub pictor_accept {
    if (req.http.Accept ~ "(?i)(^|,)[ \t]*image/avif[ \t]*(;[ \t]*q[ \t]*=[ \t]*(1(\.0{0,3})?|0\.(00[1-9]|0[1-9][0-9]?|[1-9][0-9]{0,2}))[ \t]*)?(,|$)"
        && req.http.Accept !~ "(?i)(^|,)[ \t]*image/avif[ \t]*;([^,]*;)?[ \t]*q[ \t]*=[ \t]*0(\.0{0,3})?[ \t]*(;|,|$)") {
        set req.http.Accept = "image/avif,image/webp,*/*";
    } else if (req.http.Accept ~ "(?i)(^|,)[ \t]*image/webp[ \t]*(;[ \t]*q[ \t]*=[ \t]*(1(\.0{0,3})?|0\.(00[1-9]|0[1-9][0-9]?|[1-9][0-9]{0,2}))[ \t]*)?(,|$)"
        && req.http.Accept !~ "(?i)(^|,)[ \t]*image/webp[ \t]*;([^,]*;)?[ \t]*q[ \t]*=[ \t]*0(\.0{0,3})?[ \t]*(;|,|$)") {
        set req.http.Accept = "image/webp,*/*";
    } else {
        set req.http.Accept = "*/*";
    }
}

sub vcl_backend_response {
    # The origin's tags, separated by spaces; xkey reads its list
    # (spaces or commas) from the xkey header only.
    if (beresp.http.Surrogate-Key) {
        set beresp.http.xkey = beresp.http.Surrogate-Key;
    }
    # Caching is the builtin's: the origin sends
    # Cache-Control: public, max-age=<pictor_max_age> on what may be
    # cached, and its versioned cache keys plus these purges keep a long
    # TTL correct.
}

sub vcl_deliver {
    # X-Cache is the origin's own (its nginx cache): a name of our own
    if (obj.hits > 0) {
        set resp.http.X-Varnish-Cache = "HIT";
    } else {
        set resp.http.X-Varnish-Cache = "MISS";
    }
    # The tags are for this cache: they name the project and its image
    # ids, transforms and plugins, which a browser has no use for.
    unset resp.http.xkey;
    unset resp.http.Surrogate-Key;
}
