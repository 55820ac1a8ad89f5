#!/usr/bin/perl

# Races on purpose (docs/ROBUSTNESS.md, "Races").  Every capability added a
# job or a cache that runs beside delivery; here each pair of operations
# on the same image runs at once, each after a random pause, round after
# round, and each round is held to what a user must see:
#
#   upload / first view      of an EPS and of a video, while its job runs:
#                            200, the same size during and after the job
#   delete / render          of an image, and the first view of an EPS and
#                            of a video: 200 or 404, and 404 for whatever
#                            was asked after the DELETE returned
#   strip-exif / render      200; the original has no EXIF once the call
#                            returned
#   purge / render           200
#   PATCH / list             200; the new name once the PATCH returned
#   transform change / render  t_ answers the new width once the PUT
#                            returned
#   deactivate / render      400 once the deactivate returned, never a
#                            cached variant
#   split, extract-svg / view  of their parent: 200
#   storage PUT, migration / delivery  no 5xx
#
# Never a 5xx anywhere.  Afterwards the database and the stores agree:
# every row has its object and every object its row, no job is left
# Running, no scratch file is left.  PICTOR_RACE_ROUNDS (default 3) sets
# the rounds per pair; make soak runs many and prints the counts per pair.

use strict;
use warnings;

use Test::More;
use JSON::PP;
use POSIX ();
use Time::HiRes qw(time sleep);
use Pictor::Test;
use Pictor::Eps;
use Pictor::S3Emu;

my $ROUNDS = $ENV{PICTOR_RACE_ROUNDS} // 3;
my $JSON = JSON::PP->new->canonical;

my $t = Pictor::Test->new->need(qw/module pictorctl pictord/)->need_corpus;
for my $tool (qw(gs ffmpeg ffprobe bwrap)) {
    plan skip_all => "$tool not installed" unless -x "/usr/bin/$tool";
}
my $emu = Pictor::S3Emu->start($t->dir, bucket => 'pictor-races');
# an originals cache of three originals: fetches evict each other
$t->start(pictord => 1, http => 'pictor_originals_cache '
          . $t->dir . '/origcache max_size=1m valid=1s;');
my $P = 'rc';
my $key = $t->project_with_key($P, 'races@example.com');
$t->ctl_ok('plan', 'set', $P, 'pro');
my $own = $t->jar;
is($t->login('races@example.com', "password for $P 1", $own)->{status}, 200,
   'the owner logs in');
my $eps = Pictor::Eps->new($t, $P, $key);
my $d = $t->dir;

my %count;          # pair => { rounds, answers => { status => n } }
my %bad;            # pair => [what went wrong]

# --- requests that remember when they ran ------------------------------

sub png_size {
    my ($b) = @_;
    return '' unless defined $b && substr($b, 0, 8) eq "\x89PNG\r\n\x1a\n";
    return join 'x', unpack('NN', substr($b, 16, 8));
}

# one request: { what, t0, t1, status, size (a PNG's), exif, xcache }
sub req {
    my ($what, $method, $path, %o) = @_;
    my $t0 = time;
    my $r = $t->http($method, $path, %o);
    return { what => $what, t0 => $t0, t1 => time, status => $r->{status},
             size => png_size($r->{content}),
             exif => index($r->{content} // '', "Exif\0\0") >= 0 ? 1 : 0,
             xcache => $r->{headers}{'x-cache'} // '',
             json => $r->{json} };
}

# $a in a child and $b here, at once, each after a random pause of up to
# $jitter seconds; each returns a list of req()s
sub both {
    my ($jitter, $a, $b) = @_;
    pipe my $rd, my $wr or die "pipe: $!";
    my $pid = fork // die "fork: $!";
    if ($pid == 0) {
        close $rd;
        $t->{ua} = {};
        srand();
        sleep rand $jitter;
        my @ev = eval { $a->() };
        @ev = ({ what => 'died', status => 0, err => "$@" }) if $@;
        print $wr $JSON->encode(\@ev);
        close $wr;
        POSIX::_exit(0);
    }
    close $wr;
    sleep rand $jitter;
    my @mine = $b->();
    my $out = do { local $/; <$rd> };
    waitpid $pid, 0;
    my $theirs = eval { $JSON->decode($out) }
        || [{ what => 'child died', status => 0 }];
    return ($theirs, \@mine);
}

# counts the answers, and a 5xx (or no answer) as wrong
sub tally {
    my ($pair, @ev) = @_;
    for my $e (@ev) {
        $count{$pair}{answers}{$e->{status} // 0}++;
        push @{ $bad{$pair} }, "$e->{what}: $e->{status}"
            if !$e->{status} || $e->{status} >= 500;
    }
}

sub wrong { push @{ $bad{$_[0]} }, $_[1] }

sub verdict {
    my ($pair) = @_;
    my $c = $count{$pair};
    my $answers = join ', ', map { "$_: $c->{answers}{$_}" }
        sort keys %{ $c->{answers} || {} };
    note("$pair: $c->{rounds} rounds; $answers");
    is_deeply($bad{$pair} || [], [],
              "$pair: $c->{rounds} rounds, nothing wrong");
}

sub upload_file {
    my ($file) = @_;
    my $r = $t->upload($P, key => $key, file => $t->corpus($file));
    die "upload $file: $r->{status} $r->{content}" unless $r->{status} == 201;
    return $r->{json};
}

sub wait_done {
    my ($id) = @_;
    return $eps->wait_job($id, undef, qr/^(?:Completed|Failed)$/, 90);
}

# --- upload / first view, while the job runs ---------------------------

my @EPS = map { "eps/$_" } qw(golfer.eps non_zero_bb.eps
    illu10_no_preview.eps ijs_state.eps zero_bb_trailer.eps);
my @VIDEO = map { "video/$_" } qw(filetype_fixture.webm
    filetype_fixture-null.webm go-mp4_sample_fragmented.mp4);

for my $kind (['upload / first view (EPS)', \@EPS],
              ['upload / first view (video)', \@VIDEO]) {
    my ($pair, $files) = @$kind;
    for my $n (1 .. $ROUNDS) {
        my $file = $files->[($n - 1) % @$files];
        my $j = upload_file($file);
        my $id = $j->{imageId};
        my ($views, $job) = both(0.3,
            sub { map { sleep rand 0.15; req('view', GET => "/$P/$id/w_200.png") }
                  1 .. 3 },
            sub { my $s = wait_done($id);
                  ({ what => 'job', status => $s->{status} eq 'Completed'
                     ? 200 : 500, job => $s->{status} }) });
        my $after = req('view after the job', GET => "/$P/$id/w_200.png");
        tally($pair, @$views, $after);
        $count{$pair}{rounds}++;
        wrong($pair, "$file: the job ended $job->[0]{job}")
            if $job->[0]{status} != 200;
        for my $v (grep { $_->{status} == 200 } @$views) {
            wrong($pair, "$file: $v->{size} during the job, $after->{size}"
                  . ' after') if $v->{size} ne $after->{size};
        }
    }
    verdict($pair);
}

# --- delete / render -----------------------------------------------------

sub delete_race {
    my ($pair, $file, @paths) = @_;
    my $id = upload_file($file)->{imageId};
    # the GETs at once, the DELETE while they run (a first view of an
    # EPS or a video takes half a second)
    my ($gets, $del) = both(0.02,
        sub { map { req("GET $_", GET => "/$P/$id/$_") } @paths },
        sub { sleep rand 0.6;
              req('DELETE', DELETE => "/api/$P/images/$id", key => $key) });
    tally($pair, @$gets);
    $count{$pair}{rounds}++;
    wrong($pair, "DELETE: $del->[0]{status}") if $del->[0]{status} != 204;
    for my $g (@$gets) {
        wrong($pair, "$g->{what}: $g->{status}")
            unless $g->{status} == 200 || $g->{status} == 404;
        wrong($pair, "$g->{what} asked after the DELETE returned:"
              . " $g->{status}")
            if $g->{t0} > $del->[0]{t1} && $g->{status} != 404;
    }
    for my $p (@paths) {
        my $r = req("GET $p after", GET => "/$P/$id/$p");
        tally($pair, $r);
        wrong($pair, "$p after the DELETE: $r->{status}")
            if $r->{status} != 404;
    }
}

for my $n (1 .. $ROUNDS) {
    delete_race('delete / render', 'exif/Landscape_6.jpg', 'w_120.png',
                'w_130.webp', 'original', "w_14$n.jpg");
}
verdict('delete / render');
for my $n (1 .. $ROUNDS) {
    delete_race('delete / first view (EPS)', $EPS[($n - 1) % @EPS],
                'w_200.png', 'w_210.png');
}
verdict('delete / first view (EPS)');
for my $n (1 .. $ROUNDS) {
    delete_race('delete / first view (video)', $VIDEO[($n - 1) % @VIDEO],
                'w_200.png', 'w_210.png');
}
verdict('delete / first view (video)');

# --- strip-exif, purge / render ------------------------------------------

for my $n (1 .. $ROUNDS) {
    my $pair = 'strip-exif / render';
    my $id = upload_file('exif/Landscape_6.jpg')->{imageId};
    my ($gets, $strip) = both(0.2,
        sub { map { req($_, GET => "/$P/$id/$_") }
              'original', 'w_160.jpg', 'original', 'w_170.webp' },
        sub { req('strip', POST => "/api/$P/$id/strip-exif", key => $key) });
    tally($pair, @$gets, @$strip);
    $count{$pair}{rounds}++;
    for my $g (grep { $_->{what} eq 'original' } @$gets) {
        wrong($pair, 'the original with EXIF, asked after strip-exif'
              . ' returned') if $g->{t0} > $strip->[0]{t1} && $g->{exif};
    }
    my $o = req('original after', GET => "/$P/$id/original");
    tally($pair, $o);
    wrong($pair, 'the original has EXIF after strip-exif') if $o->{exif};
}
verdict('strip-exif / render');

my $img = upload_file('exif/Landscape_6.jpg')->{imageId};
for my $n (1 .. $ROUNDS) {
    my $pair = 'purge / render';
    my ($gets, $purge) = both(0.2,
        sub { map { req($_, GET => "/$P/$img/$_") } 'w_180.png',
              'w_190.webp', 'w_180.png' },
        sub { req('purge', POST => "/api/$P/images/$img/purge",
                  key => $key) });
    tally($pair, @$gets, @$purge);
    $count{$pair}{rounds}++;
}
verdict('purge / render');

# --- PATCH / list --------------------------------------------------------

for my $n (1 .. $ROUNDS) {
    my $pair = 'PATCH / list';
    my $name = "name $n " . int rand 1e6;
    my ($lists, $patch) = both(0.1,
        sub { map { req('list', GET => "/api/$P/images?limit=100",
                        key => $key) } 1 .. 4 },
        sub { req('PATCH', PATCH => "/api/$P/$img/metadata", key => $key,
                  json => { name => $name }) });
    tally($pair, @$lists, @$patch);
    $count{$pair}{rounds}++;
    my $l = req('list after', GET => "/api/$P/images?limit=100", key => $key);
    tally($pair, $l);
    my ($row) = grep { $_->{imageId} eq $img }
        @{ ($l->{json} || {})->{images} || [] };
    wrong($pair, 'the list after the PATCH: ' . ($row->{name} // 'none'))
        unless ($row->{name} // '') eq $name;
}
verdict('PATCH / list');

# --- transform change / render --------------------------------------------

my $tr = $t->http(POST => "/api/$P/transforms", key => $key,
                  json => { name => 'card', parameters => { w => 100 } });
is($tr->{status}, 201, 'a named transform') or diag($tr->{content});
for my $n (1 .. $ROUNDS) {
    my $pair = 'transform change / render';
    my $w = 100 + $n * 10;
    my ($gets, $put) = both(0.2,
        sub { map { sleep rand 0.05; req('t_card', GET => "/$P/$img/t_card.png") }
              1 .. 4 },
        sub { req('PUT', PUT => "/api/$P/transforms/card", key => $key,
                  json => { parameters => { w => $w } }) });
    tally($pair, @$gets, @$put);
    $count{$pair}{rounds}++;
    for my $g (@$gets) {
        my ($gw) = $g->{size} =~ /^(\d+)x/;
        wrong($pair, "t_card asked after the PUT returned: $g->{size},"
              . " not $w wide") if $g->{t0} > $put->[0]{t1}
                                && ($gw // 0) != $w;
    }
    my $a = req('t_card after', GET => "/$P/$img/t_card.png");
    tally($pair, $a);
    wrong($pair, "t_card after the PUT: $a->{size}")
        unless $a->{size} =~ /^$w x/x;
}
verdict('transform change / render');

# --- deactivate / render -------------------------------------------------

for my $n (1 .. $ROUNDS) {
    my $pair = 'deactivate / render';
    $t->http(POST => "/api/$P/plugins/wt/activate", key => $key);
    my $cached = "/$P/$img/w_150,wt_r$n.png";
    req('prime', GET => $cached);
    my ($gets, $off) = both(0.2,
        sub { map { req($_, GET => $_) } $cached, "/$P/$img/w_151,wt_x$n.png",
              $cached },
        sub { req('deactivate', POST => "/api/$P/plugins/wt/deactivate",
                  key => $key) });
    tally($pair, @$gets, @$off);
    $count{$pair}{rounds}++;
    for my $g (@$gets) {
        wrong($pair, "$g->{what} after the deactivate returned:"
              . " $g->{status} $g->{xcache}")
            if $g->{t0} > $off->[0]{t1} && $g->{status} != 400;
    }
    my $a = req('after', GET => $cached);
    tally($pair, $a);
    wrong($pair, "a wt variant after the deactivate: $a->{status}")
        if $a->{status} != 400;
}
verdict('deactivate / render');

# --- split, extract-svg / view of the parent -----------------------------

for my $n (1 .. $ROUNDS) {
    my $pair = 'split, extract-svg / view';
    my $id = upload_file($EPS[($n - 1) % @EPS])->{imageId};
    wait_done($id);
    my $op = $n % 2 ? 'split' : 'extract-svg';
    my ($views, $job) = both(0.2,
        sub { map { req('view', GET => "/$P/$id/w_" . (220 + $_) . '.png') }
              1 .. 3 },
        sub {
            my $r = req($op, POST => "/api/$P/$id/$op", key => $key);
            my $s = {};
            my $url = ($r->{json} || {})->{statusUrl};
            Pictor::Test::wait_for(sub {
                $s = $t->http(GET => $url, key => $key)->{json} || {};
                ($s->{status} // '') =~ /^(?:Completed|Failed)$/;
            }, 60, 0.2) if $url;
            ($r, { what => "$op job", status => ($s->{status} // '') eq
                   'Completed' ? 200 : 500 });
        });
    tally($pair, @$views, @$job);
    $count{$pair}{rounds}++;
}
verdict('split, extract-svg / view');

# --- storage PUT, migration / delivery ------------------------------------

# a project of its own: its originals end in the bucket
my $S = 'rcs';
my $skey = $t->project_with_key($S, 'races@example.com');
$t->ctl_ok('plan', 'set', $S, 'pro');
for my $n (1 .. $ROUNDS) {
    my $pair = 'storage PUT, migration / delivery';
    my $r = $t->upload($S, key => $skey,
                       file => $t->corpus('images/missing-exif.jpg'));
    my $sid = ($r->{json} || {})->{imageId} // 'img_none';
    my ($gets, $put) = both(0.2,
        sub { map { req($_, GET => "/$S/$sid/$_") } 'w_90.png', 'original',
              "w_9$n.webp" },
        sub { req('PUT storage', PUT => "/api/$S/storage", jar => $own,
                  json => $emu->storage_body(pathPrefix => "r$n/")) });
    tally($pair, @$gets, @$put);
    my ($gets2, $mig) = both(0.2,
        sub { map { req($_, GET => "/$S/$sid/$_") } 'w_80.png', 'original' },
        sub {
            my $m = req('migrate', POST => "/api/$S/migrations/storage",
                        jar => $own);
            my $mid = ($m->{json} || {})->{jobId} // '';
            my $s = {};
            Pictor::Test::wait_for(sub {
                $s = $t->http(GET => "/api/$S/migrations/$mid",
                              jar => $own)->{json} || {};
                ($s->{status} // '') =~ /^(?:Completed|Failed)$/;
            }, 60, 0.2) if $mid;
            ($m, { what => 'migration', status => ($s->{status} // '') eq
                   'Completed' ? 200 : 500 });
        });
    tally($pair, @$gets2, @$mig);
    my $back = req('DELETE storage', DELETE => "/api/$S/storage",
                   jar => $own);
    tally($pair, $back);
    $count{$pair}{rounds}++;
}
verdict('storage PUT, migration / delivery');

# --- the originals cache: fetches, write-through, eviction ------------------

{
    my $pair = 'originals cache: fetch / write-through / eviction';
    my $B = 'rcb';
    my $bkey = $t->project_with_key($B, 'races@example.com');
    $t->ctl_ok('plan', 'set', $B, 'pro');
    my $put = $t->http(PUT => "/api/$B/storage", jar => $own,
                       json => $emu->storage_body(pathPrefix => 'oc/'));
    is($put->{status}, 200, 'a project on the bucket') or diag($put->{content});
    my @files = ('exif/Landscape_1.jpg', 'exif/Landscape_2.jpg',
                 'exif/Landscape_3.jpg', 'images/concert_gray.jpg');
    my @ids = map { my $r = $t->upload($B, key => $bkey,
                                        file => $t->corpus($_));
                    ($r->{json} || {})->{imageId} // 'img_none' } @files;
    for my $n (1 .. $ROUNDS) {
        my ($gets, $writes) = both(0.1,
            sub { map { my $w = 60 + $n * 10 + $_;
                        my $r = req("w_$w", GET => "/$B/$ids[$_ % @ids]/w_$w.png");
                        $r->{want} = $w; $r } 0 .. 7 },
            sub {
                my $u = $t->upload($B, key => $bkey,
                                   file => $t->corpus($files[$n % @files]));
                push @ids, ($u->{json} || {})->{imageId} // 'img_none';
                ({ what => 'upload', t0 => 0, t1 => 0,
                   status => $u->{status} == 201 ? 200 : $u->{status} },
                 req('strip', POST => "/api/$B/$ids[0]/strip-exif",
                     key => $bkey));
            });
        tally($pair, @$gets, @$writes);
        $count{$pair}{rounds}++;
        for my $g (grep { $_->{status} == 200 } @$gets) {
            my ($gw) = $g->{size} =~ /^(\d+)x/;
            wrong($pair, "$g->{what}: $g->{size}") if ($gw // 0) != $g->{want};
        }
    }
    verdict($pair);
}

# --- the database and the stores agree ------------------------------------

ok(Pictor::Test::wait_for(sub {
    !$t->sql_value("SELECT COUNT(*) FROM jobs WHERE status IN"
                   . " ('Pending', 'Running')") }, 120, 0.5),
   'every job ended') or diag(explain [$t->sql("SELECT kind, status,"
   . " error FROM jobs WHERE status IN ('Pending', 'Running')")]);

my %row = map { $_->[0] => 1 } $t->sql("SELECT i.id FROM images i JOIN"
    . " projects p ON p.id = i.project_id WHERE p.slug = '$P'");
opendir my $dh, "$d/storage/$P" or die "$d/storage/$P: $!";
my %object = map { $_ => 1 } grep { !/^\./ } readdir $dh;
closedir $dh;
is_deeply([grep { !$object{$_} } sort keys %row], [],
          'every row has its object');
is_deeply([grep { !$row{$_} } sort keys %object], [],
          'every object has its row');
is_deeply([$t->scratch_left], [], 'no scratch file left');

$t->done;
