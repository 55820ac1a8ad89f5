#!/usr/bin/perl

# The dashboard (docs/DASHBOARD.md) as nginx serves it on the shipped
# configuration, and in a real browser: Debian's chromium, headless,
# driven by puppeteer-core (t/browser/dashboard.mjs, pinned in
# t/browser/package-lock.json) with axe-core on every page.
#
# Served: / redirects to /dashboard/; its files come with the CSP, nosniff,
# no-cache and an ETag (304 again); a file that is not there is a problem
# 404; "dashboard" is no project's name, so no delivery URL is shadowed.
#
# In the browser, on the real stack (nginx, MariaDB, pictord, the S3,
# Azure and GCS emulators): log in with the keyboard, the empty library,
# two uploads by the file input with a progress bar each, a metadata
# edit, a URL built and rendered (naturalWidth > 0), a named transform, a
# plugin activated, an API key shown once (Escape closes its dialog), an
# EPS uploaded, its job followed and split, a video uploaded, its poster
# job followed, its player with the poster; the library filtered to EPS
# only (the EPS alone) and sorted oldest first; the storage form on the
# S3 emulator validated, saved and migrated to, strict mode with a URL
# signed by WebCrypto (and the library's thumbnails signed), then the
# form for Azure Blob and for GCS, each validated, saved and migrated to;
# log out.  No page error, console error, failed request or unexpected
# answer >= 400 in any flow; no request to another host; no axe
# violation of impact serious or critical; nothing wider than 390 px at
# 390 px.  Every answer of /api/, /healthz and /problems/ the browser got
# is held to docs/openapi.json by the harness's own check
# (Pictor::OpenAPI, counted in the same tally as the suite's).  Then the
# API says what the browser did.  Screenshots of every page at 1280 and
# 390 px are left in build/dashboard-screenshots/ for a person to look
# at.

use strict;
use warnings;

use Test::More;
use File::Copy qw(copy);
use File::Path qw(make_path remove_tree);
use Pictor::Test;
use Pictor::S3Emu;
use Pictor::AzureEmu;
use Pictor::GcsEmu;
use Pictor::Npm;

my $CHROMIUM = $ENV{PICTOR_CHROMIUM}
    || (grep { -x } '/usr/bin/chromium', '/usr/bin/chromium-browser')[0];
plan skip_all => 'no chromium (make deps installs it)' unless $CHROMIUM;

my $t = Pictor::Test->new->need(qw/module pictorctl pictord/)->need_corpus;
$t->start(pictord => 1, pictord_conf => { retry_delay_seconds => 1 });
my $s3 = Pictor::S3Emu->start($t->dir, bucket => 'pictor-dash');
my $az = Pictor::AzureEmu->start($t->dir, container => 'pictor-dash');
my $gcs = Pictor::GcsEmu->start($t->dir . '/gcs', bucket => 'pictor-dash');

my ($email, $password) = ('owner@example.com', 'owner password 1');
$t->user_create($email, $password);
$t->project_create('demo', $email);
$t->ctl_ok('plan', 'set', 'demo', 'pro');

###############################################################################
# served by nginx

my $r = $t->http(GET => '/');
is($r->{status}, 302, '/ redirects');
is($r->{headers}{location}, '/dashboard/', '... to /dashboard/');
$r = $t->http(GET => '/dashboard');
is($r->{headers}{location}, '/dashboard/', '/dashboard to /dashboard/');

$r = $t->http(GET => '/dashboard/');
is($r->{status}, 200, '/dashboard/: 200');
like($r->{ct}, qr{^text/html; charset=utf-8}, '... HTML');
like($r->{content}, qr{<script type="module" src="js/app.js"></script>},
    '... the index loads its modules');
my $csp = $r->{headers}{'content-security-policy'} // '';
for my $d ("default-src 'self'", "script-src 'self'", "style-src 'self'",
    "img-src 'self' data: blob:", "connect-src 'self'",
    "frame-ancestors 'none'", "base-uri 'none'", "form-action 'self'",
    "object-src 'none'") {
    like($csp, qr/(?:^|; )\Q$d\E(?:;|$)/, "CSP: $d");
}
unlike($csp, qr/unsafe/, 'CSP: nothing unsafe');
is($r->{headers}{'x-content-type-options'}, 'nosniff', 'nosniff');
is($r->{headers}{'cache-control'}, 'no-cache', 'index.html: no-cache');
my $etag = $r->{headers}{etag};
ok($etag, 'index.html: an ETag');
$r = $t->http(GET => '/dashboard/', headers => { 'If-None-Match' => $etag });
is($r->{status}, 304, 'the ETag again: 304');

$r = $t->http(GET => '/dashboard/js/app.js');
like($r->{ct}, qr{^application/javascript}, 'a module is JavaScript');
is($r->{headers}{'cache-control'}, 'no-cache', '... revalidated');
$r = $t->http(GET => '/dashboard/style.css');
like($r->{ct}, qr{^text/css}, 'the stylesheet is CSS');
$t->problem_ok($t->http(GET => '/dashboard/nope.js'), 404,
    'a file that is not there: a problem 404');

# no inline script or style for the CSP to refuse, no host but ours
my @files = map { "dashboard/$_" }
    Pictor::Test::files_under("$Pictor::Test::ROOT/dashboard");
ok(@files > 10, 'the dashboard\'s files are in the repository');
my @inline;
for my $f (@files) {
    my $s = Pictor::Test::read_file("$Pictor::Test::ROOT/$f") // '';
    push @inline, "$f: script" if $f =~ /\.html$/
        && $s =~ /<script(?![^>]*\bsrc=)[^>]*>/;
    push @inline, "$f: style" if $s =~ /<style\b|\sstyle=["']/
        || $s =~ /setAttribute\(\s*'style'|\.innerHTML\s*=/;
    push @inline, "$f: a host" if $s =~ m{\b(?:src|href)=["']?(?:https?:)?//};
}
is_deeply(\@inline, [], 'no inline script, style, innerHTML or host');

$t->problem_ok($t->http(POST => '/api/projects', jar => do {
        my $j = $t->jar; $t->login($email, $password, $j); $j },
    json => { name => 'dashboard' }), 400,
    '"dashboard" is a reserved project name');

###############################################################################
# in the browser

my $home = Pictor::Npm::browser();
my $script = "$Pictor::Npm::ROOT/t/browser/dashboard.mjs";
copy($script, "$home/dashboard.mjs") or die "copy $script: $!";
my $out = $t->dir . '/dashboard';
remove_tree($out);
make_path($out);

my @uploads = map { $t->corpus($_) }
    qw(exif/exifer_photo_iphonex.jpg images/PNG_transparency_demonstration_1.png);
my $eps = $t->corpus('eps/social_media_icons.eps');
# VP8 with Vorbis, 72 ms: a WebM Chromium plays (docs/VIDEO.md)
my $video = $t->corpus('video/filetype_fixture.webm');
my %env = (
    EPS => $eps, VIDEO => $video,
    PICTOR_URL => $t->base_url, PICTOR_EMAIL => $email,
    PICTOR_PASSWORD => $password, PICTOR_PROJECT => 'demo',
    UPLOADS => join(':', @uploads),
    S3_ENDPOINT => $s3->endpoint, S3_BUCKET => $s3->bucket,
    S3_REGION => $s3->region, S3_KEY_ID => $s3->key_id,
    S3_SECRET => $s3->secret, OUT => $out, CHROMIUM => $CHROMIUM,
    AZ_CONTAINER => $az->container, AZ_CONN => $az->connection_string,
    GCS_BUCKET => $gcs->bucket, GCS_ENDPOINT => $gcs->endpoint,
    GCS_SA_JSON => $gcs->service_account_json,
);
my $pid = fork // die "fork: $!";
if ($pid == 0) {
    @ENV{keys %env} = values %env;
    chdir $home or POSIX::_exit(126);
    open STDIN, '<', '/dev/null';
    open STDOUT, '>', "$out/node.log";
    open STDERR, '>&', \*STDOUT;
    exec 'timeout', '600', 'node', 'dashboard.mjs' or POSIX::_exit(127);
}
waitpid $pid, 0;
is($? >> 8, 0, 'the browser script ran') or diag(Pictor::Test::tail(
    "$out/node.log", 40));
my $report = eval { $Pictor::Test::JSON->decode(
    Pictor::Test::read_file("$out/report.json") // '') } || {};
note(Pictor::Test::read_file("$out/node.log") // '');

for my $s (@{ $report->{steps} || [] }) {
    ok($s->{ok}, "$s->{flow}: $s->{name}")
        or diag($s->{detail} // '');
}
my %flows = map { $_->{flow} => 1 } @{ $report->{steps} || [] };
for my $f (qw(login upload image builder transforms plugins pages eps
              video filter storage signing azure gcs logout)) {
    ok($flows{$f}, "the flow $f ran");
}
is_deeply($report->{errors} || ['no report'], [],
    'no page error, console error, failed request or unexpected answer')
    or diag(join "\n", map { "  $_->{flow} $_->{kind}: $_->{text}" }
        @{ $report->{errors} || [] });
is_deeply($report->{foreign} || ['no report'], [],
    'no request to another host');
is_deeply($report->{unusedExpectations} || [], [],
    'every answer >= 400 the flows expected came');

# the browser's own calls held to docs/openapi.json, as the suite's are:
# each answer the document does not allow fails here, and every one is
# counted in this test's tally (t/tools/openapi_tally.pl)
my $answers = eval { $Pictor::Test::JSON->decode(
    Pictor::Test::read_file("$out/api-responses.json") // '') } || [];
my (%ops, @unread);
for my $a (@$answers) {
    push @unread, "$a->{method} $a->{path} $a->{status}: $a->{bodyError}"
        if defined $a->{bodyError};
    $t->openapi_check($a->{method}, $a->{path}, $a->{status},
        $a->{contentType}, $a->{body})
        and $ops{"$a->{method} " . Pictor::OpenAPI::nginx_uri($a->{path})}++;
}
cmp_ok(scalar @$answers, '>=', 50, scalar(@$answers) . ' answers the'
    . ' browser got held to docs/openapi.json');
is_deeply(\@unread, [], 'every answer\'s body was read for the check')
    or diag(join "\n", map { "  $_" } @unread);
note(scalar(keys %ops) . ' distinct method and path pairs');

my @bad;
for my $a (@{ $report->{axe} || [] }) {
    push @bad, map { "$a->{page} at $a->{width}: $_->{id} ($_->{impact}):"
        . " $_->{help} [@{ $_->{nodes} }]" }
        grep { ($_->{impact} // '') =~ /^(?:serious|critical)$/ }
        @{ $a->{violations} };
}
ok(@{ $report->{axe} || [] } >= 20, 'axe ran on every page at both widths');
is_deeply(\@bad, [], 'axe: no violation of impact serious or critical')
    or diag(join "\n", map { "  $_" } @bad);
my @minor = map { my $a = $_; map { "$a->{page}\@$a->{width}: $_->{id}"
    . " ($_->{impact})" } @{ $a->{violations} } } @{ $report->{axe} || [] };
note("axe, lesser: $_") for @minor;

# the screenshots, for a person to look at
my @shots = @{ $report->{screenshots} || [] };
ok(@shots >= 20, scalar(@shots) . ' screenshots');
my $keep = "$Pictor::Test::ROOT/build/dashboard-screenshots";
remove_tree($keep);
make_path($keep);
copy($_, $keep) for grep { -s } @shots;
note("screenshots: $keep");

###############################################################################
# what the browser did, through the API

my $key = $t->key_create('demo');
my $f = $report->{facts} || {};
is(scalar @{ $f->{uploaded} || [] }, 2, 'two uploads seen');
$r = $t->http(GET => '/api/demo/images', key => $key);
is(scalar @{ ($r->{json} || {})->{images} || [] }, 4,
    'the API lists the two uploads, the EPS and the video');
$r = $t->http(GET => '/api/demo/images?type=eps', key => $key);
is_deeply([ map { $_->{imageId} } @{ ($r->{json} || {})->{images} || [] } ],
    [ $f->{eps} // 'eps_none' ], 'type=eps through the API: the EPS alone');
is_deeply($f->{epsFilter}, [ $f->{eps} // 'eps_none' ],
    '... as the library showed it');
my $vid = $f->{video} // 'vid_none';
$r = $t->http(GET => "/api/demo/images/$vid", key => $key);
ok(($r->{json} || {})->{isVideo}, 'the video is a video');
like(($r->{json} || {})->{thumbnailId} // '', qr/^img_/,
    '... with its poster');
my $id = ($f->{edited} || {})->{imageId} // 'img_none';
$r = $t->http(GET => "/api/demo/images/$id", key => $key);
is(($r->{json} || {})->{name}, 'Harbour at dusk',
    'the edited name, through the API');
is_deeply(($r->{json} || {})->{keywords}, ['harbour', 'evening'],
    'the edited keywords, through the API');

# the signature WebCrypto made is the server's: strict mode renders it,
# and refuses the same URL without it
my $signed = $f->{signed} // '';
$signed =~ s{^\Q${\ $t->base_url }\E}{};
$r = $t->http(GET => $signed);
is($r->{status}, 200, 'the URL signed in the browser renders in strict mode')
    or diag($signed);
(my $unsigned = $signed) =~ s/,s_[A-Za-z0-9_-]+//;
$t->problem_ok($t->http(GET => $unsigned), 403, '... and unsigned is a 403');

my $e = $f->{eps} // 'eps_none';
$r = $t->http(GET => "/api/demo/$e/derived", key => $key);
ok(scalar(grep { ($_->{derivationType} // '') =~ /^split-\d+$/ }
    @{ $r->{json} || [] }), 'the EPS has the designs the split made');

$r = $t->http(GET => '/api/demo/transforms/card', key => $key);
is($r->{status}, 200, 'the named transform exists');
is_deeply(($r->{json} || {})->{parameters}, { w => 300, h => 200,
    fit => 'cover' }, '... with its parameters');
is_deeply(($r->{json} || {})->{locked}, ['w'], '... w locked');

$r = $t->http(GET => '/api/demo/plugins', key => $key);
my ($filter) = grep { $_->{name} eq 'filter' } @{ $r->{json} || [] };
ok($filter && $filter->{isActivated}, 'the filter plugin is activated');

$r = $t->http(GET => '/api/demo/keys', jar => do {
    my $j = $t->jar; $t->login($email, $password, $j); $j });
my ($prefix) = ($f->{apiKey} // '') =~ /^(pk_[^_]+)_/;
ok($prefix && grep({ $_->{prefix} eq $prefix } @{ ($r->{json} || {})->{keys}
    || [] }), 'the key the dialog showed is the project\'s');

my $own = $t->jar;
$t->login($email, $password, $own);
$r = $t->http(GET => '/api/demo/storage', jar => $own);
is(($r->{json} || {})->{provider}, 'GCS',
    'the storage form saved S3, Azure, then GCS: GCS is in force');
is(($r->{json} || {})->{bucket}, $gcs->bucket, '... the emulator\'s bucket');
for my $img (@{ $f->{uploaded} || [] }, $f->{eps} // (), $f->{video} // ()) {
    ok(defined $s3->object("demo/$img"), "$img migrated into S3");
    ok(defined $az->object("az/demo/$img"), "... then into Azure, under az/");
    ok(defined $gcs->object("demo/$img"), '... then into GCS');
}

$gcs->stop;
$az->stop;
$s3->stop;
$t->done;
