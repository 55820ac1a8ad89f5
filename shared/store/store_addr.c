/*
 * Which addresses a customer's bucket may be at (store_http.h): a
 * project's owner names the endpoint, the connection string's
 * BlobEndpoint or the service account's token_uri, and the server then
 * connects there.  Loopback, private, link-local (the clouds' metadata
 * service at 169.254.169.254), shared, multicast and reserved addresses
 * are the server's own network, not a bucket's; they are refused unless
 * the operator allows them (pictor_storage_private_networks), for a MinIO
 * next door.  Checked on each address curl resolved, before it opens a
 * socket to it (store_http.c), so a name that resolves there later is
 * refused too, and no connection is ever made to the server's network.
 */

#include <arpa/inet.h>
#include <string.h>

#include "store/store_http.h"


static int
pt_addr4_private(const unsigned char *a)
{
    return a[0] == 0 || a[0] == 10 || a[0] == 127
           || (a[0] == 100 && (a[1] & 0xc0) == 64)      /* 100.64/10 */
           || (a[0] == 169 && a[1] == 254)
           || (a[0] == 172 && (a[1] & 0xf0) == 16)
           || (a[0] == 192 && a[1] == 168)
           || (a[0] == 192 && a[1] == 0 && a[2] == 0)
           || (a[0] == 192 && a[1] == 0 && a[2] == 2)   /* TEST-NET-1 */
           || (a[0] == 198 && (a[1] & 0xfe) == 18)      /* 198.18/15 */
           || (a[0] == 198 && a[1] == 51 && a[2] == 100) /* TEST-NET-2 */
           || (a[0] == 203 && a[1] == 0 && a[2] == 113)  /* TEST-NET-3 */
           || a[0] >= 224;                              /* multicast,
                                                           reserved */
}


int
pt_store_addr_private(const char *ip)
{
    unsigned char  a[16];

    static const unsigned char  mapped[12] = { 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
                                               0xff, 0xff };
    static const unsigned char  nat64[12] = { 0, 0x64, 0xff, 0x9b };
    static const unsigned char  zero[12];

    if (inet_pton(AF_INET, ip, a) == 1) {
        return pt_addr4_private(a);
    }

    if (inet_pton(AF_INET6, ip, a) != 1) {
        return 1;       /* not an address we can judge: refused */
    }

    if (memcmp(a, mapped, 12) == 0 || memcmp(a, nat64, 12) == 0) {
        return pt_addr4_private(a + 12);
    }

    /* ::/96 (::, ::1 and the IPv4-compatible ::a.b.c.d, long deprecated),
     * and the prefixes that embed or reach other networks: none is a
     * bucket's */
    return memcmp(a, zero, 12) == 0
           || (a[0] == 0x20 && a[1] == 0x02)          /* 2002::/16 6to4 */
           || (a[0] == 0x20 && a[1] == 0x01 && a[2] == 0 && a[3] == 0)
                                                      /* 2001::/32 Teredo */
           || (a[0] == 0x20 && a[1] == 0x01 && a[2] == 0x0d
               && a[3] == 0xb8)                       /* 2001:db8::/32 */
           || (a[0] == 0 && a[1] == 0x64 && a[2] == 0xff && a[3] == 0x9b
               && a[4] == 0 && a[5] == 1)             /* 64:ff9b:1::/48 */
           || (a[0] == 0x01 && a[1] == 0 && (a[2] | a[3] | a[4] | a[5]
                                             | a[6] | a[7]) == 0)
                                                      /* 100::/64 */
           || (a[0] & 0xfe) == 0xfc                   /* fc00::/7 */
           || (a[0] == 0xfe && (a[1] & 0xc0) == 0x80) /* fe80::/10 */
           || (a[0] == 0xfe && (a[1] & 0xc0) == 0xc0) /* fec0::/10 */
           || a[0] == 0xff;                           /* multicast */
}
