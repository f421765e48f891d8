mkdir -p cmd/notify internal/mail
cat >go.mod <<'G'
module example.com/notify

go 1.19

require github.com/google/uuid v1.6.0
G
cat >internal/mail/mail.go <<'G'
package mail

import "fmt"

func Send(to, body string) error { fmt.Println("to", to, len(body)); return nil }
G
cat >cmd/notify/main.go <<'G'
package main

import (
	"example.com/notify/internal/mail"
	"github.com/google/uuid"
	"gopkg.in/yaml.v3"
)

func main() {
	var cfg map[string]string
	_ = yaml.Unmarshal([]byte("to: ops@example.com"), &cfg)
	_ = mail.Send(cfg["to"], uuid.NewString())
}
G
