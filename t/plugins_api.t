#!/usr/bin/perl

# Plugins through nginx (docs/API.md "Plugins", "Plugin descriptor", and
# the 400 for a plugin not activated in docs/API.md "Delivery"):
#
# - GET /api/plugins and /api/plugins/{name} are public: every descriptor
#   field, the documented prices and stages; an unknown name is a 404
#   problem.
# - GET /api/{p}/plugins: isActivated, no parameters; the API key or the
#   owner's cookie, 401 without, 403 for another project's key.
# - activate / deactivate: 200 {name, status}, idempotent, unknown 404, no
#   plan needed; a deactivate of an active plugin moves the project's
#   epoch once (cache_events), a repeated one does not.
# - Delivery: a plugin (URL or named transform) not activated is a 400
#   naming the plugin, the project and the activate route; activated, the
#   render runs it (wt's output is not the plain render); deactivated,
#   400 again and the cached variant is never served (not a HIT);
#   re-activated, it is rendered anew (a MISS).
# - Billing: 8 concurrent clients making N distinct misses and M hits
#   count exactly N (plus the primed ones); a URL with two plugins counts
#   one of each; a failed render counts nothing; a use that cannot be
#   recorded is not served, nor cached.
# - GET /api/{p}/usage: shape, current UTC month by default, a month
#   without use, a price change as two line items, 400 naming "month".
# - pictorctl usage SLUG --month M [--csv]: the same line items.

use strict;
use warnings;

use Test::More;
use POSIX qw(strftime);
use Pictor::Test;

my $t = Pictor::Test->new->need(qw/module pictorctl/)->need_corpus;
# every render writes its own use first; the batched default is below
$t->start(http => 'pictor_plugin_billing_flush 0;');

my $key = $t->project_with_key('plg', 'owner@example.com');
my $okey = $t->project_with_key('plg-other', 'other@example.com');
my $MONTH = strftime('%Y-%m', gmtime);
my %PRICE = (bg => 5, smart_crop => 3, wt => 1, filter => 2);
my %STAGE = (bg => 'PreProcess', smart_crop => 'PostResize',
    wt => 'PostProcess', filter => 'PostProcess');
my @FIELDS = qw(category description displayName name
    priceCentsPerInvocation stage urlPrefix vendor);
my $r;

sub keys_are {
    my ($h, $want, $name) = @_;
    local $Test::Builder::Level = $Test::Builder::Level + 1;
    is_deeply([sort keys %{ ref $h eq 'HASH' ? $h : {} }], [sort @$want],
        $name);
}

sub detail { (ref $_[0]{json} eq 'HASH' ? $_[0]{json}{detail} : '') // '' }

sub xcache { scalar(($_[0]{headers} || {})->{'x-cache'}) // '' }

# 400 naming plugin, project and the activate route
sub not_activated {
    my ($path, $plugin, $name) = @_;
    local $Test::Builder::Level = $Test::Builder::Level + 1;
    my $r = $t->http(GET => $path);
    $t->problem_ok($r, 400, "$name: 400");
    like(detail($r), qr/plugin "\Q$plugin\E" is not activated for (?#
        )project "plg"/, "$name: detail names plugin $plugin and the project");
    like(detail($r), qr{POST /api/plg/plugins/\Q$plugin\E/activate},
        "$name: detail points to the activate route");
    isnt(xcache($r), 'HIT', "$name: not from the cache");
    return $r;
}

sub activate {
    my ($plugin, $verb, %o) = @_;
    return $t->http(POST => "/api/plg/plugins/$plugin/" . ($verb
        // 'activate'), key => $key, %o);
}

sub usage_of {
    my ($plugin, $price) = @_;
    return $t->sql_value('SELECT COALESCE(SUM(invocations), 0) FROM'
        . ' plugin_usage u JOIN projects p ON p.id = u.project_id WHERE'
        . " p.slug = 'plg' AND u.plugin = "
        . Pictor::Test::sql_quote($plugin)
        . (defined $price ? " AND u.unit_price_cents = $price" : '')) + 0;
}

sub events { $t->sql_value('SELECT COUNT(*) FROM cache_events') + 0 }

###############################################################################
# public routes

$r = $t->http(GET => '/api/plugins');
is($r->{status}, 200, 'GET /api/plugins without credentials: 200')
    or diag($r->{content});
like($r->{ct} // '', qr{^application/json}, 'GET /api/plugins: JSON');
my $list = ref $r->{json} eq 'ARRAY' ? $r->{json} : [];
is_deeply([map { $_->{name} } @$list], [qw(bg smart_crop wt filter)],
    'the four plugins, in the documented order');

for my $p (@$list) {
    my $n = $p->{name} // '?';
    keys_are($p, [@FIELDS, 'parameters'], "$n: every descriptor field");
    is($p->{priceCentsPerInvocation}, $PRICE{$n}, "$n: the documented price");
    is($p->{stage}, $STAGE{$n}, "$n: the documented stage");
    is($p->{urlPrefix}, $n, "$n: urlPrefix");
    ok(!ref $p->{$_} && length($p->{$_} // ''), "$n: $_ is text")
        for qw(displayName description category vendor);
    ok(ref $p->{parameters} eq 'ARRAY' && @{ $p->{parameters} },
        "$n: parameters");
    for my $pp (@{ ref $p->{parameters} eq 'ARRAY' ? $p->{parameters} : [] })
    {
        keys_are($pp, [qw(key description required defaultValue)],
            "$n: parameter fields");
        ok(JSON::PP::is_bool($pp->{required}), "$n: required is a boolean");
    }

    my $one = $t->http(GET => "/api/plugins/$n");
    is($one->{status}, 200, "GET /api/plugins/$n: 200");
    is_deeply($one->{json}, $p, "GET /api/plugins/$n: the listed one");
}

my %by = map { $_->{name} => $_ } @$list;
is($by{bg}{parameters}[0]{defaultValue}, 'remove', 'bg: default remove');
is($by{smart_crop}{parameters}[0]{defaultValue}, 'center',
    'smart_crop: default center');

for my $bad ('nope', 'BG', 'filters') {
    $r = $t->http(GET => "/api/plugins/$bad");
    $t->problem_ok($r, 404, "GET /api/plugins/$bad: 404 problem");
    like(detail($r), qr/\Q$bad\E/, "$bad: detail names it");
}

###############################################################################
# a project's list, credentials

$r = $t->http(GET => '/api/plg/plugins');
$t->problem_ok($r, 401, 'project list without credentials: 401');
$r = $t->http(GET => '/api/plg/plugins', key => $okey);
$t->problem_ok($r, 403, "project list with another project's key: 403");

sub project_list {
    my (%o) = @_;
    my $r = $t->http(GET => '/api/plg/plugins', key => $key, %o);
    is($r->{status}, 200, 'project list: 200') or diag($r->{content});
    return { map { $_->{name} => $_ }
        @{ ref $r->{json} eq 'ARRAY' ? $r->{json} : [] } };
}

my $pl = project_list();
is_deeply([sort keys %$pl], [sort keys %PRICE], 'project list: the four');
for my $n (sort keys %$pl) {
    keys_are($pl->{$n}, [@FIELDS, 'isActivated'],
        "project list $n: descriptor fields and isActivated, no parameters");
    ok(JSON::PP::is_bool($pl->{$n}{isActivated}) && !$pl->{$n}{isActivated},
        "project list $n: isActivated false");
    is($pl->{$n}{$_}, $by{$n}{$_}, "project list $n: $_ as published")
        for @FIELDS;
}

###############################################################################
# the delivery gate before activation

$r = $t->upload('plg', key => $key, file => $t->corpus('exif/Landscape_1.jpg'));
is($r->{status}, 201, 'upload') or diag($r->{content});
my $id = ($r->{json} || {})->{imageId} // 'img_none';

$r = $t->http(POST => '/api/plg/transforms', key => $key,
    json => { name => 'gray', parameters => { w => 80,
        filter => 'grayscale' } });
is($r->{status}, 201, 'a named transform with filter: 201')
    or diag($r->{content});

not_activated("/plg/$id/w_100,filter_grayscale.png", 'filter',
    'filter_grayscale before activation');
not_activated("/plg/$id/t_gray.png", 'filter',
    'a named transform with filter before activation');

###############################################################################
# activate, deactivate

$r = activate('filter');
is($r->{status}, 200, 'activate filter: 200') or diag($r->{content});
is_deeply($r->{json}, { name => 'filter', status => 'activated' },
    'activate: {name, status: activated}');
$r = activate('filter');
is_deeply([$r->{status}, $r->{json}],
    [200, { name => 'filter', status => 'activated' }],
    'activate again: the same answer');
is($t->sql_value("SELECT COUNT(*) FROM plugin_activations a JOIN projects p"
    . " ON p.id = a.project_id WHERE p.slug = 'plg'"), 1,
    'one activation row');

$pl = project_list();
ok($pl->{filter}{isActivated}, 'project list: filter activated');
ok(!$pl->{$_}{isActivated}, "project list: $_ not") for qw(bg smart_crop wt);
{
    my $r = $t->http(GET => '/api/plg-other/plugins', key => $okey);
    ok(!grep({ $_->{isActivated} } @{ $r->{json} || [] }),
        'the other project has none activated');
}

$r = activate('nope');
$t->problem_ok($r, 404, 'activate an unknown plugin: 404');
like(detail($r), qr/nope/, 'unknown plugin: detail names it');
$r = activate('nope', 'deactivate');
$t->problem_ok($r, 404, 'deactivate an unknown plugin: 404');
$r = $t->http(POST => '/api/plg/plugins/filter/activate');
$t->problem_ok($r, 401, 'activate without credentials: 401');
$r = $t->http(POST => '/api/plg/plugins/filter/activate', key => $okey);
$t->problem_ok($r, 403, "activate with another project's key: 403");

# the owner's cookie (free plan: plugins are not plan-gated)
my $jar = $t->jar;
$t->login('owner@example.com', 'password for plg 1', $jar);
$r = $t->http(POST => '/api/plg/plugins/smart_crop/deactivate', jar => $jar);
is_deeply([$r->{status}, $r->{json}],
    [200, { name => 'smart_crop', status => 'deactivated' }],
    "the owner's cookie: deactivate a plugin that was not active: 200");
$r = $t->http(POST => '/api/plg/plugins/smart_crop/activate', jar => $jar,
    origin => 'https://evil.example');
$t->problem_ok($r, 403, "the owner's cookie from a foreign Origin: 403");
is($t->http(GET => '/api/plg/plugins', jar => $jar)->{status}, 200,
    "project list with the owner's cookie: 200");

###############################################################################
# delivery once activated, and billing

my $url = "/plg/$id/w_100,filter_grayscale.png";
my $before = usage_of('filter');
$r = $t->http(GET => $url);
is($r->{status}, 200, 'filter_grayscale activated: rendered')
    or diag(substr($r->{content}, 0, 300));
is($r->{ct}, 'image/png', 'a png');
is(xcache($r), 'MISS', 'first request: MISS');
is(usage_of('filter'), $before + 1, 'a render with filter: one invocation');
is(usage_of('filter', 2), $before + 1, 'at the current price, 2 cents');

$r = $t->http(GET => $url);
is(xcache($r), 'HIT', 'second request: HIT');
is(usage_of('filter'), $before + 1, 'a cache hit records nothing');

$r = $t->http(GET => "/plg/$id/t_gray.png");
is($r->{status}, 200, 'the named transform with filter: rendered');
is(usage_of('filter'), $before + 2, 'a named transform counts too');

# two plugins, one of them not activated: named, nothing counted
not_activated("/plg/$id/w_100,filter_grayscale,wt_hello.png", 'wt',
    'filter activated, wt not');
is(usage_of('filter'), $before + 2, 'a refused URL records nothing');

is(activate('wt')->{status}, 200, 'activate wt');
$r = $t->http(GET => "/plg/$id/w_101,filter_sepia,wt_hello.png");
is($r->{status}, 200, 'filter and wt: rendered')
    or diag(substr($r->{content}, 0, 300));
is(usage_of('filter'), $before + 3, 'two plugins: one filter');
is(usage_of('wt'), 1, 'two plugins: one wt, at 1 cent');
is(usage_of('wt', 1), 1, 'wt at its price');

# the activated plugin's stage really runs (wt, from i14-cropwt): its
# output is not the plain render's
{
    my $plain = $t->http(GET => "/plg/$id/w_102.png");
    my $text = $t->http(GET => "/plg/$id/w_102,wt_hello.png");
    is($text->{status}, 200, 'wt_hello: rendered');
    ok($plain->{status} == 200 && $text->{content} ne $plain->{content},
        'wt_hello: not the plain render');
    is(usage_of('wt'), 2, 'wt alone: one more invocation');
}

# failed renders (over the output limits, a crop outside the picture)
for my $bad ('w_8192,h_8192,fit_fill,filter_grayscale',
    'cx_5000,filter_grayscale', 'w_5000,dpr_2,filter_grayscale,wt_x')
{
    $r = $t->http(GET => "/plg/$id/$bad.png");
    $t->problem_ok($r, 400, "$bad: the render fails (400)");
}
is(usage_of('filter'), $before + 3, 'failed renders: no filter recorded');
is(usage_of('wt'), 2, 'failed renders: no wt recorded');

# a use that cannot be recorded: the variant is neither served nor cached
{
    my $p = "/plg/$id/w_103,filter_grayscale.png";
    my $n = usage_of('filter');
    $t->sql('RENAME TABLE plugin_usage TO plugin_usage_away');
    my $r = $t->http(GET => $p);
    $t->sql('RENAME TABLE plugin_usage_away TO plugin_usage');
    $t->problem_ok($r, 500, 'usage not recordable: a problem, no image');
    unlike($r->{content}, qr/plugin_usage|SQL|Table/i,
        'usage not recordable: no SQL text in the answer');
    $r = $t->http(GET => $p);
    is_deeply([$r->{status}, xcache($r)], [200, 'MISS'],
        'usage recordable again: rendered anew, nothing was cached');
    is(usage_of('filter'), $n + 1, 'usage recordable again: counted once');
}

###############################################################################
# deactivate: 400 again, the cached variant never served

my $ev = events();
$r = activate('filter', 'deactivate');
is_deeply([$r->{status}, $r->{json}],
    [200, { name => 'filter', status => 'deactivated' }],
    'deactivate filter: 200 {name, status: deactivated}');
is(events(), $ev + 1, 'deactivating an active plugin moves the epoch');
$r = activate('filter', 'deactivate');
is($r->{status}, 200, 'deactivate again: 200');
is(events(), $ev + 1, 'a repeated deactivate moves nothing');

not_activated($url, 'filter', 'the cached URL after deactivate');
not_activated("/plg/$id/t_gray.png", 'filter',
    'the named transform after deactivate');
ok(!$t->http(GET => '/api/plg/plugins', key => $key)->{json}[3]{isActivated},
    'project list: filter no longer activated');

is(activate('filter')->{status}, 200, 'activate filter again');
$before = usage_of('filter');
$r = $t->http(GET => $url);
is($r->{status}, 200, 're-activated: rendered');
is(xcache($r), 'MISS', 're-activated: rendered anew, not the old entry');
is(usage_of('filter'), $before + 1, 're-activated: counted');

###############################################################################
# exact counts under concurrency: 8 clients, N distinct misses, M hits

my @primed = map { "/plg/$id/w_${_},filter_grayscale.png" } 60 .. 63;
for my $p (@primed) {
    my $r = $t->http(GET => $p);
    is($r->{status}, 200, "prime $p") or diag($r->{content});
}
$before = usage_of('filter');
my ($CLIENTS, $N, $M) = (8, 3, 4);
my @res = $t->fork_each($CLIENTS, sub {
    my ($i) = @_;
    my ($h, $m, @out) = (0, 0);
    # hits and misses interleaved: h m h m h m h
    while ($h < $M || $m < $N) {
        my @p;
        push @p, [$primed[($i + $h++) % @primed], 'hit'] if $h < $M;
        push @p, [sprintf('/plg/%s/w_%d,filter_grayscale.png', $id,
            300 + $i * 10 + $m++), 'miss'] if $m < $N;
        for my $p (@p) {
            my $r = $t->http(GET => $p->[0]);
            push @out, "$r->{status}:" . xcache($r) . ":$p->[1]";
        }
    }
    return join ' ', @out;
});
my ($misses, $hits, $bad) = (0, 0, 0);
for my $line (@res) {
    for my $o (split ' ', $line // 'undef') {
        if ($o eq '200:MISS:miss') { $misses++ }
        elsif ($o eq '200:HIT:hit') { $hits++ }
        else { $bad++; diag("unexpected: $o") }
    }
}
is($misses, $CLIENTS * $N, "$CLIENTS clients: every distinct miss a MISS");
is($hits, $CLIENTS * $M, "$CLIENTS clients: every repeat a HIT");
is($bad, 0, 'no other answer');
is(usage_of('filter'), $before + $CLIENTS * $N,
    'usage counts exactly the misses');

###############################################################################
# GET /api/{p}/usage

# an older price this month, as after a price change: its own line item
$t->sql("INSERT INTO plugin_usage (project_id, plugin, month,"
    . " unit_price_cents, invocations) SELECT id, 'filter', '$MONTH', 1, 7"
    . " FROM projects WHERE slug = 'plg'");

my $filter_now = usage_of('filter', 2);
$r = $t->http(GET => '/api/plg/usage', key => $key);
is($r->{status}, 200, 'usage: 200') or diag($r->{content});
my $u = $r->{json} || {};
keys_are($u, [qw(month lineItems totalCents pluginMonthlyBudgetCents
    budgetSpentCents budgetRemainingCents)], 'usage: its fields');
is($u->{month}, $MONTH, 'usage: the current UTC month by default');
my $items = ref $u->{lineItems} eq 'ARRAY' ? $u->{lineItems} : [];
keys_are($_, [qw(plugin invocations unitPriceCents amountCents)],
    'line item fields') for @$items;
is_deeply([map { [$_->{plugin}, $_->{unitPriceCents}, $_->{invocations},
    $_->{amountCents}] } @$items],
    [['filter', 1, 7, 7], ['filter', 2, $filter_now, 2 * $filter_now],
     ['wt', 1, 2, 2]],
    'usage: a line item per plugin and price, amount = invocations x price');
is($u->{totalCents}, 7 + 2 * $filter_now + 2, 'usage: the total');
is($t->http(GET => "/api/plg/usage?month=$MONTH", key => $key)->{content},
    $r->{content}, 'usage: ?month= the current month, the same');

$r = $t->http(GET => '/api/plg/usage?month=2020-01', key => $key);
is_deeply([$r->{status}, $r->{json}],
    [200, { month => '2020-01', lineItems => [], totalCents => 0,
            pluginMonthlyBudgetCents => 1000, budgetSpentCents => 0,
            budgetRemainingCents => 1000 }],
    'usage of a month without use: empty');
$r = $t->http(GET => '/api/plg-other/usage', key => $okey);
is_deeply(($r->{json} || {})->{lineItems}, [],
    "the other project's usage: empty");

for my $m ('2026-13', '2026-1', 'abc', '', '2026-01-01', '1969-12',
    '2026%2D01x')
{
    $r = $t->http(GET => "/api/plg/usage?month=$m", key => $key);
    $t->problem_ok($r, 400, "usage ?month=$m: 400");
    like(detail($r), qr/"month"/, "usage ?month=$m: detail names month");
}
$r = $t->http(GET => '/api/plg/usage');
$t->problem_ok($r, 401, 'usage without credentials: 401');
$r = $t->http(GET => '/api/plg/usage', key => $okey);
$t->problem_ok($r, 403, "usage with another project's key: 403");
is($t->http(GET => '/api/plg/usage', jar => $jar)->{status}, 200,
    "usage with the owner's cookie: 200");

###############################################################################
# pictorctl usage

{
    my ($rc, $out, $err) = $t->ctl('usage', 'plg', '--month', $MONTH,
        '--csv');
    is($rc, 0, 'pictorctl usage --csv: exit 0') or diag($err);
    my @lines = split /\r\n/, $out;
    is(shift(@lines), 'project,month,plugin,invocations,unit_price_cents,'
        . 'amount_cents', 'CSV: the header');
    is_deeply(\@lines, [map { join ',', 'plg', $MONTH, $_->{plugin},
        $_->{invocations}, $_->{unitPriceCents}, $_->{amountCents} }
        @$items], 'CSV: the API\'s line items');

    ($rc, $out, $err) = $t->ctl('usage', 'plg', '--month', $MONTH);
    is($rc, 0, 'pictorctl usage: exit 0') or diag($err);
    (my $flat = $out) =~ s/[ \t]+/ /g;
    like($flat, qr/\bplg\b.*\Q$MONTH\E/, 'text: project and month');
    like($flat, qr/^filter 7 0\.01 0\.07$/m, 'text: the old price line');
    my $amount = sprintf '%.2f', $filter_now * 2 / 100;
    my $total = sprintf '%.2f', ($u->{totalCents} // 0) / 100;
    like($flat, qr/^filter $filter_now 0\.02 \Q$amount\E$/m,
        'text: the current price line');
    like($flat, qr/^total \Q$total\E$/m, 'text: the total in dollars');

    my ($rc2, $out2) = $t->ctl('usage', 'plg');
    is($out2, $out, 'pictorctl usage: the current month by default');

    ($rc, $out) = $t->ctl('usage', 'plg', '--month', '2020-01', '--csv');
    is($out, "project,month,plugin,invocations,unit_price_cents,"
        . "amount_cents\r\n", 'CSV of a month without use: the header');

    ($rc) = $t->ctl('usage', 'nosuch', '--month', $MONTH);
    is($rc, 3, 'pictorctl usage of an unknown project: exit 3');
    ($rc, $out, $err) = $t->ctl('usage', 'plg', '--month', '2026-13');
    is($rc, 2, 'pictorctl usage with a bad month: exit 2');
    like($err, qr/month/, 'bad month: said on stderr');
}

###############################################################################
# pictor_plugin_billing off: a deployment that bills nobody records nothing

{
    $t->stop_nginx;
    $t->start_nginx(http => 'pictor_plugin_billing off;');
    is(activate('wt')->{status}, 200, 'billing off: wt activated');
    my $before = usage_of('wt');
    my $r2 = $t->http(GET => "/plg/$id/w_171,wt_unbilled.png");
    is($r2->{status}, 200, 'billing off: the plugin still renders')
        or diag(substr($r2->{content}, 0, 200));
    is(usage_of('wt'), $before, 'billing off: no use recorded');
}

###############################################################################
# the shipped configuration: uses counted in each worker's batch, written
# once a second (pictor_plugin_billing_flush), at exit, never twice

# the usage once it stops changing (a flush every second), or after 15 s
sub usage_settled {
    my ($plugin) = @_;
    my ($last, $same) = (-1, 0);
    for (1 .. 60) {
        my $n = usage_of($plugin);
        $same = $n == $last ? $same + 1 : 0;
        return $n if $same >= 6;            # 1.5 s without a change
        $last = $n;
        select(undef, undef, undef, 0.25);
    }
    return $last;
}

{
    $t->stop_nginx;
    $t->write_nginx_conf->start_nginx;      # the shipped values
    my $before = usage_of('wt');
    $r = $t->http(GET => "/plg/$id/w_172,wt_billed.png");
    is($r->{status}, 200, 'billing on again: 200');
    is(usage_settled('wt'), $before + 1, 'batched: the use is written');

    # 8 clients, distinct misses and repeated hits: exactly the misses
    $before = usage_of('wt');
    my @res = $t->fork_each($CLIENTS, sub {
        my ($i) = @_;
        my @out;
        for my $k (0 .. 2 * $N - 1) {
            my $w = 500 + $i * 10 + ($k % $N);      # each miss twice
            my $r = $t->http(GET => "/plg/$id/w_$w,wt_batch.png");
            push @out, "$r->{status}:" . xcache($r);
        }
        return join ' ', @out;
    });
    my %seen;
    $seen{$_}++ for map { split ' ', $_ // 'undef' } @res;
    is_deeply(\%seen, { '200:MISS' => $CLIENTS * $N,
        '200:HIT' => $CLIENTS * $N }, 'batched: every miss once, then hits')
        or diag(explain(\%seen));
    is(usage_settled('wt'), $before + $CLIENTS * $N,
        'batched: counts exactly the misses');

    # the database refuses the writes for a while: the counts wait in the
    # batch and arrive once, neither lost nor doubled
    $before = usage_of('wt');
    $t->sql('RENAME TABLE plugin_usage TO plugin_usage_away');
    my @st = map { $t->http(GET => "/plg/$id/w_6$_,wt_batch.png")->{status} }
        10 .. 14;
    sleep 2;                                # failed flushes
    $t->sql('RENAME TABLE plugin_usage_away TO plugin_usage');
    is_deeply(\@st, [(200) x 5], 'batched: served while usage cannot be'
        . ' written (it is counted in memory)');
    is(usage_settled('wt'), $before + 5,
        'batched: written once the table is back, exactly once');

    # a worker that exits writes what it holds: an hour between flushes,
    # then a graceful stop
    $t->stop_nginx;
    $t->start_nginx(http => 'pictor_plugin_billing_flush 1h;');
    $before = usage_of('wt');
    for my $w (700 .. 703) {
        $t->http(GET => "/plg/$id/w_$w,wt_batch.png");
    }
    sleep 1;
    is(usage_of('wt'), $before, 'flush 1h: nothing written yet');
    $t->stop_nginx;
    is(usage_of('wt'), $before + 4, 'flush 1h: written when nginx stops');
    ok($t->sql_value('SELECT COUNT(*) FROM plugin_usage_batches') > 0,
        'every batch leaves its id');
    $t->write_nginx_conf->start_nginx;
}

$t->done;
