// Command ferretdb runs FerretDB v1 as an embedded library with the SQLite backend,
// for development and tests on machines without MongoDB (the released binary panics, FerretDB issue 2982).
package main

import (
	"context"
	"database/sql"
	"flag"
	"fmt"
	"log"
	"net/url"
	"os"
	"os/signal"
	"path/filepath"
	"runtime/debug"
	"strings"
	"syscall"
	"time"

	"github.com/FerretDB/FerretDB/ferretdb"
	_ "modernc.org/sqlite"
)

func main() {
	listen := flag.String("listen", "127.0.0.1:27017", "TCP address to listen on")
	dataDir := flag.String("data", "data/ferretdb", "folder for the SQLite files")
	durable := flag.Bool("durable", false, "sync every commit to disk (SQLite synchronous=FULL) instead of at checkpoints")
	flag.Parse()
	collectGarbageLessOften()

	dir, err := filepath.Abs(*dataDir)
	if err != nil {
		log.Fatal(err)
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		log.Fatal(err)
	}

	f, err := ferretdb.New(&ferretdb.Config{
		Listener:  ferretdb.ListenerConfig{TCP: *listen},
		Handler:   "sqlite",
		SQLiteURL: "file:" + dir + "/?" + sqliteParams(*durable),
	})
	if err != nil {
		log.Fatal(err)
	}

	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()

	go indexIDLookups(ctx, dir)

	log.Printf("ferretdb listening on %s, data in %s", *listen, dir)
	if err := f.Run(ctx); err != nil {
		log.Fatal(err)
	}
}

// gcPercent and memoryLimit replace Go's defaults (GOGC=100, no limit) unless GOGC or GOMEMLIMIT is set. Every
// query allocates its documents afresh (BSON, JSON, Go values) while the live heap stays a few MB, so with the default
// the collector ran after every few MB allocated: half of this process's CPU per email in npm run bench:email (2.1
// ms, 1.2 ms at 800). The limit makes the collector run early again when a large read fills the heap.
const (
	gcPercent   = 800
	memoryLimit = 1 << 30
)

func collectGarbageLessOften() {
	if os.Getenv("GOGC") == "" {
		debug.SetGCPercent(gcPercent)
	}
	if os.Getenv("GOMEMLIMIT") == "" {
		debug.SetMemoryLimit(memoryLimit)
	}
}

// sqliteParams are the SQLite settings of every database file. FerretDB's own defaults (WAL, a 10 s busy
// timeout) stay; synchronous=NORMAL, SQLite's advice for WAL, syncs at checkpoints rather than at every
// commit: a crash of this process loses nothing, a power cut may lose the last commits. That suits the
// development and test server this is; production runs MongoDB.
func sqliteParams(durable bool) string {
	values := url.Values{}
	values.Add("_pragma", "busy_timeout(10000)")
	values.Add("_pragma", "journal_mode(wal)")
	if durable {
		values.Add("_pragma", "synchronous(full)")
	} else {
		values.Add("_pragma", "synchronous(normal)")
	}
	return values.Encode()
}

// idLookup is the expression FerretDB v1.24 compares when a find, update or delete names one _id. Its own
// _id index is on _ferretdb_sjson->"_id", which SQLite does not match to that expression, so every lookup
// by _id read the whole table (5 ms at 3,000 documents, growing with the table). indexIDLookups gives each
// collection table an index on the expression the lookups use; FerretDB's metadata never sees it, and it
// goes with its table when the collection or database is dropped.
const idLookup = `_ferretdb_sjson->'$._id'`

// indexIDLookups looks at the database files every half second and indexes the tables that are new since.
// A file is opened only when its write-ahead log changed (a table is created by a write).
func indexIDLookups(ctx context.Context, dir string) {
	seen := map[string]time.Time{}
	ticker := time.NewTicker(500 * time.Millisecond)
	defer ticker.Stop()
	for {
		files, _ := filepath.Glob(filepath.Join(dir, "*.sqlite"))
		for _, file := range files {
			changed := lastChange(file)
			if changed.Equal(seen[file]) {
				continue
			}
			if err := indexTables(ctx, file); err != nil {
				// Left for the next pass (the file may be being dropped or busy).
				continue
			}
			seen[file] = changed
		}
		select {
		case <-ctx.Done():
			return
		case <-ticker.C:
		}
	}
}

// lastChange is the latest modification time of a database file and its write-ahead log.
func lastChange(file string) time.Time {
	var latest time.Time
	for _, name := range []string{file, file + "-wal"} {
		if info, err := os.Stat(name); err == nil && info.ModTime().After(latest) {
			latest = info.ModTime()
		}
	}
	return latest
}

// indexTables adds the _id lookup index to every collection table of one database file that lacks it.
func indexTables(ctx context.Context, file string) error {
	db, err := sql.Open("sqlite", "file:"+file+"?_pragma=busy_timeout(10000)")
	if err != nil {
		return err
	}
	defer db.Close()
	rows, err := db.QueryContext(ctx, `SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE '\_ferretdb\_%' ESCAPE '\'
		AND name NOT IN (SELECT tbl_name FROM sqlite_master WHERE type = 'index' AND name LIKE '%\_lb\_id' ESCAPE '\')`)
	if err != nil {
		return err
	}
	var tables []string
	for rows.Next() {
		var name string
		if err := rows.Scan(&name); err != nil {
			rows.Close()
			return err
		}
		tables = append(tables, name)
	}
	rows.Close()
	for _, table := range tables {
		quoted := `"` + strings.ReplaceAll(table, `"`, `""`) + `"`
		index := `"` + strings.ReplaceAll(table+"_lb_id", `"`, `""`) + `"`
		if _, err := db.ExecContext(ctx, fmt.Sprintf(`CREATE INDEX IF NOT EXISTS %s ON %s (%s)`, index, quoted, idLookup)); err != nil {
			return err
		}
	}
	return nil
}
