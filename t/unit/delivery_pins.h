/*
 * Pinned answers of pt_dl_key, for t/unit/test_transform_pins.c:
 * GENERATED from the code as it was at commit c9ff021 (before
 * pt_dl_key was split by its steps); do not regenerate to make
 * a test pass.  "#": pt_dl_parse refuses the path; else the
 * format pt_dl_key left (-1: untouched), then '|' and the cache
 * key or '!' and the error.
 */


static const struct {
    const char  *path;
    int          accept;     /* index in dk_accepts */
    const char  *want;
} pin_key[] = {
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/cx_0.jpg", 0,
      "1|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0//jpg" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,cx_0", 0,
      "6|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/cx_0,t_"
      "p@41474/~legacy" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/cx_0,t_p.webp", 0,
      "3|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/cx_0,t_p/web"
      "p" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,cx_0,s_sig1.png", 0,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.83191/wm_"
      "x/png/s:sig1" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/cx_0,w_300,h_200.avif", 0,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200/"
      "avif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/cx_1", 0,
      "6|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/cx_1/~l"
      "egacy" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,cx_1.png", 0,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/cx_1,t_p/png" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/cx_1,t_p,s_Ab-9_z", 0,
      "6|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/cx_1,t_"
      "p@41474/~legacy/s:Ab-9_z" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,cx_1.gif", 0,
      "5|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.60654/cx_1,wm_"
      "x/gif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/cx_1,w_300,h_200.jpg", 1,
      "1|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/cx_1,w_"
      "300,h_200/jpg" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/cx_10", 1,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/cx_10/~avif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,cx_10.webp", 1,
      "3|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/cx_10,t"
      "_p@41474/webp" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/cx_10,t_p,s_sig1.png", 1,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/cx_10,t_p/pn"
      "g/s:sig1" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,cx_10.avif", 1,
      "4|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.83191/cx_"
      "10,wm_x/avif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/cx_10,w_300,h_200", 1,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/cx_10,w_300,"
      "h_200/~avif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/cx_99999.png", 1,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/cx_9999"
      "9/png" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,cx_99999,s_Ab-9_z", 1,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/cx_99999,t_p"
      "/~avif/s:Ab-9_z" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/cx_99999,t_p.gif", 1,
      "5|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/cx_9999"
      "9,t_p@41474/gif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,cx_99999.jpg", 2,
      "1|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.60654/cx_99999"
      ",wm_x/jpg" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/cx_99999,w_300,h_200", 2,
      "3|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/cx_9999"
      "9,w_300,h_200/~webp" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/cx_100000.webp", 2,
      "3|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/cx_100000/we"
      "bp" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,cx_100000,s_sig1.png", 2,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/cx_1000"
      "00,t_p@41474/png/s:sig1" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/cx_100000,t_p.avif", 2,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/cx_100000,t_"
      "p/avif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,cx_100000", 2,
      "3|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.83191/cx_"
      "100000,wm_x/~webp" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/cx_100000,w_300,h_200.png", 2,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/cx_100000,w_"
      "300,h_200/png" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/cx_100001,s_Ab-9_z", 2,
      "-1!token \"cx_100001\": cx must be an integer from 0 to 100000" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,cx_100001.gif", 2,
      "-1!token \"cx_100001\": cx must be an integer from 0 to 100000" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/cx_100001,t_p.jpg", 3,
      "-1!token \"cx_100001\": cx must be an integer from 0 to 100000" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,cx_100001", 3,
      "-1!token \"cx_100001\": cx must be an integer from 0 to 100000" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/cx_100001,w_300,h_200.we"
      "bp", 3,
      "-1!token \"cx_100001\": cx must be an integer from 0 to 100000" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/cx_01,s_sig1.png", 3,
      "-1!token \"cx_01\": cx must be an integer from 0 to 100000" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,cx_01.avif", 3,
      "-1!token \"cx_01\": cx must be an integer from 0 to 100000" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/cx_01,t_p", 3,
      "-1!token \"cx_01\": cx must be an integer from 0 to 100000" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,cx_01.png", 3,
      "-1!token \"cx_01\": cx must be an integer from 0 to 100000" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/cx_01,w_300,h_200,s_Ab-9_z", 3,
      "-1!token \"cx_01\": cx must be an integer from 0 to 100000" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/cx_-1.gif", 3,
      "-1!token \"cx_-1\": cx must be an integer from 0 to 100000" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,cx_-1.jpg", 4,
      "-1!token \"cx_-1\": cx must be an integer from 0 to 100000" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/cx_-1,t_p", 4,
      "-1!token \"cx_-1\": cx must be an integer from 0 to 100000" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,cx_-1.webp", 4,
      "-1!token \"cx_-1\": cx must be an integer from 0 to 100000" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/cx_-1,w_300,h_200,s_sig1"
      ".png", 4,
      "-1!token \"cx_-1\": cx must be an integer from 0 to 100000" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/cx_1.5.avif", 4,
      "-1!token \"cx_1.5\": cx must be an integer from 0 to 100000" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,cx_1.5", 4,
      "-1!token \"cx_1.5\": cx must be an integer from 0 to 100000" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/cx_1.5,t_p.png", 4,
      "-1!token \"cx_1.5\": cx must be an integer from 0 to 100000" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,cx_1.5,s_Ab-9_z", 4,
      "-1!token \"cx_1.5\": cx must be an integer from 0 to 100000" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/cx_1.5,w_300,h_200.gif", 4,
      "-1!token \"cx_1.5\": cx must be an integer from 0 to 100000" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/cx_.jpg", 5,
      "-1!token \"cx_\": no value after \"cx_\"" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,cx_", 5,
      "-1!token \"cx_\": no value after \"cx_\"" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/cx_,t_p.webp", 5,
      "-1!token \"cx_\": no value after \"cx_\"" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,cx_,s_sig1.png", 5,
      "-1!token \"cx_\": no value after \"cx_\"" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/cx_,w_300,h_200.avif", 5,
      "-1!token \"cx_\": no value after \"cx_\"" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/cy_0", 5,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0//~avif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,cy_0.png", 5,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/cy_0,t_"
      "p@41474/png" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/cy_0,t_p,s_Ab-9_z", 5,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/cy_0,t_p/~av"
      "if/s:Ab-9_z" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,cy_0.gif", 5,
      "5|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.83191/wm_"
      "x/gif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/cy_0,w_300,h_200.jpg", 6,
      "1|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200/"
      "jpg" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/cy_2", 6,
      "6|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/cy_2/~l"
      "egacy" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,cy_2.webp", 6,
      "3|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/cy_2,t_p/web"
      "p" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/cy_2,t_p,s_sig1.png", 6,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/cy_2,t_"
      "p@41474/png/s:sig1" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,cy_2.avif", 6,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.60654/cy_2,wm_"
      "x/avif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/cy_2,w_300,h_200", 6,
      "6|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/cy_2,w_"
      "300,h_200/~legacy" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/cy_20.png", 6,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/cy_20/png" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,cy_20,s_Ab-9_z", 6,
      "6|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/cy_20,t"
      "_p@41474/~legacy/s:Ab-9_z" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/cy_20,t_p.gif", 6,
      "5|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/cy_20,t_p/gi"
      "f" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,cy_20.jpg", 0,
      "1|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.83191/cy_"
      "20,wm_x/jpg" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/cy_20,w_300,h_200", 0,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/cy_20,w_300,"
      "h_200/~legacy" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/cy_100000.webp", 0,
      "3|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/cy_1000"
      "00/webp" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,cy_100000,s_sig1.png", 0,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/cy_100000,t_"
      "p/png/s:sig1" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/cy_100000,t_p.avif", 0,
      "4|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/cy_1000"
      "00,t_p@41474/avif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,cy_100000", 0,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.60654/cy_10000"
      "0,wm_x/~legacy" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/cy_100000,w_300,h_200.pn"
      "g", 0,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/cy_1000"
      "00,w_300,h_200/png" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/cy_100001,s_Ab-9_z", 0,
      "-1!token \"cy_100001\": cy must be an integer from 0 to 100000" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,cy_100001.gif", 0,
      "-1!token \"cy_100001\": cy must be an integer from 0 to 100000" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/cy_100001,t_p.jpg", 1,
      "-1!token \"cy_100001\": cy must be an integer from 0 to 100000" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,cy_100001", 1,
      "-1!token \"cy_100001\": cy must be an integer from 0 to 100000" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/cy_100001,w_300,h_200.webp", 1,
      "-1!token \"cy_100001\": cy must be an integer from 0 to 100000" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/cy_00,s_sig1.png", 1,
      "-1!token \"cy_00\": cy must be an integer from 0 to 100000" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,cy_00.avif", 1,
      "-1!token \"cy_00\": cy must be an integer from 0 to 100000" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/cy_00,t_p", 1,
      "-1!token \"cy_00\": cy must be an integer from 0 to 100000" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,cy_00.png", 1,
      "-1!token \"cy_00\": cy must be an integer from 0 to 100000" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/cy_00,w_300,h_200,s_Ab-9"
      "_z", 1,
      "-1!token \"cy_00\": cy must be an integer from 0 to 100000" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/cy_x.gif", 1,
      "-1!token \"cy_x\": cy must be an integer from 0 to 100000" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,cy_x.jpg", 2,
      "-1!token \"cy_x\": cy must be an integer from 0 to 100000" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/cy_x,t_p", 2,
      "-1!token \"cy_x\": cy must be an integer from 0 to 100000" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,cy_x.webp", 2,
      "-1!token \"cy_x\": cy must be an integer from 0 to 100000" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/cy_x,w_300,h_200,s_sig1.png", 2,
      "-1!token \"cy_x\": cy must be an integer from 0 to 100000" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/cw_1.avif", 2,
      "4|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/cw_1/av"
      "if" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,cw_1", 2,
      "3|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/cw_1,t_p/~we"
      "bp" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/cw_1,t_p.png", 2,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/cw_1,t_"
      "p@41474/png" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,cw_1,s_Ab-9_z", 2,
      "3|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.60654/cw_1,wm_"
      "x/~webp/s:Ab-9_z" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/cw_1,w_300,h_200.gif", 2,
      "5|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/cw_1,w_"
      "300,h_200/gif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/cw_5.jpg", 3,
      "1|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/cw_5/jpg" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,cw_5", 3,
      "6|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/cw_5,t_"
      "p@41474/~legacy" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/cw_5,t_p.webp", 3,
      "3|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/cw_5,t_p/web"
      "p" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,cw_5,s_sig1.png", 3,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.83191/cw_"
      "5,wm_x/png/s:sig1" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/cw_5,w_300,h_200.avif", 3,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/cw_5,w_300,h"
      "_200/avif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/cw_300", 3,
      "6|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/cw_300/"
      "~legacy" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,cw_300.png", 3,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/cw_300,t_p/p"
      "ng" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/cw_300,t_p,s_Ab-9_z", 3,
      "6|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/cw_300,"
      "t_p@41474/~legacy/s:Ab-9_z" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,cw_300.gif", 3,
      "5|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.60654/cw_300,w"
      "m_x/gif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/cw_300,w_300,h_200.jpg", 4,
      "1|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/cw_300,"
      "w_300,h_200/jpg" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/cw_100000", 4,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/cw_100000/~l"
      "egacy" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,cw_100000.webp", 4,
      "3|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/cw_1000"
      "00,t_p@41474/webp" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/cw_100000,t_p,s_sig1.png", 4,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/cw_100000,t_"
      "p/png/s:sig1" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,cw_100000.avif", 4,
      "4|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.83191/cw_"
      "100000,wm_x/avif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/cw_100000,w_300,h_200", 4,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/cw_100000,w_"
      "300,h_200/~legacy" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/cw_0.png", 4,
      "-1!token \"cw_0\": cw must be an integer from 1 to 100000" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,cw_0,s_Ab-9_z", 4,
      "-1!token \"cw_0\": cw must be an integer from 1 to 100000" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/cw_0,t_p.gif", 4,
      "-1!token \"cw_0\": cw must be an integer from 1 to 100000" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,cw_0.jpg", 5,
      "-1!token \"cw_0\": cw must be an integer from 1 to 100000" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/cw_0,w_300,h_200", 5,
      "-1!token \"cw_0\": cw must be an integer from 1 to 100000" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/cw_100001.webp", 5,
      "-1!token \"cw_100001\": cw must be an integer from 1 to 100000" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,cw_100001,s_sig1.png", 5,
      "-1!token \"cw_100001\": cw must be an integer from 1 to 100000" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/cw_100001,t_p.avif", 5,
      "-1!token \"cw_100001\": cw must be an integer from 1 to 100000" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,cw_100001", 5,
      "-1!token \"cw_100001\": cw must be an integer from 1 to 100000" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/cw_100001,w_300,h_200.png", 5,
      "-1!token \"cw_100001\": cw must be an integer from 1 to 100000" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/cw_+1,s_Ab-9_z", 5,
      "-1!token \"cw_+1\": cw must be an integer from 1 to 100000" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,cw_+1.gif", 5,
      "-1!token \"cw_+1\": cw must be an integer from 1 to 100000" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/cw_+1,t_p.jpg", 6,
      "-1!token \"cw_+1\": cw must be an integer from 1 to 100000" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,cw_+1", 6,
      "-1!token \"cw_+1\": cw must be an integer from 1 to 100000" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/cw_+1,w_300,h_200.webp", 6,
      "-1!token \"cw_+1\": cw must be an integer from 1 to 100000" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/ch_1,s_sig1.png", 6,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/ch_1/png/s:s"
      "ig1" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,ch_1.avif", 6,
      "4|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/ch_1,t_"
      "p@41474/avif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/ch_1,t_p", 6,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/ch_1,t_p/~le"
      "gacy" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,ch_1.png", 6,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.83191/ch_"
      "1,wm_x/png" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/ch_1,w_300,h_200,s_Ab-9_z", 6,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/ch_1,w_300,h"
      "_200/~legacy/s:Ab-9_z" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/ch_4.gif", 6,
      "5|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/ch_4/gi"
      "f" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,ch_4.jpg", 0,
      "1|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/ch_4,t_p/jpg" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/ch_4,t_p", 0,
      "6|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/ch_4,t_"
      "p@41474/~legacy" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,ch_4.webp", 0,
      "3|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.60654/ch_4,wm_"
      "x/webp" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/ch_4,w_300,h_200,s_sig1."
      "png", 0,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/ch_4,w_"
      "300,h_200/png/s:sig1" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/ch_400.avif", 0,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/ch_400/avif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,ch_400", 0,
      "6|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/ch_400,"
      "t_p@41474/~legacy" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/ch_400,t_p.png", 0,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/ch_400,t_p/p"
      "ng" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,ch_400,s_Ab-9_z", 0,
      "6|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.83191/ch_"
      "400,wm_x/~legacy/s:Ab-9_z" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/ch_400,w_300,h_200.gif", 0,
      "5|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/ch_400,w_300"
      ",h_200/gif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/ch_100000.jpg", 1,
      "1|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/ch_1000"
      "00/jpg" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,ch_100000", 1,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/ch_100000,t_"
      "p/~avif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/ch_100000,t_p.webp", 1,
      "3|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/ch_1000"
      "00,t_p@41474/webp" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,ch_100000,s_sig1.png", 1,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.60654/ch_10000"
      "0,wm_x/png/s:sig1" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/ch_100000,w_300,h_200.av"
      "if", 1,
      "4|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/ch_1000"
      "00,w_300,h_200/avif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/ch_0", 1,
      "-1!token \"ch_0\": ch must be an integer from 1 to 100000" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,ch_0.png", 1,
      "-1!token \"ch_0\": ch must be an integer from 1 to 100000" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/ch_0,t_p,s_Ab-9_z", 1,
      "-1!token \"ch_0\": ch must be an integer from 1 to 100000" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,ch_0.gif", 1,
      "-1!token \"ch_0\": ch must be an integer from 1 to 100000" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/ch_0,w_300,h_200.jpg", 2,
      "-1!token \"ch_0\": ch must be an integer from 1 to 100000" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/ch_100001", 2,
      "-1!token \"ch_100001\": ch must be an integer from 1 to 100000" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,ch_100001.webp", 2,
      "-1!token \"ch_100001\": ch must be an integer from 1 to 100000" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/ch_100001,t_p,s_sig1.png", 2,
      "-1!token \"ch_100001\": ch must be an integer from 1 to 100000" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,ch_100001.avif", 2,
      "-1!token \"ch_100001\": ch must be an integer from 1 to 100000" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/ch_100001,w_300,h_200", 2,
      "-1!token \"ch_100001\": ch must be an integer from 1 to 100000" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/ch_1e3.png", 2,
      "-1!token \"ch_1e3\": ch must be an integer from 1 to 100000" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,ch_1e3,s_Ab-9_z", 2,
      "-1!token \"ch_1e3\": ch must be an integer from 1 to 100000" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/ch_1e3,t_p.gif", 2,
      "-1!token \"ch_1e3\": ch must be an integer from 1 to 100000" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,ch_1e3.jpg", 3,
      "-1!token \"ch_1e3\": ch must be an integer from 1 to 100000" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/ch_1e3,w_300,h_200", 3,
      "-1!token \"ch_1e3\": ch must be an integer from 1 to 100000" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_1.webp", 3,
      "3|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_1/web"
      "p" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_1,s_sig1.png", 3,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_1,t_p/png/"
      "s:sig1" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_1,t_p.avif", 3,
      "4|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_1,t_p"
      "@41474/avif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,w_1", 3,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.60654/w_1,wm_x"
      "/~legacy" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_1,w_300,h_200.png", 3,
      "-1!token \"w_300\": w is given twice; a key may appear once" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_5,s_Ab-9_z", 3,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_5/~legacy/"
      "s:Ab-9_z" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_5.gif", 3,
      "5|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_5,t_p"
      "@41474/gif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_5,t_p.jpg", 4,
      "1|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_5,t_p/jpg" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,w_5", 4,
      "6|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.83191/w_5"
      ",wm_x/~legacy" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_5,w_300,h_200.webp", 4,
      "-1!token \"w_300\": w is given twice; a key may appear once" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,s_sig1.png", 4,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300/p"
      "ng/s:sig1" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300.avif", 4,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,t_p/av"
      "if" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,t_p", 4,
      "6|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,t"
      "_p@41474/~legacy" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,w_300.png", 4,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.60654/w_300,wm"
      "_x/png" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,w_300,h_200,s_Ab-9"
      "_z", 4,
      "-1!token \"w_300\": w is given twice; a key may appear once" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_500.gif", 4,
      "5|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_500/gif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_500.jpg", 5,
      "1|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_500,t"
      "_p@41474/jpg" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_500,t_p", 5,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_500,t_p/~a"
      "vif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,w_500.webp", 5,
      "3|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.83191/w_5"
      "00,wm_x/webp" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_500,w_300,h_200,s_sig1.png", 5,
      "-1!token \"w_300\": w is given twice; a key may appear once" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_1024.avif", 5,
      "4|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_1024/"
      "avif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_1024", 5,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_1024,t_p/~"
      "avif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_1024,t_p.png", 5,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_1024,"
      "t_p@41474/png" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,w_1024,s_Ab-9_z", 5,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.60654/w_1024,w"
      "m_x/~avif/s:Ab-9_z" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_1024,w_300,h_200.gif", 5,
      "-1!token \"w_300\": w is given twice; a key may appear once" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_8192.jpg", 6,
      "1|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_8192/jpg" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_8192", 6,
      "6|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_8192,"
      "t_p@41474/~legacy" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_8192,t_p.webp", 6,
      "3|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_8192,t_p/w"
      "ebp" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,w_8192,s_sig1.png", 6,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.83191/w_8"
      "192,wm_x/png/s:sig1" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_8192,w_300,h_200.avif", 6,
      "-1!token \"w_300\": w is given twice; a key may appear once" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_0", 6,
      "-1!token \"w_0\": w must be an integer from 1 to 8192" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_0.png", 6,
      "-1!token \"w_0\": w must be an integer from 1 to 8192" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_0,t_p,s_Ab-9_z", 6,
      "-1!token \"w_0\": w must be an integer from 1 to 8192" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,w_0.gif", 6,
      "-1!token \"w_0\": w must be an integer from 1 to 8192" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_0,w_300,h_200.jpg", 0,
      "-1!token \"w_0\": w must be an integer from 1 to 8192" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_8193", 0,
      "-1!token \"w_8193\": w must be an integer from 1 to 8192" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_8193.webp", 0,
      "-1!token \"w_8193\": w must be an integer from 1 to 8192" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_8193,t_p,s_sig1.png", 0,
      "-1!token \"w_8193\": w must be an integer from 1 to 8192" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,w_8193.avif", 0,
      "-1!token \"w_8193\": w must be an integer from 1 to 8192" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_8193,w_300,h_200", 0,
      "-1!token \"w_8193\": w must be an integer from 1 to 8192" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_00.png", 0,
      "-1!token \"w_00\": w must be an integer from 1 to 8192" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_00,s_Ab-9_z", 0,
      "-1!token \"w_00\": w must be an integer from 1 to 8192" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_00,t_p.gif", 0,
      "-1!token \"w_00\": w must be an integer from 1 to 8192" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,w_00.jpg", 1,
      "-1!token \"w_00\": w must be an integer from 1 to 8192" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_00,w_300,h_200", 1,
      "-1!token \"w_00\": w must be an integer from 1 to 8192" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_1.0.webp", 1,
      "-1!token \"w_1.0\": w must be an integer from 1 to 8192" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_1.0,s_sig1.png", 1,
      "-1!token \"w_1.0\": w must be an integer from 1 to 8192" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_1.0,t_p.avif", 1,
      "-1!token \"w_1.0\": w must be an integer from 1 to 8192" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,w_1.0", 1,
      "-1!token \"w_1.0\": w must be an integer from 1 to 8192" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_1.0,w_300,h_200.png", 1,
      "-1!token \"w_1.0\": w must be an integer from 1 to 8192" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300px,s_Ab-9_z", 1,
      "-1!token \"w_300px\": w must be an integer from 1 to 8192" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300px.gif", 1,
      "-1!token \"w_300px\": w must be an integer from 1 to 8192" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300px,t_p.jpg", 2,
      "-1!token \"w_300px\": w must be an integer from 1 to 8192" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,w_300px", 2,
      "-1!token \"w_300px\": w must be an integer from 1 to 8192" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300px,w_300,h_200.webp", 2,
      "-1!token \"w_300px\": w must be an integer from 1 to 8192" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_ 1,s_sig1.png", 2,
      "-1!token \"w_ 1\": w must be an integer from 1 to 8192" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_ 1.avif", 2,
      "-1!token \"w_ 1\": w must be an integer from 1 to 8192" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_ 1,t_p", 2,
      "-1!token \"w_ 1\": w must be an integer from 1 to 8192" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,w_ 1.png", 2,
      "-1!token \"w_ 1\": w must be an integer from 1 to 8192" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_ 1,w_300,h_200,s_Ab-9_z", 2,
      "-1!token \"w_ 1\": w must be an integer from 1 to 8192" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_0x10.gif", 2,
      "-1!token \"w_0x10\": w must be an integer from 1 to 8192" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_0x10.jpg", 3,
      "-1!token \"w_0x10\": w must be an integer from 1 to 8192" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_0x10,t_p", 3,
      "-1!token \"w_0x10\": w must be an integer from 1 to 8192" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,w_0x10.webp", 3,
      "-1!token \"w_0x10\": w must be an integer from 1 to 8192" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_0x10,w_300,h_200,s_sig"
      "1.png", 3,
      "-1!token \"w_0x10\": w must be an integer from 1 to 8192" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_99999999999999999999.avif", 3,
      "-1!token \"w_99999999999999999999\": w must be an integer from 1 t"
      "o 8192" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_999999999999999999"
      "99", 3,
      "-1!token \"w_99999999999999999999\": w must be an integer from 1 t"
      "o 8192" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_99999999999999999999,t_p.pn"
      "g", 3,
      "-1!token \"w_99999999999999999999\": w must be an integer from 1 t"
      "o 8192" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,w_99999999999999999"
      "999,s_Ab-9_z", 3,
      "-1!token \"w_99999999999999999999\": w must be an integer from 1 t"
      "o 8192" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_99999999999999999999,w_300,"
      "h_200.gif", 3,
      "-1!token \"w_99999999999999999999\": w must be an integer from 1 t"
      "o 8192" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/h_1.jpg", 4,
      "1|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/h_1/jpg" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,h_1", 4,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/h_1,t_p/~leg"
      "acy" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/h_1,t_p.webp", 4,
      "3|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/h_1,t_p"
      "@41474/webp" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,h_1,s_sig1.png", 4,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.60654/h_1,wm_x"
      "/png/s:sig1" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/h_1,w_300,h_200.avif", 4,
      "-1!token \"h_200\": h is given twice; a key may appear once" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/h_6", 4,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/h_6/~legacy" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,h_6.png", 4,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/h_6,t_p"
      "@41474/png" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/h_6,t_p,s_Ab-9_z", 4,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/h_6,t_p/~leg"
      "acy/s:Ab-9_z" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,h_6.gif", 4,
      "5|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.83191/h_6"
      ",wm_x/gif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/h_6,w_300,h_200.jpg", 5,
      "-1!token \"h_200\": h is given twice; a key may appear once" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/h_200", 5,
      "4|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/h_200/~"
      "avif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,h_200.webp", 5,
      "3|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/h_200,t_p/we"
      "bp" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/h_200,t_p,s_sig1.png", 5,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/h_200,t"
      "_p@41474/png/s:sig1" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,h_200.avif", 5,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.60654/h_200,wm"
      "_x/avif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/h_200,w_300,h_200", 5,
      "-1!token \"h_200\": h is given twice; a key may appear once" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/h_768.png", 5,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/h_768/png" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,h_768,s_Ab-9_z", 5,
      "4|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/h_768,t"
      "_p@41474/~avif/s:Ab-9_z" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/h_768,t_p.gif", 5,
      "5|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/h_768,t_p/gi"
      "f" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,h_768.jpg", 6,
      "1|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.83191/h_7"
      "68,wm_x/jpg" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/h_768,w_300,h_200", 6,
      "-1!token \"h_200\": h is given twice; a key may appear once" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/h_8192.webp", 6,
      "3|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/h_8192/"
      "webp" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,h_8192,s_sig1.png", 6,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/h_8192,t_p/p"
      "ng/s:sig1" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/h_8192,t_p.avif", 6,
      "4|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/h_8192,"
      "t_p@41474/avif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,h_8192", 6,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.60654/h_8192,w"
      "m_x/~legacy" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/h_8192,w_300,h_200.png", 6,
      "-1!token \"h_200\": h is given twice; a key may appear once" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/h_0,s_Ab-9_z", 6,
      "-1!token \"h_0\": h must be an integer from 1 to 8192" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,h_0.gif", 6,
      "-1!token \"h_0\": h must be an integer from 1 to 8192" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/h_0,t_p.jpg", 0,
      "-1!token \"h_0\": h must be an integer from 1 to 8192" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,h_0", 0,
      "-1!token \"h_0\": h must be an integer from 1 to 8192" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/h_0,w_300,h_200.webp", 0,
      "-1!token \"h_0\": h must be an integer from 1 to 8192" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/h_8193,s_sig1.png", 0,
      "-1!token \"h_8193\": h must be an integer from 1 to 8192" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,h_8193.avif", 0,
      "-1!token \"h_8193\": h must be an integer from 1 to 8192" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/h_8193,t_p", 0,
      "-1!token \"h_8193\": h must be an integer from 1 to 8192" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,h_8193.png", 0,
      "-1!token \"h_8193\": h must be an integer from 1 to 8192" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/h_8193,w_300,h_200,s_Ab-"
      "9_z", 0,
      "-1!token \"h_8193\": h must be an integer from 1 to 8192" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/h_-5.gif", 0,
      "-1!token \"h_-5\": h must be an integer from 1 to 8192" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,h_-5.jpg", 1,
      "-1!token \"h_-5\": h must be an integer from 1 to 8192" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/h_-5,t_p", 1,
      "-1!token \"h_-5\": h must be an integer from 1 to 8192" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,h_-5.webp", 1,
      "-1!token \"h_-5\": h must be an integer from 1 to 8192" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/h_-5,w_300,h_200,s_sig1.png", 1,
      "-1!token \"h_-5\": h must be an integer from 1 to 8192" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/h_abc.avif", 1,
      "-1!token \"h_abc\": h must be an integer from 1 to 8192" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,h_abc", 1,
      "-1!token \"h_abc\": h must be an integer from 1 to 8192" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/h_abc,t_p.png", 1,
      "-1!token \"h_abc\": h must be an integer from 1 to 8192" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,h_abc,s_Ab-9_z", 1,
      "-1!token \"h_abc\": h must be an integer from 1 to 8192" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/h_abc,w_300,h_200.gif", 1,
      "-1!token \"h_abc\": h must be an integer from 1 to 8192" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/dpr_1.jpg", 2,
      "1|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0//jpg" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,dpr_1", 2,
      "3|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/dpr_1,t"
      "_p@41474/~webp" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/dpr_1,t_p.webp", 2,
      "3|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/dpr_1,t_p/we"
      "bp" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,dpr_1,s_sig1.png", 2,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.83191/wm_"
      "x/png/s:sig1" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/dpr_1,w_300,h_200.avif", 2,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200/"
      "avif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/dpr_1.0", 2,
      "3|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0//~webp" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,dpr_1.0.png", 2,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/dpr_1,t_p/pn"
      "g" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/dpr_1.0,t_p,s_Ab-9_z", 2,
      "3|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/dpr_1,t"
      "_p@41474/~webp/s:Ab-9_z" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,dpr_1.0.gif", 2,
      "5|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.60654/wm_x/gif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/dpr_1.0,w_300,h_200.jpg", 3,
      "1|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200/jpg" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/dpr_1.00", 3,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0//~legacy" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,dpr_1.00.webp", 3,
      "3|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/dpr_1,t"
      "_p@41474/webp" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/dpr_1.00,t_p,s_sig1.png", 3,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/dpr_1,t_p/pn"
      "g/s:sig1" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,dpr_1.00.avif", 3,
      "4|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.83191/wm_"
      "x/avif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/dpr_1.00,w_300,h_200", 3,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200/"
      "~legacy" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/dpr_1.5.png", 3,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/dpr_1.5"
      "/png" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,dpr_1.5,s_Ab-9_z", 3,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/dpr_1.5,t_p/"
      "~legacy/s:Ab-9_z" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/dpr_1.5,t_p.gif", 3,
      "5|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/dpr_1.5"
      ",t_p@41474/gif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,dpr_1.5.jpg", 4,
      "1|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.60654/dpr_1.5,"
      "wm_x/jpg" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/dpr_1.5,w_300,h_200", 4,
      "6|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_1.5/~legacy" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/dpr_1.50.webp", 4,
      "3|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/dpr_1.5/webp" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,dpr_1.50,s_sig1.png", 4,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/dpr_1.5"
      ",t_p@41474/png/s:sig1" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/dpr_1.50,t_p.avif", 4,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/dpr_1.5,t_p/"
      "avif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,dpr_1.50", 4,
      "6|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.83191/dpr"
      "_1.5,wm_x/~legacy" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/dpr_1.50,w_300,h_200.png", 4,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "dpr_1.5/png" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/dpr_1.05,s_Ab-9_z", 4,
      "6|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/dpr_1.0"
      "5/~legacy/s:Ab-9_z" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,dpr_1.05.gif", 4,
      "5|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/dpr_1.05,t_p"
      "/gif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/dpr_1.05,t_p.jpg", 5,
      "1|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/dpr_1.0"
      "5,t_p@41474/jpg" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,dpr_1.05", 5,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.60654/dpr_1.05"
      ",wm_x/~avif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/dpr_1.05,w_300,h_200.web"
      "p", 5,
      "3|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_1.05/webp" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/dpr_2,s_sig1.png", 5,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/dpr_2/png/s:"
      "sig1" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,dpr_2.avif", 5,
      "4|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/dpr_2,t"
      "_p@41474/avif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/dpr_2,t_p", 5,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/dpr_2,t_p/~a"
      "vif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,dpr_2.png", 5,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.83191/dpr"
      "_2,wm_x/png" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/dpr_2,w_300,h_200,s_Ab-9_z", 5,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "dpr_2/~avif/s:Ab-9_z" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/dpr_2.0.gif", 5,
      "5|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/dpr_2/g"
      "if" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,dpr_2.0.jpg", 6,
      "1|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/dpr_2,t_p/jp"
      "g" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/dpr_2.0,t_p", 6,
      "6|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/dpr_2,t"
      "_p@41474/~legacy" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,dpr_2.0.webp", 6,
      "3|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.60654/dpr_2,wm"
      "_x/webp" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/dpr_2.0,w_300,h_200,s_si"
      "g1.png", 6,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_2/png/s:sig1" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/dpr_2.5.avif", 6,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/dpr_2.5/avif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,dpr_2.5", 6,
      "6|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/dpr_2.5"
      ",t_p@41474/~legacy" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/dpr_2.5,t_p.png", 6,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/dpr_2.5,t_p/"
      "png" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,dpr_2.5,s_Ab-9_z", 6,
      "6|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.83191/dpr"
      "_2.5,wm_x/~legacy/s:Ab-9_z" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/dpr_2.5,w_300,h_200.gif", 6,
      "5|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "dpr_2.5/gif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/dpr_3.75.jpg", 0,
      "1|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/dpr_3.7"
      "5/jpg" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,dpr_3.75", 0,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/dpr_3.75,t_p"
      "/~legacy" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/dpr_3.75,t_p.webp", 0,
      "3|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/dpr_3.7"
      "5,t_p@41474/webp" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,dpr_3.75,s_sig1.png", 0,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.60654/dpr_3.75"
      ",wm_x/png/s:sig1" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/dpr_3.75,w_300,h_200.avi"
      "f", 0,
      "4|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_3.75/avif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/dpr_3.99", 0,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/dpr_3.99/~le"
      "gacy" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,dpr_3.99.png", 0,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/dpr_3.9"
      "9,t_p@41474/png" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/dpr_3.99,t_p,s_Ab-9_z", 0,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/dpr_3.99,t_p"
      "/~legacy/s:Ab-9_z" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,dpr_3.99.gif", 0,
      "5|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.83191/dpr"
      "_3.99,wm_x/gif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/dpr_3.99,w_300,h_200.jpg", 1,
      "1|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "dpr_3.99/jpg" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/dpr_4", 1,
      "4|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/dpr_4/~"
      "avif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,dpr_4.webp", 1,
      "3|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/dpr_4,t_p/we"
      "bp" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/dpr_4,t_p,s_sig1.png", 1,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/dpr_4,t"
      "_p@41474/png/s:sig1" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,dpr_4.avif", 1,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.60654/dpr_4,wm"
      "_x/avif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/dpr_4,w_300,h_200", 1,
      "4|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_4/~avif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/dpr_4.00.png", 1,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/dpr_4/png" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,dpr_4.00,s_Ab-9_z", 1,
      "4|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/dpr_4,t"
      "_p@41474/~avif/s:Ab-9_z" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/dpr_4.00,t_p.gif", 1,
      "5|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/dpr_4,t_p/gi"
      "f" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,dpr_4.00.jpg", 2,
      "1|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.83191/dpr"
      "_4,wm_x/jpg" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/dpr_4.00,w_300,h_200", 2,
      "3|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "dpr_4/~webp" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/dpr_0.99.webp", 2,
      "-1!token \"dpr_0.99\": dpr must be a number from 1 to 4 with at mo"
      "st 2 decimals" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,dpr_0.99,s_sig1.png", 2,
      "-1!token \"dpr_0.99\": dpr must be a number from 1 to 4 with at mo"
      "st 2 decimals" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/dpr_0.99,t_p.avif", 2,
      "-1!token \"dpr_0.99\": dpr must be a number from 1 to 4 with at mo"
      "st 2 decimals" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,dpr_0.99", 2,
      "-1!token \"dpr_0.99\": dpr must be a number from 1 to 4 with at mo"
      "st 2 decimals" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/dpr_0.99,w_300,h_200.png", 2,
      "-1!token \"dpr_0.99\": dpr must be a number from 1 to 4 with at mo"
      "st 2 decimals" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/dpr_4.01,s_Ab-9_z", 2,
      "-1!token \"dpr_4.01\": dpr must be a number from 1 to 4 with at mo"
      "st 2 decimals" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,dpr_4.01.gif", 2,
      "-1!token \"dpr_4.01\": dpr must be a number from 1 to 4 with at mo"
      "st 2 decimals" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/dpr_4.01,t_p.jpg", 3,
      "-1!token \"dpr_4.01\": dpr must be a number from 1 to 4 with at mo"
      "st 2 decimals" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,dpr_4.01", 3,
      "-1!token \"dpr_4.01\": dpr must be a number from 1 to 4 with at mo"
      "st 2 decimals" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/dpr_4.01,w_300,h_200.webp", 3,
      "-1!token \"dpr_4.01\": dpr must be a number from 1 to 4 with at mo"
      "st 2 decimals" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/dpr_.5,s_sig1.png", 3,
      "-1!token \"dpr_.5\": dpr must be a number from 1 to 4 with at most"
      " 2 decimals" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,dpr_.5.avif", 3,
      "-1!token \"dpr_.5\": dpr must be a number from 1 to 4 with at most"
      " 2 decimals" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/dpr_.5,t_p", 3,
      "-1!token \"dpr_.5\": dpr must be a number from 1 to 4 with at most"
      " 2 decimals" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,dpr_.5.png", 3,
      "-1!token \"dpr_.5\": dpr must be a number from 1 to 4 with at most"
      " 2 decimals" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/dpr_.5,w_300,h_200,s_Ab-"
      "9_z", 3,
      "-1!token \"dpr_.5\": dpr must be a number from 1 to 4 with at most"
      " 2 decimals" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/dpr_1..gif", 3,
      "-1!token \"dpr_1.\": dpr must be a number from 1 to 4 with at most"
      " 2 decimals" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,dpr_1..jpg", 4,
      "-1!token \"dpr_1.\": dpr must be a number from 1 to 4 with at most"
      " 2 decimals" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/dpr_1.,t_p", 4,
      "-1!token \"dpr_1.\": dpr must be a number from 1 to 4 with at most"
      " 2 decimals" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,dpr_1..webp", 4,
      "-1!token \"dpr_1.\": dpr must be a number from 1 to 4 with at most"
      " 2 decimals" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/dpr_1.,w_300,h_200,s_sig1.png", 4,
      "-1!token \"dpr_1.\": dpr must be a number from 1 to 4 with at most"
      " 2 decimals" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/dpr_1.255.avif", 4,
      "-1!token \"dpr_1.255\": dpr must be a number from 1 to 4 with at m"
      "ost 2 decimals" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,dpr_1.255", 4,
      "-1!token \"dpr_1.255\": dpr must be a number from 1 to 4 with at m"
      "ost 2 decimals" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/dpr_1.255,t_p.png", 4,
      "-1!token \"dpr_1.255\": dpr must be a number from 1 to 4 with at m"
      "ost 2 decimals" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,dpr_1.255,s_Ab-9_z", 4,
      "-1!token \"dpr_1.255\": dpr must be a number from 1 to 4 with at m"
      "ost 2 decimals" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/dpr_1.255,w_300,h_200.gi"
      "f", 4,
      "-1!token \"dpr_1.255\": dpr must be a number from 1 to 4 with at m"
      "ost 2 decimals" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/dpr_01.5.jpg", 5,
      "-1!token \"dpr_01.5\": dpr must be a number from 1 to 4 with at mo"
      "st 2 decimals" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,dpr_01.5", 5,
      "-1!token \"dpr_01.5\": dpr must be a number from 1 to 4 with at mo"
      "st 2 decimals" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/dpr_01.5,t_p.webp", 5,
      "-1!token \"dpr_01.5\": dpr must be a number from 1 to 4 with at mo"
      "st 2 decimals" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,dpr_01.5,s_sig1.png", 5,
      "-1!token \"dpr_01.5\": dpr must be a number from 1 to 4 with at mo"
      "st 2 decimals" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/dpr_01.5,w_300,h_200.avif", 5,
      "-1!token \"dpr_01.5\": dpr must be a number from 1 to 4 with at mo"
      "st 2 decimals" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/dpr_1.5.0", 5,
      "-1!token \"dpr_1.5.0\": dpr must be a number from 1 to 4 with at m"
      "ost 2 decimals" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,dpr_1.5.0.png", 5,
      "-1!token \"dpr_1.5.0\": dpr must be a number from 1 to 4 with at m"
      "ost 2 decimals" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/dpr_1.5.0,t_p,s_Ab-9_z", 5,
      "-1!token \"dpr_1.5.0\": dpr must be a number from 1 to 4 with at m"
      "ost 2 decimals" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,dpr_1.5.0.gif", 5,
      "-1!token \"dpr_1.5.0\": dpr must be a number from 1 to 4 with at m"
      "ost 2 decimals" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/dpr_1.5.0,w_300,h_200.jp"
      "g", 6,
      "-1!token \"dpr_1.5.0\": dpr must be a number from 1 to 4 with at m"
      "ost 2 decimals" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/dpr_1e0", 6,
      "-1!token \"dpr_1e0\": dpr must be a number from 1 to 4 with at mos"
      "t 2 decimals" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,dpr_1e0.webp", 6,
      "-1!token \"dpr_1e0\": dpr must be a number from 1 to 4 with at mos"
      "t 2 decimals" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/dpr_1e0,t_p,s_sig1.png", 6,
      "-1!token \"dpr_1e0\": dpr must be a number from 1 to 4 with at mos"
      "t 2 decimals" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,dpr_1e0.avif", 6,
      "-1!token \"dpr_1e0\": dpr must be a number from 1 to 4 with at mos"
      "t 2 decimals" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/dpr_1e0,w_300,h_200", 6,
      "-1!token \"dpr_1e0\": dpr must be a number from 1 to 4 with at mos"
      "t 2 decimals" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/dpr_5.png", 6,
      "-1!token \"dpr_5\": dpr must be a number from 1 to 4 with at most "
      "2 decimals" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,dpr_5,s_Ab-9_z", 6,
      "-1!token \"dpr_5\": dpr must be a number from 1 to 4 with at most "
      "2 decimals" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/dpr_5,t_p.gif", 6,
      "-1!token \"dpr_5\": dpr must be a number from 1 to 4 with at most "
      "2 decimals" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,dpr_5.jpg", 0,
      "-1!token \"dpr_5\": dpr must be a number from 1 to 4 with at most "
      "2 decimals" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/dpr_5,w_300,h_200", 0,
      "-1!token \"dpr_5\": dpr must be a number from 1 to 4 with at most "
      "2 decimals" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/fit_inside.webp", 0,
      "3|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0//webp" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,fit_inside,s_sig1.pn"
      "g", 0,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/fit_ins"
      "ide,t_p@41474/png/s:sig1" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/fit_inside,t_p.avif", 0,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/fit_inside,t"
      "_p/avif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,fit_inside", 0,
      "6|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.83191/wm_"
      "x/~legacy" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/fit_inside,w_300,h_200.png", 0,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200/"
      "png" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/fit_cover,s_Ab-9_z", 0,
      "6|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/fit_cov"
      "er/~legacy/s:Ab-9_z" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,fit_cover.gif", 0,
      "5|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/fit_cover,t_"
      "p/gif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/fit_cover,t_p.jpg", 1,
      "1|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/fit_cov"
      "er,t_p@41474/jpg" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,fit_cover", 1,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.60654/fit_cove"
      "r,wm_x/~avif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/fit_cover,w_300,h_200.we"
      "bp", 1,
      "3|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,fit_cover/webp" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/fit_contain,s_sig1.png", 1,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/fit_contain/"
      "png/s:sig1" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,fit_contain.avif", 1,
      "4|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/fit_con"
      "tain,t_p@41474/avif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/fit_contain,t_p", 1,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/fit_contain,"
      "t_p/~avif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,fit_contain.png", 1,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.83191/fit"
      "_contain,wm_x/png" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/fit_contain,w_300,h_200,s_Ab-"
      "9_z", 1,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "fit_contain/~avif/s:Ab-9_z" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/fit_fill.gif", 1,
      "5|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/fit_fil"
      "l/gif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,fit_fill.jpg", 2,
      "1|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/fit_fill,t_p"
      "/jpg" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/fit_fill,t_p", 2,
      "3|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/fit_fil"
      "l,t_p@41474/~webp" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,fit_fill.webp", 2,
      "3|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.60654/fit_fill"
      ",wm_x/webp" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/fit_fill,w_300,h_200,s_s"
      "ig1.png", 2,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,fit_fill/png/s:sig1" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/fit_outside.avif", 2,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/fit_outside/"
      "avif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,fit_outside", 2,
      "3|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/fit_out"
      "side,t_p@41474/~webp" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/fit_outside,t_p.png", 2,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/fit_outside,"
      "t_p/png" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,fit_outside,s_Ab-9_"
      "z", 2,
      "3|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.83191/fit"
      "_outside,wm_x/~webp/s:Ab-9_z" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/fit_outside,w_300,h_200.gif", 2,
      "5|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "fit_outside/gif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/fit_pad.jpg", 3,
      "1|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/fit_pad"
      "/jpg" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,fit_pad", 3,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/fit_pad,t_p/"
      "~legacy" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/fit_pad,t_p.webp", 3,
      "3|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/fit_pad"
      ",t_p@41474/webp" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,fit_pad,s_sig1.png", 3,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.60654/fit_pad,"
      "wm_x/png/s:sig1" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/fit_pad,w_300,h_200.avif", 3,
      "4|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,fit_pad/avif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/fit_Cover", 3,
      "-1!token \"fit_Cover\": fit must be one of inside, cover, contain,"
      " fill, outside, pad" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,fit_Cover.png", 3,
      "-1!token \"fit_Cover\": fit must be one of inside, cover, contain,"
      " fill, outside, pad" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/fit_Cover,t_p,s_Ab-9_z", 3,
      "-1!token \"fit_Cover\": fit must be one of inside, cover, contain,"
      " fill, outside, pad" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,fit_Cover.gif", 3,
      "-1!token \"fit_Cover\": fit must be one of inside, cover, contain,"
      " fill, outside, pad" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/fit_Cover,w_300,h_200.jpg", 4,
      "-1!token \"fit_Cover\": fit must be one of inside, cover, contain,"
      " fill, outside, pad" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/fit_square", 4,
      "-1!token \"fit_square\": fit must be one of inside, cover, contain"
      ", fill, outside, pad" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,fit_square.webp", 4,
      "-1!token \"fit_square\": fit must be one of inside, cover, contain"
      ", fill, outside, pad" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/fit_square,t_p,s_sig1.pn"
      "g", 4,
      "-1!token \"fit_square\": fit must be one of inside, cover, contain"
      ", fill, outside, pad" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,fit_square.avif", 4,
      "-1!token \"fit_square\": fit must be one of inside, cover, contain"
      ", fill, outside, pad" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/fit_square,w_300,h_200", 4,
      "-1!token \"fit_square\": fit must be one of inside, cover, contain"
      ", fill, outside, pad" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/fit_in.png", 4,
      "-1!token \"fit_in\": fit must be one of inside, cover, contain, fi"
      "ll, outside, pad" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,fit_in,s_Ab-9_z", 4,
      "-1!token \"fit_in\": fit must be one of inside, cover, contain, fi"
      "ll, outside, pad" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/fit_in,t_p.gif", 4,
      "-1!token \"fit_in\": fit must be one of inside, cover, contain, fi"
      "ll, outside, pad" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,fit_in.jpg", 5,
      "-1!token \"fit_in\": fit must be one of inside, cover, contain, fi"
      "ll, outside, pad" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/fit_in,w_300,h_200", 5,
      "-1!token \"fit_in\": fit must be one of inside, cover, contain, fi"
      "ll, outside, pad" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/g_center.webp", 5,
      "3|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0//webp" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,g_center,s_sig1.png", 5,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/g_center,t_p"
      "/png/s:sig1" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/g_center,t_p.avif", 5,
      "4|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/g_cente"
      "r,t_p@41474/avif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,g_center", 5,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.60654/wm_x/~av"
      "if" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/g_center,w_300,h_200.png", 5,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200/png" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/g_north,s_Ab-9_z", 5,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0//~avif/s:Ab-"
      "9_z" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,g_north.gif", 5,
      "5|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/g_north"
      ",t_p@41474/gif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/g_north,t_p.jpg", 6,
      "1|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/g_north,t_p/"
      "jpg" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,g_north", 6,
      "6|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.83191/wm_"
      "x/~legacy" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/g_north,w_300,h_200.webp", 6,
      "3|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200/"
      "webp" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/g_south,s_sig1.png", 6,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0//png/s:"
      "sig1" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,g_south.avif", 6,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/g_south,t_p/"
      "avif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/g_south,t_p", 6,
      "6|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/g_south"
      ",t_p@41474/~legacy" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,g_south.png", 6,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.60654/wm_x/png" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/g_south,w_300,h_200,s_Ab"
      "-9_z", 6,
      "6|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200/~legacy/s:Ab-9_z" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/g_east.gif", 6,
      "5|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0//gif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,g_east.jpg", 0,
      "1|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/g_east,"
      "t_p@41474/jpg" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/g_east,t_p", 0,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/g_east,t_p/~"
      "legacy" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,g_east.webp", 0,
      "3|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.83191/wm_"
      "x/webp" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/g_east,w_300,h_200,s_sig1.png", 0,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200/"
      "png/s:sig1" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/g_west.avif", 0,
      "4|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0//avif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,g_west", 0,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/g_west,t_p/~"
      "legacy" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/g_west,t_p.png", 0,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/g_west,"
      "t_p@41474/png" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,g_west,s_Ab-9_z", 0,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.60654/wm_x/~le"
      "gacy/s:Ab-9_z" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/g_west,w_300,h_200.gif", 0,
      "5|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200/gif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/g_northeast.jpg", 1,
      "1|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0//jpg" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,g_northeast", 1,
      "4|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/g_north"
      "east,t_p@41474/~avif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/g_northeast,t_p.webp", 1,
      "3|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/g_northeast,"
      "t_p/webp" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,g_northeast,s_sig1."
      "png", 1,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.83191/wm_"
      "x/png/s:sig1" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/g_northeast,w_300,h_200.avif", 1,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200/"
      "avif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/g_northwest", 1,
      "4|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0//~avif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,g_northwest.png", 1,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/g_northwest,"
      "t_p/png" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/g_northwest,t_p,s_Ab-9_z", 1,
      "4|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/g_north"
      "west,t_p@41474/~avif/s:Ab-9_z" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,g_northwest.gif", 1,
      "5|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.60654/wm_x/gif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/g_northwest,w_300,h_200."
      "jpg", 2,
      "1|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200/jpg" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/g_southeast", 2,
      "3|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0//~webp" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,g_southeast.webp", 2,
      "3|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/g_south"
      "east,t_p@41474/webp" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/g_southeast,t_p,s_sig1.png", 2,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/g_southeast,"
      "t_p/png/s:sig1" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,g_southeast.avif", 2,
      "4|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.83191/wm_"
      "x/avif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/g_southeast,w_300,h_200", 2,
      "3|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200/"
      "~webp" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/g_southwest.png", 2,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0//png" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,g_southwest,s_Ab-9_z", 2,
      "3|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/g_southwest,"
      "t_p/~webp/s:Ab-9_z" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/g_southwest,t_p.gif", 2,
      "5|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/g_south"
      "west,t_p@41474/gif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,g_southwest.jpg", 3,
      "1|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.60654/wm_x/jpg" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/g_southwest,w_300,h_200", 3,
      "6|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200/~legacy" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/g_entropy.webp", 3,
      "3|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0//webp" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,g_entropy,s_sig1.png", 3,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/g_entro"
      "py,t_p@41474/png/s:sig1" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/g_entropy,t_p.avif", 3,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/g_entropy,t_"
      "p/avif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,g_entropy", 3,
      "6|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.83191/wm_"
      "x/~legacy" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/g_entropy,w_300,h_200.png", 3,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200/"
      "png" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/g_attention,s_Ab-9_z", 3,
      "6|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0//~legac"
      "y/s:Ab-9_z" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,g_attention.gif", 3,
      "5|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/g_attention,"
      "t_p/gif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/g_attention,t_p.jpg", 4,
      "1|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/g_atten"
      "tion,t_p@41474/jpg" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,g_attention", 4,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.60654/wm_x/~le"
      "gacy" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/g_attention,w_300,h_200."
      "webp", 4,
      "3|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200/webp" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/g_up,s_sig1.png", 4,
      "-1!token \"g_up\": g must be one of center, north, south, east, we"
      "st, northeast, northwest, southeast, southwest, entropy, attention" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,g_up.avif", 4,
      "-1!token \"g_up\": g must be one of center, north, south, east, we"
      "st, northeast, northwest, southeast, southwest, entropy, attention" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/g_up,t_p", 4,
      "-1!token \"g_up\": g must be one of center, north, south, east, we"
      "st, northeast, northwest, southeast, southwest, entropy, attention" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,g_up.png", 4,
      "-1!token \"g_up\": g must be one of center, north, south, east, we"
      "st, northeast, northwest, southeast, southwest, entropy, attention" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/g_up,w_300,h_200,s_Ab-9_z", 4,
      "-1!token \"g_up\": g must be one of center, north, south, east, we"
      "st, northeast, northwest, southeast, southwest, entropy, attention" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/g_centre.gif", 4,
      "-1!token \"g_centre\": g must be one of center, north, south, east"
      ", west, northeast, northwest, southeast, southwest, entropy, atten"
      "tion" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,g_centre.jpg", 5,
      "-1!token \"g_centre\": g must be one of center, north, south, east"
      ", west, northeast, northwest, southeast, southwest, entropy, atten"
      "tion" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/g_centre,t_p", 5,
      "-1!token \"g_centre\": g must be one of center, north, south, east"
      ", west, northeast, northwest, southeast, southwest, entropy, atten"
      "tion" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,g_centre.webp", 5,
      "-1!token \"g_centre\": g must be one of center, north, south, east"
      ", west, northeast, northwest, southeast, southwest, entropy, atten"
      "tion" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/g_centre,w_300,h_200,s_s"
      "ig1.png", 5,
      "-1!token \"g_centre\": g must be one of center, north, south, east"
      ", west, northeast, northwest, southeast, southwest, entropy, atten"
      "tion" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/g_North.avif", 5,
      "-1!token \"g_North\": g must be one of center, north, south, east,"
      " west, northeast, northwest, southeast, southwest, entropy, attent"
      "ion" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,g_North", 5,
      "-1!token \"g_North\": g must be one of center, north, south, east,"
      " west, northeast, northwest, southeast, southwest, entropy, attent"
      "ion" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/g_North,t_p.png", 5,
      "-1!token \"g_North\": g must be one of center, north, south, east,"
      " west, northeast, northwest, southeast, southwest, entropy, attent"
      "ion" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,g_North,s_Ab-9_z", 5,
      "-1!token \"g_North\": g must be one of center, north, south, east,"
      " west, northeast, northwest, southeast, southwest, entropy, attent"
      "ion" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/g_North,w_300,h_200.gif", 5,
      "-1!token \"g_North\": g must be one of center, north, south, east,"
      " west, northeast, northwest, southeast, southwest, entropy, attent"
      "ion" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/rot_0.jpg", 6,
      "1|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0//jpg" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,rot_0", 6,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/rot_0,t_p/~l"
      "egacy" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/rot_0,t_p.webp", 6,
      "3|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/rot_0,t"
      "_p@41474/webp" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,rot_0,s_sig1.png", 6,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.60654/wm_x/png"
      "/s:sig1" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/rot_0,w_300,h_200.avif", 6,
      "4|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200/avif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/rot_90", 6,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/rot_90/~lega"
      "cy" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,rot_90.png", 6,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/rot_90,"
      "t_p@41474/png" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/rot_90,t_p,s_Ab-9_z", 6,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/rot_90,t_p/~"
      "legacy/s:Ab-9_z" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,rot_90.gif", 6,
      "5|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.83191/rot"
      "_90,wm_x/gif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/rot_90,w_300,h_200.jpg", 0,
      "1|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "rot_90/jpg" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/rot_180", 0,
      "6|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/rot_180"
      "/~legacy" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,rot_180.webp", 0,
      "3|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/rot_180,t_p/"
      "webp" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/rot_180,t_p,s_sig1.png", 0,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/rot_180"
      ",t_p@41474/png/s:sig1" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,rot_180.avif", 0,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.60654/rot_180,"
      "wm_x/avif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/rot_180,w_300,h_200", 0,
      "6|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,rot_180/~legacy" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/rot_270.png", 0,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/rot_270/png" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,rot_270,s_Ab-9_z", 0,
      "6|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/rot_270"
      ",t_p@41474/~legacy/s:Ab-9_z" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/rot_270,t_p.gif", 0,
      "5|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/rot_270,t_p/"
      "gif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,rot_270.jpg", 1,
      "1|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.83191/rot"
      "_270,wm_x/jpg" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/rot_270,w_300,h_200", 1,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "rot_270/~avif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/rot_45.webp", 1,
      "-1!token \"rot_45\": rot must be one of 0, 90, 180, 270" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,rot_45,s_sig1.png", 1,
      "-1!token \"rot_45\": rot must be one of 0, 90, 180, 270" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/rot_45,t_p.avif", 1,
      "-1!token \"rot_45\": rot must be one of 0, 90, 180, 270" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,rot_45", 1,
      "-1!token \"rot_45\": rot must be one of 0, 90, 180, 270" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/rot_45,w_300,h_200.png", 1,
      "-1!token \"rot_45\": rot must be one of 0, 90, 180, 270" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/rot_360,s_Ab-9_z", 1,
      "-1!token \"rot_360\": rot must be one of 0, 90, 180, 270" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,rot_360.gif", 1,
      "-1!token \"rot_360\": rot must be one of 0, 90, 180, 270" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/rot_360,t_p.jpg", 2,
      "-1!token \"rot_360\": rot must be one of 0, 90, 180, 270" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,rot_360", 2,
      "-1!token \"rot_360\": rot must be one of 0, 90, 180, 270" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/rot_360,w_300,h_200.webp", 2,
      "-1!token \"rot_360\": rot must be one of 0, 90, 180, 270" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/rot_090,s_sig1.png", 2,
      "-1!token \"rot_090\": rot must be one of 0, 90, 180, 270" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,rot_090.avif", 2,
      "-1!token \"rot_090\": rot must be one of 0, 90, 180, 270" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/rot_090,t_p", 2,
      "-1!token \"rot_090\": rot must be one of 0, 90, 180, 270" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,rot_090.png", 2,
      "-1!token \"rot_090\": rot must be one of 0, 90, 180, 270" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/rot_090,w_300,h_200,s_Ab"
      "-9_z", 2,
      "-1!token \"rot_090\": rot must be one of 0, 90, 180, 270" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/rot_-90.gif", 2,
      "-1!token \"rot_-90\": rot must be one of 0, 90, 180, 270" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,rot_-90.jpg", 3,
      "-1!token \"rot_-90\": rot must be one of 0, 90, 180, 270" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/rot_-90,t_p", 3,
      "-1!token \"rot_-90\": rot must be one of 0, 90, 180, 270" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,rot_-90.webp", 3,
      "-1!token \"rot_-90\": rot must be one of 0, 90, 180, 270" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/rot_-90,w_300,h_200,s_sig1.pn"
      "g", 3,
      "-1!token \"rot_-90\": rot must be one of 0, 90, 180, 270" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/flip_h.avif", 3,
      "4|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/flip_h/"
      "avif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,flip_h", 3,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/flip_h,t_p/~"
      "legacy" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/flip_h,t_p.png", 3,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/flip_h,"
      "t_p@41474/png" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,flip_h,s_Ab-9_z", 3,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.60654/flip_h,w"
      "m_x/~legacy/s:Ab-9_z" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/flip_h,w_300,h_200.gif", 3,
      "5|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,flip_h/gif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/flip_v.jpg", 4,
      "1|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/flip_v/jpg" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,flip_v", 4,
      "6|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/flip_v,"
      "t_p@41474/~legacy" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/flip_v,t_p.webp", 4,
      "3|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/flip_v,t_p/w"
      "ebp" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,flip_v,s_sig1.png", 4,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.83191/fli"
      "p_v,wm_x/png/s:sig1" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/flip_v,w_300,h_200.avif", 4,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "flip_v/avif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/flip_hv", 4,
      "6|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/flip_hv"
      "/~legacy" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,flip_hv.png", 4,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/flip_hv,t_p/"
      "png" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/flip_hv,t_p,s_Ab-9_z", 4,
      "6|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/flip_hv"
      ",t_p@41474/~legacy/s:Ab-9_z" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,flip_hv.gif", 4,
      "5|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.60654/flip_hv,"
      "wm_x/gif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/flip_hv,w_300,h_200.jpg", 5,
      "1|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,flip_hv/jpg" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/flip_vh", 5,
      "-1!token \"flip_vh\": flip must be one of h, v, hv" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,flip_vh.webp", 5,
      "-1!token \"flip_vh\": flip must be one of h, v, hv" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/flip_vh,t_p,s_sig1.png", 5,
      "-1!token \"flip_vh\": flip must be one of h, v, hv" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,flip_vh.avif", 5,
      "-1!token \"flip_vh\": flip must be one of h, v, hv" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/flip_vh,w_300,h_200", 5,
      "-1!token \"flip_vh\": flip must be one of h, v, hv" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/flip_x.png", 5,
      "-1!token \"flip_x\": flip must be one of h, v, hv" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,flip_x,s_Ab-9_z", 5,
      "-1!token \"flip_x\": flip must be one of h, v, hv" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/flip_x,t_p.gif", 5,
      "-1!token \"flip_x\": flip must be one of h, v, hv" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,flip_x.jpg", 6,
      "-1!token \"flip_x\": flip must be one of h, v, hv" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/flip_x,w_300,h_200", 6,
      "-1!token \"flip_x\": flip must be one of h, v, hv" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/flip_H.webp", 6,
      "-1!token \"flip_H\": flip must be one of h, v, hv" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,flip_H,s_sig1.png", 6,
      "-1!token \"flip_H\": flip must be one of h, v, hv" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/flip_H,t_p.avif", 6,
      "-1!token \"flip_H\": flip must be one of h, v, hv" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,flip_H", 6,
      "-1!token \"flip_H\": flip must be one of h, v, hv" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/flip_H,w_300,h_200.png", 6,
      "-1!token \"flip_H\": flip must be one of h, v, hv" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/blur_0.3,s_Ab-9_z", 6,
      "6|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/blur_0."
      "3/~legacy/s:Ab-9_z" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,blur_0.3.gif", 6,
      "5|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/blur_0.3,t_p"
      "/gif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/blur_0.3,t_p.jpg", 0,
      "1|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/blur_0."
      "3,t_p@41474/jpg" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,blur_0.3", 0,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.60654/blur_0.3"
      ",wm_x/~legacy" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/blur_0.3,w_300,h_200.web"
      "p", 0,
      "3|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,blur_0.3/webp" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/blur_0.30,s_sig1.png", 0,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/blur_0.3/png"
      "/s:sig1" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,blur_0.30.avif", 0,
      "4|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/blur_0."
      "3,t_p@41474/avif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/blur_0.30,t_p", 0,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/blur_0.3,t_p"
      "/~legacy" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,blur_0.30.png", 0,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.83191/blu"
      "r_0.3,wm_x/png" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/blur_0.30,w_300,h_200,s_Ab-9_"
      "z", 0,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "blur_0.3/~legacy/s:Ab-9_z" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/blur_0.5.gif", 0,
      "5|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/blur_0."
      "5/gif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,blur_0.5.jpg", 1,
      "1|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/blur_0.5,t_p"
      "/jpg" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/blur_0.5,t_p", 1,
      "4|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/blur_0."
      "5,t_p@41474/~avif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,blur_0.5.webp", 1,
      "3|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.60654/blur_0.5"
      ",wm_x/webp" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/blur_0.5,w_300,h_200,s_s"
      "ig1.png", 1,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,blur_0.5/png/s:sig1" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/blur_0.75.avif", 1,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/blur_0.75/av"
      "if" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,blur_0.75", 1,
      "4|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/blur_0."
      "75,t_p@41474/~avif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/blur_0.75,t_p.png", 1,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/blur_0.75,t_"
      "p/png" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,blur_0.75,s_Ab-9_z", 1,
      "4|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.83191/blu"
      "r_0.75,wm_x/~avif/s:Ab-9_z" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/blur_0.75,w_300,h_200.gif", 1,
      "5|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "blur_0.75/gif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/blur_1.jpg", 2,
      "1|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/blur_1/"
      "jpg" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,blur_1", 2,
      "3|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/blur_1,t_p/~"
      "webp" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/blur_1,t_p.webp", 2,
      "3|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/blur_1,"
      "t_p@41474/webp" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,blur_1,s_sig1.png", 2,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.60654/blur_1,w"
      "m_x/png/s:sig1" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/blur_1,w_300,h_200.avif", 2,
      "4|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,blur_1/avif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/blur_1.10", 2,
      "3|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/blur_1.1/~we"
      "bp" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,blur_1.10.png", 2,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/blur_1."
      "1,t_p@41474/png" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/blur_1.10,t_p,s_Ab-9_z", 2,
      "3|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/blur_1.1,t_p"
      "/~webp/s:Ab-9_z" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,blur_1.10.gif", 2,
      "5|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.83191/blu"
      "r_1.1,wm_x/gif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/blur_1.10,w_300,h_200.jpg", 3,
      "1|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "blur_1.1/jpg" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/blur_5", 3,
      "6|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/blur_5/"
      "~legacy" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,blur_5.webp", 3,
      "3|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/blur_5,t_p/w"
      "ebp" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/blur_5,t_p,s_sig1.png", 3,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/blur_5,"
      "t_p@41474/png/s:sig1" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,blur_5.avif", 3,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.60654/blur_5,w"
      "m_x/avif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/blur_5,w_300,h_200", 3,
      "6|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,blur_5/~legacy" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/blur_99.99.png", 3,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/blur_99.99/p"
      "ng" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,blur_99.99,s_Ab-9_z", 3,
      "6|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/blur_99"
      ".99,t_p@41474/~legacy/s:Ab-9_z" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/blur_99.99,t_p.gif", 3,
      "5|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/blur_99.99,t"
      "_p/gif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,blur_99.99.jpg", 4,
      "1|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.83191/blu"
      "r_99.99,wm_x/jpg" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/blur_99.99,w_300,h_200", 4,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "blur_99.99/~legacy" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/blur_100.webp", 4,
      "3|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/blur_10"
      "0/webp" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,blur_100,s_sig1.png", 4,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/blur_100,t_p"
      "/png/s:sig1" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/blur_100,t_p.avif", 4,
      "4|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/blur_10"
      "0,t_p@41474/avif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,blur_100", 4,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.60654/blur_100"
      ",wm_x/~legacy" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/blur_100,w_300,h_200.png", 4,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,blur_100/png" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/blur_100.00,s_Ab-9_z", 4,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/blur_100/~le"
      "gacy/s:Ab-9_z" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,blur_100.00.gif", 4,
      "5|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/blur_10"
      "0,t_p@41474/gif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/blur_100.00,t_p.jpg", 5,
      "1|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/blur_100,t_p"
      "/jpg" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,blur_100.00", 5,
      "4|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.83191/blu"
      "r_100,wm_x/~avif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/blur_100.00,w_300,h_200.webp", 5,
      "3|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "blur_100/webp" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/blur_0.29,s_sig1.png", 5,
      "-1!token \"blur_0.29\": blur must be a number from 0.3 to 100 with"
      " at most 2 decimals" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,blur_0.29.avif", 5,
      "-1!token \"blur_0.29\": blur must be a number from 0.3 to 100 with"
      " at most 2 decimals" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/blur_0.29,t_p", 5,
      "-1!token \"blur_0.29\": blur must be a number from 0.3 to 100 with"
      " at most 2 decimals" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,blur_0.29.png", 5,
      "-1!token \"blur_0.29\": blur must be a number from 0.3 to 100 with"
      " at most 2 decimals" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/blur_0.29,w_300,h_200,s_"
      "Ab-9_z", 5,
      "-1!token \"blur_0.29\": blur must be a number from 0.3 to 100 with"
      " at most 2 decimals" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/blur_100.01.gif", 5,
      "-1!token \"blur_100.01\": blur must be a number from 0.3 to 100 wi"
      "th at most 2 decimals" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,blur_100.01.jpg", 6,
      "-1!token \"blur_100.01\": blur must be a number from 0.3 to 100 wi"
      "th at most 2 decimals" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/blur_100.01,t_p", 6,
      "-1!token \"blur_100.01\": blur must be a number from 0.3 to 100 wi"
      "th at most 2 decimals" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,blur_100.01.webp", 6,
      "-1!token \"blur_100.01\": blur must be a number from 0.3 to 100 wi"
      "th at most 2 decimals" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/blur_100.01,w_300,h_200,s_sig"
      "1.png", 6,
      "-1!token \"blur_100.01\": blur must be a number from 0.3 to 100 wi"
      "th at most 2 decimals" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/blur_0..5.avif", 6,
      "-1!token \"blur_0..5\": blur must be a number from 0.3 to 100 with"
      " at most 2 decimals" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,blur_0..5", 6,
      "-1!token \"blur_0..5\": blur must be a number from 0.3 to 100 with"
      " at most 2 decimals" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/blur_0..5,t_p.png", 6,
      "-1!token \"blur_0..5\": blur must be a number from 0.3 to 100 with"
      " at most 2 decimals" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,blur_0..5,s_Ab-9_z", 6,
      "-1!token \"blur_0..5\": blur must be a number from 0.3 to 100 with"
      " at most 2 decimals" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/blur_0..5,w_300,h_200.gi"
      "f", 6,
      "-1!token \"blur_0..5\": blur must be a number from 0.3 to 100 with"
      " at most 2 decimals" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/blur_00.5.jpg", 0,
      "-1!token \"blur_00.5\": blur must be a number from 0.3 to 100 with"
      " at most 2 decimals" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,blur_00.5", 0,
      "-1!token \"blur_00.5\": blur must be a number from 0.3 to 100 with"
      " at most 2 decimals" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/blur_00.5,t_p.webp", 0,
      "-1!token \"blur_00.5\": blur must be a number from 0.3 to 100 with"
      " at most 2 decimals" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,blur_00.5,s_sig1.pn"
      "g", 0,
      "-1!token \"blur_00.5\": blur must be a number from 0.3 to 100 with"
      " at most 2 decimals" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/blur_00.5,w_300,h_200.avif", 0,
      "-1!token \"blur_00.5\": blur must be a number from 0.3 to 100 with"
      " at most 2 decimals" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/blur_0", 0,
      "-1!token \"blur_0\": blur must be a number from 0.3 to 100 with at"
      " most 2 decimals" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,blur_0.png", 0,
      "-1!token \"blur_0\": blur must be a number from 0.3 to 100 with at"
      " most 2 decimals" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/blur_0,t_p,s_Ab-9_z", 0,
      "-1!token \"blur_0\": blur must be a number from 0.3 to 100 with at"
      " most 2 decimals" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,blur_0.gif", 0,
      "-1!token \"blur_0\": blur must be a number from 0.3 to 100 with at"
      " most 2 decimals" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/blur_0,w_300,h_200.jpg", 1,
      "-1!token \"blur_0\": blur must be a number from 0.3 to 100 with at"
      " most 2 decimals" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/sharpen_0.3", 1,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/sharpen_0.3/"
      "~avif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,sharpen_0.3.webp", 1,
      "3|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/sharpen"
      "_0.3,t_p@41474/webp" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/sharpen_0.3,t_p,s_sig1.png", 1,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/sharpen_0.3,"
      "t_p/png/s:sig1" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,sharpen_0.3.avif", 1,
      "4|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.83191/sha"
      "rpen_0.3,wm_x/avif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/sharpen_0.3,w_300,h_200", 1,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "sharpen_0.3/~avif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/sharpen_0.5.png", 1,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/sharpen"
      "_0.5/png" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,sharpen_0.5,s_Ab-9_z", 1,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/sharpen_0.5,"
      "t_p/~avif/s:Ab-9_z" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/sharpen_0.5,t_p.gif", 1,
      "5|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/sharpen"
      "_0.5,t_p@41474/gif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,sharpen_0.5.jpg", 2,
      "1|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.60654/sharpen_"
      "0.5,wm_x/jpg" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/sharpen_0.5,w_300,h_200", 2,
      "3|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,sharpen_0.5/~webp" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/sharpen_1.webp", 2,
      "3|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/sharpen_1/we"
      "bp" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,sharpen_1,s_sig1.png", 2,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/sharpen"
      "_1,t_p@41474/png/s:sig1" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/sharpen_1,t_p.avif", 2,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/sharpen_1,t_"
      "p/avif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,sharpen_1", 2,
      "3|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.83191/sha"
      "rpen_1,wm_x/~webp" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/sharpen_1,w_300,h_200.png", 2,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "sharpen_1/png" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/sharpen_2,s_Ab-9_z", 2,
      "3|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/sharpen"
      "_2/~webp/s:Ab-9_z" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,sharpen_2.gif", 2,
      "5|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/sharpen_2,t_"
      "p/gif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/sharpen_2,t_p.jpg", 3,
      "1|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/sharpen"
      "_2,t_p@41474/jpg" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,sharpen_2", 3,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.60654/sharpen_"
      "2,wm_x/~legacy" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/sharpen_2,w_300,h_200.we"
      "bp", 3,
      "3|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,sharpen_2/webp" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/sharpen_9.99,s_sig1.png", 3,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/sharpen_9.99"
      "/png/s:sig1" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,sharpen_9.99.avif", 3,
      "4|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/sharpen"
      "_9.99,t_p@41474/avif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/sharpen_9.99,t_p", 3,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/sharpen_9.99"
      ",t_p/~legacy" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,sharpen_9.99.png", 3,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.83191/sha"
      "rpen_9.99,wm_x/png" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/sharpen_9.99,w_300,h_200,s_Ab"
      "-9_z", 3,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "sharpen_9.99/~legacy/s:Ab-9_z" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/sharpen_10.gif", 3,
      "5|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/sharpen"
      "_10/gif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,sharpen_10.jpg", 4,
      "1|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/sharpen_10,t"
      "_p/jpg" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/sharpen_10,t_p", 4,
      "6|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/sharpen"
      "_10,t_p@41474/~legacy" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,sharpen_10.webp", 4,
      "3|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.60654/sharpen_"
      "10,wm_x/webp" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/sharpen_10,w_300,h_200,s"
      "_sig1.png", 4,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,sharpen_10/png/s:sig1" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/sharpen_0.29.avif", 4,
      "-1!token \"sharpen_0.29\": sharpen must be a number from 0.3 to 10"
      " with at most 2 decimals" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,sharpen_0.29", 4,
      "-1!token \"sharpen_0.29\": sharpen must be a number from 0.3 to 10"
      " with at most 2 decimals" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/sharpen_0.29,t_p.png", 4,
      "-1!token \"sharpen_0.29\": sharpen must be a number from 0.3 to 10"
      " with at most 2 decimals" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,sharpen_0.29,s_Ab-9"
      "_z", 4,
      "-1!token \"sharpen_0.29\": sharpen must be a number from 0.3 to 10"
      " with at most 2 decimals" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/sharpen_0.29,w_300,h_200.gif", 4,
      "-1!token \"sharpen_0.29\": sharpen must be a number from 0.3 to 10"
      " with at most 2 decimals" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/sharpen_10.01.jpg", 5,
      "-1!token \"sharpen_10.01\": sharpen must be a number from 0.3 to 1"
      "0 with at most 2 decimals" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,sharpen_10.01", 5,
      "-1!token \"sharpen_10.01\": sharpen must be a number from 0.3 to 1"
      "0 with at most 2 decimals" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/sharpen_10.01,t_p.webp", 5,
      "-1!token \"sharpen_10.01\": sharpen must be a number from 0.3 to 1"
      "0 with at most 2 decimals" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,sharpen_10.01,s_sig1.png", 5,
      "-1!token \"sharpen_10.01\": sharpen must be a number from 0.3 to 1"
      "0 with at most 2 decimals" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/sharpen_10.01,w_300,h_20"
      "0.avif", 5,
      "-1!token \"sharpen_10.01\": sharpen must be a number from 0.3 to 1"
      "0 with at most 2 decimals" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/sharpen_1.001", 5,
      "-1!token \"sharpen_1.001\": sharpen must be a number from 0.3 to 1"
      "0 with at most 2 decimals" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,sharpen_1.001.png", 5,
      "-1!token \"sharpen_1.001\": sharpen must be a number from 0.3 to 1"
      "0 with at most 2 decimals" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/sharpen_1.001,t_p,s_Ab-9_z", 5,
      "-1!token \"sharpen_1.001\": sharpen must be a number from 0.3 to 1"
      "0 with at most 2 decimals" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,sharpen_1.001.gif", 5,
      "-1!token \"sharpen_1.001\": sharpen must be a number from 0.3 to 1"
      "0 with at most 2 decimals" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/sharpen_1.001,w_300,h_200.jpg", 6,
      "-1!token \"sharpen_1.001\": sharpen must be a number from 0.3 to 1"
      "0 with at most 2 decimals" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/bgcolor_ffffff", 6,
      "6|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0//~legac"
      "y" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,bgcolor_ffffff.webp", 6,
      "3|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/bgcolor_ffff"
      "ff,t_p/webp" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/bgcolor_ffffff,t_p,s_sig"
      "1.png", 6,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/bgcolor"
      "_ffffff,t_p@41474/png/s:sig1" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,bgcolor_ffffff.avif", 6,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.60654/wm_x/avi"
      "f" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/bgcolor_ffffff,w_300,h_2"
      "00", 6,
      "6|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200/~legacy" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/bgcolor_FFFFFF.png", 6,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0//png" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,bgcolor_FFFFFF,s_Ab-"
      "9_z", 6,
      "6|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/bgcolor"
      "_ffffff,t_p@41474/~legacy/s:Ab-9_z" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/bgcolor_FFFFFF,t_p.gif", 6,
      "5|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/bgcolor_ffff"
      "ff,t_p/gif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,bgcolor_FFFFFF.jpg", 0,
      "1|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.83191/wm_"
      "x/jpg" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/bgcolor_FFFFFF,w_300,h_200", 0,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200/"
      "~legacy" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/bgcolor_ffffffff.webp", 0,
      "3|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0//webp" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,bgcolor_ffffffff,s_sig1.p"
      "ng", 0,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/bgcolor_ffff"
      "ff,t_p/png/s:sig1" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/bgcolor_ffffffff,t_p.avi"
      "f", 0,
      "4|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/bgcolor"
      "_ffffff,t_p@41474/avif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,bgcolor_ffffffff", 0,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.60654/wm_x/~le"
      "gacy" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/bgcolor_ffffffff,w_300,h"
      "_200.png", 0,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200/png" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/bgcolor_FFFFFFFF,s_Ab-9_z", 0,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0//~legacy/s:A"
      "b-9_z" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,bgcolor_FFFFFFFF.gif", 0,
      "5|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/bgcolor"
      "_ffffff,t_p@41474/gif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/bgcolor_FFFFFFFF,t_p.jpg", 1,
      "1|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/bgcolor_ffff"
      "ff,t_p/jpg" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,bgcolor_FFFFFFFF", 1,
      "4|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.83191/wm_"
      "x/~avif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/bgcolor_FFFFFFFF,w_300,h_200."
      "webp", 1,
      "3|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200/"
      "webp" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/bgcolor_000000,s_sig1.pn"
      "g", 1,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/bgcolor"
      "_000000/png/s:sig1" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,bgcolor_000000.avif", 1,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/bgcolor_0000"
      "00,t_p/avif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/bgcolor_000000,t_p", 1,
      "4|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/bgcolor"
      "_000000,t_p@41474/~avif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,bgcolor_000000.png", 1,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.60654/bgcolor_"
      "000000,wm_x/png" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/bgcolor_000000,w_300,h_2"
      "00,s_Ab-9_z", 1,
      "4|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,bgcolor_000000/~avif/s:Ab-9_z" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/bgcolor_00FF00.gif", 1,
      "5|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/bgcolor_00ff"
      "00/gif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,bgcolor_00FF00.jpg", 2,
      "1|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/bgcolor"
      "_00ff00,t_p@41474/jpg" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/bgcolor_00FF00,t_p", 2,
      "3|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/bgcolor_00ff"
      "00,t_p/~webp" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,bgcolor_00FF00.webp", 2,
      "3|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.83191/bgc"
      "olor_00ff00,wm_x/webp" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/bgcolor_00FF00,w_300,h_200,s_"
      "sig1.png", 2,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "bgcolor_00ff00/png/s:sig1" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/bgcolor_FF0000FF.avif", 2,
      "4|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/bgcolor"
      "_ff0000/avif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,bgcolor_FF0000FF", 2,
      "3|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/bgcolor_ff00"
      "00,t_p/~webp" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/bgcolor_FF0000FF,t_p.png", 2,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/bgcolor"
      "_ff0000,t_p@41474/png" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,bgcolor_FF0000FF,s_Ab-9_"
      "z", 2,
      "3|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.60654/bgcolor_"
      "ff0000,wm_x/~webp/s:Ab-9_z" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/bgcolor_FF0000FF,w_300,h"
      "_200.gif", 2,
      "5|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,bgcolor_ff0000/gif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/bgcolor_Ff000080.jpg", 3,
      "1|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/bgcolor_ff00"
      "0080/jpg" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,bgcolor_Ff000080", 3,
      "6|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/bgcolor"
      "_ff000080,t_p@41474/~legacy" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/bgcolor_Ff000080,t_p.webp", 3,
      "3|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/bgcolor_ff00"
      "0080,t_p/webp" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,bgcolor_Ff000080,s_"
      "sig1.png", 3,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.83191/bgc"
      "olor_ff000080,wm_x/png/s:sig1" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/bgcolor_Ff000080,w_300,h_200."
      "avif", 3,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "bgcolor_ff000080/avif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/bgcolor_ffffff00", 3,
      "6|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/bgcolor"
      "_ffffff00/~legacy" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,bgcolor_ffffff00.png", 3,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/bgcolor_ffff"
      "ff00,t_p/png" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/bgcolor_ffffff00,t_p,s_A"
      "b-9_z", 3,
      "6|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/bgcolor"
      "_ffffff00,t_p@41474/~legacy/s:Ab-9_z" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,bgcolor_ffffff00.gif", 3,
      "5|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.60654/bgcolor_"
      "ffffff00,wm_x/gif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/bgcolor_ffffff00,w_300,h"
      "_200.jpg", 4,
      "1|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,bgcolor_ffffff00/jpg" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/bgcolor_0a0B0c80", 4,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/bgcolor_0a0b"
      "0c80/~legacy" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,bgcolor_0a0B0c80.web"
      "p", 4,
      "3|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/bgcolor"
      "_0a0b0c80,t_p@41474/webp" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/bgcolor_0a0B0c80,t_p,s_sig1.p"
      "ng", 4,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/bgcolor_0a0b"
      "0c80,t_p/png/s:sig1" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,bgcolor_0a0B0c80.av"
      "if", 4,
      "4|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.83191/bgc"
      "olor_0a0b0c80,wm_x/avif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/bgcolor_0a0B0c80,w_300,h_200", 4,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "bgcolor_0a0b0c80/~legacy" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/bgcolor_ABCDEF12.png", 4,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/bgcolor"
      "_abcdef12/png" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,bgcolor_ABCDEF12,s_Ab-9_z", 4,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/bgcolor_abcd"
      "ef12,t_p/~legacy/s:Ab-9_z" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/bgcolor_ABCDEF12,t_p.gif", 4,
      "5|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/bgcolor"
      "_abcdef12,t_p@41474/gif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,bgcolor_ABCDEF12.jpg", 5,
      "1|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.60654/bgcolor_"
      "abcdef12,wm_x/jpg" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/bgcolor_ABCDEF12,w_300,h"
      "_200", 5,
      "4|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,bgcolor_abcdef12/~avif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/bgcolor_01234567.webp", 5,
      "3|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/bgcolor_0123"
      "4567/webp" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,bgcolor_01234567,s_s"
      "ig1.png", 5,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/bgcolor"
      "_01234567,t_p@41474/png/s:sig1" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/bgcolor_01234567,t_p.avif", 5,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/bgcolor_0123"
      "4567,t_p/avif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,bgcolor_01234567", 5,
      "4|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.83191/bgc"
      "olor_01234567,wm_x/~avif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/bgcolor_01234567,w_300,h_200."
      "png", 5,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "bgcolor_01234567/png" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/bgcolor_123456,s_Ab-9_z", 5,
      "4|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/bgcolor"
      "_123456/~avif/s:Ab-9_z" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,bgcolor_123456.gif", 5,
      "5|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/bgcolor_1234"
      "56,t_p/gif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/bgcolor_123456,t_p.jpg", 6,
      "1|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/bgcolor"
      "_123456,t_p@41474/jpg" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,bgcolor_123456", 6,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.60654/bgcolor_"
      "123456,wm_x/~legacy" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/bgcolor_123456,w_300,h_2"
      "00.webp", 6,
      "3|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,bgcolor_123456/webp" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/bgcolor_fff,s_sig1.png", 6,
      "-1!token \"bgcolor_fff\": bgcolor must be RRGGBB or RRGGBBAA in he"
      "x" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,bgcolor_fff.avif", 6,
      "-1!token \"bgcolor_fff\": bgcolor must be RRGGBB or RRGGBBAA in he"
      "x" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/bgcolor_fff,t_p", 6,
      "-1!token \"bgcolor_fff\": bgcolor must be RRGGBB or RRGGBBAA in he"
      "x" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,bgcolor_fff.png", 6,
      "-1!token \"bgcolor_fff\": bgcolor must be RRGGBB or RRGGBBAA in he"
      "x" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/bgcolor_fff,w_300,h_200,s_Ab-"
      "9_z", 6,
      "-1!token \"bgcolor_fff\": bgcolor must be RRGGBB or RRGGBBAA in he"
      "x" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/bgcolor_fffff.gif", 6,
      "-1!token \"bgcolor_fffff\": bgcolor must be RRGGBB or RRGGBBAA in "
      "hex" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,bgcolor_fffff.jpg", 0,
      "-1!token \"bgcolor_fffff\": bgcolor must be RRGGBB or RRGGBBAA in "
      "hex" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/bgcolor_fffff,t_p", 0,
      "-1!token \"bgcolor_fffff\": bgcolor must be RRGGBB or RRGGBBAA in "
      "hex" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,bgcolor_fffff.webp", 0,
      "-1!token \"bgcolor_fffff\": bgcolor must be RRGGBB or RRGGBBAA in "
      "hex" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/bgcolor_fffff,w_300,h_20"
      "0,s_sig1.png", 0,
      "-1!token \"bgcolor_fffff\": bgcolor must be RRGGBB or RRGGBBAA in "
      "hex" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/bgcolor_fffffffff.avif", 0,
      "-1!token \"bgcolor_fffffffff\": bgcolor must be RRGGBB or RRGGBBAA"
      " in hex" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,bgcolor_fffffffff", 0,
      "-1!token \"bgcolor_fffffffff\": bgcolor must be RRGGBB or RRGGBBAA"
      " in hex" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/bgcolor_fffffffff,t_p.png", 0,
      "-1!token \"bgcolor_fffffffff\": bgcolor must be RRGGBB or RRGGBBAA"
      " in hex" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,bgcolor_fffffffff,s"
      "_Ab-9_z", 0,
      "-1!token \"bgcolor_fffffffff\": bgcolor must be RRGGBB or RRGGBBAA"
      " in hex" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/bgcolor_fffffffff,w_300,h_200"
      ".gif", 0,
      "-1!token \"bgcolor_fffffffff\": bgcolor must be RRGGBB or RRGGBBAA"
      " in hex" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/bgcolor_#ffffff.jpg", 1,
      "-1!token \"bgcolor_#ffffff\": bgcolor must be RRGGBB or RRGGBBAA i"
      "n hex" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,bgcolor_#ffffff", 1,
      "-1!token \"bgcolor_#ffffff\": bgcolor must be RRGGBB or RRGGBBAA i"
      "n hex" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/bgcolor_#ffffff,t_p.webp", 1,
      "-1!token \"bgcolor_#ffffff\": bgcolor must be RRGGBB or RRGGBBAA i"
      "n hex" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,bgcolor_#ffffff,s_sig1.p"
      "ng", 1,
      "-1!token \"bgcolor_#ffffff\": bgcolor must be RRGGBB or RRGGBBAA i"
      "n hex" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/bgcolor_#ffffff,w_300,h_"
      "200.avif", 1,
      "-1!token \"bgcolor_#ffffff\": bgcolor must be RRGGBB or RRGGBBAA i"
      "n hex" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/bgcolor_fffffg", 1,
      "-1!token \"bgcolor_fffffg\": bgcolor must be RRGGBB or RRGGBBAA in"
      " hex" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,bgcolor_fffffg.png", 1,
      "-1!token \"bgcolor_fffffg\": bgcolor must be RRGGBB or RRGGBBAA in"
      " hex" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/bgcolor_fffffg,t_p,s_Ab-9_z", 1,
      "-1!token \"bgcolor_fffffg\": bgcolor must be RRGGBB or RRGGBBAA in"
      " hex" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,bgcolor_fffffg.gif", 1,
      "-1!token \"bgcolor_fffffg\": bgcolor must be RRGGBB or RRGGBBAA in"
      " hex" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/bgcolor_fffffg,w_300,h_200.jp"
      "g", 2,
      "-1!token \"bgcolor_fffffg\": bgcolor must be RRGGBB or RRGGBBAA in"
      " hex" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/bgcolor_ffff", 2,
      "-1!token \"bgcolor_ffff\": bgcolor must be RRGGBB or RRGGBBAA in h"
      "ex" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,bgcolor_ffff.webp", 2,
      "-1!token \"bgcolor_ffff\": bgcolor must be RRGGBB or RRGGBBAA in h"
      "ex" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/bgcolor_ffff,t_p,s_sig1."
      "png", 2,
      "-1!token \"bgcolor_ffff\": bgcolor must be RRGGBB or RRGGBBAA in h"
      "ex" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,bgcolor_ffff.avif", 2,
      "-1!token \"bgcolor_ffff\": bgcolor must be RRGGBB or RRGGBBAA in h"
      "ex" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/bgcolor_ffff,w_300,h_200", 2,
      "-1!token \"bgcolor_ffff\": bgcolor must be RRGGBB or RRGGBBAA in h"
      "ex" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/page_1.png", 2,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0//png" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,page_1,s_Ab-9_z", 2,
      "3|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/page_1,"
      "t_p@41474/~webp/s:Ab-9_z" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/page_1,t_p.gif", 2,
      "5|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/page_1,t_p/g"
      "if" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,page_1.jpg", 3,
      "1|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.83191/wm_"
      "x/jpg" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/page_1,w_300,h_200", 3,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200/"
      "~legacy" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/page_2.webp", 3,
      "3|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/page_2/"
      "webp" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,page_2,s_sig1.png", 3,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/page_2,t_p/p"
      "ng/s:sig1" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/page_2,t_p.avif", 3,
      "4|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/page_2,"
      "t_p@41474/avif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,page_2", 3,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.60654/page_2,w"
      "m_x/~legacy" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/page_2,w_300,h_200.png", 3,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,page_2/png" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/page_7,s_Ab-9_z", 3,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/page_7/~lega"
      "cy/s:Ab-9_z" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,page_7.gif", 3,
      "5|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/page_7,"
      "t_p@41474/gif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/page_7,t_p.jpg", 4,
      "1|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/page_7,t_p/j"
      "pg" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,page_7", 4,
      "6|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.83191/pag"
      "e_7,wm_x/~legacy" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/page_7,w_300,h_200.webp", 4,
      "3|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "page_7/webp" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/page_10000,s_sig1.png", 4,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/page_10"
      "000/png/s:sig1" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,page_10000.avif", 4,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/page_10000,t"
      "_p/avif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/page_10000,t_p", 4,
      "6|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/page_10"
      "000,t_p@41474/~legacy" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,page_10000.png", 4,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.60654/page_100"
      "00,wm_x/png" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/page_10000,w_300,h_200,s"
      "_Ab-9_z", 4,
      "6|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,page_10000/~legacy/s:Ab-9_z" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/page_0.gif", 4,
      "-1!token \"page_0\": page must be an integer from 1 to 10000" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,page_0.jpg", 5,
      "-1!token \"page_0\": page must be an integer from 1 to 10000" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/page_0,t_p", 5,
      "-1!token \"page_0\": page must be an integer from 1 to 10000" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,page_0.webp", 5,
      "-1!token \"page_0\": page must be an integer from 1 to 10000" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/page_0,w_300,h_200,s_sig1.png", 5,
      "-1!token \"page_0\": page must be an integer from 1 to 10000" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/page_10001.avif", 5,
      "-1!token \"page_10001\": page must be an integer from 1 to 10000" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,page_10001", 5,
      "-1!token \"page_10001\": page must be an integer from 1 to 10000" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/page_10001,t_p.png", 5,
      "-1!token \"page_10001\": page must be an integer from 1 to 10000" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,page_10001,s_Ab-9_z", 5,
      "-1!token \"page_10001\": page must be an integer from 1 to 10000" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/page_10001,w_300,h_200.g"
      "if", 5,
      "-1!token \"page_10001\": page must be an integer from 1 to 10000" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/page_1_.jpg", 6,
      "-1!token \"page_1_\": page must be an integer from 1 to 10000" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,page_1_", 6,
      "-1!token \"page_1_\": page must be an integer from 1 to 10000" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/page_1_,t_p.webp", 6,
      "-1!token \"page_1_\": page must be an integer from 1 to 10000" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,page_1_,s_sig1.png", 6,
      "-1!token \"page_1_\": page must be an integer from 1 to 10000" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/page_1_,w_300,h_200.avif", 6,
      "-1!token \"page_1_\": page must be an integer from 1 to 10000" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/q_1", 6,
      "6|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/q_1/~le"
      "gacy" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,q_1.png", 6,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/q_1,t_p/png" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/q_1,t_p,s_Ab-9_z", 6,
      "6|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/q_1,t_p"
      "@41474/~legacy/s:Ab-9_z" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,q_1.gif", 6,
      "5|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.60654/q_1,wm_x"
      "/gif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/q_1,w_300,h_200.jpg", 0,
      "1|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,q_1/jpg" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/q_8", 0,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/q_8/~legacy" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,q_8.webp", 0,
      "3|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/q_8,t_p"
      "@41474/webp" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/q_8,t_p,s_sig1.png", 0,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/q_8,t_p/png/"
      "s:sig1" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,q_8.avif", 0,
      "4|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.83191/q_8"
      ",wm_x/avif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/q_8,w_300,h_200", 0,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "q_8/~legacy" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/q_50.png", 0,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/q_50/pn"
      "g" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,q_50,s_Ab-9_z", 0,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/q_50,t_p/~le"
      "gacy/s:Ab-9_z" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/q_50,t_p.gif", 0,
      "5|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/q_50,t_"
      "p@41474/gif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,q_50.jpg", 1,
      "1|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.60654/q_50,wm_"
      "x/jpg" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/q_50,w_300,h_200", 1,
      "4|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,q_50/~avif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/q_80.webp", 1,
      "3|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/q_80/webp" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,q_80,s_sig1.png", 1,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/q_80,t_"
      "p@41474/png/s:sig1" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/q_80,t_p.avif", 1,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/q_80,t_p/avi"
      "f" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,q_80", 1,
      "4|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.83191/q_8"
      "0,wm_x/~avif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/q_80,w_300,h_200.png", 1,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "q_80/png" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/q_100,s_Ab-9_z", 1,
      "4|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/q_100/~"
      "avif/s:Ab-9_z" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,q_100.gif", 1,
      "5|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/q_100,t_p/gi"
      "f" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/q_100,t_p.jpg", 2,
      "1|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/q_100,t"
      "_p@41474/jpg" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,q_100", 2,
      "3|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.60654/q_100,wm"
      "_x/~webp" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/q_100,w_300,h_200.webp", 2,
      "3|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,q_100/webp" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/q_0,s_sig1.png", 2,
      "-1!token \"q_0\": q must be an integer from 1 to 100" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,q_0.avif", 2,
      "-1!token \"q_0\": q must be an integer from 1 to 100" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/q_0,t_p", 2,
      "-1!token \"q_0\": q must be an integer from 1 to 100" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,q_0.png", 2,
      "-1!token \"q_0\": q must be an integer from 1 to 100" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/q_0,w_300,h_200,s_Ab-9_z", 2,
      "-1!token \"q_0\": q must be an integer from 1 to 100" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/q_101.gif", 2,
      "-1!token \"q_101\": q must be an integer from 1 to 100" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,q_101.jpg", 3,
      "-1!token \"q_101\": q must be an integer from 1 to 100" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/q_101,t_p", 3,
      "-1!token \"q_101\": q must be an integer from 1 to 100" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,q_101.webp", 3,
      "-1!token \"q_101\": q must be an integer from 1 to 100" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/q_101,w_300,h_200,s_sig1"
      ".png", 3,
      "-1!token \"q_101\": q must be an integer from 1 to 100" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/q_5%.avif", 3,
      "-1!token \"q_5%\": q must be an integer from 1 to 100" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,q_5%", 3,
      "-1!token \"q_5%\": q must be an integer from 1 to 100" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/q_5%,t_p.png", 3,
      "-1!token \"q_5%\": q must be an integer from 1 to 100" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,q_5%,s_Ab-9_z", 3,
      "-1!token \"q_5%\": q must be an integer from 1 to 100" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/q_5%,w_300,h_200.gif", 3,
      "-1!token \"q_5%\": q must be an integer from 1 to 100" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_logo.jpg", 4,
      "1|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/wm_logo"
      "/jpg" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,wm_logo", 4,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/wm_logo,t_p/"
      "~legacy" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_logo,t_p.webp", 4,
      "3|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/wm_logo"
      ",t_p@41474/webp" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,wm_logo,s_sig1.png", 4,
      "-1!token \"wm_logo\": wm is given twice; a key may appear once" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_logo,w_300,h_200.avif", 4,
      "4|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,wm_logo/avif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_a", 4,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.11801/wm_a/~le"
      "gacy" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,wm_a.png", 4,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.80668/wm_"
      "a,t_p@41474/png" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_a,t_p,s_Ab-9_z", 4,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.11801/wm_a,t_p"
      "/~legacy/s:Ab-9_z" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,wm_a.gif", 4,
      "-1!token \"wm_a\": wm is given twice; a key may appear once" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_a,w_300,h_200.jpg", 5,
      "1|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.11801/w_300,h_"
      "200,wm_a/jpg" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x", 5,
      "4|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.83191/wm_"
      "x/~avif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,wm_x.webp", 5,
      "3|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.60654/wm_x,t_p"
      "/webp" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,t_p,s_sig1.png", 5,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.83191/wm_"
      "x,t_p@41474/png/s:sig1" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,wm_x.avif", 5,
      "-1!token \"wm_x\": wm is given twice; a key may appear once" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,w_300,h_200", 5,
      "4|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.83191/w_3"
      "00,h_200,wm_x/~avif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_opacity.png", 5,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.93331/wm_opaci"
      "ty/png" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,wm_opacity,s_Ab-9_z", 5,
      "4|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.93206/wm_"
      "opacity,t_p@41474/~avif/s:Ab-9_z" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_opacity,t_p.gif", 5,
      "5|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.93331/wm_opaci"
      "ty,t_p/gif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,wm_opacity.jpg", 6,
      "-1!token \"wm_opacity\": wm is given twice; a key may appear once" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_opacity,w_300,h_200", 6,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.93331/w_300,h_"
      "200,wm_opacity/~legacy" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_position.webp", 6,
      "3|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.23098/wm_"
      "position/webp" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,wm_position,s_sig1.png", 6,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.59901/wm_posit"
      "ion,t_p/png/s:sig1" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_position,t_p.avif", 6,
      "4|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.23098/wm_"
      "position,t_p@41474/avif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,wm_position", 6,
      "-1!token \"wm_position\": wm is given twice; a key may appear once" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_position,w_300,h_200."
      "png", 6,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.23098/w_3"
      "00,h_200,wm_position/png" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_scale-1,s_Ab-9_z", 6,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/wm_scale-1/~"
      "legacy/s:Ab-9_z" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,wm_scale-1.gif", 6,
      "5|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.5359/wm_s"
      "cale-1,t_p@41474/gif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_scale-1,t_p.jpg", 0,
      "1|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/wm_scale-1,t"
      "_p/jpg" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,wm_scale-1", 0,
      "-1!token \"wm_scale-1\": wm is given twice; a key may appear once" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_scale-1,w_300,h_200.webp", 0,
      "3|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "wm_scale-1/webp" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_pos,s_sig1.png", 0,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/wm_pos/"
      "png/s:sig1" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,wm_pos.avif", 0,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/wm_pos,t_p/a"
      "vif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_pos,t_p", 0,
      "6|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/wm_pos,"
      "t_p@41474/~legacy" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,wm_pos.png", 0,
      "-1!token \"wm_pos\": wm is given twice; a key may appear once" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_pos,w_300,h_200,s_Ab-"
      "9_z", 0,
      "6|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,wm_pos/~legacy/s:Ab-9_z" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_My-Mark_2.gif", 0,
      "5|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.25419/wm_My-Ma"
      "rk_2/gif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,wm_My-Mark_2.jpg", 1,
      "1|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/wm_My-M"
      "ark_2,t_p@41474/jpg" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_My-Mark_2,t_p", 1,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.25419/wm_My-Ma"
      "rk_2,t_p/~avif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,wm_My-Mark_2.webp", 1,
      "-1!token \"wm_My-Mark_2\": wm is given twice; a key may appear onc"
      "e" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_My-Mark_2,w_300,h_200,s_si"
      "g1.png", 1,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.25419/w_300,h_"
      "200,wm_My-Mark_2/png/s:sig1" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_AZaz09_-AZaz09_-AZaz0"
      "9_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-.avif", 1,
      "4|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.93429/wm_"
      "AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-/a"
      "vif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,wm_AZaz09_-AZaz09_-AZaz09"
      "_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-", 1,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/wm_AZaz09_-A"
      "Zaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-,t_p/~avif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_AZaz09_-AZaz09_-AZaz0"
      "9_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-,t_p.png", 1,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.93429/wm_"
      "AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-,t"
      "_p@41474/png" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,wm_AZaz09_-AZaz09_-AZaz0"
      "9_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-,s_Ab-9_z", 1,
      "-1!token \"wm_AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz"
      "09_-AZaz0...\": wm is given twice; a key may appear once" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_AZaz09_-AZaz09_-AZaz0"
      "9_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-,w_300,h_200.gif", 1,
      "5|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.93429/w_3"
      "00,h_200,wm_AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09"
      "_-AZaz09_-/gif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_a.b.jpg", 2,
      "-1!token \"wm_a.b\": wm must be a watermark name of 1 to 64 letter"
      "s, digits, '_' or '-', not starting with pos_, opacity_ or scale_" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,wm_a.b", 2,
      "-1!token \"wm_a.b\": wm must be a watermark name of 1 to 64 letter"
      "s, digits, '_' or '-', not starting with pos_, opacity_ or scale_" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_a.b,t_p.webp", 2,
      "-1!token \"wm_a.b\": wm must be a watermark name of 1 to 64 letter"
      "s, digits, '_' or '-', not starting with pos_, opacity_ or scale_" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,wm_a.b,s_sig1.png", 2,
      "-1!token \"wm_a.b\": wm is given twice; a key may appear once" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_a.b,w_300,h_200.avif", 2,
      "-1!token \"wm_a.b\": wm must be a watermark name of 1 to 64 letter"
      "s, digits, '_' or '-', not starting with pos_, opacity_ or scale_" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_a b", 2,
      "-1!token \"wm_a b\": wm must be a watermark name of 1 to 64 letter"
      "s, digits, '_' or '-', not starting with pos_, opacity_ or scale_" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,wm_a b.png", 2,
      "-1!token \"wm_a b\": wm must be a watermark name of 1 to 64 letter"
      "s, digits, '_' or '-', not starting with pos_, opacity_ or scale_" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_a b,t_p,s_Ab-9_z", 2,
      "-1!token \"wm_a b\": wm must be a watermark name of 1 to 64 letter"
      "s, digits, '_' or '-', not starting with pos_, opacity_ or scale_" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,wm_a b.gif", 2,
      "-1!token \"wm_a b\": wm is given twice; a key may appear once" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_a b,w_300,h_200.jpg", 3,
      "-1!token \"wm_a b\": wm must be a watermark name of 1 to 64 letter"
      "s, digits, '_' or '-', not starting with pos_, opacity_ or scale_" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_AZaz09_-AZaz09_-AZaz09_-AZ"
      "az09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-x", 3,
      "-1!token \"wm_AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz"
      "09_-AZaz0...\": wm must be a watermark name of 1 to 64 letters, di"
      "gits, '_' or '-', not starting with pos_, opacity_ or scale_" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,wm_AZaz09_-AZaz09_-A"
      "Zaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-x.webp", 3,
      "-1!token \"wm_AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz"
      "09_-AZaz0...\": wm must be a watermark name of 1 to 64 letters, di"
      "gits, '_' or '-', not starting with pos_, opacity_ or scale_" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_AZaz09_-AZaz09_-AZaz09_-AZ"
      "az09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-x,t_p,s_sig1.png", 3,
      "-1!token \"wm_AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz"
      "09_-AZaz0...\": wm must be a watermark name of 1 to 64 letters, di"
      "gits, '_' or '-', not starting with pos_, opacity_ or scale_" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,wm_AZaz09_-AZaz09_-"
      "AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-x.avif", 3,
      "-1!token \"wm_AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz"
      "09_-AZaz0...\": wm is given twice; a key may appear once" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_AZaz09_-AZaz09_-AZaz09_-AZ"
      "az09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-x,w_300,h_200", 3,
      "-1!token \"wm_AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz"
      "09_-AZaz0...\": wm must be a watermark name of 1 to 64 letters, di"
      "gits, '_' or '-', not starting with pos_, opacity_ or scale_" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_pos_tl.png", 3,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0//png" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,wm_pos_tl,s_Ab-9_z", 3,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/wm_pos_tl,t_"
      "p/~legacy/s:Ab-9_z" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_pos_tl,t_p.gif", 3,
      "5|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/wm_pos_"
      "tl,t_p@41474/gif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,wm_pos_tl.jpg", 4,
      "1|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.60654/wm_x,wm_"
      "pos_tl/jpg" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_pos_tl,w_300,h_200", 4,
      "6|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200/~legacy" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_pos_t.webp", 4,
      "3|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0//webp" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,wm_pos_t,s_sig1.png", 4,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/wm_pos_"
      "t,t_p@41474/png/s:sig1" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_pos_t,t_p.avif", 4,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/wm_pos_t,t_p"
      "/avif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,wm_pos_t", 4,
      "6|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.83191/wm_"
      "x,wm_pos_t/~legacy" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_pos_t,w_300,h_200.png", 4,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200/"
      "png" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_pos_tr,s_Ab-9_z", 4,
      "6|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0//~legac"
      "y/s:Ab-9_z" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,wm_pos_tr.gif", 4,
      "5|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/wm_pos_tr,t_"
      "p/gif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_pos_tr,t_p.jpg", 5,
      "1|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/wm_pos_"
      "tr,t_p@41474/jpg" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,wm_pos_tr", 5,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.60654/wm_x,wm_"
      "pos_tr/~avif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_pos_tr,w_300,h_200.we"
      "bp", 5,
      "3|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200/webp" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_pos_l,s_sig1.png", 5,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0//png/s:sig1" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,wm_pos_l.avif", 5,
      "4|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/wm_pos_"
      "l,t_p@41474/avif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_pos_l,t_p", 5,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/wm_pos_l,t_p"
      "/~avif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,wm_pos_l.png", 5,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.83191/wm_"
      "x,wm_pos_l/png" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_pos_l,w_300,h_200,s_Ab-9_z", 5,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200/"
      "~avif/s:Ab-9_z" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_pos_c.gif", 5,
      "5|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0//gif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,wm_pos_c.jpg", 6,
      "1|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/wm_pos_c,t_p"
      "/jpg" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_pos_c,t_p", 6,
      "6|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/wm_pos_"
      "c,t_p@41474/~legacy" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,wm_pos_c.webp", 6,
      "3|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.60654/wm_x,wm_"
      "pos_c/webp" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_pos_c,w_300,h_200,s_s"
      "ig1.png", 6,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200/png/s:sig1" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_pos_r.avif", 6,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0//avif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,wm_pos_r", 6,
      "6|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/wm_pos_"
      "r,t_p@41474/~legacy" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_pos_r,t_p.png", 6,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/wm_pos_r,t_p"
      "/png" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,wm_pos_r,s_Ab-9_z", 6,
      "6|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.83191/wm_"
      "x,wm_pos_r/~legacy/s:Ab-9_z" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_pos_r,w_300,h_200.gif", 6,
      "5|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200/"
      "gif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_pos_bl.jpg", 0,
      "1|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0//jpg" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,wm_pos_bl", 0,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/wm_pos_bl,t_"
      "p/~legacy" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_pos_bl,t_p.webp", 0,
      "3|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/wm_pos_"
      "bl,t_p@41474/webp" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,wm_pos_bl,s_sig1.png", 0,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.60654/wm_x,wm_"
      "pos_bl/png/s:sig1" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_pos_bl,w_300,h_200.av"
      "if", 0,
      "4|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200/avif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_pos_b", 0,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0//~legacy" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,wm_pos_b.png", 0,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/wm_pos_"
      "b,t_p@41474/png" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_pos_b,t_p,s_Ab-9_z", 0,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/wm_pos_b,t_p"
      "/~legacy/s:Ab-9_z" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,wm_pos_b.gif", 0,
      "5|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.83191/wm_"
      "x,wm_pos_b/gif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_pos_b,w_300,h_200.jpg", 1,
      "1|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200/"
      "jpg" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_pos_br", 1,
      "4|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0//~avif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,wm_pos_br.webp", 1,
      "3|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/wm_pos_br,t_"
      "p/webp" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_pos_br,t_p,s_sig1.png", 1,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/wm_pos_"
      "br,t_p@41474/png/s:sig1" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,wm_pos_br.avif", 1,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.60654/wm_x/avi"
      "f" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_pos_br,w_300,h_200", 1,
      "4|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200/~avif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_pos_top.png", 1,
      "-1!token \"wm_pos_top\": wm_pos must be one of tl, t, tr, l, c, r,"
      " bl, b, br" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,wm_pos_top,s_Ab-9_z", 1,
      "-1!token \"wm_pos_top\": wm_pos must be one of tl, t, tr, l, c, r,"
      " bl, b, br" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_pos_top,t_p.gif", 1,
      "-1!token \"wm_pos_top\": wm_pos must be one of tl, t, tr, l, c, r,"
      " bl, b, br" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,wm_pos_top.jpg", 2,
      "-1!token \"wm_pos_top\": wm_pos must be one of tl, t, tr, l, c, r,"
      " bl, b, br" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_pos_top,w_300,h_200", 2,
      "-1!token \"wm_pos_top\": wm_pos must be one of tl, t, tr, l, c, r,"
      " bl, b, br" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_pos_brr.webp", 2,
      "-1!token \"wm_pos_brr\": wm_pos must be one of tl, t, tr, l, c, r,"
      " bl, b, br" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,wm_pos_brr,s_sig1.png", 2,
      "-1!token \"wm_pos_brr\": wm_pos must be one of tl, t, tr, l, c, r,"
      " bl, b, br" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_pos_brr,t_p.avif", 2,
      "-1!token \"wm_pos_brr\": wm_pos must be one of tl, t, tr, l, c, r,"
      " bl, b, br" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,wm_pos_brr", 2,
      "-1!token \"wm_pos_brr\": wm_pos must be one of tl, t, tr, l, c, r,"
      " bl, b, br" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_pos_brr,w_300,h_200.p"
      "ng", 2,
      "-1!token \"wm_pos_brr\": wm_pos must be one of tl, t, tr, l, c, r,"
      " bl, b, br" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_pos_1,s_Ab-9_z", 2,
      "-1!token \"wm_pos_1\": wm_pos must be one of tl, t, tr, l, c, r, b"
      "l, b, br" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,wm_pos_1.gif", 2,
      "-1!token \"wm_pos_1\": wm_pos must be one of tl, t, tr, l, c, r, b"
      "l, b, br" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_pos_1,t_p.jpg", 3,
      "-1!token \"wm_pos_1\": wm_pos must be one of tl, t, tr, l, c, r, b"
      "l, b, br" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,wm_pos_1", 3,
      "-1!token \"wm_pos_1\": wm_pos must be one of tl, t, tr, l, c, r, b"
      "l, b, br" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_pos_1,w_300,h_200.webp", 3,
      "-1!token \"wm_pos_1\": wm_pos must be one of tl, t, tr, l, c, r, b"
      "l, b, br" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_pos_x,s_sig1.png", 3,
      "-1!token \"wm_pos_x\": wm_pos must be one of tl, t, tr, l, c, r, b"
      "l, b, br" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,wm_pos_x.avif", 3,
      "-1!token \"wm_pos_x\": wm_pos must be one of tl, t, tr, l, c, r, b"
      "l, b, br" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_pos_x,t_p", 3,
      "-1!token \"wm_pos_x\": wm_pos must be one of tl, t, tr, l, c, r, b"
      "l, b, br" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,wm_pos_x.png", 3,
      "-1!token \"wm_pos_x\": wm_pos must be one of tl, t, tr, l, c, r, b"
      "l, b, br" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_pos_x,w_300,h_200,s_A"
      "b-9_z", 3,
      "-1!token \"wm_pos_x\": wm_pos must be one of tl, t, tr, l, c, r, b"
      "l, b, br" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_opacity_0.gif", 3,
      "5|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0//gif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,wm_opacity_0.jpg", 4,
      "1|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/wm_opac"
      "ity_0,t_p@41474/jpg" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_opacity_0,t_p", 4,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/wm_opacity_0"
      ",t_p/~legacy" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,wm_opacity_0.webp", 4,
      "3|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.83191/wm_"
      "x,wm_opacity_0/webp" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_opacity_0,w_300,h_200,s_si"
      "g1.png", 4,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200/"
      "png/s:sig1" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_opacity_9.avif", 4,
      "4|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0//avif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,wm_opacity_9", 4,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/wm_opacity_9"
      ",t_p/~legacy" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_opacity_9,t_p.png", 4,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/wm_opac"
      "ity_9,t_p@41474/png" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,wm_opacity_9,s_Ab-9_z", 4,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.60654/wm_x,wm_"
      "opacity_9/~legacy/s:Ab-9_z" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_opacity_9,w_300,h_200"
      ".gif", 4,
      "5|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200/gif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_opacity_50.jpg", 5,
      "1|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0//jpg" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,wm_opacity_50", 5,
      "4|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/wm_opac"
      "ity_50,t_p@41474/~avif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_opacity_50,t_p.webp", 5,
      "3|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/wm_opacity_5"
      "0,t_p/webp" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,wm_opacity_50,s_sig"
      "1.png", 5,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.83191/wm_"
      "x,wm_opacity_50/png/s:sig1" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_opacity_50,w_300,h_200.avi"
      "f", 5,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200/"
      "avif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_opacity_99", 5,
      "4|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0//~avif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,wm_opacity_99.png", 5,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/wm_opacity_9"
      "9,t_p/png" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_opacity_99,t_p,s_Ab-9"
      "_z", 5,
      "4|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/wm_opac"
      "ity_99,t_p@41474/~avif/s:Ab-9_z" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,wm_opacity_99.gif", 5,
      "5|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.60654/wm_x,wm_"
      "opacity_99/gif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_opacity_99,w_300,h_20"
      "0.jpg", 6,
      "1|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200/jpg" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_opacity_100", 6,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0//~legacy" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,wm_opacity_100.webp", 6,
      "3|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/wm_opac"
      "ity_100,t_p@41474/webp" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_opacity_100,t_p,s_sig1.png", 6,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/wm_opacity_1"
      "00,t_p/png/s:sig1" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,wm_opacity_100.avif", 6,
      "4|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.83191/wm_"
      "x/avif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_opacity_100,w_300,h_200", 6,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200/"
      "~legacy" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_opacity_101.png", 6,
      "-1!token \"wm_opacity_101\": wm_opacity must be an integer from 0 "
      "to 100" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,wm_opacity_101,s_Ab-9_z", 6,
      "-1!token \"wm_opacity_101\": wm_opacity must be an integer from 0 "
      "to 100" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_opacity_101,t_p.gif", 6,
      "-1!token \"wm_opacity_101\": wm_opacity must be an integer from 0 "
      "to 100" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,wm_opacity_101.jpg", 0,
      "-1!token \"wm_opacity_101\": wm_opacity must be an integer from 0 "
      "to 100" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_opacity_101,w_300,h_2"
      "00", 0,
      "-1!token \"wm_opacity_101\": wm_opacity must be an integer from 0 "
      "to 100" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_opacity_-1.webp", 0,
      "-1!token \"wm_opacity_-1\": wm_opacity must be an integer from 0 t"
      "o 100" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,wm_opacity_-1,s_sig1"
      ".png", 0,
      "-1!token \"wm_opacity_-1\": wm_opacity must be an integer from 0 t"
      "o 100" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_opacity_-1,t_p.avif", 0,
      "-1!token \"wm_opacity_-1\": wm_opacity must be an integer from 0 t"
      "o 100" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,wm_opacity_-1", 0,
      "-1!token \"wm_opacity_-1\": wm_opacity must be an integer from 0 t"
      "o 100" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_opacity_-1,w_300,h_200.png", 0,
      "-1!token \"wm_opacity_-1\": wm_opacity must be an integer from 0 t"
      "o 100" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_opacity_50.0,s_Ab-9_z", 0,
      "-1!token \"wm_opacity_50.0\": wm_opacity must be an integer from 0"
      " to 100" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,wm_opacity_50.0.gif", 0,
      "-1!token \"wm_opacity_50.0\": wm_opacity must be an integer from 0"
      " to 100" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_opacity_50.0,t_p.jpg", 1,
      "-1!token \"wm_opacity_50.0\": wm_opacity must be an integer from 0"
      " to 100" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,wm_opacity_50.0", 1,
      "-1!token \"wm_opacity_50.0\": wm_opacity must be an integer from 0"
      " to 100" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_opacity_50.0,w_300,h_"
      "200.webp", 1,
      "-1!token \"wm_opacity_50.0\": wm_opacity must be an integer from 0"
      " to 100" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_scale_1,s_sig1.png", 1,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0//png/s:sig1" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,wm_scale_1.avif", 1,
      "4|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/wm_scal"
      "e_1,t_p@41474/avif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_scale_1,t_p", 1,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/wm_scale_1,t"
      "_p/~avif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,wm_scale_1.png", 1,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.83191/wm_"
      "x,wm_scale_1/png" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_scale_1,w_300,h_200,s_Ab-9"
      "_z", 1,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200/"
      "~avif/s:Ab-9_z" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_scale_10.gif", 1,
      "5|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0//gif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,wm_scale_10.jpg", 2,
      "1|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/wm_scale_10,"
      "t_p/jpg" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_scale_10,t_p", 2,
      "3|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/wm_scal"
      "e_10,t_p@41474/~webp" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,wm_scale_10.webp", 2,
      "3|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.60654/wm_x,wm_"
      "scale_10/webp" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_scale_10,w_300,h_200,"
      "s_sig1.png", 2,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200/png/s:sig1" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_scale_25.avif", 2,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0//avif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,wm_scale_25", 2,
      "3|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/wm_scal"
      "e_25,t_p@41474/~webp" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_scale_25,t_p.png", 2,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/wm_scale_25,"
      "t_p/png" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,wm_scale_25,s_Ab-9_"
      "z", 2,
      "3|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.83191/wm_"
      "x/~webp/s:Ab-9_z" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_scale_25,w_300,h_200.gif", 2,
      "5|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200/"
      "gif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_scale_50.jpg", 3,
      "1|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0//jpg" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,wm_scale_50", 3,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/wm_scale_50,"
      "t_p/~legacy" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_scale_50,t_p.webp", 3,
      "3|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/wm_scal"
      "e_50,t_p@41474/webp" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,wm_scale_50,s_sig1.png", 3,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.60654/wm_x,wm_"
      "scale_50/png/s:sig1" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_scale_50,w_300,h_200."
      "avif", 3,
      "4|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200/avif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_scale_100", 3,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0//~legacy" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,wm_scale_100.png", 3,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/wm_scal"
      "e_100,t_p@41474/png" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_scale_100,t_p,s_Ab-9_z", 3,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/wm_scale_100"
      ",t_p/~legacy/s:Ab-9_z" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,wm_scale_100.gif", 3,
      "5|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.83191/wm_"
      "x,wm_scale_100/gif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_scale_100,w_300,h_200.jpg", 4,
      "1|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200/"
      "jpg" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_scale_0", 4,
      "-1!token \"wm_scale_0\": wm_scale must be an integer from 1 to 100" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,wm_scale_0.webp", 4,
      "-1!token \"wm_scale_0\": wm_scale must be an integer from 1 to 100" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_scale_0,t_p,s_sig1.pn"
      "g", 4,
      "-1!token \"wm_scale_0\": wm_scale must be an integer from 1 to 100" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,wm_scale_0.avif", 4,
      "-1!token \"wm_scale_0\": wm_scale must be an integer from 1 to 100" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_scale_0,w_300,h_200", 4,
      "-1!token \"wm_scale_0\": wm_scale must be an integer from 1 to 100" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_scale_101.png", 4,
      "-1!token \"wm_scale_101\": wm_scale must be an integer from 1 to 1"
      "00" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,wm_scale_101,s_Ab-9_"
      "z", 4,
      "-1!token \"wm_scale_101\": wm_scale must be an integer from 1 to 1"
      "00" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_scale_101,t_p.gif", 4,
      "-1!token \"wm_scale_101\": wm_scale must be an integer from 1 to 1"
      "00" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,wm_scale_101.jpg", 5,
      "-1!token \"wm_scale_101\": wm_scale must be an integer from 1 to 1"
      "00" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_scale_101,w_300,h_200", 5,
      "-1!token \"wm_scale_101\": wm_scale must be an integer from 1 to 1"
      "00" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_a.webp", 5,
      "3|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/t_a@183"
      "09/webp" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,t_a,s_sig1.png", 5,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/t_p,t_a/png/"
      "s:sig1" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_a,t_p.avif", 5,
      "4|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/t_a@183"
      "09,t_p@41474/avif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,t_a", 5,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.60654/wm_x,t_a"
      "/~avif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_a,w_300,h_200.png", 5,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,t_a@18309/png" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_b,s_Ab-9_z", 5,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/t_b@71459/~a"
      "vif/s:Ab-9_z" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,t_b.gif", 5,
      "5|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/t_p@414"
      "74,t_b@33676/gif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_b,t_p.jpg", 6,
      "1|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/t_b@71459,t_"
      "p/jpg" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,t_b", 6,
      "6|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.83191/wm_"
      "x,t_b@33676/~legacy" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_b,w_300,h_200.webp", 6,
      "3|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "t_b@71459/webp" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_card,s_sig1.png", 6,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/t_card@"
      "77652/png/s:sig1" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,t_card.avif", 6,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/t_p,t_card@7"
      "4437/avif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_card,t_p", 6,
      "6|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/t_card@"
      "77652,t_p@41474/~legacy" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,t_card.png", 6,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.60654/wm_x,t_c"
      "ard@74437/png" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_card,w_300,h_200,s_Ab-"
      "9_z", 6,
      "6|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,t_card@77652/~legacy/s:Ab-9_z" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_hero.gif", 6,
      "5|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/t_hero@87439"
      "/gif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,t_hero.jpg", 0,
      "1|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/t_p@414"
      "74,t_hero@60566/jpg" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_hero,t_p", 0,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/t_hero@87439"
      ",t_p/~legacy" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,t_hero.webp", 0,
      "3|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.83191/wm_"
      "x,t_hero@60566/webp" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_hero,w_300,h_200,s_sig1.png", 0,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "t_hero@87439/png/s:sig1" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_my_preset.avif", 0,
      "4|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/t_my_pr"
      "eset@4734/avif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,t_my_preset", 0,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/t_p,t_my_pre"
      "set@44041/~legacy" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_my_preset,t_p.png", 0,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/t_my_pr"
      "eset@4734,t_p@41474/png" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,t_my_preset,s_Ab-9_z", 0,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.60654/wm_x,t_m"
      "y_preset@44041/~legacy/s:Ab-9_z" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_my_preset,w_300,h_200."
      "gif", 0,
      "5|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,t_my_preset@4734/gif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_my-preset.jpg", 1,
      "1|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/t_my-preset/"
      "jpg" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,t_my-preset", 1,
      "4|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/t_p@414"
      "74,t_my-preset/~avif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_my-preset,t_p.webp", 1,
      "3|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/t_my-preset,"
      "t_p/webp" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,t_my-preset,s_sig1."
      "png", 1,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.83191/wm_"
      "x,t_my-preset/png/s:sig1" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_my-preset,w_300,h_200.avif", 1,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "t_my-preset/avif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p", 1,
      "4|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/t_p@414"
      "74/~avif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,t_p.png", 1,
      "-1!token \"t_p\": named transform given twice" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,s_Ab-9_z", 1,
      "4|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,t_p@41474/~avif/s:Ab-9_z" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_AZaz09_-AZaz09_-AZaz09_-AZa"
      "z09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-.gif", 1,
      "5|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/t_AZaz09_-AZ"
      "az09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-/gif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,t_AZaz09_-AZaz09_-AZ"
      "az09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-.jpg", 2,
      "1|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/t_p@414"
      "74,t_AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz0"
      "9_-@29254/jpg" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_AZaz09_-AZaz09_-AZaz09_-AZa"
      "z09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-,t_p", 2,
      "3|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/t_AZaz09_-AZ"
      "az09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-,t_p/~webp" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,t_AZaz09_-AZaz09_-A"
      "Zaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-.webp", 2,
      "3|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.83191/wm_"
      "x,t_AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09"
      "_-@29254/webp" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_AZaz09_-AZaz09_-AZaz09_-AZa"
      "z09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-,w_300,h_200,s_sig1.png", 2,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "t_AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-"
      "/png/s:sig1" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_my.preset.avif", 2,
      "-1!token \"t_my.preset\": a named transform's name is 1 to 64 lett"
      "ers, digits, '_' or '-'" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,t_my.preset", 2,
      "-1!token \"t_my.preset\": a named transform's name is 1 to 64 lett"
      "ers, digits, '_' or '-'" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_my.preset,t_p.png", 2,
      "-1!token \"t_my.preset\": a named transform's name is 1 to 64 lett"
      "ers, digits, '_' or '-'" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,t_my.preset,s_Ab-9_z", 2,
      "-1!token \"t_my.preset\": a named transform's name is 1 to 64 lett"
      "ers, digits, '_' or '-'" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_my.preset,w_300,h_200."
      "gif", 2,
      "-1!token \"t_my.preset\": a named transform's name is 1 to 64 lett"
      "ers, digits, '_' or '-'" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_a b.jpg", 3,
      "-1!token \"t_a b\": a named transform's name is 1 to 64 letters, d"
      "igits, '_' or '-'" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,t_a b", 3,
      "-1!token \"t_a b\": a named transform's name is 1 to 64 letters, d"
      "igits, '_' or '-'" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_a b,t_p.webp", 3,
      "-1!token \"t_a b\": a named transform's name is 1 to 64 letters, d"
      "igits, '_' or '-'" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,t_a b,s_sig1.png", 3,
      "-1!token \"t_a b\": a named transform's name is 1 to 64 letters, d"
      "igits, '_' or '-'" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_a b,w_300,h_200.avif", 3,
      "-1!token \"t_a b\": a named transform's name is 1 to 64 letters, d"
      "igits, '_' or '-'" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_AZaz09_-AZaz09_-AZaz09"
      "_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-x", 3,
      "-1!token \"t_AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz0"
      "9_-AZaz09...\": a named transform's name is 1 to 64 letters, digit"
      "s, '_' or '-'" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,t_AZaz09_-AZaz09_-AZaz09_"
      "-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-x.png", 3,
      "-1!token \"t_AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz0"
      "9_-AZaz09...\": a named transform's name is 1 to 64 letters, digit"
      "s, '_' or '-'" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_AZaz09_-AZaz09_-AZaz09"
      "_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-x,t_p,s_Ab-9_z", 3,
      "-1!token \"t_AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz0"
      "9_-AZaz09...\": a named transform's name is 1 to 64 letters, digit"
      "s, '_' or '-'" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,t_AZaz09_-AZaz09_-AZaz09"
      "_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-x.gif", 3,
      "-1!token \"t_AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz0"
      "9_-AZaz09...\": a named transform's name is 1 to 64 letters, digit"
      "s, '_' or '-'" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_AZaz09_-AZaz09_-AZaz09"
      "_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-x,w_300,h_200.jpg", 4,
      "-1!token \"t_AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz0"
      "9_-AZaz09...\": a named transform's name is 1 to 64 letters, digit"
      "s, '_' or '-'" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/bg_remove", 4,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/bg_remove/~l"
      "egacy" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,bg_remove.webp", 4,
      "3|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/t_p@414"
      "74,bg_remove/webp" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/bg_remove,t_p,s_sig1.png", 4,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/t_p,bg_remov"
      "e/png/s:sig1" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,bg_remove.avif", 4,
      "4|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.83191/wm_"
      "x,bg_remove/avif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/bg_remove,w_300,h_200", 4,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "bg_remove/~legacy" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/bg_1.png", 4,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/bg_1/pn"
      "g" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,bg_1,s_Ab-9_z", 4,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/t_p,bg_1/~le"
      "gacy/s:Ab-9_z" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/bg_1,t_p.gif", 4,
      "5|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/t_p@414"
      "74,bg_1/gif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,bg_1.jpg", 5,
      "1|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.60654/wm_x,bg_"
      "1/jpg" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/bg_1,w_300,h_200", 5,
      "4|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,bg_1/~avif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/bg_12.webp", 5,
      "3|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/bg_12/webp" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,bg_12,s_sig1.png", 5,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/t_p@414"
      "74,bg_12/png/s:sig1" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/bg_12,t_p.avif", 5,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/t_p,bg_12/av"
      "if" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,bg_12", 5,
      "4|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.83191/wm_"
      "x,bg_12/~avif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/bg_12,w_300,h_200.png", 5,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "bg_12/png" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/bg_40,s_Ab-9_z", 5,
      "4|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/bg_40/~"
      "avif/s:Ab-9_z" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,bg_40.gif", 5,
      "5|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/t_p,bg_40/gi"
      "f" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/bg_40,t_p.jpg", 6,
      "1|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/t_p@414"
      "74,bg_40/jpg" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,bg_40", 6,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.60654/wm_x,bg_"
      "40/~legacy" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/bg_40,w_300,h_200.webp", 6,
      "3|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,bg_40/webp" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/bg_255,s_sig1.png", 6,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/bg_255/png/s"
      ":sig1" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,bg_255.avif", 6,
      "4|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/t_p@414"
      "74,bg_255/avif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/bg_255,t_p", 6,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/t_p,bg_255/~"
      "legacy" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,bg_255.png", 6,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.83191/wm_"
      "x,bg_255/png" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/bg_255,w_300,h_200,s_Ab-9_z", 6,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "bg_255/~legacy/s:Ab-9_z" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/bg_0.gif", 6,
      "-1!token \"bg_0\": bg must be remove or an integer from 1 to 255" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,bg_0.jpg", 0,
      "-1!token \"bg_0\": bg must be remove or an integer from 1 to 255" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/bg_0,t_p", 0,
      "-1!token \"bg_0\": bg must be remove or an integer from 1 to 255" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,bg_0.webp", 0,
      "-1!token \"bg_0\": bg must be remove or an integer from 1 to 255" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/bg_0,w_300,h_200,s_sig1."
      "png", 0,
      "-1!token \"bg_0\": bg must be remove or an integer from 1 to 255" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/bg_256.avif", 0,
      "-1!token \"bg_256\": bg must be remove or an integer from 1 to 255" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,bg_256", 0,
      "-1!token \"bg_256\": bg must be remove or an integer from 1 to 255" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/bg_256,t_p.png", 0,
      "-1!token \"bg_256\": bg must be remove or an integer from 1 to 255" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,bg_256,s_Ab-9_z", 0,
      "-1!token \"bg_256\": bg must be remove or an integer from 1 to 255" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/bg_256,w_300,h_200.gif", 0,
      "-1!token \"bg_256\": bg must be remove or an integer from 1 to 255" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/bg_Remove.jpg", 1,
      "-1!token \"bg_Remove\": bg must be remove or an integer from 1 to "
      "255" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,bg_Remove", 1,
      "-1!token \"bg_Remove\": bg must be remove or an integer from 1 to "
      "255" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/bg_Remove,t_p.webp", 1,
      "-1!token \"bg_Remove\": bg must be remove or an integer from 1 to "
      "255" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,bg_Remove,s_sig1.png", 1,
      "-1!token \"bg_Remove\": bg must be remove or an integer from 1 to "
      "255" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/bg_Remove,w_300,h_200.av"
      "if", 1,
      "-1!token \"bg_Remove\": bg must be remove or an integer from 1 to "
      "255" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/bg_01", 1,
      "-1!token \"bg_01\": bg must be remove or an integer from 1 to 255" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,bg_01.png", 1,
      "-1!token \"bg_01\": bg must be remove or an integer from 1 to 255" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/bg_01,t_p,s_Ab-9_z", 1,
      "-1!token \"bg_01\": bg must be remove or an integer from 1 to 255" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,bg_01.gif", 1,
      "-1!token \"bg_01\": bg must be remove or an integer from 1 to 255" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/bg_01,w_300,h_200.jpg", 2,
      "-1!token \"bg_01\": bg must be remove or an integer from 1 to 255" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/smart_crop_face", 2,
      "3|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/smart_c"
      "rop_face/~webp" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,smart_crop_face.webp", 2,
      "3|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/t_p,smart_cr"
      "op_face/webp" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/smart_crop_face,t_p,s_si"
      "g1.png", 2,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/t_p@414"
      "74,smart_crop_face/png/s:sig1" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,smart_crop_face.avif", 2,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.60654/wm_x,sma"
      "rt_crop_face/avif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/smart_crop_face,w_300,h_"
      "200", 2,
      "3|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,smart_crop_face/~webp" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/smart_crop_entropy.png", 2,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/smart_crop_e"
      "ntropy/png" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,smart_crop_entropy,s"
      "_Ab-9_z", 2,
      "3|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/t_p@414"
      "74,smart_crop_entropy/~webp/s:Ab-9_z" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/smart_crop_entropy,t_p.gif", 2,
      "5|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/t_p,smart_cr"
      "op_entropy/gif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,smart_crop_entropy."
      "jpg", 3,
      "1|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.83191/wm_"
      "x,smart_crop_entropy/jpg" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/smart_crop_entropy,w_300,h_20"
      "0", 3,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "smart_crop_entropy/~legacy" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/smart_crop_center.webp", 3,
      "3|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/smart_c"
      "rop_center/webp" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,smart_crop_center,s_sig1."
      "png", 3,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/t_p,smart_cr"
      "op_center/png/s:sig1" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/smart_crop_center,t_p.av"
      "if", 3,
      "4|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/t_p@414"
      "74,smart_crop_center/avif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,smart_crop_center", 3,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.60654/wm_x,sma"
      "rt_crop_center/~legacy" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/smart_crop_center,w_300,"
      "h_200.png", 3,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,smart_crop_center/png" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/smart_crop_faces,s_Ab-9_z", 3,
      "-1!token \"smart_crop_faces\": smart_crop must be one of face, ent"
      "ropy, center" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,smart_crop_faces.gif", 3,
      "-1!token \"smart_crop_faces\": smart_crop must be one of face, ent"
      "ropy, center" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/smart_crop_faces,t_p.jpg", 4,
      "-1!token \"smart_crop_faces\": smart_crop must be one of face, ent"
      "ropy, center" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,smart_crop_faces", 4,
      "-1!token \"smart_crop_faces\": smart_crop must be one of face, ent"
      "ropy, center" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/smart_crop_faces,w_300,h_200."
      "webp", 4,
      "-1!token \"smart_crop_faces\": smart_crop must be one of face, ent"
      "ropy, center" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/smart_crop_Face,s_sig1.p"
      "ng", 4,
      "-1!token \"smart_crop_Face\": smart_crop must be one of face, entr"
      "opy, center" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,smart_crop_Face.avif", 4,
      "-1!token \"smart_crop_Face\": smart_crop must be one of face, entr"
      "opy, center" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/smart_crop_Face,t_p", 4,
      "-1!token \"smart_crop_Face\": smart_crop must be one of face, entr"
      "opy, center" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,smart_crop_Face.png", 4,
      "-1!token \"smart_crop_Face\": smart_crop must be one of face, entr"
      "opy, center" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/smart_crop_Face,w_300,h_"
      "200,s_Ab-9_z", 4,
      "-1!token \"smart_crop_Face\": smart_crop must be one of face, entr"
      "opy, center" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wt_hello+world.gif", 4,
      "5|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/wt_hello+wor"
      "ld/gif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,wt_hello+world.jpg", 5,
      "1|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/t_p@414"
      "74,wt_hello+world/jpg" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wt_hello+world,t_p", 5,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/t_p,wt_hello"
      "+world/~avif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,wt_hello+world.webp", 5,
      "3|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.83191/wm_"
      "x,wt_hello+world/webp" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wt_hello+world,w_300,h_200,s_"
      "sig1.png", 5,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "wt_hello+world/png/s:sig1" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wt_copyright.avif", 5,
      "4|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/wt_copy"
      "right/avif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,wt_copyright", 5,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/t_p,wt_copyr"
      "ight/~avif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wt_copyright,t_p.png", 5,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/t_p@414"
      "74,wt_copyright/png" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,wt_copyright,s_Ab-9_z", 5,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.60654/wm_x,wt_"
      "copyright/~avif/s:Ab-9_z" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wt_copyright,w_300,h_200"
      ".gif", 5,
      "5|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,wt_copyright/gif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wt_date.jpg", 6,
      "1|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/wt_date/jpg" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,wt_date", 6,
      "6|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/t_p@414"
      "74,wt_date/~legacy" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wt_date,t_p.webp", 6,
      "3|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/t_p,wt_date/"
      "webp" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,wt_date,s_sig1.png", 6,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.83191/wm_"
      "x,wt_date/png/s:sig1" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wt_date,w_300,h_200.avif", 6,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "wt_date/avif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wt_x", 6,
      "6|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/wt_x/~l"
      "egacy" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,wt_x.png", 6,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/t_p,wt_x/png" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wt_x,t_p,s_Ab-9_z", 6,
      "6|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/t_p@414"
      "74,wt_x/~legacy/s:Ab-9_z" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,wt_x.gif", 6,
      "5|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.60654/wm_x,wt_"
      "x/gif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wt_x,w_300,h_200.jpg", 0,
      "1|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,wt_x/jpg" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wt_(c)+ACME+2024!", 0,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/wt_(c)+ACME+"
      "2024!/~legacy" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,wt_(c)+ACME+2024!.we"
      "bp", 0,
      "3|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/t_p@414"
      "74,wt_(c)+ACME+2024!/webp" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wt_(c)+ACME+2024!,t_p,s_sig1."
      "png", 0,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/t_p,wt_(c)+A"
      "CME+2024!/png/s:sig1" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,wt_(c)+ACME+2024!.a"
      "vif", 0,
      "4|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.83191/wm_"
      "x,wt_(c)+ACME+2024!/avif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wt_(c)+ACME+2024!,w_300,h_200", 0,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "wt_(c)+ACME+2024!/~legacy" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wt_%C2%A9+me.png", 0,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/wt_%C2%"
      "A9+me/png" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,wt_%C2%A9+me,s_Ab-9_z", 0,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/t_p,wt_%C2%A"
      "9+me/~legacy/s:Ab-9_z" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wt_%C2%A9+me,t_p.gif", 0,
      "5|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/t_p@414"
      "74,wt_%C2%A9+me/gif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,wt_%C2%A9+me.jpg", 1,
      "1|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.60654/wm_x,wt_"
      "%C2%A9+me/jpg" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wt_%C2%A9+me,w_300,h_200", 1,
      "4|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,wt_%C2%A9+me/~avif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wt_\302\251+J\303\274rgen.web"
      "p", 1,
      "3|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/wt_\302\251+"
      "J\303\274rgen/webp" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,wt_\302\251+J\303"
      "\274rgen,s_sig1.png", 1,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/t_p@414"
      "74,wt_\302\251+J\303\274rgen/png/s:sig1" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wt_\302\251+J\303\274rgen,t_p"
      ".avif", 1,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/t_p,wt_\302"
      "\251+J\303\274rgen/avif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,wt_\302\251+J\303"
      "\274rgen", 1,
      "4|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.83191/wm_"
      "x,wt_\302\251+J\303\274rgen/~avif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wt_\302\251+J\303\274rgen,w_3"
      "00,h_200.png", 1,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "wt_\302\251+J\303\274rgen/png" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wt_\342\202\254,s_Ab-9_z", 1,
      "4|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/wt_\342"
      "\202\254/~avif/s:Ab-9_z" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,wt_\342\202\254.gif", 1,
      "5|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/t_p,wt_\342"
      "\202\254/gif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wt_\342\202\254,t_p.jpg", 2,
      "1|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/t_p@414"
      "74,wt_\342\202\254/jpg" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,wt_\342\202\254", 2,
      "3|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.60654/wm_x,wt_"
      "\342\202\254/~webp" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wt_\342\202\254,w_300,h_"
      "200.webp", 2,
      "3|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,wt_\342\202\254/webp" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wt_\360\237\223\267,s_sig1.pn"
      "g", 2,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/wt_\360\237"
      "\223\267/png/s:sig1" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,wt_\360\237\223\267."
      "avif", 2,
      "4|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/t_p@414"
      "74,wt_\360\237\223\267/avif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wt_\360\237\223\267,t_p", 2,
      "3|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/t_p,wt_\360"
      "\237\223\267/~webp" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,wt_\360\237\223\267"
      ".png", 2,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.83191/wm_"
      "x,wt_\360\237\223\267/png" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wt_\360\237\223\267,w_300,h_2"
      "00,s_Ab-9_z", 2,
      "3|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "wt_\360\237\223\267/~webp/s:Ab-9_z" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wt_a_b.gif", 2,
      "5|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/wt_a_b/"
      "gif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,wt_a_b.jpg", 3,
      "1|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/t_p,wt_a_b/j"
      "pg" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wt_a_b,t_p", 3,
      "6|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/t_p@414"
      "74,wt_a_b/~legacy" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,wt_a_b.webp", 3,
      "3|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.60654/wm_x,wt_"
      "a_b/webp" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wt_a_b,w_300,h_200,s_sig"
      "1.png", 3,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,wt_a_b/png/s:sig1" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wt_a,b.avif", 3,
      "-1!token \"b\": unknown key (tokens are key_value, e.g. w_300)" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,wt_a,b", 3,
      "-1!token \"b\": unknown key (tokens are key_value, e.g. w_300)" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wt_a,b,t_p.png", 3,
      "-1!token \"b\": unknown key (tokens are key_value, e.g. w_300)" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,wt_a,b,s_Ab-9_z", 3,
      "-1!token \"b\": unknown key (tokens are key_value, e.g. w_300)" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wt_a,b,w_300,h_200.gif", 3,
      "-1!token \"b\": unknown key (tokens are key_value, e.g. w_300)" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wt_a b.jpg", 4,
      "-1!token \"wt_a b\": wt must be text of 1 to 127 bytes without spa"
      "ces, '/', '\\' or '\"'" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,wt_a b", 4,
      "-1!token \"wt_a b\": wt must be text of 1 to 127 bytes without spa"
      "ces, '/', '\\' or '\"'" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wt_a b,t_p.webp", 4,
      "-1!token \"wt_a b\": wt must be text of 1 to 127 bytes without spa"
      "ces, '/', '\\' or '\"'" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,wt_a b,s_sig1.png", 4,
      "-1!token \"wt_a b\": wt must be text of 1 to 127 bytes without spa"
      "ces, '/', '\\' or '\"'" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wt_a b,w_300,h_200.avif", 4,
      "-1!token \"wt_a b\": wt must be text of 1 to 127 bytes without spa"
      "ces, '/', '\\' or '\"'" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wt_a/b", 4,
      "#" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,wt_a/b.png", 4,
      "#" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wt_a/b,t_p,s_Ab-9_z", 4,
      "#" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,wt_a/b.gif", 4,
      "#" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wt_a/b,w_300,h_200.jpg", 5,
      "#" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wt_a\"b", 5,
      "-1!token \"wt_a\"b\": wt must be text of 1 to 127 bytes without sp"
      "aces, '/', '\\' or '\"'" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,wt_a\"b.webp", 5,
      "-1!token \"wt_a\"b\": wt must be text of 1 to 127 bytes without sp"
      "aces, '/', '\\' or '\"'" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wt_a\"b,t_p,s_sig1.png", 5,
      "-1!token \"wt_a\"b\": wt must be text of 1 to 127 bytes without sp"
      "aces, '/', '\\' or '\"'" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,wt_a\"b.avif", 5,
      "-1!token \"wt_a\"b\": wt must be text of 1 to 127 bytes without sp"
      "aces, '/', '\\' or '\"'" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wt_a\"b,w_300,h_200", 5,
      "-1!token \"wt_a\"b\": wt must be text of 1 to 127 bytes without sp"
      "aces, '/', '\\' or '\"'" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wt_a\\b.png", 5,
      "-1!token \"wt_a\\b\": wt must be text of 1 to 127 bytes without sp"
      "aces, '/', '\\' or '\"'" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,wt_a\\b,s_Ab-9_z", 5,
      "-1!token \"wt_a\\b\": wt must be text of 1 to 127 bytes without sp"
      "aces, '/', '\\' or '\"'" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wt_a\\b,t_p.gif", 5,
      "-1!token \"wt_a\\b\": wt must be text of 1 to 127 bytes without sp"
      "aces, '/', '\\' or '\"'" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,wt_a\\b.jpg", 6,
      "-1!token \"wt_a\\b\": wt must be text of 1 to 127 bytes without sp"
      "aces, '/', '\\' or '\"'" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wt_a\\b,w_300,h_200", 6,
      "-1!token \"wt_a\\b\": wt must be text of 1 to 127 bytes without sp"
      "aces, '/', '\\' or '\"'" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wt_a\177.webp", 6,
      "-1!token \"wt_a\077\": wt must be text of 1 to 127 bytes without s"
      "paces, '/', '\\' or '\"'" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,wt_a\177,s_sig1.png", 6,
      "-1!token \"wt_a\077\": wt must be text of 1 to 127 bytes without s"
      "paces, '/', '\\' or '\"'" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wt_a\177,t_p.avif", 6,
      "-1!token \"wt_a\077\": wt must be text of 1 to 127 bytes without s"
      "paces, '/', '\\' or '\"'" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,wt_a\177", 6,
      "-1!token \"wt_a\077\": wt must be text of 1 to 127 bytes without s"
      "paces, '/', '\\' or '\"'" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wt_a\177,w_300,h_200.png", 6,
      "-1!token \"wt_a\077\": wt must be text of 1 to 127 bytes without s"
      "paces, '/', '\\' or '\"'" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wt_\303(,s_Ab-9_z", 6,
      "-1!token \"wt_\077(\": wt must be text of 1 to 127 bytes without s"
      "paces, '/', '\\' or '\"'" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,wt_\303(.gif", 6,
      "-1!token \"wt_\077(\": wt must be text of 1 to 127 bytes without s"
      "paces, '/', '\\' or '\"'" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wt_\303(,t_p.jpg", 0,
      "-1!token \"wt_\077(\": wt must be text of 1 to 127 bytes without s"
      "paces, '/', '\\' or '\"'" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,wt_\303(", 0,
      "-1!token \"wt_\077(\": wt must be text of 1 to 127 bytes without s"
      "paces, '/', '\\' or '\"'" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wt_\303(,w_300,h_200.webp", 0,
      "-1!token \"wt_\077(\": wt must be text of 1 to 127 bytes without s"
      "paces, '/', '\\' or '\"'" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wt_\300\257,s_sig1.png", 0,
      "-1!token \"wt_\077\077\": wt must be text of 1 to 127 bytes withou"
      "t spaces, '/', '\\' or '\"'" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,wt_\300\257.avif", 0,
      "-1!token \"wt_\077\077\": wt must be text of 1 to 127 bytes withou"
      "t spaces, '/', '\\' or '\"'" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wt_\300\257,t_p", 0,
      "-1!token \"wt_\077\077\": wt must be text of 1 to 127 bytes withou"
      "t spaces, '/', '\\' or '\"'" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,wt_\300\257.png", 0,
      "-1!token \"wt_\077\077\": wt must be text of 1 to 127 bytes withou"
      "t spaces, '/', '\\' or '\"'" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wt_\300\257,w_300,h_200,"
      "s_Ab-9_z", 0,
      "-1!token \"wt_\077\077\": wt must be text of 1 to 127 bytes withou"
      "t spaces, '/', '\\' or '\"'" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wt_\355\240\200.gif", 0,
      "-1!token \"wt_\077\077\077\": wt must be text of 1 to 127 bytes wi"
      "thout spaces, '/', '\\' or '\"'" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,wt_\355\240\200.jpg", 1,
      "-1!token \"wt_\077\077\077\": wt must be text of 1 to 127 bytes wi"
      "thout spaces, '/', '\\' or '\"'" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wt_\355\240\200,t_p", 1,
      "-1!token \"wt_\077\077\077\": wt must be text of 1 to 127 bytes wi"
      "thout spaces, '/', '\\' or '\"'" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,wt_\355\240\200.web"
      "p", 1,
      "-1!token \"wt_\077\077\077\": wt must be text of 1 to 127 bytes wi"
      "thout spaces, '/', '\\' or '\"'" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wt_\355\240\200,w_300,h_200,s"
      "_sig1.png", 1,
      "-1!token \"wt_\077\077\077\": wt must be text of 1 to 127 bytes wi"
      "thout spaces, '/', '\\' or '\"'" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wt_\364\220\200\200.avif", 1,
      "-1!token \"wt_\077\077\077\077\": wt must be text of 1 to 127 byte"
      "s without spaces, '/', '\\' or '\"'" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,wt_\364\220\200\200", 1,
      "-1!token \"wt_\077\077\077\077\": wt must be text of 1 to 127 byte"
      "s without spaces, '/', '\\' or '\"'" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wt_\364\220\200\200,t_p."
      "png", 1,
      "-1!token \"wt_\077\077\077\077\": wt must be text of 1 to 127 byte"
      "s without spaces, '/', '\\' or '\"'" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,wt_\364\220\200\200,s_Ab"
      "-9_z", 1,
      "-1!token \"wt_\077\077\077\077\": wt must be text of 1 to 127 byte"
      "s without spaces, '/', '\\' or '\"'" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wt_\364\220\200\200,w_30"
      "0,h_200.gif", 1,
      "-1!token \"wt_\077\077\077\077\": wt must be text of 1 to 127 byte"
      "s without spaces, '/', '\\' or '\"'" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wt_\342\202.jpg", 2,
      "-1!token \"wt_\077\077\": wt must be text of 1 to 127 bytes withou"
      "t spaces, '/', '\\' or '\"'" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,wt_\342\202", 2,
      "-1!token \"wt_\077\077\": wt must be text of 1 to 127 bytes withou"
      "t spaces, '/', '\\' or '\"'" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wt_\342\202,t_p.webp", 2,
      "-1!token \"wt_\077\077\": wt must be text of 1 to 127 bytes withou"
      "t spaces, '/', '\\' or '\"'" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,wt_\342\202,s_sig1."
      "png", 2,
      "-1!token \"wt_\077\077\": wt must be text of 1 to 127 bytes withou"
      "t spaces, '/', '\\' or '\"'" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wt_\342\202,w_300,h_200.avif", 2,
      "-1!token \"wt_\077\077\": wt must be text of 1 to 127 bytes withou"
      "t spaces, '/', '\\' or '\"'" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/filter_sepia", 2,
      "3|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/filter_"
      "sepia/~webp" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,filter_sepia.png", 2,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/t_p,filter_s"
      "epia/png" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/filter_sepia,t_p,s_Ab-9_"
      "z", 2,
      "3|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/t_p@414"
      "74,filter_sepia/~webp/s:Ab-9_z" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,filter_sepia.gif", 2,
      "5|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.60654/wm_x,fil"
      "ter_sepia/gif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/filter_sepia,w_300,h_200"
      ".jpg", 3,
      "1|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,filter_sepia/jpg" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/filter_grayscale", 3,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/filter_grays"
      "cale/~legacy" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,filter_grayscale.web"
      "p", 3,
      "3|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/t_p@414"
      "74,filter_grayscale/webp" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/filter_grayscale,t_p,s_sig1.p"
      "ng", 3,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/t_p,filter_g"
      "rayscale/png/s:sig1" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,filter_grayscale.av"
      "if", 3,
      "4|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.83191/wm_"
      "x,filter_grayscale/avif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/filter_grayscale,w_300,h_200", 3,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "filter_grayscale/~legacy" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/filter_vibrance.png", 3,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/filter_"
      "vibrance/png" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,filter_vibrance,s_Ab-9_z", 3,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/t_p,filter_v"
      "ibrance/~legacy/s:Ab-9_z" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/filter_vibrance,t_p.gif", 3,
      "5|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/t_p@414"
      "74,filter_vibrance/gif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,filter_vibrance.jpg", 4,
      "1|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.60654/wm_x,fil"
      "ter_vibrance/jpg" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/filter_vibrance,w_300,h_"
      "200", 4,
      "6|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,filter_vibrance/~legacy" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/filter_contrast.webp", 4,
      "3|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/filter_contr"
      "ast/webp" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,filter_contrast,s_si"
      "g1.png", 4,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/t_p@414"
      "74,filter_contrast/png/s:sig1" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/filter_contrast,t_p.avif", 4,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/t_p,filter_c"
      "ontrast/avif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,filter_contrast", 4,
      "6|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.83191/wm_"
      "x,filter_contrast/~legacy" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/filter_contrast,w_300,h_200.p"
      "ng", 4,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "filter_contrast/png" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/filter_vignette,s_Ab-9_z", 4,
      "6|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/filter_"
      "vignette/~legacy/s:Ab-9_z" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,filter_vignette.gif", 4,
      "5|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/t_p,filter_v"
      "ignette/gif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/filter_vignette,t_p.jpg", 5,
      "1|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/t_p@414"
      "74,filter_vignette/jpg" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,filter_vignette", 5,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.60654/wm_x,fil"
      "ter_vignette/~avif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/filter_vignette,w_300,h_"
      "200.webp", 5,
      "3|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,filter_vignette/webp" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/filter_warm,s_sig1.png", 5,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/filter_warm/"
      "png/s:sig1" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,filter_warm.avif", 5,
      "4|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/t_p@414"
      "74,filter_warm/avif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/filter_warm,t_p", 5,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/t_p,filter_w"
      "arm/~avif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,filter_warm.png", 5,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.83191/wm_"
      "x,filter_warm/png" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/filter_warm,w_300,h_200,s_Ab-"
      "9_z", 5,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "filter_warm/~avif/s:Ab-9_z" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/filter_cool.gif", 5,
      "5|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/filter_"
      "cool/gif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,filter_cool.jpg", 6,
      "1|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/t_p,filter_c"
      "ool/jpg" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/filter_cool,t_p", 6,
      "6|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/t_p@414"
      "74,filter_cool/~legacy" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,filter_cool.webp", 6,
      "3|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.60654/wm_x,fil"
      "ter_cool/webp" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/filter_cool,w_300,h_200,"
      "s_sig1.png", 6,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,filter_cool/png/s:sig1" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/filter_blur.avif", 6,
      "-1!token \"filter_blur\": filter must be one of sepia, grayscale, "
      "vibrance, contrast, vignette, warm, cool" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,filter_blur", 6,
      "-1!token \"filter_blur\": filter must be one of sepia, grayscale, "
      "vibrance, contrast, vignette, warm, cool" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/filter_blur,t_p.png", 6,
      "-1!token \"filter_blur\": filter must be one of sepia, grayscale, "
      "vibrance, contrast, vignette, warm, cool" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,filter_blur,s_Ab-9_"
      "z", 6,
      "-1!token \"filter_blur\": filter must be one of sepia, grayscale, "
      "vibrance, contrast, vignette, warm, cool" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/filter_blur,w_300,h_200.gif", 6,
      "-1!token \"filter_blur\": filter must be one of sepia, grayscale, "
      "vibrance, contrast, vignette, warm, cool" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/filter_Sepia.jpg", 0,
      "-1!token \"filter_Sepia\": filter must be one of sepia, grayscale,"
      " vibrance, contrast, vignette, warm, cool" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,filter_Sepia", 0,
      "-1!token \"filter_Sepia\": filter must be one of sepia, grayscale,"
      " vibrance, contrast, vignette, warm, cool" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/filter_Sepia,t_p.webp", 0,
      "-1!token \"filter_Sepia\": filter must be one of sepia, grayscale,"
      " vibrance, contrast, vignette, warm, cool" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,filter_Sepia,s_sig1.png", 0,
      "-1!token \"filter_Sepia\": filter must be one of sepia, grayscale,"
      " vibrance, contrast, vignette, warm, cool" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/filter_Sepia,w_300,h_200"
      ".avif", 0,
      "-1!token \"filter_Sepia\": filter must be one of sepia, grayscale,"
      " vibrance, contrast, vignette, warm, cool" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/", 0,
      "#" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,.png", 0,
      "-1!token \"\": empty token (a ',' too many)" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/,,s_Ab-9_z", 0,
      "-1!token \"\": empty token (a ',' too many)" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,,.gif", 0,
      "-1!token \"\": empty token (a ',' too many)" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/,,.jpg", 1,
      "-1!token \"\": empty token (a ',' too many)" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,,,", 1,
      "-1!token \"\": empty token (a ',' too many)" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_1,,h_1.webp", 1,
      "-1!token \"\": empty token (a ',' too many)" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_1,,h_1,s_sig1.png", 1,
      "-1!token \"\": empty token (a ',' too many)" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/,w_1.avif", 1,
      "-1!token \"\": empty token (a ',' too many)" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,,w_1", 1,
      "-1!token \"\": empty token (a ',' too many)" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_1,.png", 1,
      "-1!token \"\": empty token (a ',' too many)" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_1,,s_Ab-9_z", 1,
      "-1!token \"\": empty token (a ',' too many)" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w.gif", 1,
      "-1!token \"w\": unknown key (tokens are key_value, e.g. w_300)" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w.jpg", 2,
      "-1!token \"w\": unknown key (tokens are key_value, e.g. w_300)" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t", 2,
      "-1!token \"t\": unknown key (tokens are key_value, e.g. w_300)" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,t.webp", 2,
      "-1!token \"t\": unknown key (tokens are key_value, e.g. w_300)" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w300,s_sig1.png", 2,
      "-1!token \"w300\": unknown key (tokens are key_value, e.g. w_300)" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w300.avif", 2,
      "-1!token \"w300\": unknown key (tokens are key_value, e.g. w_300)" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/W_300", 2,
      "-1!token \"W_300\": unknown key (tokens are key_value, e.g. w_300)" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,W_300.png", 2,
      "-1!token \"W_300\": unknown key (tokens are key_value, e.g. w_300)" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/width_300,s_Ab-9_z", 2,
      "-1!token \"width_300\": unknown key (tokens are key_value, e.g. w_"
      "300)" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,width_300.gif", 2,
      "-1!token \"width_300\": unknown key (tokens are key_value, e.g. w_"
      "300)" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/x_1.jpg", 3,
      "-1!token \"x_1\": unknown key (tokens are key_value, e.g. w_300)" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,x_1", 3,
      "-1!token \"x_1\": unknown key (tokens are key_value, e.g. w_300)" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/_300.webp", 3,
      "-1!token \"_300\": unknown key (tokens are key_value, e.g. w_300)" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,_300,s_sig1.png", 3,
      "-1!token \"_300\": unknown key (tokens are key_value, e.g. w_300)" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/_.avif", 3,
      "-1!token \"_\": unknown key (tokens are key_value, e.g. w_300)" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,_", 3,
      "-1!token \"_\": unknown key (tokens are key_value, e.g. w_300)" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm.png", 3,
      "-1!token \"wm\": unknown key (tokens are key_value, e.g. w_300)" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,wm,s_Ab-9_z", 3,
      "-1!token \"wm\": unknown key (tokens are key_value, e.g. w_300)" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/bgcolor.gif", 3,
      "-1!token \"bgcolor\": unknown key (tokens are key_value, e.g. w_30"
      "0)" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,bgcolor.jpg", 4,
      "-1!token \"bgcolor\": unknown key (tokens are key_value, e.g. w_30"
      "0)" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/smart_crop", 4,
      "-1!token \"smart_crop\": unknown key (tokens are key_value, e.g. w"
      "_300)" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,smart_crop.webp", 4,
      "-1!token \"smart_crop\": unknown key (tokens are key_value, e.g. w"
      "_300)" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/Fit_cover,s_sig1.png", 4,
      "-1!token \"Fit_cover\": unknown key (tokens are key_value, e.g. w_"
      "300)" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,Fit_cover.avif", 4,
      "-1!token \"Fit_cover\": unknown key (tokens are key_value, e.g. w_"
      "300)" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/quality_80", 4,
      "-1!token \"quality_80\": unknown key (tokens are key_value, e.g. w"
      "_300)" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,quality_80.png", 4,
      "-1!token \"quality_80\": unknown key (tokens are key_value, e.g. w"
      "_300)" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/bgc_fff,s_Ab-9_z", 4,
      "-1!token \"bgc_fff\": unknown key (tokens are key_value, e.g. w_30"
      "0)" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,bgc_fff.gif", 4,
      "-1!token \"bgc_fff\": unknown key (tokens are key_value, e.g. w_30"
      "0)" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w-300.jpg", 5,
      "-1!token \"w-300\": unknown key (tokens are key_value, e.g. w_300)" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w-300", 5,
      "-1!token \"w-300\": unknown key (tokens are key_value, e.g. w_300)" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w=300.webp", 5,
      "-1!token \"w=300\": unknown key (tokens are key_value, e.g. w_300)" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w=300,s_sig1.png", 5,
      "-1!token \"w=300\": unknown key (tokens are key_value, e.g. w_300)" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/original.avif", 5,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0//avif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,original", 5,
      "-1!token \"original\": unknown key (tokens are key_value, e.g. w_3"
      "00)" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_opacity_.png", 5,
      "-1!token \"wm_opacity_\": no value after \"wm_opacity_\"" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,wm_opacity_,s_Ab-9_z", 5,
      "-1!token \"wm_opacity_\": no value after \"wm_opacity_\"" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/bgcolor_.gif", 5,
      "-1!token \"bgcolor_\": no value after \"bgcolor_\"" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,bgcolor_.jpg", 6,
      "-1!token \"bgcolor_\": no value after \"bgcolor_\"" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_", 6,
      "-1!token \"t_\": no value after \"t_\"" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,t_.webp", 6,
      "-1!token \"t_\": no value after \"t_\"" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_,s_sig1.png", 6,
      "-1!token \"w_\": no value after \"w_\"" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_.avif", 6,
      "-1!token \"w_\": no value after \"w_\"" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/smart_crop_", 6,
      "-1!token \"smart_crop_\": no value after \"smart_crop_\"" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,smart_crop_.png", 6,
      "-1!token \"smart_crop_\": no value after \"smart_crop_\"" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/smart_face,s_Ab-9_z", 6,
      "-1!token \"smart_face\": unknown key (tokens are key_value, e.g. w"
      "_300)" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,smart_face.gif", 6,
      "-1!token \"smart_face\": unknown key (tokens are key_value, e.g. w"
      "_300)" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_pos_.jpg", 0,
      "-1!token \"wm_pos_\": no value after \"wm_pos_\"" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,wm_pos_", 0,
      "-1!token \"wm_pos_\": no value after \"wm_pos_\"" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_scale_.webp", 0,
      "-1!token \"wm_scale_\": no value after \"wm_scale_\"" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,wm_scale_,s_sig1.png", 0,
      "-1!token \"wm_scale_\": no value after \"wm_scale_\"" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_scale-1,wm_pos_b.avif", 0,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/wm_scale-1,w"
      "m_pos_b/avif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,wm_scale-1,wm_pos_b", 0,
      "6|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.5359/wm_s"
      "cale-1,wm_pos_b,t_p@41474/~legacy" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_1\001.png", 0,
      "-1!token \"w_1\077\": w must be an integer from 1 to 8192" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_1\001,s_Ab-9_z", 0,
      "-1!token \"w_1\077\": w must be an integer from 1 to 8192" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_1\012.gif", 0,
      "-1!token \"w_1\077\": w must be an integer from 1 to 8192" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_1\012.jpg", 1,
      "-1!token \"w_1\077\": w must be an integer from 1 to 8192" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_\357\274\221", 1,
      "-1!token \"w_\077\077\077\": w must be an integer from 1 to 8192" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_\357\274\221.webp", 1,
      "-1!token \"w_\077\077\077\": w must be an integer from 1 to 8192" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/dpr_2,0,s_sig1.png", 1,
      "-1!token \"0\": unknown key (tokens are key_value, e.g. w_300)" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,dpr_2,0.avif", 1,
      "-1!token \"0\": unknown key (tokens are key_value, e.g. w_300)" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300 ", 1,
      "-1!token \"w_300 \": w must be an integer from 1 to 8192" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300 .png", 1,
      "-1!token \"w_300 \": w must be an integer from 1 to 8192" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/ w_300,s_Ab-9_z", 1,
      "-1!token \" w_300\": unknown key (tokens are key_value, e.g. w_300"
      ")" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p, w_300.gif", 1,
      "-1!token \" w_300\": unknown key (tokens are key_value, e.g. w_300"
      ")" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,.jpg", 2,
      "-1!token \"\": empty token (a ',' too many)" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,", 2,
      "-1!token \"\": empty token (a ',' too many)" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_a,t_a.webp", 2,
      "-1!token \"t_a\": named transform given twice" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,t_a,t_a,s_sig1.png", 2,
      "-1!token \"t_a\": named transform given twice" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_a,t_b,t_c,t_d,t_e,t_f,t_g,t"
      "_h.avif", 2,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/t_a,t_b@7145"
      "9,t_c@43248,t_d,t_e@12514,t_f@84303,t_g@56092,t_h@53569/avif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,t_a,t_b,t_c,t_d,t_e,"
      "t_f,t_g,t_h", 2,
      "-1!token \"t_h\": at most 8 named transforms" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_a,t_b,t_c,t_d,t_e,t_f,t_g,t"
      "_h,t_i.png", 2,
      "-1!token \"t_i\": at most 8 named transforms" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,t_a,t_b,t_c,t_d,t_e,"
      "t_f,t_g,t_h,t_i,s_Ab-9_z", 2,
      "-1!token \"t_h\": at most 8 named transforms" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/filter_sepia,filter_warm.gif", 2,
      "-1!token \"filter_warm\": plugin filter is given twice; a plugin m"
      "ay appear once" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,filter_sepia,filter_"
      "warm.jpg", 3,
      "-1!token \"filter_warm\": plugin filter is given twice; a plugin m"
      "ay appear once" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/bg_remove,bg_40", 3,
      "-1!token \"bg_40\": plugin bg is given twice; a plugin may appear "
      "once" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,bg_remove,bg_40.webp", 3,
      "-1!token \"bg_40\": plugin bg is given twice; a plugin may appear "
      "once" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_100,w_200,s_sig1.png", 3,
      "-1!token \"w_200\": w is given twice; a key may appear once" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_100,w_200.avif", 3,
      "-1!token \"w_200\": w is given twice; a key may appear once" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_100,h_5,w_100", 3,
      "-1!token \"w_100\": w is given twice; a key may appear once" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_100,h_5,w_100.png", 3,
      "-1!token \"w_100\": w is given twice; a key may appear once" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/fit_cover,fit_inside,s_Ab-9_z", 3,
      "-1!token \"fit_inside\": fit is given twice; a key may appear once" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,fit_cover,fit_inside"
      ".gif", 3,
      "-1!token \"fit_inside\": fit is given twice; a key may appear once" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/bg_remove,smart_crop_face,wt_"
      "x,filter_cool.jpg", 4,
      "1|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/bg_remove,fi"
      "lter_cool,smart_crop_face,wt_x/jpg" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,bg_remove,smart_crop"
      "_face,wt_x,filter_cool", 4,
      "6|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/t_p@414"
      "74,bg_remove,filter_cool,smart_crop_face,wt_x/~legacy" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_000000000000000000000000000"
      "000000000000000000000000000000000000000000000000000000000000.webp", 4,
      "-1!token \"w_00000000000000000000000000000000000000000000000000000"
      "000000000...\": w must be an integer from 1 to 8192" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_000000000000000000"
      "000000000000000000000000000000000000000000000000000000000000000000"
      "000,s_sig1.png", 4,
      "-1!token \"w_00000000000000000000000000000000000000000000000000000"
      "000000000...\": w must be an integer from 1 to 8192" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_b,w_1,t_a.avif", 4,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_1,t_b@7145"
      "9,t_a/avif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,t_b,w_1,t_a", 4,
      "6|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_1,t_p"
      "@41474,t_b@33676,t_a@18309/~legacy" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wt_x,bg_remove,filter_cool.pn"
      "g", 4,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/bg_remove,fi"
      "lter_cool,wt_x/png" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,wt_x,bg_remove,filte"
      "r_cool,s_Ab-9_z", 4,
      "6|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/t_p@414"
      "74,bg_remove,filter_cool,wt_x/~legacy/s:Ab-9_z" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/cx_10,cy_20,cw_300,ch_400,dpr"
      "_1.5,blur_0.75,sharpen_2,rot_90,flip_hv,page_2,q_80.gif", 4,
      "5|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/cx_10,cy_20,"
      "cw_300,ch_400,dpr_1.5,rot_90,flip_hv,blur_0.75,sharpen_2,page_2,q_"
      "80/gif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,cx_10,cy_20,cw_300,c"
      "h_400,dpr_1.5,blur_0.75,sharpen_2,rot_90,flip_hv,page_2,q_80.jpg", 5,
      "1|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/cx_10,c"
      "y_20,cw_300,ch_400,dpr_1.5,rot_90,flip_hv,blur_0.75,sharpen_2,page"
      "_2,q_80,t_p@41474/jpg" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/cx_10,ch_400,blur_0.75,rot_90"
      ",dpr_1.5,flip_hv,cy_20,page_2,cw_300,sharpen_2,q_80", 5,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/cx_10,cy_20,"
      "cw_300,ch_400,dpr_1.5,rot_90,flip_hv,blur_0.75,sharpen_2,page_2,q_"
      "80/~avif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/rot_90,sharpen_2,cy_20,q"
      "_80,flip_hv,cw_300,ch_400,cx_10,dpr_1.5,page_2,blur_0.75.webp", 5,
      "3|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/cx_10,c"
      "y_20,cw_300,ch_400,dpr_1.5,rot_90,flip_hv,blur_0.75,sharpen_2,page"
      "_2,q_80/webp" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/cy_20,ch_400,q_80,rot_90,page"
      "_2,sharpen_2,dpr_1.5,flip_hv,cx_10,cw_300,blur_0.75,s_sig1.png", 5,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/cx_10,cy_20,"
      "cw_300,ch_400,dpr_1.5,rot_90,flip_hv,blur_0.75,sharpen_2,page_2,q_"
      "80/png/s:sig1" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/dpr_1.5,cw_300,cy_20,rot"
      "_90,sharpen_2,flip_hv,ch_400,blur_0.75,cx_10,page_2,q_80.avif", 5,
      "4|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/cx_10,c"
      "y_20,cw_300,ch_400,dpr_1.5,rot_90,flip_hv,blur_0.75,sharpen_2,page"
      "_2,q_80/avif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_card,w_500,t_hero,bg_remove"
      ",filter_sepia,smart_crop_face", 5,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_500,t_card"
      "@74437,t_hero@87439,bg_remove,filter_sepia,smart_crop_face/~avif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,t_card,w_500,t_hero,"
      "bg_remove,filter_sepia,smart_crop_face.png", 5,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_500,t"
      "_p@41474,t_card@77652,t_hero@60566,bg_remove,filter_sepia,smart_cr"
      "op_face/png" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_hero,t_card,w_500,bg_remove"
      ",smart_crop_face,filter_sepia,s_Ab-9_z", 5,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_500,t_hero"
      "@87439,t_card@74437,bg_remove,filter_sepia,smart_crop_face/~avif/s"
      ":Ab-9_z" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_hero,filter_sepia,t_ca"
      "rd,smart_crop_face,w_500,bg_remove.gif", 5,
      "5|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_500,t"
      "_hero@60566,t_card@77652,bg_remove,filter_sepia,smart_crop_face/gi"
      "f" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/smart_crop_face,bg_remove,t_c"
      "ard,w_500,filter_sepia,t_hero.jpg", 6,
      "1|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_500,t_card"
      "@74437,t_hero@87439,bg_remove,filter_sepia,smart_crop_face/jpg" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_card,filter_sepia,smar"
      "t_crop_face,w_500,t_hero,bg_remove", 6,
      "6|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_500,t"
      "_card@77652,t_hero@60566,bg_remove,filter_sepia,smart_crop_face/~l"
      "egacy" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,fit_cover,g_north"
      ".webp", 6,
      "3|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "fit_cover,g_north/webp" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,fit_cove"
      "r,g_north,s_sig1.png", 6,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,fit_cover,g_north,t_p@41474/png/s:sig1" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,g_north,fit_cover,h_200"
      ".avif", 6,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "fit_cover,g_north/avif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/g_north,fit_cover,h_200,"
      "w_300", 6,
      "6|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,fit_cover,g_north/~legacy" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/g_north,w_300,fit_cover,h_200"
      ".png", 6,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "fit_cover,g_north/png" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/g_north,h_200,fit_cover,"
      "w_300,s_Ab-9_z", 6,
      "6|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,fit_cover,g_north/~legacy/s:Ab-9_z" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_logo,wm_pos_tl,wm_opacity_"
      "50,wm_scale_10,bgcolor_FF000080.gif", 6,
      "5|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/bgcolor_ff00"
      "0080,wm_logo,wm_pos_tl,wm_opacity_50,wm_scale_10/gif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,wm_logo,wm_pos_tl,wm"
      "_opacity_50,wm_scale_10,bgcolor_FF000080.jpg", 0,
      "1|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/bgcolor"
      "_ff000080,wm_logo,wm_pos_tl,wm_opacity_50,wm_scale_10,t_p@41474/jp"
      "g" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/bgcolor_FF000080,wm_opacity_5"
      "0,wm_scale_10,wm_logo,wm_pos_tl", 0,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/bgcolor_ff00"
      "0080,wm_logo,wm_pos_tl,wm_opacity_50,wm_scale_10/~legacy" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_pos_tl,bgcolor_FF0000"
      "80,wm_logo,wm_opacity_50,wm_scale_10.webp", 0,
      "3|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/bgcolor"
      "_ff000080,wm_logo,wm_pos_tl,wm_opacity_50,wm_scale_10/webp" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_opacity_50,wm_pos_tl,wm_lo"
      "go,bgcolor_FF000080,wm_scale_10,s_sig1.png", 0,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/bgcolor_ff00"
      "0080,wm_logo,wm_pos_tl,wm_opacity_50,wm_scale_10/png/s:sig1" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_pos_tl,wm_opacity_50,"
      "wm_scale_10,wm_logo,bgcolor_FF000080.avif", 0,
      "4|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/bgcolor"
      "_ff000080,wm_logo,wm_pos_tl,wm_opacity_50,wm_scale_10/avif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wt_%C2%A9+J\303\274rgen,bg_40", 0,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/bg_40,wt_%C2"
      "%A9+J\303\274rgen/~legacy" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,wt_%C2%A9+J\303\274r"
      "gen,bg_40.png", 0,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/t_p@414"
      "74,bg_40,wt_%C2%A9+J\303\274rgen/png" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/bg_40,wt_%C2%A9+J\303\274rgen"
      ",s_Ab-9_z", 0,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/bg_40,wt_%C2"
      "%A9+J\303\274rgen/~legacy/s:Ab-9_z" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/cx_1,cy_2,cw_3,ch_4,w_5,"
      "h_6,dpr_1.5,fit_fill,g_southwest,rot_90,flip_v,blur_0.5,sharpen_2,"
      "bgcolor_0a0B0c80,page_7,q_8,wm_logo,wm_pos_tl,wm_opacity_9,wm_scal"
      "e_10.gif", 0,
      "5|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/cx_1,cy"
      "_2,cw_3,ch_4,w_5,h_6,dpr_1.5,fit_fill,rot_90,flip_v,blur_0.5,sharp"
      "en_2,bgcolor_0a0b0c80,page_7,q_8,wm_logo,wm_pos_tl,wm_opacity_9,wm"
      "_scale_10/gif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,cx_1,cy_2,cw_3,ch_4,w_5,h"
      "_6,dpr_1.5,fit_fill,g_southwest,rot_90,flip_v,blur_0.5,sharpen_2,b"
      "gcolor_0a0B0c80,page_7,q_8,wm_logo,wm_pos_tl,wm_opacity_9,wm_scale"
      "_10.jpg", 1,
      "1|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/cx_1,cy_2,cw"
      "_3,ch_4,w_5,h_6,dpr_1.5,fit_fill,g_southwest,rot_90,flip_v,blur_0."
      "5,sharpen_2,bgcolor_0a0b0c80,page_7,q_8,wm_logo,wm_pos_tl,wm_opaci"
      "ty_9,wm_scale_10,t_p/jpg" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/sharpen_2,cx_1,wm_scale_"
      "10,cy_2,cw_3,flip_v,bgcolor_0a0B0c80,dpr_1.5,wm_pos_tl,wm_opacity_"
      "9,blur_0.5,rot_90,wm_logo,q_8,g_southwest,fit_fill,h_6,page_7,w_5,"
      "ch_4", 1,
      "4|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/cx_1,cy"
      "_2,cw_3,ch_4,w_5,h_6,dpr_1.5,fit_fill,rot_90,flip_v,blur_0.5,sharp"
      "en_2,bgcolor_0a0b0c80,page_7,q_8,wm_logo,wm_pos_tl,wm_opacity_9,wm"
      "_scale_10/~avif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_scale_10,blur_0.5,g_southw"
      "est,w_5,rot_90,wm_pos_tl,h_6,wm_logo,ch_4,cw_3,page_7,wm_opacity_9"
      ",sharpen_2,bgcolor_0a0B0c80,cy_2,flip_v,cx_1,fit_fill,dpr_1.5,q_8."
      "webp", 1,
      "3|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/cx_1,cy_2,cw"
      "_3,ch_4,w_5,h_6,dpr_1.5,fit_fill,rot_90,flip_v,blur_0.5,sharpen_2,"
      "bgcolor_0a0b0c80,page_7,q_8,wm_logo,wm_pos_tl,wm_opacity_9,wm_scal"
      "e_10/webp" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/rot_90,blur_0.5,g_southw"
      "est,wm_pos_tl,page_7,cx_1,wm_opacity_9,w_5,q_8,sharpen_2,cy_2,dpr_"
      "1.5,bgcolor_0a0B0c80,wm_logo,flip_v,cw_3,h_6,fit_fill,ch_4,wm_scal"
      "e_10,s_sig1.png", 1,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/cx_1,cy"
      "_2,cw_3,ch_4,w_5,h_6,dpr_1.5,fit_fill,rot_90,flip_v,blur_0.5,sharp"
      "en_2,bgcolor_0a0b0c80,page_7,q_8,wm_logo,wm_pos_tl,wm_opacity_9,wm"
      "_scale_10/png/s:sig1" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/cw_3,bgcolor_0a0B0c80,wm_logo"
      ",blur_0.5,wm_opacity_9,page_7,cx_1,ch_4,h_6,cy_2,flip_v,w_5,q_8,fi"
      "t_fill,sharpen_2,dpr_1.5,rot_90,wm_pos_tl,g_southwest,wm_scale_10."
      "avif", 1,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/cx_1,cy_2,cw"
      "_3,ch_4,w_5,h_6,dpr_1.5,fit_fill,rot_90,flip_v,blur_0.5,sharpen_2,"
      "bgcolor_0a0b0c80,page_7,q_8,wm_logo,wm_pos_tl,wm_opacity_9,wm_scal"
      "e_10/avif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/cx_100000,cy_100000,cw_1"
      "00000,ch_100000,w_8192,h_8192,dpr_3.75,fit_contain,g_southwest,rot"
      "_270,flip_hv,blur_99.99,sharpen_9.99,bgcolor_01234567,page_10000,q"
      "_100,wm_AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZ"
      "az09_-,wm_pos_tr,wm_opacity_99,wm_scale_100,bg_remove,smart_crop_e"
      "ntropy,filter_grayscale", 1,
      "4|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.93429/cx_"
      "100000,cy_100000,cw_100000,ch_100000,w_8192,h_8192,dpr_3.75,fit_co"
      "ntain,g_southwest,rot_270,flip_hv,blur_99.99,sharpen_9.99,bgcolor_"
      "01234567,page_10000,q_100,wm_AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz0"
      "9_-AZaz09_-AZaz09_-AZaz09_-,wm_pos_tr,wm_opacity_99,wm_scale_100,b"
      "g_remove,filter_grayscale,smart_crop_entropy/~avif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,cx_100000,cy_100000,cw_10"
      "0000,ch_100000,w_8192,h_8192,dpr_3.75,fit_contain,g_southwest,rot_"
      "270,flip_hv,blur_99.99,sharpen_9.99,bgcolor_01234567,page_10000,q_"
      "100,wm_AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZa"
      "z09_-,wm_pos_tr,wm_opacity_99,wm_scale_100,bg_remove,smart_crop_en"
      "tropy,filter_grayscale.png", 1,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/cx_100000,cy"
      "_100000,cw_100000,ch_100000,w_8192,h_8192,dpr_3.75,fit_contain,g_s"
      "outhwest,rot_270,flip_hv,blur_99.99,sharpen_9.99,bgcolor_01234567,"
      "page_10000,q_100,wm_AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09"
      "_-AZaz09_-AZaz09_-,wm_pos_tr,wm_opacity_99,wm_scale_100,t_p,bg_rem"
      "ove,filter_grayscale,smart_crop_entropy/png" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/bg_remove,page_10000,cw_"
      "100000,ch_100000,smart_crop_entropy,wm_scale_100,cx_100000,h_8192,"
      "wm_AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_"
      "-,fit_contain,filter_grayscale,sharpen_9.99,wm_opacity_99,w_8192,b"
      "lur_99.99,q_100,g_southwest,bgcolor_01234567,cy_100000,flip_hv,dpr"
      "_3.75,wm_pos_tr,rot_270,s_Ab-9_z", 1,
      "4|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.93429/cx_"
      "100000,cy_100000,cw_100000,ch_100000,w_8192,h_8192,dpr_3.75,fit_co"
      "ntain,g_southwest,rot_270,flip_hv,blur_99.99,sharpen_9.99,bgcolor_"
      "01234567,page_10000,q_100,wm_AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz0"
      "9_-AZaz09_-AZaz09_-AZaz09_-,wm_pos_tr,wm_opacity_99,wm_scale_100,b"
      "g_remove,filter_grayscale,smart_crop_entropy/~avif/s:Ab-9_z" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/sharpen_9.99,filter_grayscale"
      ",bgcolor_01234567,smart_crop_entropy,wm_opacity_99,blur_99.99,rot_"
      "270,page_10000,cy_100000,wm_scale_100,cx_100000,q_100,fit_contain,"
      "cw_100000,h_8192,bg_remove,wm_AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz"
      "09_-AZaz09_-AZaz09_-AZaz09_-,flip_hv,g_southwest,ch_100000,wm_pos_"
      "tr,w_8192,dpr_3.75.gif", 1,
      "5|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/cx_100000,cy"
      "_100000,cw_100000,ch_100000,w_8192,h_8192,dpr_3.75,fit_contain,g_s"
      "outhwest,rot_270,flip_hv,blur_99.99,sharpen_9.99,bgcolor_01234567,"
      "page_10000,q_100,wm_AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09"
      "_-AZaz09_-AZaz09_-,wm_pos_tr,wm_opacity_99,wm_scale_100,bg_remove,"
      "filter_grayscale,smart_crop_entropy/gif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_opacity_99,wm_pos_tr,"
      "dpr_3.75,fit_contain,h_8192,w_8192,cx_100000,bgcolor_01234567,g_so"
      "uthwest,wm_scale_100,smart_crop_entropy,page_10000,rot_270,bg_remo"
      "ve,wm_AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz"
      "09_-,flip_hv,cw_100000,filter_grayscale,blur_99.99,sharpen_9.99,ch"
      "_100000,cy_100000,q_100.jpg", 2,
      "1|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.93429/cx_"
      "100000,cy_100000,cw_100000,ch_100000,w_8192,h_8192,dpr_3.75,fit_co"
      "ntain,g_southwest,rot_270,flip_hv,blur_99.99,sharpen_9.99,bgcolor_"
      "01234567,page_10000,q_100,wm_AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz0"
      "9_-AZaz09_-AZaz09_-AZaz09_-,wm_pos_tr,wm_opacity_99,wm_scale_100,b"
      "g_remove,filter_grayscale,smart_crop_entropy/jpg" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_pos_tr,sharpen_9.99,cw_100"
      "000,page_10000,bgcolor_01234567,fit_contain,cx_100000,flip_hv,filt"
      "er_grayscale,blur_99.99,wm_AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_"
      "-AZaz09_-AZaz09_-AZaz09_-,w_8192,ch_100000,rot_270,smart_crop_entr"
      "opy,cy_100000,wm_scale_100,bg_remove,q_100,dpr_3.75,h_8192,wm_opac"
      "ity_99,g_southwest", 2,
      "3|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/cx_100000,cy"
      "_100000,cw_100000,ch_100000,w_8192,h_8192,dpr_3.75,fit_contain,g_s"
      "outhwest,rot_270,flip_hv,blur_99.99,sharpen_9.99,bgcolor_01234567,"
      "page_10000,q_100,wm_AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09"
      "_-AZaz09_-AZaz09_-,wm_pos_tr,wm_opacity_99,wm_scale_100,bg_remove,"
      "filter_grayscale,smart_crop_entropy/~webp" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/fit_inside,g_center,dpr_"
      "1,rot_0,page_1,cx_0,cy_0.webp", 2,
      "3|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0//webp" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,fit_inside,g_center,dpr_1"
      ",rot_0,page_1,cx_0,cy_0,s_sig1.png", 2,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/cx_0,cy_0,dp"
      "r_1,fit_inside,g_center,rot_0,page_1,t_p/png/s:sig1" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/cx_0,page_1,rot_0,fit_in"
      "side,dpr_1,cy_0,g_center.avif", 2,
      "4|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0//avif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/page_1,g_center,fit_inside,ro"
      "t_0,cx_0,dpr_1,cy_0", 2,
      "3|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0//~webp" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/fit_inside,cx_0,g_center"
      ",cy_0,page_1,dpr_1,rot_0.png", 2,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0//png" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/dpr_1,cx_0,rot_0,g_center,cy_"
      "0,fit_inside,page_1,s_Ab-9_z", 2,
      "3|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0//~webp/s:Ab-"
      "9_z" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_a,wm_pos_br,wm_opacit"
      "y_100,wm_scale_25.gif", 2,
      "5|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.80668/wm_"
      "a/gif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,wm_a,wm_pos_br,wm_opacity"
      "_100,wm_scale_25.jpg", 3,
      "1|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.11801/wm_a,wm_"
      "pos_br,wm_opacity_100,wm_scale_25,t_p/jpg" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_pos_br,wm_a,wm_opacit"
      "y_100,wm_scale_25", 3,
      "6|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.80668/wm_"
      "a/~legacy" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_opacity_100,wm_pos_br,wm_s"
      "cale_25,wm_a.webp", 3,
      "3|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.11801/wm_a/web"
      "p" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_scale_25,wm_a,wm_opac"
      "ity_100,wm_pos_br,s_sig1.png", 3,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.80668/wm_"
      "a/png/s:sig1" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_pos_br,wm_scale_25,wm_opac"
      "ity_100,wm_a.avif", 3,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.11801/wm_a/avi"
      "f" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_pos_tl,wm_opacity_5,w"
      "m_scale_9,w_2", 3,
      "6|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_2/~le"
      "gacy" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,wm_pos_tl,wm_opacity_5,wm"
      "_scale_9,w_2.png", 3,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_2,wm_pos_t"
      "l,wm_opacity_5,wm_scale_9,t_p/png" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_opacity_5,wm_scale_9,"
      "wm_pos_tl,w_2,s_Ab-9_z", 3,
      "6|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_2/~le"
      "gacy/s:Ab-9_z" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_scale_9,w_2,wm_opacity_5,w"
      "m_pos_tl.gif", 3,
      "5|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_2/gif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_opacity_5,wm_pos_tl,w"
      "_2,wm_scale_9.jpg", 4,
      "1|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_2/jpg" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_pos_tl,w_2,wm_opacity_5,wm"
      "_scale_9", 4,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_2/~legacy" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_pos_tl,wm_opacity_5,w"
      "m_scale_9,wm_x.webp", 4,
      "3|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.83191/wm_"
      "x,wm_pos_tl,wm_opacity_5,wm_scale_9/webp" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,wm_pos_tl,wm_opacity_5,wm"
      "_scale_9,wm_x,s_sig1.png", 4,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.60654/wm_x,wm_"
      "pos_tl,wm_opacity_5,wm_scale_9,t_p/png/s:sig1" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_pos_tl,wm_scale_9,wm_"
      "x,wm_opacity_5.avif", 4,
      "4|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.83191/wm_"
      "x,wm_pos_tl,wm_opacity_5,wm_scale_9/avif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,wm_opacity_5,wm_scale_9,"
      "wm_pos_tl", 4,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.60654/wm_x,wm_"
      "pos_tl,wm_opacity_5,wm_scale_9/~legacy" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,wm_scale_9,wm_pos_t"
      "l,wm_opacity_5.png", 4,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.83191/wm_"
      "x,wm_pos_tl,wm_opacity_5,wm_scale_9/png" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/h_200,w_300,fit_cover,g_north"
      ",dpr_1.50,s_Ab-9_z", 4,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "dpr_1.5,fit_cover,g_north/~legacy/s:Ab-9_z" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,h_200,w_300,fit_cove"
      "r,g_north,dpr_1.50.gif", 4,
      "5|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_1.5,fit_cover,g_north,t_p@41474/gif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/h_200,w_300,dpr_1.50,fit_cove"
      "r,g_north.jpg", 5,
      "1|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "dpr_1.5,fit_cover,g_north/jpg" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,g_north,fit_"
      "cover,dpr_1.50", 5,
      "4|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_1.5,fit_cover,g_north/~avif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/fit_cover,g_north,h_200,dpr_1"
      ".50,w_300.webp", 5,
      "3|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "dpr_1.5,fit_cover,g_north/webp" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,fit_cover,h_200,g_"
      "north,dpr_1.50,s_sig1.png", 5,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_1.5,fit_cover,g_north/png/s:sig1" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/g_south,fit_pad,cx_0,cw_5.avi"
      "f", 5,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/cw_5,fit_pad"
      ",g_south/avif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,g_south,fit_pad,cx_0"
      ",cw_5", 5,
      "4|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/cx_0,cw"
      "_5,fit_pad,g_south,t_p@41474/~avif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/g_south,cw_5,fit_pad,cx_0.png", 5,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/cw_5,fit_pad"
      ",g_south/png" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/fit_pad,g_south,cx_0,cw_"
      "5,s_Ab-9_z", 5,
      "4|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/cw_5,fi"
      "t_pad,g_south/~avif/s:Ab-9_z" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/cx_0,fit_pad,cw_5,g_south.gif", 5,
      "5|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/cw_5,fit_pad"
      ",g_south/gif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200.jpg", 6,
      "1|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200/jpg" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_1", 6,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200/"
      "~legacy" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_1.5.webp", 6,
      "3|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_1.5/webp" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_2,s_sig1.png", 6,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "dpr_2/png/s:sig1" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,g_center.avi"
      "f", 6,
      "4|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200/avif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_1,g_center", 6,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200/"
      "~legacy" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_1.5,g_ce"
      "nter.png", 6,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_1.5/png" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_2,g_center,s_"
      "Ab-9_z", 6,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "dpr_2/~legacy/s:Ab-9_z" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,g_north.gif", 6,
      "5|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200/gif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_1,g_north.jpg", 0,
      "1|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200/"
      "jpg" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_1.5,g_no"
      "rth", 0,
      "6|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_1.5/~legacy" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_2,g_north.web"
      "p", 0,
      "3|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "dpr_2/webp" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,g_south,s_si"
      "g1.png", 0,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200/png/s:sig1" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_1,g_south.avi"
      "f", 0,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200/"
      "avif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_1.5,g_so"
      "uth", 0,
      "6|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_1.5/~legacy" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_2,g_south.png", 0,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "dpr_2/png" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,g_east,s_Ab-"
      "9_z", 0,
      "6|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200/~legacy/s:Ab-9_z" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_1,g_east.gif", 0,
      "5|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200/"
      "gif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_1.5,g_ea"
      "st.jpg", 1,
      "1|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_1.5/jpg" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_2,g_east", 1,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "dpr_2/~avif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,g_west.webp", 1,
      "3|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200/webp" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_1,g_west,s_si"
      "g1.png", 1,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200/"
      "png/s:sig1" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_1.5,g_we"
      "st.avif", 1,
      "4|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_1.5/avif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_2,g_west", 1,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "dpr_2/~avif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,g_northeast."
      "png", 1,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200/png" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_1,g_northeast"
      ",s_Ab-9_z", 1,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200/"
      "~avif/s:Ab-9_z" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_1.5,g_no"
      "rtheast.gif", 1,
      "5|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_1.5/gif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_2,g_northeast"
      ".jpg", 2,
      "1|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "dpr_2/jpg" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,g_northwest", 2,
      "3|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200/~webp" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_1,g_northwest"
      ".webp", 2,
      "3|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200/"
      "webp" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_1.5,g_no"
      "rthwest,s_sig1.png", 2,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_1.5/png/s:sig1" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_2,g_northwest"
      ".avif", 2,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "dpr_2/avif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,g_southeast", 2,
      "3|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200/~webp" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_1,g_southeast"
      ".png", 2,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200/"
      "png" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_1.5,g_so"
      "utheast,s_Ab-9_z", 2,
      "3|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_1.5/~webp/s:Ab-9_z" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_2,g_southeast"
      ".gif", 2,
      "5|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "dpr_2/gif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,g_southwest."
      "jpg", 3,
      "1|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200/jpg" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_1,g_southwest", 3,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200/"
      "~legacy" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_1.5,g_so"
      "uthwest.webp", 3,
      "3|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_1.5/webp" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_2,g_southwest"
      ",s_sig1.png", 3,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "dpr_2/png/s:sig1" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,g_entropy.av"
      "if", 3,
      "4|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200/avif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_1,g_entropy", 3,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200/"
      "~legacy" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_1.5,g_en"
      "tropy.png", 3,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_1.5/png" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_2,g_entropy,s"
      "_Ab-9_z", 3,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "dpr_2/~legacy/s:Ab-9_z" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,g_attention."
      "gif", 3,
      "5|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200/gif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_1,g_attention"
      ".jpg", 4,
      "1|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200/"
      "jpg" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_1.5,g_at"
      "tention", 4,
      "6|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_1.5/~legacy" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_2,g_attention"
      ".webp", 4,
      "3|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "dpr_2/webp" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,fit_inside,s"
      "_sig1.png", 4,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200/png/s:sig1" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_1,fit_inside."
      "avif", 4,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200/"
      "avif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_1.5,fit_"
      "inside", 4,
      "6|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_1.5/~legacy" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_2,fit_inside."
      "png", 4,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "dpr_2/png" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,fit_inside,g"
      "_center,s_Ab-9_z", 4,
      "6|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200/~legacy/s:Ab-9_z" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_1,fit_inside,"
      "g_center.gif", 4,
      "5|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200/"
      "gif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_1.5,fit_"
      "inside,g_center.jpg", 5,
      "1|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_1.5/jpg" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_2,fit_inside,"
      "g_center", 5,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "dpr_2/~avif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,fit_inside,g"
      "_north.webp", 5,
      "3|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200/webp" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_1,fit_inside,"
      "g_north,s_sig1.png", 5,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200/"
      "png/s:sig1" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_1.5,fit_"
      "inside,g_north.avif", 5,
      "4|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_1.5/avif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_2,fit_inside,"
      "g_north", 5,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "dpr_2/~avif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,fit_inside,g"
      "_south.png", 5,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200/png" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_1,fit_inside,"
      "g_south,s_Ab-9_z", 5,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200/"
      "~avif/s:Ab-9_z" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_1.5,fit_"
      "inside,g_south.gif", 5,
      "5|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_1.5/gif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_2,fit_inside,"
      "g_south.jpg", 6,
      "1|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "dpr_2/jpg" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,fit_inside,g"
      "_east", 6,
      "6|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200/~legacy" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_1,fit_inside,"
      "g_east.webp", 6,
      "3|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200/"
      "webp" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_1.5,fit_"
      "inside,g_east,s_sig1.png", 6,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_1.5/png/s:sig1" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_2,fit_inside,"
      "g_east.avif", 6,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "dpr_2/avif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,fit_inside,g"
      "_west", 6,
      "6|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200/~legacy" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_1,fit_inside,"
      "g_west.png", 6,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200/"
      "png" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_1.5,fit_"
      "inside,g_west,s_Ab-9_z", 6,
      "6|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_1.5/~legacy/s:Ab-9_z" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_2,fit_inside,"
      "g_west.gif", 6,
      "5|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "dpr_2/gif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,fit_inside,g"
      "_northeast.jpg", 0,
      "1|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200/jpg" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_1,fit_inside,"
      "g_northeast", 0,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200/"
      "~legacy" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_1.5,fit_"
      "inside,g_northeast.webp", 0,
      "3|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_1.5/webp" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_2,fit_inside,"
      "g_northeast,s_sig1.png", 0,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "dpr_2/png/s:sig1" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,fit_inside,g"
      "_northwest.avif", 0,
      "4|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200/avif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_1,fit_inside,"
      "g_northwest", 0,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200/"
      "~legacy" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_1.5,fit_"
      "inside,g_northwest.png", 0,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_1.5/png" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_2,fit_inside,"
      "g_northwest,s_Ab-9_z", 0,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "dpr_2/~legacy/s:Ab-9_z" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,fit_inside,g"
      "_southeast.gif", 0,
      "5|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200/gif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_1,fit_inside,"
      "g_southeast.jpg", 1,
      "1|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200/"
      "jpg" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_1.5,fit_"
      "inside,g_southeast", 1,
      "4|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_1.5/~avif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_2,fit_inside,"
      "g_southeast.webp", 1,
      "3|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "dpr_2/webp" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,fit_inside,g"
      "_southwest,s_sig1.png", 1,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200/png/s:sig1" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_1,fit_inside,"
      "g_southwest.avif", 1,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200/"
      "avif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_1.5,fit_"
      "inside,g_southwest", 1,
      "4|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_1.5/~avif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_2,fit_inside,"
      "g_southwest.png", 1,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "dpr_2/png" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,fit_inside,g"
      "_entropy,s_Ab-9_z", 1,
      "4|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200/~avif/s:Ab-9_z" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_1,fit_inside,"
      "g_entropy.gif", 1,
      "5|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200/"
      "gif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_1.5,fit_"
      "inside,g_entropy.jpg", 2,
      "1|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_1.5/jpg" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_2,fit_inside,"
      "g_entropy", 2,
      "3|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "dpr_2/~webp" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,fit_inside,g"
      "_attention.webp", 2,
      "3|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200/webp" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_1,fit_inside,"
      "g_attention,s_sig1.png", 2,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200/"
      "png/s:sig1" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_1.5,fit_"
      "inside,g_attention.avif", 2,
      "4|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_1.5/avif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_2,fit_inside,"
      "g_attention", 2,
      "3|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "dpr_2/~webp" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,fit_cover.pn"
      "g", 2,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,fit_cover/png" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_1,fit_cover,s"
      "_Ab-9_z", 2,
      "3|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "fit_cover/~webp/s:Ab-9_z" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_1.5,fit_"
      "cover.gif", 2,
      "5|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_1.5,fit_cover/gif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_2,fit_cover.j"
      "pg", 3,
      "1|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "dpr_2,fit_cover/jpg" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,fit_cover,g_"
      "center", 3,
      "6|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,fit_cover/~legacy" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_1,fit_cover,g"
      "_center.webp", 3,
      "3|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "fit_cover/webp" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_1.5,fit_"
      "cover,g_center,s_sig1.png", 3,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_1.5,fit_cover/png/s:sig1" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_2,fit_cover,g"
      "_center.avif", 3,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "dpr_2,fit_cover/avif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_1,fit_co"
      "ver,g_north", 3,
      "6|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,fit_cover,g_north/~legacy" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_1.5,fit_cover"
      ",g_north.png", 3,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "dpr_1.5,fit_cover,g_north/png" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_2,fit_co"
      "ver,g_north,s_Ab-9_z", 3,
      "6|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_2,fit_cover,g_north/~legacy/s:Ab-9_z" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,fit_cover,g_south"
      ".gif", 3,
      "5|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "fit_cover,g_south/gif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_1,fit_co"
      "ver,g_south.jpg", 4,
      "1|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,fit_cover,g_south/jpg" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_1.5,fit_cover"
      ",g_south", 4,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "dpr_1.5,fit_cover,g_south/~legacy" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_2,fit_co"
      "ver,g_south.webp", 4,
      "3|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_2,fit_cover,g_south/webp" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,fit_cover,g_east,"
      "s_sig1.png", 4,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "fit_cover,g_east/png/s:sig1" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_1,fit_co"
      "ver,g_east.avif", 4,
      "4|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,fit_cover,g_east/avif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_1.5,fit_cover"
      ",g_east", 4,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "dpr_1.5,fit_cover,g_east/~legacy" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_2,fit_co"
      "ver,g_east.png", 4,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_2,fit_cover,g_east/png" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,fit_cover,g_west,"
      "s_Ab-9_z", 4,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "fit_cover,g_west/~legacy/s:Ab-9_z" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_1,fit_co"
      "ver,g_west.gif", 4,
      "5|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,fit_cover,g_west/gif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_1.5,fit_cover"
      ",g_west.jpg", 5,
      "1|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "dpr_1.5,fit_cover,g_west/jpg" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_2,fit_co"
      "ver,g_west", 5,
      "4|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_2,fit_cover,g_west/~avif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,fit_cover,g_north"
      "east.webp", 5,
      "3|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "fit_cover,g_northeast/webp" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_1,fit_co"
      "ver,g_northeast,s_sig1.png", 5,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,fit_cover,g_northeast/png/s:sig1" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_1.5,fit_cover"
      ",g_northeast.avif", 5,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "dpr_1.5,fit_cover,g_northeast/avif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_2,fit_co"
      "ver,g_northeast", 5,
      "4|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_2,fit_cover,g_northeast/~avif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,fit_cover,g_north"
      "west.png", 5,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "fit_cover,g_northwest/png" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_1,fit_co"
      "ver,g_northwest,s_Ab-9_z", 5,
      "4|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,fit_cover,g_northwest/~avif/s:Ab-9_z" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_1.5,fit_cover"
      ",g_northwest.gif", 5,
      "5|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "dpr_1.5,fit_cover,g_northwest/gif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_2,fit_co"
      "ver,g_northwest.jpg", 6,
      "1|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_2,fit_cover,g_northwest/jpg" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,fit_cover,g_south"
      "east", 6,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "fit_cover,g_southeast/~legacy" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_1,fit_co"
      "ver,g_southeast.webp", 6,
      "3|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,fit_cover,g_southeast/webp" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_1.5,fit_cover"
      ",g_southeast,s_sig1.png", 6,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "dpr_1.5,fit_cover,g_southeast/png/s:sig1" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_2,fit_co"
      "ver,g_southeast.avif", 6,
      "4|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_2,fit_cover,g_southeast/avif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,fit_cover,g_south"
      "west", 6,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "fit_cover,g_southwest/~legacy" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_1,fit_co"
      "ver,g_southwest.png", 6,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,fit_cover,g_southwest/png" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_1.5,fit_cover"
      ",g_southwest,s_Ab-9_z", 6,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "dpr_1.5,fit_cover,g_southwest/~legacy/s:Ab-9_z" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_2,fit_co"
      "ver,g_southwest.gif", 6,
      "5|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_2,fit_cover,g_southwest/gif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,fit_cover,g_entro"
      "py.jpg", 0,
      "1|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "fit_cover,g_entropy/jpg" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_1,fit_co"
      "ver,g_entropy", 0,
      "6|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,fit_cover,g_entropy/~legacy" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_1.5,fit_cover"
      ",g_entropy.webp", 0,
      "3|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "dpr_1.5,fit_cover,g_entropy/webp" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_2,fit_co"
      "ver,g_entropy,s_sig1.png", 0,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_2,fit_cover,g_entropy/png/s:sig1" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,fit_cover,g_atten"
      "tion.avif", 0,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "fit_cover,g_attention/avif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_1,fit_co"
      "ver,g_attention", 0,
      "6|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,fit_cover,g_attention/~legacy" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_1.5,fit_cover"
      ",g_attention.png", 0,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "dpr_1.5,fit_cover,g_attention/png" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_2,fit_co"
      "ver,g_attention,s_Ab-9_z", 0,
      "6|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_2,fit_cover,g_attention/~legacy/s:Ab-9_z" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,fit_contain.gif", 0,
      "5|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "fit_contain/gif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_1,fit_co"
      "ntain.jpg", 1,
      "1|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,fit_contain/jpg" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_1.5,fit_conta"
      "in", 1,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "dpr_1.5,fit_contain/~avif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_2,fit_co"
      "ntain.webp", 1,
      "3|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_2,fit_contain/webp" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,fit_contain,g_cen"
      "ter,s_sig1.png", 1,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "fit_contain/png/s:sig1" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_1,fit_co"
      "ntain,g_center.avif", 1,
      "4|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,fit_contain/avif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_1.5,fit_conta"
      "in,g_center", 1,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "dpr_1.5,fit_contain/~avif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_2,fit_co"
      "ntain,g_center.png", 1,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_2,fit_contain/png" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,fit_contain,g_nor"
      "th,s_Ab-9_z", 1,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "fit_contain,g_north/~avif/s:Ab-9_z" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_1,fit_co"
      "ntain,g_north.gif", 1,
      "5|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,fit_contain,g_north/gif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_1.5,fit_conta"
      "in,g_north.jpg", 2,
      "1|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "dpr_1.5,fit_contain,g_north/jpg" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_2,fit_co"
      "ntain,g_north", 2,
      "3|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_2,fit_contain,g_north/~webp" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,fit_contain,g_sou"
      "th.webp", 2,
      "3|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "fit_contain,g_south/webp" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_1,fit_co"
      "ntain,g_south,s_sig1.png", 2,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,fit_contain,g_south/png/s:sig1" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_1.5,fit_conta"
      "in,g_south.avif", 2,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "dpr_1.5,fit_contain,g_south/avif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_2,fit_co"
      "ntain,g_south", 2,
      "3|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_2,fit_contain,g_south/~webp" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,fit_contain,g_eas"
      "t.png", 2,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "fit_contain,g_east/png" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_1,fit_co"
      "ntain,g_east,s_Ab-9_z", 2,
      "3|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,fit_contain,g_east/~webp/s:Ab-9_z" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_1.5,fit_conta"
      "in,g_east.gif", 2,
      "5|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "dpr_1.5,fit_contain,g_east/gif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_2,fit_co"
      "ntain,g_east.jpg", 3,
      "1|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_2,fit_contain,g_east/jpg" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,fit_contain,g_wes"
      "t", 3,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "fit_contain,g_west/~legacy" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_1,fit_co"
      "ntain,g_west.webp", 3,
      "3|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,fit_contain,g_west/webp" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_1.5,fit_conta"
      "in,g_west,s_sig1.png", 3,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "dpr_1.5,fit_contain,g_west/png/s:sig1" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_2,fit_co"
      "ntain,g_west.avif", 3,
      "4|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_2,fit_contain,g_west/avif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,fit_contain,g_nor"
      "theast", 3,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "fit_contain,g_northeast/~legacy" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_1,fit_co"
      "ntain,g_northeast.png", 3,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,fit_contain,g_northeast/png" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_1.5,fit_conta"
      "in,g_northeast,s_Ab-9_z", 3,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "dpr_1.5,fit_contain,g_northeast/~legacy/s:Ab-9_z" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_2,fit_co"
      "ntain,g_northeast.gif", 3,
      "5|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_2,fit_contain,g_northeast/gif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,fit_contain,g_nor"
      "thwest.jpg", 4,
      "1|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "fit_contain,g_northwest/jpg" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_1,fit_co"
      "ntain,g_northwest", 4,
      "6|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,fit_contain,g_northwest/~legacy" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_1.5,fit_conta"
      "in,g_northwest.webp", 4,
      "3|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "dpr_1.5,fit_contain,g_northwest/webp" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_2,fit_co"
      "ntain,g_northwest,s_sig1.png", 4,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_2,fit_contain,g_northwest/png/s:sig1" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,fit_contain,g_sou"
      "theast.avif", 4,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "fit_contain,g_southeast/avif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_1,fit_co"
      "ntain,g_southeast", 4,
      "6|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,fit_contain,g_southeast/~legacy" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_1.5,fit_conta"
      "in,g_southeast.png", 4,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "dpr_1.5,fit_contain,g_southeast/png" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_2,fit_co"
      "ntain,g_southeast,s_Ab-9_z", 4,
      "6|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_2,fit_contain,g_southeast/~legacy/s:Ab-9_z" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,fit_contain,g_sou"
      "thwest.gif", 4,
      "5|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "fit_contain,g_southwest/gif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_1,fit_co"
      "ntain,g_southwest.jpg", 5,
      "1|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,fit_contain,g_southwest/jpg" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_1.5,fit_conta"
      "in,g_southwest", 5,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "dpr_1.5,fit_contain,g_southwest/~avif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_2,fit_co"
      "ntain,g_southwest.webp", 5,
      "3|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_2,fit_contain,g_southwest/webp" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,fit_contain,g_ent"
      "ropy,s_sig1.png", 5,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "fit_contain,g_entropy/png/s:sig1" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_1,fit_co"
      "ntain,g_entropy.avif", 5,
      "4|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,fit_contain,g_entropy/avif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_1.5,fit_conta"
      "in,g_entropy", 5,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "dpr_1.5,fit_contain,g_entropy/~avif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_2,fit_co"
      "ntain,g_entropy.png", 5,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_2,fit_contain,g_entropy/png" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,fit_contain,g_att"
      "ention,s_Ab-9_z", 5,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "fit_contain,g_attention/~avif/s:Ab-9_z" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_1,fit_co"
      "ntain,g_attention.gif", 5,
      "5|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,fit_contain,g_attention/gif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_1.5,fit_conta"
      "in,g_attention.jpg", 6,
      "1|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "dpr_1.5,fit_contain,g_attention/jpg" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_2,fit_co"
      "ntain,g_attention", 6,
      "6|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_2,fit_contain,g_attention/~legacy" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,fit_fill.webp", 6,
      "3|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "fit_fill/webp" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_1,fit_fi"
      "ll,s_sig1.png", 6,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,fit_fill/png/s:sig1" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_1.5,fit_fill."
      "avif", 6,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "dpr_1.5,fit_fill/avif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_2,fit_fi"
      "ll", 6,
      "6|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_2,fit_fill/~legacy" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,fit_fill,g_center"
      ".png", 6,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "fit_fill/png" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_1,fit_fi"
      "ll,g_center,s_Ab-9_z", 6,
      "6|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,fit_fill/~legacy/s:Ab-9_z" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_1.5,fit_fill,"
      "g_center.gif", 6,
      "5|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "dpr_1.5,fit_fill/gif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_2,fit_fi"
      "ll,g_center.jpg", 0,
      "1|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_2,fit_fill/jpg" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,fit_fill,g_north", 0,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "fit_fill/~legacy" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_1,fit_fi"
      "ll,g_north.webp", 0,
      "3|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,fit_fill/webp" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_1.5,fit_fill,"
      "g_north,s_sig1.png", 0,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "dpr_1.5,fit_fill/png/s:sig1" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_2,fit_fi"
      "ll,g_north.avif", 0,
      "4|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_2,fit_fill/avif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,fit_fill,g_south", 0,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "fit_fill/~legacy" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_1,fit_fi"
      "ll,g_south.png", 0,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,fit_fill/png" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_1.5,fit_fill,"
      "g_south,s_Ab-9_z", 0,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "dpr_1.5,fit_fill/~legacy/s:Ab-9_z" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_2,fit_fi"
      "ll,g_south.gif", 0,
      "5|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_2,fit_fill/gif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,fit_fill,g_east.j"
      "pg", 1,
      "1|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "fit_fill/jpg" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_1,fit_fi"
      "ll,g_east", 1,
      "4|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,fit_fill/~avif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_1.5,fit_fill,"
      "g_east.webp", 1,
      "3|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "dpr_1.5,fit_fill/webp" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_2,fit_fi"
      "ll,g_east,s_sig1.png", 1,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_2,fit_fill/png/s:sig1" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,fit_fill,g_west.a"
      "vif", 1,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "fit_fill/avif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_1,fit_fi"
      "ll,g_west", 1,
      "4|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,fit_fill/~avif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_1.5,fit_fill,"
      "g_west.png", 1,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "dpr_1.5,fit_fill/png" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_2,fit_fi"
      "ll,g_west,s_Ab-9_z", 1,
      "4|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_2,fit_fill/~avif/s:Ab-9_z" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,fit_fill,g_northe"
      "ast.gif", 1,
      "5|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "fit_fill/gif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_1,fit_fi"
      "ll,g_northeast.jpg", 2,
      "1|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,fit_fill/jpg" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_1.5,fit_fill,"
      "g_northeast", 2,
      "3|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "dpr_1.5,fit_fill/~webp" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_2,fit_fi"
      "ll,g_northeast.webp", 2,
      "3|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_2,fit_fill/webp" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,fit_fill,g_northw"
      "est,s_sig1.png", 2,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "fit_fill/png/s:sig1" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_1,fit_fi"
      "ll,g_northwest.avif", 2,
      "4|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,fit_fill/avif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_1.5,fit_fill,"
      "g_northwest", 2,
      "3|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "dpr_1.5,fit_fill/~webp" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_2,fit_fi"
      "ll,g_northwest.png", 2,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_2,fit_fill/png" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,fit_fill,g_southe"
      "ast,s_Ab-9_z", 2,
      "3|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "fit_fill/~webp/s:Ab-9_z" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_1,fit_fi"
      "ll,g_southeast.gif", 2,
      "5|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,fit_fill/gif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_1.5,fit_fill,"
      "g_southeast.jpg", 3,
      "1|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "dpr_1.5,fit_fill/jpg" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_2,fit_fi"
      "ll,g_southeast", 3,
      "6|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_2,fit_fill/~legacy" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,fit_fill,g_southw"
      "est.webp", 3,
      "3|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "fit_fill/webp" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_1,fit_fi"
      "ll,g_southwest,s_sig1.png", 3,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,fit_fill/png/s:sig1" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_1.5,fit_fill,"
      "g_southwest.avif", 3,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "dpr_1.5,fit_fill/avif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_2,fit_fi"
      "ll,g_southwest", 3,
      "6|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_2,fit_fill/~legacy" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,fit_fill,g_entrop"
      "y.png", 3,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "fit_fill/png" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_1,fit_fi"
      "ll,g_entropy,s_Ab-9_z", 3,
      "6|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,fit_fill/~legacy/s:Ab-9_z" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_1.5,fit_fill,"
      "g_entropy.gif", 3,
      "5|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "dpr_1.5,fit_fill/gif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_2,fit_fi"
      "ll,g_entropy.jpg", 4,
      "1|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_2,fit_fill/jpg" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,fit_fill,g_attent"
      "ion", 4,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "fit_fill/~legacy" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_1,fit_fi"
      "ll,g_attention.webp", 4,
      "3|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,fit_fill/webp" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_1.5,fit_fill,"
      "g_attention,s_sig1.png", 4,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "dpr_1.5,fit_fill/png/s:sig1" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_2,fit_fi"
      "ll,g_attention.avif", 4,
      "4|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_2,fit_fill/avif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,fit_outside", 4,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "fit_outside/~legacy" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_1,fit_ou"
      "tside.png", 4,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,fit_outside/png" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_1.5,fit_outsi"
      "de,s_Ab-9_z", 4,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "dpr_1.5,fit_outside/~legacy/s:Ab-9_z" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_2,fit_ou"
      "tside.gif", 4,
      "5|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_2,fit_outside/gif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,fit_outside,g_cen"
      "ter.jpg", 5,
      "1|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "fit_outside/jpg" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_1,fit_ou"
      "tside,g_center", 5,
      "4|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,fit_outside/~avif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_1.5,fit_outsi"
      "de,g_center.webp", 5,
      "3|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "dpr_1.5,fit_outside/webp" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_2,fit_ou"
      "tside,g_center,s_sig1.png", 5,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_2,fit_outside/png/s:sig1" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,fit_outside,g_nor"
      "th.avif", 5,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "fit_outside/avif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_1,fit_ou"
      "tside,g_north", 5,
      "4|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,fit_outside/~avif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_1.5,fit_outsi"
      "de,g_north.png", 5,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "dpr_1.5,fit_outside/png" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_2,fit_ou"
      "tside,g_north,s_Ab-9_z", 5,
      "4|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_2,fit_outside/~avif/s:Ab-9_z" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,fit_outside,g_sou"
      "th.gif", 5,
      "5|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "fit_outside/gif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_1,fit_ou"
      "tside,g_south.jpg", 6,
      "1|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,fit_outside/jpg" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_1.5,fit_outsi"
      "de,g_south", 6,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "dpr_1.5,fit_outside/~legacy" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_2,fit_ou"
      "tside,g_south.webp", 6,
      "3|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_2,fit_outside/webp" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,fit_outside,g_eas"
      "t,s_sig1.png", 6,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "fit_outside/png/s:sig1" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_1,fit_ou"
      "tside,g_east.avif", 6,
      "4|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,fit_outside/avif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_1.5,fit_outsi"
      "de,g_east", 6,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "dpr_1.5,fit_outside/~legacy" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_2,fit_ou"
      "tside,g_east.png", 6,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_2,fit_outside/png" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,fit_outside,g_wes"
      "t,s_Ab-9_z", 6,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "fit_outside/~legacy/s:Ab-9_z" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_1,fit_ou"
      "tside,g_west.gif", 6,
      "5|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,fit_outside/gif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_1.5,fit_outsi"
      "de,g_west.jpg", 0,
      "1|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "dpr_1.5,fit_outside/jpg" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_2,fit_ou"
      "tside,g_west", 0,
      "6|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_2,fit_outside/~legacy" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,fit_outside,g_nor"
      "theast.webp", 0,
      "3|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "fit_outside/webp" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_1,fit_ou"
      "tside,g_northeast,s_sig1.png", 0,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,fit_outside/png/s:sig1" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_1.5,fit_outsi"
      "de,g_northeast.avif", 0,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "dpr_1.5,fit_outside/avif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_2,fit_ou"
      "tside,g_northeast", 0,
      "6|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_2,fit_outside/~legacy" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,fit_outside,g_nor"
      "thwest.png", 0,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "fit_outside/png" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_1,fit_ou"
      "tside,g_northwest,s_Ab-9_z", 0,
      "6|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,fit_outside/~legacy/s:Ab-9_z" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_1.5,fit_outsi"
      "de,g_northwest.gif", 0,
      "5|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "dpr_1.5,fit_outside/gif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_2,fit_ou"
      "tside,g_northwest.jpg", 1,
      "1|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_2,fit_outside/jpg" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,fit_outside,g_sou"
      "theast", 1,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "fit_outside/~avif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_1,fit_ou"
      "tside,g_southeast.webp", 1,
      "3|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,fit_outside/webp" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_1.5,fit_outsi"
      "de,g_southeast,s_sig1.png", 1,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "dpr_1.5,fit_outside/png/s:sig1" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_2,fit_ou"
      "tside,g_southeast.avif", 1,
      "4|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_2,fit_outside/avif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,fit_outside,g_sou"
      "thwest", 1,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "fit_outside/~avif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_1,fit_ou"
      "tside,g_southwest.png", 1,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,fit_outside/png" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_1.5,fit_outsi"
      "de,g_southwest,s_Ab-9_z", 1,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "dpr_1.5,fit_outside/~avif/s:Ab-9_z" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_2,fit_ou"
      "tside,g_southwest.gif", 1,
      "5|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_2,fit_outside/gif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,fit_outside,g_ent"
      "ropy.jpg", 2,
      "1|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "fit_outside/jpg" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_1,fit_ou"
      "tside,g_entropy", 2,
      "3|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,fit_outside/~webp" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_1.5,fit_outsi"
      "de,g_entropy.webp", 2,
      "3|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "dpr_1.5,fit_outside/webp" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_2,fit_ou"
      "tside,g_entropy,s_sig1.png", 2,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_2,fit_outside/png/s:sig1" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,fit_outside,g_att"
      "ention.avif", 2,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "fit_outside/avif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_1,fit_ou"
      "tside,g_attention", 2,
      "3|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,fit_outside/~webp" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_1.5,fit_outsi"
      "de,g_attention.png", 2,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "dpr_1.5,fit_outside/png" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_2,fit_ou"
      "tside,g_attention,s_Ab-9_z", 2,
      "3|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_2,fit_outside/~webp/s:Ab-9_z" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,fit_pad.gif", 2,
      "5|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "fit_pad/gif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_1,fit_pa"
      "d.jpg", 3,
      "1|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,fit_pad/jpg" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_1.5,fit_pad", 3,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "dpr_1.5,fit_pad/~legacy" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_2,fit_pa"
      "d.webp", 3,
      "3|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_2,fit_pad/webp" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,fit_pad,g_center,"
      "s_sig1.png", 3,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "fit_pad/png/s:sig1" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_1,fit_pa"
      "d,g_center.avif", 3,
      "4|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,fit_pad/avif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_1.5,fit_pad,g"
      "_center", 3,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "dpr_1.5,fit_pad/~legacy" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_2,fit_pa"
      "d,g_center.png", 3,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_2,fit_pad/png" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,fit_pad,g_north,s"
      "_Ab-9_z", 3,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "fit_pad,g_north/~legacy/s:Ab-9_z" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_1,fit_pa"
      "d,g_north.gif", 3,
      "5|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,fit_pad,g_north/gif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_1.5,fit_pad,g"
      "_north.jpg", 4,
      "1|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "dpr_1.5,fit_pad,g_north/jpg" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_2,fit_pa"
      "d,g_north", 4,
      "6|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_2,fit_pad,g_north/~legacy" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,fit_pad,g_south.w"
      "ebp", 4,
      "3|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "fit_pad,g_south/webp" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_1,fit_pa"
      "d,g_south,s_sig1.png", 4,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,fit_pad,g_south/png/s:sig1" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_1.5,fit_pad,g"
      "_south.avif", 4,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "dpr_1.5,fit_pad,g_south/avif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_2,fit_pa"
      "d,g_south", 4,
      "6|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_2,fit_pad,g_south/~legacy" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,fit_pad,g_east.pn"
      "g", 4,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "fit_pad,g_east/png" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_1,fit_pa"
      "d,g_east,s_Ab-9_z", 4,
      "6|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,fit_pad,g_east/~legacy/s:Ab-9_z" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_1.5,fit_pad,g"
      "_east.gif", 4,
      "5|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "dpr_1.5,fit_pad,g_east/gif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_2,fit_pa"
      "d,g_east.jpg", 5,
      "1|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_2,fit_pad,g_east/jpg" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,fit_pad,g_west", 5,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "fit_pad,g_west/~avif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_1,fit_pa"
      "d,g_west.webp", 5,
      "3|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,fit_pad,g_west/webp" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_1.5,fit_pad,g"
      "_west,s_sig1.png", 5,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "dpr_1.5,fit_pad,g_west/png/s:sig1" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_2,fit_pa"
      "d,g_west.avif", 5,
      "4|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_2,fit_pad,g_west/avif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,fit_pad,g_northea"
      "st", 5,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "fit_pad,g_northeast/~avif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_1,fit_pa"
      "d,g_northeast.png", 5,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,fit_pad,g_northeast/png" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_1.5,fit_pad,g"
      "_northeast,s_Ab-9_z", 5,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "dpr_1.5,fit_pad,g_northeast/~avif/s:Ab-9_z" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_2,fit_pa"
      "d,g_northeast.gif", 5,
      "5|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_2,fit_pad,g_northeast/gif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,fit_pad,g_northwe"
      "st.jpg", 6,
      "1|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "fit_pad,g_northwest/jpg" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_1,fit_pa"
      "d,g_northwest", 6,
      "6|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,fit_pad,g_northwest/~legacy" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_1.5,fit_pad,g"
      "_northwest.webp", 6,
      "3|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "dpr_1.5,fit_pad,g_northwest/webp" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_2,fit_pa"
      "d,g_northwest,s_sig1.png", 6,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_2,fit_pad,g_northwest/png/s:sig1" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,fit_pad,g_southea"
      "st.avif", 6,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "fit_pad,g_southeast/avif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_1,fit_pa"
      "d,g_southeast", 6,
      "6|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,fit_pad,g_southeast/~legacy" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_1.5,fit_pad,g"
      "_southeast.png", 6,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "dpr_1.5,fit_pad,g_southeast/png" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_2,fit_pa"
      "d,g_southeast,s_Ab-9_z", 6,
      "6|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_2,fit_pad,g_southeast/~legacy/s:Ab-9_z" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,fit_pad,g_southwe"
      "st.gif", 6,
      "5|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "fit_pad,g_southwest/gif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_1,fit_pa"
      "d,g_southwest.jpg", 0,
      "1|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,fit_pad,g_southwest/jpg" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_1.5,fit_pad,g"
      "_southwest", 0,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "dpr_1.5,fit_pad,g_southwest/~legacy" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_2,fit_pa"
      "d,g_southwest.webp", 0,
      "3|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_2,fit_pad,g_southwest/webp" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,fit_pad,g_entropy"
      ",s_sig1.png", 0,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "fit_pad,g_entropy/png/s:sig1" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_1,fit_pa"
      "d,g_entropy.avif", 0,
      "4|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,fit_pad,g_entropy/avif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_1.5,fit_pad,g"
      "_entropy", 0,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "dpr_1.5,fit_pad,g_entropy/~legacy" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_2,fit_pa"
      "d,g_entropy.png", 0,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_2,fit_pad,g_entropy/png" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,fit_pad,g_attenti"
      "on,s_Ab-9_z", 0,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "fit_pad,g_attention/~legacy/s:Ab-9_z" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_1,fit_pa"
      "d,g_attention.gif", 0,
      "5|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,fit_pad,g_attention/gif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_1.5,fit_pad,g"
      "_attention.jpg", 1,
      "1|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "dpr_1.5,fit_pad,g_attention/jpg" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,h_200,dpr_2,fit_pa"
      "d,g_attention", 1,
      "4|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_2,fit_pad,g_attention/~avif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_1.webp", 1,
      "3|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "dpr_1,t_p/webp" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_1.5,"
      "s_sig1.png", 1,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_1.5,t_p@41474/png/s:sig1" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_2.avif", 1,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "dpr_2,t_p/avif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,g_center", 1,
      "4|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,g_center,t_p@41474/~avif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_1,g_cente"
      "r.png", 1,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "dpr_1,g_center,t_p/png" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_1.5,"
      "g_center,s_Ab-9_z", 1,
      "4|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_1.5,g_center,t_p@41474/~avif/s:Ab-9_z" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_2,g_cente"
      "r.gif", 1,
      "5|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "dpr_2,g_center,t_p/gif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,g_north."
      "jpg", 2,
      "1|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,g_north,t_p@41474/jpg" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_1,g_north", 2,
      "3|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "dpr_1,g_north,t_p/~webp" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_1.5,"
      "g_north.webp", 2,
      "3|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_1.5,g_north,t_p@41474/webp" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_2,g_north"
      ",s_sig1.png", 2,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "dpr_2,g_north,t_p/png/s:sig1" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,g_south."
      "avif", 2,
      "4|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,g_south,t_p@41474/avif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_1,g_south", 2,
      "3|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "dpr_1,g_south,t_p/~webp" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_1.5,"
      "g_south.png", 2,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_1.5,g_south,t_p@41474/png" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_2,g_south"
      ",s_Ab-9_z", 2,
      "3|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "dpr_2,g_south,t_p/~webp/s:Ab-9_z" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,g_east.g"
      "if", 2,
      "5|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,g_east,t_p@41474/gif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_1,g_east."
      "jpg", 3,
      "1|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "dpr_1,g_east,t_p/jpg" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_1.5,"
      "g_east", 3,
      "6|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_1.5,g_east,t_p@41474/~legacy" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_2,g_east."
      "webp", 3,
      "3|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "dpr_2,g_east,t_p/webp" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,g_west,s"
      "_sig1.png", 3,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,g_west,t_p@41474/png/s:sig1" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_1,g_west."
      "avif", 3,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "dpr_1,g_west,t_p/avif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_1.5,"
      "g_west", 3,
      "6|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_1.5,g_west,t_p@41474/~legacy" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_2,g_west."
      "png", 3,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "dpr_2,g_west,t_p/png" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,g_northe"
      "ast,s_Ab-9_z", 3,
      "6|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,g_northeast,t_p@41474/~legacy/s:Ab-9_z" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_1,g_north"
      "east.gif", 3,
      "5|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "dpr_1,g_northeast,t_p/gif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_1.5,"
      "g_northeast.jpg", 4,
      "1|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_1.5,g_northeast,t_p@41474/jpg" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_2,g_north"
      "east", 4,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "dpr_2,g_northeast,t_p/~legacy" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,g_northw"
      "est.webp", 4,
      "3|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,g_northwest,t_p@41474/webp" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_1,g_north"
      "west,s_sig1.png", 4,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "dpr_1,g_northwest,t_p/png/s:sig1" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_1.5,"
      "g_northwest.avif", 4,
      "4|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_1.5,g_northwest,t_p@41474/avif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_2,g_north"
      "west", 4,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "dpr_2,g_northwest,t_p/~legacy" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,g_southe"
      "ast.png", 4,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,g_southeast,t_p@41474/png" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_1,g_south"
      "east,s_Ab-9_z", 4,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "dpr_1,g_southeast,t_p/~legacy/s:Ab-9_z" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_1.5,"
      "g_southeast.gif", 4,
      "5|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_1.5,g_southeast,t_p@41474/gif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_2,g_south"
      "east.jpg", 5,
      "1|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "dpr_2,g_southeast,t_p/jpg" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,g_southw"
      "est", 5,
      "4|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,g_southwest,t_p@41474/~avif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_1,g_south"
      "west.webp", 5,
      "3|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "dpr_1,g_southwest,t_p/webp" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_1.5,"
      "g_southwest,s_sig1.png", 5,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_1.5,g_southwest,t_p@41474/png/s:sig1" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_2,g_south"
      "west.avif", 5,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "dpr_2,g_southwest,t_p/avif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,g_entrop"
      "y", 5,
      "4|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,g_entropy,t_p@41474/~avif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_1,g_entro"
      "py.png", 5,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "dpr_1,g_entropy,t_p/png" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_1.5,"
      "g_entropy,s_Ab-9_z", 5,
      "4|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_1.5,g_entropy,t_p@41474/~avif/s:Ab-9_z" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_2,g_entro"
      "py.gif", 5,
      "5|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "dpr_2,g_entropy,t_p/gif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,g_attent"
      "ion.jpg", 6,
      "1|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,g_attention,t_p@41474/jpg" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_1,g_atten"
      "tion", 6,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "dpr_1,g_attention,t_p/~legacy" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_1.5,"
      "g_attention.webp", 6,
      "3|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_1.5,g_attention,t_p@41474/webp" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_2,g_atten"
      "tion,s_sig1.png", 6,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "dpr_2,g_attention,t_p/png/s:sig1" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,fit_insi"
      "de.avif", 6,
      "4|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,fit_inside,t_p@41474/avif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_1,fit_ins"
      "ide", 6,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "dpr_1,fit_inside,t_p/~legacy" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_1.5,"
      "fit_inside.png", 6,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_1.5,fit_inside,t_p@41474/png" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_2,fit_ins"
      "ide,s_Ab-9_z", 6,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "dpr_2,fit_inside,t_p/~legacy/s:Ab-9_z" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,fit_insi"
      "de,g_center.gif", 6,
      "5|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,fit_inside,g_center,t_p@41474/gif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_1,fit_ins"
      "ide,g_center.jpg", 0,
      "1|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "dpr_1,fit_inside,g_center,t_p/jpg" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_1.5,"
      "fit_inside,g_center", 0,
      "6|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_1.5,fit_inside,g_center,t_p@41474/~legacy" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_2,fit_ins"
      "ide,g_center.webp", 0,
      "3|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "dpr_2,fit_inside,g_center,t_p/webp" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,fit_insi"
      "de,g_north,s_sig1.png", 0,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,fit_inside,g_north,t_p@41474/png/s:sig1" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_1,fit_ins"
      "ide,g_north.avif", 0,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "dpr_1,fit_inside,g_north,t_p/avif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_1.5,"
      "fit_inside,g_north", 0,
      "6|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_1.5,fit_inside,g_north,t_p@41474/~legacy" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_2,fit_ins"
      "ide,g_north.png", 0,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "dpr_2,fit_inside,g_north,t_p/png" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,fit_insi"
      "de,g_south,s_Ab-9_z", 0,
      "6|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,fit_inside,g_south,t_p@41474/~legacy/s:Ab-9_z" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_1,fit_ins"
      "ide,g_south.gif", 0,
      "5|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "dpr_1,fit_inside,g_south,t_p/gif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_1.5,"
      "fit_inside,g_south.jpg", 1,
      "1|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_1.5,fit_inside,g_south,t_p@41474/jpg" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_2,fit_ins"
      "ide,g_south", 1,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "dpr_2,fit_inside,g_south,t_p/~avif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,fit_insi"
      "de,g_east.webp", 1,
      "3|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,fit_inside,g_east,t_p@41474/webp" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_1,fit_ins"
      "ide,g_east,s_sig1.png", 1,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "dpr_1,fit_inside,g_east,t_p/png/s:sig1" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_1.5,"
      "fit_inside,g_east.avif", 1,
      "4|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_1.5,fit_inside,g_east,t_p@41474/avif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_2,fit_ins"
      "ide,g_east", 1,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "dpr_2,fit_inside,g_east,t_p/~avif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,fit_insi"
      "de,g_west.png", 1,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,fit_inside,g_west,t_p@41474/png" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_1,fit_ins"
      "ide,g_west,s_Ab-9_z", 1,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "dpr_1,fit_inside,g_west,t_p/~avif/s:Ab-9_z" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_1.5,"
      "fit_inside,g_west.gif", 1,
      "5|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_1.5,fit_inside,g_west,t_p@41474/gif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_2,fit_ins"
      "ide,g_west.jpg", 2,
      "1|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "dpr_2,fit_inside,g_west,t_p/jpg" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,fit_insi"
      "de,g_northeast", 2,
      "3|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,fit_inside,g_northeast,t_p@41474/~webp" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_1,fit_ins"
      "ide,g_northeast.webp", 2,
      "3|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "dpr_1,fit_inside,g_northeast,t_p/webp" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_1.5,"
      "fit_inside,g_northeast,s_sig1.png", 2,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_1.5,fit_inside,g_northeast,t_p@41474/png/s:sig1" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_2,fit_ins"
      "ide,g_northeast.avif", 2,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "dpr_2,fit_inside,g_northeast,t_p/avif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,fit_insi"
      "de,g_northwest", 2,
      "3|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,fit_inside,g_northwest,t_p@41474/~webp" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_1,fit_ins"
      "ide,g_northwest.png", 2,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "dpr_1,fit_inside,g_northwest,t_p/png" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_1.5,"
      "fit_inside,g_northwest,s_Ab-9_z", 2,
      "3|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_1.5,fit_inside,g_northwest,t_p@41474/~webp/s:Ab-9_z" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_2,fit_ins"
      "ide,g_northwest.gif", 2,
      "5|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "dpr_2,fit_inside,g_northwest,t_p/gif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,fit_insi"
      "de,g_southeast.jpg", 3,
      "1|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,fit_inside,g_southeast,t_p@41474/jpg" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_1,fit_ins"
      "ide,g_southeast", 3,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "dpr_1,fit_inside,g_southeast,t_p/~legacy" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_1.5,"
      "fit_inside,g_southeast.webp", 3,
      "3|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_1.5,fit_inside,g_southeast,t_p@41474/webp" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_2,fit_ins"
      "ide,g_southeast,s_sig1.png", 3,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "dpr_2,fit_inside,g_southeast,t_p/png/s:sig1" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,fit_insi"
      "de,g_southwest.avif", 3,
      "4|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,fit_inside,g_southwest,t_p@41474/avif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_1,fit_ins"
      "ide,g_southwest", 3,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "dpr_1,fit_inside,g_southwest,t_p/~legacy" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_1.5,"
      "fit_inside,g_southwest.png", 3,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_1.5,fit_inside,g_southwest,t_p@41474/png" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_2,fit_ins"
      "ide,g_southwest,s_Ab-9_z", 3,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "dpr_2,fit_inside,g_southwest,t_p/~legacy/s:Ab-9_z" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,fit_insi"
      "de,g_entropy.gif", 3,
      "5|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,fit_inside,g_entropy,t_p@41474/gif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_1,fit_ins"
      "ide,g_entropy.jpg", 4,
      "1|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "dpr_1,fit_inside,g_entropy,t_p/jpg" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_1.5,"
      "fit_inside,g_entropy", 4,
      "6|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_1.5,fit_inside,g_entropy,t_p@41474/~legacy" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_2,fit_ins"
      "ide,g_entropy.webp", 4,
      "3|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "dpr_2,fit_inside,g_entropy,t_p/webp" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,fit_insi"
      "de,g_attention,s_sig1.png", 4,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,fit_inside,g_attention,t_p@41474/png/s:sig1" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_1,fit_ins"
      "ide,g_attention.avif", 4,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "dpr_1,fit_inside,g_attention,t_p/avif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_1.5,"
      "fit_inside,g_attention", 4,
      "6|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_1.5,fit_inside,g_attention,t_p@41474/~legacy" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_2,fit_ins"
      "ide,g_attention.png", 4,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "dpr_2,fit_inside,g_attention,t_p/png" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,fit_cove"
      "r,s_Ab-9_z", 4,
      "6|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,fit_cover,t_p@41474/~legacy/s:Ab-9_z" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_1,fit_cov"
      "er.gif", 4,
      "5|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "dpr_1,fit_cover,t_p/gif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_1.5,"
      "fit_cover.jpg", 5,
      "1|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_1.5,fit_cover,t_p@41474/jpg" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_2,fit_cov"
      "er", 5,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "dpr_2,fit_cover,t_p/~avif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,fit_cove"
      "r,g_center.webp", 5,
      "3|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,fit_cover,g_center,t_p@41474/webp" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_1,fit_cov"
      "er,g_center,s_sig1.png", 5,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "dpr_1,fit_cover,g_center,t_p/png/s:sig1" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_1.5,"
      "fit_cover,g_center.avif", 5,
      "4|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_1.5,fit_cover,g_center,t_p@41474/avif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_2,fit_cov"
      "er,g_center", 5,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "dpr_2,fit_cover,g_center,t_p/~avif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_1,fi"
      "t_cover,g_north.png", 5,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_1,fit_cover,g_north,t_p@41474/png" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_1.5,fit_c"
      "over,g_north,s_Ab-9_z", 5,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "dpr_1.5,fit_cover,g_north,t_p/~avif/s:Ab-9_z" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_2,fi"
      "t_cover,g_north.gif", 5,
      "5|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_2,fit_cover,g_north,t_p@41474/gif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,fit_cover,g_s"
      "outh.jpg", 6,
      "1|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "fit_cover,g_south,t_p/jpg" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_1,fi"
      "t_cover,g_south", 6,
      "6|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_1,fit_cover,g_south,t_p@41474/~legacy" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_1.5,fit_c"
      "over,g_south.webp", 6,
      "3|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "dpr_1.5,fit_cover,g_south,t_p/webp" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_2,fi"
      "t_cover,g_south,s_sig1.png", 6,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_2,fit_cover,g_south,t_p@41474/png/s:sig1" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,fit_cover,g_e"
      "ast.avif", 6,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "fit_cover,g_east,t_p/avif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_1,fi"
      "t_cover,g_east", 6,
      "6|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_1,fit_cover,g_east,t_p@41474/~legacy" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_1.5,fit_c"
      "over,g_east.png", 6,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "dpr_1.5,fit_cover,g_east,t_p/png" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_2,fi"
      "t_cover,g_east,s_Ab-9_z", 6,
      "6|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_2,fit_cover,g_east,t_p@41474/~legacy/s:Ab-9_z" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,fit_cover,g_w"
      "est.gif", 6,
      "5|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "fit_cover,g_west,t_p/gif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_1,fi"
      "t_cover,g_west.jpg", 0,
      "1|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_1,fit_cover,g_west,t_p@41474/jpg" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_1.5,fit_c"
      "over,g_west", 0,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "dpr_1.5,fit_cover,g_west,t_p/~legacy" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_2,fi"
      "t_cover,g_west.webp", 0,
      "3|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_2,fit_cover,g_west,t_p@41474/webp" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,fit_cover,g_n"
      "ortheast,s_sig1.png", 0,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "fit_cover,g_northeast,t_p/png/s:sig1" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_1,fi"
      "t_cover,g_northeast.avif", 0,
      "4|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_1,fit_cover,g_northeast,t_p@41474/avif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_1.5,fit_c"
      "over,g_northeast", 0,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "dpr_1.5,fit_cover,g_northeast,t_p/~legacy" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_2,fi"
      "t_cover,g_northeast.png", 0,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_2,fit_cover,g_northeast,t_p@41474/png" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,fit_cover,g_n"
      "orthwest,s_Ab-9_z", 0,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "fit_cover,g_northwest,t_p/~legacy/s:Ab-9_z" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_1,fi"
      "t_cover,g_northwest.gif", 0,
      "5|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_1,fit_cover,g_northwest,t_p@41474/gif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_1.5,fit_c"
      "over,g_northwest.jpg", 1,
      "1|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "dpr_1.5,fit_cover,g_northwest,t_p/jpg" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_2,fi"
      "t_cover,g_northwest", 1,
      "4|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_2,fit_cover,g_northwest,t_p@41474/~avif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,fit_cover,g_s"
      "outheast.webp", 1,
      "3|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "fit_cover,g_southeast,t_p/webp" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_1,fi"
      "t_cover,g_southeast,s_sig1.png", 1,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_1,fit_cover,g_southeast,t_p@41474/png/s:sig1" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_1.5,fit_c"
      "over,g_southeast.avif", 1,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "dpr_1.5,fit_cover,g_southeast,t_p/avif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_2,fi"
      "t_cover,g_southeast", 1,
      "4|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_2,fit_cover,g_southeast,t_p@41474/~avif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,fit_cover,g_s"
      "outhwest.png", 1,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "fit_cover,g_southwest,t_p/png" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_1,fi"
      "t_cover,g_southwest,s_Ab-9_z", 1,
      "4|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_1,fit_cover,g_southwest,t_p@41474/~avif/s:Ab-9_z" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_1.5,fit_c"
      "over,g_southwest.gif", 1,
      "5|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "dpr_1.5,fit_cover,g_southwest,t_p/gif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_2,fi"
      "t_cover,g_southwest.jpg", 2,
      "1|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_2,fit_cover,g_southwest,t_p@41474/jpg" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,fit_cover,g_e"
      "ntropy", 2,
      "3|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "fit_cover,g_entropy,t_p/~webp" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_1,fi"
      "t_cover,g_entropy.webp", 2,
      "3|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_1,fit_cover,g_entropy,t_p@41474/webp" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_1.5,fit_c"
      "over,g_entropy,s_sig1.png", 2,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "dpr_1.5,fit_cover,g_entropy,t_p/png/s:sig1" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_2,fi"
      "t_cover,g_entropy.avif", 2,
      "4|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_2,fit_cover,g_entropy,t_p@41474/avif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,fit_cover,g_a"
      "ttention", 2,
      "3|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "fit_cover,g_attention,t_p/~webp" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_1,fi"
      "t_cover,g_attention.png", 2,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_1,fit_cover,g_attention,t_p@41474/png" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_1.5,fit_c"
      "over,g_attention,s_Ab-9_z", 2,
      "3|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "dpr_1.5,fit_cover,g_attention,t_p/~webp/s:Ab-9_z" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_2,fi"
      "t_cover,g_attention.gif", 2,
      "5|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_2,fit_cover,g_attention,t_p@41474/gif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,fit_contain.j"
      "pg", 3,
      "1|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "fit_contain,t_p/jpg" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_1,fi"
      "t_contain", 3,
      "6|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_1,fit_contain,t_p@41474/~legacy" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_1.5,fit_c"
      "ontain.webp", 3,
      "3|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "dpr_1.5,fit_contain,t_p/webp" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_2,fi"
      "t_contain,s_sig1.png", 3,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_2,fit_contain,t_p@41474/png/s:sig1" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,fit_contain,g"
      "_center.avif", 3,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "fit_contain,g_center,t_p/avif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_1,fi"
      "t_contain,g_center", 3,
      "6|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_1,fit_contain,g_center,t_p@41474/~legacy" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_1.5,fit_c"
      "ontain,g_center.png", 3,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "dpr_1.5,fit_contain,g_center,t_p/png" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_2,fi"
      "t_contain,g_center,s_Ab-9_z", 3,
      "6|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_2,fit_contain,g_center,t_p@41474/~legacy/s:Ab-9_z" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,fit_contain,g"
      "_north.gif", 3,
      "5|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "fit_contain,g_north,t_p/gif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_1,fi"
      "t_contain,g_north.jpg", 4,
      "1|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_1,fit_contain,g_north,t_p@41474/jpg" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_1.5,fit_c"
      "ontain,g_north", 4,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "dpr_1.5,fit_contain,g_north,t_p/~legacy" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_2,fi"
      "t_contain,g_north.webp", 4,
      "3|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_2,fit_contain,g_north,t_p@41474/webp" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,fit_contain,g"
      "_south,s_sig1.png", 4,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "fit_contain,g_south,t_p/png/s:sig1" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_1,fi"
      "t_contain,g_south.avif", 4,
      "4|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_1,fit_contain,g_south,t_p@41474/avif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_1.5,fit_c"
      "ontain,g_south", 4,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "dpr_1.5,fit_contain,g_south,t_p/~legacy" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_2,fi"
      "t_contain,g_south.png", 4,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_2,fit_contain,g_south,t_p@41474/png" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,fit_contain,g"
      "_east,s_Ab-9_z", 4,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "fit_contain,g_east,t_p/~legacy/s:Ab-9_z" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_1,fi"
      "t_contain,g_east.gif", 4,
      "5|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_1,fit_contain,g_east,t_p@41474/gif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_1.5,fit_c"
      "ontain,g_east.jpg", 5,
      "1|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "dpr_1.5,fit_contain,g_east,t_p/jpg" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_2,fi"
      "t_contain,g_east", 5,
      "4|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_2,fit_contain,g_east,t_p@41474/~avif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,fit_contain,g"
      "_west.webp", 5,
      "3|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "fit_contain,g_west,t_p/webp" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_1,fi"
      "t_contain,g_west,s_sig1.png", 5,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_1,fit_contain,g_west,t_p@41474/png/s:sig1" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_1.5,fit_c"
      "ontain,g_west.avif", 5,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "dpr_1.5,fit_contain,g_west,t_p/avif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_2,fi"
      "t_contain,g_west", 5,
      "4|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_2,fit_contain,g_west,t_p@41474/~avif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,fit_contain,g"
      "_northeast.png", 5,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "fit_contain,g_northeast,t_p/png" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_1,fi"
      "t_contain,g_northeast,s_Ab-9_z", 5,
      "4|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_1,fit_contain,g_northeast,t_p@41474/~avif/s:Ab-9_z" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_1.5,fit_c"
      "ontain,g_northeast.gif", 5,
      "5|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "dpr_1.5,fit_contain,g_northeast,t_p/gif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_2,fi"
      "t_contain,g_northeast.jpg", 6,
      "1|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_2,fit_contain,g_northeast,t_p@41474/jpg" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,fit_contain,g"
      "_northwest", 6,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "fit_contain,g_northwest,t_p/~legacy" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_1,fi"
      "t_contain,g_northwest.webp", 6,
      "3|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_1,fit_contain,g_northwest,t_p@41474/webp" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_1.5,fit_c"
      "ontain,g_northwest,s_sig1.png", 6,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "dpr_1.5,fit_contain,g_northwest,t_p/png/s:sig1" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_2,fi"
      "t_contain,g_northwest.avif", 6,
      "4|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_2,fit_contain,g_northwest,t_p@41474/avif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,fit_contain,g"
      "_southeast", 6,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "fit_contain,g_southeast,t_p/~legacy" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_1,fi"
      "t_contain,g_southeast.png", 6,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_1,fit_contain,g_southeast,t_p@41474/png" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_1.5,fit_c"
      "ontain,g_southeast,s_Ab-9_z", 6,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "dpr_1.5,fit_contain,g_southeast,t_p/~legacy/s:Ab-9_z" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_2,fi"
      "t_contain,g_southeast.gif", 6,
      "5|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_2,fit_contain,g_southeast,t_p@41474/gif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,fit_contain,g"
      "_southwest.jpg", 0,
      "1|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "fit_contain,g_southwest,t_p/jpg" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_1,fi"
      "t_contain,g_southwest", 0,
      "6|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_1,fit_contain,g_southwest,t_p@41474/~legacy" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_1.5,fit_c"
      "ontain,g_southwest.webp", 0,
      "3|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "dpr_1.5,fit_contain,g_southwest,t_p/webp" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_2,fi"
      "t_contain,g_southwest,s_sig1.png", 0,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_2,fit_contain,g_southwest,t_p@41474/png/s:sig1" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,fit_contain,g"
      "_entropy.avif", 0,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "fit_contain,g_entropy,t_p/avif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_1,fi"
      "t_contain,g_entropy", 0,
      "6|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_1,fit_contain,g_entropy,t_p@41474/~legacy" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_1.5,fit_c"
      "ontain,g_entropy.png", 0,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "dpr_1.5,fit_contain,g_entropy,t_p/png" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_2,fi"
      "t_contain,g_entropy,s_Ab-9_z", 0,
      "6|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_2,fit_contain,g_entropy,t_p@41474/~legacy/s:Ab-9_z" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,fit_contain,g"
      "_attention.gif", 0,
      "5|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "fit_contain,g_attention,t_p/gif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_1,fi"
      "t_contain,g_attention.jpg", 1,
      "1|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_1,fit_contain,g_attention,t_p@41474/jpg" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_1.5,fit_c"
      "ontain,g_attention", 1,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "dpr_1.5,fit_contain,g_attention,t_p/~avif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_2,fi"
      "t_contain,g_attention.webp", 1,
      "3|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_2,fit_contain,g_attention,t_p@41474/webp" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,fit_fill,s_si"
      "g1.png", 1,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "fit_fill,t_p/png/s:sig1" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_1,fi"
      "t_fill.avif", 1,
      "4|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_1,fit_fill,t_p@41474/avif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_1.5,fit_f"
      "ill", 1,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "dpr_1.5,fit_fill,t_p/~avif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_2,fi"
      "t_fill.png", 1,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_2,fit_fill,t_p@41474/png" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,fit_fill,g_ce"
      "nter,s_Ab-9_z", 1,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "fit_fill,g_center,t_p/~avif/s:Ab-9_z" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_1,fi"
      "t_fill,g_center.gif", 1,
      "5|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_1,fit_fill,g_center,t_p@41474/gif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_1.5,fit_f"
      "ill,g_center.jpg", 2,
      "1|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "dpr_1.5,fit_fill,g_center,t_p/jpg" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_2,fi"
      "t_fill,g_center", 2,
      "3|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_2,fit_fill,g_center,t_p@41474/~webp" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,fit_fill,g_no"
      "rth.webp", 2,
      "3|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "fit_fill,g_north,t_p/webp" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_1,fi"
      "t_fill,g_north,s_sig1.png", 2,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_1,fit_fill,g_north,t_p@41474/png/s:sig1" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_1.5,fit_f"
      "ill,g_north.avif", 2,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "dpr_1.5,fit_fill,g_north,t_p/avif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_2,fi"
      "t_fill,g_north", 2,
      "3|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_2,fit_fill,g_north,t_p@41474/~webp" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,fit_fill,g_so"
      "uth.png", 2,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "fit_fill,g_south,t_p/png" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_1,fi"
      "t_fill,g_south,s_Ab-9_z", 2,
      "3|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_1,fit_fill,g_south,t_p@41474/~webp/s:Ab-9_z" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_1.5,fit_f"
      "ill,g_south.gif", 2,
      "5|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "dpr_1.5,fit_fill,g_south,t_p/gif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_2,fi"
      "t_fill,g_south.jpg", 3,
      "1|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_2,fit_fill,g_south,t_p@41474/jpg" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,fit_fill,g_ea"
      "st", 3,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "fit_fill,g_east,t_p/~legacy" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_1,fi"
      "t_fill,g_east.webp", 3,
      "3|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_1,fit_fill,g_east,t_p@41474/webp" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_1.5,fit_f"
      "ill,g_east,s_sig1.png", 3,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "dpr_1.5,fit_fill,g_east,t_p/png/s:sig1" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_2,fi"
      "t_fill,g_east.avif", 3,
      "4|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_2,fit_fill,g_east,t_p@41474/avif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,fit_fill,g_we"
      "st", 3,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "fit_fill,g_west,t_p/~legacy" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_1,fi"
      "t_fill,g_west.png", 3,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_1,fit_fill,g_west,t_p@41474/png" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_1.5,fit_f"
      "ill,g_west,s_Ab-9_z", 3,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "dpr_1.5,fit_fill,g_west,t_p/~legacy/s:Ab-9_z" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_2,fi"
      "t_fill,g_west.gif", 3,
      "5|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_2,fit_fill,g_west,t_p@41474/gif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,fit_fill,g_no"
      "rtheast.jpg", 4,
      "1|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "fit_fill,g_northeast,t_p/jpg" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_1,fi"
      "t_fill,g_northeast", 4,
      "6|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_1,fit_fill,g_northeast,t_p@41474/~legacy" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_1.5,fit_f"
      "ill,g_northeast.webp", 4,
      "3|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "dpr_1.5,fit_fill,g_northeast,t_p/webp" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_2,fi"
      "t_fill,g_northeast,s_sig1.png", 4,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_2,fit_fill,g_northeast,t_p@41474/png/s:sig1" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,fit_fill,g_no"
      "rthwest.avif", 4,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "fit_fill,g_northwest,t_p/avif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_1,fi"
      "t_fill,g_northwest", 4,
      "6|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_1,fit_fill,g_northwest,t_p@41474/~legacy" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_1.5,fit_f"
      "ill,g_northwest.png", 4,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "dpr_1.5,fit_fill,g_northwest,t_p/png" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_2,fi"
      "t_fill,g_northwest,s_Ab-9_z", 4,
      "6|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_2,fit_fill,g_northwest,t_p@41474/~legacy/s:Ab-9_z" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,fit_fill,g_so"
      "utheast.gif", 4,
      "5|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "fit_fill,g_southeast,t_p/gif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_1,fi"
      "t_fill,g_southeast.jpg", 5,
      "1|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_1,fit_fill,g_southeast,t_p@41474/jpg" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_1.5,fit_f"
      "ill,g_southeast", 5,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "dpr_1.5,fit_fill,g_southeast,t_p/~avif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_2,fi"
      "t_fill,g_southeast.webp", 5,
      "3|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_2,fit_fill,g_southeast,t_p@41474/webp" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,fit_fill,g_so"
      "uthwest,s_sig1.png", 5,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "fit_fill,g_southwest,t_p/png/s:sig1" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_1,fi"
      "t_fill,g_southwest.avif", 5,
      "4|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_1,fit_fill,g_southwest,t_p@41474/avif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_1.5,fit_f"
      "ill,g_southwest", 5,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "dpr_1.5,fit_fill,g_southwest,t_p/~avif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_2,fi"
      "t_fill,g_southwest.png", 5,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_2,fit_fill,g_southwest,t_p@41474/png" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,fit_fill,g_en"
      "tropy,s_Ab-9_z", 5,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "fit_fill,g_entropy,t_p/~avif/s:Ab-9_z" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_1,fi"
      "t_fill,g_entropy.gif", 5,
      "5|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_1,fit_fill,g_entropy,t_p@41474/gif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_1.5,fit_f"
      "ill,g_entropy.jpg", 6,
      "1|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "dpr_1.5,fit_fill,g_entropy,t_p/jpg" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_2,fi"
      "t_fill,g_entropy", 6,
      "6|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_2,fit_fill,g_entropy,t_p@41474/~legacy" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,fit_fill,g_at"
      "tention.webp", 6,
      "3|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "fit_fill,g_attention,t_p/webp" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_1,fi"
      "t_fill,g_attention,s_sig1.png", 6,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_1,fit_fill,g_attention,t_p@41474/png/s:sig1" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_1.5,fit_f"
      "ill,g_attention.avif", 6,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "dpr_1.5,fit_fill,g_attention,t_p/avif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_2,fi"
      "t_fill,g_attention", 6,
      "6|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_2,fit_fill,g_attention,t_p@41474/~legacy" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,fit_outside.p"
      "ng", 6,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "fit_outside,t_p/png" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_1,fi"
      "t_outside,s_Ab-9_z", 6,
      "6|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_1,fit_outside,t_p@41474/~legacy/s:Ab-9_z" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_1.5,fit_o"
      "utside.gif", 6,
      "5|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "dpr_1.5,fit_outside,t_p/gif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_2,fi"
      "t_outside.jpg", 0,
      "1|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_2,fit_outside,t_p@41474/jpg" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,fit_outside,g"
      "_center", 0,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "fit_outside,g_center,t_p/~legacy" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_1,fi"
      "t_outside,g_center.webp", 0,
      "3|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_1,fit_outside,g_center,t_p@41474/webp" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_1.5,fit_o"
      "utside,g_center,s_sig1.png", 0,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "dpr_1.5,fit_outside,g_center,t_p/png/s:sig1" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_2,fi"
      "t_outside,g_center.avif", 0,
      "4|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_2,fit_outside,g_center,t_p@41474/avif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,fit_outside,g"
      "_north", 0,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "fit_outside,g_north,t_p/~legacy" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_1,fi"
      "t_outside,g_north.png", 0,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_1,fit_outside,g_north,t_p@41474/png" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_1.5,fit_o"
      "utside,g_north,s_Ab-9_z", 0,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "dpr_1.5,fit_outside,g_north,t_p/~legacy/s:Ab-9_z" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_2,fi"
      "t_outside,g_north.gif", 0,
      "5|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_2,fit_outside,g_north,t_p@41474/gif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,fit_outside,g"
      "_south.jpg", 1,
      "1|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "fit_outside,g_south,t_p/jpg" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_1,fi"
      "t_outside,g_south", 1,
      "4|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_1,fit_outside,g_south,t_p@41474/~avif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_1.5,fit_o"
      "utside,g_south.webp", 1,
      "3|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "dpr_1.5,fit_outside,g_south,t_p/webp" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_2,fi"
      "t_outside,g_south,s_sig1.png", 1,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_2,fit_outside,g_south,t_p@41474/png/s:sig1" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,fit_outside,g"
      "_east.avif", 1,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "fit_outside,g_east,t_p/avif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_1,fi"
      "t_outside,g_east", 1,
      "4|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_1,fit_outside,g_east,t_p@41474/~avif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_1.5,fit_o"
      "utside,g_east.png", 1,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "dpr_1.5,fit_outside,g_east,t_p/png" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_2,fi"
      "t_outside,g_east,s_Ab-9_z", 1,
      "4|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_2,fit_outside,g_east,t_p@41474/~avif/s:Ab-9_z" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,fit_outside,g"
      "_west.gif", 1,
      "5|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "fit_outside,g_west,t_p/gif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_1,fi"
      "t_outside,g_west.jpg", 2,
      "1|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_1,fit_outside,g_west,t_p@41474/jpg" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_1.5,fit_o"
      "utside,g_west", 2,
      "3|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "dpr_1.5,fit_outside,g_west,t_p/~webp" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_2,fi"
      "t_outside,g_west.webp", 2,
      "3|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_2,fit_outside,g_west,t_p@41474/webp" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,fit_outside,g"
      "_northeast,s_sig1.png", 2,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "fit_outside,g_northeast,t_p/png/s:sig1" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_1,fi"
      "t_outside,g_northeast.avif", 2,
      "4|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_1,fit_outside,g_northeast,t_p@41474/avif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_1.5,fit_o"
      "utside,g_northeast", 2,
      "3|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "dpr_1.5,fit_outside,g_northeast,t_p/~webp" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_2,fi"
      "t_outside,g_northeast.png", 2,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_2,fit_outside,g_northeast,t_p@41474/png" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,fit_outside,g"
      "_northwest,s_Ab-9_z", 2,
      "3|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "fit_outside,g_northwest,t_p/~webp/s:Ab-9_z" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_1,fi"
      "t_outside,g_northwest.gif", 2,
      "5|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_1,fit_outside,g_northwest,t_p@41474/gif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_1.5,fit_o"
      "utside,g_northwest.jpg", 3,
      "1|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "dpr_1.5,fit_outside,g_northwest,t_p/jpg" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_2,fi"
      "t_outside,g_northwest", 3,
      "6|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_2,fit_outside,g_northwest,t_p@41474/~legacy" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,fit_outside,g"
      "_southeast.webp", 3,
      "3|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "fit_outside,g_southeast,t_p/webp" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_1,fi"
      "t_outside,g_southeast,s_sig1.png", 3,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_1,fit_outside,g_southeast,t_p@41474/png/s:sig1" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_1.5,fit_o"
      "utside,g_southeast.avif", 3,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "dpr_1.5,fit_outside,g_southeast,t_p/avif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_2,fi"
      "t_outside,g_southeast", 3,
      "6|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_2,fit_outside,g_southeast,t_p@41474/~legacy" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,fit_outside,g"
      "_southwest.png", 3,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "fit_outside,g_southwest,t_p/png" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_1,fi"
      "t_outside,g_southwest,s_Ab-9_z", 3,
      "6|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_1,fit_outside,g_southwest,t_p@41474/~legacy/s:Ab-9_z" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_1.5,fit_o"
      "utside,g_southwest.gif", 3,
      "5|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "dpr_1.5,fit_outside,g_southwest,t_p/gif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_2,fi"
      "t_outside,g_southwest.jpg", 4,
      "1|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_2,fit_outside,g_southwest,t_p@41474/jpg" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,fit_outside,g"
      "_entropy", 4,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "fit_outside,g_entropy,t_p/~legacy" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_1,fi"
      "t_outside,g_entropy.webp", 4,
      "3|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_1,fit_outside,g_entropy,t_p@41474/webp" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_1.5,fit_o"
      "utside,g_entropy,s_sig1.png", 4,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "dpr_1.5,fit_outside,g_entropy,t_p/png/s:sig1" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_2,fi"
      "t_outside,g_entropy.avif", 4,
      "4|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_2,fit_outside,g_entropy,t_p@41474/avif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,fit_outside,g"
      "_attention", 4,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "fit_outside,g_attention,t_p/~legacy" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_1,fi"
      "t_outside,g_attention.png", 4,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_1,fit_outside,g_attention,t_p@41474/png" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_1.5,fit_o"
      "utside,g_attention,s_Ab-9_z", 4,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "dpr_1.5,fit_outside,g_attention,t_p/~legacy/s:Ab-9_z" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_2,fi"
      "t_outside,g_attention.gif", 4,
      "5|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_2,fit_outside,g_attention,t_p@41474/gif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,fit_pad.jpg", 5,
      "1|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "fit_pad,t_p/jpg" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_1,fi"
      "t_pad", 5,
      "4|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_1,fit_pad,t_p@41474/~avif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_1.5,fit_p"
      "ad.webp", 5,
      "3|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "dpr_1.5,fit_pad,t_p/webp" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_2,fi"
      "t_pad,s_sig1.png", 5,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_2,fit_pad,t_p@41474/png/s:sig1" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,fit_pad,g_cen"
      "ter.avif", 5,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "fit_pad,g_center,t_p/avif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_1,fi"
      "t_pad,g_center", 5,
      "4|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_1,fit_pad,g_center,t_p@41474/~avif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_1.5,fit_p"
      "ad,g_center.png", 5,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "dpr_1.5,fit_pad,g_center,t_p/png" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_2,fi"
      "t_pad,g_center,s_Ab-9_z", 5,
      "4|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_2,fit_pad,g_center,t_p@41474/~avif/s:Ab-9_z" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,fit_pad,g_nor"
      "th.gif", 5,
      "5|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "fit_pad,g_north,t_p/gif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_1,fi"
      "t_pad,g_north.jpg", 6,
      "1|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_1,fit_pad,g_north,t_p@41474/jpg" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_1.5,fit_p"
      "ad,g_north", 6,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "dpr_1.5,fit_pad,g_north,t_p/~legacy" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_2,fi"
      "t_pad,g_north.webp", 6,
      "3|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_2,fit_pad,g_north,t_p@41474/webp" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,fit_pad,g_sou"
      "th,s_sig1.png", 6,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "fit_pad,g_south,t_p/png/s:sig1" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_1,fi"
      "t_pad,g_south.avif", 6,
      "4|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_1,fit_pad,g_south,t_p@41474/avif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_1.5,fit_p"
      "ad,g_south", 6,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "dpr_1.5,fit_pad,g_south,t_p/~legacy" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_2,fi"
      "t_pad,g_south.png", 6,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_2,fit_pad,g_south,t_p@41474/png" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,fit_pad,g_eas"
      "t,s_Ab-9_z", 6,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "fit_pad,g_east,t_p/~legacy/s:Ab-9_z" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_1,fi"
      "t_pad,g_east.gif", 6,
      "5|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_1,fit_pad,g_east,t_p@41474/gif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_1.5,fit_p"
      "ad,g_east.jpg", 0,
      "1|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "dpr_1.5,fit_pad,g_east,t_p/jpg" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_2,fi"
      "t_pad,g_east", 0,
      "6|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_2,fit_pad,g_east,t_p@41474/~legacy" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,fit_pad,g_wes"
      "t.webp", 0,
      "3|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "fit_pad,g_west,t_p/webp" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_1,fi"
      "t_pad,g_west,s_sig1.png", 0,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_1,fit_pad,g_west,t_p@41474/png/s:sig1" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_1.5,fit_p"
      "ad,g_west.avif", 0,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "dpr_1.5,fit_pad,g_west,t_p/avif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_2,fi"
      "t_pad,g_west", 0,
      "6|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_2,fit_pad,g_west,t_p@41474/~legacy" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,fit_pad,g_nor"
      "theast.png", 0,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "fit_pad,g_northeast,t_p/png" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_1,fi"
      "t_pad,g_northeast,s_Ab-9_z", 0,
      "6|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_1,fit_pad,g_northeast,t_p@41474/~legacy/s:Ab-9_z" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_1.5,fit_p"
      "ad,g_northeast.gif", 0,
      "5|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "dpr_1.5,fit_pad,g_northeast,t_p/gif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_2,fi"
      "t_pad,g_northeast.jpg", 1,
      "1|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_2,fit_pad,g_northeast,t_p@41474/jpg" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,fit_pad,g_nor"
      "thwest", 1,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "fit_pad,g_northwest,t_p/~avif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_1,fi"
      "t_pad,g_northwest.webp", 1,
      "3|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_1,fit_pad,g_northwest,t_p@41474/webp" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_1.5,fit_p"
      "ad,g_northwest,s_sig1.png", 1,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "dpr_1.5,fit_pad,g_northwest,t_p/png/s:sig1" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_2,fi"
      "t_pad,g_northwest.avif", 1,
      "4|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_2,fit_pad,g_northwest,t_p@41474/avif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,fit_pad,g_sou"
      "theast", 1,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "fit_pad,g_southeast,t_p/~avif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_1,fi"
      "t_pad,g_southeast.png", 1,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_1,fit_pad,g_southeast,t_p@41474/png" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_1.5,fit_p"
      "ad,g_southeast,s_Ab-9_z", 1,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "dpr_1.5,fit_pad,g_southeast,t_p/~avif/s:Ab-9_z" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_2,fi"
      "t_pad,g_southeast.gif", 1,
      "5|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_2,fit_pad,g_southeast,t_p@41474/gif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,fit_pad,g_sou"
      "thwest.jpg", 2,
      "1|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "fit_pad,g_southwest,t_p/jpg" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_1,fi"
      "t_pad,g_southwest", 2,
      "3|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_1,fit_pad,g_southwest,t_p@41474/~webp" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_1.5,fit_p"
      "ad,g_southwest.webp", 2,
      "3|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "dpr_1.5,fit_pad,g_southwest,t_p/webp" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_2,fi"
      "t_pad,g_southwest,s_sig1.png", 2,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_2,fit_pad,g_southwest,t_p@41474/png/s:sig1" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,fit_pad,g_ent"
      "ropy.avif", 2,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "fit_pad,g_entropy,t_p/avif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_1,fi"
      "t_pad,g_entropy", 2,
      "3|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_1,fit_pad,g_entropy,t_p@41474/~webp" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_1.5,fit_p"
      "ad,g_entropy.png", 2,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "dpr_1.5,fit_pad,g_entropy,t_p/png" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_2,fi"
      "t_pad,g_entropy,s_Ab-9_z", 2,
      "3|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_2,fit_pad,g_entropy,t_p@41474/~webp/s:Ab-9_z" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,fit_pad,g_att"
      "ention.gif", 2,
      "5|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "fit_pad,g_attention,t_p/gif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_1,fi"
      "t_pad,g_attention.jpg", 3,
      "1|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_1,fit_pad,g_attention,t_p@41474/jpg" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_1.5,fit_p"
      "ad,g_attention", 3,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "dpr_1.5,fit_pad,g_attention,t_p/~legacy" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,w_300,h_200,dpr_2,fi"
      "t_pad,g_attention.webp", 3,
      "3|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_300,h"
      "_200,dpr_2,fit_pad,g_attention,t_p@41474/webp" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_scale_25,q_80,s_sig1.png", 3,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/q_80/png/s:s"
      "ig1" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_scale_10,q_80.avif", 3,
      "4|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/q_80/av"
      "if" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_opacity_100,q_80", 3,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/q_80/~legacy" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_scale_25,wm_opacity_1"
      "00,q_80.png", 3,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/q_80/pn"
      "g" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_scale_10,wm_opacity_100,q_"
      "80,s_Ab-9_z", 3,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/q_80/~legacy"
      "/s:Ab-9_z" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_opacity_50,q_80.gif", 3,
      "5|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/q_80/gi"
      "f" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_scale_25,wm_opacity_50,q_8"
      "0.jpg", 4,
      "1|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/q_80/jpg" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_scale_10,wm_opacity_5"
      "0,q_80", 4,
      "6|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/q_80/~l"
      "egacy" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_pos_br,q_80.webp", 4,
      "3|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/q_80/webp" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_scale_25,wm_pos_br,q_"
      "80,s_sig1.png", 4,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/q_80/pn"
      "g/s:sig1" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_scale_10,wm_pos_br,q_80.av"
      "if", 4,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/q_80/avif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_opacity_100,wm_pos_br"
      ",q_80", 4,
      "6|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/q_80/~l"
      "egacy" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_scale_25,wm_opacity_100,wm"
      "_pos_br,q_80.png", 4,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/q_80/png" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_scale_10,wm_opacity_1"
      "00,wm_pos_br,q_80,s_Ab-9_z", 4,
      "6|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/q_80/~l"
      "egacy/s:Ab-9_z" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_opacity_50,wm_pos_br,q_80."
      "gif", 4,
      "5|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/q_80/gif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_scale_25,wm_opacity_5"
      "0,wm_pos_br,q_80.jpg", 5,
      "1|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/q_80/jp"
      "g" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_scale_10,wm_opacity_50,wm_"
      "pos_br,q_80", 5,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/q_80/~avif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_pos_tl,q_80.webp", 5,
      "3|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/q_80/we"
      "bp" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_scale_25,wm_pos_tl,q_80,s_"
      "sig1.png", 5,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/q_80/png/s:s"
      "ig1" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_scale_10,wm_pos_tl,q_"
      "80.avif", 5,
      "4|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/q_80/av"
      "if" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_opacity_100,wm_pos_tl,q_80", 5,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/q_80/~avif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_scale_25,wm_opacity_1"
      "00,wm_pos_tl,q_80.png", 5,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/q_80/pn"
      "g" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_scale_10,wm_opacity_100,wm"
      "_pos_tl,q_80,s_Ab-9_z", 5,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/q_80/~avif/s"
      ":Ab-9_z" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_opacity_50,wm_pos_tl,"
      "q_80.gif", 5,
      "5|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/q_80/gi"
      "f" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_scale_25,wm_opacity_50,wm_"
      "pos_tl,q_80.jpg", 6,
      "1|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/q_80/jpg" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_scale_10,wm_opacity_5"
      "0,wm_pos_tl,q_80", 6,
      "6|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/q_80/~l"
      "egacy" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_logo,q_80.webp", 6,
      "3|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/q_80,wm_logo"
      "/webp" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_scale_25,wm_logo,q_80"
      ",s_sig1.png", 6,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/q_80,wm"
      "_logo/png/s:sig1" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_scale_10,wm_logo,q_80.avif", 6,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/q_80,wm_logo"
      ",wm_scale_10/avif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_opacity_100,wm_logo,q"
      "_80", 6,
      "6|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/q_80,wm"
      "_logo/~legacy" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_scale_25,wm_opacity_100,wm"
      "_logo,q_80.png", 6,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/q_80,wm_logo"
      "/png" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_scale_10,wm_opacity_1"
      "00,wm_logo,q_80,s_Ab-9_z", 6,
      "6|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/q_80,wm"
      "_logo,wm_scale_10/~legacy/s:Ab-9_z" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_opacity_50,wm_logo,q_80.gi"
      "f", 6,
      "5|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/q_80,wm_logo"
      ",wm_opacity_50/gif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_scale_25,wm_opacity_5"
      "0,wm_logo,q_80.jpg", 0,
      "1|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/q_80,wm"
      "_logo,wm_opacity_50/jpg" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_scale_10,wm_opacity_50,wm_"
      "logo,q_80", 0,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/q_80,wm_logo"
      ",wm_opacity_50,wm_scale_10/~legacy" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_pos_br,wm_logo,q_80.w"
      "ebp", 0,
      "3|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/q_80,wm"
      "_logo/webp" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_scale_25,wm_pos_br,wm_logo"
      ",q_80,s_sig1.png", 0,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/q_80,wm_logo"
      "/png/s:sig1" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_scale_10,wm_pos_br,wm"
      "_logo,q_80.avif", 0,
      "4|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/q_80,wm"
      "_logo,wm_scale_10/avif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_opacity_100,wm_pos_br,wm_l"
      "ogo,q_80", 0,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/q_80,wm_logo"
      "/~legacy" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_scale_25,wm_opacity_1"
      "00,wm_pos_br,wm_logo,q_80.png", 0,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/q_80,wm"
      "_logo/png" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_scale_10,wm_opacity_100,wm"
      "_pos_br,wm_logo,q_80,s_Ab-9_z", 0,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/q_80,wm_logo"
      ",wm_scale_10/~legacy/s:Ab-9_z" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_opacity_50,wm_pos_br,"
      "wm_logo,q_80.gif", 0,
      "5|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/q_80,wm"
      "_logo,wm_opacity_50/gif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_scale_25,wm_opacity_50,wm_"
      "pos_br,wm_logo,q_80.jpg", 1,
      "1|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/q_80,wm_logo"
      ",wm_opacity_50/jpg" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_scale_10,wm_opacity_5"
      "0,wm_pos_br,wm_logo,q_80", 1,
      "4|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/q_80,wm"
      "_logo,wm_opacity_50,wm_scale_10/~avif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_pos_tl,wm_logo,q_80.webp", 1,
      "3|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/q_80,wm_logo"
      ",wm_pos_tl/webp" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_scale_25,wm_pos_tl,wm"
      "_logo,q_80,s_sig1.png", 1,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/q_80,wm"
      "_logo,wm_pos_tl/png/s:sig1" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_scale_10,wm_pos_tl,wm_logo"
      ",q_80.avif", 1,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/q_80,wm_logo"
      ",wm_pos_tl,wm_scale_10/avif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_opacity_100,wm_pos_tl"
      ",wm_logo,q_80", 1,
      "4|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/q_80,wm"
      "_logo,wm_pos_tl/~avif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_scale_25,wm_opacity_100,wm"
      "_pos_tl,wm_logo,q_80.png", 1,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/q_80,wm_logo"
      ",wm_pos_tl/png" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_scale_10,wm_opacity_1"
      "00,wm_pos_tl,wm_logo,q_80,s_Ab-9_z", 1,
      "4|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/q_80,wm"
      "_logo,wm_pos_tl,wm_scale_10/~avif/s:Ab-9_z" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_opacity_50,wm_pos_tl,wm_lo"
      "go,q_80.gif", 1,
      "5|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/q_80,wm_logo"
      ",wm_pos_tl,wm_opacity_50/gif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_scale_25,wm_opacity_5"
      "0,wm_pos_tl,wm_logo,q_80.jpg", 2,
      "1|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/q_80,wm"
      "_logo,wm_pos_tl,wm_opacity_50/jpg" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_scale_10,wm_opacity_50,wm_"
      "pos_tl,wm_logo,q_80", 2,
      "3|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/q_80,wm_logo"
      ",wm_pos_tl,wm_opacity_50,wm_scale_10/~webp" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_scale_25,wm_opacity_1"
      "00,t_p.webp", 2,
      "3|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/wm_opac"
      "ity_100,wm_scale_25,t_p@41474/webp" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_scale_10,wm_opacity_100,t_"
      "p,s_sig1.png", 2,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/wm_opacity_1"
      "00,wm_scale_10,t_p/png/s:sig1" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_scale_25,wm_opacity_5"
      "0,t_p.avif", 2,
      "4|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/wm_opac"
      "ity_50,wm_scale_25,t_p@41474/avif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_scale_10,wm_opacity_50,t_p", 2,
      "3|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/wm_opacity_5"
      "0,wm_scale_10,t_p/~webp" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_scale_25,wm_pos_br,t_"
      "p.png", 2,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/wm_pos_"
      "br,wm_scale_25,t_p@41474/png" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_scale_10,wm_pos_br,t_p,s_A"
      "b-9_z", 2,
      "3|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/wm_pos_br,wm"
      "_scale_10,t_p/~webp/s:Ab-9_z" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_opacity_100,wm_pos_br"
      ",t_p.gif", 2,
      "5|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/wm_pos_"
      "br,wm_opacity_100,t_p@41474/gif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_scale_25,wm_opacity_100,wm"
      "_pos_br,t_p.jpg", 3,
      "1|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/wm_pos_br,wm"
      "_opacity_100,wm_scale_25,t_p/jpg" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_scale_10,wm_opacity_1"
      "00,wm_pos_br,t_p", 3,
      "6|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/wm_pos_"
      "br,wm_opacity_100,wm_scale_10,t_p@41474/~legacy" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_opacity_50,wm_pos_br,t_p.w"
      "ebp", 3,
      "3|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/wm_pos_br,wm"
      "_opacity_50,t_p/webp" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_scale_25,wm_opacity_5"
      "0,wm_pos_br,t_p,s_sig1.png", 3,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/wm_pos_"
      "br,wm_opacity_50,wm_scale_25,t_p@41474/png/s:sig1" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_scale_10,wm_opacity_50,wm_"
      "pos_br,t_p.avif", 3,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/wm_pos_br,wm"
      "_opacity_50,wm_scale_10,t_p/avif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_scale_25,wm_pos_tl,t_"
      "p", 3,
      "6|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/wm_pos_"
      "tl,wm_scale_25,t_p@41474/~legacy" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_scale_10,wm_pos_tl,t_p.png", 3,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/wm_pos_tl,wm"
      "_scale_10,t_p/png" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_opacity_100,wm_pos_tl"
      ",t_p,s_Ab-9_z", 3,
      "6|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/wm_pos_"
      "tl,wm_opacity_100,t_p@41474/~legacy/s:Ab-9_z" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_scale_25,wm_opacity_100,wm"
      "_pos_tl,t_p.gif", 3,
      "5|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/wm_pos_tl,wm"
      "_opacity_100,wm_scale_25,t_p/gif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_scale_10,wm_opacity_1"
      "00,wm_pos_tl,t_p.jpg", 4,
      "1|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/wm_pos_"
      "tl,wm_opacity_100,wm_scale_10,t_p@41474/jpg" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_opacity_50,wm_pos_tl,t_p", 4,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/wm_pos_tl,wm"
      "_opacity_50,t_p/~legacy" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_scale_25,wm_opacity_5"
      "0,wm_pos_tl,t_p.webp", 4,
      "3|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/wm_pos_"
      "tl,wm_opacity_50,wm_scale_25,t_p@41474/webp" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_scale_10,wm_opacity_50,wm_"
      "pos_tl,t_p,s_sig1.png", 4,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/wm_pos_tl,wm"
      "_opacity_50,wm_scale_10,t_p/png/s:sig1" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_scale_25,wm_logo,t_p."
      "avif", 4,
      "4|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/wm_logo"
      ",wm_scale_25,t_p@41474/avif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_scale_10,wm_logo,t_p", 4,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/wm_logo,wm_s"
      "cale_10,t_p/~legacy" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_opacity_100,wm_logo,t"
      "_p.png", 4,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/wm_logo"
      ",wm_opacity_100,t_p@41474/png" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_scale_25,wm_opacity_100,wm"
      "_logo,t_p,s_Ab-9_z", 4,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/wm_logo,wm_o"
      "pacity_100,wm_scale_25,t_p/~legacy/s:Ab-9_z" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_scale_10,wm_opacity_1"
      "00,wm_logo,t_p.gif", 4,
      "5|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/wm_logo"
      ",wm_opacity_100,wm_scale_10,t_p@41474/gif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_opacity_50,wm_logo,t_p.jpg", 5,
      "1|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/wm_logo,wm_o"
      "pacity_50,t_p/jpg" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_scale_25,wm_opacity_5"
      "0,wm_logo,t_p", 5,
      "4|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/wm_logo"
      ",wm_opacity_50,wm_scale_25,t_p@41474/~avif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_scale_10,wm_opacity_50,wm_"
      "logo,t_p.webp", 5,
      "3|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/wm_logo,wm_o"
      "pacity_50,wm_scale_10,t_p/webp" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_pos_br,wm_logo,t_p,s_"
      "sig1.png", 5,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/wm_logo"
      ",wm_pos_br,t_p@41474/png/s:sig1" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_scale_25,wm_pos_br,wm_logo"
      ",t_p.avif", 5,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/wm_logo,wm_p"
      "os_br,wm_scale_25,t_p/avif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_scale_10,wm_pos_br,wm"
      "_logo,t_p", 5,
      "4|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/wm_logo"
      ",wm_pos_br,wm_scale_10,t_p@41474/~avif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_opacity_100,wm_pos_br,wm_l"
      "ogo,t_p.png", 5,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/wm_logo,wm_p"
      "os_br,wm_opacity_100,t_p/png" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_scale_25,wm_opacity_1"
      "00,wm_pos_br,wm_logo,t_p,s_Ab-9_z", 5,
      "4|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/wm_logo"
      ",wm_pos_br,wm_opacity_100,wm_scale_25,t_p@41474/~avif/s:Ab-9_z" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_scale_10,wm_opacity_100,wm"
      "_pos_br,wm_logo,t_p.gif", 5,
      "5|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/wm_logo,wm_p"
      "os_br,wm_opacity_100,wm_scale_10,t_p/gif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_opacity_50,wm_pos_br,"
      "wm_logo,t_p.jpg", 6,
      "1|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/wm_logo"
      ",wm_pos_br,wm_opacity_50,t_p@41474/jpg" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_scale_25,wm_opacity_50,wm_"
      "pos_br,wm_logo,t_p", 6,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/wm_logo,wm_p"
      "os_br,wm_opacity_50,wm_scale_25,t_p/~legacy" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_scale_10,wm_opacity_5"
      "0,wm_pos_br,wm_logo,t_p.webp", 6,
      "3|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/wm_logo"
      ",wm_pos_br,wm_opacity_50,wm_scale_10,t_p@41474/webp" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_pos_tl,wm_logo,t_p,s_sig1."
      "png", 6,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/wm_logo,wm_p"
      "os_tl,t_p/png/s:sig1" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_scale_25,wm_pos_tl,wm"
      "_logo,t_p.avif", 6,
      "4|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/wm_logo"
      ",wm_pos_tl,wm_scale_25,t_p@41474/avif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_scale_10,wm_pos_tl,wm_logo"
      ",t_p", 6,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/wm_logo,wm_p"
      "os_tl,wm_scale_10,t_p/~legacy" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_opacity_100,wm_pos_tl"
      ",wm_logo,t_p.png", 6,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/wm_logo"
      ",wm_pos_tl,wm_opacity_100,t_p@41474/png" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_scale_25,wm_opacity_100,wm"
      "_pos_tl,wm_logo,t_p,s_Ab-9_z", 6,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/wm_logo,wm_p"
      "os_tl,wm_opacity_100,wm_scale_25,t_p/~legacy/s:Ab-9_z" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_scale_10,wm_opacity_1"
      "00,wm_pos_tl,wm_logo,t_p.gif", 6,
      "5|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/wm_logo"
      ",wm_pos_tl,wm_opacity_100,wm_scale_10,t_p@41474/gif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_opacity_50,wm_pos_tl,wm_lo"
      "go,t_p.jpg", 0,
      "1|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/wm_logo,wm_p"
      "os_tl,wm_opacity_50,t_p/jpg" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_scale_25,wm_opacity_5"
      "0,wm_pos_tl,wm_logo,t_p", 0,
      "6|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/wm_logo"
      ",wm_pos_tl,wm_opacity_50,wm_scale_25,t_p@41474/~legacy" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_scale_10,wm_opacity_50,wm_"
      "pos_tl,wm_logo,t_p.webp", 0,
      "3|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/wm_logo,wm_p"
      "os_tl,wm_opacity_50,wm_scale_10,t_p/webp" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_b,bg_remove,w_9,t_a,s_"
      "sig1.png", 0,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_9,t_b"
      "@33676,t_a@18309,bg_remove/png/s:sig1" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_b,smart_crop_face,w_9,t_a.a"
      "vif", 0,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_9,t_b@7145"
      "9,t_a,smart_crop_face/avif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/bg_remove,smart_crop_fac"
      "e", 0,
      "6|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/bg_remo"
      "ve,smart_crop_face/~legacy" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/smart_crop_face,bg_remove.png", 0,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/bg_remove,sm"
      "art_crop_face/png" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_b,smart_crop_face,bg_r"
      "emove,w_9,t_a,s_Ab-9_z", 0,
      "6|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_9,t_b"
      "@33676,t_a@18309,bg_remove,smart_crop_face/~legacy/s:Ab-9_z" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wt_hi.gif", 0,
      "5|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/wt_hi/gif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_b,wt_hi,w_9,t_a.jpg", 1,
      "1|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_9,t_b"
      "@33676,t_a@18309,wt_hi/jpg" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/bg_remove,wt_hi", 1,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/bg_remove,wt"
      "_hi/~avif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wt_hi,bg_remove.webp", 1,
      "3|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/bg_remo"
      "ve,wt_hi/webp" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_b,wt_hi,bg_remove,w_9,t_a,s"
      "_sig1.png", 1,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_9,t_b@7145"
      "9,t_a,bg_remove,wt_hi/png/s:sig1" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/smart_crop_face,wt_hi.av"
      "if", 1,
      "4|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/smart_c"
      "rop_face,wt_hi/avif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wt_hi,smart_crop_face", 1,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/smart_crop_f"
      "ace,wt_hi/~avif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_b,wt_hi,smart_crop_fac"
      "e,w_9,t_a.png", 1,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_9,t_b"
      "@33676,t_a@18309,smart_crop_face,wt_hi/png" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/bg_remove,smart_crop_face,wt_"
      "hi,s_Ab-9_z", 1,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/bg_remove,sm"
      "art_crop_face,wt_hi/~avif/s:Ab-9_z" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wt_hi,smart_crop_face,bg"
      "_remove.gif", 1,
      "5|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/bg_remo"
      "ve,smart_crop_face,wt_hi/gif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_b,wt_hi,smart_crop_face,bg_"
      "remove,w_9,t_a.jpg", 2,
      "1|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_9,t_b@7145"
      "9,t_a,bg_remove,smart_crop_face,wt_hi/jpg" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_b,filter_cool,w_9,t_a", 2,
      "3|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_9,t_b"
      "@33676,t_a@18309,filter_cool/~webp" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/bg_remove,filter_cool.webp", 2,
      "3|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/bg_remove,fi"
      "lter_cool/webp" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/filter_cool,bg_remove,s_"
      "sig1.png", 2,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/bg_remo"
      "ve,filter_cool/png/s:sig1" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_b,filter_cool,bg_remove,w_9"
      ",t_a.avif", 2,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_9,t_b@7145"
      "9,t_a,bg_remove,filter_cool/avif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/smart_crop_face,filter_c"
      "ool", 2,
      "3|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/filter_"
      "cool,smart_crop_face/~webp" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/filter_cool,smart_crop_face.p"
      "ng", 2,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/filter_cool,"
      "smart_crop_face/png" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_b,filter_cool,smart_cr"
      "op_face,w_9,t_a,s_Ab-9_z", 2,
      "3|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_9,t_b"
      "@33676,t_a@18309,filter_cool,smart_crop_face/~webp/s:Ab-9_z" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/bg_remove,smart_crop_face,fil"
      "ter_cool.gif", 2,
      "5|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/bg_remove,fi"
      "lter_cool,smart_crop_face/gif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/filter_cool,smart_crop_f"
      "ace,bg_remove.jpg", 3,
      "1|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/bg_remo"
      "ve,filter_cool,smart_crop_face/jpg" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_b,filter_cool,smart_crop_fa"
      "ce,bg_remove,w_9,t_a", 3,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_9,t_b@7145"
      "9,t_a,bg_remove,filter_cool,smart_crop_face/~legacy" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wt_hi,filter_cool.webp", 3,
      "3|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/filter_"
      "cool,wt_hi/webp" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/filter_cool,wt_hi,s_sig1.png", 3,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/filter_cool,"
      "wt_hi/png/s:sig1" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_b,filter_cool,wt_hi,w_"
      "9,t_a.avif", 3,
      "4|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_9,t_b"
      "@33676,t_a@18309,filter_cool,wt_hi/avif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/bg_remove,wt_hi,filter_cool", 3,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/bg_remove,fi"
      "lter_cool,wt_hi/~legacy" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/filter_cool,wt_hi,bg_rem"
      "ove.png", 3,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/bg_remo"
      "ve,filter_cool,wt_hi/png" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_b,filter_cool,wt_hi,bg_remo"
      "ve,w_9,t_a,s_Ab-9_z", 3,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_9,t_b@7145"
      "9,t_a,bg_remove,filter_cool,wt_hi/~legacy/s:Ab-9_z" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/smart_crop_face,wt_hi,fi"
      "lter_cool.gif", 3,
      "5|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/filter_"
      "cool,smart_crop_face,wt_hi/gif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/filter_cool,wt_hi,smart_crop_"
      "face.jpg", 4,
      "1|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/filter_cool,"
      "smart_crop_face,wt_hi/jpg" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_b,filter_cool,wt_hi,sm"
      "art_crop_face,w_9,t_a", 4,
      "6|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_9,t_b"
      "@33676,t_a@18309,filter_cool,smart_crop_face,wt_hi/~legacy" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/bg_remove,smart_crop_face,wt_"
      "hi,filter_cool.webp", 4,
      "3|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/bg_remove,fi"
      "lter_cool,smart_crop_face,wt_hi/webp" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/filter_cool,wt_hi,smart_"
      "crop_face,bg_remove,s_sig1.png", 4,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/bg_remo"
      "ve,filter_cool,smart_crop_face,wt_hi/png/s:sig1" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_b,filter_cool,wt_hi,smart_c"
      "rop_face,bg_remove,w_9,t_a.avif", 4,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_9,t_b@7145"
      "9,t_a,bg_remove,filter_cool,smart_crop_face,wt_hi/avif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/ch_1,wm_a,wm_scale_25,wm"
      "_scale_50,w_1,cx_10,wm_pos_1,w_99999999999999999999,bg_remove,bgco"
      "lor_ffffff00", 4,
      "-1!token \"wm_scale_50\": wm_scale is given twice; a key may appea"
      "r once" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/page_10000,cx_99999,wt_x.png", 4,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/cx_99999,pag"
      "e_10000,wt_x/png" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/cy_2,wt_a,b,fit_Cover,bg"
      "color_ffffffff,s_Ab-9_z", 4,
      "-1!token \"b\": unknown key (tokens are key_value, e.g. w_300)" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wt_x,wm_scale_100,t_b,flip_h,"
      "ch_1,wm_pos_l,cy_0.gif", 4,
      "5|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/cy_0,ch_1,fl"
      "ip_h,wm_pos_l,wm_scale_100,t_b@71459,wt_x/gif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/blur_0.5,wm_logo,h_6,fil"
      "ter_cool,q_80,sharpen_1.jpg", 5,
      "1|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/h_6,blu"
      "r_0.5,sharpen_1,q_80,wm_logo,filter_cool/jpg" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/flip_v,dpr_1.00,cy_0,h_200", 5,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/h_200,flip_v"
      "/~avif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_pos_r,fit_contain,fli"
      "p_h.webp", 5,
      "3|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/fit_con"
      "tain,flip_h/webp" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/blur_99.99,wm_pos_tr,ch_1,pag"
      "e_7,filter_contrast,ch_4,h_768,h_200,rot_0,s_sig1.png", 5,
      "-1!token \"ch_4\": ch is given twice; a key may appear once" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/blur_100.00,t_a b.avif", 5,
      "-1!token \"t_a b\": a named transform's name is 1 to 64 letters, d"
      "igits, '_' or '-'" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/bgcolor_123456,sharpen_0.3", 5,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/sharpen_0.3,"
      "bgcolor_123456/~avif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/ch_400,h_1,g_northwest,d"
      "pr_2.0,t_card,sharpen_0.3,flip_v.png", 5,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/ch_400,"
      "h_1,dpr_2,g_northwest,flip_v,sharpen_0.3,t_card@77652/png" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/cx_1.5,fit_cover,w_300,t_AZaz"
      "09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-x,s_Ab"
      "-9_z", 5,
      "-1!token \"cx_1.5\": cx must be an integer from 0 to 100000" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_scale_1,bg_01,bg_255,"
      "bg_12,filter_grayscale,wm_x,bgcolor_0a0B0c80,page_10000,dpr_1.00,b"
      "lur_100.gif", 5,
      "-1!token \"bg_01\": bg must be remove or an integer from 1 to 255" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/page_2,blur_100.00,fit_inside"
      ",q_1,wm_pos_bl,g_west,wt_a_b,cy_2,smart_crop_entropy,wm_opacity_10"
      "0.jpg", 6,
      "1|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/cy_2,blur_10"
      "0,page_2,q_1,smart_crop_entropy,wt_a_b/jpg" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wt_date,w_500,bgcolor_FF"
      "FFFF,t_b,q_5%,w_1,bgcolor_123456,t_hero", 6,
      "-1!token \"q_5%\": q must be an integer from 1 to 100" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/sharpen_9.99,h_0,h_6,q_100.we"
      "bp", 6,
      "-1!token \"h_0\": h must be an integer from 1 to 8192" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_pos_t,cx_0,s_sig1.png", 6,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0//png/s:"
      "sig1" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/h_6,cw_300,cy_100000,bgcolor_"
      "Ff000080,t_a,q_100,wm_position,filter_cool,t_AZaz09_-AZaz09_-AZaz0"
      "9_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-.avif", 6,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.59901/cy_10000"
      "0,cw_300,h_6,bgcolor_ff000080,q_100,wm_position,t_a,t_AZaz09_-AZaz"
      "09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-,filter_cool/a"
      "vif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/smart_crop_face,bgcolor_"
      "123456,wm_opacity_100,ch_400,cx_99999,fit_cover", 6,
      "6|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/cx_9999"
      "9,ch_400,fit_cover,bgcolor_123456,smart_crop_face/~legacy" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/fit_contain,wt_copyright,page"
      "_1_,wm_scale_25,wm_opacity_100,smart_crop_center.png", 6,
      "-1!token \"page_1_\": page must be an integer from 1 to 10000" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/dpr_3.75,bgcolor_0a0B0c8"
      "0,g_southeast,w_8192,s_Ab-9_z", 6,
      "6|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_8192,"
      "dpr_3.75,bgcolor_0a0b0c80/~legacy/s:Ab-9_z" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/fit_in,wm_a,bgcolor_123456.gi"
      "f", 6,
      "-1!token \"fit_in\": fit must be one of inside, cover, contain, fi"
      "ll, outside, pad" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/sharpen_1,rot_270,flip_v"
      "h,smart_crop_entropy,filter_sepia,bg_40,page_1_,rot_0.jpg", 0,
      "-1!token \"flip_vh\": flip must be one of h, v, hv" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/bgcolor_FF0000FF,blur_0.3,w_ "
      "1,t_my-preset,sharpen_0.3,t_hero,wt_(c)+ACME+2024!,cx_1,cx_1,wm_sc"
      "ale_1", 0,
      "-1!token \"w_ 1\": w must be an integer from 1 to 8192" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_scale_1,wm_pos_tl,t_A"
      "Zaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-,h_"
      "1,flip_v,fit_square.webp", 0,
      "-1!token \"fit_square\": fit must be one of inside, cover, contain"
      ", fill, outside, pad" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/cx_10,wm_opacity_9,w_5,ch_1,h"
      "_-5,dpr_1.0,s_sig1.png", 0,
      "-1!token \"h_-5\": h must be an integer from 1 to 8192" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/dpr_1.5,t_my-preset,bg_4"
      "0,cx_0,sharpen_0.5,ch_100000,rot_270,filter_warm,dpr_1.00,bg_1.avi"
      "f", 0,
      "-1!token \"dpr_1.00\": dpr is given twice; a key may appear once" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/ch_4,ch_400,g_northeast,filte"
      "r_cool,fit_outside,cx_1,page_1,h_1,w_500,dpr_1", 0,
      "-1!token \"ch_400\": ch is given twice; a key may appear once" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/h_200,bgcolor_Ff000080,c"
      "w_1.png", 0,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/cw_1,h_"
      "200,bgcolor_ff000080/png" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/bgcolor_00FF00,cw_300,ch_1,wm"
      "_opacity_100,s_Ab-9_z", 0,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/cw_300,ch_1,"
      "bgcolor_00ff00/~legacy/s:Ab-9_z" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_AZaz09_-AZaz09_-AZaz09"
      "_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-,cw_300,fit_fill,rot_180"
      ",cx_10,dpr_3.75.gif", 0,
      "5|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/cx_10,c"
      "w_300,dpr_3.75,fit_fill,rot_180,t_AZaz09_-AZaz09_-AZaz09_-AZaz09_-"
      "AZaz09_-AZaz09_-AZaz09_-AZaz09_-@29254/gif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/filter_cool,page_2,wm_scale-1"
      ",flip_h,blur_1.10,cx_100000.jpg", 1,
      "1|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/cx_100000,fl"
      "ip_h,blur_1.1,page_2,wm_scale-1,filter_cool/jpg" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_scale-1,rot_0,ch_1000"
      "00,w_5,ch_100001,dpr_2.5", 1,
      "-1!token \"ch_100001\": ch is given twice; a key may appear once" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/flip_v,dpr_2,blur_100.01,cw_5"
      ",wt_a_b,bg_remove,ch_100000,smart_crop_center.webp", 1,
      "-1!token \"blur_100.01\": blur must be a number from 0.3 to 100 wi"
      "th at most 2 decimals" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_opacity_0,t_hero,q_8,"
      "h_1,fit_cover,s_sig1.png", 1,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/h_1,fit"
      "_cover,q_8,wm_opacity_0,t_hero@60566/png/s:sig1" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/blur_1,ch_400,cw_100000,sharp"
      "en_0.3,cx_99999,q_0,fit_inside,h_1,cy_0,cx_99999.avif", 1,
      "-1!token \"q_0\": q must be an integer from 1 to 100" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/sharpen_0.3,dpr_1.05,cy_"
      "0,bg_12,blur_0.29,ch_4,page_2,rot_180", 1,
      "-1!token \"blur_0.29\": blur must be a number from 0.3 to 100 with"
      " at most 2 decimals" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/flip_hv,blur_0.75.png", 1,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/flip_hv,blur"
      "_0.75/png" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/bgcolor_0a0B0c80,w_5,h_1"
      ",t_hero,s_Ab-9_z", 1,
      "4|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_5,h_1"
      ",bgcolor_0a0b0c80,t_hero@60566/~avif/s:Ab-9_z" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/sharpen_10,wm_scale_1,t_card,"
      "wm_position,q_5%,g_attention.gif", 1,
      "-1!token \"q_5%\": q must be an integer from 1 to 100" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/cy_0,page_7,blur_100,fil"
      "ter_vibrance,g_entropy,wt_a_b,wt_\360\237\223\267.jpg", 2,
      "-1!token \"wt_\077\077\077\077\": plugin wt is given twice; a plug"
      "in may appear once" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_opacity_9,q_100,wt_\342"
      "\202,cy_100001,filter_blur,q_8,t_a,wm_AZaz09_-AZaz09_-AZaz09_-AZaz"
      "09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-x,wm_opacity_-1", 2,
      "-1!token \"wt_\077\077\": wt must be text of 1 to 127 bytes withou"
      "t spaces, '/', '\\' or '\"'" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/fit_Cover,cx_-1,filter_S"
      "epia,fit_contain.webp", 2,
      "-1!token \"fit_Cover\": fit must be one of inside, cover, contain,"
      " fill, outside, pad" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_scale_100,rot_270,g_up,bgc"
      "olor_00FF00,q_50,wt_a\177,t_a,s_sig1.png", 2,
      "-1!token \"g_up\": g must be one of center, north, south, east, we"
      "st, northeast, northwest, southeast, southwest, entropy, attention" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/cx_0,cy_100000.avif", 2,
      "4|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/cy_1000"
      "00/avif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/h_6,dpr_1,wm_scale_25,sharpen"
      "_9.99,wt_\342\202\254,wm_scale_25,wt_\360\237\223\267,ch_100000", 2,
      "-1!token \"wm_scale_25\": wm_scale is given twice; a key may appea"
      "r once" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/cx_1,w_1,wm_opacity_99,t"
      "_b,rot_90,t_AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09"
      "_-AZaz09_-x.png", 2,
      "-1!token \"t_AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz0"
      "9_-AZaz09...\": a named transform's name is 1 to 64 letters, digit"
      "s, '_' or '-'" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_AZaz09_-AZaz09_-AZaz09_-AZ"
      "az09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-,h_200,wm_position,page_2,h_"
      "6,wm_pos_tl,h_6,wm_scale_100,dpr_1.00,s_Ab-9_z", 2,
      "-1!token \"wm_position\": wm is given twice; a key may appear once" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/cw_300,dpr_4,bgcolor_fff"
      "fff00,bgcolor_FFFFFF,flip_v,bgcolor_ffffff00,rot_270,filter_blur,w"
      "t_a/b,h_8192.gif", 2,
      "#" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_b,blur_1.10,wm_position,wm_"
      "My-Mark_2,bgcolor_Ff000080,t_my_preset,t_AZaz09_-AZaz09_-AZaz09_-A"
      "Zaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-x,blur_0.30,blur_0..5.jpg", 3,
      "-1!token \"wm_My-Mark_2\": wm is given twice; a key may appear onc"
      "e" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/smart_crop_face,blur_1.1"
      "0,filter_vibrance,wm_scale_10,cy_100000", 3,
      "6|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/cy_1000"
      "00,blur_1.1,filter_vibrance,smart_crop_face/~legacy" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_scale-1,blur_99.99,h_200,b"
      "g_remove,wm_opacity_100,cx_-1,cw_100000,g_southeast,wt_a_b.webp", 3,
      "-1!token \"cx_-1\": cx must be an integer from 0 to 100000" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/q_8,filter_cool,t_card,c"
      "y_20,cy_100001,wm_scale_10,wm_pos_brr,smart_crop_faces,cy_0,smart_"
      "crop_face,s_sig1.png", 3,
      "-1!token \"cy_100001\": cy is given twice; a key may appear once" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_logo,ch_4,fit_cover,blur_0"
      ".75,q_80,cy_100000,wm_pos,flip_vh.avif", 3,
      "-1!token \"wm_pos\": wm is given twice; a key may appear once" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/q_80,cw_1,cw_1,t_b", 3,
      "-1!token \"cw_1\": cw is given twice; a key may appear once" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/dpr_1.5,wm_position,wm_opacit"
      "y_100.png", 3,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.59901/dpr_1.5,"
      "wm_position/png" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/dpr_4.00,sharpen_1,bgcol"
      "or_ffff,h_1,wm_x,filter_sepia,bg_255,wm_scale_0,g_southeast,wm_opa"
      "city_0,s_Ab-9_z", 3,
      "-1!token \"bgcolor_ffff\": bgcolor must be RRGGBB or RRGGBBAA in h"
      "ex" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/fit_fill,filter_grayscale,fli"
      "p_H,w_1,wm_position,bg_40,wm_pos_bl,q_100,wm_pos_r,bgcolor_ffffff0"
      "0.gif", 3,
      "-1!token \"flip_H\": flip must be one of h, v, hv" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_opacity_99,wm_scale_2"
      "5,t_b,g_centre,w_500,h_1,wm_opacity_99,rot_90,wm_scale_100,flip_h."
      "jpg", 4,
      "-1!token \"g_centre\": g must be one of center, north, south, east"
      ", west, northeast, northwest, southeast, southwest, entropy, atten"
      "tion" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/cy_0,g_southeast,ch_1,wt_hell"
      "o+world,g_south", 4,
      "-1!token \"g_south\": g is given twice; a key may appear once" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_scale-1,t_a,w_8192,q_"
      "50,fit_pad,cy_0,h_8192,q_50.webp", 4,
      "-1!token \"q_50\": q is given twice; a key may appear once" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/cw_300,rot_180,s_sig1.png", 4,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/cw_300,rot_1"
      "80/png/s:sig1" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/flip_v,w_1024,fit_cover,"
      "w_8192,wm_opacity_50.0,t_p,page_7,smart_crop_face,fit_cover,cy_100"
      "000.avif", 4,
      "-1!token \"w_8192\": w is given twice; a key may appear once" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/bg_0,blur_1.10,g_west,sharpen"
      "_1,wm_scale_100,fit_pad", 4,
      "-1!token \"bg_0\": bg must be remove or an integer from 1 to 255" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/rot_90,smart_crop_center"
      ",g_northeast,wm_pos_t,h_768.png", 4,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/h_768,r"
      "ot_90,smart_crop_center/png" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/filter_cool,rot_180,s_Ab-9_z", 4,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/rot_180,filt"
      "er_cool/~legacy/s:Ab-9_z" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wt_\342\202\254,bg_1,pag"
      "e_2,rot_0,bg_255,wm_pos_t.gif", 4,
      "-1!token \"bg_255\": plugin bg is given twice; a plugin may appear"
      " once" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_opacity_50,ch_1,bgcolor_12"
      "3456.jpg", 5,
      "1|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/ch_1,bgcolor"
      "_123456/jpg" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/bgcolor_FFFFFF,h_8192,g_"
      "south,wm_position,rot_270,rot_270,dpr_2,dpr_01.5,filter_Sepia", 5,
      "-1!token \"rot_270\": rot is given twice; a key may appear once" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/filter_cool,wm_pos_br,ch_1000"
      "00,bgcolor_123456.webp", 5,
      "3|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/ch_100000,bg"
      "color_123456,filter_cool/webp" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/sharpen_2,flip_v,fit_pad"
      ",wm_logo,fit_square,rot_180,wm_scale_1,wt_%C2%A9+me,sharpen_10,fit"
      "_contain,s_sig1.png", 5,
      "-1!token \"fit_square\": fit is given twice; a key may appear once" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/cw_100000,bgcolor_000000,blur"
      "_0.75.avif", 5,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/cw_100000,bl"
      "ur_0.75,bgcolor_000000/avif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/cw_100000,fit_fill,bg_40"
      ",wm_opacity_100,wm_a,ch_100000", 5,
      "4|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.80668/cw_"
      "100000,ch_100000,fit_fill,wm_a,bg_40/~avif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/flip_x,wm_opacity_100.png", 5,
      "-1!token \"flip_x\": flip must be one of h, v, hv" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/dpr_1,wm_a.b,page_7,smar"
      "t_crop_faces,wm_opacity_99,sharpen_0.29,wm_pos_t,h_1,s_Ab-9_z", 5,
      "-1!token \"wm_a.b\": wm must be a watermark name of 1 to 64 letter"
      "s, digits, '_' or '-', not starting with pos_, opacity_ or scale_" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_opacity,page_1,ch_1,g_sout"
      "hwest,t_my-preset,dpr_4.00,wm_pos_tr,wm_position,rot_90.gif", 5,
      "-1!token \"wm_position\": wm is given twice; a key may appear once" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/q_1,wm_opacity_101,wm_po"
      "s_tl,filter_contrast,filter_vibrance.jpg", 6,
      "-1!token \"wm_opacity_101\": wm_opacity must be an integer from 0 "
      "to 100" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/fit_outside,bg_remove,cy_x,dp"
      "r_1.00,ch_4,dpr_1.5.0", 6,
      "-1!token \"cy_x\": cy must be an integer from 0 to 100000" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wt_\300\257,blur_1,bg_re"
      "move,cx_1,smart_crop_Face,wm_scale_1,q_1.webp", 6,
      "-1!token \"wt_\077\077\": wt must be text of 1 to 127 bytes withou"
      "t spaces, '/', '\\' or '\"'" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_opacity_9,filter_blur,cw_1"
      "00000,wm_pos_l,filter_contrast,s_sig1.png", 6,
      "-1!token \"filter_blur\": filter must be one of sepia, grayscale, "
      "vibrance, contrast, vignette, warm, cool" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_opacity_0,flip_hv,dpr"
      "_1.0,flip_v,bgcolor_FFFFFFFF,q_8,cy_0,g_attention,sharpen_0.3.avif", 6,
      "-1!token \"flip_v\": flip is given twice; a key may appear once" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wt_\302\251+J\303\274rgen,rot"
      "_0,smart_crop_entropy", 6,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/smart_crop_e"
      "ntropy,wt_\302\251+J\303\274rgen/~legacy" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/cy_0,fit_fill,flip_v,sha"
      "rpen_1.png", 6,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/fit_fil"
      "l,flip_v,sharpen_1/png" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_5,flip_h,wm_pos_tl,wm_pos,s"
      "_Ab-9_z", 6,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_5,flip_h,w"
      "m_pos,wm_pos_tl/~legacy/s:Ab-9_z" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/flip_hv,t_p,rot_0,ch_400"
      ",smart_crop_center,wm_scale_50,wm_opacity_50.0,bg_12,fit_contain.g"
      "if", 6,
      "-1!token \"wm_opacity_50.0\": wm_opacity must be an integer from 0"
      " to 100" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/q_50,cw_100000,cw_100000,q_8,"
      "cw_1,sharpen_0.5,filter_contrast,bg_12,wm_pos_t,rot_0.jpg", 0,
      "-1!token \"cw_100000\": cw is given twice; a key may appear once" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/filter_blur,cw_300,bgcol"
      "or_#ffffff,cw_1,cx_10,page_1_", 0,
      "-1!token \"filter_blur\": filter must be one of sepia, grayscale, "
      "vibrance, contrast, vignette, warm, cool" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/cx_0,bgcolor_0a0B0c80,h_6,ch_"
      "1e3,bgcolor_ABCDEF12,smart_crop_face.webp", 0,
      "-1!token \"ch_1e3\": ch must be an integer from 1 to 100000" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/dpr_1.5.0,wm_logo,sharpe"
      "n_10,q_1,wm_pos_tl,g_attention,s_sig1.png", 0,
      "-1!token \"dpr_1.5.0\": dpr must be a number from 1 to 4 with at m"
      "ost 2 decimals" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/dpr_1.00,w_5,fit_contain,wm_p"
      "os_r,bg_40,flip_h,cx_10,cx_1,cw_5,wm_AZaz09_-AZaz09_-AZaz09_-AZaz0"
      "9_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-x.avif", 0,
      "-1!token \"cx_1\": cx is given twice; a key may appear once" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/smart_crop_Face,page_2,s"
      "mart_crop_face", 0,
      "-1!token \"smart_crop_Face\": smart_crop must be one of face, entr"
      "opy, center" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_AZaz09_-AZaz09_-AZaz09_-AZa"
      "z09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-,wm_opacity_50,blur_100,cw_10"
      "0000,bgcolor_ABCDEF12,blur_0.75.png", 0,
      "-1!token \"blur_0.75\": blur is given twice; a key may appear once" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/q_1,filter_contrast,filt"
      "er_contrast,wm_opacity_100,filter_cool,smart_crop_center,g_south,f"
      "ilter_warm,s_Ab-9_z", 0,
      "-1!token \"filter_contrast\": plugin filter is given twice; a plug"
      "in may appear once" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/dpr_2,wm_My-Mark_2.gif", 0,
      "5|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.25419/dpr_2,wm"
      "_My-Mark_2/gif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/fit_fill,fit_cover,sharp"
      "en_9.99,bg_remove,blur_1.jpg", 1,
      "-1!token \"fit_cover\": fit is given twice; a key may appear once" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_ 1,flip_v,g_attention,smart"
      "_crop_face,wt_\302\251+J\303\274rgen", 1,
      "-1!token \"w_ 1\": w must be an integer from 1 to 8192" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/dpr_3.99,w_8192,ch_1,wt_"
      "x.webp", 1,
      "3|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/ch_1,w_"
      "8192,dpr_3.99,wt_x/webp" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/blur_100.00,cy_100000,wm_opac"
      "ity_9,sharpen_0.3,s_sig1.png", 1,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/cy_100000,bl"
      "ur_100,sharpen_0.3/png/s:sig1" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_opacity_50,blur_5,t_p"
      ",sharpen_0.3,filter_vibrance,wm_pos_t,fit_outside.avif", 1,
      "4|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/fit_out"
      "side,blur_5,sharpen_0.3,wm_pos_t,wm_opacity_50,t_p@41474,filter_vi"
      "brance/avif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/flip_h,wm_pos_tr,cy_100000,fi"
      "lter_contrast,page_7,t_my-preset,wm_AZaz09_-AZaz09_-AZaz09_-AZaz09"
      "_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-,g_south,bg_255", 1,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/cy_100000,g_"
      "south,flip_h,page_7,wm_AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZa"
      "z09_-AZaz09_-AZaz09_-,wm_pos_tr,t_my-preset,bg_255,filter_contrast"
      "/~avif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_position,cx_10,h_8192"
      ",w_300,filter_vignette,cw_0,smart_crop_face,cx_0,wt_\342\202\254,g"
      "_up.png", 1,
      "-1!token \"cw_0\": cw must be an integer from 1 to 100000" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/cx_0,page_2,wm_x,wm_opacity_1"
      "01,fit_square,dpr_1.,g_south,sharpen_0.5,flip_v,ch_100000,s_Ab-9_z", 1,
      "-1!token \"wm_opacity_101\": wm_opacity must be an integer from 0 "
      "to 100" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/flip_hv,wt_a/b,h_768.gif", 1,
      "#" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/q_1,w_500,bgcolor_fffffffff,c"
      "y_100000,dpr_1.50,dpr_2,cy_100000,smart_crop_Face,cx_10,bg_12.jpg", 2,
      "-1!token \"bgcolor_fffffffff\": bgcolor must be RRGGBB or RRGGBBAA"
      " in hex" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_opacity_100,bgcolor_0"
      "0FF00,ch_400,h_8192,g_south,cw_1", 2,
      "3|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/cw_1,ch"
      "_400,h_8192,bgcolor_00ff00/~webp" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/filter_grayscale,bg_12,filter"
      "_vibrance,dpr_1.00,q_50,w_300,dpr_2.0,filter_vignette.webp", 2,
      "-1!token \"filter_vibrance\": plugin filter is given twice; a plug"
      "in may appear once" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/rot_270,ch_1,h_8192,smar"
      "t_crop_faces,page_7,fit_contain,s_sig1.png", 2,
      "-1!token \"smart_crop_faces\": smart_crop must be one of face, ent"
      "ropy, center" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/bg_255,page_10000,wm_pos_l,cy"
      "_100000,bgcolor_01234567,wm_scale_10,blur_0.75,fit_outside,bgcolor"
      "_123456,rot_0.avif", 2,
      "-1!token \"bgcolor_123456\": bgcolor is given twice; a key may app"
      "ear once" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_opacity_9,smart_crop_"
      "faces", 2,
      "-1!token \"smart_crop_faces\": smart_crop must be one of face, ent"
      "ropy, center" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wt_a_b,wm_AZaz09_-AZaz09_-AZa"
      "z09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-,bgcolor_01234567,w_5"
      "00,wm_pos_x,cy_20,cx_01,ch_100000,wm_AZaz09_-AZaz09_-AZaz09_-AZaz0"
      "9_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-x.png", 2,
      "-1!token \"wm_pos_x\": wm_pos must be one of tl, t, tr, l, c, r, b"
      "l, b, br" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/h_200,t_card,dpr_2,s_Ab-"
      "9_z", 2,
      "3|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/h_200,d"
      "pr_2,t_card@77652/~webp/s:Ab-9_z" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/smart_crop_face,cy_0.gif", 2,
      "5|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/smart_crop_f"
      "ace/gif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,wm_pos_x,filter_gray"
      "scale,cy_0.jpg", 3,
      "-1!token \"wm_pos_x\": wm_pos must be one of tl, t, tr, l, c, r, b"
      "l, b, br" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/cy_2,page_10000,sharpen_0.3,c"
      "y_100000,ch_400,wm_pos_tl,cy_0,ch_100000,sharpen_0.3", 3,
      "-1!token \"cy_100000\": cy is given twice; a key may appear once" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/q_1,wm_scale_50,cw_10000"
      "0.webp", 3,
      "3|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/cw_1000"
      "00,q_1/webp" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/q_8,w_500,cx_1,dpr_1.00,q_80,"
      "page_7,fit_contain,wm_pos_br,w_5,dpr_1.00,s_sig1.png", 3,
      "-1!token \"q_80\": q is given twice; a key may appear once" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/g_northwest,wm_opacity_5"
      "0,ch_100000,wt_a_b,wm_opacity_9,wm_logo,rot_90,cw_1,wm_scale_0.avi"
      "f", 3,
      "-1!token \"wm_opacity_9\": wm_opacity is given twice; a key may ap"
      "pear once" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/g_attention,cy_20,wt_\342\202"
      "\254,bg_remove,wm_opacity", 3,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.93331/cy_20,wm"
      "_opacity,bg_remove,wt_\342\202\254/~legacy" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/smart_crop_entropy,flip_"
      "H,w_1024.png", 3,
      "-1!token \"flip_H\": flip must be one of h, v, hv" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/g_entropy,q_80,wm_pos_tl,wm_s"
      "cale_0,page_2,s_Ab-9_z", 3,
      "-1!token \"wm_scale_0\": wm_scale must be an integer from 1 to 100" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/q_5%,wm_AZaz09_-AZaz09_-"
      "AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-,ch_100000,smart_c"
      "rop_face,flip_x,dpr_1.0,wm_opacity_50,w_500.gif", 3,
      "-1!token \"q_5%\": q must be an integer from 1 to 100" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wt_copyright,h_200,wm_opacity"
      "_0,wm_a.b,wt_a/b,wt_\300\257,wm_pos,h_200,wt_copyright.jpg", 4,
      "#" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/cw_5,wm_pos_c,rot_90,sma"
      "rt_crop_face,wt_%C2%A9+me,wm_pos_c,cy_0,wm_pos_tr,rot_270", 4,
      "-1!token \"wm_pos_c\": wm_pos is given twice; a key may appear onc"
      "e" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/cy_0,cx_100000,wm_x,g_entropy"
      ",cw_300,ch_400,wt_a_b,t_a b.webp", 4,
      "-1!token \"t_a b\": a named transform's name is 1 to 64 letters, d"
      "igits, '_' or '-'" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/blur_0.30,wm_opacity_9,w"
      "m_scale_100,wm_opacity_9,s_sig1.png", 4,
      "-1!token \"wm_opacity_9\": wm_opacity is given twice; a key may ap"
      "pear once" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/bg_12,flip_hv,wm_opacity_100,"
      "w_500,g_up,wm_scale_1,rot_180,wm_scale_50.avif", 4,
      "-1!token \"g_up\": g must be one of center, north, south, east, we"
      "st, northeast, northwest, southeast, southwest, entropy, attention" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/rot_270,g_southeast,wm_o"
      "pacity,g_south,blur_1,sharpen_9.99", 4,
      "-1!token \"g_south\": g is given twice; a key may appear once" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_pos_b,bgcolor_FFFFFFFF,g_e"
      "ast.png", 4,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0//png" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/cw_1,sharpen_2,w_ 1,s_Ab"
      "-9_z", 4,
      "-1!token \"w_ 1\": w must be an integer from 1 to 8192" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/q_50,cy_0.gif", 4,
      "5|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/q_50/gif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_a,bg_12,g_west,wm_AZaz"
      "09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-.jpg", 5,
      "1|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.93429/g_w"
      "est,wm_AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZa"
      "z09_-,t_a@18309,bg_12/jpg" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_AZaz09_-AZaz09_-AZaz09_-AZa"
      "z09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-,smart_crop_entropy,q_101,g_u"
      "p,flip_h,flip_hv,flip_v,cy_20,wt_date", 5,
      "-1!token \"q_101\": q must be an integer from 1 to 100" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/g_entropy,wm_scale_100,w"
      "m_scale_0.webp", 5,
      "-1!token \"wm_scale_0\": wm_scale is given twice; a key may appear"
      " once" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/cx_100000,bgcolor_ffff,page_2"
      ",cw_5,wt_x,blur_0.3,w_300,page_1,s_sig1.png", 5,
      "-1!token \"bgcolor_ffff\": bgcolor must be RRGGBB or RRGGBBAA in h"
      "ex" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/sharpen_0.3,cy_2,sharpen"
      "_2,wm_scale_101,g_entropy,cw_1,cw_300.avif", 5,
      "-1!token \"sharpen_2\": sharpen is given twice; a key may appear o"
      "nce" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/rot_090,fit_cover,page_0,g_No"
      "rth", 5,
      "-1!token \"rot_090\": rot must be one of 0, 90, 180, 270" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_a b,wt_(c)+ACME+2024!,"
      "filter_vignette.png", 5,
      "-1!token \"t_a b\": a named transform's name is 1 to 64 letters, d"
      "igits, '_' or '-'" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/flip_h,wm_scale_100,wm_opacit"
      "y_100,g_centre,wm_scale_25,t_card,rot_90,g_entropy,s_Ab-9_z", 5,
      "-1!token \"g_centre\": g must be one of center, north, south, east"
      ", west, northeast, northwest, southeast, southwest, entropy, atten"
      "tion" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_b,q_80,wm_pos_r,ch_400"
      ",wt_\360\237\223\267,wt_copyright,fit_inside,fit_contain,sharpen_0"
      ".5,bg_12.gif", 5,
      "-1!token \"wt_copyright\": plugin wt is given twice; a plugin may "
      "appear once" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/h_1,wm_opacity_100,wm_AZaz09_"
      "-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-x,flip_x,"
      "bg_01.jpg", 6,
      "-1!token \"wm_AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz"
      "09_-AZaz0...\": wm must be a watermark name of 1 to 64 letters, di"
      "gits, '_' or '-', not starting with pos_, opacity_ or scale_" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_a,wm_position,rot_180"
      ",wm_pos_tr,h_8192,filter_warm,flip_hv,h_200,filter_sepia,g_up", 6,
      "-1!token \"wm_position\": wm is given twice; a key may appear once" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/g_southwest,wt_a_b,wm_x.webp", 6,
      "3|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.60654/wm_x,wt_"
      "a_b/webp" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/rot_180,g_south,cw_1,rot"
      "_090,blur_1.10,s_sig1.png", 6,
      "-1!token \"rot_090\": rot is given twice; a key may appear once" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,dpr_3.75,g_attention,fl"
      "ip_hv,rot_90,cy_20,smart_crop_center,smart_crop_face.avif", 6,
      "-1!token \"smart_crop_face\": plugin smart_crop is given twice; a "
      "plugin may appear once" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/flip_h,bg_40,smart_crop_"
      "faces,h_-5", 6,
      "-1!token \"smart_crop_faces\": smart_crop must be one of face, ent"
      "ropy, center" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/bg_remove,wm_AZaz09_-AZaz09_-"
      "AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-,page_2,bg_12,fit_"
      "pad,bg_256,blur_5.png", 6,
      "-1!token \"bg_12\": plugin bg is given twice; a plugin may appear "
      "once" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/fit_Cover,sharpen_10,w_5"
      ",bg_1,page_10000,smart_crop_center,wm_scale-1,cx_01,dpr_2.0,h_200,"
      "s_Ab-9_z", 6,
      "-1!token \"fit_Cover\": fit must be one of inside, cover, contain,"
      " fill, outside, pad" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/bg_remove,page_2,rot_90,ch_40"
      "0,g_attention,h_200.gif", 6,
      "5|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/ch_400,h_200"
      ",rot_90,page_2,bg_remove/gif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_8192,q_8,fit_contain,f"
      "lip_v,blur_100.01,blur_0.3.jpg", 0,
      "-1!token \"blur_100.01\": blur must be a number from 0.3 to 100 wi"
      "th at most 2 decimals" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/dpr_2.0,dpr_1,cy_00,flip_hv,d"
      "pr_2,dpr_1.50,page_10000,fit_cover,blur_100.00", 0,
      "-1!token \"dpr_1\": dpr is given twice; a key may appear once" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/sharpen_1,rot_270,fit_co"
      "ver.webp", 0,
      "3|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/fit_cov"
      "er,rot_270,sharpen_1/webp" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/cy_20,page_1_,cx_99999,h_1,w_"
      "500,w_500,w_1,s_sig1.png", 0,
      "-1!token \"page_1_\": page must be an integer from 1 to 10000" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wt_\342\202\254,wm_pos_t"
      "r,bg_1,dpr_3.75.avif", 0,
      "4|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/dpr_3.7"
      "5,bg_1,wt_\342\202\254/avif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/rot_270,cw_5,fit_contain,wm_s"
      "cale_1,wm_My-Mark_2", 0,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.25419/cw_5,fit"
      "_contain,rot_270,wm_My-Mark_2,wm_scale_1/~legacy" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/h_768,cy_20,cw_5,flip_x,"
      "sharpen_0.29,bg_remove,smart_crop_center,flip_hv.png", 0,
      "-1!token \"flip_x\": flip must be one of h, v, hv" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/q_50,bg_remove,cw_300,t_a,bgc"
      "olor_ffffff00,cy_100000,g_northeast,cw_300,s_Ab-9_z", 0,
      "-1!token \"cw_300\": cw is given twice; a key may appear once" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/dpr_3.75,fit_pad,cy_0,h_"
      "1.gif", 0,
      "5|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/h_1,dpr"
      "_3.75,fit_pad/gif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/dpr_1.00,bg_255,wt_\360\237"
      "\223\267,wm_pos_r.jpg", 1,
      "1|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/bg_255,wt_"
      "\360\237\223\267/jpg" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/bg_40,cw_100001,w_300,q_"
      "50,wm_pos_bl,g_north,t_p,g_west,wt_\302\251+J\303\274rgen", 1,
      "-1!token \"cw_100001\": cw must be an integer from 1 to 100000" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_AZaz09_-AZaz09_-AZaz09_-AZ"
      "az09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-,w_0,smart_crop_face,t_a b,w"
      "m_pos_top,wm_scale_101,cx_100001.webp", 1,
      "-1!token \"w_0\": w must be an integer from 1 to 8192" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/sharpen_0.3,wm_scale_1,t"
      "_p,bg_0,wm_scale_10,w_1024,s_sig1.png", 1,
      "-1!token \"bg_0\": bg must be remove or an integer from 1 to 255" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_pos_brr,wm_opacity_9.avif", 1,
      "-1!token \"wm_pos_brr\": wm_pos must be one of tl, t, tr, l, c, r,"
      " bl, b, br" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/g_north,w_99999999999999"
      "999999,wt_hello+world,wm_AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-A"
      "Zaz09_-AZaz09_-AZaz09_-,flip_hv,fit_contain,q_100", 1,
      "-1!token \"w_99999999999999999999\": w must be an integer from 1 t"
      "o 8192" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/cy_100000,filter_blur,cy_20,w"
      "_1,w_1024,cy_20,wt_copyright.png", 1,
      "-1!token \"filter_blur\": filter must be one of sepia, grayscale, "
      "vibrance, contrast, vignette, warm, cool" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_My-Mark_2,cx_1,cx_10,"
      "smart_crop_center,s_Ab-9_z", 1,
      "-1!token \"cx_10\": cx is given twice; a key may appear once" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_pos_c,g_centre,sharpen_1,c"
      "x_10,g_northwest,bg_0,dpr_2.5.gif", 1,
      "-1!token \"g_centre\": g must be one of center, north, south, east"
      ", west, northeast, northwest, southeast, southwest, entropy, atten"
      "tion" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/cx_10,w_8192,smart_crop_"
      "center,h_1,sharpen_10,w_1024,cx_10,fit_cover.jpg", 2,
      "-1!token \"w_1024\": w is given twice; a key may appear once" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/smart_crop_entropy,wm_scale_5"
      "0,cx_1,h_768,h_200", 2,
      "-1!token \"h_200\": h is given twice; a key may appear once" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/ch_100000,w_5.webp", 2,
      "3|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/ch_1000"
      "00,w_5/webp" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_a.b,rot_90,q_8,sharpen_2,w"
      "m_pos_tl,wm_pos,wm_My-Mark_2,s_sig1.png", 2,
      "-1!token \"wm_a.b\": wm must be a watermark name of 1 to 64 letter"
      "s, digits, '_' or '-', not starting with pos_, opacity_ or scale_" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/bg_40,flip_h.avif", 2,
      "4|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/flip_h,"
      "bg_40/avif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/ch_100001,w_1024,wm_scale_25,"
      "w_300,smart_crop_entropy", 2,
      "-1!token \"ch_100001\": ch must be an integer from 1 to 100000" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/cy_20,blur_1.10,t_p,cy_2"
      ",dpr_4.01,w_1,wm_pos_tr,bg_256,g_center.png", 2,
      "-1!token \"cy_2\": cy is given twice; a key may appear once" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/fit_pad,smart_crop_center,rot"
      "_45,ch_400,page_10000,wm_opacity_0,bg_Remove,s_Ab-9_z", 2,
      "-1!token \"rot_45\": rot must be one of 0, 90, 180, 270" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/blur_1.10,bg_12,filter_c"
      "ontrast,wm_scale_1,wt_a_b,wm_scale_10,wm_opacity_100,sharpen_9.99,"
      "wm_position,bgcolor_FF0000FF.gif", 2,
      "-1!token \"wm_scale_10\": wm_scale is given twice; a key may appea"
      "r once" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/cx_0,wt_x,dpr_1.0,flip_h,wm_o"
      "pacity_0,ch_1e3,bg_12,wm_scale_100,ch_4,w_1024.jpg", 3,
      "-1!token \"ch_1e3\": ch must be an integer from 1 to 100000" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/bgcolor_FF0000FF,cy_0,cx"
      "_01,q_50,wm_scale-1,wm_scale-1,wm_position,cw_5,bgcolor_FFFFFF,h_a"
      "bc", 3,
      "-1!token \"cx_01\": cx must be an integer from 0 to 100000" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_scale_25,filter_Sepia,q_0."
      "webp", 3,
      "-1!token \"filter_Sepia\": filter must be one of sepia, grayscale,"
      " vibrance, contrast, vignette, warm, cool" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/rot_180,q_100,rot_180,ro"
      "t_360,w_1,q_1,smart_crop_entropy,smart_crop_entropy,cy_0,rot_270,s"
      "_sig1.png", 3,
      "-1!token \"rot_180\": rot is given twice; a key may appear once" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/sharpen_9.99,wm_scale_100,wm_"
      "pos_l,flip_H,q_1.avif", 3,
      "-1!token \"flip_H\": flip must be one of h, v, hv" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/bg_255,bg_40,cw_1,h_6,wt"
      "_x,cw_1,dpr_1.255,fit_inside,wt_\302\251+J\303\274rgen", 3,
      "-1!token \"bg_40\": plugin bg is given twice; a plugin may appear "
      "once" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/flip_h,ch_100000,ch_100000,wm"
      "_scale_0,filter_sepia,cw_1,cw_100000,page_10000.png", 3,
      "-1!token \"ch_100000\": ch is given twice; a key may appear once" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_opacity_50,w_500,cx_0"
      "1,w_300,sharpen_0.5,dpr_2.0,ch_400,g_center,s_Ab-9_z", 3,
      "-1!token \"cx_01\": cx must be an integer from 0 to 100000" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/cx_0,cw_1,wm_scale_50,wt_date"
      ".gif", 3,
      "5|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/cw_1,wt_date"
      "/gif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_pos_t,sharpen_2,blur_"
      "100,cx_01.jpg", 4,
      "-1!token \"cx_01\": cx must be an integer from 0 to 100000" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/cx_1,page_7,cw_5,flip_v,ch_1", 4,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/cx_1,cw_5,ch"
      "_1,flip_v,page_7/~legacy" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/smart_crop_face,bg_40,fl"
      "ip_x,page_2.webp", 4,
      "-1!token \"flip_x\": flip must be one of h, v, hv" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_pos,flip_v,page_10000,dpr_"
      "4.00,bg_255,filter_cool,wm_pos_t,wm_pos_br,cw_100000,sharpen_9.99,"
      "s_sig1.png", 4,
      "-1!token \"wm_pos_br\": wm_pos is given twice; a key may appear on"
      "ce" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/bg_40,wt_\360\237\223"
      "\267,cx_100001.avif", 4,
      "-1!token \"cx_100001\": cx must be an integer from 0 to 100000" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/blur_100.00,bgcolor_ffffff,h_"
      "768,rot_180,fit_pad,q_50,flip_v,flip_x,wm_pos_b,flip_v", 4,
      "-1!token \"flip_x\": flip is given twice; a key may appear once" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_my-preset,cy_20,smart_"
      "crop_face,wm_opacity_50.png", 4,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/cy_20,w"
      "m_opacity_50,t_my-preset,smart_crop_face/png" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_b,dpr_2.0,cw_0,wm_scale_50,"
      "bgcolor_123456,smart_crop_entropy,wm_pos_top,s_Ab-9_z", 4,
      "-1!token \"cw_0\": cw must be an integer from 1 to 100000" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_my.preset,t_my-preset,"
      "t_card,wm_opacity_50.0.gif", 4,
      "-1!token \"t_my.preset\": a named transform's name is 1 to 64 lett"
      "ers, digits, '_' or '-'" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/bg_40,smart_crop_face,wm_scal"
      "e_50.jpg", 5,
      "1|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/bg_40,smart_"
      "crop_face/jpg" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/h_200,wt_a,b,cx_10,ch_1e"
      "3", 5,
      "-1!token \"b\": unknown key (tokens are key_value, e.g. w_300)" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_scale_25,q_50,page_7,sharp"
      "en_1,wm_pos_b,w_500,q_80,fit_fill,ch_1.webp", 5,
      "-1!token \"q_80\": q is given twice; a key may appear once" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/q_100,t_b,sharpen_1,cy_0"
      ",blur_0.5,s_sig1.png", 5,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/cy_0,bl"
      "ur_0.5,sharpen_1,q_100,t_b@33676/png/s:sig1" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/blur_100.01,sharpen_0.29,bgco"
      "lor_000000,wm_scale_10,page_10000.avif", 5,
      "-1!token \"blur_100.01\": blur must be a number from 0.3 to 100 wi"
      "th at most 2 decimals" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/blur_99.99,rot_0,page_7", 5,
      "4|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/blur_99"
      ".99,page_7/~avif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/q_100,sharpen_2,t_a,sharpen_1"
      "0.01,cw_300,sharpen_0.5,rot_270,h_-5,blur_0.3.png", 5,
      "-1!token \"sharpen_10.01\": sharpen is given twice; a key may appe"
      "ar once" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/sharpen_0.5,cx_0,wt_(c)+"
      "ACME+2024!,ch_400,s_Ab-9_z", 5,
      "4|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/ch_400,"
      "sharpen_0.5,wt_(c)+ACME+2024!/~avif/s:Ab-9_z" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/flip_v,q_50.gif", 5,
      "5|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/flip_v,q_50/"
      "gif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_logo,page_7.jpg", 6,
      "1|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/page_7,"
      "wm_logo/jpg" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/bgcolor_ffffffff,ch_400,fit_f"
      "ill,dpr_1,cw_100000,dpr_1.05,flip_hv,g_north,filter_sepia,g_southw"
      "est", 6,
      "-1!token \"dpr_1.05\": dpr is given twice; a key may appear once" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/bgcolor_0a0B0c80,bg_255,"
      "ch_1,filter_grayscale,h_768,sharpen_0.3.webp", 6,
      "3|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/ch_1,h_"
      "768,sharpen_0.3,bgcolor_0a0b0c80,bg_255,filter_grayscale/webp" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/blur_5,wm_scale_50,page_0,g_s"
      "outheast,s_sig1.png", 6,
      "-1!token \"page_0\": page must be an integer from 1 to 10000" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_pos_tr,filter_blur,ro"
      "t_90,bg_12,dpr_1.5,fit_cover,wm_scale_25.avif", 6,
      "-1!token \"filter_blur\": filter must be one of sepia, grayscale, "
      "vibrance, contrast, vignette, warm, cool" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_pos_l,sharpen_0.29,t_my-pr"
      "eset,cy_100000,wt_a/b,w_500,cy_20,wm_pos_l,rot_270", 6,
      "#" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_scale_25,flip_H,wm_po"
      "s_bl,bgcolor_ABCDEF12,wm_a,dpr_1.50,cy_0,sharpen_0.5,wm_scale_25,b"
      "lur_0.5.png", 6,
      "-1!token \"flip_H\": flip must be one of h, v, hv" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/q_101,g_southeast,cx_1,bgcolo"
      "r_ABCDEF12,rot_180,rot_180,s_Ab-9_z", 6,
      "-1!token \"q_101\": q must be an integer from 1 to 100" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/cy_20,smart_crop_center,"
      "wt_%C2%A9+me,fit_outside,bg_12.gif", 6,
      "5|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/cy_20,f"
      "it_outside,bg_12,smart_crop_center,wt_%C2%A9+me/gif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/ch_100000,filter_vignette,sha"
      "rpen_1.001,wm_pos_c,ch_1,w_1024.jpg", 0,
      "-1!token \"sharpen_1.001\": sharpen must be a number from 0.3 to 1"
      "0 with at most 2 decimals" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/smart_crop_Face,fit_insi"
      "de,flip_h,flip_v,blur_0.3,cy_100000,w_1024,q_1,filter_vibrance", 0,
      "-1!token \"smart_crop_Face\": smart_crop must be one of face, entr"
      "opy, center" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/sharpen_0.5,bgcolor_ffffff00,"
      "bgcolor_000000,w_500,blur_1.webp", 0,
      "-1!token \"bgcolor_000000\": bgcolor is given twice; a key may app"
      "ear once" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_scale_100,cy_2,bgcolo"
      "r_00FF00,smart_crop_faces,h_768,blur_1.10,wm_scale_1,rot_360,sharp"
      "en_9.99,s_sig1.png", 0,
      "-1!token \"smart_crop_faces\": smart_crop must be one of face, ent"
      "ropy, center" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_scale_25,page_10000,dpr_1."
      "5,wm_opacity_50.0,wm_opacity_0,flip_h.avif", 0,
      "-1!token \"wm_opacity_50.0\": wm_opacity must be an integer from 0"
      " to 100" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_logo,ch_1,smart_crop_"
      "center,q_1,ch_4,cx_-1,cw_1,cx_0,flip_hv,g_north", 0,
      "-1!token \"ch_4\": ch is given twice; a key may appear once" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/filter_Sepia,wm_a,ch_400,g_so"
      "utheast,dpr_1.png", 0,
      "-1!token \"filter_Sepia\": filter must be one of sepia, grayscale,"
      " vibrance, contrast, vignette, warm, cool" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wt_x,wm_opacity_0,g_nort"
      "heast,wm_scale_1,q_80,t_my-preset,s_Ab-9_z", 0,
      "6|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/g_north"
      "east,q_80,wm_opacity_0,wm_scale_1,t_my-preset,wt_x/~legacy/s:Ab-9_"
      "z" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/blur_1,dpr_2,cx_100000,wt_dat"
      "e.gif", 0,
      "5|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/cx_100000,dp"
      "r_2,blur_1,wt_date/gif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/cy_2,filter_vignette,w_1"
      ",page_10001,bgcolor_ffff.jpg", 1,
      "-1!token \"page_10001\": page must be an integer from 1 to 10000" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/blur_99.99,filter_contrast,cw"
      "_1,bgcolor_ffffffff,ch_100000", 1,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/cw_1,ch_1000"
      "00,blur_99.99,filter_contrast/~avif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/bgcolor_123456,wm_scale_"
      "0,flip_v,q_101,sharpen_2,rot_270,wm_scale_100,filter_blur,fit_insi"
      "de.webp", 1,
      "-1!token \"wm_scale_0\": wm_scale must be an integer from 1 to 100" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_pos,dpr_2,sharpen_1,dpr_4."
      "00,wm_scale_50,cw_300,smart_crop_entropy,blur_0.3,s_sig1.png", 1,
      "-1!token \"dpr_4.00\": dpr is given twice; a key may appear once" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/ch_400,page_10000,wm_pos"
      "_bl,g_attention,ch_1e3.avif", 1,
      "-1!token \"ch_1e3\": ch is given twice; a key may appear once" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/ch_4,filter_vignette,wm_opaci"
      "ty_-1,w_1,g_center,blur_0.75,wm_opacity_50,cy_0", 1,
      "-1!token \"wm_opacity_-1\": wm_opacity must be an integer from 0 t"
      "o 100" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_opacity_100,wm_scale_"
      "1,cw_+1,flip_v,blur_99.99,page_10001,page_2.png", 1,
      "-1!token \"cw_+1\": cw must be an integer from 1 to 100000" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wt_a_b,filter_sepia,cx_,s_Ab-"
      "9_z", 1,
      "-1!token \"cx_\": no value after \"cx_\"" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/filter_grayscale,wm_opac"
      "ity_99,dpr_4.01.gif", 1,
      "-1!token \"dpr_4.01\": dpr must be a number from 1 to 4 with at mo"
      "st 2 decimals" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/bg_40,cy_2,w_8192,page_2,shar"
      "pen_9.99.jpg", 2,
      "1|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/cy_2,w_8192,"
      "sharpen_9.99,page_2,bg_40/jpg" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/g_center,w_8192,t_hero,b"
      "g_12", 2,
      "3|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_8192,"
      "g_center,t_hero@60566,bg_12/~webp" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_pos_bl,cw_0,t_my.preset,fl"
      "ip_h,dpr_1.50,wt_hello+world.webp", 2,
      "-1!token \"cw_0\": cw must be an integer from 1 to 100000" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,filter_contrast,fit"
      "_cover,wt_\302\251+J\303\274rgen,bgcolor_01234567,q_100,blur_0.3,s"
      "_sig1.png", 2,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.83191/fit"
      "_cover,blur_0.3,bgcolor_01234567,q_100,wm_x,filter_contrast,wt_"
      "\302\251+J\303\274rgen/png/s:sig1" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_scale_100,w_5,bgcolor_FFFF"
      "FF.avif", 2,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_5/avif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_scale_100,wm_opacity_"
      "99,bgcolor_FF0000FF,ch_400,bg_1,wm_pos_1,filter_Sepia,wt_\302\251+"
      "J\303\274rgen,rot_0,fit_cover", 2,
      "-1!token \"wm_pos_1\": wm_pos must be one of tl, t, tr, l, c, r, b"
      "l, b, br" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/g_north,q_101,filter_warm,wm_"
      "scale_0,wm_opacity_101,w_300,g_centre,q_101.png", 2,
      "-1!token \"q_101\": q must be an integer from 1 to 100" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_scale-1,bg_remove,wm_"
      "scale_1,wm_scale_100,sharpen_2,wm_pos_bl,wt_hello+world,s_Ab-9_z", 2,
      "-1!token \"wm_scale_100\": wm_scale is given twice; a key may appe"
      "ar once" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/g_northwest,cw_1,w_1024,smart"
      "_crop_entropy,wm_position,t_hero,flip_hv,wm_pos_tr,fit_pad,g_south"
      ".gif", 2,
      "-1!token \"g_south\": g is given twice; a key may appear once" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_opacity_9,smart_crop_"
      "entropy,wm_scale_0,wm_opacity_100,cx_100000,wm_pos_l,wm_pos_tr,fli"
      "p_hv,g_east.jpg", 3,
      "-1!token \"wm_scale_0\": wm_scale must be an integer from 1 to 100" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wt_a\"b,flip_h,wm_opacity_50,"
      "wm_opacity_100,q_100,cy_0,filter_vignette,page_1_,w_500,smart_crop"
      "_center", 3,
      "-1!token \"wt_a\"b\": wt must be text of 1 to 127 bytes without sp"
      "aces, '/', '\\' or '\"'" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_pos_t,filter_vibrance"
      ",cx_100000,smart_crop_center,sharpen_1.001.webp", 3,
      "-1!token \"sharpen_1.001\": sharpen must be a number from 0.3 to 1"
      "0 with at most 2 decimals" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/h_abc,filter_cool,blur_00.5,w"
      "_300,cx_,rot_45,rot_270,fit_cover,wm_opacity_100,rot_270,s_sig1.pn"
      "g", 3,
      "-1!token \"h_abc\": h must be an integer from 1 to 8192" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/bg_255,g_northwest,h_1,c"
      "y_20,cy_0,wm_scale_25,h_6,wm_My-Mark_2,cx_100000,page_10000.avif", 3,
      "-1!token \"cy_0\": cy is given twice; a key may appear once" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/bgcolor_ffff,wt_\302\251+J"
      "\303\274rgen,filter_contrast,q_1,w_00", 3,
      "-1!token \"bgcolor_ffff\": bgcolor must be RRGGBB or RRGGBBAA in h"
      "ex" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_scale_50,wt_a_b.png", 3,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/wt_a_b/"
      "png" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_scale_100,sharpen_2,bgcolo"
      "r_00FF00,bgcolor_ABCDEF12,sharpen_10,cw_5,q_80,s_Ab-9_z", 3,
      "-1!token \"bgcolor_ABCDEF12\": bgcolor is given twice; a key may a"
      "ppear once" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/page_7,wm_opacity_0,page"
      "_2,dpr_2.5,sharpen_2,sharpen_10,rot_270,sharpen_9.99.gif", 3,
      "-1!token \"page_2\": page is given twice; a key may appear once" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wt_a,b,cw_300,t_card,page_7,q"
      "_101,w_8192.jpg", 4,
      "-1!token \"b\": unknown key (tokens are key_value, e.g. w_300)" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_hero,w_1,ch_1,wt_copyr"
      "ight,bgcolor_ffffff,fit_inside,cw_1,dpr_0.99,wm_scale_50", 4,
      "-1!token \"dpr_0.99\": dpr must be a number from 1 to 4 with at mo"
      "st 2 decimals" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/page_10000,dpr_01.5,wm_pos_bl"
      ",cx_100000,wm_pos_tl,h_8192,dpr_1.webp", 4,
      "-1!token \"dpr_01.5\": dpr must be a number from 1 to 4 with at mo"
      "st 2 decimals" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/cw_300,filter_blur,w_819"
      "2,s_sig1.png", 4,
      "-1!token \"filter_blur\": filter must be one of sepia, grayscale, "
      "vibrance, contrast, vignette, warm, cool" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/cw_1,wm_opacity_100,wt_\342"
      "\202\254.avif", 4,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/cw_1,wt_\342"
      "\202\254/avif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/h_8192,sharpen_0.3,filte"
      "r_warm,cx_99999,cw_100000,w_5", 4,
      "6|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/cx_9999"
      "9,cw_100000,w_5,h_8192,sharpen_0.3,filter_warm/~legacy" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_500,wm_logo.png", 4,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_500,wm_log"
      "o/png" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/bgcolor_0a0B0c80,cy_20,w"
      "m_pos_b,s_Ab-9_z", 4,
      "6|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/cy_20,b"
      "gcolor_0a0b0c80/~legacy/s:Ab-9_z" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/rot_180,fit_pad,bg_remove,ch_"
      "400.gif", 4,
      "5|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/ch_400,fit_p"
      "ad,rot_180,bg_remove/gif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/filter_sepia,h_8192,wm_o"
      "pacity_100,flip_h,wm_pos_b,g_northwest,fit_outside,ch_400.jpg", 5,
      "1|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/ch_400,"
      "h_8192,fit_outside,flip_h,filter_sepia/jpg" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/cw_1,t_AZaz09_-AZaz09_-AZaz09"
      "_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-,q_8", 5,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/cw_1,q_8,t_A"
      "Zaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-/~a"
      "vif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_a,sharpen_0.3.webp", 5,
      "3|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.80668/sha"
      "rpen_0.3,wm_a/webp" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/flip_h,wm_pos_tl,sharpen_10.0"
      "1,wm_opacity_99,smart_crop_center,bg_1,filter_vignette,sharpen_10,"
      "wm_pos_l,s_sig1.png", 5,
      "-1!token \"sharpen_10.01\": sharpen must be a number from 0.3 to 1"
      "0 with at most 2 decimals" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/flip_hv,cx_01,cx_0,dpr_1"
      ",w_5,smart_crop_entropy,page_1,wm_scale_25,w_1024,sharpen_0.3.avif", 5,
      "-1!token \"cx_01\": cx must be an integer from 0 to 100000" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/smart_crop_face,wm_position,s"
      "harpen_1,bgcolor_FF0000FF,bgcolor_01234567,fit_in,cx_10,bgcolor_ff"
      "f,wm_opacity_0", 5,
      "-1!token \"bgcolor_01234567\": bgcolor is given twice; a key may a"
      "ppear once" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/page_7,cw_5,g_south,rot_"
      "270,wm_scale_10,q_100,bgcolor_000000,fit_pad.png", 5,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/cw_5,fi"
      "t_pad,g_south,rot_270,bgcolor_000000,page_7,q_100/png" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/g_center,cx_,cx_100000,wm_pos"
      "_t,q_1,w_1,dpr_2,bg_40,s_Ab-9_z", 5,
      "-1!token \"cx_\": no value after \"cx_\"" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_scale_100,t_my_preset"
      ",cw_300,q_50,rot_270,dpr_1,w_8192,q_1,wm_pos_1.gif", 5,
      "-1!token \"q_1\": q is given twice; a key may appear once" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/bgcolor_ffffff,blur_100,wm_op"
      "acity_100,fit_cover,cy_100000,smart_crop_face,dpr_1.5,rot_90,wm_sc"
      "ale-1,page_2.jpg", 6,
      "1|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/cy_100000,dp"
      "r_1.5,fit_cover,rot_90,blur_100,page_2,wm_scale-1,smart_crop_face/"
      "jpg" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_scale_10,bgcolor_0a0B"
      "0c80", 6,
      "6|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/bgcolor"
      "_0a0b0c80/~legacy" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/bg_1,page_7,wm_a,fit_contain,"
      "wm_pos_1,wm_scale_1,wm_scale_1,rot_45,ch_400.webp", 6,
      "-1!token \"wm_pos_1\": wm_pos must be one of tl, t, tr, l, c, r, b"
      "l, b, br" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/dpr_3.99,wm_My-Mark_2,sm"
      "art_crop_entropy,s_sig1.png", 6,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/dpr_3.9"
      "9,wm_My-Mark_2,smart_crop_entropy/png/s:sig1" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_scale_100,filter_grayscale"
      ",cy_2,blur_00.5,wm_pos_r,g_southeast,filter_vignette,t_a.avif", 6,
      "-1!token \"blur_00.5\": blur must be a number from 0.3 to 100 with"
      " at most 2 decimals" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wt_x,bg_40,bg_256,smart_"
      "crop_entropy,dpr_3.75", 6,
      "-1!token \"bg_256\": bg must be remove or an integer from 1 to 255" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/bg_255,wm_scale_10,cw_100000,"
      "wm_opacity_9,sharpen_9.99,cy_00.png", 6,
      "-1!token \"cy_00\": cy must be an integer from 0 to 100000" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wt_copyright,wm_pos_c,sh"
      "arpen_0.29,flip_v,sharpen_0.5,flip_x,s_Ab-9_z", 6,
      "-1!token \"sharpen_0.29\": sharpen must be a number from 0.3 to 10"
      " with at most 2 decimals" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_8192,bg_255,fit_cover,page_"
      "10000.gif", 6,
      "5|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_8192,fit_c"
      "over,page_10000,bg_255/gif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/ch_1,wm_pos_bl,wm_opacit"
      "y_99,blur_0..5.jpg", 0,
      "-1!token \"blur_0..5\": blur must be a number from 0.3 to 100 with"
      " at most 2 decimals" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_scale_10,dpr_0.99,blur_99."
      "99,ch_100001,page_10000,ch_400,filter_vibrance,wm_logo", 0,
      "-1!token \"dpr_0.99\": dpr must be a number from 1 to 4 with at mo"
      "st 2 decimals" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_opacity,t_my.preset,h"
      "_200,smart_crop_face,filter_vignette,cx_100000,wm_pos_tr,cw_0,wm_s"
      "cale_50,fit_inside.webp", 0,
      "-1!token \"t_my.preset\": a named transform's name is 1 to 64 lett"
      "ers, digits, '_' or '-'" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_500,wm_position,cy_2,wm_sca"
      "le_1,wm_scale_1,fit_in,g_south,g_center,s_sig1.png", 0,
      "-1!token \"wm_scale_1\": wm_scale is given twice; a key may appear"
      " once" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/ch_100000,h_200,ch_1,cx_"
      "99999,sharpen_1,wm_x,cw_100000.avif", 0,
      "-1!token \"ch_1\": ch is given twice; a key may appear once" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_pos_top,wm_pos_c,wt_\342"
      "\202\254,cx_1", 0,
      "-1!token \"wm_pos_top\": wm_pos must be one of tl, t, tr, l, c, r,"
      " bl, b, br" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/ch_100000,sharpen_2,wm_p"
      "os_b.png", 0,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/ch_1000"
      "00,sharpen_2/png" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/dpr_2.5,filter_vibrance,w_102"
      "4,wm_a,s_Ab-9_z", 0,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.11801/w_1024,d"
      "pr_2.5,wm_a,filter_vibrance/~legacy/s:Ab-9_z" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/dpr_4,smart_crop_center,"
      "cw_300,blur_0.3,ch_400,flip_v,flip_v,q_101,ch_4,cw_300.gif", 0,
      "-1!token \"flip_v\": flip is given twice; a key may appear once" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/blur_0.3,rot_180,rot_45,cx_-1"
      ",t_a b,h_6,q_100.jpg", 1,
      "-1!token \"rot_45\": rot is given twice; a key may appear once" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/cx_0,wt_x,wm_opacity_50,"
      "dpr_1.5,t_my_preset,cx_99999,flip_v,ch_4,rot_180", 1,
      "-1!token \"cx_99999\": cx is given twice; a key may appear once" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_opacity_100,ch_400,dpr_1.0"
      "5,filter_cool,page_1_,wt_\355\240\200,g_centre,wm_scale_100.webp", 1,
      "-1!token \"page_1_\": page must be an integer from 1 to 10000" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/cx_1,wm_pos_l,t_my_prese"
      "t,w_1,blur_0.30,bgcolor_123456,wm_scale_50,rot_0,h_200,s_sig1.png", 1,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/cx_1,w_"
      "1,h_200,rot_0,blur_0.3,bgcolor_123456,wm_pos_l,wm_scale_50,t_my_pr"
      "eset@4734/png/s:sig1" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wt_\360\237\223\267,wm_scale-"
      "1,wm_scale_100.avif", 1,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/wm_scale-1,w"
      "m_scale_100,wt_\360\237\223\267/avif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/cx_100000,rot_45,h_200,f"
      "it_cover,wm_a.b", 1,
      "-1!token \"rot_45\": rot must be one of 0, 90, 180, 270" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_500,smart_crop_entropy,smar"
      "t_crop_face,bgcolor_ABCDEF12,bgcolor_FFFFFFFF.png", 1,
      "-1!token \"smart_crop_face\": plugin smart_crop is given twice; a "
      "plugin may appear once" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/cy_100000,cx_10,rot_270,"
      "filter_cool,wt_a,b,g_north,t_a,w_5,wm_opacity_50,s_Ab-9_z", 1,
      "-1!token \"b\": unknown key (tokens are key_value, e.g. w_300)" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/blur_0.29,smart_crop_entropy,"
      "q_100,cx_1,wm_pos_c,filter_grayscale,wm_pos_top,w_8192,blur_99.99,"
      "filter_sepia.gif", 1,
      "-1!token \"blur_0.29\": blur must be a number from 0.3 to 100 with"
      " at most 2 decimals" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_pos_r,smart_crop_cent"
      "er,dpr_4.00,wm_scale_1,wm_a,wm_scale_0.jpg", 2,
      "-1!token \"wm_scale_0\": wm_scale is given twice; a key may appear"
      " once" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/fit_Cover,bgcolor_ffffff00,bg"
      "_Remove", 2,
      "-1!token \"fit_Cover\": fit must be one of inside, cover, contain,"
      " fill, outside, pad" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_99999999999999999999,s"
      "mart_crop_Face,bgcolor_ffffff00,dpr_2.0,wt_x,h_6,filter_blur,fit_i"
      "nside,q_8.webp", 2,
      "-1!token \"w_99999999999999999999\": w must be an integer from 1 t"
      "o 8192" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_AZaz09_-AZaz09_-AZaz09_-AZa"
      "z09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-x,wm_opacity_9,wt_(c)+ACME+20"
      "24!,q_1,bg_remove,s_sig1.png", 2,
      "-1!token \"t_AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz0"
      "9_-AZaz09...\": a named transform's name is 1 to 64 letters, digit"
      "s, '_' or '-'" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/smart_crop_entropy,cy_20"
      ",bgcolor_ffffff00,g_entropy.avif", 2,
      "4|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/cy_20,b"
      "gcolor_ffffff00,smart_crop_entropy/avif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/filter_cool,q_5%,wm_opacity_1"
      "01,h_8192,t_p,g_west,h_768", 2,
      "-1!token \"q_5%\": q must be an integer from 1 to 100" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/cx_10,smart_crop_center,"
      "g_centre,q_5%,page_1_,cx_0,dpr_3.75,cw_5.png", 2,
      "-1!token \"g_centre\": g must be one of center, north, south, east"
      ", west, northeast, northwest, southeast, southwest, entropy, atten"
      "tion" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/g_south,dpr_1.5,fit_fill,t_he"
      "ro,s_Ab-9_z", 2,
      "3|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/dpr_1.5,fit_"
      "fill,g_south,t_hero@87439/~webp/s:Ab-9_z" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/smart_crop_center,bg_rem"
      "ove,wm_pos_tr,t_my_preset,bg_1,sharpen_0.5,cy_100000.gif", 2,
      "-1!token \"bg_1\": plugin bg is given twice; a plugin may appear o"
      "nce" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/page_10000,wm_pos_l,cw_5,bgco"
      "lor_ffffff,bg_remove,wt_\302\251+J\303\274rgen,bg_12,page_1,w_1,fi"
      "t_contain.jpg", 3,
      "-1!token \"bg_12\": plugin bg is given twice; a plugin may appear "
      "once" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/cx_0,cy_100001", 3,
      "-1!token \"cy_100001\": cy must be an integer from 0 to 100000" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/ch_4,wm_opacity_50,w_300px,q_"
      "8,dpr_1.5,page_1,wm_pos_tl.webp", 3,
      "-1!token \"w_300px\": w must be an integer from 1 to 8192" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/h_abc,wm_scale_100,page_"
      "1,page_10000,ch_1,wm_pos_br,bgcolor_ffffff,g_center,cx_,fit_cover,"
      "s_sig1.png", 3,
      "-1!token \"h_abc\": h must be an integer from 1 to 8192" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/q_100,sharpen_0.5,fit_inside,"
      "blur_100.00,w_1.avif", 3,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_1,blur_100"
      ",sharpen_0.5,q_100/avif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/sharpen_0.29,bgcolor_0a0"
      "B0c80,t_my-preset,w_1024,rot_90,bg_12,q_101", 3,
      "-1!token \"sharpen_0.29\": sharpen must be a number from 0.3 to 10"
      " with at most 2 decimals" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/page_7,wm_scale_25,wm_opacity"
      "_0,wm_opacity_101.png", 3,
      "-1!token \"wm_opacity_101\": wm_opacity is given twice; a key may "
      "appear once" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/bgcolor_FFFFFFFF,cw_0,dp"
      "r_1.05,g_northeast,page_2,q_100,s_Ab-9_z", 3,
      "-1!token \"cw_0\": cw must be an integer from 1 to 100000" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_pos_r,t_AZaz09_-AZaz09_-AZ"
      "az09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-,h_200,bgcolor_ABCDE"
      "F12.gif", 3,
      "5|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/h_200,bgcolo"
      "r_abcdef12,wm_pos_r,t_AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz"
      "09_-AZaz09_-AZaz09_-/gif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_my_preset,wm_opacity_0"
      ",flip_hv,filter_sepia,wm_opacity_9.jpg", 4,
      "-1!token \"wm_opacity_9\": wm_opacity is given twice; a key may ap"
      "pear once" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/rot_270,cy_100000,page_7,ch_4"
      "00,t_AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz0"
      "9_-", 4,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/cy_100000,ch"
      "_400,rot_270,page_7,t_AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz"
      "09_-AZaz09_-AZaz09_-/~legacy" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_5,cx_10,w_5,q_50,filte"
      "r_cool,w_1024,h_1,t_hero,q_100.webp", 4,
      "-1!token \"w_5\": w is given twice; a key may appear once" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/bgcolor_Ff000080,rot_90,flip_"
      "H,page_7,smart_crop_face,wt_a\177,ch_4,q_100,s_sig1.png", 4,
      "-1!token \"flip_H\": flip must be one of h, v, hv" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/h_8192,sharpen_1,bgcolor"
      "_000000,wm_AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_"
      "-AZaz09_-.avif", 4,
      "4|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.93429/h_8"
      "192,sharpen_1,bgcolor_000000,wm_AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZ"
      "az09_-AZaz09_-AZaz09_-AZaz09_-/avif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/cx_100000,fit_fill,fit_contai"
      "n,h_0,t_my_preset", 4,
      "-1!token \"fit_contain\": fit is given twice; a key may appear onc"
      "e" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/bgcolor_FFFFFF,cy_20,wm_"
      "scale_50,dpr_1.png", 4,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/cy_20/p"
      "ng" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/bgcolor_000000,ch_1e3,wm_logo"
      ",s_Ab-9_z", 4,
      "-1!token \"ch_1e3\": ch must be an integer from 1 to 100000" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/filter_sepia,rot_90,dpr_"
      "2.0,g_west,g_north,wm_scale-1,wt_\342\202\254,cw_100000,wm_pos_bl."
      "gif", 4,
      "-1!token \"g_north\": g is given twice; a key may appear once" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_card,ch_4,smart_crop_Face,c"
      "x_100000,flip_hv,g_north,cw_100000.jpg", 5,
      "-1!token \"smart_crop_Face\": smart_crop must be one of face, entr"
      "opy, center" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/cy_0,page_1_,w_5,h_-5,g_"
      "center,bgcolor_00FF00,rot_180", 5,
      "-1!token \"page_1_\": page must be an integer from 1 to 10000" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_opacity_0,t_p,wm_scale_50,"
      "rot_270,cx_10.webp", 5,
      "3|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/cx_10,rot_27"
      "0,wm_opacity_0,wm_scale_50,t_p/webp" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wt_(c)+ACME+2024!,rot_27"
      "0,s_sig1.png", 5,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/rot_270"
      ",wt_(c)+ACME+2024!/png/s:sig1" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/filter_vibrance,bgcolor_fffff"
      "fff,page_10000,wm_opacity_99,dpr_1.avif", 5,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/page_10000,f"
      "ilter_vibrance/avif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_pos_r,t_p,cx_1,bg_rem"
      "ove,cx_100000,sharpen_1", 5,
      "-1!token \"cx_100000\": cx is given twice; a key may appear once" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/blur_0.3,q_0,wm_opacity_50,q_"
      "80,w_1024,wt_hello+world.png", 5,
      "-1!token \"q_0\": q must be an integer from 1 to 100" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/cw_1,wm_pos_bl,s_Ab-9_z", 5,
      "4|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/cw_1/~a"
      "vif/s:Ab-9_z" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/h_1,sharpen_0.3,t_hero,h_6,h_"
      "8192.gif", 5,
      "-1!token \"h_6\": h is given twice; a key may appear once" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/page_7,wm_pos_bl,t_my-pr"
      "eset,smart_crop_face.jpg", 6,
      "1|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/page_7,"
      "wm_pos_bl,t_my-preset,smart_crop_face/jpg" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/smart_crop_center,g_northwest"
      ",bg_remove,blur_5", 6,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/blur_5,bg_re"
      "move,smart_crop_center/~legacy" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/bgcolor_ffffff,g_center,"
      "smart_crop_entropy,fit_cover,ch_400,h_8192,ch_4,h_8192,fit_cover.w"
      "ebp", 6,
      "-1!token \"ch_4\": ch is given twice; a key may appear once" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_opacity_0,smart_crop_entro"
      "py,filter_vibrance,t_my-preset,smart_crop_entropy,s_sig1.png", 6,
      "-1!token \"smart_crop_entropy\": plugin smart_crop is given twice;"
      " a plugin may appear once" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_scale_25,fit_cover,cy"
      "_2,blur_1.10,wm_scale_101,cy_x.avif", 6,
      "-1!token \"wm_scale_101\": wm_scale is given twice; a key may appe"
      "ar once" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/rot_90,smart_crop_center,q_80"
      ",fit_outside,g_northeast,ch_4,cx_1,wm_pos_tr", 6,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/cx_1,ch_4,fi"
      "t_outside,rot_90,q_80,smart_crop_center/~legacy" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/page_10000,ch_4,wm_scale"
      "_10,ch_0,t_hero,h_6,g_southwest,smart_crop_entropy,sharpen_1.001.p"
      "ng", 6,
      "-1!token \"ch_0\": ch is given twice; a key may appear once" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/blur_1,h_8192,sharpen_10,shar"
      "pen_10,h_1,smart_crop_face,q_5%,rot_180,s_Ab-9_z", 6,
      "-1!token \"sharpen_10\": sharpen is given twice; a key may appear "
      "once" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/blur_0.75,t_b,filter_coo"
      "l,blur_100,blur_100.00,wm_opacity_100,dpr_1.50,ch_100000,wm_pos_br"
      "r,cx_1.5.gif", 6,
      "-1!token \"blur_100\": blur is given twice; a key may appear once" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/cy_2,wm_pos_br,page_2,rot_270"
      ".jpg", 0,
      "1|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/cy_2,rot_270"
      ",page_2/jpg" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/flip_h,wm_opacity_50,bg_"
      "remove,cx_-1,sharpen_2,t_my-preset,filter_vibrance,bgcolor_Ff00008"
      "0,wt_date", 0,
      "-1!token \"cx_-1\": cx must be an integer from 0 to 100000" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/bg_40,w_1,rot_270,h_6.webp", 0,
      "3|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_1,h_6,rot_"
      "270,bg_40/webp" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/dpr_1.50,sharpen_1,bg_re"
      "move,ch_1,dpr_1.255,page_2,cw_1,g_north,wm_scale_1,s_sig1.png", 0,
      "-1!token \"dpr_1.255\": dpr is given twice; a key may appear once" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_pos_c,wm_opacity_50.0,smar"
      "t_crop_entropy,bgcolor_FF0000FF,flip_v.avif", 0,
      "-1!token \"wm_opacity_50.0\": wm_opacity must be an integer from 0"
      " to 100" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/bg_remove,sharpen_10.01,"
      "cy_2,blur_0.75,wm_pos_brr,g_northeast,ch_400,flip_v", 0,
      "-1!token \"sharpen_10.01\": sharpen must be a number from 0.3 to 1"
      "0 with at most 2 decimals" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/dpr_3.75,smart_crop_entropy,s"
      "mart_crop_entropy,cw_100000,cw_300.png", 0,
      "-1!token \"smart_crop_entropy\": plugin smart_crop is given twice;"
      " a plugin may appear once" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/smart_crop_center,q_8,ch"
      "_100000,wt_date,s_Ab-9_z", 0,
      "6|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/ch_1000"
      "00,q_8,smart_crop_center,wt_date/~legacy/s:Ab-9_z" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/g_west,ch_1.gif", 0,
      "5|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/ch_1/gif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/ch_4,cy_0,t_a,bg_256,wm_"
      "scale_50.jpg", 1,
      "-1!token \"bg_256\": bg must be remove or an integer from 1 to 255" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/cx_10,wm_opacity_101,wm_opaci"
      "ty_50", 1,
      "-1!token \"wm_opacity_101\": wm_opacity must be an integer from 0 "
      "to 100" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_scale_1,ch_1,cx_1,fli"
      "p_v,w_1024,wm_pos_r,rot_-90,flip_hv,rot_270.webp", 1,
      "-1!token \"rot_-90\": rot must be one of 0, 90, 180, 270" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/fit_outside,wt_hello+world,h_"
      "200,ch_400,wm_opacity_9,smart_crop_entropy,cy_20,wm_scale_50,wt_a_"
      "b,wm_pos_r,s_sig1.png", 1,
      "-1!token \"wt_a_b\": plugin wt is given twice; a plugin may appear"
      " once" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wt_copyright,cw_100000,p"
      "age_0,ch_4.avif", 1,
      "-1!token \"page_0\": page must be an integer from 1 to 10000" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_pos_l,cw_1,wm_scale_50,wm_"
      "scale_101,wt_\360\237\223\267", 1,
      "-1!token \"wm_scale_101\": wm_scale is given twice; a key may appe"
      "ar once" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/ch_4,filter_contrast,fli"
      "p_v,flip_v,bgcolor_000000,q_1,flip_h.png", 1,
      "-1!token \"flip_v\": flip is given twice; a key may appear once" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_my_preset,flip_h,cy_20,s_Ab"
      "-9_z", 1,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/cy_20,flip_h"
      ",t_my_preset@44041/~avif/s:Ab-9_z" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/bg_remove,smart_crop_fac"
      "e,h_8192,wm_pos_l.gif", 1,
      "5|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/h_8192,"
      "bg_remove,smart_crop_face/gif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_scale_100,w_500,w_1024.jpg", 2,
      "-1!token \"w_1024\": w is given twice; a key may appear once" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wt_\342\202\254,dpr_1.50"
      ",blur_1,cx_10,sharpen_2,page_1,cy_20,h_200,cy_0", 2,
      "-1!token \"cy_0\": cy is given twice; a key may appear once" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_scale_50,q_100,bg_12,wm_sc"
      "ale_100.webp", 2,
      "-1!token \"wm_scale_100\": wm_scale is given twice; a key may appe"
      "ar once" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/bgcolor_ABCDEF12,blur_10"
      "0,g_entropy,flip_v,wm_pos_b,wm_opacity,wm_scale_1,s_sig1.png", 2,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.93206/fli"
      "p_v,blur_100,bgcolor_abcdef12,wm_opacity,wm_pos_b,wm_scale_1/png/s"
      ":sig1" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_pos_l,cy_100001,wm_pos_bl,"
      "wm_pos_brr,cw_1,t_my_preset,sharpen_9.99,wt_hello+world,wm_logo.av"
      "if", 2,
      "-1!token \"cy_100001\": cy must be an integer from 0 to 100000" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/bgcolor_ffffffff,cx_9999"
      "9,wt_a,b,w_8192,fit_square,bg_1", 2,
      "-1!token \"b\": unknown key (tokens are key_value, e.g. w_300)" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/flip_v,g_northeast,blur_1,ch_"
      "100001,t_b,q_8.png", 2,
      "-1!token \"ch_100001\": ch must be an integer from 1 to 100000" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/blur_1,fit_contain,s_Ab-"
      "9_z", 2,
      "3|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/fit_con"
      "tain,blur_1/~webp/s:Ab-9_z" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/fit_inside,fit_Cover,bg_12,pa"
      "ge_7,filter_contrast,wm_scale_101,cw_100000.gif", 2,
      "-1!token \"fit_Cover\": fit is given twice; a key may appear once" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/q_1,ch_400,blur_0.3,bg_2"
      "56,q_8,rot_270,fit_contain,w_500,cw_5.jpg", 3,
      "-1!token \"bg_256\": bg must be remove or an integer from 1 to 255" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_scale_10,rot_270,cy_100000"
      ",w_5,h_768,wm_pos_br,cy_100000,fit_square,g_attention", 3,
      "-1!token \"cy_100000\": cy is given twice; a key may appear once" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/smart_crop_entropy,filte"
      "r_blur,cw_5.webp", 3,
      "-1!token \"filter_blur\": filter must be one of sepia, grayscale, "
      "vibrance, contrast, vignette, warm, cool" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_AZaz09_-AZaz09_-AZaz09_-AZa"
      "z09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-,q_80,filter_Sepia,wm_opacity"
      "_9,rot_270,blur_1.10,wm_scale_1,cx_1,wt_\302\251+J\303\274rgen,fil"
      "ter_Sepia,s_sig1.png", 3,
      "-1!token \"filter_Sepia\": filter must be one of sepia, grayscale,"
      " vibrance, contrast, vignette, warm, cool" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/page_2,bg_1,rot_270,q_1,"
      "w_1024,h_200,cy_2,bgcolor_fffff.avif", 3,
      "-1!token \"bgcolor_fffff\": bgcolor must be RRGGBB or RRGGBBAA in "
      "hex" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_0x10,cy_0,ch_1,dpr_3.75,wt_"
      "a b,rot_270,g_center", 3,
      "-1!token \"w_0x10\": w must be an integer from 1 to 8192" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_scale_25,blur_0.5,wm_"
      "a,rot_090,bgcolor_0a0B0c80,rot_360,wm_logo.png", 3,
      "-1!token \"rot_090\": rot must be one of 0, 90, 180, 270" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/flip_hv,ch_4,w_500,g_center,b"
      "lur_0.75,fit_outside,smart_crop_center,s_Ab-9_z", 3,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/ch_4,w_500,f"
      "it_outside,flip_hv,blur_0.75,smart_crop_center/~legacy/s:Ab-9_z" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/g_south,bgcolor_Ff000080"
      ",cw_5,wm_opacity_0.gif", 3,
      "5|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/cw_5,bg"
      "color_ff000080/gif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/cw_100000,ch_0,wm_opacity_0,q"
      "_1.jpg", 4,
      "-1!token \"ch_0\": ch must be an integer from 1 to 100000" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/page_2,wm_pos_tl,blur_1."
      "10,sharpen_1,w_500,ch_100000", 4,
      "6|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/ch_1000"
      "00,w_500,blur_1.1,sharpen_1,page_2/~legacy" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/page_2,filter_sepia,bgcolor_f"
      "fffff00,cy_0,wm_scale_1,wt_copyright,dpr_1.webp", 4,
      "3|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/bgcolor_ffff"
      "ff00,page_2,filter_sepia,wt_copyright/webp" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/page_1_,bg_255,dpr_1.05,"
      "cw_100000,filter_sepia,cx_10,s_sig1.png", 4,
      "-1!token \"page_1_\": page must be an integer from 1 to 10000" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/cw_100000,ch_100000,dpr_1.05,"
      "t_card,t_hero,w_500,wm_logo.avif", 4,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/cw_100000,ch"
      "_100000,w_500,dpr_1.05,wm_logo,t_card@74437,t_hero@87439/avif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_pos_c,page_2,blur_100"
      ",h_8192", 4,
      "6|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/h_8192,"
      "blur_100,page_2/~legacy" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/h_1,wt_date,blur_100,wt_%C2%A"
      "9+me,wm_pos_tr,ch_400.png", 4,
      "-1!token \"wt_%C2%A9+me\": plugin wt is given twice; a plugin may "
      "appear once" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_my_preset,cw_300,wm_op"
      "acity_50,blur_100,s_Ab-9_z", 4,
      "6|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/cw_300,"
      "blur_100,wm_opacity_50,t_my_preset@4734/~legacy/s:Ab-9_z" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/q_101,filter_cool,w_8192.gif", 4,
      "-1!token \"q_101\": q must be an integer from 1 to 100" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_scale_10,blur_0.75,bl"
      "ur_1.10,smart_crop_entropy,ch_1,w_5,wm_scale_10,sharpen_0.5,t_AZaz"
      "09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-,filte"
      "r_grayscale.jpg", 5,
      "-1!token \"blur_1.10\": blur is given twice; a key may appear once" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/blur_100.00,bgcolor_000000,wm"
      "_a,bgcolor_fffffffff", 5,
      "-1!token \"bgcolor_fffffffff\": bgcolor is given twice; a key may "
      "appear once" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/filter_blur,bg_255,page_"
      "1,page_1,flip_v,cx_1,page_1,q_100,bgcolor_ffffff.webp", 5,
      "-1!token \"filter_blur\": filter must be one of sepia, grayscale, "
      "vibrance, contrast, vignette, warm, cool" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/cx_100000,w_500,wm_opacity_10"
      "0,bgcolor_ffffff00,ch_1,q_80,s_sig1.png", 5,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/cx_100000,ch"
      "_1,w_500,bgcolor_ffffff00,q_80/png/s:sig1" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_1,smart_crop_center,bg"
      "_12,wm_scale_1,q_1,h_8192,w_1024.avif", 5,
      "-1!token \"w_1024\": w is given twice; a key may appear once" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/h_200,h_768,wm_scale-1,wt_a_b"
      ",wm_pos_r,blur_1,bgcolor_fff,wm_opacity_99,g_southwest,h_8192", 5,
      "-1!token \"h_768\": h is given twice; a key may appear once" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/flip_x,wm_opacity_50,bgc"
      "olor_ABCDEF12.png", 5,
      "-1!token \"flip_x\": flip must be one of h, v, hv" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/filter_warm,t_p,fit_outside,f"
      "it_inside,g_east,ch_0,w_1,cw_5,wm_My-Mark_2,blur_100.00,s_Ab-9_z", 5,
      "-1!token \"fit_inside\": fit is given twice; a key may appear once" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/page_10000,wm_position,t"
      "_AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-."
      "gif", 5,
      "5|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.23098/pag"
      "e_10000,wm_position,t_AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz"
      "09_-AZaz09_-AZaz09_-@29254/gif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_scale_101,cw_1.jpg", 6,
      "-1!token \"wm_scale_101\": wm_scale must be an integer from 1 to 1"
      "00" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_opacity_9,flip_hv,blu"
      "r_100.00,dpr_2.5,wm_a,w_500,page_1", 6,
      "6|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.80668/w_5"
      "00,dpr_2.5,flip_hv,blur_100,wm_a,wm_opacity_9/~legacy" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/filter_contrast,q_8,cw_300,g_"
      "attention.webp", 6,
      "3|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/cw_300,q_8,f"
      "ilter_contrast/webp" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/bgcolor_0a0B0c80,t_hero,"
      "s_sig1.png", 6,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/bgcolor"
      "_0a0b0c80,t_hero@60566/png/s:sig1" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/page_10000,q_8,wm_scale_10,w_"
      "300,sharpen_0.5,rot_270,fit_contain,sharpen_9.99,wm_scale_25.avif", 6,
      "-1!token \"sharpen_9.99\": sharpen is given twice; a key may appea"
      "r once" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/ch_1,wm_pos_b,wm_scale_1"
      "00,blur_5,bgcolor_FFFFFF,g_east", 6,
      "6|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/ch_1,bl"
      "ur_5/~legacy" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/ch_100000,bgcolor_123456,dpr_"
      "5,filter_vignette,wm_scale_10.png", 6,
      "-1!token \"dpr_5\": dpr must be a number from 1 to 4 with at most "
      "2 decimals" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wt_x,filter_vignette,wm_"
      "logo,q_8,wm_pos_bl,bg_1,smart_crop_center,dpr_2,s_Ab-9_z", 6,
      "6|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/dpr_2,q"
      "_8,wm_logo,wm_pos_bl,bg_1,filter_vignette,smart_crop_center,wt_x/~"
      "legacy/s:Ab-9_z" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_scale_25,g_northeast,rot_9"
      "0,h_0.gif", 6,
      "-1!token \"h_0\": h must be an integer from 1 to 8192" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/filter_vignette,wm_pos_t"
      "r,t_p,cx_99999,bg_40,smart_crop_Face,wm_pos_b.jpg", 0,
      "-1!token \"smart_crop_Face\": smart_crop must be one of face, entr"
      "opy, center" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/bgcolor_Ff000080,page_1,q_8", 0,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/bgcolor_ff00"
      "0080,q_8/~legacy" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wt_\303(,cy_100000,bgcol"
      "or_ffffffff,wt_x,wm_opacity_100,ch_4.webp", 0,
      "-1!token \"wt_\077(\": wt must be text of 1 to 127 bytes without s"
      "paces, '/', '\\' or '\"'" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_opacity_-1,cw_100000,wt_"
      "\302\251+J\303\274rgen,filter_warm,s_sig1.png", 0,
      "-1!token \"wm_opacity_-1\": wm_opacity must be an integer from 0 t"
      "o 100" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/dpr_2,rot_270,wt_a,b,wt_"
      "(c)+ACME+2024!,bgcolor_ffffff00,wt_\342\202\254,cx_1,ch_4.avif", 0,
      "-1!token \"b\": unknown key (tokens are key_value, e.g. w_300)" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/ch_100000,t_AZaz09_-AZaz09_-A"
      "Zaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-,bg_01,bg_1,wm_scal"
      "e_10,bgcolor_FFFFFFFF,ch_100000,smart_crop_Face,flip_h", 0,
      "-1!token \"bg_01\": bg must be remove or an integer from 1 to 255" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/flip_v,wm_pos_br,wm_opac"
      "ity_0,filter_sepia.png", 0,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/flip_v,"
      "filter_sepia/png" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/flip_v,w_8192,cy_0,wm_scale_1"
      ",fit_pad,bgcolor_Ff000080,w_1,h_8192,fit_outside,page_2,s_Ab-9_z", 0,
      "-1!token \"w_1\": w is given twice; a key may appear once" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/blur_100.01,fit_cover,q_"
      "50,fit_cover,h_0,wm_pos_b,blur_100.gif", 0,
      "-1!token \"blur_100.01\": blur must be a number from 0.3 to 100 wi"
      "th at most 2 decimals" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/bg_12,rot_180,cx_,bgcolor_fff"
      "fffff,sharpen_2,wm_My-Mark_2,fit_cover,bgcolor_FFFFFF,ch_1,blur_0."
      "jpg", 1,
      "-1!token \"cx_\": no value after \"cx_\"" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/fit_contain,h_6,smart_cr"
      "op_entropy,smart_crop_center,rot_270", 1,
      "-1!token \"smart_crop_center\": plugin smart_crop is given twice; "
      "a plugin may appear once" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/cw_0,wt_date,wt_a_b,dpr_2,rot"
      "_270,t_my_preset,wm_opacity_50,cx_99999,bgcolor_00FF00.webp", 1,
      "-1!token \"cw_0\": cw must be an integer from 1 to 100000" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/bg_40,dpr_1.00,bg_256,h_"
      "abc,wm_opacity_-1,flip_hv,smart_crop_face,rot_180,g_up,cx_10,s_sig"
      "1.png", 1,
      "-1!token \"bg_256\": bg must be remove or an integer from 1 to 255" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_pos_l,wm_position,smart_cr"
      "op_face,smart_crop_Face,bg_remove,wt_\302\251+J\303\274rgen,fit_sq"
      "uare,t_my.preset,page_2,bg_1.avif", 1,
      "-1!token \"smart_crop_Face\": smart_crop must be one of face, entr"
      "opy, center" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/blur_100.00,cx_10,smart_"
      "crop_entropy,sharpen_10,g_northeast", 1,
      "4|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/cx_10,b"
      "lur_100,sharpen_10,smart_crop_entropy/~avif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/ch_400,fit_fill,w_1,dpr_4.00,"
      "cy_0,smart_crop_center,cw_100001,filter_warm,q_80.png", 1,
      "-1!token \"cw_100001\": cw must be an integer from 1 to 100000" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/cw_5,cx_99999,rot_180,fi"
      "lter_warm,s_Ab-9_z", 1,
      "4|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/cx_9999"
      "9,cw_5,rot_180,filter_warm/~avif/s:Ab-9_z" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_scale-1,cw_100000,cw_5.gif", 1,
      "-1!token \"cw_5\": cw is given twice; a key may appear once" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/smart_crop_Face,blur_99."
      "99,wt_a_b,w_300.jpg", 2,
      "-1!token \"smart_crop_Face\": smart_crop must be one of face, entr"
      "opy, center" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/filter_blur,page_10000,wt_"
      "\342\202\254,blur_99.99,h_8193,dpr_3.75,h_1,cx_10,wm_pos_tr", 2,
      "-1!token \"filter_blur\": filter must be one of sepia, grayscale, "
      "vibrance, contrast, vignette, warm, cool" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/cy_0,wm_scale_1,wm_a,rot"
      "_-90,cw_1,fit_inside,filter_warm,flip_v,blur_5.webp", 2,
      "-1!token \"rot_-90\": rot must be one of 0, 90, 180, 270" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/smart_crop_face,cy_2,rot_90,h"
      "_768,g_northeast,t_my_preset,wm_opacity_50,smart_crop_entropy,s_si"
      "g1.png", 2,
      "-1!token \"smart_crop_entropy\": plugin smart_crop is given twice;"
      " a plugin may appear once" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/bg_12,cw_1,wm_AZaz09_-AZ"
      "az09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-x,flip_h,blu"
      "r_00.5,ch_4,q_8,g_west.avif", 2,
      "-1!token \"wm_AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz"
      "09_-AZaz0...\": wm must be a watermark name of 1 to 64 letters, di"
      "gits, '_' or '-', not starting with pos_, opacity_ or scale_" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/cy_20,dpr_1.00,flip_hv,page_2"
      ",wm_opacity_9,smart_crop_face,filter_sepia,h_8192,cy_0,t_hero", 2,
      "-1!token \"cy_0\": cy is given twice; a key may appear once" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/sharpen_9.99,cy_0,w_ 1,f"
      "ilter_blur.png", 2,
      "-1!token \"w_ 1\": w must be an integer from 1 to 8192" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/cx_1,fit_outside,ch_400,wt_x,"
      "page_2,bg_12,bg_40,s_Ab-9_z", 2,
      "-1!token \"bg_40\": plugin bg is given twice; a plugin may appear "
      "once" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/cy_20,t_a b,bgcolor_0123"
      "4567,wm_scale_1,cx_0,wm_opacity_9,filter_vignette,g_south,sharpen_"
      "0.3,t_card.gif", 2,
      "-1!token \"t_a b\": a named transform's name is 1 to 64 letters, d"
      "igits, '_' or '-'" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_my.preset,blur_0.3,flip_v,w"
      "m_pos_c,fit_fill,cy_20,page_1.jpg", 3,
      "-1!token \"t_my.preset\": a named transform's name is 1 to 64 lett"
      "ers, digits, '_' or '-'" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/blur_1,t_a b,wt_date,w_5"
      ",wm_scale_10,filter_cool,blur_00.5,q_50,wt_(c)+ACME+2024!", 3,
      "-1!token \"t_a b\": a named transform's name is 1 to 64 letters, d"
      "igits, '_' or '-'" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/bg_remove,wm_pos_l,flip_h,h_8"
      "193,page_7,bgcolor_Ff000080,cw_300,q_50,bgcolor_Ff000080.webp", 3,
      "-1!token \"h_8193\": h must be an integer from 1 to 8192" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/filter_vibrance,w_500,pa"
      "ge_10000,wm_opacity_9,ch_100000,sharpen_10,fit_fill,wm_opacity_-1,"
      "w_500,s_sig1.png", 3,
      "-1!token \"wm_opacity_-1\": wm_opacity is given twice; a key may a"
      "ppear once" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_1,fit_square,page_7,t_AZaz0"
      "9_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-,g_atte"
      "ntion,g_attention,wm_opacity_101,cy_0.avif", 3,
      "-1!token \"fit_square\": fit must be one of inside, cover, contain"
      ", fill, outside, pad" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_opacity_99,dpr_1.50,b"
      "lur_0.30,q_1,sharpen_0.5,dpr_2.0,flip_h", 3,
      "-1!token \"dpr_2.0\": dpr is given twice; a key may appear once" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/rot_90,cw_5,sharpen_1,cx_0,wt"
      "_\360\237\223\267,smart_crop_center.png", 3,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/cw_5,rot_90,"
      "sharpen_1,smart_crop_center,wt_\360\237\223\267/png" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/cx_100000,dpr_1.255,cx_1"
      "00000,dpr_4,q_80,sharpen_0.5,wm_scale_10,s_Ab-9_z", 3,
      "-1!token \"dpr_1.255\": dpr must be a number from 1 to 4 with at m"
      "ost 2 decimals" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/ch_100000,wm_pos_bl,sharpen_9"
      ".99,wt_\364\220\200\200,wm_pos_t,w_500,flip_hv,bgcolor_ffffff.gif", 3,
      "-1!token \"wt_\077\077\077\077\": wt must be text of 1 to 127 byte"
      "s without spaces, '/', '\\' or '\"'" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/rot_180,dpr_3.75,flip_hv"
      ",blur_100.00,h_8192,wm_opacity_99.jpg", 4,
      "1|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/h_8192,"
      "dpr_3.75,rot_180,flip_hv,blur_100/jpg" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/sharpen_9.99,page_7,g_center,"
      "fit_fill,ch_4", 4,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/ch_4,fit_fil"
      "l,sharpen_9.99,page_7/~legacy" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/rot_270,wm_a b.webp", 4,
      "-1!token \"wm_a b\": wm must be a watermark name of 1 to 64 letter"
      "s, digits, '_' or '-', not starting with pos_, opacity_ or scale_" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/cy_100000,wm_My-Mark_2,s_sig1"
      ".png", 4,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.25419/cy_10000"
      "0,wm_My-Mark_2/png/s:sig1" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_my-preset,page_10000,f"
      "lip_v,q_100,ch_1,blur_1,dpr_.5,filter_cool,filter_vignette.avif", 4,
      "-1!token \"dpr_.5\": dpr must be a number from 1 to 4 with at most"
      " 2 decimals" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/g_north,page_7,bg_remove,ch_1"
      "00001,bgcolor_ffffff,flip_v,wt_(c)+ACME+2024!,g_northwest", 4,
      "-1!token \"ch_100001\": ch must be an integer from 1 to 100000" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/flip_v,bg_40,dpr_1,ch_4,"
      "t_my_preset,blur_00.5,t_p.png", 4,
      "-1!token \"blur_00.5\": blur must be a number from 0.3 to 100 with"
      " at most 2 decimals" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/cx_100000,bgcolor_00FF00,smar"
      "t_crop_face,cy_100000,bg_1,blur_1,s_Ab-9_z", 4,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/cx_100000,cy"
      "_100000,blur_1,bgcolor_00ff00,bg_1,smart_crop_face/~legacy/s:Ab-9_"
      "z" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_logo,wm_opacity_9,fil"
      "ter_Sepia.gif", 4,
      "-1!token \"filter_Sepia\": filter must be one of sepia, grayscale,"
      " vibrance, contrast, vignette, warm, cool" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/g_west,fit_outside,blur_100,w"
      "m_opacity,cx_100000,flip_x.jpg", 5,
      "-1!token \"flip_x\": flip must be one of h, v, hv" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/sharpen_0.3,w_300,wm_sca"
      "le_1,wm_x,wm_opacity_100,wm_position,w_500,rot_0,ch_4,smart_crop_f"
      "ace", 5,
      "-1!token \"wm_position\": wm is given twice; a key may appear once" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/cx_0,page_10000,bg_255,dpr_2."
      "5,smart_crop_face,flip_v.webp", 5,
      "3|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/dpr_2.5,flip"
      "_v,page_10000,bg_255,smart_crop_face/webp" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/cx_,dpr_3.75,cx_99999,pa"
      "ge_1_,s_sig1.png", 5,
      "-1!token \"cx_\": no value after \"cx_\"" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/q_5%,bgcolor_0a0B0c80,ch_4,ro"
      "t_180,wm_pos_bl,smart_crop_entropy,rot_360,cw_300,fit_outside,cx_1"
      "00000.avif", 5,
      "-1!token \"q_5%\": q must be an integer from 1 to 100" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_pos_l,cy_100000,page_"
      "7", 5,
      "4|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/cy_1000"
      "00,page_7/~avif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/bgcolor_0a0B0c80,wm_pos_c,wt_"
      "a,b.png", 5,
      "-1!token \"b\": unknown key (tokens are key_value, e.g. w_300)" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/bgcolor_00FF00,wm_x,fit_"
      "pad,wm_pos_l,cw_1,t_my.preset,q_101,q_101,s_Ab-9_z", 5,
      "-1!token \"t_my.preset\": a named transform's name is 1 to 64 lett"
      "ers, digits, '_' or '-'" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/bgcolor_ffffffff,rot_-90,w_5,"
      "page_10000.gif", 5,
      "-1!token \"rot_-90\": rot must be one of 0, 90, 180, 270" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/ch_1,cx_0,h_abc,fit_Cove"
      "r,flip_hv,cy_00.jpg", 6,
      "-1!token \"h_abc\": h must be an integer from 1 to 8192" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/fit_inside,page_2,filter_vign"
      "ette,t_a,wt_hello+world,w_1", 6,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_1,fit_insi"
      "de,page_2,t_a,filter_vignette,wt_hello+world/~legacy" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/cx_100000,dpr_3.75,cw_10"
      "0000,dpr_3.75,w_1,smart_crop_entropy.webp", 6,
      "-1!token \"dpr_3.75\": dpr is given twice; a key may appear once" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/fit_cover,wm_scale_10,bg_remo"
      "ve,blur_0.5,dpr_2,q_100,g_west,blur_1,s_sig1.png", 6,
      "-1!token \"blur_1\": blur is given twice; a key may appear once" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_scale_0,h_200,bg_remo"
      "ve,page_1,blur_99.99,g_centre.avif", 6,
      "-1!token \"wm_scale_0\": wm_scale must be an integer from 1 to 100" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_a,ch_100000", 6,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/ch_100000,t_"
      "a/~legacy" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/h_1,h_768,t_my-preset,ro"
      "t_360,g_entropy,wm_pos_r,w_5,flip_h,w_1.png", 6,
      "-1!token \"h_768\": h is given twice; a key may appear once" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_opacity_100,flip_h,fit_pad"
      ",flip_x,bgcolor_ffff,w_5,page_1,ch_400,fit_pad,bgcolor_fffffffff,s"
      "_Ab-9_z", 6,
      "-1!token \"flip_x\": flip is given twice; a key may appear once" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/q_8,page_1,cx_0,smart_cr"
      "op_entropy,fit_fill,filter_sepia,wm_opacity_99,filter_vignette,sha"
      "rpen_1,fit_contain.gif", 6,
      "-1!token \"filter_vignette\": plugin filter is given twice; a plug"
      "in may appear once" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_AZaz09_-AZaz09_-AZaz09_-AZ"
      "az09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-,g_northwest,filter_grayscal"
      "e,t_AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09"
      "_-,cw_1,ch_400,g_entropy.jpg", 0,
      "-1!token \"g_entropy\": g is given twice; a key may appear once" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/rot_0,wm_pos_br,wt_\302"
      "\251+J\303\274rgen,wt_a_b,bg_1,wm_pos_t,rot_180,cx_1,q_80", 0,
      "-1!token \"wt_a_b\": plugin wt is given twice; a plugin may appear"
      " once" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/filter_sepia,h_6,wt_\342\202,"
      "page_10001,smart_crop_face.webp", 0,
      "-1!token \"wt_\077\077\": wt must be text of 1 to 127 bytes withou"
      "t spaces, '/', '\\' or '\"'" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/g_south,dpr_1.50,wt_(c)+"
      "ACME+2024!,blur_0.75,q_100,wm_pos_c,smart_crop_face,blur_0,s_sig1."
      "png", 0,
      "-1!token \"blur_0\": blur is given twice; a key may appear once" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/sharpen_1,filter_Sepia,bgcolo"
      "r_123456,ch_400,sharpen_1,ch_1,flip_h,flip_v,rot_360,flip_x.avif", 0,
      "-1!token \"filter_Sepia\": filter must be one of sepia, grayscale,"
      " vibrance, contrast, vignette, warm, cool" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/q_50,page_10000,wt_%C2%A"
      "9+me,sharpen_9.99,flip_hv,cy_20,smart_crop_center,page_2,t_card,t_"
      "my_preset", 0,
      "-1!token \"page_2\": page is given twice; a key may appear once" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_opacity_100,smart_crop_cen"
      "ter,wm_pos_r,smart_crop_Face,wm_opacity_101,fit_cover,t_hero,wm_op"
      "acity_99,bgcolor_ffffff,t_AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-"
      "AZaz09_-AZaz09_-AZaz09_-.png", 0,
      "-1!token \"smart_crop_Face\": smart_crop must be one of face, entr"
      "opy, center" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/page_7,flip_v,flip_v,fli"
      "p_hv,smart_crop_faces,t_hero,s_Ab-9_z", 0,
      "-1!token \"flip_v\": flip is given twice; a key may appear once" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_opacity_9,rot_270,sharpen_"
      "1.001,blur_1.10,q_1,filter_warm,fit_fill,bg_1,w_500.gif", 0,
      "-1!token \"sharpen_1.001\": sharpen must be a number from 0.3 to 1"
      "0 with at most 2 decimals" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/smart_crop_center,ch_100"
      "000,sharpen_10,rot_0,wm_pos_c,w_5,blur_99.99,cw_100000.jpg", 1,
      "1|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/cw_1000"
      "00,ch_100000,w_5,blur_99.99,sharpen_10,smart_crop_center/jpg" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_pos_r,wm_opacity_100,w_819"
      "2,smart_crop_center,wm_pos_tl,filter_sepia,sharpen_0.5,cx_0,t_my_p"
      "reset,g_northwest", 1,
      "-1!token \"wm_pos_tl\": wm_pos is given twice; a key may appear on"
      "ce" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/cw_5,q_8.webp", 1,
      "3|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/cw_5,q_"
      "8/webp" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/bgcolor_123456,wm_opacity_0,w"
      "m_opacity_50,flip_hv,page_7,blur_1,page_2,smart_crop_center,wm_pos"
      "_c,cy_0,s_sig1.png", 1,
      "-1!token \"wm_opacity_50\": wm_opacity is given twice; a key may a"
      "ppear once" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/q_1,cx_10,h_768,flip_v,b"
      "gcolor_FF0000FF,wt_\364\220\200\200,cy_100000.avif", 1,
      "-1!token \"wt_\077\077\077\077\": wt must be text of 1 to 127 byte"
      "s without spaces, '/', '\\' or '\"'" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/cy_20,wt_(c)+ACME+2024!,bg_re"
      "move,sharpen_10,ch_0,ch_4,w_1,bg_1,wm_position", 1,
      "-1!token \"ch_0\": ch must be an integer from 1 to 100000" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/h_768,dpr_2.0,wm_pos_bl,"
      "bg_remove,h_6,w_1024,bg_40,wm_scale_1,fit_Cover.png", 1,
      "-1!token \"h_6\": h is given twice; a key may appear once" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/filter_blur,fit_in,dpr_1.50,b"
      "g_40,t_b,flip_v,wm_scale_50,q_80,s_Ab-9_z", 1,
      "-1!token \"filter_blur\": filter must be one of sepia, grayscale, "
      "vibrance, contrast, vignette, warm, cool" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/sharpen_0.3,page_2.gif", 1,
      "5|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/sharpen"
      "_0.3,page_2/gif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/blur_0.75,bg_remove,cx_100000"
      ",fit_fill.jpg", 2,
      "1|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/cx_100000,fi"
      "t_fill,blur_0.75,bg_remove/jpg" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/h_768,wm_pos_tr", 2,
      "3|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/h_768/~"
      "webp" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_a b,dpr_2,wm_position,smar"
      "t_crop_center.webp", 2,
      "-1!token \"wm_a b\": wm must be a watermark name of 1 to 64 letter"
      "s, digits, '_' or '-', not starting with pos_, opacity_ or scale_" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/cy_100000,page_10000,cw_"
      "5,bgcolor_Ff000080,wm_scale_10,rot_90,cw_300,s_sig1.png", 2,
      "-1!token \"cw_300\": cw is given twice; a key may appear once" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wt_\342\202\254,bg_remove,w_3"
      "00,bgcolor_ffffff00,dpr_3.99.avif", 2,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,dpr_3."
      "99,bgcolor_ffffff00,bg_remove,wt_\342\202\254/avif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/ch_400,cw_0,smart_crop_f"
      "ace", 2,
      "-1!token \"cw_0\": cw must be an integer from 1 to 100000" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/filter_vibrance,w_5,bgcolor_f"
      "fffff,wm_pos_tr,filter_cool,wm_opacity_99,bgcolor_00FF00,flip_hv,c"
      "w_1.png", 2,
      "-1!token \"filter_cool\": plugin filter is given twice; a plugin m"
      "ay appear once" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/g_northeast,q_100,h_6,pa"
      "ge_10000,cx_99999,wm_pos_c,sharpen_10,cx_10,g_west,s_Ab-9_z", 2,
      "-1!token \"cx_10\": cx is given twice; a key may appear once" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/h_200,wt_hello+world,cx_10,bl"
      "ur_1,bgcolor_fffffg,cy_0,smart_crop_center,blur_100.00,rot_360,fli"
      "p_hv.gif", 2,
      "-1!token \"bgcolor_fffffg\": bgcolor must be RRGGBB or RRGGBBAA in"
      " hex" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_pos_r,cy_20.jpg", 3,
      "1|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/cy_20/j"
      "pg" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,wm_opacity,rot_0,wm_scale"
      "_100", 3,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.93331/rot_0,wm"
      "_opacity,wm_scale_100,t_p/~legacy" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/flip_h,cy_100000,dpr_3.9"
      "9,smart_crop_entropy,ch_4,cx_0,g_west,cw_1.webp", 3,
      "3|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/cy_1000"
      "00,cw_1,ch_4,dpr_3.99,flip_h,smart_crop_entropy/webp" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_logo,cx_100000,smart_crop_"
      "center,wm_scale_25,cx_0,s_sig1.png", 3,
      "-1!token \"cx_0\": cx is given twice; a key may appear once" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/sharpen_10,bg_256,cx_10,"
      "wm_pos_br,sharpen_0.3,smart_crop_center,cy_00,wt_\364\220\200\200,"
      "cw_5,smart_crop_entropy.avif", 3,
      "-1!token \"bg_256\": bg must be remove or an integer from 1 to 255" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_scale_1,cw_1,h_6,blur_100."
      "00", 3,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/cw_1,h_6,blu"
      "r_100/~legacy" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/sharpen_2,wm_AZaz09_-AZa"
      "z09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-x,ch_100000,s"
      "harpen_0.3,rot_0.png", 3,
      "-1!token \"wm_AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz"
      "09_-AZaz0...\": wm must be a watermark name of 1 to 64 letters, di"
      "gits, '_' or '-', not starting with pos_, opacity_ or scale_" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/filter_vibrance,w_300,t_b,cx_"
      "99999,h_6,cw_300,sharpen_0.5,s_Ab-9_z", 3,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/cx_99999,cw_"
      "300,w_300,h_6,sharpen_0.5,t_b@71459,filter_vibrance/~legacy/s:Ab-9"
      "_z" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/sharpen_0.5,h_8192,blur_"
      "100,rot_90,h_200,cw_5.gif", 3,
      "-1!token \"h_200\": h is given twice; a key may appear once" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_a b,cx_0,cw_0,cx_0.jpg", 4,
      "-1!token \"t_a b\": a named transform's name is 1 to 64 letters, d"
      "igits, '_' or '-'" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/cy_20,dpr_0.99,w_1024", 4,
      "-1!token \"dpr_0.99\": dpr must be a number from 1 to 4 with at mo"
      "st 2 decimals" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_opacity,q_100.webp", 4,
      "3|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.93331/q_100,wm"
      "_opacity/webp" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/h_8192,dpr_1.00,sharpen_"
      "0.3,w_5,blur_1.10,bgcolor_0a0B0c80,page_10000,ch_1,s_sig1.png", 4,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/ch_1,w_"
      "5,h_8192,blur_1.1,sharpen_0.3,bgcolor_0a0b0c80,page_10000/png/s:si"
      "g1" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/bgcolor_FF0000FF,wm_scale_100"
      ".avif", 4,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/bgcolor_ff00"
      "00/avif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/blur_0.5,wm_opacity_50,t"
      "_my_preset,wm_opacity_9,smart_crop_faces,h_200", 4,
      "-1!token \"wm_opacity_9\": wm_opacity is given twice; a key may ap"
      "pear once" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/blur_0.30,rot_90,wm_pos_tr,wm"
      "_pos_tl,cw_5.png", 4,
      "-1!token \"wm_pos_tl\": wm_pos is given twice; a key may appear on"
      "ce" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_pos_l,rot_180,page_1,"
      "bgcolor_FFFFFF,wm_opacity_9,filter_vibrance,smart_crop_faces,s_Ab-"
      "9_z", 4,
      "-1!token \"smart_crop_faces\": smart_crop must be one of face, ent"
      "ropy, center" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wt_x,smart_crop_center,g_nort"
      "heast,cw_1,wm_x,dpr_1.5,h_8192,ch_4,bgcolor_00FF00.gif", 4,
      "5|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.60654/cw_1,ch_"
      "4,h_8192,dpr_1.5,bgcolor_00ff00,wm_x,smart_crop_center,wt_x/gif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/smart_crop_entropy,ch_10"
      "0000.jpg", 5,
      "1|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/ch_1000"
      "00,smart_crop_entropy/jpg" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_1024,q_101,t_my.preset,wm_o"
      "pacity_9,h_6,dpr_2", 5,
      "-1!token \"q_101\": q must be an integer from 1 to 100" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_scale_10,sharpen_9.99"
      ",cx_10.webp", 5,
      "3|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/cx_10,s"
      "harpen_9.99/webp" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/g_entropy,wt_a,b,wm_pos_bl,dp"
      "r_1.255,s_sig1.png", 5,
      "-1!token \"b\": unknown key (tokens are key_value, e.g. w_300)" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/sharpen_0.3,page_10000,s"
      "mart_crop_face,smart_crop_center,cw_100000,cy_20,cy_2.avif", 5,
      "-1!token \"smart_crop_center\": plugin smart_crop is given twice; "
      "a plugin may appear once" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/blur_00.5,filter_contrast", 5,
      "-1!token \"blur_00.5\": blur must be a number from 0.3 to 100 with"
      " at most 2 decimals" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/fit_inside,ch_400.png", 5,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/ch_400/"
      "png" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/bg_40,wm_opacity_9,s_Ab-9_z", 5,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/bg_40/~avif/"
      "s:Ab-9_z" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/filter_cool,flip_h,rot_2"
      "70,sharpen_2,w_500,flip_x,bgcolor_FF0000FF,blur_100.01.gif", 5,
      "-1!token \"flip_x\": flip is given twice; a key may appear once" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/dpr_1,smart_crop_entropy,smar"
      "t_crop_entropy.jpg", 6,
      "-1!token \"smart_crop_entropy\": plugin smart_crop is given twice;"
      " a plugin may appear once" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_opacity_9,flip_h,h_20"
      "0,filter_warm,bg_1", 6,
      "6|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/h_200,f"
      "lip_h,bg_1,filter_warm/~legacy" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/filter_warm,cx_100001,dpr_4,w"
      "m_scale_1,wm_pos_l.webp", 6,
      "-1!token \"cx_100001\": cx must be an integer from 0 to 100000" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/fit_inside,wt_a,b,smart_"
      "crop_entropy,s_sig1.png", 6,
      "-1!token \"b\": unknown key (tokens are key_value, e.g. w_300)" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/dpr_1.5,filter_vibrance.avif", 6,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/dpr_1.5,filt"
      "er_vibrance/avif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/h_6,cx_0,bg_12,blur_0.30"
      ",wm_pos_tl,h_200,filter_cool", 6,
      "-1!token \"h_200\": h is given twice; a key may appear once" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_scale_50,page_1,filter_sep"
      "ia,wm_opacity_0,ch_400,wt_date,sharpen_9.99,ch_400,cw_100001,wm_po"
      "s_bl.png", 6,
      "-1!token \"ch_400\": ch is given twice; a key may appear once" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_1024,flip_v,sharpen_2,"
      "q_1,ch_100001,s_Ab-9_z", 6,
      "-1!token \"ch_100001\": ch must be an integer from 1 to 100000" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/rot_270,wm_pos_c,wm_pos_bl,wm"
      "_pos_r,cy_0,wm_pos_tl,wm_pos_t.gif", 6,
      "-1!token \"wm_pos_bl\": wm_pos is given twice; a key may appear on"
      "ce" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_position,cy_100000,fi"
      "lter_grayscale,t_p.jpg", 0,
      "1|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.23098/cy_"
      "100000,wm_position,t_p@41474,filter_grayscale/jpg" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_1,cx_100000,page_10000,fit_"
      "outside,g_southeast,w_1024,filter_vignette,bg_40,wm_pos_tr,bgcolor"
      "_FFFFFFFF", 0,
      "-1!token \"w_1024\": w is given twice; a key may appear once" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/page_7,rot_270,wm_opacit"
      "y_50,ch_1,cy_x.webp", 0,
      "-1!token \"cy_x\": cy must be an integer from 0 to 100000" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/rot_270,bg_12,dpr_2,bgcolor_F"
      "F0000FF,s_sig1.png", 0,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/dpr_2,rot_27"
      "0,bgcolor_ff0000,bg_12/png/s:sig1" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/cx_100001,page_2,sharpen"
      "_2,flip_v,cy_100000,bgcolor_FFFFFF,sharpen_9.99,t_my-preset.avif", 0,
      "-1!token \"cx_100001\": cx must be an integer from 0 to 100000" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_scale_100,page_10001,sharp"
      "en_10,filter_cool,sharpen_0.5,rot_0,rot_90,cy_0", 0,
      "-1!token \"page_10001\": page must be an integer from 1 to 10000" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/h_8192,w_1,smart_crop_Fa"
      "ce,smart_crop_entropy,h_6,wm_opacity_-1,t_my.preset,t_AZaz09_-AZaz"
      "09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-,bg_remove.png", 0,
      "-1!token \"smart_crop_Face\": smart_crop must be one of face, entr"
      "opy, center" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wt_copyright,fit_outside,g_at"
      "tention,s_Ab-9_z", 0,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/fit_outside,"
      "wt_copyright/~legacy/s:Ab-9_z" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_a,dpr_1.255,cw_100000"
      ",sharpen_10,cy_0,smart_crop_entropy,sharpen_1.001,wm_pos_tl,wm_opa"
      "city_50.gif", 0,
      "-1!token \"dpr_1.255\": dpr must be a number from 1 to 4 with at m"
      "ost 2 decimals" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_pos_l,wm_AZaz09_-AZaz09_-A"
      "Zaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-,wm_opacity_9,bgcol"
      "or_ffffff00,wm_opacity_9,flip_hv.jpg", 1,
      "-1!token \"wm_opacity_9\": wm_opacity is given twice; a key may ap"
      "pear once" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/cw_100000,page_7", 1,
      "4|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/cw_1000"
      "00,page_7/~avif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/g_southwest,bg_1,g_North,cw_5"
      ",wm_pos_c,sharpen_9.99,fit_outside,ch_1,flip_v.webp", 1,
      "-1!token \"g_North\": g is given twice; a key may appear once" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/cx_10,wm_opacity_0,dpr_2"
      ".0,cx_1,q_80,wm_scale-1,wm_scale-1,g_entropy,cx_100000,cy_20,fit_p"
      "ad,ch_1,bgcolor_ABCDEF12,s_sig1.png", 1,
      "-1!token \"cx_1\": cx is given twice; a key may appear once" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/cy_20,wm_opacity_0,wm_scale-1"
      ",fit_pad,q_80,wm_scale-1,g_entropy,dpr_2.0,cx_10,cx_1,cx_100000,bg"
      "color_ABCDEF12,ch_1.avif", 1,
      "-1!token \"wm_scale-1\": wm is given twice; a key may appear once" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/fit_pad,wm_scale-1,wm_sc"
      "ale-1,g_entropy,q_80,cx_10,cx_1,dpr_2.0,ch_1,cy_20,wm_opacity_0,cx"
      "_100000,bgcolor_ABCDEF12", 1,
      "-1!token \"wm_scale-1\": wm is given twice; a key may appear once" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/dpr_2.0,cx_1,wm_scale-1,bgcol"
      "or_ABCDEF12,cx_100000,fit_pad,wm_scale-1,g_entropy,wm_opacity_0,cx"
      "_10,cy_20,q_80,ch_1.png", 1,
      "-1!token \"cx_100000\": cx is given twice; a key may appear once" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/blur_1.10,blur_5,fit_con"
      "tain,s_Ab-9_z", 1,
      "-1!token \"blur_5\": blur is given twice; a key may appear once" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/blur_5,blur_1.10,fit_contain."
      "gif", 1,
      "-1!token \"blur_1.10\": blur is given twice; a key may appear once" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/fit_contain,blur_5,blur_"
      "1.10.jpg", 2,
      "-1!token \"blur_1.10\": blur is given twice; a key may appear once" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_card,q_8,q_80,page_7,fit_fi"
      "ll", 2,
      "-1!token \"q_80\": q is given twice; a key may appear once" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/q_80,t_card,fit_fill,pag"
      "e_7,q_8.webp", 2,
      "-1!token \"q_8\": q is given twice; a key may appear once" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/fit_fill,t_card,q_80,page_7,q"
      "_8,s_sig1.png", 2,
      "-1!token \"q_8\": q is given twice; a key may appear once" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/fit_fill,q_8,page_7,q_80"
      ",t_card.avif", 2,
      "-1!token \"q_80\": q is given twice; a key may appear once" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/q_100,wm_opacity_0,g_center,t"
      "_AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-,"
      "wm_opacity,bg_remove,dpr_1.50,rot_90,blur_5,bg_remove,flip_h,dpr_1"
      ".05", 2,
      "-1!token \"bg_remove\": plugin bg is given twice; a plugin may app"
      "ear once" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/g_center,dpr_1.05,dpr_1."
      "50,wm_opacity_0,blur_5,wm_opacity,flip_h,bg_remove,q_100,bg_remove"
      ",rot_90,t_AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-"
      "AZaz09_-.png", 2,
      "-1!token \"dpr_1.50\": dpr is given twice; a key may appear once" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/g_center,blur_5,t_AZaz09_-AZa"
      "z09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-,bg_remove,q_"
      "100,flip_h,dpr_1.50,bg_remove,wm_opacity,wm_opacity_0,dpr_1.05,rot"
      "_90,s_Ab-9_z", 2,
      "-1!token \"bg_remove\": plugin bg is given twice; a plugin may app"
      "ear once" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/flip_h,wm_opacity_0,q_10"
      "0,rot_90,blur_5,dpr_1.05,g_center,bg_remove,bg_remove,dpr_1.50,t_A"
      "Zaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-,wm"
      "_opacity.gif", 2,
      "-1!token \"bg_remove\": plugin bg is given twice; a plugin may app"
      "ear once" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/cx_1,g_west,page_1,rot_270,q_"
      "50,rot_90,wm_pos_t,wm_opacity.jpg", 3,
      "-1!token \"rot_90\": rot is given twice; a key may appear once" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/page_1,wm_opacity,g_west"
      ",q_50,rot_90,cx_1,rot_270,wm_pos_t", 3,
      "-1!token \"rot_270\": rot is given twice; a key may appear once" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_pos_t,page_1,g_west,q_50,r"
      "ot_270,cx_1,wm_opacity,rot_90.webp", 3,
      "-1!token \"rot_90\": rot is given twice; a key may appear once" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_opacity,rot_90,g_west"
      ",q_50,wm_pos_t,page_1,cx_1,rot_270,s_sig1.png", 3,
      "-1!token \"rot_270\": rot is given twice; a key may appear once" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_opacity_0,wt_(c)+ACME+2024"
      "!,t_card,rot_90.avif", 3,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/rot_90,wm_op"
      "acity_0,t_card@74437,wt_(c)+ACME+2024!/avif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wt_(c)+ACME+2024!,rot_90"
      ",t_card,wm_opacity_0", 3,
      "6|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/rot_90,"
      "wm_opacity_0,t_card@77652,wt_(c)+ACME+2024!/~legacy" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_card,wt_(c)+ACME+2024!,wm_o"
      "pacity_0,rot_90.png", 3,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/rot_90,wm_op"
      "acity_0,t_card@74437,wt_(c)+ACME+2024!/png" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_opacity_0,rot_90,t_ca"
      "rd,wt_(c)+ACME+2024!,s_Ab-9_z", 3,
      "6|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/rot_90,"
      "wm_opacity_0,t_card@77652,wt_(c)+ACME+2024!/~legacy/s:Ab-9_z" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/bg_40,w_5,filter_vibrance,wt_"
      "%C2%A9+me,h_768,page_2,cy_100000,rot_90,rot_90,dpr_2,cx_0,w_8192.g"
      "if", 3,
      "-1!token \"rot_90\": rot is given twice; a key may appear once" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_8192,cy_100000,rot_90,"
      "bg_40,h_768,cx_0,wt_%C2%A9+me,w_5,page_2,dpr_2,filter_vibrance,rot"
      "_90.jpg", 4,
      "-1!token \"w_5\": w is given twice; a key may appear once" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_8192,w_5,rot_90,dpr_2,bg_40"
      ",cy_100000,filter_vibrance,page_2,rot_90,wt_%C2%A9+me,h_768,cx_0", 4,
      "-1!token \"w_5\": w is given twice; a key may appear once" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/page_2,rot_90,h_768,w_81"
      "92,w_5,wt_%C2%A9+me,dpr_2,bg_40,cy_100000,filter_vibrance,rot_90,c"
      "x_0.webp", 4,
      "-1!token \"w_5\": w is given twice; a key may appear once" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/cx_99999,cw_100000,cx_100000,"
      "dpr_4.00,dpr_3.75,cx_1,flip_v,q_100,filter_vibrance,wm_pos_tr,w_50"
      "0,wm_scale_10,s_sig1.png", 4,
      "-1!token \"cx_100000\": cx is given twice; a key may appear once" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/cw_100000,dpr_4.00,w_500"
      ",filter_vibrance,q_100,dpr_3.75,flip_v,wm_scale_10,cx_1,cx_100000,"
      "cx_99999,wm_pos_tr.avif", 4,
      "-1!token \"dpr_3.75\": dpr is given twice; a key may appear once" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/q_100,w_500,dpr_3.75,cx_10000"
      "0,flip_v,cx_99999,cx_1,cw_100000,filter_vibrance,wm_scale_10,wm_po"
      "s_tr,dpr_4.00", 4,
      "-1!token \"cx_99999\": cx is given twice; a key may appear once" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/cx_100000,q_100,cx_99999"
      ",cw_100000,dpr_4.00,filter_vibrance,wm_pos_tr,flip_v,w_500,dpr_3.7"
      "5,wm_scale_10,cx_1.png", 4,
      "-1!token \"cx_99999\": cx is given twice; a key may appear once" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/g_south,cy_100000,page_10000,"
      "cw_100000,cw_1,cw_100000,s_Ab-9_z", 4,
      "-1!token \"cw_1\": cw is given twice; a key may appear once" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/g_south,cw_1,page_10000,"
      "cw_100000,cy_100000,cw_100000.gif", 4,
      "-1!token \"cw_100000\": cw is given twice; a key may appear once" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/cw_100000,cy_100000,cw_100000"
      ",cw_1,page_10000,g_south.jpg", 5,
      "-1!token \"cw_100000\": cw is given twice; a key may appear once" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/cw_1,page_10000,cy_10000"
      "0,g_south,cw_100000,cw_100000", 5,
      "-1!token \"cw_100000\": cw is given twice; a key may appear once" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_opacity_100,g_west,filter_"
      "grayscale,smart_crop_entropy,cy_2,wm_scale_1,bgcolor_Ff000080,wm_o"
      "pacity_50.webp", 5,
      "-1!token \"wm_opacity_50\": wm_opacity is given twice; a key may a"
      "ppear once" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_opacity_100,wm_opacit"
      "y_50,smart_crop_entropy,bgcolor_Ff000080,g_west,filter_grayscale,w"
      "m_scale_1,cy_2,s_sig1.png", 5,
      "-1!token \"wm_opacity_50\": wm_opacity is given twice; a key may a"
      "ppear once" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/cy_2,bgcolor_Ff000080,filter_"
      "grayscale,wm_opacity_100,g_west,smart_crop_entropy,wm_scale_1,wm_o"
      "pacity_50.avif", 5,
      "-1!token \"wm_opacity_50\": wm_opacity is given twice; a key may a"
      "ppear once" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/cy_2,wm_opacity_50,wm_sc"
      "ale_1,wm_opacity_100,bgcolor_Ff000080,smart_crop_entropy,g_west,fi"
      "lter_grayscale", 5,
      "-1!token \"wm_opacity_100\": wm_opacity is given twice; a key may "
      "appear once" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/g_northwest,cy_0,sharpen_0.3,"
      "smart_crop_entropy,wt_a,b,ch_4,h_8192,cw_300,cy_100000,flip_h,cw_1"
      "00000,q_1.png", 5,
      "-1!token \"b\": unknown key (tokens are key_value, e.g. w_300)" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/sharpen_0.3,flip_h,b,cy_"
      "0,ch_4,cw_300,g_northwest,wt_a,smart_crop_entropy,q_1,h_8192,cw_10"
      "0000,cy_100000,s_Ab-9_z", 5,
      "-1!token \"b\": unknown key (tokens are key_value, e.g. w_300)" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/cw_300,cw_100000,b,ch_4,flip_"
      "h,q_1,cy_0,wt_a,sharpen_0.3,smart_crop_entropy,g_northwest,h_8192,"
      "cy_100000.gif", 5,
      "-1!token \"cw_100000\": cw is given twice; a key may appear once" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/ch_4,cy_100000,h_8192,cw"
      "_100000,flip_h,g_northwest,sharpen_0.3,wt_a,smart_crop_entropy,q_1"
      ",cw_300,cy_0,b.jpg", 6,
      "-1!token \"cw_300\": cw is given twice; a key may appear once" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/cy_0,sharpen_1,ch_4", 6,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/ch_4,sharpen"
      "_1/~legacy" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/ch_4,cy_0,sharpen_1.webp", 6,
      "3|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/ch_4,sh"
      "arpen_1/webp" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/sharpen_1,cy_0,ch_4,s_sig1.pn"
      "g", 6,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/ch_4,sharpen"
      "_1/png/s:sig1" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/flip_v,wt_date,wt_\342"
      "\202\254,smart_crop_entropy,cy_0,q_80.avif", 6,
      "-1!token \"wt_\077\077\077\": plugin wt is given twice; a plugin m"
      "ay appear once" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wt_\342\202\254,wt_date,smart"
      "_crop_entropy,cy_0,flip_v,q_80", 6,
      "-1!token \"wt_date\": plugin wt is given twice; a plugin may appea"
      "r once" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/cy_0,wt_date,wt_\342\202"
      "\254,flip_v,q_80,smart_crop_entropy.png", 6,
      "-1!token \"wt_\077\077\077\": plugin wt is given twice; a plugin m"
      "ay appear once" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/cy_0,flip_v,wt_date,smart_cro"
      "p_entropy,wt_\342\202\254,q_80,s_Ab-9_z", 6,
      "-1!token \"wt_\077\077\077\": plugin wt is given twice; a plugin m"
      "ay appear once" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/cy_100000,blur_100,sharp"
      "en_10,blur_100.gif", 6,
      "-1!token \"blur_100\": blur is given twice; a key may appear once" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/cy_100000,sharpen_10,blur_100"
      ",blur_100.jpg", 0,
      "-1!token \"blur_100\": blur is given twice; a key may appear once" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/blur_100,sharpen_10,blur"
      "_100,cy_100000", 0,
      "-1!token \"blur_100\": blur is given twice; a key may appear once" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/sharpen_10,cy_100000,blur_100"
      ",blur_100.webp", 0,
      "-1!token \"blur_100\": blur is given twice; a key may appear once" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/page_1,wt_%C2%A9+me,bgco"
      "lor_ABCDEF12,wm_opacity_50,filter_cool,h_200,cx_10,s_sig1.png", 0,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/cx_10,h"
      "_200,bgcolor_abcdef12,filter_cool,wt_%C2%A9+me/png/s:sig1" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/filter_cool,bgcolor_ABCDEF12,"
      "wm_opacity_50,wt_%C2%A9+me,cx_10,page_1,h_200.avif", 0,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/cx_10,h_200,"
      "bgcolor_abcdef12,filter_cool,wt_%C2%A9+me/avif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_opacity_50,wt_%C2%A9+"
      "me,filter_cool,cx_10,h_200,bgcolor_ABCDEF12,page_1", 0,
      "6|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/cx_10,h"
      "_200,bgcolor_abcdef12,filter_cool,wt_%C2%A9+me/~legacy" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/cx_10,filter_cool,h_200,page_"
      "1,bgcolor_ABCDEF12,wm_opacity_50,wt_%C2%A9+me.png", 0,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/cx_10,h_200,"
      "bgcolor_abcdef12,filter_cool,wt_%C2%A9+me/png" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_500,h_768,fit_contain,"
      "wm_scale_100,s_Ab-9_z", 0,
      "6|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_500,h"
      "_768,fit_contain/~legacy/s:Ab-9_z" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/fit_contain,wm_scale_100,w_50"
      "0,h_768.gif", 0,
      "5|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_500,h_768,"
      "fit_contain/gif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_scale_100,fit_contain"
      ",h_768,w_500.jpg", 1,
      "1|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_500,h"
      "_768,fit_contain/jpg" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/fit_contain,wm_scale_100,h_76"
      "8,w_500", 1,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_500,h_768,"
      "fit_contain/~avif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/filter_contrast,wt_(c)+A"
      "CME+2024!,wm_a,smart_crop_entropy,wm_x.webp", 1,
      "-1!token \"wm_x\": wm is given twice; a key may appear once" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_a,wm_x,filter_contrast,wt_"
      "(c)+ACME+2024!,smart_crop_entropy,s_sig1.png", 1,
      "-1!token \"wm_x\": wm is given twice; a key may appear once" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_x,smart_crop_entropy,"
      "wm_a,filter_contrast,wt_(c)+ACME+2024!.avif", 1,
      "-1!token \"wm_a\": wm is given twice; a key may appear once" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/filter_contrast,wm_x,smart_cr"
      "op_entropy,wm_a,wt_(c)+ACME+2024!", 1,
      "-1!token \"wm_a\": wm is given twice; a key may appear once" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/cw_1,h_8192,wm_pos_l.png", 1,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/cw_1,h_"
      "8192/png" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/h_8192,wm_pos_l,cw_1,s_Ab-9_z", 1,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/cw_1,h_8192/"
      "~avif/s:Ab-9_z" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_pos_l,cw_1,h_8192.gif", 1,
      "5|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/cw_1,h_"
      "8192/gif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/q_8,cy_100000,blur_0.75,wm_po"
      "s_b,g_southeast,sharpen_2,wm_pos_br,wm_scale-1,flip_v,wm_pos_l,dpr"
      "_1.5.jpg", 2,
      "-1!token \"wm_pos_br\": wm_pos is given twice; a key may appear on"
      "ce" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_scale-1,q_8,cy_100000"
      ",sharpen_2,wm_pos_br,g_southeast,blur_0.75,wm_pos_b,flip_v,dpr_1.5"
      ",wm_pos_l", 2,
      "-1!token \"wm_pos_b\": wm_pos is given twice; a key may appear onc"
      "e" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_pos_b,g_southeast,wm_pos_l"
      ",blur_0.75,flip_v,sharpen_2,dpr_1.5,wm_pos_br,q_8,wm_scale-1,cy_10"
      "0000.webp", 2,
      "-1!token \"wm_pos_l\": wm_pos is given twice; a key may appear onc"
      "e" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/g_southeast,q_8,blur_0.7"
      "5,wm_pos_l,cy_100000,dpr_1.5,sharpen_2,wm_scale-1,flip_v,wm_pos_br"
      ",wm_pos_b,s_sig1.png", 2,
      "-1!token \"wm_pos_br\": wm_pos is given twice; a key may appear on"
      "ce" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/filter_vibrance,ch_100000,wm_"
      "x,filter_contrast,blur_100,cy_0,filter_sepia,rot_0.avif", 2,
      "-1!token \"filter_contrast\": plugin filter is given twice; a plug"
      "in may appear once" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/filter_vibrance,cy_0,wm_"
      "x,rot_0,blur_100,filter_contrast,ch_100000,filter_sepia", 2,
      "-1!token \"filter_contrast\": plugin filter is given twice; a plug"
      "in may appear once" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/rot_0,filter_contrast,blur_10"
      "0,filter_sepia,ch_100000,cy_0,wm_x,filter_vibrance.png", 2,
      "-1!token \"filter_sepia\": plugin filter is given twice; a plugin "
      "may appear once" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/blur_100,rot_0,wm_x,cy_0"
      ",filter_vibrance,ch_100000,filter_sepia,filter_contrast,s_Ab-9_z", 2,
      "-1!token \"filter_sepia\": plugin filter is given twice; a plugin "
      "may appear once" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/page_1,fit_fill,g_east,page_2"
      ",q_100,wm_opacity,h_200.gif", 2,
      "-1!token \"page_2\": page is given twice; a key may appear once" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/q_100,wm_opacity,h_200,p"
      "age_1,g_east,fit_fill,page_2.jpg", 3,
      "-1!token \"page_2\": page is given twice; a key may appear once" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/q_100,g_east,page_2,wm_opacit"
      "y,h_200,fit_fill,page_1", 3,
      "-1!token \"page_1\": page is given twice; a key may appear once" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/h_200,page_1,q_100,page_"
      "2,wm_opacity,fit_fill,g_east.webp", 3,
      "-1!token \"page_2\": page is given twice; a key may appear once" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/sharpen_9.99,t_AZaz09_-AZaz09"
      "_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-,dpr_1.0,fit_fil"
      "l,bgcolor_Ff000080,cw_100000,w_8192,cx_1,g_southwest,wt_\360\237"
      "\223\267,filter_sepia,blur_0.5,s_sig1.png", 3,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/cx_1,cw_1000"
      "00,w_8192,dpr_1,fit_fill,g_southwest,blur_0.5,sharpen_9.99,bgcolor"
      "_ff000080,t_AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09"
      "_-AZaz09_-,filter_sepia,wt_\360\237\223\267/png/s:sig1" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/bgcolor_Ff000080,dpr_1.0"
      ",blur_0.5,g_southwest,wt_\360\237\223\267,t_AZaz09_-AZaz09_-AZaz09"
      "_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-,fit_fill,cx_1,filter_se"
      "pia,cw_100000,sharpen_9.99,w_8192.avif", 3,
      "4|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/cx_1,cw"
      "_100000,w_8192,dpr_1,fit_fill,g_southwest,blur_0.5,sharpen_9.99,bg"
      "color_ff000080,t_AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-A"
      "Zaz09_-AZaz09_-@29254,filter_sepia,wt_\360\237\223\267/avif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_8192,blur_0.5,fit_fill,wt_"
      "\360\237\223\267,bgcolor_Ff000080,t_AZaz09_-AZaz09_-AZaz09_-AZaz09"
      "_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-,sharpen_9.99,filter_sepia,cx_1,"
      "dpr_1.0,g_southwest,cw_100000", 3,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/cx_1,cw_1000"
      "00,w_8192,dpr_1,fit_fill,g_southwest,blur_0.5,sharpen_9.99,bgcolor"
      "_ff000080,t_AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09"
      "_-AZaz09_-,filter_sepia,wt_\360\237\223\267/~legacy" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/bgcolor_Ff000080,g_south"
      "west,wt_\360\237\223\267,sharpen_9.99,w_8192,blur_0.5,fit_fill,cx_"
      "1,cw_100000,t_AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz"
      "09_-AZaz09_-,filter_sepia,dpr_1.0.png", 3,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/cx_1,cw"
      "_100000,w_8192,dpr_1,fit_fill,g_southwest,blur_0.5,sharpen_9.99,bg"
      "color_ff000080,t_AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-A"
      "Zaz09_-AZaz09_-@29254,filter_sepia,wt_\360\237\223\267/png" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/page_7,cy_0,wm_pos_t,wm_opaci"
      "ty_99,s_Ab-9_z", 3,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/page_7/~lega"
      "cy/s:Ab-9_z" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/page_7,wm_pos_t,wm_opaci"
      "ty_99,cy_0.gif", 3,
      "5|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/page_7/"
      "gif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/cy_0,wm_pos_t,page_7,wm_opaci"
      "ty_99.jpg", 4,
      "1|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/page_7/jpg" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/cy_0,wm_pos_t,wm_opacity"
      "_99,page_7", 4,
      "6|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/page_7/"
      "~legacy" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_card,w_500,cy_0,cw_1,wm_sca"
      "le_10,sharpen_0.3,bg_12,q_80.webp", 4,
      "3|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/cy_0,cw_1,w_"
      "500,sharpen_0.3,q_80,wm_scale_10,t_card@74437,bg_12/webp" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/cy_0,t_card,cw_1,w_500,s"
      "harpen_0.3,q_80,wm_scale_10,bg_12,s_sig1.png", 4,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/cy_0,cw"
      "_1,w_500,sharpen_0.3,q_80,wm_scale_10,t_card@77652,bg_12/png/s:sig"
      "1" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/bg_12,cw_1,q_80,sharpen_0.3,t"
      "_card,cy_0,w_500,wm_scale_10.avif", 4,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/cy_0,cw_1,w_"
      "500,sharpen_0.3,q_80,wm_scale_10,t_card@74437,bg_12/avif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/cy_0,bg_12,cw_1,w_500,sh"
      "arpen_0.3,q_80,wm_scale_10,t_card", 4,
      "6|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/cy_0,cw"
      "_1,w_500,sharpen_0.3,q_80,wm_scale_10,t_card@77652,bg_12/~legacy" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wt_copyright,sharpen_9.99,pag"
      "e_2,sharpen_2,sharpen_10,fit_pad,filter_vibrance,bgcolor_123456,h_"
      "200,w_300,filter_contrast.png", 4,
      "-1!token \"sharpen_2\": sharpen is given twice; a key may appear o"
      "nce" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/filter_contrast,bgcolor_"
      "123456,sharpen_10,w_300,wt_copyright,sharpen_9.99,fit_pad,page_2,h"
      "_200,sharpen_2,filter_vibrance,s_Ab-9_z", 4,
      "-1!token \"sharpen_9.99\": sharpen is given twice; a key may appea"
      "r once" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/filter_contrast,h_200,page_2,"
      "sharpen_9.99,filter_vibrance,fit_pad,sharpen_2,sharpen_10,wt_copyr"
      "ight,bgcolor_123456,w_300.gif", 4,
      "-1!token \"filter_vibrance\": plugin filter is given twice; a plug"
      "in may appear once" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/bgcolor_123456,h_200,sha"
      "rpen_2,w_300,filter_contrast,wt_copyright,fit_pad,sharpen_9.99,sha"
      "rpen_10,page_2,filter_vibrance.jpg", 5,
      "-1!token \"sharpen_9.99\": sharpen is given twice; a key may appea"
      "r once" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/filter_vibrance,w_5,wm_pos_t", 5,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_5,filter_v"
      "ibrance/~avif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_5,wm_pos_t,filter_vibr"
      "ance.webp", 5,
      "3|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_5,fil"
      "ter_vibrance/webp" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/flip_h,cw_1,rot_90,dpr_1.0,fi"
      "lter_warm,s_sig1.png", 5,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/cw_1,rot_90,"
      "flip_h,filter_warm/png/s:sig1" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/filter_warm,rot_90,flip_"
      "h,cw_1,dpr_1.0.avif", 5,
      "4|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/cw_1,ro"
      "t_90,flip_h,filter_warm/avif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/rot_90,flip_h,cw_1,filter_war"
      "m,dpr_1.0", 5,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/cw_1,rot_90,"
      "flip_h,filter_warm/~avif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/rot_90,cw_1,filter_warm,"
      "flip_h,dpr_1.0.png", 5,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/cw_1,ro"
      "t_90,flip_h,filter_warm/png" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_5,bgcolor_123456,rot_270,sh"
      "arpen_1,dpr_1.05,s_Ab-9_z", 5,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_5,dpr_1.05"
      ",rot_270,sharpen_1,bgcolor_123456/~avif/s:Ab-9_z" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/dpr_1.05,bgcolor_123456,"
      "w_5,rot_270,sharpen_1.gif", 5,
      "5|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_5,dpr"
      "_1.05,rot_270,sharpen_1,bgcolor_123456/gif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/dpr_1.05,w_5,sharpen_1,bgcolo"
      "r_123456,rot_270.jpg", 6,
      "1|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_5,dpr_1.05"
      ",rot_270,sharpen_1,bgcolor_123456/jpg" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/rot_270,w_5,dpr_1.05,sha"
      "rpen_1,bgcolor_123456", 6,
      "6|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_5,dpr"
      "_1.05,rot_270,sharpen_1,bgcolor_123456/~legacy" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/blur_100.00,g_center,blur_0.5"
      ",sharpen_2,t_my-preset,flip_hv,cw_1,flip_h,q_50,ch_4,bg_remove,blu"
      "r_0.30.webp", 6,
      "-1!token \"blur_0.5\": blur is given twice; a key may appear once" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/blur_100.00,blur_0.5,cw_"
      "1,t_my-preset,flip_hv,blur_0.30,bg_remove,g_center,sharpen_2,flip_"
      "h,ch_4,q_50,s_sig1.png", 6,
      "-1!token \"blur_0.5\": blur is given twice; a key may appear once" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/blur_0.5,cw_1,ch_4,flip_hv,t_"
      "my-preset,g_center,flip_h,blur_100.00,blur_0.30,bg_remove,sharpen_"
      "2,q_50.avif", 6,
      "-1!token \"flip_h\": flip is given twice; a key may appear once" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_my-preset,ch_4,blur_0."
      "5,q_50,blur_100.00,cw_1,flip_hv,flip_h,g_center,blur_0.30,bg_remov"
      "e,sharpen_2", 6,
      "-1!token \"blur_100.00\": blur is given twice; a key may appear on"
      "ce" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wt_x,flip_v,w_5,w_1.png", 6,
      "-1!token \"w_1\": w is given twice; a key may appear once" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wt_x,flip_v,w_1,w_5,s_Ab"
      "-9_z", 6,
      "-1!token \"w_5\": w is given twice; a key may appear once" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_5,w_1,wt_x,flip_v.gif", 6,
      "-1!token \"w_1\": w is given twice; a key may appear once" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_1,wt_x,flip_v,w_5.jpg", 0,
      "-1!token \"w_5\": w is given twice; a key may appear once" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/h_768,cx_0,rot_180,t_p", 0,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/cx_0,h_768,r"
      "ot_180,t_p/~legacy" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/rot_180,cx_0,t_p,h_768.w"
      "ebp", 0,
      "3|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/cx_0,h_"
      "768,rot_180,t_p@41474/webp" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,cx_0,h_768,rot_180,s_sig1"
      ".png", 0,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/cx_0,h_768,r"
      "ot_180,t_p/png/s:sig1" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/h_768,t_p,rot_180,cx_0.a"
      "vif", 0,
      "4|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/cx_0,h_"
      "768,rot_180,t_p@41474/avif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/h_6,g_east,cy_20,cx_99999,t_a"
      ",w_500,ch_4,bgcolor_123456,bg_12,wt_\302\251+J\303\274rgen", 0,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/cx_99999,cy_"
      "20,ch_4,w_500,h_6,g_east,bgcolor_123456,t_a,bg_12,wt_\302\251+J"
      "\303\274rgen/~legacy" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/cy_20,ch_4,h_6,t_a,bgcol"
      "or_123456,g_east,w_500,wt_\302\251+J\303\274rgen,cx_99999,bg_12.pn"
      "g", 0,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/cx_9999"
      "9,cy_20,ch_4,w_500,h_6,g_east,bgcolor_123456,t_a@18309,bg_12,wt_"
      "\302\251+J\303\274rgen/png" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/ch_4,g_east,cx_99999,h_6,bgco"
      "lor_123456,bg_12,t_a,w_500,cy_20,wt_\302\251+J\303\274rgen,s_Ab-9_"
      "z", 0,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/cx_99999,cy_"
      "20,ch_4,w_500,h_6,g_east,bgcolor_123456,t_a,bg_12,wt_\302\251+J"
      "\303\274rgen/~legacy/s:Ab-9_z" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/h_6,cx_99999,bgcolor_123"
      "456,t_a,ch_4,wt_\302\251+J\303\274rgen,g_east,cy_20,w_500,bg_12.gi"
      "f", 0,
      "5|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/cx_9999"
      "9,cy_20,ch_4,w_500,h_6,g_east,bgcolor_123456,t_a@18309,bg_12,wt_"
      "\302\251+J\303\274rgen/gif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/h_768,g_entropy,bgcolor_12345"
      "6,h_8192,filter_cool,ch_100000,filter_grayscale,filter_sepia.jpg", 1,
      "-1!token \"h_8192\": h is given twice; a key may appear once" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/filter_sepia,filter_gray"
      "scale,g_entropy,bgcolor_123456,h_768,h_8192,filter_cool,ch_100000", 1,
      "-1!token \"filter_grayscale\": plugin filter is given twice; a plu"
      "gin may appear once" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/ch_100000,bgcolor_123456,filt"
      "er_cool,h_768,h_8192,g_entropy,filter_grayscale,filter_sepia.webp", 1,
      "-1!token \"h_8192\": h is given twice; a key may appear once" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/h_8192,filter_sepia,bgco"
      "lor_123456,filter_cool,h_768,ch_100000,g_entropy,filter_grayscale,"
      "s_sig1.png", 1,
      "-1!token \"filter_cool\": plugin filter is given twice; a plugin m"
      "ay appear once" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/blur_0.3,dpr_4.00,g_west,w_10"
      "24,q_100,wm_pos_l,page_7.avif", 1,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_1024,dpr_4"
      ",blur_0.3,page_7,q_100/avif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_pos_l,w_1024,dpr_4.00"
      ",q_100,g_west,page_7,blur_0.3", 1,
      "4|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_1024,"
      "dpr_4,blur_0.3,page_7,q_100/~avif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/q_100,wm_pos_l,w_1024,g_west,"
      "dpr_4.00,blur_0.3,page_7.png", 1,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_1024,dpr_4"
      ",blur_0.3,page_7,q_100/png" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/g_west,blur_0.3,w_1024,d"
      "pr_4.00,wm_pos_l,q_100,page_7,s_Ab-9_z", 1,
      "4|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_1024,"
      "dpr_4,blur_0.3,page_7,q_100/~avif/s:Ab-9_z" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_pos_c,t_AZaz09_-AZaz09_-AZ"
      "az09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-,page_2,filter_warm,"
      "page_10000,smart_crop_entropy,flip_h,cx_10,bgcolor_ABCDEF12,dpr_1."
      "05,flip_v.gif", 1,
      "-1!token \"page_10000\": page is given twice; a key may appear onc"
      "e" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/dpr_1.05,filter_warm,bgc"
      "olor_ABCDEF12,page_2,smart_crop_entropy,t_AZaz09_-AZaz09_-AZaz09_-"
      "AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-,page_10000,wm_pos_c,flip_"
      "v,flip_h,cx_10.jpg", 2,
      "-1!token \"page_10000\": page is given twice; a key may appear onc"
      "e" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/flip_h,bgcolor_ABCDEF12,t_AZa"
      "z09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-,cx_1"
      "0,smart_crop_entropy,dpr_1.05,filter_warm,page_10000,page_2,flip_v"
      ",wm_pos_c", 2,
      "-1!token \"page_2\": page is given twice; a key may appear once" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_AZaz09_-AZaz09_-AZaz09"
      "_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-,smart_crop_entropy,cx_1"
      "0,filter_warm,wm_pos_c,bgcolor_ABCDEF12,flip_v,flip_h,page_2,dpr_1"
      ".05,page_10000.webp", 2,
      "-1!token \"flip_h\": flip is given twice; a key may appear once" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/fit_outside,filter_warm,smart"
      "_crop_entropy,wm_pos_t,q_80,wm_pos_t,bgcolor_000000,flip_h,bg_1,w_"
      "8192,cx_0,s_sig1.png", 2,
      "-1!token \"wm_pos_t\": wm_pos is given twice; a key may appear onc"
      "e" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/flip_h,bgcolor_000000,w_"
      "8192,q_80,smart_crop_entropy,cx_0,wm_pos_t,fit_outside,filter_warm"
      ",wm_pos_t,bg_1.avif", 2,
      "-1!token \"wm_pos_t\": wm_pos is given twice; a key may appear onc"
      "e" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/fit_outside,smart_crop_entrop"
      "y,cx_0,filter_warm,w_8192,flip_h,q_80,bg_1,wm_pos_t,bgcolor_000000"
      ",wm_pos_t", 2,
      "-1!token \"wm_pos_t\": wm_pos is given twice; a key may appear onc"
      "e" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/fit_outside,filter_warm,"
      "flip_h,wm_pos_t,bgcolor_000000,cx_0,w_8192,q_80,wm_pos_t,smart_cro"
      "p_entropy,bg_1.png", 2,
      "-1!token \"wm_pos_t\": wm_pos is given twice; a key may appear onc"
      "e" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_opacity_0,smart_crop_face,"
      "bg_remove,dpr_1.00,rot_90,wm_opacity_99,s_Ab-9_z", 2,
      "-1!token \"wm_opacity_99\": wm_opacity is given twice; a key may a"
      "ppear once" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/bg_remove,rot_90,smart_c"
      "rop_face,dpr_1.00,wm_opacity_99,wm_opacity_0.gif", 2,
      "-1!token \"wm_opacity_0\": wm_opacity is given twice; a key may ap"
      "pear once" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/rot_90,wm_opacity_99,wm_opaci"
      "ty_0,smart_crop_face,dpr_1.00,bg_remove.jpg", 3,
      "-1!token \"wm_opacity_0\": wm_opacity is given twice; a key may ap"
      "pear once" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/bg_remove,rot_90,wm_opac"
      "ity_0,wm_opacity_99,dpr_1.00,smart_crop_face", 3,
      "-1!token \"wm_opacity_99\": wm_opacity is given twice; a key may a"
      "ppear once" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/fit_fill,bgcolor_01234567,wm_"
      "opacity_99,smart_crop_face,wt_%C2%A9+me,fit_inside,flip_h,rot_180,"
      "flip_hv,q_80,sharpen_0.3,fit_fill.webp", 3,
      "-1!token \"fit_inside\": fit is given twice; a key may appear once" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_opacity_99,smart_crop"
      "_face,wt_%C2%A9+me,rot_180,sharpen_0.3,flip_hv,bgcolor_01234567,fl"
      "ip_h,fit_fill,fit_fill,q_80,fit_inside,s_sig1.png", 3,
      "-1!token \"flip_h\": flip is given twice; a key may appear once" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/fit_inside,flip_h,flip_hv,sma"
      "rt_crop_face,wt_%C2%A9+me,sharpen_0.3,fit_fill,bgcolor_01234567,wm"
      "_opacity_99,rot_180,q_80,fit_fill.avif", 3,
      "-1!token \"flip_hv\": flip is given twice; a key may appear once" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/fit_inside,bgcolor_01234"
      "567,fit_fill,fit_fill,flip_hv,smart_crop_face,wm_opacity_99,wt_%C2"
      "%A9+me,sharpen_0.3,rot_180,flip_h,q_80", 3,
      "-1!token \"fit_fill\": fit is given twice; a key may appear once" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/ch_1,h_1,wm_opacity_99,bg_rem"
      "ove,h_6,bg_12,wt_\360\237\223\267,bg_1,smart_crop_entropy,bg_12,fl"
      "ip_hv,cy_100000,wm_scale_100.png", 3,
      "-1!token \"h_6\": h is given twice; a key may appear once" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/bg_remove,bg_12,wm_scale"
      "_100,bg_12,cy_100000,bg_1,h_6,smart_crop_entropy,flip_hv,h_1,ch_1,"
      "wm_opacity_99,wt_\360\237\223\267,s_Ab-9_z", 3,
      "-1!token \"bg_12\": plugin bg is given twice; a plugin may appear "
      "once" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/cy_100000,h_6,wt_\360\237\223"
      "\267,ch_1,smart_crop_entropy,bg_1,h_1,wm_scale_100,bg_12,wm_opacit"
      "y_99,bg_12,bg_remove,flip_hv.gif", 3,
      "-1!token \"h_1\": h is given twice; a key may appear once" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/bg_12,bg_1,wm_opacity_99"
      ",ch_1,wm_scale_100,flip_hv,cy_100000,h_6,bg_remove,h_1,smart_crop_"
      "entropy,wt_\360\237\223\267,bg_12.jpg", 4,
      "-1!token \"bg_1\": plugin bg is given twice; a plugin may appear o"
      "nce" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/smart_crop_center,filter_cont"
      "rast,g_southeast,w_1024,filter_sepia,t_hero,rot_180", 4,
      "-1!token \"filter_sepia\": plugin filter is given twice; a plugin "
      "may appear once" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/rot_180,filter_contrast,"
      "filter_sepia,t_hero,smart_crop_center,g_southeast,w_1024.webp", 4,
      "-1!token \"filter_sepia\": plugin filter is given twice; a plugin "
      "may appear once" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/smart_crop_center,rot_180,t_h"
      "ero,filter_sepia,filter_contrast,w_1024,g_southeast,s_sig1.png", 4,
      "-1!token \"filter_contrast\": plugin filter is given twice; a plug"
      "in may appear once" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/filter_contrast,filter_s"
      "epia,g_southeast,smart_crop_center,w_1024,t_hero,rot_180.avif", 4,
      "-1!token \"filter_sepia\": plugin filter is given twice; a plugin "
      "may appear once" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/cy_100000,t_my_preset,sharpen"
      "_0.5,bgcolor_Ff000080,page_10000,wm_position,cw_300", 4,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.59901/cy_10000"
      "0,cw_300,sharpen_0.5,bgcolor_ff000080,page_10000,wm_position,t_my_"
      "preset@44041/~legacy" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_my_preset,sharpen_0.5,"
      "cy_100000,cw_300,page_10000,wm_position,bgcolor_Ff000080.png", 4,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.23098/cy_"
      "100000,cw_300,sharpen_0.5,bgcolor_ff000080,page_10000,wm_position,"
      "t_my_preset@4734/png" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_my_preset,sharpen_0.5,cw_30"
      "0,cy_100000,bgcolor_Ff000080,page_10000,wm_position,s_Ab-9_z", 4,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.59901/cy_10000"
      "0,cw_300,sharpen_0.5,bgcolor_ff000080,page_10000,wm_position,t_my_"
      "preset@44041/~legacy/s:Ab-9_z" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/page_10000,sharpen_0.5,b"
      "gcolor_Ff000080,cy_100000,t_my_preset,cw_300,wm_position.gif", 4,
      "5|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.23098/cy_"
      "100000,cw_300,sharpen_0.5,bgcolor_ff000080,page_10000,wm_position,"
      "t_my_preset@4734/gif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/page_10000,t_a,sharpen_9.99.j"
      "pg", 5,
      "1|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/sharpen_9.99"
      ",page_10000,t_a/jpg" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_a,page_10000,sharpen_9"
      ".99", 5,
      "4|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/sharpen"
      "_9.99,page_10000,t_a@18309/~avif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_a,sharpen_9.99,page_10000.w"
      "ebp", 5,
      "3|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/sharpen_9.99"
      ",page_10000,t_a/webp" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/page_10000,sharpen_9.99,"
      "t_a,s_sig1.png", 5,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/sharpen"
      "_9.99,page_10000,t_a@18309/png/s:sig1" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/sharpen_0.3,w_5,cx_100000,h_2"
      "00,ch_100000,smart_crop_face,t_hero,q_1,rot_270,w_1024.avif", 5,
      "-1!token \"w_1024\": w is given twice; a key may appear once" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/h_200,ch_100000,t_hero,s"
      "mart_crop_face,cx_100000,w_5,q_1,rot_270,w_1024,sharpen_0.3", 5,
      "-1!token \"w_1024\": w is given twice; a key may appear once" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_5,t_hero,w_1024,rot_270,sma"
      "rt_crop_face,ch_100000,sharpen_0.3,q_1,h_200,cx_100000.png", 5,
      "-1!token \"w_1024\": w is given twice; a key may appear once" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/h_200,cx_100000,t_hero,r"
      "ot_270,q_1,ch_100000,w_1024,smart_crop_face,sharpen_0.3,w_5,s_Ab-9"
      "_z", 5,
      "-1!token \"w_5\": w is given twice; a key may appear once" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_pos_r,wt_\302\251+J\303"
      "\274rgen,rot_270,w_1,smart_crop_entropy,ch_4,wm_opacity,dpr_1.5,fl"
      "ip_hv,t_b.gif", 5,
      "5|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.93331/ch_4,w_1"
      ",dpr_1.5,rot_270,flip_hv,wm_opacity,wm_pos_r,t_b@71459,smart_crop_"
      "entropy,wt_\302\251+J\303\274rgen/gif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/flip_hv,ch_4,wt_\302\251"
      "+J\303\274rgen,t_b,rot_270,wm_opacity,w_1,dpr_1.5,wm_pos_r,smart_c"
      "rop_entropy.jpg", 6,
      "1|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.93206/ch_"
      "4,w_1,dpr_1.5,rot_270,flip_hv,wm_opacity,wm_pos_r,t_b@33676,smart_"
      "crop_entropy,wt_\302\251+J\303\274rgen/jpg" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_b,smart_crop_entropy,wm_pos"
      "_r,rot_270,wm_opacity,dpr_1.5,ch_4,w_1,wt_\302\251+J\303\274rgen,f"
      "lip_hv", 6,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.93331/ch_4,w_1"
      ",dpr_1.5,rot_270,flip_hv,wm_opacity,wm_pos_r,t_b@71459,smart_crop_"
      "entropy,wt_\302\251+J\303\274rgen/~legacy" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/rot_270,flip_hv,smart_cr"
      "op_entropy,wt_\302\251+J\303\274rgen,wm_opacity,t_b,wm_pos_r,w_1,d"
      "pr_1.5,ch_4.webp", 6,
      "3|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.93206/ch_"
      "4,w_1,dpr_1.5,rot_270,flip_hv,wm_opacity,wm_pos_r,t_b@33676,smart_"
      "crop_entropy,wt_\302\251+J\303\274rgen/webp" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/ch_1,wm_pos_br,t_card,bg_255,"
      "blur_1.10,g_northeast,sharpen_0.3,s_sig1.png", 6,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/ch_1,g_north"
      "east,blur_1.1,sharpen_0.3,wm_pos_br,t_card@74437,bg_255/png/s:sig1" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/g_northeast,bg_255,wm_po"
      "s_br,sharpen_0.3,ch_1,blur_1.10,t_card.avif", 6,
      "4|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/ch_1,g_"
      "northeast,blur_1.1,sharpen_0.3,wm_pos_br,t_card@77652,bg_255/avif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/g_northeast,wm_pos_br,bg_255,"
      "blur_1.10,t_card,sharpen_0.3,ch_1", 6,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/ch_1,g_north"
      "east,blur_1.1,sharpen_0.3,wm_pos_br,t_card@74437,bg_255/~legacy" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_card,bg_255,sharpen_0."
      "3,g_northeast,ch_1,blur_1.10,wm_pos_br.png", 6,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/ch_1,g_"
      "northeast,blur_1.1,sharpen_0.3,wm_pos_br,t_card@77652,bg_255/png" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/dpr_2,g_northeast,q_8,h_8192,"
      "filter_warm,cx_100000,t_card,s_Ab-9_z", 6,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/cx_100000,h_"
      "8192,dpr_2,g_northeast,q_8,t_card@74437,filter_warm/~legacy/s:Ab-9"
      "_z" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/dpr_2,filter_warm,h_8192"
      ",cx_100000,g_northeast,t_card,q_8.gif", 6,
      "5|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/cx_1000"
      "00,h_8192,dpr_2,g_northeast,q_8,t_card@77652,filter_warm/gif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/h_8192,q_8,cx_100000,t_card,d"
      "pr_2,g_northeast,filter_warm.jpg", 0,
      "1|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/cx_100000,h_"
      "8192,dpr_2,g_northeast,q_8,t_card@74437,filter_warm/jpg" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/filter_warm,t_card,h_819"
      "2,cx_100000,g_northeast,dpr_2,q_8", 0,
      "6|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/cx_1000"
      "00,h_8192,dpr_2,g_northeast,q_8,t_card@77652,filter_warm/~legacy" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/filter_warm,dpr_1.05.webp", 0,
      "3|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/dpr_1.05,fil"
      "ter_warm/webp" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/dpr_1.05,filter_warm,s_s"
      "ig1.png", 0,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/dpr_1.0"
      "5,filter_warm/png/s:sig1" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/dpr_3.75,wm_opacity_99.avif", 0,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/dpr_3.75/avi"
      "f" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_opacity_99,dpr_3.75", 0,
      "6|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/dpr_3.7"
      "5/~legacy" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/cy_20,smart_crop_entropy,q_50"
      ",rot_0,t_a,filter_sepia,bg_remove,flip_h.png", 0,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/cy_20,rot_0,"
      "flip_h,q_50,t_a,bg_remove,filter_sepia,smart_crop_entropy/png" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/q_50,bg_remove,flip_h,fi"
      "lter_sepia,smart_crop_entropy,cy_20,t_a,rot_0,s_Ab-9_z", 0,
      "6|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/cy_20,r"
      "ot_0,flip_h,q_50,t_a@18309,bg_remove,filter_sepia,smart_crop_entro"
      "py/~legacy/s:Ab-9_z" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/smart_crop_entropy,q_50,cy_20"
      ",t_a,flip_h,bg_remove,rot_0,filter_sepia.gif", 0,
      "5|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/cy_20,rot_0,"
      "flip_h,q_50,t_a,bg_remove,filter_sepia,smart_crop_entropy/gif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/cy_20,rot_0,t_a,filter_s"
      "epia,flip_h,q_50,smart_crop_entropy,bg_remove.jpg", 1,
      "1|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/cy_20,r"
      "ot_0,flip_h,q_50,t_a@18309,bg_remove,filter_sepia,smart_crop_entro"
      "py/jpg" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wt_copyright,h_1,page_1,ch_1,"
      "filter_contrast,q_80,w_5", 1,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/ch_1,w_5,h_1"
      ",q_80,filter_contrast,wt_copyright/~avif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/h_1,w_5,page_1,q_80,wt_c"
      "opyright,filter_contrast,ch_1.webp", 1,
      "3|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/ch_1,w_"
      "5,h_1,q_80,filter_contrast,wt_copyright/webp" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/ch_1,page_1,q_80,filter_contr"
      "ast,w_5,h_1,wt_copyright,s_sig1.png", 1,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/ch_1,w_5,h_1"
      ",q_80,filter_contrast,wt_copyright/png/s:sig1" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wt_copyright,filter_cont"
      "rast,w_5,ch_1,page_1,q_80,h_1.avif", 1,
      "4|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/ch_1,w_"
      "5,h_1,q_80,filter_contrast,wt_copyright/avif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/page_1,w_8192,bgcolor_Ff00008"
      "0,wt_a_b,wm_pos", 1,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_8192,bgcol"
      "or_ff000080,wm_pos,wt_a_b/~avif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/page_1,w_8192,bgcolor_Ff"
      "000080,wm_pos,wt_a_b.png", 1,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_8192,"
      "bgcolor_ff000080,wm_pos,wt_a_b/png" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/bgcolor_Ff000080,page_1,w_819"
      "2,wm_pos,wt_a_b,s_Ab-9_z", 1,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_8192,bgcol"
      "or_ff000080,wm_pos,wt_a_b/~avif/s:Ab-9_z" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_8192,wt_a_b,page_1,bgc"
      "olor_Ff000080,wm_pos.gif", 1,
      "5|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/w_8192,"
      "bgcolor_ff000080,wm_pos,wt_a_b/gif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/cx_100000,h_768,g_northwest,w"
      "m_My-Mark_2,h_6,bgcolor_000000,bgcolor_0a0B0c80,wm_position,t_card"
      ".jpg", 2,
      "-1!token \"h_6\": h is given twice; a key may appear once" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/bgcolor_0a0B0c80,t_card,"
      "wm_My-Mark_2,bgcolor_000000,h_6,h_768,g_northwest,cx_100000,wm_pos"
      "ition", 2,
      "-1!token \"bgcolor_000000\": bgcolor is given twice; a key may app"
      "ear once" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_card,bgcolor_0a0B0c80,wm_po"
      "sition,h_768,g_northwest,wm_My-Mark_2,h_6,cx_100000,bgcolor_000000"
      ".webp", 2,
      "-1!token \"wm_My-Mark_2\": wm is given twice; a key may appear onc"
      "e" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/g_northwest,wm_My-Mark_2"
      ",wm_position,h_768,t_card,bgcolor_000000,cx_100000,bgcolor_0a0B0c8"
      "0,h_6,s_sig1.png", 2,
      "-1!token \"wm_position\": wm is given twice; a key may appear once" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/q_50,t_b,cw_100000,wm_pos_l,c"
      "y_2,smart_crop_face,blur_0.3,flip_v,wm_pos_t,w_1024,wm_scale_1.avi"
      "f", 2,
      "-1!token \"wm_pos_t\": wm_pos is given twice; a key may appear onc"
      "e" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_b,blur_0.3,smart_crop_"
      "face,w_1024,cw_100000,wm_scale_1,wm_pos_t,wm_pos_l,q_50,flip_v,cy_"
      "2", 2,
      "-1!token \"wm_pos_l\": wm_pos is given twice; a key may appear onc"
      "e" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_pos_l,cy_2,w_1024,wm_pos_t"
      ",cw_100000,blur_0.3,t_b,q_50,flip_v,smart_crop_face,wm_scale_1.png", 2,
      "-1!token \"wm_pos_t\": wm_pos is given twice; a key may appear onc"
      "e" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/flip_v,smart_crop_face,q"
      "_50,t_b,w_1024,cw_100000,cy_2,wm_scale_1,wm_pos_t,wm_pos_l,blur_0."
      "3,s_Ab-9_z", 2,
      "-1!token \"wm_pos_l\": wm_pos is given twice; a key may appear onc"
      "e" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/page_10000,bgcolor_01234567,w"
      "t_date,w_300,ch_4,fit_fill,bg_remove,cx_99999,w_1024,page_2,bgcolo"
      "r_FFFFFFFF,bg_40.gif", 2,
      "-1!token \"w_1024\": w is given twice; a key may appear once" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,cx_99999,bg_remove"
      ",wt_date,bgcolor_01234567,w_1024,fit_fill,ch_4,bgcolor_FFFFFFFF,bg"
      "_40,page_10000,page_2.jpg", 3,
      "-1!token \"w_1024\": w is given twice; a key may appear once" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/bg_remove,cx_99999,w_300,bgco"
      "lor_01234567,bg_40,fit_fill,w_1024,page_2,bgcolor_FFFFFFFF,wt_date"
      ",page_10000,ch_4", 3,
      "-1!token \"bg_40\": plugin bg is given twice; a plugin may appear "
      "once" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300,ch_4,page_10000,bg"
      "_remove,fit_fill,w_1024,wt_date,bg_40,page_2,cx_99999,bgcolor_FFFF"
      "FFFF,bgcolor_01234567.webp", 3,
      "-1!token \"w_1024\": w is given twice; a key may appear once" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/q_80,g_east,fit_inside,ch_4,q"
      "_100,h_200,bgcolor_ffffff,s_sig1.png", 3,
      "-1!token \"q_100\": q is given twice; a key may appear once" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/h_200,bgcolor_ffffff,fit"
      "_inside,g_east,ch_4,q_100,q_80.avif", 3,
      "-1!token \"q_80\": q is given twice; a key may appear once" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/q_100,bgcolor_ffffff,ch_4,h_2"
      "00,g_east,q_80,fit_inside", 3,
      "-1!token \"q_80\": q is given twice; a key may appear once" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/q_100,q_80,bgcolor_fffff"
      "f,h_200,g_east,ch_4,fit_inside.png", 3,
      "-1!token \"q_80\": q is given twice; a key may appear once" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/sharpen_9.99,page_10000,filte"
      "r_warm,s_Ab-9_z", 3,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/sharpen_9.99"
      ",page_10000,filter_warm/~legacy/s:Ab-9_z" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/filter_warm,sharpen_9.99"
      ",page_10000.gif", 3,
      "5|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/sharpen"
      "_9.99,page_10000,filter_warm/gif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/page_10000,sharpen_9.99,filte"
      "r_warm.jpg", 4,
      "1|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/sharpen_9.99"
      ",page_10000,filter_warm/jpg" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/page_2,wm_pos_r,bg_remov"
      "e,filter_sepia,bgcolor_0a0B0c80,wm_scale_50,t_p,dpr_2,flip_hv,smar"
      "t_crop_face,cy_2,cy_2,bg_1", 4,
      "-1!token \"cy_2\": cy is given twice; a key may appear once" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/filter_sepia,flip_hv,wm_pos_r"
      ",t_p,cy_2,dpr_2,wm_scale_50,bgcolor_0a0B0c80,page_2,bg_1,smart_cro"
      "p_face,cy_2,bg_remove.webp", 4,
      "-1!token \"cy_2\": cy is given twice; a key may appear once" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_pos_r,smart_crop_face"
      ",cy_2,filter_sepia,t_p,wm_scale_50,bgcolor_0a0B0c80,page_2,dpr_2,c"
      "y_2,bg_1,bg_remove,flip_hv,s_sig1.png", 4,
      "-1!token \"cy_2\": cy is given twice; a key may appear once" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_p,bgcolor_0a0B0c80,cy_2,fil"
      "ter_sepia,wm_scale_50,bg_1,dpr_2,bg_remove,cy_2,page_2,wm_pos_r,sm"
      "art_crop_face,flip_hv.avif", 4,
      "-1!token \"bg_remove\": plugin bg is given twice; a plugin may app"
      "ear once" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/flip_hv,wm_opacity_99,wm"
      "_pos_t,wm_opacity_50,wm_pos_bl,g_attention,w_1,dpr_3.99", 4,
      "-1!token \"wm_opacity_50\": wm_opacity is given twice; a key may a"
      "ppear once" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/flip_hv,wm_pos_bl,dpr_3.99,wm"
      "_pos_t,wm_opacity_50,w_1,g_attention,wm_opacity_99.png", 4,
      "-1!token \"wm_pos_t\": wm_pos is given twice; a key may appear onc"
      "e" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/dpr_3.99,flip_hv,w_1,wm_"
      "opacity_50,wm_opacity_99,wm_pos_t,g_attention,wm_pos_bl,s_Ab-9_z", 4,
      "-1!token \"wm_opacity_99\": wm_opacity is given twice; a key may a"
      "ppear once" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_1,wm_pos_t,wm_opacity_50,fl"
      "ip_hv,dpr_3.99,wm_opacity_99,wm_pos_bl,g_attention.gif", 4,
      "-1!token \"wm_opacity_99\": wm_opacity is given twice; a key may a"
      "ppear once" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/h_1,cx_99999,dpr_4,flip_"
      "hv,ch_100000,sharpen_2,filter_vignette,flip_v,wm_x,fit_inside,flip"
      "_v,bg_255,page_2.jpg", 5,
      "-1!token \"flip_v\": flip is given twice; a key may appear once" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/bg_255,ch_100000,flip_v,sharp"
      "en_2,wm_x,h_1,page_2,flip_v,cx_99999,filter_vignette,dpr_4,fit_ins"
      "ide,flip_hv", 5,
      "-1!token \"flip_v\": flip is given twice; a key may appear once" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/bg_255,sharpen_2,h_1,fil"
      "ter_vignette,flip_hv,flip_v,ch_100000,fit_inside,dpr_4,page_2,wm_x"
      ",cx_99999,flip_v.webp", 5,
      "-1!token \"flip_v\": flip is given twice; a key may appear once" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/h_1,flip_v,filter_vignette,ch"
      "_100000,sharpen_2,flip_v,dpr_4,wm_x,bg_255,cx_99999,page_2,fit_ins"
      "ide,flip_hv,s_sig1.png", 5,
      "-1!token \"flip_v\": flip is given twice; a key may appear once" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_1,h_200,flip_h,flip_v,"
      "cx_10.avif", 5,
      "-1!token \"flip_v\": flip is given twice; a key may appear once" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_1,h_200,flip_v,cx_10,flip_h", 5,
      "-1!token \"flip_h\": flip is given twice; a key may appear once" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/h_200,w_1,cx_10,flip_v,f"
      "lip_h.png", 5,
      "-1!token \"flip_h\": flip is given twice; a key may appear once" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_1,cx_10,h_200,flip_v,flip_h"
      ",s_Ab-9_z", 5,
      "-1!token \"flip_h\": flip is given twice; a key may appear once" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_5,fit_cover,h_6,t_card"
      ",cx_99999,wt_x,w_1.gif", 5,
      "-1!token \"w_1\": w is given twice; a key may appear once" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wt_x,h_6,cx_99999,t_card,w_5,"
      "fit_cover,w_1.jpg", 6,
      "-1!token \"w_1\": w is given twice; a key may appear once" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_5,cx_99999,fit_cover,h"
      "_6,wt_x,w_1,t_card", 6,
      "-1!token \"w_1\": w is given twice; a key may appear once" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/h_6,cx_99999,w_1,t_card,wt_x,"
      "fit_cover,w_5.webp", 6,
      "-1!token \"w_5\": w is given twice; a key may appear once" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/ch_400,smart_crop_face,p"
      "age_2,sharpen_2,wm_opacity_100,g_northwest,wm_logo,q_100,dpr_3.99,"
      "cy_20,s_sig1.png", 6,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/cy_20,c"
      "h_400,dpr_3.99,sharpen_2,page_2,q_100,wm_logo,smart_crop_face/png/"
      "s:sig1" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/ch_400,wm_opacity_100,g_north"
      "west,smart_crop_face,dpr_3.99,q_100,wm_logo,page_2,sharpen_2,cy_20"
      ".avif", 6,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/cy_20,ch_400"
      ",dpr_3.99,sharpen_2,page_2,q_100,wm_logo,smart_crop_face/avif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_logo,wm_opacity_100,g"
      "_northwest,dpr_3.99,q_100,page_2,cy_20,ch_400,sharpen_2,smart_crop"
      "_face", 6,
      "6|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/cy_20,c"
      "h_400,dpr_3.99,sharpen_2,page_2,q_100,wm_logo,smart_crop_face/~leg"
      "acy" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/smart_crop_face,q_100,ch_400,"
      "cy_20,wm_opacity_100,sharpen_2,dpr_3.99,page_2,g_northwest,wm_logo"
      ".png", 6,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/cy_20,ch_400"
      ",dpr_3.99,sharpen_2,page_2,q_100,wm_logo,smart_crop_face/png" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/dpr_3.75,cy_0,rot_180,h_"
      "8192,g_entropy,wm_scale_10,rot_180,bg_12,wm_pos_br,cy_0,g_center,s"
      "_Ab-9_z", 6,
      "-1!token \"rot_180\": rot is given twice; a key may appear once" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_pos_br,cy_0,rot_180,wm_sca"
      "le_10,h_8192,g_entropy,dpr_3.75,bg_12,g_center,rot_180,cy_0.gif", 6,
      "-1!token \"g_center\": g is given twice; a key may appear once" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/g_entropy,cy_0,cy_0,h_81"
      "92,rot_180,rot_180,wm_pos_br,bg_12,dpr_3.75,wm_scale_10,g_center.j"
      "pg", 0,
      "-1!token \"cy_0\": cy is given twice; a key may appear once" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/rot_180,dpr_3.75,cy_0,g_entro"
      "py,cy_0,wm_pos_br,wm_scale_10,bg_12,g_center,h_8192,rot_180", 0,
      "-1!token \"cy_0\": cy is given twice; a key may appear once" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_opacity_50,wt_a,b,sma"
      "rt_crop_center.webp", 0,
      "-1!token \"b\": unknown key (tokens are key_value, e.g. w_300)" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wt_a,b,smart_crop_center,wm_o"
      "pacity_50,s_sig1.png", 0,
      "-1!token \"b\": unknown key (tokens are key_value, e.g. w_300)" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/smart_crop_center,b,wt_a"
      ",wm_opacity_50.avif", 0,
      "-1!token \"b\": unknown key (tokens are key_value, e.g. w_300)" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/smart_crop_center,wt_a,b,wm_o"
      "pacity_50", 0,
      "-1!token \"b\": unknown key (tokens are key_value, e.g. w_300)" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/cw_1,sharpen_10,cw_5,fit"
      "_outside,blur_0.75,sharpen_0.3,wm_opacity_100,bg_12,q_8.png", 0,
      "-1!token \"cw_5\": cw is given twice; a key may appear once" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/sharpen_0.3,bg_12,cw_1,sharpe"
      "n_10,cw_5,blur_0.75,wm_opacity_100,fit_outside,q_8,s_Ab-9_z", 0,
      "-1!token \"sharpen_10\": sharpen is given twice; a key may appear "
      "once" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/fit_outside,blur_0.75,sh"
      "arpen_0.3,sharpen_10,wm_opacity_100,q_8,cw_5,bg_12,cw_1.gif", 0,
      "-1!token \"sharpen_10\": sharpen is given twice; a key may appear "
      "once" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_opacity_100,sharpen_10,blu"
      "r_0.75,cw_1,q_8,sharpen_0.3,fit_outside,cw_5,bg_12.jpg", 1,
      "-1!token \"sharpen_0.3\": sharpen is given twice; a key may appear"
      " once" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/dpr_3.75,cw_300,t_my-pre"
      "set,q_50", 1,
      "4|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/cw_300,"
      "dpr_3.75,q_50,t_my-preset/~avif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/q_50,t_my-preset,cw_300,dpr_3"
      ".75.webp", 1,
      "3|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/cw_300,dpr_3"
      ".75,q_50,t_my-preset/webp" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/cw_300,dpr_3.75,q_50,t_m"
      "y-preset,s_sig1.png", 1,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/cw_300,"
      "dpr_3.75,q_50,t_my-preset/png/s:sig1" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_my-preset,q_50,cw_300,dpr_3"
      ".75.avif", 1,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/cw_300,dpr_3"
      ".75,q_50,t_my-preset/avif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/cw_300,wm_scale-1,wt_hel"
      "lo+world", 1,
      "4|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.5359/cw_3"
      "00,wm_scale-1,wt_hello+world/~avif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_scale-1,wt_hello+world,cw_"
      "300.png", 1,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/cw_300,wm_sc"
      "ale-1,wt_hello+world/png" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wt_hello+world,wm_scale-"
      "1,cw_300,s_Ab-9_z", 1,
      "4|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.5359/cw_3"
      "00,wm_scale-1,wt_hello+world/~avif/s:Ab-9_z" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wt_\360\237\223\267,wm_opacit"
      "y_99,cw_300,w_300,w_1.gif", 1,
      "-1!token \"w_1\": w is given twice; a key may appear once" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_1,cw_300,w_300,wt_\360"
      "\237\223\267,wm_opacity_99.jpg", 2,
      "-1!token \"w_300\": w is given twice; a key may appear once" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wt_\360\237\223\267,wm_opacit"
      "y_99,w_1,cw_300,w_300", 2,
      "-1!token \"w_300\": w is given twice; a key may appear once" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/cw_300,wt_\360\237\223"
      "\267,wm_opacity_99,w_1,w_300.webp", 2,
      "-1!token \"w_300\": w is given twice; a key may appear once" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_scale_100,cx_100000,wm_sca"
      "le-1,smart_crop_face,wm_position,filter_cool,s_sig1.png", 2,
      "-1!token \"wm_position\": wm is given twice; a key may appear once" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_scale_100,smart_crop_"
      "face,wm_position,cx_100000,wm_scale-1,filter_cool.avif", 2,
      "-1!token \"wm_scale-1\": wm is given twice; a key may appear once" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_scale_100,wm_scale-1,wm_po"
      "sition,filter_cool,cx_100000,smart_crop_face", 2,
      "-1!token \"wm_position\": wm is given twice; a key may appear once" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_scale-1,filter_cool,w"
      "m_position,smart_crop_face,wm_scale_100,cx_100000.png", 2,
      "-1!token \"wm_position\": wm is given twice; a key may appear once" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/g_attention,t_AZaz09_-AZaz09_"
      "-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-,q_50,rot_90,bg_1"
      ",h_8192,g_northwest,sharpen_0.5,dpr_3.99,dpr_3.99,cy_20,filter_vig"
      "nette,s_Ab-9_z", 2,
      "-1!token \"g_northwest\": g is given twice; a key may appear once" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/bg_1,dpr_3.99,g_attentio"
      "n,t_AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09"
      "_-,dpr_3.99,h_8192,sharpen_0.5,filter_vignette,g_northwest,cy_20,r"
      "ot_90,q_50.gif", 2,
      "-1!token \"dpr_3.99\": dpr is given twice; a key may appear once" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/rot_90,cy_20,dpr_3.99,filter_"
      "vignette,sharpen_0.5,dpr_3.99,q_50,g_northwest,g_attention,h_8192,"
      "bg_1,t_AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZa"
      "z09_-.jpg", 3,
      "-1!token \"dpr_3.99\": dpr is given twice; a key may appear once" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/dpr_3.99,rot_90,g_attent"
      "ion,filter_vignette,t_AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz"
      "09_-AZaz09_-AZaz09_-,sharpen_0.5,g_northwest,bg_1,cy_20,h_8192,q_5"
      "0,dpr_3.99", 3,
      "-1!token \"g_northwest\": g is given twice; a key may appear once" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/filter_warm,dpr_1.50,blur_5,f"
      "lip_h,ch_400,blur_0.3,flip_h,q_80,flip_hv,filter_warm,cy_2.webp", 3,
      "-1!token \"blur_0.3\": blur is given twice; a key may appear once" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/cy_2,q_80,flip_hv,blur_5"
      ",filter_warm,filter_warm,blur_0.3,dpr_1.50,flip_h,flip_h,ch_400,s_"
      "sig1.png", 3,
      "-1!token \"filter_warm\": plugin filter is given twice; a plugin m"
      "ay appear once" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/dpr_1.50,cy_2,flip_hv,blur_0."
      "3,q_80,flip_h,filter_warm,blur_5,flip_h,filter_warm,ch_400.avif", 3,
      "-1!token \"flip_h\": flip is given twice; a key may appear once" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/filter_warm,cy_2,flip_h,"
      "flip_hv,flip_h,filter_warm,dpr_1.50,q_80,blur_0.3,ch_400,blur_5", 3,
      "-1!token \"flip_hv\": flip is given twice; a key may appear once" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/fit_pad,cx_0,t_hero.png", 3,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/cx_0,fit_pad"
      ",t_hero@87439/png" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/fit_pad,t_hero,cx_0,s_Ab"
      "-9_z", 3,
      "6|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/cx_0,fi"
      "t_pad,t_hero@60566/~legacy/s:Ab-9_z" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_hero,cx_0,fit_pad.gif", 3,
      "5|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/cx_0,fit_pad"
      ",t_hero@87439/gif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/flip_v,flip_h,filter_con"
      "trast,g_center,flip_h,cw_5,smart_crop_entropy,flip_h,cx_99999.jpg", 4,
      "-1!token \"flip_h\": flip is given twice; a key may appear once" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/cx_99999,smart_crop_entropy,f"
      "lip_h,flip_h,flip_h,flip_v,cw_5,filter_contrast,g_center", 4,
      "-1!token \"flip_h\": flip is given twice; a key may appear once" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/g_center,filter_contrast"
      ",flip_h,flip_v,cx_99999,cw_5,smart_crop_entropy,flip_h,flip_h.webp", 4,
      "-1!token \"flip_v\": flip is given twice; a key may appear once" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/flip_v,filter_contrast,flip_h"
      ",cx_99999,flip_h,smart_crop_entropy,flip_h,cw_5,g_center,s_sig1.pn"
      "g", 4,
      "-1!token \"flip_h\": flip is given twice; a key may appear once" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/bgcolor_FFFFFFFF,flip_hv"
      ",ch_100000,page_10000,cy_20,cx_100000.avif", 4,
      "4|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/cx_1000"
      "00,cy_20,ch_100000,flip_hv,page_10000/avif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/ch_100000,page_10000,flip_hv,"
      "cx_100000,cy_20,bgcolor_FFFFFFFF", 4,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/cx_100000,cy"
      "_20,ch_100000,flip_hv,page_10000/~legacy" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/flip_hv,bgcolor_FFFFFFFF"
      ",page_10000,ch_100000,cx_100000,cy_20.png", 4,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/cx_1000"
      "00,cy_20,ch_100000,flip_hv,page_10000/png" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/page_10000,cy_20,bgcolor_FFFF"
      "FFFF,flip_hv,cx_100000,ch_100000,s_Ab-9_z", 4,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/cx_100000,cy"
      "_20,ch_100000,flip_hv,page_10000/~legacy/s:Ab-9_z" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/page_1,cx_99999.gif", 4,
      "5|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/cx_9999"
      "9/gif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/cx_99999,page_1.jpg", 5,
      "1|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/cx_99999/jpg" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/g_northwest,page_2,wm_op"
      "acity_99,wt_(c)+ACME+2024!,cx_0,wm_x,cw_5", 5,
      "4|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.83191/cw_"
      "5,page_2,wm_x,wm_opacity_99,wt_(c)+ACME+2024!/~avif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/page_2,wm_x,cw_5,wm_opacity_9"
      "9,cx_0,g_northwest,wt_(c)+ACME+2024!.webp", 5,
      "3|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.60654/cw_5,pag"
      "e_2,wm_x,wm_opacity_99,wt_(c)+ACME+2024!/webp" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/page_2,wt_(c)+ACME+2024!"
      ",wm_x,wm_opacity_99,cw_5,cx_0,g_northwest,s_sig1.png", 5,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.83191/cw_"
      "5,page_2,wm_x,wm_opacity_99,wt_(c)+ACME+2024!/png/s:sig1" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/cw_5,g_northwest,page_2,cx_0,"
      "wm_opacity_99,wm_x,wt_(c)+ACME+2024!.avif", 5,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.60654/cw_5,pag"
      "e_2,wm_x,wm_opacity_99,wt_(c)+ACME+2024!/avif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/cw_5,wm_pos_l,wm_opacity"
      ",sharpen_0.3,dpr_4.00,w_8192,ch_4,sharpen_9.99,page_7,rot_270,cy_1"
      "00000", 5,
      "-1!token \"sharpen_9.99\": sharpen is given twice; a key may appea"
      "r once" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/cw_5,cy_100000,rot_270,sharpe"
      "n_0.3,w_8192,page_7,wm_pos_l,ch_4,sharpen_9.99,wm_opacity,dpr_4.00"
      ".png", 5,
      "-1!token \"sharpen_9.99\": sharpen is given twice; a key may appea"
      "r once" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_8192,wm_opacity,cy_100"
      "000,page_7,rot_270,ch_4,sharpen_9.99,dpr_4.00,cw_5,sharpen_0.3,wm_"
      "pos_l,s_Ab-9_z", 5,
      "-1!token \"sharpen_0.3\": sharpen is given twice; a key may appear"
      " once" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_opacity,ch_4,wm_pos_l,shar"
      "pen_9.99,cy_100000,page_7,cw_5,sharpen_0.3,dpr_4.00,rot_270,w_8192"
      ".gif", 5,
      "-1!token \"sharpen_0.3\": sharpen is given twice; a key may appear"
      " once" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/ch_100000,q_50,wm_pos_l,"
      "sharpen_9.99,bg_1,flip_v,wm_scale_100,ch_4,fit_inside,wm_AZaz09_-A"
      "Zaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-,filter_coo"
      "l,filter_warm.jpg", 6,
      "-1!token \"ch_4\": ch is given twice; a key may appear once" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/filter_cool,q_50,fit_inside,w"
      "m_AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-"
      ",bg_1,ch_4,flip_v,wm_scale_100,filter_warm,wm_pos_l,ch_100000,shar"
      "pen_9.99", 6,
      "-1!token \"filter_warm\": plugin filter is given twice; a plugin m"
      "ay appear once" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/bg_1,wm_scale_100,ch_100"
      "000,filter_cool,sharpen_9.99,ch_4,wm_pos_l,fit_inside,filter_warm,"
      "q_50,flip_v,wm_AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZa"
      "z09_-AZaz09_-.webp", 6,
      "-1!token \"ch_4\": ch is given twice; a key may appear once" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_pos_l,flip_v,filter_cool,s"
      "harpen_9.99,fit_inside,ch_100000,ch_4,bg_1,filter_warm,q_50,wm_AZa"
      "z09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-,wm_s"
      "cale_100,s_sig1.png", 6,
      "-1!token \"ch_4\": ch is given twice; a key may appear once" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/filter_vibrance,smart_cr"
      "op_center,g_entropy.avif", 6,
      "4|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/filter_"
      "vibrance,smart_crop_center/avif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/g_entropy,filter_vibrance,sma"
      "rt_crop_center", 6,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/filter_vibra"
      "nce,smart_crop_center/~legacy" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/filter_warm,cw_5,filter_"
      "warm,wm_AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZ"
      "az09_-,filter_grayscale.png", 6,
      "-1!token \"filter_warm\": plugin filter is given twice; a plugin m"
      "ay appear once" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_AZaz09_-AZaz09_-AZaz09_-AZ"
      "az09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-,filter_warm,filter_warm,cw_"
      "5,filter_grayscale,s_Ab-9_z", 6,
      "-1!token \"filter_warm\": plugin filter is given twice; a plugin m"
      "ay appear once" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/cw_5,filter_warm,filter_"
      "grayscale,wm_AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz0"
      "9_-AZaz09_-,filter_warm.gif", 6,
      "-1!token \"filter_grayscale\": plugin filter is given twice; a plu"
      "gin may appear once" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/cw_5,filter_grayscale,wm_AZaz"
      "09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-,filte"
      "r_warm,filter_warm.jpg", 0,
      "-1!token \"filter_warm\": plugin filter is given twice; a plugin m"
      "ay appear once" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/bgcolor_123456,g_south,b"
      "lur_5,filter_warm,dpr_3.99", 0,
      "6|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/dpr_3.9"
      "9,blur_5,bgcolor_123456,filter_warm/~legacy" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/bgcolor_123456,dpr_3.99,g_sou"
      "th,filter_warm,blur_5.webp", 0,
      "3|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/dpr_3.99,blu"
      "r_5,bgcolor_123456,filter_warm/webp" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/bgcolor_123456,filter_wa"
      "rm,dpr_3.99,g_south,blur_5,s_sig1.png", 0,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/dpr_3.9"
      "9,blur_5,bgcolor_123456,filter_warm/png/s:sig1" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/dpr_3.99,g_south,blur_5,bgcol"
      "or_123456,filter_warm.avif", 0,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/dpr_3.99,blu"
      "r_5,bgcolor_123456,filter_warm/avif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/cw_100000,wm_pos_l,page_"
      "7,filter_contrast,sharpen_2,bg_255", 0,
      "6|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/cw_1000"
      "00,sharpen_2,page_7,bg_255,filter_contrast/~legacy" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/bg_255,page_7,wm_pos_l,sharpe"
      "n_2,cw_100000,filter_contrast.png", 0,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/cw_100000,sh"
      "arpen_2,page_7,bg_255,filter_contrast/png" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/cw_100000,filter_contras"
      "t,sharpen_2,bg_255,wm_pos_l,page_7,s_Ab-9_z", 0,
      "6|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/cw_1000"
      "00,sharpen_2,page_7,bg_255,filter_contrast/~legacy/s:Ab-9_z" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/cw_100000,bg_255,wm_pos_l,pag"
      "e_7,filter_contrast,sharpen_2.gif", 0,
      "5|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/cw_100000,sh"
      "arpen_2,page_7,bg_255,filter_contrast/gif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/dpr_1.05,wm_pos_tl,page_"
      "10000,blur_0.5,dpr_4.00,wm_pos_br,filter_vibrance,q_1,rot_0,blur_9"
      "9.99,wm_pos_br,filter_vibrance,wm_My-Mark_2.jpg", 1,
      "-1!token \"dpr_4.00\": dpr is given twice; a key may appear once" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_pos_br,filter_vibrance,blu"
      "r_99.99,wm_pos_tl,wm_pos_br,filter_vibrance,dpr_4.00,q_1,page_1000"
      "0,rot_0,blur_0.5,wm_My-Mark_2,dpr_1.05", 1,
      "-1!token \"wm_pos_tl\": wm_pos is given twice; a key may appear on"
      "ce" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/rot_0,blur_99.99,page_10"
      "000,q_1,filter_vibrance,dpr_1.05,wm_pos_br,wm_My-Mark_2,blur_0.5,w"
      "m_pos_br,wm_pos_tl,filter_vibrance,dpr_4.00.webp", 1,
      "-1!token \"blur_0.5\": blur is given twice; a key may appear once" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/dpr_4.00,wm_pos_tl,blur_0.5,f"
      "ilter_vibrance,page_10000,filter_vibrance,blur_99.99,dpr_1.05,wm_p"
      "os_br,wm_pos_br,q_1,wm_My-Mark_2,rot_0,s_sig1.png", 1,
      "-1!token \"filter_vibrance\": plugin filter is given twice; a plug"
      "in may appear once" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_8192,cw_100000,page_10"
      "000,bg_1,wm_opacity_0,wt_%C2%A9+me,g_southwest,ch_4,filter_vibranc"
      "e,filter_sepia.avif", 1,
      "-1!token \"filter_sepia\": plugin filter is given twice; a plugin "
      "may appear once" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/filter_sepia,wm_opacity_0,wt_"
      "%C2%A9+me,w_8192,filter_vibrance,g_southwest,page_10000,ch_4,bg_1,"
      "cw_100000", 1,
      "-1!token \"filter_vibrance\": plugin filter is given twice; a plug"
      "in may appear once" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/filter_vibrance,filter_s"
      "epia,cw_100000,g_southwest,wt_%C2%A9+me,page_10000,w_8192,ch_4,wm_"
      "opacity_0,bg_1.png", 1,
      "-1!token \"filter_sepia\": plugin filter is given twice; a plugin "
      "may appear once" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/cw_100000,g_southwest,bg_1,wt"
      "_%C2%A9+me,page_10000,filter_vibrance,wm_opacity_0,w_8192,ch_4,fil"
      "ter_sepia,s_Ab-9_z", 1,
      "-1!token \"filter_sepia\": plugin filter is given twice; a plugin "
      "may appear once" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/g_center,sharpen_2,cw_1,"
      "sharpen_0.3,wt_hello+world,sharpen_0.5.gif", 1,
      "-1!token \"sharpen_0.3\": sharpen is given twice; a key may appear"
      " once" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/cw_1,sharpen_2,g_center,sharp"
      "en_0.3,sharpen_0.5,wt_hello+world.jpg", 2,
      "-1!token \"sharpen_0.3\": sharpen is given twice; a key may appear"
      " once" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wt_hello+world,sharpen_0"
      ".3,sharpen_0.5,g_center,sharpen_2,cw_1", 2,
      "-1!token \"sharpen_0.5\": sharpen is given twice; a key may appear"
      " once" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/g_center,wt_hello+world,sharp"
      "en_0.3,sharpen_0.5,cw_1,sharpen_2.webp", 2,
      "-1!token \"sharpen_0.5\": sharpen is given twice; a key may appear"
      " once" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wt_a,b,bgcolor_ABCDEF12,"
      "flip_v,q_100,s_sig1.png", 2,
      "-1!token \"b\": unknown key (tokens are key_value, e.g. w_300)" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/flip_v,b,bgcolor_ABCDEF12,q_1"
      "00,wt_a.avif", 2,
      "-1!token \"b\": unknown key (tokens are key_value, e.g. w_300)" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/b,flip_v,q_100,bgcolor_A"
      "BCDEF12,wt_a", 2,
      "-1!token \"b\": unknown key (tokens are key_value, e.g. w_300)" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/flip_v,q_100,wt_a,bgcolor_ABC"
      "DEF12,b.png", 2,
      "-1!token \"b\": unknown key (tokens are key_value, e.g. w_300)" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/rot_270,cw_1,g_attention"
      ",s_Ab-9_z", 2,
      "3|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/cw_1,ro"
      "t_270/~webp/s:Ab-9_z" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/g_attention,cw_1,rot_270.gif", 2,
      "5|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/cw_1,rot_270"
      "/gif" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_pos_br,filter_sepia,s"
      "mart_crop_center,cy_100000,t_a,t_AZaz09_-AZaz09_-AZaz09_-AZaz09_-A"
      "Zaz09_-AZaz09_-AZaz09_-AZaz09_-.jpg", 3,
      "1|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/cy_1000"
      "00,wm_pos_br,t_a@18309,t_AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-A"
      "Zaz09_-AZaz09_-AZaz09_-@29254,filter_sepia,smart_crop_center/jpg" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_a,smart_crop_center,wm_pos_"
      "br,t_AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz0"
      "9_-,cy_100000,filter_sepia", 3,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/cy_100000,wm"
      "_pos_br,t_a,t_AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz"
      "09_-AZaz09_-,filter_sepia,smart_crop_center/~legacy" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/cy_100000,wm_pos_br,smar"
      "t_crop_center,t_a,t_AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09"
      "_-AZaz09_-AZaz09_-,filter_sepia.webp", 3,
      "3|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/cy_1000"
      "00,wm_pos_br,t_a@18309,t_AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-A"
      "Zaz09_-AZaz09_-AZaz09_-@29254,filter_sepia,smart_crop_center/webp" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/filter_sepia,smart_crop_cente"
      "r,wm_pos_br,cy_100000,t_AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZ"
      "az09_-AZaz09_-AZaz09_-,t_a,s_sig1.png", 3,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/cy_100000,wm"
      "_pos_br,t_AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-"
      "AZaz09_-,t_a,filter_sepia,smart_crop_center/png/s:sig1" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/rot_270,cw_300,sharpen_1"
      ",flip_hv.avif", 3,
      "4|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/cw_300,"
      "rot_270,flip_hv,sharpen_1/avif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/rot_270,cw_300,flip_hv,sharpe"
      "n_1", 3,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/cw_300,rot_2"
      "70,flip_hv,sharpen_1/~legacy" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/rot_270,flip_hv,sharpen_"
      "1,cw_300.png", 3,
      "2|shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.10713.0.0/cw_300,"
      "rot_270,flip_hv,sharpen_1/png" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/sharpen_1,rot_270,flip_hv,cw_"
      "300,s_Ab-9_z", 3,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/cw_300,rot_2"
      "70,flip_hv,sharpen_1/~legacy/s:Ab-9_z" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/flip_h,wm_scale_10,page_"
      "1,blur_0.5,page_7,cw_1,wt_date,wm_pos_l,page_1,rot_0,wm_scale_1,ro"
      "t_90.gif", 3,
      "-1!token \"page_7\": page is given twice; a key may appear once" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_pos_l,blur_0.5,page_1,wm_s"
      "cale_1,flip_h,page_1,rot_90,wm_scale_10,cw_1,rot_0,page_7,wt_date."
      "jpg", 4,
      "-1!token \"page_1\": page is given twice; a key may appear once" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wt_date,wm_pos_l,page_1,"
      "wm_scale_10,flip_h,wm_scale_1,rot_0,page_1,rot_90,blur_0.5,cw_1,pa"
      "ge_7", 4,
      "-1!token \"wm_scale_1\": wm_scale is given twice; a key may appear"
      " once" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/page_1,rot_0,page_1,wm_pos_l,"
      "flip_h,page_7,cw_1,wm_scale_10,blur_0.5,wt_date,wm_scale_1,rot_90."
      "webp", 4,
      "-1!token \"page_1\": page is given twice; a key may appear once" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/ch_1,sharpen_0.3,sharpen"
      "_2,h_8192,s_sig1.png", 4,
      "-1!token \"sharpen_2\": sharpen is given twice; a key may appear o"
      "nce" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/h_8192,sharpen_2,ch_1,sharpen"
      "_0.3.avif", 4,
      "-1!token \"sharpen_0.3\": sharpen is given twice; a key may appear"
      " once" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/h_8192,sharpen_0.3,ch_1,"
      "sharpen_2", 4,
      "-1!token \"sharpen_2\": sharpen is given twice; a key may appear o"
      "nce" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/h_8192,ch_1,sharpen_0.3,sharp"
      "en_2.png", 4,
      "-1!token \"sharpen_2\": sharpen is given twice; a key may appear o"
      "nce" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/g_entropy,wt_\360\237"
      "\223\267,filter_grayscale,g_entropy,fit_contain,wm_pos_l,wt_\302"
      "\251+J\303\274rgen,h_768,ch_1,page_1,rot_270,s_Ab-9_z", 4,
      "-1!token \"g_entropy\": g is given twice; a key may appear once" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wt_\302\251+J\303\274rgen,rot"
      "_270,wm_pos_l,g_entropy,wt_\360\237\223\267,page_1,ch_1,g_entropy,"
      "filter_grayscale,fit_contain,h_768.gif", 4,
      "-1!token \"wt_\077\077\077\077\": plugin wt is given twice; a plug"
      "in may appear once" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_pos_l,page_1,fit_cont"
      "ain,filter_grayscale,h_768,g_entropy,rot_270,wt_\360\237\223\267,g"
      "_entropy,ch_1,wt_\302\251+J\303\274rgen.jpg", 5,
      "-1!token \"g_entropy\": g is given twice; a key may appear once" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/g_entropy,h_768,wt_\360\237"
      "\223\267,g_entropy,filter_grayscale,wm_pos_l,wt_\302\251+J\303\274"
      "rgen,page_1,fit_contain,rot_270,ch_1", 5,
      "-1!token \"g_entropy\": g is given twice; a key may appear once" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/fit_contain,sharpen_2,fl"
      "ip_h,blur_0.5,ch_100000,t_my_preset,filter_vignette,page_10000,cw_"
      "1,dpr_2.0,filter_grayscale,smart_crop_center.webp", 5,
      "-1!token \"filter_grayscale\": plugin filter is given twice; a plu"
      "gin may appear once" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/filter_vignette,fit_contain,f"
      "ilter_grayscale,page_10000,flip_h,sharpen_2,smart_crop_center,t_my"
      "_preset,dpr_2.0,ch_100000,blur_0.5,cw_1,s_sig1.png", 5,
      "-1!token \"filter_grayscale\": plugin filter is given twice; a plu"
      "gin may appear once" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/fit_contain,cw_1,flip_h,"
      "filter_grayscale,sharpen_2,blur_0.5,filter_vignette,smart_crop_cen"
      "ter,page_10000,t_my_preset,dpr_2.0,ch_100000.avif", 5,
      "-1!token \"filter_vignette\": plugin filter is given twice; a plug"
      "in may appear once" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_my_preset,flip_h,cw_1,filte"
      "r_vignette,sharpen_2,filter_grayscale,dpr_2.0,smart_crop_center,bl"
      "ur_0.5,page_10000,ch_100000,fit_contain", 5,
      "-1!token \"filter_grayscale\": plugin filter is given twice; a plu"
      "gin may appear once" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wt_(c)+ACME+2024!,rot_0,"
      "cx_100000,blur_100.00,bg_40,h_768,cx_100000,h_1,bgcolor_123456,t_b"
      ".png", 5,
      "-1!token \"cx_100000\": cx is given twice; a key may appear once" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_b,blur_100.00,h_1,cx_100000"
      ",wt_(c)+ACME+2024!,cx_100000,h_768,bg_40,rot_0,bgcolor_123456,s_Ab"
      "-9_z", 5,
      "-1!token \"cx_100000\": cx is given twice; a key may appear once" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/cx_100000,wt_(c)+ACME+20"
      "24!,h_768,bgcolor_123456,cx_100000,rot_0,t_b,blur_100.00,bg_40,h_1"
      ".gif", 5,
      "-1!token \"cx_100000\": cx is given twice; a key may appear once" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/cx_100000,bg_40,blur_100.00,c"
      "x_100000,wt_(c)+ACME+2024!,bgcolor_123456,t_b,h_768,rot_0,h_1.jpg", 6,
      "-1!token \"cx_100000\": cx is given twice; a key may appear once" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/g_southeast,dpr_2.5,bgco"
      "lor_ABCDEF12,wt_copyright,cx_0,blur_0.3,bg_12,wt_\302\251+J\303"
      "\274rgen", 6,
      "-1!token \"wt_\077\077+J\077\077rgen\": plugin wt is given twice; "
      "a plugin may appear once" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/blur_0.3,bg_12,wt_\302\251+J"
      "\303\274rgen,dpr_2.5,bgcolor_ABCDEF12,g_southeast,wt_copyright,cx_"
      "0.webp", 6,
      "-1!token \"wt_copyright\": plugin wt is given twice; a plugin may "
      "appear once" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wt_\302\251+J\303\274rge"
      "n,dpr_2.5,bg_12,cx_0,g_southeast,blur_0.3,bgcolor_ABCDEF12,wt_copy"
      "right,s_sig1.png", 6,
      "-1!token \"wt_copyright\": plugin wt is given twice; a plugin may "
      "appear once" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wt_\302\251+J\303\274rgen,bg_"
      "12,dpr_2.5,blur_0.3,bgcolor_ABCDEF12,cx_0,g_southeast,wt_copyright"
      ".avif", 6,
      "-1!token \"wt_copyright\": plugin wt is given twice; a plugin may "
      "appear once" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/cy_20,cy_0,fit_cover,wm_"
      "opacity_99,q_1,wt_x,wm_position,ch_1,fit_fill,blur_0.3", 6,
      "-1!token \"cy_0\": cy is given twice; a key may appear once" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_opacity_99,wt_x,ch_1,q_1,f"
      "it_fill,fit_cover,cy_0,wm_position,cy_20,blur_0.3.png", 6,
      "-1!token \"fit_cover\": fit is given twice; a key may appear once" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/cy_0,cy_20,blur_0.3,fit_"
      "fill,wm_position,ch_1,fit_cover,wt_x,q_1,wm_opacity_99,s_Ab-9_z", 6,
      "-1!token \"cy_20\": cy is given twice; a key may appear once" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wt_x,blur_0.3,fit_cover,ch_1,"
      "q_1,fit_fill,wm_opacity_99,cy_20,wm_position,cy_0.gif", 6,
      "-1!token \"fit_fill\": fit is given twice; a key may appear once" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/q_50,w_1024,wm_pos_tl,g_"
      "east,blur_5,wm_scale_50,w_300,t_AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZ"
      "az09_-AZaz09_-AZaz09_-AZaz09_-,cw_1.jpg", 0,
      "-1!token \"w_300\": w is given twice; a key may appear once" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_scale_50,g_east,q_50,w_102"
      "4,cw_1,t_AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-A"
      "Zaz09_-,wm_pos_tl,w_300,blur_5", 0,
      "-1!token \"w_300\": w is given twice; a key may appear once" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/blur_5,cw_1,wm_scale_50,"
      "q_50,w_1024,g_east,wm_pos_tl,t_AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZa"
      "z09_-AZaz09_-AZaz09_-AZaz09_-,w_300.webp", 0,
      "-1!token \"w_300\": w is given twice; a key may appear once" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/cw_1,q_50,wm_pos_tl,wm_scale_"
      "50,g_east,w_300,blur_5,w_1024,t_AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZ"
      "az09_-AZaz09_-AZaz09_-AZaz09_-,s_sig1.png", 0,
      "-1!token \"w_1024\": w is given twice; a key may appear once" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_pos,blur_0.3,bgcolor_"
      "Ff000080,bgcolor_0a0B0c80.avif", 0,
      "-1!token \"bgcolor_0a0B0c80\": bgcolor is given twice; a key may a"
      "ppear once" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/bgcolor_0a0B0c80,bgcolor_Ff00"
      "0080,blur_0.3,wm_pos", 0,
      "-1!token \"bgcolor_Ff000080\": bgcolor is given twice; a key may a"
      "ppear once" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/blur_0.3,bgcolor_0a0B0c8"
      "0,wm_pos,bgcolor_Ff000080.png", 0,
      "-1!token \"bgcolor_Ff000080\": bgcolor is given twice; a key may a"
      "ppear once" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/bgcolor_0a0B0c80,wm_pos,blur_"
      "0.3,bgcolor_Ff000080,s_Ab-9_z", 0,
      "-1!token \"bgcolor_Ff000080\": bgcolor is given twice; a key may a"
      "ppear once" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_AZaz09_-AZaz09_-AZaz0"
      "9_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-,wm_pos_c,wm_opacity_9,"
      "ch_100000,fit_contain,bg_12,wm_opacity_100,page_10000,cy_20,blur_0"
      ".30,bg_remove,cx_1.gif", 0,
      "-1!token \"wm_opacity_100\": wm_opacity is given twice; a key may "
      "appear once" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/cx_1,bg_12,page_10000,fit_con"
      "tain,ch_100000,bg_remove,wm_opacity_100,wm_pos_c,blur_0.30,cy_20,w"
      "m_opacity_9,wm_AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZa"
      "z09_-AZaz09_-.jpg", 1,
      "-1!token \"bg_remove\": plugin bg is given twice; a plugin may app"
      "ear once" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/cy_20,cx_1,page_10000,wm"
      "_opacity_9,bg_remove,fit_contain,bg_12,wm_AZaz09_-AZaz09_-AZaz09_-"
      "AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-,wm_pos_c,wm_opacity_100,b"
      "lur_0.30,ch_100000", 1,
      "-1!token \"bg_12\": plugin bg is given twice; a plugin may appear "
      "once" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/fit_contain,wm_opacity_9,ch_1"
      "00000,wm_opacity_100,bg_remove,wm_pos_c,blur_0.30,cy_20,bg_12,wm_A"
      "Zaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-AZaz09_-,pa"
      "ge_10000,cx_1.webp", 1,
      "-1!token \"wm_opacity_100\": wm_opacity is given twice; a key may "
      "appear once" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/sharpen_10,filter_cool,p"
      "age_7,g_attention,smart_crop_face,page_10000,ch_1,bg_255,s_sig1.pn"
      "g", 1,
      "-1!token \"page_10000\": page is given twice; a key may appear onc"
      "e" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/ch_1,g_attention,page_7,bg_25"
      "5,filter_cool,sharpen_10,smart_crop_face,page_10000.avif", 1,
      "-1!token \"page_10000\": page is given twice; a key may appear onc"
      "e" },
    { "/shop-eu-2/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/bg_255,smart_crop_face,g"
      "_attention,sharpen_10,ch_1,filter_cool,page_7,page_10000", 1,
      "-1!token \"page_10000\": page is given twice; a key may appear onc"
      "e" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/page_7,sharpen_10,smart_crop_"
      "face,page_10000,bg_255,filter_cool,ch_1,g_attention.png", 1,
      "-1!token \"page_10000\": page is given twice; a key may appear onc"
      "e" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV", 0,
      "0|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0//original" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV", 1,
      "0|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0//original" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV", 2,
      "0|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0//original" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV", 3,
      "0|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0//original" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV", 4,
      "0|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0//original" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV", 5,
      "0|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0//original" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV", 6,
      "0|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0//original" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/original", 0,
      "0|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0//original" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/original", 1,
      "0|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0//original" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/original", 2,
      "0|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0//original" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/original", 3,
      "0|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0//original" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/original", 4,
      "0|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0//original" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/original", 5,
      "0|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0//original" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/original", 6,
      "0|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0//original" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/original.jpg", 0,
      "1|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0//jpg" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/original.jpg", 1,
      "1|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0//jpg" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/original.jpg", 2,
      "1|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0//jpg" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/original.jpg", 3,
      "1|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0//jpg" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/original.jpg", 4,
      "1|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0//jpg" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/original.jpg", 5,
      "1|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0//jpg" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/original.jpg", 6,
      "1|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0//jpg" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/original.webp", 0,
      "3|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0//webp" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/original.webp", 1,
      "3|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0//webp" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/original.webp", 2,
      "3|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0//webp" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/original.webp", 3,
      "3|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0//webp" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/original.webp", 4,
      "3|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0//webp" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/original.webp", 5,
      "3|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0//webp" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/original.webp", 6,
      "3|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0//webp" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/original.png", 0,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0//png" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/original.png", 1,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0//png" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/original.png", 2,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0//png" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/original.png", 3,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0//png" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/original.png", 4,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0//png" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/original.png", 5,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0//png" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/original.png", 6,
      "2|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0//png" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/original,s_abc", 0,
      "0|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0//original/s:"
      "abc" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/original,s_abc", 1,
      "0|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0//original/s:"
      "abc" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/original,s_abc", 2,
      "0|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0//original/s:"
      "abc" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/original,s_abc", 3,
      "0|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0//original/s:"
      "abc" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/original,s_abc", 4,
      "0|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0//original/s:"
      "abc" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/original,s_abc", 5,
      "0|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0//original/s:"
      "abc" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/original,s_abc", 6,
      "0|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0//original/s:"
      "abc" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/s_abc,original.jpg", 0,
      "1|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0//jpg/s:abc" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/s_abc,original.jpg", 1,
      "1|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0//jpg/s:abc" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/s_abc,original.jpg", 2,
      "1|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0//jpg/s:abc" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/s_abc,original.jpg", 3,
      "1|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0//jpg/s:abc" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/s_abc,original.jpg", 4,
      "1|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0//jpg/s:abc" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/s_abc,original.jpg", 5,
      "1|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0//jpg/s:abc" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/s_abc,original.jpg", 6,
      "1|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0//jpg/s:abc" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_1/x", 0,
      "#" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_1/x", 1,
      "#" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_1/x", 2,
      "#" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_1/x", 3,
      "#" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_1/x", 4,
      "#" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_1/x", 5,
      "#" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_1/x", 6,
      "#" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/", 0,
      "#" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/", 1,
      "#" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/", 2,
      "#" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/", 3,
      "#" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/", 4,
      "#" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/", 5,
      "#" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/", 6,
      "#" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV//w_1", 0,
      "#" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV//w_1", 1,
      "#" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV//w_1", 2,
      "#" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV//w_1", 3,
      "#" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV//w_1", 4,
      "#" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV//w_1", 5,
      "#" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV//w_1", 6,
      "#" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_1,s_abc.jpg", 0,
      "1|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_1/jpg/s:ab"
      "c" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_1,s_abc.jpg", 1,
      "1|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_1/jpg/s:ab"
      "c" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_1,s_abc.jpg", 2,
      "1|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_1/jpg/s:ab"
      "c" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_1,s_abc.jpg", 3,
      "1|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_1/jpg/s:ab"
      "c" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_1,s_abc.jpg", 4,
      "1|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_1/jpg/s:ab"
      "c" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_1,s_abc.jpg", 5,
      "1|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_1/jpg/s:ab"
      "c" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_1,s_abc.jpg", 6,
      "1|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_1/jpg/s:ab"
      "c" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/s_abc,w_1.jpg", 0,
      "1|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_1/jpg/s:ab"
      "c" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/s_abc,w_1.jpg", 1,
      "1|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_1/jpg/s:ab"
      "c" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/s_abc,w_1.jpg", 2,
      "1|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_1/jpg/s:ab"
      "c" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/s_abc,w_1.jpg", 3,
      "1|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_1/jpg/s:ab"
      "c" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/s_abc,w_1.jpg", 4,
      "1|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_1/jpg/s:ab"
      "c" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/s_abc,w_1.jpg", 5,
      "1|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_1/jpg/s:ab"
      "c" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/s_abc,w_1.jpg", 6,
      "1|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_1/jpg/s:ab"
      "c" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/s_abc", 0,
      "#" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/s_abc", 1,
      "#" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/s_abc", 2,
      "#" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/s_abc", 3,
      "#" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/s_abc", 4,
      "#" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/s_abc", 5,
      "#" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/s_abc", 6,
      "#" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/s_abc.jpg", 0,
      "#" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/s_abc.jpg", 1,
      "#" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/s_abc.jpg", 2,
      "#" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/s_abc.jpg", 3,
      "#" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/s_abc.jpg", 4,
      "#" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/s_abc.jpg", 5,
      "#" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/s_abc.jpg", 6,
      "#" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_1,s_.jpg", 0,
      "#" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_1,s_.jpg", 1,
      "#" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_1,s_.jpg", 2,
      "#" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_1,s_.jpg", 3,
      "#" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_1,s_.jpg", 4,
      "#" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_1,s_.jpg", 5,
      "#" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_1,s_.jpg", 6,
      "#" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/s_a,w_1,s_b.jpg", 0,
      "#" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/s_a,w_1,s_b.jpg", 1,
      "#" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/s_a,w_1,s_b.jpg", 2,
      "#" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/s_a,w_1,s_b.jpg", 3,
      "#" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/s_a,w_1,s_b.jpg", 4,
      "#" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/s_a,w_1,s_b.jpg", 5,
      "#" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/s_a,w_1,s_b.jpg", 6,
      "#" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/dpr_1.5", 0,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/dpr_1.5/~leg"
      "acy" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/dpr_1.5", 1,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/dpr_1.5/~avi"
      "f" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/dpr_1.5", 2,
      "3|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/dpr_1.5/~web"
      "p" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/dpr_1.5", 3,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/dpr_1.5/~leg"
      "acy" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/dpr_1.5", 4,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/dpr_1.5/~leg"
      "acy" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/dpr_1.5", 5,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/dpr_1.5/~avi"
      "f" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/dpr_1.5", 6,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/dpr_1.5/~leg"
      "acy" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/dpr_1.5.webp", 0,
      "3|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/dpr_1.5/webp" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/dpr_1.5.webp", 1,
      "3|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/dpr_1.5/webp" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/dpr_1.5.webp", 2,
      "3|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/dpr_1.5/webp" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/dpr_1.5.webp", 3,
      "3|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/dpr_1.5/webp" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/dpr_1.5.webp", 4,
      "3|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/dpr_1.5/webp" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/dpr_1.5.webp", 5,
      "3|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/dpr_1.5/webp" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/dpr_1.5.webp", 6,
      "3|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/dpr_1.5/webp" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/dpr_1.5.jpg.webp", 0,
      "-1!token \"dpr_1.5.jpg\": dpr must be a number from 1 to 4 with at"
      " most 2 decimals" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/dpr_1.5.jpg.webp", 1,
      "-1!token \"dpr_1.5.jpg\": dpr must be a number from 1 to 4 with at"
      " most 2 decimals" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/dpr_1.5.jpg.webp", 2,
      "-1!token \"dpr_1.5.jpg\": dpr must be a number from 1 to 4 with at"
      " most 2 decimals" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/dpr_1.5.jpg.webp", 3,
      "-1!token \"dpr_1.5.jpg\": dpr must be a number from 1 to 4 with at"
      " most 2 decimals" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/dpr_1.5.jpg.webp", 4,
      "-1!token \"dpr_1.5.jpg\": dpr must be a number from 1 to 4 with at"
      " most 2 decimals" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/dpr_1.5.jpg.webp", 5,
      "-1!token \"dpr_1.5.jpg\": dpr must be a number from 1 to 4 with at"
      " most 2 decimals" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/dpr_1.5.jpg.webp", 6,
      "-1!token \"dpr_1.5.jpg\": dpr must be a number from 1 to 4 with at"
      " most 2 decimals" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300.JPG", 0,
      "-1!token \"w_300.JPG\": w must be an integer from 1 to 8192" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300.JPG", 1,
      "-1!token \"w_300.JPG\": w must be an integer from 1 to 8192" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300.JPG", 2,
      "-1!token \"w_300.JPG\": w must be an integer from 1 to 8192" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300.JPG", 3,
      "-1!token \"w_300.JPG\": w must be an integer from 1 to 8192" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300.JPG", 4,
      "-1!token \"w_300.JPG\": w must be an integer from 1 to 8192" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300.JPG", 5,
      "-1!token \"w_300.JPG\": w must be an integer from 1 to 8192" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300.JPG", 6,
      "-1!token \"w_300.JPG\": w must be an integer from 1 to 8192" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300.jpeg", 0,
      "1|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300/jpg" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300.jpeg", 1,
      "1|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300/jpg" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300.jpeg", 2,
      "1|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300/jpg" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300.jpeg", 3,
      "1|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300/jpg" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300.jpeg", 4,
      "1|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300/jpg" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300.jpeg", 5,
      "1|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300/jpg" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_300.jpeg", 6,
      "1|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300/jpg" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_card.jpg", 0,
      "1|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/t_card@74437"
      "/jpg" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_card.jpg", 1,
      "1|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/t_card@74437"
      "/jpg" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_card.jpg", 2,
      "1|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/t_card@74437"
      "/jpg" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_card.jpg", 3,
      "1|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/t_card@74437"
      "/jpg" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_card.jpg", 4,
      "1|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/t_card@74437"
      "/jpg" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_card.jpg", 5,
      "1|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/t_card@74437"
      "/jpg" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_card.jpg", 6,
      "1|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/t_card@74437"
      "/jpg" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_card,t_a,t_b,wm_logo,bg_rem"
      "ove.webp", 0,
      "3|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/wm_logo,t_ca"
      "rd@74437,t_a,t_b@71459,bg_remove/webp" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_card,t_a,t_b,wm_logo,bg_rem"
      "ove.webp", 1,
      "3|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/wm_logo,t_ca"
      "rd@74437,t_a,t_b@71459,bg_remove/webp" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_card,t_a,t_b,wm_logo,bg_rem"
      "ove.webp", 2,
      "3|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/wm_logo,t_ca"
      "rd@74437,t_a,t_b@71459,bg_remove/webp" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_card,t_a,t_b,wm_logo,bg_rem"
      "ove.webp", 3,
      "3|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/wm_logo,t_ca"
      "rd@74437,t_a,t_b@71459,bg_remove/webp" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_card,t_a,t_b,wm_logo,bg_rem"
      "ove.webp", 4,
      "3|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/wm_logo,t_ca"
      "rd@74437,t_a,t_b@71459,bg_remove/webp" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_card,t_a,t_b,wm_logo,bg_rem"
      "ove.webp", 5,
      "3|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/wm_logo,t_ca"
      "rd@74437,t_a,t_b@71459,bg_remove/webp" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/t_card,t_a,t_b,wm_logo,bg_rem"
      "ove.webp", 6,
      "3|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/wm_logo,t_ca"
      "rd@74437,t_a,t_b@71459,bg_remove/webp" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/fit_inside,rot_0.jpg", 0,
      "1|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0//jpg" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/fit_inside,rot_0.jpg", 1,
      "1|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0//jpg" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/fit_inside,rot_0.jpg", 2,
      "1|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0//jpg" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/fit_inside,rot_0.jpg", 3,
      "1|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0//jpg" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/fit_inside,rot_0.jpg", 4,
      "1|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0//jpg" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/fit_inside,rot_0.jpg", 5,
      "1|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0//jpg" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/fit_inside,rot_0.jpg", 6,
      "1|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0//jpg" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/fit_inside,rot_0", 0,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0//~legacy" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/fit_inside,rot_0", 1,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0//~avif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/fit_inside,rot_0", 2,
      "3|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0//~webp" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/fit_inside,rot_0", 3,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0//~legacy" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/fit_inside,rot_0", 4,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0//~legacy" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/fit_inside,rot_0", 5,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0//~avif" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/fit_inside,rot_0", 6,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0//~legacy" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/.jpg", 0,
      "#" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/.jpg", 1,
      "#" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/.jpg", 2,
      "#" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/.jpg", 3,
      "#" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/.jpg", 4,
      "#" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/.jpg", 5,
      "#" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/.jpg", 6,
      "#" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_1.", 0,
      "-1!token \"w_1.\": w must be an integer from 1 to 8192" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_1.", 1,
      "-1!token \"w_1.\": w must be an integer from 1 to 8192" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_1.", 2,
      "-1!token \"w_1.\": w must be an integer from 1 to 8192" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_1.", 3,
      "-1!token \"w_1.\": w must be an integer from 1 to 8192" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_1.", 4,
      "-1!token \"w_1.\": w must be an integer from 1 to 8192" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_1.", 5,
      "-1!token \"w_1.\": w must be an integer from 1 to 8192" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/w_1.", 6,
      "-1!token \"w_1.\": w must be an integer from 1 to 8192" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_logo", 0,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/wm_logo/~leg"
      "acy" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_logo", 1,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/wm_logo/~avi"
      "f" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_logo", 2,
      "3|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/wm_logo/~web"
      "p" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_logo", 3,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/wm_logo/~leg"
      "acy" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_logo", 4,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/wm_logo/~leg"
      "acy" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_logo", 5,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/wm_logo/~avi"
      "f" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_logo", 6,
      "6|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/wm_logo/~leg"
      "acy" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_logo,s_x.avif", 0,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/wm_logo/avif"
      "/s:x" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_logo,s_x.avif", 1,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/wm_logo/avif"
      "/s:x" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_logo,s_x.avif", 2,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/wm_logo/avif"
      "/s:x" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_logo,s_x.avif", 3,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/wm_logo/avif"
      "/s:x" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_logo,s_x.avif", 4,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/wm_logo/avif"
      "/s:x" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_logo,s_x.avif", 5,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/wm_logo/avif"
      "/s:x" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/wm_logo,s_x.avif", 6,
      "4|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/wm_logo/avif"
      "/s:x" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/q_70,wm_logo,fit_cover,g_nort"
      "h,h_200,w_300,s_abc.webp", 0,
      "3|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "fit_cover,g_north,q_70,wm_logo/webp/s:abc" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/q_70,wm_logo,fit_cover,g_nort"
      "h,h_200,w_300,s_abc.webp", 1,
      "3|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "fit_cover,g_north,q_70,wm_logo/webp/s:abc" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/q_70,wm_logo,fit_cover,g_nort"
      "h,h_200,w_300,s_abc.webp", 2,
      "3|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "fit_cover,g_north,q_70,wm_logo/webp/s:abc" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/q_70,wm_logo,fit_cover,g_nort"
      "h,h_200,w_300,s_abc.webp", 3,
      "3|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "fit_cover,g_north,q_70,wm_logo/webp/s:abc" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/q_70,wm_logo,fit_cover,g_nort"
      "h,h_200,w_300,s_abc.webp", 4,
      "3|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "fit_cover,g_north,q_70,wm_logo/webp/s:abc" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/q_70,wm_logo,fit_cover,g_nort"
      "h,h_200,w_300,s_abc.webp", 5,
      "3|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "fit_cover,g_north,q_70,wm_logo/webp/s:abc" },
    { "/proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/q_70,wm_logo,fit_cover,g_nort"
      "h,h_200,w_300,s_abc.webp", 6,
      "3|proj/img_01ARZ3NDEKTSV4RRFFQ69G5FAV/53589.22706.0.0/w_300,h_200,"
      "fit_cover,g_north,q_70,wm_logo/webp/s:abc" },
};
