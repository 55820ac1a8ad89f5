#!/usr/bin/perl

# The monthly plugin budget (docs/PLUGINS.md, "Budget").  Delivery is
# anonymous, so distinct plugin URLs could bill a project without end:
#
# - a new project starts with 1000 cents; GET/PATCH /api/{p}/settings
#   show and change pluginMonthlyBudgetCents (null: no budget; 400 for
#   anything but null or a whole number of cents), owner only;
# - a miss whose plugins' cost would pass the month's budget is 402
#   plugin-budget-exhausted, naming the plugin, the budget and the month;
#   it is not rendered, not billed, not cached; cache hits still serve;
# - exact under concurrency: two workers, batched billing, 12 clients at
#   once: a budget of N cents of wt (1 cent) allows exactly N renders,
#   and the month's usage then bills exactly N;
# - a budget set mid-month counts what was billed before it;
# - GET /api/{p}/usage shows the budget, the spend and what is left;
# - the shipped conf's commented limit_req for misses, uncommented, works.

use strict;
use warnings;

use Test::More;
use POSIX qw(strftime);
use Pictor::Test;

my $t = Pictor::Test->new->need(qw/module pictorctl/)->need_corpus;
# the shipped batching: a second between flushes, two workers
$t->start;
my $key = $t->project_with_key('bud', 'owner@example.com');
my $MONTH = strftime('%Y-%m', gmtime);
my $jar = $t->jar;
is($t->login('owner@example.com', 'password for bud 1', $jar)->{status},
   200, 'the owner logs in');

sub settings { $t->http(GET => '/api/bud/settings', jar => $jar) }
sub set_budget {
    $t->http(PATCH => '/api/bud/settings', jar => $jar,
             json => { pluginMonthlyBudgetCents => $_[0] });
}
sub usage { $t->http(GET => '/api/bud/usage', key => $key)->{json} || {} }

my $r = settings();
is($r->{json}{pluginMonthlyBudgetCents}, 1000,
   'a new project: a budget of 1000 cents');

for my $bad (-1, 1.5, '10', JSON::PP::true(), 2**53) {
    $r = set_budget($bad);
    $t->problem_ok($r, 400, "budget " . (ref $bad ? 'true' : $bad)
                   . ': 400');
}
like($r->{json}{detail} // '', qr/pluginMonthlyBudgetCents/,
     'the detail names the field');
$r = $t->http(PATCH => '/api/bud/settings', key => $key,
              json => { pluginMonthlyBudgetCents => 5 });
$t->problem_ok($r, 403, 'an API key cannot change the budget');
is(settings()->{json}{pluginMonthlyBudgetCents}, 1000, 'still 1000');

$r = $t->upload('bud', key => $key,
                file => $t->corpus('exif/Landscape_6.jpg'));
is($r->{status}, 201, 'an image') or diag($r->{content});
my $id = $r->{json}{imageId};
is($t->http(POST => '/api/bud/plugins/wt/activate', key => $key)->{status},
   200, 'wt activated');
is($t->http(POST => '/api/bud/plugins/filter/activate',
            key => $key)->{status}, 200, 'filter activated');

# --- exact under concurrency, with the batched flush -------------------

is(set_budget(20)->{json}{pluginMonthlyBudgetCents}, 20, 'budget 20 cents');

my @urls = map { "/bud/$id/w_" . (100 + $_) . ",wt_n$_.png" } 1 .. 48;
my %status;
my @got = $t->fork_each(12, sub {
    my ($i) = @_;
    return join ' ', map { $t->http(GET => $urls[$_])->{status} }
        grep { $_ % 12 == $i } 0 .. $#urls;
});
$status{$_}++ for map { split / / } map { $_ // 'none' } @got;
is($status{200} // 0, 20, 'exactly 20 of 48 wt renders at once: 200');
is($status{402} // 0, 28, 'the other 28: 402');
is(scalar(keys %status), 2, 'nothing else') or diag(explain \%status);

my $u;
ok(Pictor::Test::wait_for(sub {
    $u = usage();
    ($u->{totalCents} // -1) == 20
}, 10, 0.2), 'the month bills exactly 20 cents once flushed')
    or diag(explain $u);
is($u->{pluginMonthlyBudgetCents}, 20, 'usage: the budget');
is($u->{budgetSpentCents}, 20, 'usage: the spend');
is($u->{budgetRemainingCents}, 0, 'usage: nothing left');

# the 402 itself
$r = $t->http(GET => "/bud/$id/w_99,wt_late.png");
my $slug = $t->problem_ok($r, 402, 'past the budget: 402');
is($slug, 'plugin-budget-exhausted', 'type plugin-budget-exhausted');
like($r->{json}{detail} // '', qr/"wt".*\Q$MONTH\E.*20 of 20 cents/,
     'the detail names the plugin, the budget and the month');
like($r->{headers}{'cache-control'} // '', qr/no-store/, 'not cacheable');
isnt($r->{headers}{'x-cache'} // '', 'HIT', 'and not from the cache');

# a hit still serves
my ($served) = grep { $t->http(GET => $_)->{status} == 200 } @urls;
ok($served, 'a variant rendered before');
is($t->http(GET => $served)->{headers}{'x-cache'}, 'HIT',
   'past the budget, a cached variant still serves');
is($t->http(GET => "/bud/$id/w_98.png")->{status}, 200,
   'a variant without plugins renders');

# --- a render running two plugins costs both; raising the budget -------

is(set_budget(26)->{status}, 200, 'budget raised to 26');
$r = $t->http(GET => "/bud/$id/w_97,filter_grayscale,wt_a.png");
is($r->{status}, 200, 'wt + filter (3 cents) within 6 left: 200');
$r = $t->http(GET => "/bud/$id/w_96,filter_grayscale,wt_b.png");
is($r->{status}, 200, 'again (3 more, 26 spent): 200');
$r = $t->http(GET => "/bud/$id/w_95,filter_grayscale,wt_c.png");
$t->problem_ok($r, 402, 'a third would pass 26: 402');
like($r->{json}{detail} // '', qr/plugins "wt", "filter" \(3 cents/,
     'the detail names both plugins and the cost');
ok(Pictor::Test::wait_for(sub { (usage()->{totalCents} // 0) == 26 }, 10,
                          0.2), 'billed 26');

# --- no budget, then one set mid-month counts what was billed ----------

is(set_budget(undef)->{json}{pluginMonthlyBudgetCents}, undef,
   'budget null: none');
for my $n (1 .. 4) {
    is($t->http(GET => "/bud/$id/w_" . (200 + $n) . ",wt_free$n.png")
       ->{status}, 200, "no budget: render $n");
}
ok(Pictor::Test::wait_for(sub { (usage()->{totalCents} // 0) == 30 }, 10,
                          0.2), 'billed 30');
is(usage()->{budgetRemainingCents}, undef, 'no budget: nothing "left"');
is(set_budget(31)->{status}, 200, 'a budget of 31 set now');
is(usage()->{budgetRemainingCents}, 1, 'usage: 1 left');
is($t->http(GET => "/bud/$id/w_210,wt_x.png")->{status}, 200,
   'one more within it');
$t->problem_ok($t->http(GET => "/bud/$id/w_211,wt_y.png"), 402,
               'and then 402: the renders made without a budget count');
is(set_budget(0)->{status}, 200, 'a budget of 0');
$t->problem_ok($t->http(GET => "/bud/$id/w_212,wt_z.png"), 402,
               'budget 0: every plugin miss is 402');

# --- another project is not affected -------------------------------------

my $okey = $t->project_with_key('bud-other', 'other@example.com');
$r = $t->upload('bud-other', key => $okey,
                file => $t->corpus('exif/Landscape_6.jpg'));
my $oid = $r->{json}{imageId};
$t->http(POST => '/api/bud-other/plugins/wt/activate', key => $okey);
is($t->http(GET => "/bud-other/$oid/w_100,wt_o.png")->{status}, 200,
   "another project's budget is its own");

# --- the shipped conf's limit on misses per project, uncommented --------

$t->stop_nginx;
$t->start_nginx(miss_limit_comment => '', miss_rate => '1r/s',
    miss_burst => 2);
my %lim;
for my $w (300 .. 309) {
    $lim{$t->http(GET => "/bud-other/$oid/w_$w.png")->{status}}++;
}
ok(($lim{429} // 0) > 0 && ($lim{200} // 0) >= 2,
   'limit_req on misses: some 429, the burst served')
    or diag(explain \%lim);
my $l = $t->http(GET => "/bud-other/$oid/w_309.png");
$t->problem_ok($l, 429, 'the 429 is a problem') if $l->{status} == 429;
is($t->http(GET => "/bud-other/$oid/w_300.png")->{status}, 200,
   'hits are not limited');

$t->done;
