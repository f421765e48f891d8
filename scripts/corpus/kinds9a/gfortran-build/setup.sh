# A Fortran 2008 model of 32 modules built by make with gfortran -Wall -Wextra: each module
# warns (an unused dummy argument, an unused local, a real-to-integer conversion); flux_24 uses a
# variable it never declared under implicit none (an error); make -k goes on with the others.
local i objs=""
mkdir -p src
for i in $(seq -w 1 32); do
  {
    printf 'module flux_%s\n  implicit none\ncontains\n' "$i"
    printf '  subroutine step_%s(u, n, dt, dx)\n' "$i"
    printf '    integer, intent(in) :: n\n    real(8), intent(inout) :: u(n)\n    real(8), intent(in) :: dt, dx\n'
    printf '    integer :: k, cells\n    real(8) :: scratch\n'
    printf '    cells = dt * 1000\n'
    if [[ $i == 24 ]]; then
      printf '    do k = 2, n - 1\n      u(k) = u(k) + dt * courant * (u(k-1) - 2*u(k) + u(k+1))\n    end do\n'
    else
      printf '    do k = 2, n - 1\n      u(k) = u(k) + dt * (u(k-1) - 2*u(k) + u(k+1))\n    end do\n'
    fi
    printf '  end subroutine step_%s\nend module flux_%s\n' "$i" "$i"
  } >"src/flux_$i.f90"
  objs="$objs build/flux_$i.o"
done
printf 'program model\n  use flux_01\n  implicit none\n  real(8) :: u(100)\n  u = 0\n  call step_01(u, 100, 0.1d0, 1.0d0)\n  print *, sum(u)\nend program model\n' >src/model.f90
{
  printf 'FC = gfortran\nFFLAGS = -O1 -g -Wall -Wextra -std=f2008\nOBJS =%s\n\n' "$objs"
  printf 'model: $(OBJS) build/model.o\n\t$(FC) $(FFLAGS) -o $@ $^\n\n'
  printf 'build/%%.o: src/%%.f90\n\t@mkdir -p build\n\t$(FC) $(FFLAGS) -Jbuild -c $< -o $@\n\n'
  printf 'build/model.o: build/flux_01.o\n'
} >Makefile
