// Command ferretdb runs FerretDB v1 as an embedded library with the SQLite backend,
// for development and tests on machines without MongoDB (the released binary panics, FerretDB issue 2982).
package main

import (
	"context"
	"flag"
	"log"
	"net/url"
	"os"
	"os/signal"
	"path/filepath"
	"syscall"

	"github.com/FerretDB/FerretDB/ferretdb"
)

func main() {
	listen := flag.String("listen", "127.0.0.1:27017", "TCP address to listen on")
	dataDir := flag.String("data", "data/ferretdb", "folder for the SQLite files")
	durable := flag.Bool("durable", false, "sync every commit to disk (SQLite synchronous=FULL) instead of at checkpoints")
	flag.Parse()

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

	log.Printf("ferretdb listening on %s, data in %s", *listen, dir)
	if err := f.Run(ctx); err != nil {
		log.Fatal(err)
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
