# The /etc/passwd of a restored build host's image (rootfs/), 190 accounts: Debian's system users,
# service accounts and developers. Someone added svc-backup with uid 0 in the middle of the service
# accounts. The agent audits it as JSON with jc's passwd parser.
mkdir -p rootfs/etc
{
  head -n 20 /etc/passwd | grep -v '^root:' | sed '1i root:x:0:0:root:/root:/bin/bash'
  for s in postgres redis nginx grafana prometheus node-exporter minio rabbitmq consul vault; do
    echo "$s:x:$(( 100 + ${#s} * 7 )):$(( 100 + ${#s} * 7 )):$s service,,,:/var/lib/$s:/usr/sbin/nologin"
  done
  for i in $(seq 1 80); do
    if (( i == 41 )); then echo 'svc-backup:x:0:0:backup agent,,,:/var/backups:/bin/bash'; fi
    echo "ci-runner-$i:x:$(( 2000 + i )):$(( 2000 + i )):CI runner $i,,,:/home/ci-runner-$i:/bin/bash"
  done
  for i in $(seq 1 75); do
    echo "dev$(printf %03d "$i"):x:$(( 1000 + i )):$(( 1000 + i )):Developer $i,,,:/home/dev$(printf %03d "$i"):/bin/bash"
  done
} > rootfs/etc/passwd
