#!/usr/bin/perl

# The storage routes (docs/API.md "Storage (customer buckets)") as the
# project's
# owner uses them through nginx: GET on the managed store; PUT refused on
# the free plan until the operator's `pictorctl plan set`; every bad body
# a 400 naming its field; the owner's session only (an API key, another
# user, no credentials, a foreign Origin refused); DELETE back to managed
# with the previous configuration snapshotted and the project's epoch
# bumped; health on the managed store; a saved configuration that cannot
# be opened is an error for uploads and deliveries, never a silent use of
# the managed store; no secret in any response or in the error log.
#
# With the S3 driver built: an endpoint where nothing listens fails
# validation (422 / success false).  With the S3 test emulator's harness
# (t/lib/Pictor/S3Emu.pm): a real bucket end to end.

use strict;
use warnings;

use Test::More;
use Pictor::Test;

my $t = Pictor::Test->new->need(qw/module pictorctl/)->need_corpus;
$t->start;

my $ISO = qr/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d+)?Z$/;

sub rnd {
    join "", map { ("a" .. "z", "A" .. "Z", 0 .. 9)[rand 62] } 1 .. $_[0];
}

# secrets sent in bodies: none may come back or reach the error log
my $SECRET = 'Sk-' . rnd(37);
my $KEYID  = 'AKID' . rnd(16);
my $CONN   = 'DefaultEndpointsProtocol=https;AccountName=acct;AccountKey='
    . rnd(40) . '==';
my $SAJSON = '{"type":"service_account","private_key":"-----BEGIN PRIVATE'
    . ' KEY-----\n' . rnd(48) . '\n-----END PRIVATE KEY-----\n"}';
my ($CONN_KEY) = $CONN =~ /AccountKey=(.+)/;
my ($SA_KEY)   = $SAJSON =~ /KEY-----\\n(\w+)\\n/;
my %secret = ('secretAccessKey' => $SECRET, 'accessKeyId' => $KEYID,
    'AccountKey' => $CONN_KEY, 'private_key' => $SA_KEY);

my @responses;

sub req {
    my ($method, $path, %o) = @_;
    my $r = $t->http($method, $path, %o);
    push @responses, $r;
    return $r;
}

$t->user_create('own@example.com', 'owner password 1');
$t->user_create('other@example.com', 'other password 1');
$t->project_create('bk', 'own@example.com');
$t->project_create('oth', 'other@example.com');
my $key = $t->key_create('bk');

my $own = $t->jar;
is($t->login('own@example.com', 'owner password 1', $own)->{status}, 200,
    'owner logs in');
my $other = $t->jar;
is($t->login('other@example.com', 'other password 1', $other)->{status},
    200, 'another user logs in');

my %s3 = (provider => 's3', bucket => 'photos', region => 'us-east-1',
    accessKeyId => $KEYID, secretAccessKey => $SECRET);

###############################################################################
# GET on the managed store

my $r = req(GET => '/api/bk/storage', jar => $own);
is($r->{status}, 200, 'GET storage: 200');
is_deeply($r->{json}, { provider => 'Managed' },
    'GET storage: only the provider, Managed');

###############################################################################
# who may call: the owner's session only

my @routes = ([GET => '/api/bk/storage'], [PUT => '/api/bk/storage', 1],
    [DELETE => '/api/bk/storage'], [POST => '/api/bk/storage/validate', 1],
    [POST => '/api/bk/storage/health']);

for my $rt (@routes) {
    my ($m, $p, $body) = @$rt;
    my @b = $body ? (json => \%s3) : ();
    $t->problem_ok(req($m => $p, @b), 401, "$m $p without credentials: 401");
    $t->problem_ok(req($m => $p, key => $key, @b), 403,
        "$m $p with the project's API key: 403");
    $t->problem_ok(req($m => $p, jar => $other, @b), 403,
        "$m $p as another user: 403");
}
$t->problem_ok(req(GET => '/api/oth/storage', jar => $own), 403,
    'GET another user\'s project storage: 403');
$t->problem_ok(req(GET => '/api/nope/storage', jar => $own), 404,
    'GET storage of no project: 404');
$t->problem_ok(req(DELETE => '/api/bk/storage', jar => $own,
    origin => 'http://evil.example'), 403, 'DELETE from a foreign Origin: 403');
$t->problem_ok(req(POST => '/api/bk/storage/health', jar => $own,
    origin => 'http://evil.example'), 403, 'health from a foreign Origin: 403');
is($t->sql_value("SELECT COUNT(*) FROM storage_configs"), 0,
    'refused calls stored nothing');

###############################################################################
# plans: the free plan may not bring its bucket

for my $p ('/api/bk/storage', '/api/bk/storage/validate') {
    my $m = $p =~ /validate/ ? 'POST' : 'PUT';
    $r = req($m => $p, jar => $own, json => \%s3);
    $t->problem_ok($r, 403, "$m $p on the free plan: 403");
    like(($r->{json} || {})->{detail} // '', qr/\bpro\b.*\bbusiness\b/,
        "$m $p on the free plan: the detail names the plans that allow it");
}

my ($rc, undef, $err) = $t->ctl('plan', 'set', 'bk', 'pro');
is($rc, 0, 'pictorctl plan set bk pro') or diag($err);

###############################################################################
# bad bodies: 400 naming the field

my @bad = (
    [{ %s3, provider => 'dropbox' }, 'provider', 'unknown provider'],
    [{ %s3, provider => undef }, 'provider', 'no provider'],
    [{ %s3, acl => 'public-read' }, 'acl', 'unknown field'],
    [{ %s3, connectionString => $CONN }, 'connectionString',
        'a field of another provider'],
    [{ %s3, bucket => undef }, 'bucket', 'no bucket'],
    [{ %s3, bucket => 'a/b' }, 'bucket', 'a bucket with a slash'],
    [{ %s3, region => undef }, 'region', 's3 without region or endpoint'],
    [{ %s3, secretAccessKey => undef }, 'secretAccessKey',
        's3 without its secret'],
    [{ %s3, accessKeyId => undef }, 'accessKeyId', 's3 without a key id'],
    [{ %s3, pathPrefix => '/root/' }, 'pathPrefix', 'an absolute prefix'],
    [{ %s3, pathPrefix => 'a/../b/' }, 'pathPrefix', 'a prefix with ..'],
    [{ %s3, endpoint => 'ftp://127.0.0.1:21' }, 'endpoint',
        'an endpoint that is not http(s)'],
    [{ %s3, endpoint => 'http://' }, 'endpoint', 'an endpoint without host'],
    [{ %s3, endpoint => "http://$KEYID:$SECRET\@127.0.0.1:9000" },
        'endpoint', 'an endpoint with credentials in it'],
    [{ %s3, endpoint => 'http://127.0.0.1:70000' }, 'endpoint',
        'an endpoint with a bad port'],
    [{ provider => 'azureblob', bucket => 'c' }, 'connectionString',
        'azureblob without a connection string'],
    [{ provider => 'gcs', bucket => 'b' }, 'serviceAccountJson',
        'gcs without a key'],
    [{ provider => 'gcs', bucket => 'b',
        serviceAccountJson => "not json $SECRET" }, 'serviceAccountJson',
        'gcs with a key that is not JSON'],
);

for my $p ('/api/bk/storage', '/api/bk/storage/validate') {
    my $m = $p =~ /validate/ ? 'POST' : 'PUT';
    for my $b (@bad) {
        my ($body, $field, $what) = @$b;
        my %body = %$body;
        delete $body{$_} for grep { !defined $body{$_} } keys %body;
        $r = req($m => $p, jar => $own, json => \%body);
        $t->problem_ok($r, 400, "$m: $what: 400");
        like(($r->{json} || {})->{detail} // '', qr/"\Q$field\E"/,
            "$m: $what: the detail names \"$field\"");
    }
    $t->problem_ok(req($m => $p, jar => $own, json => '{"provider":'), 400,
        "$m: malformed JSON: 400");
}
is($t->sql_value("SELECT COUNT(*) FROM storage_configs"), 0,
    'bad bodies stored nothing');

###############################################################################
# a bucket where nothing listens: validation fails (with the S3 driver)

my $dead = 'http://127.0.0.1:' . Pictor::Test::free_port();
my %dead = (%s3, endpoint => $dead, bucket => 'nothing-here');

$r = req(POST => '/api/bk/storage/validate', jar => $own, json => \%dead);
my $no_s3 = $r->{status} == 400
    && (($r->{json} || {})->{detail} // '') =~ /not built yet/;

SKIP: {
    skip 'the S3 driver is not built yet (its constructor is a placeholder)',
        10 if $no_s3;

    is($r->{status}, 200, 'validate, nothing listening: 200');
    is(($r->{json} || {})->{success}, JSON::PP::false(),
        'validate, nothing listening: success false');
    is(($r->{json} || {})->{error} // '', 'the bucket cannot be reached',
        'validate, nothing listening: the one message of an unreachable'
        . ' bucket (the log names the step)');
    unlike(($r->{json} || {})->{error} // '', qr/invalid key/,
        'validate, nothing listening: the key itself is fine');

    $r = req(PUT => '/api/bk/storage', jar => $own, json => \%dead);
    $t->problem_ok($r, 422, 'PUT, nothing listening: 422');
    like(($r->{json} || {})->{detail} // '',
        qr/^the S3 bucket failed validation: the bucket cannot be reached$/,
        'PUT, nothing listening: the detail names the provider');
    is($t->sql_value("SELECT COUNT(*) FROM storage_configs"), 0,
        'PUT, nothing listening: nothing saved');
    is_deeply(req(GET => '/api/bk/storage', jar => $own)->{json},
        { provider => 'Managed' }, 'PUT, nothing listening: still Managed');

    # what only the driver knows: its own message, the field named
    $r = req(PUT => '/api/bk/storage', jar => $own,
        json => { %dead, bucket => 'Not_An_S3_Bucket' });
    $t->problem_ok($r, 400, 'PUT, a bucket name the S3 driver refuses: 400');
    like(($r->{json} || {})->{detail} // '', qr/"bucket"/,
        'PUT, a bucket name the S3 driver refuses: the field is named');
}

###############################################################################
# health on the managed store: the storage root is checked, nothing kept

$r = req(POST => '/api/bk/storage/health', jar => $own);
is($r->{status}, 200, 'health, managed: 200');
is(($r->{json} || {})->{healthy}, JSON::PP::true(), 'health, managed: healthy');
ok(exists(($r->{json} || {})->{error})
    && !defined $r->{json}{error}, 'health, managed: error null');
like(($r->{json} || {})->{checkedAt} // '', $ISO,
    'health, managed: checkedAt ISO 8601');
is_deeply([grep { /sentinel/ } $t->storage_files], [],
    'health, managed: no sentinel left in the storage root');
is_deeply(req(GET => '/api/bk/storage', jar => $own)->{json},
    { provider => 'Managed' }, 'health, managed: GET still shows Managed only');

# a storage root that cannot be written: unhealthy, and says why
chmod 0500, $t->dir . '/storage';
SKIP: {
    skip 'root ignores directory permissions', 3 if $> == 0;
    $r = req(POST => '/api/bk/storage/health', jar => $own);
    is($r->{status}, 200, 'health, unwritable root: 200');
    is(($r->{json} || {})->{healthy}, JSON::PP::false(),
        'health, unwritable root: not healthy');
    like(($r->{json} || {})->{error} // '', qr/writing the sentinel/,
        'health, unwritable root: the error names the step');
}
chmod 0700, $t->dir . '/storage';

###############################################################################
# DELETE: back to managed, the previous configuration snapshotted, the
# project's epoch bumped

my $gen0 = $t->sql_value("SELECT generation FROM generations"
    . " WHERE gen_key = 'p:bk'") // 0;
$r = req(DELETE => '/api/bk/storage', jar => $own);
is($r->{status}, 200, 'DELETE storage: 200');
is_deeply($r->{json}, { provider => 'Managed' },
    'DELETE storage: provider Managed');
is_deeply([$t->sql("SELECT slot, provider FROM storage_configs s JOIN"
    . " projects p ON p.id = s.project_id WHERE p.slug = 'bk'")],
    [['previous', 'managed']],
    'DELETE storage: the previous slot holds the managed store');
cmp_ok($t->sql_value("SELECT generation FROM generations"
    . " WHERE gen_key = 'p:bk'") // 0, '>', $gen0,
    'DELETE storage: the project epoch was bumped');

###############################################################################
# a saved configuration that cannot be opened (another master key, a row
# copied from another project): errors, never the managed store

my $img = $t->upload('bk', key => $key,
    file => $t->corpus('images/concert_gray.jpg'));
is($img->{status}, 201, 'upload on the managed store: 201');
my $id = ($img->{json} || {})->{imageId} // 'img_none';
is($t->http(GET => "/bk/$id/w_40.jpg")->{status}, 200,
    'a variant from the managed store: 200');

$t->sql("INSERT INTO storage_configs (project_id, slot, provider, bucket,"
    . " path_prefix, region, secret_enc, validated) SELECT id, 'current',"
    . " 's3', 'photos', 'pre/', 'us-east-1', UNHEX(SHA2(RAND(), 512)), 1"
    . " FROM projects WHERE slug = 'bk'");
$t->sql("UPDATE generations SET generation = generation + 1"
    . " WHERE gen_key = 'p:bk'");

$r = req(GET => '/api/bk/storage', jar => $own);
is($r->{status}, 200, 'GET with a sealed row that does not open: 200');
is_deeply($r->{json}, { provider => 'S3', bucket => 'photos',
    pathPrefix => 'pre/', region => 'us-east-1', endpoint => undef,
    validated => JSON::PP::true(), lastHealthCheck => undef,
    lastHealthCheckResult => undef },
    'GET: every field of the read form, null when unknown');

$r = req(POST => '/api/bk/storage/health', jar => $own);
is(($r->{json} || {})->{healthy}, JSON::PP::false(),
    'health, configuration that does not open: not healthy');
like(($r->{json} || {})->{error} // '', qr/cannot be opened/,
    'health: the error says the configuration cannot be opened');
$r = req(GET => '/api/bk/storage', jar => $own);
like(($r->{json} || {})->{lastHealthCheck} // '', $ISO,
    'GET: lastHealthCheck kept');
like(($r->{json} || {})->{lastHealthCheckResult} // '', qr/cannot be opened/,
    'GET: lastHealthCheckResult kept');

my @before = $t->storage_files('bk');
$r = $t->upload('bk', key => $key,
    file => $t->corpus('images/concert_gray.jpg'));
$t->problem_ok($r, 500, 'upload with a configuration that does not open:'
    . ' a clear error');
like(($r->{json} || {})->{detail} // '', qr/storage configuration cannot be/,
    'upload: the detail says why');
is_deeply([$t->storage_files('bk')], \@before,
    'upload: nothing written to the managed store');
$r = $t->http(GET => "/bk/$id/w_41.jpg");
is($r->{status}, 500, 'a new variant: an error, not the managed original');
$r = $t->http(GET => "/bk/$id/original");
isnt($r->{status}, 200, 'the original: not served from the managed store');

$r = req(DELETE => '/api/bk/storage', jar => $own);
is($r->{status}, 200, 'DELETE the broken configuration: 200');
is_deeply([$t->sql("SELECT provider, bucket FROM storage_configs s JOIN"
    . " projects p ON p.id = s.project_id WHERE p.slug = 'bk'"
    . " AND slot = 'previous'")], [['s3', 'photos']],
    'DELETE: the S3 configuration became the previous one');
is($t->http(GET => "/bk/$id/w_42.jpg")->{status}, 200,
    'back on the managed store: its original is served again');

###############################################################################
# a real bucket, through the S3 test emulator

SKIP: {
    skip 'no S3 emulator harness (t/lib/Pictor/S3Emu.pm)', 1
        unless -e "$Pictor::Test::ROOT/t/lib/Pictor/S3Emu.pm";
    skip 'the S3 driver is not built yet', 1 if $no_s3;
    skip 'no node to run the S3 emulator', 1
        unless grep { -x "$_/node" } split /:/, $ENV{PATH};

    require Pictor::S3Emu;
    s3_end_to_end();
}

###############################################################################
# no secret anywhere

for my $name (sort keys %secret) {
    my $v = $secret{$name};
    ok(!grep({ index($_->{content}, $v) >= 0 } @responses),
        "no response holds the $name");
}
my $log = Pictor::Test::read_file($t->dir . '/error.log') // '';
for my $name (sort keys %secret) {
    ok(index($log, $secret{$name}) < 0, "the error log holds no $name");
}

$t->done;


# PUT a bucket of the emulator, upload into it, deliver, delete, health.
sub s3_end_to_end {
    my $emu = Pictor::S3Emu->start($t->dir, bucket => 'pictor-e2e');
    my $good = $emu->storage_body(pathPrefix => 'cust/');
    $secret{'emulator secret'} = $emu->secret;
    $secret{'emulator key id'} = $emu->key_id;

    my $gen = $t->sql_value("SELECT generation FROM generations"
        . " WHERE gen_key = 'p:bk'") // 0;

    $r = req(POST => '/api/bk/storage/validate', jar => $own, json => $good);
    is_deeply($r->{json}, { success => JSON::PP::true(), error => undef },
        'validate a good bucket: success') or diag($r->{content});
    is_deeply([$emu->keys('')], [], 'validate: the sentinel was deleted');
    ok(scalar(grep { ($_->{method} // '') eq 'PUT'
        && ($_->{path} // '') =~ m{/cust/bk/pictor-sentinel-\w+$} }
        $emu->requests), 'validate: the sentinel went to'
        . ' {pathPrefix}{project}/pictor-sentinel-<random>');

    $r = req(POST => '/api/bk/storage/validate', jar => $own,
        json => { %$good, secretAccessKey => 'wrong' . rnd(20) });
    is(($r->{json} || {})->{success}, JSON::PP::false(),
        'validate with a wrong secret: success false');
    like(($r->{json} || {})->{error} // '', qr/SignatureDoesNotMatch/,
        'validate with a wrong secret: the provider\'s reason');

    $r = req(PUT => '/api/bk/storage', jar => $own,
        json => { %$good, secretAccessKey => 'wrong' . rnd(20) });
    $t->problem_ok($r, 422, 'PUT with a wrong secret: 422');
    like(($r->{json} || {})->{detail} // '', qr/SignatureDoesNotMatch/,
        'PUT with a wrong secret: the provider\'s reason in detail');
    $r = req(PUT => '/api/bk/storage', jar => $own,
        json => { %$good, bucket => 'no-such-bucket' });
    $t->problem_ok($r, 422, 'PUT with a bucket that does not exist: 422');

    $r = req(PUT => '/api/bk/storage', jar => $own, json => $good);
    is($r->{status}, 200, 'PUT a good bucket: 200')
        or diag($r->{content});
    is_deeply($r->{json}, { configured => JSON::PP::true(),
        provider => 'S3' }, 'PUT: configured, provider S3');
    cmp_ok($t->sql_value("SELECT generation FROM generations"
        . " WHERE gen_key = 'p:bk'") // 0, '>', $gen,
        'PUT: the project epoch was bumped');
    is_deeply([$emu->keys('')], [], 'PUT: the sentinel object was deleted');
    is_deeply([$t->sql("SELECT slot, provider FROM storage_configs s JOIN"
        . " projects p ON p.id = s.project_id WHERE p.slug = 'bk'"
        . " ORDER BY slot")], [['current', 's3'], ['previous', 'managed']],
        'PUT: the managed store became the previous configuration');
    my $sealed = $t->sql_value("SELECT HEX(secret_enc) FROM storage_configs"
        . " s JOIN projects p ON p.id = s.project_id WHERE p.slug = 'bk'"
        . " AND slot = 'current'") // '';
    my $hex = uc unpack('H*', $emu->secret);
    ok(length $sealed && index($sealed, $hex) < 0,
        'PUT: the secret is stored sealed, not as it is');

    $r = req(GET => '/api/bk/storage', jar => $own);
    is_deeply([sort keys %{ $r->{json} || {} }], [sort qw(provider bucket
        pathPrefix region endpoint validated lastHealthCheck
        lastHealthCheckResult)], 'GET: the read form\'s fields, no other');
    my $j = $r->{json} || {};
    is($j->{provider}, 'S3', 'GET: provider S3');
    is($j->{bucket}, 'pictor-e2e', 'GET: bucket');
    is($j->{pathPrefix}, 'cust/', 'GET: pathPrefix');
    is($j->{region}, 'us-east-1', 'GET: region');
    is($j->{endpoint}, $emu->endpoint, 'GET: endpoint');
    is($j->{validated}, JSON::PP::true(), 'GET: validated');
    like($j->{lastHealthCheck} // '', $ISO, 'GET: lastHealthCheck');
    is($j->{lastHealthCheckResult}, 'healthy', 'GET: lastHealthCheckResult');

    my $file = $t->corpus('images/concert_gray.jpg');
    my $bytes = Pictor::Test::read_file($file);
    $r = $t->upload('bk', key => $key, file => $file);
    is($r->{status}, 201, 'upload into the bucket: 201')
        or diag($r->{content});
    my $bid = ($r->{json} || {})->{imageId} // 'img_none';
    my $obj = $emu->object("cust/bk/$bid");
    ok(defined $obj && $obj eq $bytes,
        'the original is in the bucket under {pathPrefix}{project}/{imageId}');
    is_deeply([$emu->keys('')], ["cust/bk/$bid"],
        'and nothing else is in the bucket');
    ok(!grep({ /\Q$bid\E/ } $t->storage_files('bk')),
        'and it is not on the managed store');

    $r = $t->http(GET => "/bk/$bid/w_64.webp");
    is($r->{status}, 200, 'a variant of it: 200')
        or diag(substr($r->{content}, 0, 300));
    like($r->{ct} // '', qr{^image/webp}, 'a variant of it: webp');
    $r = $t->http(GET => "/bk/$bid/original");
    ok($r->{status} == 200 && $r->{content} eq $bytes,
        'the original, byte for byte from the bucket');
    is($t->http(GET => "/bk/$id/w_43.jpg")->{status}, 200,
        'an image of the managed store is still served after the change'
        . ' (docs/BUCKETS.md, "Switching stores")');

    $r = req(POST => '/api/bk/storage/health', jar => $own);
    is(($r->{json} || {})->{healthy}, JSON::PP::true(), 'health: healthy')
        or diag($r->{content});
    ok(exists(($r->{json} || {})->{error})
        && !defined $r->{json}{error}, 'health: error null');

    is($t->http(DELETE => "/api/bk/images/$bid", key => $key)->{status}, 204,
        'DELETE the image: 204');
    ok(!defined $emu->object("cust/bk/$bid"),
        'DELETE the image: its object is gone from the bucket');

    # the emulator down: health says so and keeps it
    $emu->stop;
    $r = req(POST => '/api/bk/storage/health', jar => $own);
    is(($r->{json} || {})->{healthy}, JSON::PP::false(),
        'health, emulator down: not healthy');
    is(($r->{json} || {})->{error} // '', 'the bucket cannot be reached',
        'health, emulator down: the bucket cannot be reached');
    is((req(GET => '/api/bk/storage', jar => $own)->{json} || {})
        ->{lastHealthCheckResult} // '', 'the bucket cannot be reached',
        'GET: the failed check is kept');
    $emu->restart;

    # the sealed row copied into another project does not open there
    $t->sql("INSERT INTO storage_configs (project_id, slot, provider, bucket,"
        . " endpoint, region, secret_enc, validated) SELECT o.id, 'current',"
        . " s.provider, s.bucket, s.endpoint, s.region, s.secret_enc, 1"
        . " FROM storage_configs s JOIN projects p ON p.id = s.project_id"
        . " JOIN projects o ON o.slug = 'oth' WHERE p.slug = 'bk'"
        . " AND s.slot = 'current'");
    my $okey = $t->key_create('oth');
    $r = $t->upload('oth', key => $okey, file => $file);
    $t->problem_ok($r, 500, 'a row copied to another project: an error');
    like(($r->{json} || {})->{detail} // '', qr/cannot be opened/,
        'a row copied to another project: it cannot be opened');
    is_deeply([$t->storage_files('oth')], [],
        'a row copied to another project: nothing on the managed store');
    is_deeply([$emu->keys('')], [],
        'a row copied to another project: nothing in the bucket');

    is(req(DELETE => '/api/bk/storage', jar => $own)->{status}, 200,
        'DELETE storage: 200');
    is_deeply([$t->sql("SELECT slot, provider FROM storage_configs s JOIN"
        . " projects p ON p.id = s.project_id WHERE p.slug = 'bk'")],
        [['previous', 's3']], 'DELETE: the bucket became the previous one');
    $emu->stop;
}
