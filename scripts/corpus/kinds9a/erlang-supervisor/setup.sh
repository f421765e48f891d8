# An OTP supervisor with one gen_server pricing invoices; invoice 417 has no tax rate, so the
# worker crashes (badarith), the supervisor restarts it and the batch goes on. Compiled here.
mkdir -p ebin
erlc -o ebin src/*.erl
