#!/usr/bin/perl

# conf/pictor.conf is exactly its template, conf/pictor.conf.in, filled
# with the shipped values (t/lib/Pictor/Conf.pm; docs/DEVELOPING.md, "A
# test's nginx.conf"): what the tests run and what users read are one
# configuration.  The filling itself: each slot kind, and the refusals.
# Plain files only, so this never skips.

use strict;
use warnings;

use Test::More;
use FindBin;
use lib "$FindBin::Bin/lib";
use Pictor::Conf;

sub slurp {
    my ($path) = @_;
    open my $fh, '<', $path or return undef;
    local $/;
    return scalar <$fh>;
}

# --- the shipped conf is the template filled --------------------------------

my $want = Pictor::Conf::shipped();
my $have = slurp($Pictor::Conf::SHIPPED_CONF);
ok(defined $have, 'conf/pictor.conf is there');
$have //= '';
if ($have eq $want) {
    pass('conf/pictor.conf is conf/pictor.conf.in filled with the shipped'
        . ' values');
} else {
    my @h = split /\n/, $have, -1;
    my @w = split /\n/, $want, -1;
    my $i = 0;
    $i++ while $i < @h && $i < @w && $h[$i] eq $w[$i];
    fail('conf/pictor.conf is conf/pictor.conf.in filled with the shipped'
        . ' values');
    diag("first difference at line " . ($i + 1) . ":\n"
        . "  conf/pictor.conf: " . ($h[$i] // '(end)') . "\n"
        . "  from the template: " . ($w[$i] // '(end)') . "\n"
        . "edit conf/pictor.conf.in (not conf/pictor.conf), then run\n"
        . "`make conf` (perl t/tools/conf.pl --write)");
}
unlike($have, qr/@\w+@/, 'conf/pictor.conf holds no slot');

my @slots = Pictor::Conf::slots();
is_deeply(\@slots, [sort keys %Pictor::Conf::SHIPPED],
    'every slot of the template has a shipped value, and no more');

# --- filling ----------------------------------------------------------------

my $tpl = "a \@x\@ b;\n    \@blk\@\nc \@x\@;\nd \@y\@;\n";
is(Pictor::Conf::fill({ x => 1, y => 2, blk => '' }, $tpl),
   "a 1 b;\nc 1;\nd 2;\n", 'an empty block slot leaves no line');
is(Pictor::Conf::fill({ x => 1, y => 2, blk => "e;\nf {\n    g;\n}" }, $tpl),
   "a 1 b;\n    e;\n    f {\n        g;\n    }\nc 1;\nd 2;\n",
   'a block slot: each line indented as the slot');
is(Pictor::Conf::fill({ x => 1, y => undef, blk => '' }, $tpl),
   "a 1 b;\nc 1;\n", 'undef inside a line drops the line');
eval { Pictor::Conf::fill({ x => 1, blk => '' }, $tpl) };
like($@, qr/no value for the slot \@y\@/, 'a slot left unfilled dies');
eval { Pictor::Conf::fill({ x => 1, y => 2, blk => '', z => 3 }, $tpl) };
like($@, qr/no slot \@z\@ in .*\(its slots: blk x y\)/,
     'a value for no slot dies, naming the slots there are');
eval { Pictor::Conf::fill({ x => "1\n2", y => 2, blk => '' }, $tpl) };
like($@, qr/\@x\@ is inside a line: one line only/,
     'several lines inside a line die');

done_testing;
