#!/usr/bin/perl

# libpictor's folders depend one way (docs/ARCHITECTURE.md "Layers"): a
# file in shared/<folder>/ includes headers of its own folder or of folders
# below it, never above; render, the store drivers and the sandbox know no
# SQL; records know no routes; nothing in shared/ knows nginx; no folder
# reaches into another's internals (an _int.h); SQL is written only by the
# folders that own tables; only core, api and delivery turn a failure's
# cause into an HTTP status.  Read from the #include lines and the string
# literals, so a new include or statement that breaks a rule fails here.

use strict;
use warnings;

use Test::More;
use File::Basename qw(dirname);
use Cwd qw(abs_path);

my $root = abs_path(dirname(__FILE__) . '/..');

# lowest first, as in docs/ARCHITECTURE.md's table
my @order = qw(core db store cdn plugins records jobs sandbox eps media video intake
    transform render api delivery);
my %rank = map { $order[$_] => $_ } 0 .. $#order;

# folders that must not reach these, whatever their rank
my %never = (
    render  => [qw(db records jobs api delivery)],
    store   => [qw(db records jobs)],
    cdn     => [qw(db records jobs)],
    sandbox => [qw(db records jobs)],
    records => [qw(api delivery)],
    core    => [grep { $_ ne 'core' } @order],
);

opendir(my $dh, "$root/shared") or die "shared/: $!";
my @dirs = sort grep { !/^\./ && -d "$root/shared/$_" } readdir $dh;
closedir $dh;

is_deeply([sort @dirs], [sort @order],
    'shared/ holds exactly the folders of the layout');

# the folders whose files hold SQL: the rows' owners (the API, delivery,
# render, media and the rest call them)
my %sql = map { $_ => 1 } qw(db records jobs plugins transform);
my $statement = qr/"\s*(?:SELECT|INSERT\s+INTO|UPDATE\s+\w+\s+SET|DELETE\s+FROM
                      |REPLACE\s+INTO)\b/x;

my $files = 0;
for my $d (@dirs) {
    for my $f (sort glob("$root/shared/$d/*.[ch]")) {
        $files++;
        open(my $fh, '<', $f) or die "$f: $!";
        my $text = do { local $/; <$fh> };
        close $fh;
        (my $name = $f) =~ s{^\Q$root\E/}{};

        unlike($text, qr/^#\s*include\s*[<"]ngx_/m, "$name: no nginx");
        # failures travel as causes; only these layers answer in HTTP
        unlike($text,
            qr/\bpt_problem_(?:status|json|retry_after|from_status)\s*\(/,
            "$name: no HTTP status (a pt_cause says what failed)")
            unless $d =~ /^(?:api|delivery|core)$/;
        unlike($text, $statement, "$name: no SQL outside the rows' owners")
            unless $sql{$d};

        while ($text =~ /^#\s*include\s+"([^"]+)"/mg) {
            my $inc = $1;
            my ($to) = $inc =~ m{^([a-z]+)/};
            ok(defined $to && exists $rank{$to},
                "$name: \"$inc\" names its folder") or next;
            next if $to eq $d;
            unlike($inc, qr/_int\.h$/, "$name: not the internals of $to");
            ok($rank{$to} < $rank{$d}, "$name: $to is below $d");
            ok(!grep({ $_ eq $to } @{ $never{$d} || [] }),
                "$name: $d never includes $to");
        }
    }
}
cmp_ok($files, '>', 50, "read $files files");

# one prefix per module: the interface and the statics of the delivery
# grammar, the delivery path and multipart share theirs; the second
# prefixes each used to have are gone (issue 31)
my %retired = (pt_transform_ => 'pt_tf_', pt_delivery_ => 'pt_dl_',
    pt_mp_ => 'pt_multipart_');
my $tree = "$root/{shared/*,ngx_module,daemon,t/unit,t/fuzz}/*.[ch]";
for my $f (sort glob($tree)) {
    open(my $fh, '<', $f) or die "$f: $!";
    my $text = do { local $/; <$fh> };
    close $fh;
    (my $name = $f) =~ s{^\Q$root\E/}{};
    for my $old (sort keys %retired) {
        my @hits = $text =~ /\b(\Q$old\E\w+)\s*\(/g;
        is_deeply(\@hits, [],
            "$name: no $old* (the module's is $retired{$old})");
    }
}


done_testing;
