#!/usr/bin/perl

# A real Varnish with vmod-xkey in front (docs/CDN.md): for each event that
# invalidates variants, a variant Varnish served before it is no longer
# served by Varnish after it, and the origin's new answer comes through;
# unrelated images stay cached; purges made while Varnish cannot be reached
# arrive when it can again, also across a pictord killed meanwhile.

use strict;
use warnings;

use Test::More;
use Time::HiRes qw(time sleep);
use Pictor::Test;
use Pictor::Image;
use Pictor::Varnish;

Pictor::Varnish->need_varnish;
my $t = Pictor::Test->new->need(qw/module pictorctl pictord/)->need_corpus;
my $img = Pictor::Image->new($t)->need_tools;
my $v = Pictor::Varnish->new(dir => $t->dir, backend_port => $t->port);
$v->start;
$t->start(pictord => 1, pictord_conf => {
    cdn_purge => 'xkey ' . $v->purge_url, cdn_poll_interval_ms => 100,
    cdn_timeout_ms => 2000 });

my $P = 'edge';
my $key = $t->project_with_key($P);
my $jar = $t->jar;
is($t->login("$P\@example.com", "password for $P 1", $jar)->{status}, 200,
    'the owner logs in');

sub api {
    my ($method, $path, %o) = @_;
    return $t->http($method => "/api/$P$path", key => $key, %o);
}

sub upload_ok {
    my ($file) = @_;
    my $r = $t->upload($P, key => $key, file => $t->corpus($file));
    is($r->{status}, 201, "upload $file: 201")
        or diag(substr($r->{content}, 0, 300));
    return ($r->{json} || {})->{imageId} // 'img_00000000000000000000000000';
}

# GET through Varnish until it is a Varnish HIT: cached there
sub cached_ok {
    my ($path, $name) = @_;
    local $Test::Builder::Level = $Test::Builder::Level + 1;
    my $r = $v->http(GET => $path);
    $r = $v->http(GET => $path) if ($r->{cache} // '') ne 'HIT';
    ok(($r->{cache} // '') eq 'HIT', "$name: Varnish serves it from cache")
        or diag("GET $path: $r->{status} $r->{reason}, X-Varnish-Cache "
            . ($r->{cache} // 'none'));
    return $r;
}

# Varnish still serves its cached copy (nothing purged it)
sub still_cached_ok {
    my ($path, $name) = @_;
    local $Test::Builder::Level = $Test::Builder::Level + 1;
    my $r = $v->http(GET => $path);
    is($r->{cache} // 'none', 'HIT', "$name: still cached at Varnish");
    return $r;
}

# polls Varnish until its answer is not its cached copy; returns it
sub purged_ok {
    my ($path, $name, $status) = @_;
    local $Test::Builder::Level = $Test::Builder::Level + 1;
    my $deadline = time + 30;
    my $r;
    while (time < $deadline) {
        $r = $v->http(GET => $path);
        last if ($r->{cache} // '') ne 'HIT';
        sleep 0.05;
    }
    ok(($r->{cache} // '') ne 'HIT',
        "$name: Varnish no longer serves its copy")
        or diag("GET $path still a HIT after 30 s");
    is($r->{status}, $status, "$name: the origin's answer, $status")
        if defined $status;
    return $r;
}

my $photo = upload_ok('images/concert_gray.jpg');
my $other = upload_ok('images/2569067123_aca715a2ee_o.jpg');

# --- delete, purge, strip-exif ------------------------------------------------

my $plain = "/$P/$other/w_120.jpg";
my $u = "/$P/$photo/w_160.jpg";
my $first = cached_ok($u, 'a variant');
is($first->{headers}{'surrogate-key'}, "$P $P/$photo",
    'Varnish got the tags in Surrogate-Key');
cached_ok($plain, 'another image\'s variant');

is(api(POST => "/images/$photo/purge")->{status}, 202, 'purge: 202');
my $r = purged_ok($u, 'after a purge', 200);
still_cached_ok($plain, 'after a purge of another image');

cached_ok($u, 'the variant again');
is(api(POST => "/$photo/strip-exif")->{status}, 200, 'strip-exif: 200');
purged_ok($u, 'after strip-exif', 200);

# --- named transform, watermark, plugin ---------------------------------------

$r = api(POST => '/transforms', json => { name => 'card',
    parameters => { w => 90, h => 60, fit => 'cover' } });
is($r->{status}, 201, 'named transform card: 201') or diag($r->{content});
my $card = "/$P/$photo/t_card.png";
cached_ok($card, 't_card');
$r = api(PUT => '/transforms/card',
    json => { name => 'card', parameters => { w => 50, h => 50 } });
is($r->{status}, 200, 'card changed: 200') or diag($r->{content});
$r = purged_ok($card, 'after the transform changed', 200);
is(Pictor::Image::png_size($r->{content}) // 'none', '50x50',
    'the new definition comes through')
    if Pictor::Image->can('png_size');

cached_ok($card, 't_card again');
is(api(DELETE => '/transforms/card')->{status}, 204, 'card deleted');
purged_ok($card, 'after the transform was deleted', 400);

my ($body, $ct) = Pictor::Test::multipart(
    file => { filename => 'wm.png', type => 'image/png',
              content => Pictor::Test::read_file(
                  $img->solid(30, 30, [255, 0, 0])) },
    name => 'logo');
$r = $t->http(POST => "/api/$P/watermarks", key => $key, body => $body,
    headers => { 'Content-Type' => $ct });
is($r->{status}, 201, 'watermark logo: 201') or diag($r->{content});
my $wm = "/$P/$photo/w_150,wm_logo.jpg";
cached_ok($wm, 'a watermarked variant');
is(api(DELETE => '/watermarks/logo')->{status}, 204, 'watermark deleted');
purged_ok($wm, 'after the watermark was deleted', 400);

is(api(POST => '/plugins/filter/activate')->{status}, 200,
    'filter plugin on');
my $gray = "/$P/$photo/w_140,filter_grayscale.jpg";
cached_ok($gray, 'a variant of the plugin');
cached_ok($plain, 'a variant without it');
is(api(POST => '/plugins/filter/deactivate')->{status}, 200,
    'filter plugin off');
purged_ok($gray, 'after the plugin was deactivated', 400);
still_cached_ok($plain, 'a variant without the plugin');

# --- the project: strict mode, signing keys --------------------------------

cached_ok($u, 'the variant before strict mode');
$r = $t->http(PATCH => "/api/$P/settings", jar => $jar,
    json => { strictTransforms => JSON::PP::true() });
is($r->{status}, 200, 'strict mode on: 200') or diag($r->{content});
purged_ok($u, 'after strict mode', 403);
purged_ok($plain, 'another image after strict mode', 403);

$r = $t->http(PATCH => "/api/$P/settings", jar => $jar,
    json => { strictTransforms => JSON::PP::false() });
is($r->{status}, 200, 'strict mode off: 200');
purged_ok($u, 'after strict mode off', 200);
cached_ok($u, 'the variant again');
$r = $t->http(POST => "/api/$P/settings/signing-keys/rotate", jar => $jar);
is($r->{status}, 201, 'a signing key rotated: 201') or diag($r->{content});
purged_ok($u, 'after a signing key rotation', 200);

# --- delete ---------------------------------------------------------------------

cached_ok($u, 'the variant before the delete');
my $orig = "/$P/$photo";
cached_ok($orig, 'the original before the delete');
cached_ok($plain, 'another image before the delete');
is(api(DELETE => "/images/$photo")->{status}, 204, 'delete: 204');
purged_ok($u, 'the variant after the delete', 404);
purged_ok($orig, 'the original after the delete', 404);
still_cached_ok($plain, 'another image after the delete');

# --- Varnish unreachable, pictord killed -----------------------------------

cached_ok($plain, 'before Varnish goes away');
$v->down;
is(api(POST => "/images/$other/purge")->{status}, 202,
    'a purge while Varnish refuses purges');
sleep 1.5;
still_cached_ok($plain, 'while its purge cannot be sent');
my $failed = $t->sql_value("SELECT failures FROM cdn_targets");
cmp_ok($failed // 0, '>', 0, 'pictord counts the failed sends');

$t->kill9_pictord;
$t->start_pictord;
sleep 0.5;
still_cached_ok($plain, 'pictord restarted, Varnish still away');
$v->up;
# the killed pictord's lease runs out (cdn_timeout_ms + 5 s), then the
# backoff's next try
purged_ok($plain, 'Varnish back: the purge arrives', 200);
is($t->sql_value("SELECT failures FROM cdn_targets"), 0,
    'the target is healthy again');

$v->check_log;
$t->done;
