/* sqlite.c: what a failed SQLite call means as an errno (see sbx.h).
**
** Apart from util.c so that a program that opens no database (sbxexec)
** links none of SQLite: an archive member is linked only when named.
*/
#include "sbx.h"

#include <errno.h>
#include <sqlite3.h>

int sbx_sqlite_errno(sqlite3 *db, int rc)
{
        switch (rc & 0xff) {
        case SQLITE_FULL:
                return -ENOSPC;
        case SQLITE_BUSY: case SQLITE_LOCKED:
                return -EBUSY;
        case SQLITE_IOERR: {
                /* a full disk met by an fsync, a -shm or -wal that could
                 * not grow: SQLite says "disk I/O error", errno says why */
                int e = db ? sqlite3_system_errno(db) : 0;
                return e == ENOSPC || e == EDQUOT ? -e : -EIO;
        }
        default:
                return -EIO;
        }
}
