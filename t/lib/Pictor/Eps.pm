package Pictor::Eps;

# Helpers of the EPS tests (t/eps_*.t): ghostscript's own page size for a
# file (the authority for width and height), polling an EPS job, the
# derived list, and made-up EPS files.
#
#   my $e = Pictor::Eps->new($t, 'project', $key);
#   my ($w, $h, $pages) = $e->gs_size($path);   # gs -r300, as pictord
#   my $s = $e->wait_job($imageId, $jobId, 'Completed', 60);
#   my @d = $e->derived($imageId);              # list items
#
# Core Perl only; needs gs and vipsheader.

use strict;
use warnings;

use Test::More ();
use Pictor::Test;

sub new {
    my ($class, $t, $project, $key) = @_;
    return bless { t => $t, p => $project, key => $key, n => 0 }, $class;
}

# True when ghostscript is installed where pictord runs it.
sub have_gs { -x '/usr/bin/gs' }

sub need_gs {
    my ($self) = @_;
    Test::More::plan(skip_all => 'no /usr/bin/gs') unless have_gs();
    return $self;
}

# The PostScript section of an EPS (the part a DOS EPS header points at).
sub ps_section {
    my ($bytes) = @_;
    return $bytes unless substr($bytes, 0, 4) eq "\xC5\xD0\xD3\xC6";
    my ($off, $len) = unpack 'V V', substr($bytes, 4, 8);
    return substr($bytes, $off, $len);
}

# The box gs uses for a file it does not crop by itself: a valid
# %%HiResBoundingBox wins over %%BoundingBox (header comments only).
sub header_box {
    my ($ps) = @_;
    my ($box, $hires);
    my $num = qr/[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?/;
    for my $line (split /\r\n|\r|\n/, substr($ps, 0, 8192)) {
        last if $line =~ /^%%(?:EndComments|BeginProlog|BeginSetup)/;
        if (!$box && $line =~ /^%%BoundingBox:\s*($num)\s+($num)\s+($num)\s+($num)/) {
            $box = [$1, $2, $3, $4];
        }
        if (!$hires
            && $line =~ /^%%HiResBoundingBox:\s*($num)\s+($num)\s+($num)\s+($num)/)
        {
            $hires = [$1, $2, $3, $4];
        }
    }
    return $hires || $box;
}

# Runs ghostscript on the file at 300 DPI the way pictord does (EPSCrop
# when the first line of the PostScript says EPSF, else an explicit page
# the size of the box, moved to its origin); returns (width, height,
# pages) of what gs wrote, or () when it wrote nothing.
sub gs_size {
    my ($self, $file) = @_;
    my $t = $self->{t};
    my $bytes = Pictor::Test::read_file($file);
    my $ps = ps_section($bytes);
    my ($first) = $ps =~ /\A([^\r\n]*)/;
    my $n = ++$self->{n};
    my $out = $t->dir . "/gs$n-%d.png";
    my @cmd = ('/usr/bin/gs', '-q', '-dSAFER', '-dBATCH', '-dNOPAUSE',
        '-r300', '-sDEVICE=pngalpha', "-sOutputFile=$out");
    if (substr($first, 0, 23) =~ /EPSF/) {
        push @cmd, '-dEPSCrop', $file;
    } else {
        my $b = header_box($ps) or return ();
        my $w = unpack('f', pack('f', $b->[2])) - unpack('f', pack('f', $b->[0]));
        my $h = unpack('f', pack('f', $b->[3])) - unpack('f', pack('f', $b->[1]));
        push @cmd, "-dDEVICEWIDTHPOINTS=$w", "-dDEVICEHEIGHTPOINTS=$h",
            '-dFIXEDMEDIA', '-c',
            sprintf('<< /BeginPage { pop %s %s translate } >> setpagedevice',
                -$b->[0], -$b->[1]),
            '-f', $file;
    }
    $t->run_cmd(\@cmd);
    my @pages;
    for (my $i = 1; -f sprintf('%s/gs%d-%d.png', $t->dir, $n, $i); $i++) {
        push @pages, sprintf('%s/gs%d-%d.png', $t->dir, $n, $i);
    }
    return () unless @pages;
    my ($w, $h) = png_size($t, $pages[0]);
    unlink @pages;
    return ($w, $h, scalar @pages);
}

# (width, height) of an image file by vipsheader, or ().
sub png_size {
    my ($t, $file) = @_;
    my ($rc, $out) = $t->run_cmd(['vipsheader', '-f', 'width', $file]);
    return () if $rc;
    my ($rc2, $out2) = $t->run_cmd(['vipsheader', '-f', 'height', $file]);
    return () if $rc2;
    s/\s+//g for $out, $out2;
    return ($out, $out2);
}

sub status {
    my ($self, $id, $job) = @_;
    my $path = "/api/$self->{p}/$id/processing-status"
        . (defined $job ? "?jobId=$job" : '');
    return $self->{t}->http(GET => $path, key => $self->{key});
}

# Polls processing-status until status is $want (a string or a regexp),
# up to $timeout seconds (default 60); returns the last status object.
sub wait_job {
    my ($self, $id, $job, $want, $timeout) = @_;
    my $last = {};
    my $re = ref $want ? $want : qr/^\Q$want\E$/;
    Pictor::Test::wait_for(sub {
        my $r = $self->status($id, $job);
        $last = $r->{json} || {} if ($r->{status} || 0) == 200;
        return ($last->{status} // '') =~ $re;
    }, $timeout // 60, 0.2);
    return $last;
}

# Uploads EPS text as $name.eps, testing the 201; returns (imageId,
# processingJobId), placeholders when the upload failed.
sub upload_ok {
    my ($self, $name, $content) = @_;
    local $Test::Builder::Level = $Test::Builder::Level + 1;
    my $r = $self->{t}->upload($self->{p}, key => $self->{key},
        content => $content, filename => "$name.eps");
    Test::More::is($r->{status}, 201, "upload $name: 201")
        or Test::More::diag(substr($r->{content}, 0, 300));
    my $j = $r->{json} || {};
    return ($j->{imageId} // 'eps_00000000000000000000000000',
        $j->{processingJobId} // '00000000-0000-4000-8000-000000000000');
}

# GET derived: the list (array ref), or undef unless 200 with an array.
sub derived {
    my ($self, $id) = @_;
    my $r = $self->{t}->http(GET => "/api/$self->{p}/$id/derived",
        key => $self->{key});
    return undef unless ($r->{status} || 0) == 200
        && ref $r->{json} eq 'ARRAY';
    return $r->{json};
}

# Derived items by derivationType.
sub derived_by_type {
    my ($self, $id) = @_;
    my $d = $self->derived($id) || [];
    return { map { (($_->{derivationType} // '?') => $_) } @$d };
}

# The stored object of an image, as a path under storage/.
# The derived assets named $prefix + a number (split-, svg-), by number.
sub derived_numbered {
    my ($self, $id, $prefix) = @_;
    my $d = $self->derived($id) || [];
    return sort { ($a->{derivationType} =~ /(\d+)$/)[0]
        <=> ($b->{derivationType} =~ /(\d+)$/)[0] }
        grep { ($_->{derivationType} // '') =~ /^\Q$prefix\E\d+$/ } @$d;
}

sub object_path {
    my ($self, $id) = @_;
    return $self->{t}->dir . "/storage/$self->{p}/$id";
}

# A minimal EPS: box "0 0 $w $h" (points), a coloured rectangle; $extra
# PostScript goes before it (e.g. a slow loop).
sub simple_eps {
    my (%o) = @_;
    my $w = $o{w} // 100;
    my $h = $o{h} // 100;
    my $body = $o{body} // "1 0 0 setrgbcolor 10 10 "
        . ($w - 20) . ' ' . ($h - 20) . " rectfill\n";
    return "%!PS-Adobe-3.0 EPSF-3.0\n%%BoundingBox: 0 0 $w $h\n"
        . ($o{header} // '') . "%%EndComments\n"
        . ($o{extra} // '') . $body . "showpage\n%%EOF\n";
}

# A "slow but finite" EPS: an empty loop of $n iterations first.
sub slow_eps {
    my ($n) = @_;
    return simple_eps(extra => "0 1 $n { pop } for\n");
}

1;
